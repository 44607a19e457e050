//! What can go wrong building, loading or reading tables.

use crate::{format::FormatError, material::Material, value::MAX_PLIES};

/// An error of this crate.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Both sides have a piece that can give check. Such endings allow
    /// perpetual checks and chases from both sides, which the rule book
    /// rules on and a table of mate distances cannot; they are refused.
    #[error(
        "{0}: both sides have attacking pieces; only endings where one side has none are supported"
    )]
    BothAttack(Material),
    /// More than two pieces of one kind on a side: not numbered.
    #[error("{0}: more than two pieces of one kind on a side are not supported")]
    TooManyOfAKind(Material),
    /// A capture leads to an ending whose table is not at hand.
    #[error("the table of {0} is needed and not loaded")]
    Missing(Material),
    /// A mate further than a table byte can hold.
    #[error("{0}: a mate is more than {MAX_PLIES} plies away")]
    TooDeep(Material),
    /// The table and the rules disagree (a bug, or a table made by other
    /// rules).
    #[error("{material}: {what} at {fen}")]
    Inconsistent {
        /// The ending.
        material: Material,
        /// What disagrees.
        what: String,
        /// The position, as FEN.
        fen: String,
    },
    /// A table file that cannot be read.
    #[error("{path}: {source}")]
    File {
        /// The file.
        path: String,
        /// What is wrong with it.
        source: FormatError,
    },
}
