//! What the engine last said about the position it is searching.

use xiangqi::{Color, Move, Position};
use xiangqi_engine::Score;

/// The engine's latest progress report, ready to show.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineInfo {
    /// The position searched.
    pub root: Position,
    /// Depth in plies.
    pub depth: u32,
    /// Score from Red's point of view.
    pub score_red: Score,
    /// The line the engine expects, from `root`.
    pub pv: Vec<Move>,
}

impl EngineInfo {
    /// The report on `root`, given a score from the side to move's view.
    pub fn new(root: Position, depth: u32, score: Score, pv: Vec<Move>) -> EngineInfo {
        let score_red = match root.side_to_move() {
            Color::Red => score,
            Color::Black => negate(score),
        };
        EngineInfo {
            root,
            depth,
            score_red,
            pv,
        }
    }
}

/// The same score from the other side's point of view.
pub fn negate(score: Score) -> Score {
    match score {
        Score::Cp(c) => Score::Cp(-c),
        Score::Mate(n) => Score::Mate(-n),
    }
}
