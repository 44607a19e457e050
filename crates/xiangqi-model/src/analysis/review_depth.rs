//! How hard a review looks: every position of the game is searched to the
//! same fixed depth, so that the scores of two consecutive positions are
//! comparable whatever the speed of the machine, and the positions around
//! a move that seems to lose something are searched again, deeper, before
//! the move is judged (see [`plan`](super::review_plan)).
//!
//! A time cap per position remains only as a safety net for a very slow
//! device: it is far above what the depth takes on a phone. How long each
//! setting takes on a typical game is measured in `docs/review.md`.

use serde::{Deserialize, Serialize};

/// The review's setting: quick or deep.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ReviewDepth {
    /// Every position to depth 10, suspect moves again at 12.
    #[default]
    Quick,
    /// Every position to depth 12, suspect moves again at 14.
    Deep,
}

impl ReviewDepth {
    /// Both settings, quick first.
    pub const ALL: [ReviewDepth; 2] = [ReviewDepth::Quick, ReviewDepth::Deep];

    /// The depth every position is searched to.
    pub fn depth(self) -> u32 {
        match self {
            ReviewDepth::Quick => 10,
            ReviewDepth::Deep => 12,
        }
    }

    /// The depth the two positions around a suspect move are searched
    /// to again before the move is judged.
    pub fn recheck_depth(self) -> u32 {
        self.depth() + 2
    }

    /// The safety cap on one search, in ms: only a device far slower than
    /// a phone reaches it, and the depth reached is then kept with the
    /// score (see [`PlyEval::depth`](super::PlyEval::depth)).
    pub fn cap_ms(self) -> u32 {
        match self {
            ReviewDepth::Quick => 30_000,
            ReviewDepth::Deep => 90_000,
        }
    }

    /// The name used in `data-depth` and in the saved review.
    pub fn name(self) -> &'static str {
        match self {
            ReviewDepth::Quick => "quick",
            ReviewDepth::Deep => "deep",
        }
    }
}
