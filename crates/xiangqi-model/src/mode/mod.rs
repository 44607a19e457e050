//! Who plays whom: the table's mode.
//!
//! Each mode is a module with the rules of the screen that differ between
//! modes: who may move, who answers a draw offer, what a takeback takes
//! back. Study modes (analysis, review, position editor, puzzles) join
//! here as further variants.

mod friends;
mod vs_ai;

use xiangqi::Color;

pub use friends::{Friends, Seating};
pub use vs_ai::VsAi;

/// How the table is being used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A person plays the AI.
    VsAi(VsAi),
    /// Two people play each other on this device.
    Friends(Friends),
}

impl Mode {
    /// The AI's side, if the AI plays.
    pub fn ai_side(&self) -> Option<Color> {
        match self {
            Mode::VsAi(v) => Some(v.ai),
            Mode::Friends(_) => None,
        }
    }

    /// The AI's game, if the AI plays.
    pub fn vs_ai(&self) -> Option<&VsAi> {
        match self {
            Mode::VsAi(v) => Some(v),
            Mode::Friends(_) => None,
        }
    }

    /// The two players' arrangement, if two people play.
    pub fn friends(&self) -> Option<&Friends> {
        match self {
            Mode::Friends(f) => Some(f),
            Mode::VsAi(_) => None,
        }
    }

    /// Whether `color` is played by a person at this device.
    pub fn is_human(&self, color: Color) -> bool {
        self.ai_side() != Some(color)
    }

    /// Whether two players face each other across the device.
    pub fn face_to_face(&self) -> bool {
        self.friends()
            .is_some_and(|f| f.seating == Seating::FaceToFace)
    }

    /// The side the buttons of the panel act for (offer a draw, resign):
    /// the person against the AI, the side to move between two players.
    pub fn acting_side(&self, side_to_move: Color) -> Color {
        match self {
            Mode::VsAi(v) => v.ai.other(),
            Mode::Friends(_) => side_to_move,
        }
    }
}
