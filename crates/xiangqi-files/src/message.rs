//! Why an imported file cannot be opened, as the worker reports it: the
//! facts only (the format, what is wrong and where). The screen that
//! opened the file says it in the player's language, from its locale file
//! (see `xiangqi_ui::words::files`).

use serde::{Deserialize, Serialize};

/// Why a record could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportProblem {
    /// The format it was read as (`pgn`, `xqf`, `dhtmlxq`), if recognised.
    pub format: Option<String>,
    /// What is wrong.
    pub kind: ProblemKind,
}

/// What is wrong with a record (see the rules crate's `ImportErrorKind`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ProblemKind {
    /// Empty, or in no format the app reads.
    UnknownFormat,
    /// Not a file of the format it claims to be.
    NotThisFormat,
    /// Larger than the app accepts.
    TooLarge { size: usize, max: usize },
    /// Neither UTF-8 nor GBK text.
    BadEncoding,
    /// Cut short inside a part (`header`, `move`, `comment`, …).
    Truncated { part: String },
    /// The set-up position is not a legal one.
    BadSetup,
    /// A malformed tag line.
    BadTag { line: usize },
    /// A move that cannot be played where it stands.
    IllegalMove {
        move_number: u32,
        /// `red` or `black`.
        side: String,
        text: String,
    },
    /// More moves than the app accepts.
    TooManyMoves { max: usize },
    /// Variations nested deeper than the app accepts.
    NestedTooDeep { max: usize },
    /// A comment or variation never closed.
    Unterminated { line: usize, what: String },
    /// A parenthesis out of place.
    MisplacedParenthesis { line: usize },
    /// A DhtmlXQ move list that is not one.
    BadMoveList { name: String },
    /// A DhtmlXQ variation that branches from nowhere.
    OrphanVariation { name: String },
    /// Anything else, in English.
    Other { text: String },
}
