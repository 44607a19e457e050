//! Two people on one device.

use serde::{Deserialize, Serialize};
use xiangqi::Color;

/// How two players share the device.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Seating {
    /// Both on the same side of the screen.
    #[default]
    SideBySide,
    /// Facing each other across a tablet lying between them.
    FaceToFace,
}

/// Two players' arrangement.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Friends {
    pub seating: Seating,
    /// Whether the board turns to the side to move after each move (side
    /// by side only).
    pub auto_flip: bool,
}

impl Friends {
    /// The side the board should show at the bottom after a move, when the
    /// players asked for the board to turn.
    pub fn turned_to(&self, side_to_move: Color) -> Option<Color> {
        (self.seating == Seating::SideBySide && self.auto_flip).then_some(side_to_move)
    }
}
