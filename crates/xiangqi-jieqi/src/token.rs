//! What stands on a point, as both players see it.

use xiangqi::{Color, Piece, Role};

/// A piece on the board: face down (what it is not yet known to anyone)
/// or face up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Token {
    /// A face-down piece of this side (暗子). It stands on one of its
    /// side's starting points and moves as the piece of that point.
    Hidden(Color),
    /// A face-up piece (明子), the generals included.
    Shown(Color, Role),
}

impl Token {
    /// Its side.
    pub const fn color(self) -> Color {
        match self {
            Token::Hidden(color) | Token::Shown(color, _) => color,
        }
    }

    /// What it is, if it is face up.
    pub const fn shown(self) -> Option<Piece> {
        match self {
            Token::Hidden(_) => None,
            Token::Shown(color, role) => Some(Piece::new(color, role)),
        }
    }

    /// Whether it is face down.
    pub const fn is_hidden(self) -> bool {
        matches!(self, Token::Hidden(_))
    }
}
