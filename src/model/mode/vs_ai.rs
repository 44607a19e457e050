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
}
