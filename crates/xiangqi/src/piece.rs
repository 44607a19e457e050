//! Coloured pieces.

use std::fmt;

use crate::color::Color;
use crate::role::Role;

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

    /// The bit [`Piece::code`] sets for a black piece.
    pub const BLACK_BIT: u8 = 8;

    /// The compact code of the piece on [`Position::mailbox`]: the role's
    /// number (`Role as u8`, 1..=7) plus [`Piece::BLACK_BIT`] for Black. An
    /// empty point is 0, so `code & 7` is the role and `code & 8` the
    /// colour of any occupied point.
    ///
    /// [`Position::mailbox`]: crate::Position::mailbox
    ///
    /// ```
    /// use xiangqi::{Color, Piece, Role};
    /// let red_horse = Piece::new(Color::Red, Role::Horse);
    /// assert_eq!(red_horse.code(), 4);
    /// assert_eq!(Piece::new(Color::Black, Role::Horse).code(), 4 | Piece::BLACK_BIT);
    /// assert_eq!(red_horse.code() & 7, Role::Horse as u8);
    /// ```
    #[inline]
    pub const fn code(self) -> u8 {
        self.role as u8 | ((self.color as u8) << 3)
    }

    /// Inverse of [`Piece::code`]; `None` for 0 (empty) or invalid codes.
    ///
    /// ```
    /// use xiangqi::{Color, Piece, Role};
    /// assert_eq!(Piece::from_code(13), Some(Piece::new(Color::Black, Role::Chariot)));
    /// assert_eq!(Piece::from_code(0), None);
    /// for role in Role::ALL {
    ///     let p = Piece::new(Color::Red, role);
    ///     assert_eq!(Piece::from_code(p.code()), Some(p));
    /// }
    /// ```
    #[inline]
    pub const fn from_code(code: u8) -> Option<Piece> {
        let color = if code & Piece::BLACK_BIT != 0 {
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
