//! What a puzzle's solver wins: a mate in so many moves, or material.

use std::fmt;

/// What the solver wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Mate in this many solver moves (1..=7).
    Mate(u8),
    /// Material gain in the [`crate::material`] table.
    Material(u32),
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Kind::Mate(n) => write!(f, "mate:{n}"),
            Kind::Material(g) => write!(f, "material:{g}"),
        }
    }
}
