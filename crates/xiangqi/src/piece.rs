//! Coloured pieces.

use std::fmt;

use crate::{Color, Role};

/// A piece: a role and a colour.
///
/// ```
/// use xiangqi::{Color, Piece, Role};
/// let p = Piece::from_fen_char('H').unwrap();
/// assert_eq!(p, Piece { color: Color::Red, role: Role::Horse });
/// assert_eq!(p.fen_char(), 'N');
/// assert_eq!(p.chinese(false), '傌');
/// assert_eq!(p.chinese(true), '马');
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece {
    /// The owner.
    pub color: Color,
    /// The kind.
    pub role: Role,
}

impl Piece {
    /// Builds a piece.
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// The FEN letter: upper-case for Red, lower-case for Black.
    pub const fn fen_char(self) -> char {
        let c = self.role.char();
        match self.color {
            Color::Red => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }

    /// Parses a FEN letter (`KABNRCP` for Red, `kabnrcp` for Black; `e`/`h` accepted too).
    pub const fn from_fen_char(ch: char) -> Option<Piece> {
        let color = if ch.is_ascii_uppercase() {
            Color::Red
        } else {
            Color::Black
        };
        match Role::from_char(ch) {
            Some(role) => Some(Piece { color, role }),
            None => None,
        }
    }

    /// The Chinese character of the piece, traditional or simplified.
    pub const fn chinese(self, simplified: bool) -> char {
        match (self.color, self.role, simplified) {
            (Color::Red, Role::General, false) => '帥',
            (Color::Red, Role::General, true) => '帅',
            (Color::Red, Role::Advisor, _) => '仕',
            (Color::Red, Role::Elephant, _) => '相',
            (Color::Red, Role::Horse, false) => '傌',
            (Color::Red, Role::Horse, true) => '马',
            (Color::Red, Role::Chariot, false) => '俥',
            (Color::Red, Role::Chariot, true) => '车',
            (Color::Red, Role::Cannon, _) => '炮',
            (Color::Red, Role::Soldier, _) => '兵',
            (Color::Black, Role::General, false) => '將',
            (Color::Black, Role::General, true) => '将',
            (Color::Black, Role::Advisor, _) => '士',
            (Color::Black, Role::Elephant, _) => '象',
            (Color::Black, Role::Horse, false) => '馬',
            (Color::Black, Role::Horse, true) => '马',
            (Color::Black, Role::Chariot, false) => '車',
            (Color::Black, Role::Chariot, true) => '车',
            (Color::Black, Role::Cannon, false) => '砲',
            (Color::Black, Role::Cannon, true) => '炮',
            (Color::Black, Role::Soldier, _) => '卒',
        }
    }

    /// Compact code used by the board: role (1..=7), plus 8 for Black.
    #[inline]
    pub(crate) const fn code(self) -> u8 {
        self.role as u8 | ((self.color as u8) << 3)
    }

    /// Inverse of [`Piece::code`]; `None` for 0 (empty) or invalid codes.
    #[inline]
    pub(crate) const fn from_code(code: u8) -> Option<Piece> {
        let color = if code & 8 != 0 {
            Color::Black
        } else {
            Color::Red
        };
        match Role::from_u8(code & 7) {
            Some(role) => Some(Piece { color, role }),
            None => None,
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.fen_char())
    }
}
