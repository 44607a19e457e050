//! Why a record could not be read.

use crate::color::Color;
use crate::fen::FenError;
use crate::notation::NotationError;

/// Why a record could not be read.
///
/// ```
/// use xiangqi::{Color, GameRecord, RecordError};
/// let err = GameRecord::parse("1. 炮二平五 马８进７\n2. 马二进三 马８进９").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "move 2 (Black): 马８进９ is not legal here: \
///      no piece for \"马８进９\": the side to move has no black horse on its file 8"
/// );
/// let RecordError::BadMove { move_number, side, ply, text, .. } = err else { panic!() };
/// assert_eq!((move_number, side, ply, text.as_str()), (2, Color::Black, 3, "马８进９"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RecordError {
    /// A line starting with `[` is not a well-formed tag pair.
    #[error("line {line}: bad tag: {reason}")]
    BadTag {
        /// The line (counted from 1).
        line: usize,
        /// What is wrong.
        reason: &'static str,
    },
    /// The `FEN` tag does not hold a valid position.
    #[error("bad FEN tag {fen:?}: {error}")]
    BadFen {
        /// The tag's value.
        fen: String,
        /// Why it was rejected.
        #[source]
        error: FenError,
    },
    /// A move cannot be read or is not legal.
    #[error("move {move_number} ({}): {text} is not legal here: {error}", side_title(.side))]
    BadMove {
        /// The move number, as written in the record.
        move_number: u32,
        /// The side making the move.
        side: Color,
        /// The move's index in the game (0 for the first move).
        ply: usize,
        /// The move as written.
        text: String,
        /// Why it was rejected.
        #[source]
        error: NotationError,
    },
    /// A `{` comment or `(` variation is never closed.
    #[error("line {line}: unterminated {what}")]
    Unterminated {
        /// The line where it starts (counted from 1).
        line: usize,
        /// `"comment"` or `"variation"`.
        what: &'static str,
    },
    /// Something other than a comment follows the result token.
    #[error("line {line}: {text:?} after the result")]
    TextAfterResult {
        /// The line (counted from 1).
        line: usize,
        /// The unexpected text.
        text: String,
    },
    /// A `)` without its `(`, or a `(` before any move.
    #[error("line {line}: misplaced parenthesis")]
    MisplacedParenthesis {
        /// The line (counted from 1).
        line: usize,
    },
    /// More moves, variations included, than a game tree holds
    /// ([`MAX_NODES`](crate::MAX_NODES)).
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
}

fn side_title(c: &Color) -> &'static str {
    match c {
        Color::Red => "Red",
        Color::Black => "Black",
    }
}
