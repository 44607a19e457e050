//! Piece kinds.

use std::fmt;

/// The kind of a piece, independent of its colour.
///
/// ```
/// use xiangqi::Role;
/// assert_eq!(Role::from_char('h'), Some(Role::Horse));
/// assert_eq!(Role::Horse.char(), 'n');
/// assert_eq!(Role::ALL.len(), 7);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// The general (king), `k`.
    General = 1,
    /// An advisor (guard), `a`.
    Advisor = 2,
    /// An elephant (minister), `b` (also read as `e`).
    Elephant = 3,
    /// A horse, `n` (also read as `h`).
    Horse = 4,
    /// A chariot (rook), `r`.
    Chariot = 5,
    /// A cannon, `c`.
    Cannon = 6,
    /// A soldier (pawn), `p`.
    Soldier = 7,
}

impl Role {
    /// All roles, general first.
    pub const ALL: [Role; 7] = [
        Role::General,
        Role::Advisor,
        Role::Elephant,
        Role::Horse,
        Role::Chariot,
        Role::Cannon,
        Role::Soldier,
    ];

    /// The lower-case FEN letter (`k a b n r c p`).
    pub const fn char(self) -> char {
        match self {
            Role::General => 'k',
            Role::Advisor => 'a',
            Role::Elephant => 'b',
            Role::Horse => 'n',
            Role::Chariot => 'r',
            Role::Cannon => 'c',
            Role::Soldier => 'p',
        }
    }

    /// Parses a FEN letter, either case; accepts `e` for elephant and `h` for horse.
    pub const fn from_char(ch: char) -> Option<Role> {
        match ch.to_ascii_lowercase() {
            'k' => Some(Role::General),
            'a' => Some(Role::Advisor),
            'b' | 'e' => Some(Role::Elephant),
            'n' | 'h' => Some(Role::Horse),
            'r' => Some(Role::Chariot),
            'c' => Some(Role::Cannon),
            'p' => Some(Role::Soldier),
            _ => None,
        }
    }

    /// The most pieces of this role one side can have.
    pub const fn max_count(self) -> usize {
        match self {
            Role::General => 1,
            Role::Soldier => 5,
            _ => 2,
        }
    }

    /// The English name.
    pub const fn name(self) -> &'static str {
        match self {
            Role::General => "general",
            Role::Advisor => "advisor",
            Role::Elephant => "elephant",
            Role::Horse => "horse",
            Role::Chariot => "chariot",
            Role::Cannon => "cannon",
            Role::Soldier => "soldier",
        }
    }

    #[inline]
    pub(crate) const fn from_u8(v: u8) -> Option<Role> {
        match v {
            1 => Some(Role::General),
            2 => Some(Role::Advisor),
            3 => Some(Role::Elephant),
            4 => Some(Role::Horse),
            5 => Some(Role::Chariot),
            6 => Some(Role::Cannon),
            7 => Some(Role::Soldier),
            _ => None,
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
