//! Search scores and their mate encoding.
//!
//! Internally a score is an `i32` in centipawns from the side to move's
//! point of view. A forced mate found `n` plies from the root is stored as
//! `MATE - n` (winning) or `-(MATE - n)` (losing), so shorter mates score
//! higher. [`Score`] is the form shown to users: centipawns or mate in
//! full moves, positive when the side to move mates.

use std::fmt;

/// The score of being mated at the root; no real score reaches it.
pub const MATE: i32 = 30_000;
/// Scores at or above this magnitude are mates.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// Larger than any score, used as the initial window.
pub const INFINITY: i32 = MATE + 1;

/// A score for display: centipawns, or mate in N moves (negative when the
/// side to move is being mated).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// Centipawns from the side to move's point of view.
    Cp(i32),
    /// Mate in this many full moves; positive when the side to move mates.
    Mate(i32),
}

impl Score {
    /// Converts an internal score to a displayed one.
    pub fn from_internal(v: i32) -> Score {
        if v >= MATE_BOUND {
            Score::Mate((MATE - v + 1) / 2)
        } else if v <= -MATE_BOUND {
            Score::Mate(-((MATE + v) / 2))
        } else {
            Score::Cp(v)
        }
    }

    /// The score in UCI syntax: `cp 35` or `mate -3`.
    pub fn uci(&self) -> String {
        match self {
            Score::Cp(c) => format!("cp {c}"),
            Score::Mate(n) => format!("mate {n}"),
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.uci())
    }
}

/// Whether an internal score is a mate score.
#[inline]
pub fn is_mate(v: i32) -> bool {
    v.abs() >= MATE_BOUND
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_conversion() {
        assert_eq!(Score::from_internal(MATE - 1), Score::Mate(1));
        assert_eq!(Score::from_internal(MATE - 3), Score::Mate(2));
        assert_eq!(Score::from_internal(-(MATE - 2)), Score::Mate(-1));
        assert_eq!(Score::from_internal(-MATE), Score::Mate(0));
        assert_eq!(Score::from_internal(42), Score::Cp(42));
        assert_eq!(Score::Mate(-3).uci(), "mate -3");
    }
}
