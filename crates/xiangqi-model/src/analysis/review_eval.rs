//! One position's evaluation in a review, from Red's point of view, with
//! the depth it reached and whether it was looked at a second time.

use serde::{Deserialize, Serialize};
use xiangqi::Move;
use xiangqi_engine::Score;

/// A position's evaluation, from Red's point of view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlyEval {
    /// Centipawns, or moves to mate (negative: Red is mated) when `mate`.
    pub value: i32,
    #[serde(default)]
    pub mate: bool,
    /// The engine's best move there, in ICCS.
    #[serde(default)]
    pub best: Option<String>,
    /// The depth the search completed (0: unknown, or no search needed).
    #[serde(default)]
    pub depth: u32,
    /// Whether this is the deeper second look at a suspect move's
    /// position (or an exact score: the game is over there).
    #[serde(default)]
    pub rechecked: bool,
}

impl PlyEval {
    /// The score from Red's point of view.
    pub fn score_red(&self) -> Score {
        if self.mate {
            Score::Mate(self.value)
        } else {
            Score::Cp(self.value)
        }
    }

    pub(super) fn new(
        score_red: Score,
        best: Option<Move>,
        depth: u32,
        rechecked: bool,
    ) -> PlyEval {
        let (value, mate) = match score_red {
            Score::Cp(c) => (c, false),
            Score::Mate(n) => (n, true),
        };
        PlyEval {
            value,
            mate,
            best: best.map(|m| m.to_string()),
            depth,
            rechecked,
        }
    }
}
