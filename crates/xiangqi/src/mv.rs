//! Moves in ICCS notation.

use std::{fmt, str::FromStr};

use crate::square::Square;

/// A move from one square to another, written in ICCS as `h2e2`.
///
/// ```
/// use xiangqi::{Move, Square};
/// let m: Move = "h2e2".parse().unwrap();
/// assert_eq!(m.from, "h2".parse::<Square>().unwrap());
/// assert_eq!(m.to_string(), "h2e2");
/// assert_eq!("H2-E2".parse::<Move>().unwrap(), m);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Origin square.
    pub from: Square,
    /// Destination square.
    pub to: Square,
}

/// Error returned when a move string cannot be parsed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid move: expected ICCS like h2e2 or H2-E2")]
pub struct ParseMoveError;

impl Move {
    /// Builds a move.
    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let s = s.trim();
        let (a, b) = match s.len() {
            4 => (s.get(0..2), s.get(2..4)),
            5 if s.as_bytes()[2] == b'-' => (s.get(0..2), s.get(3..5)),
            _ => return Err(ParseMoveError),
        };
        let from = a
            .ok_or(ParseMoveError)?
            .parse()
            .map_err(|_| ParseMoveError)?;
        let to = b
            .ok_or(ParseMoveError)?
            .parse()
            .map_err(|_| ParseMoveError)?;
        Ok(Move { from, to })
    }
}
