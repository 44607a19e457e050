//! Why an import failed, as data the app can translate.

use std::fmt;

use crate::color::Color;
use crate::fen::FenError;
use crate::notation::NotationError;
use crate::position::Position;
use crate::square::Square;
use crate::tree::{GameTree, TreeError};

use super::Format;

/// Why a record could not be imported, and what could be read of it.
///
/// `partial` holds the part read before the problem (tags, start position
/// and the moves up to the bad one) when the problem lies in the moves, so
/// that the app can offer to open it.
///
/// ```
/// use xiangqi::{Format, GameTree, ImportErrorKind};
/// let err = GameTree::import("1. 炮二平五 马８进７ 2. 马二进三 马８进９".as_bytes()).unwrap_err();
/// assert_eq!(err.format, Some(Format::Pgn));
/// let ImportErrorKind::IllegalMove { ply, move_number, text, .. } = &err.kind else { panic!() };
/// assert_eq!((*ply, *move_number, text.as_str()), (4, 2, "马８进９"));
/// assert_eq!(err.partial.unwrap().mainline().len(), 3);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportError {
    /// The format being read; `None` when it could not be recognised.
    pub format: Option<Format>,
    /// What is wrong.
    pub kind: ImportErrorKind,
    /// The valid beginning of the record, when the problem lies past it.
    pub partial: Option<Box<GameTree>>,
}

impl ImportError {
    pub(crate) fn new(format: Format, kind: ImportErrorKind) -> ImportError {
        ImportError {
            format: Some(format),
            kind,
            partial: None,
        }
    }

    pub(crate) fn with_partial(
        format: Format,
        kind: ImportErrorKind,
        tree: GameTree,
    ) -> ImportError {
        ImportError {
            format: Some(format),
            kind,
            partial: Some(Box::new(tree)),
        }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.format {
            Some(format) => write!(f, "{format}: {}", self.kind),
            None => write!(f, "{}", self.kind),
        }
    }
}

impl std::error::Error for ImportError {}

/// What is wrong with an imported record. See [`ImportError`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ImportErrorKind {
    /// The input is empty or in no format this crate reads.
    #[error("not a game record in a known format")]
    UnknownFormat,
    /// The input is not a file of the format it was read as.
    #[error("not a file of this format")]
    NotThisFormat,
    /// The input is larger than [`MAX_INPUT_BYTES`](crate::MAX_INPUT_BYTES).
    #[error("the input has {size} bytes, more than the {max} accepted")]
    TooLarge {
        /// The input's size in bytes.
        size: usize,
        /// The bound.
        max: usize,
    },
    /// The text is neither UTF-8 nor GB18030 (GBK).
    #[error("the text is neither UTF-8 nor GB18030")]
    BadEncoding,
    /// The input ends in the middle of a part.
    #[error("the data ends inside the {part}")]
    Truncated {
        /// The part cut short.
        part: Part,
    },
    /// The set-up position cannot be played from.
    #[error("bad set-up position: {0}")]
    BadSetup(SetupError),
    /// A tag line is malformed (PGN).
    #[error("line {line}: malformed tag")]
    BadTag {
        /// The line (counted from 1).
        line: usize,
    },
    /// A move cannot be read or is not legal where it stands.
    #[error("move {move_number} ({side}) {text:?} at ply {ply} is not legal here")]
    IllegalMove {
        /// The move's ply: 1 for the first move from the start position.
        ply: usize,
        /// The move number as a record shows it.
        move_number: u32,
        /// The side making the move.
        side: Color,
        /// The move as written (ICCS for the binary and coordinate formats).
        text: String,
        /// Why the text was rejected, for notations that name pieces.
        reason: Option<NotationError>,
    },
    /// More moves than [`MAX_NODES`](crate::MAX_NODES).
    #[error("more than {max} moves")]
    TooManyMoves {
        /// The bound.
        max: usize,
    },
    /// Variations nested deeper than
    /// [`MAX_VARIATION_DEPTH`](crate::MAX_VARIATION_DEPTH).
    #[error("variations nested more than {max} deep")]
    NestedTooDeep {
        /// The bound.
        max: usize,
    },
    /// A `{` comment or `(` variation is never closed (PGN).
    #[error("line {line}: unterminated {what}")]
    Unterminated {
        /// The line where it starts (counted from 1).
        line: usize,
        /// What is left open.
        what: Part,
    },
    /// A `)` without its `(`, or a `(` before any move (PGN).
    #[error("line {line}: misplaced parenthesis")]
    MisplacedParenthesis {
        /// The line (counted from 1).
        line: usize,
    },
    /// A move list is not made of four-digit moves (DhtmlXQ).
    #[error("bad move list {name:?}")]
    BadMoveList {
        /// The list's tag name, such as `movelist` or `move_0_3_1`.
        name: String,
    },
    /// A variation branches from a line or step the record does not have
    /// (DhtmlXQ).
    #[error("variation {name:?} branches from nowhere")]
    OrphanVariation {
        /// The variation's tag name, such as `move_1_7_3`.
        name: String,
    },
}

/// A part of a record, named in errors.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Part {
    /// The fixed-size file header (XQF).
    Header,
    /// A move record (XQF).
    Move,
    /// A comment.
    Comment,
    /// A variation.
    Variation,
    /// A tag.
    Tag,
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Part::Header => "header",
            Part::Move => "move",
            Part::Comment => "comment",
            Part::Variation => "variation",
            Part::Tag => "tag",
        })
    }
}

/// Why a set-up position was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SetupError {
    /// The position breaks a rule of the board (see [`FenError`]).
    #[error("{0}")]
    Fen(#[from] FenError),
    /// Two pieces are placed on one point.
    #[error("two pieces on {0}")]
    TwoPiecesOn(Square),
    /// The piece list is not made of two-digit points (DhtmlXQ `binit`).
    #[error("malformed piece list")]
    MalformedPieceList,
}

/// Maps a tree's refusal during import to the import error.
pub(crate) fn tree_error_kind(
    error: TreeError,
    ply: usize,
    pos: &Position,
    text: String,
) -> ImportErrorKind {
    match error {
        TreeError::TooManyNodes { max } => ImportErrorKind::TooManyMoves { max },
        TreeError::NestedTooDeep { max } => ImportErrorKind::NestedTooDeep { max },
        _ => ImportErrorKind::IllegalMove {
            ply,
            move_number: pos.fullmove_number(),
            side: pos.side_to_move(),
            text,
            reason: None,
        },
    }
}
