//! The warning a side gets before a forbidden repetition would lose.

use super::{PerpetualKind, RepetitionVerdict};
use crate::color::Color;
use crate::piece::Piece;
use crate::square::Square;

/// A side is repeating a forbidden cycle (perpetual check, chase or
/// attack) and would lose if it played the cycle once more: the current
/// position has occurred twice, and the moves between its two occurrences
/// are forbidden for `offender`. See [`Game::perpetual_warning`](crate::Game::perpetual_warning).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PerpetualWarning {
    /// The side that must vary its moves.
    pub offender: Color,
    /// What it is doing perpetually.
    pub kind: PerpetualKind,
    /// The piece it chases and where it stands, for a chase or attack.
    pub chased: Option<(Piece, Square)>,
}

impl PerpetualWarning {
    /// The warning a verdict carries: `None` for a draw.
    pub fn from_verdict(verdict: &RepetitionVerdict) -> Option<PerpetualWarning> {
        Some(PerpetualWarning {
            offender: verdict.loser()?,
            kind: verdict.kind()?,
            chased: verdict.chased(),
        })
    }
}
