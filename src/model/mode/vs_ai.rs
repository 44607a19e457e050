//! A person against the AI.

use xiangqi::Color;
use xiangqi_engine::Score;

/// The AI's part in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VsAi {
    /// The side the AI plays.
    pub ai: Color,
    /// Its level, 1 to the engine's top level.
    pub level: u8,
}

/// The AI accepts a draw when its own score is at most this (centipawns).
const DRAW_ACCEPT_CP: i32 = 20;
/// A position is dead level for the AI when its own score stayed within
/// this many centipawns of zero …
const DEAD_LEVEL_CP: i32 = 30;
/// … over its last this many moves …
const DEAD_LEVEL_MOVES: usize = 6;
/// … with at most this many attacking pieces (chariots, horses, cannons,
/// soldiers) left on the board, both sides together.
const DEAD_LEVEL_ATTACKERS: usize = 8;

impl VsAi {
    /// The person's side.
    pub fn human(&self) -> Color {
        self.ai.other()
    }

    /// Whether the AI agrees to a draw, given its score of the position
    /// from its own point of view.
    pub fn accepts_draw(&self, own_score: Score) -> bool {
        match own_score {
            Score::Cp(cp) => cp <= DRAW_ACCEPT_CP,
            Score::Mate(n) => n <= 0,
        }
    }

    /// Whether the AI offers a draw: the position is dead level, judged
    /// from its own recent scores (`scores`, oldest first) and the
    /// attacking pieces left.
    pub fn offers_draw(&self, scores: &[Score], attackers: usize) -> bool {
        attackers <= DEAD_LEVEL_ATTACKERS
            && scores.len() >= DEAD_LEVEL_MOVES
            && scores[scores.len() - DEAD_LEVEL_MOVES..]
                .iter()
                .all(|s| matches!(s, Score::Cp(cp) if cp.abs() <= DEAD_LEVEL_CP))
    }
}
