//! A [`GameTree`] as PGN text, as XQWizard reads and writes it: every
//! variation, comment and mark, and only the first game of a file.

use super::read::{self, ReadError, Stop, Variations};
use super::write::{self, Dialect, Style};
use crate::formats::error::{ImportError, ImportErrorKind, Part, SetupError};
use crate::formats::Format;
use crate::notation::{ChineseStyle, Notation};
use crate::record::RecordResult;
use crate::tree::GameTree;

/// Reads the first game of `text`.
pub(crate) fn read(text: &str) -> Result<GameTree, ImportError> {
    match read::read(text, Variations::Read) {
        Ok(read) => {
            let token = match read.stop {
                Stop::Result(result) => Some(result),
                Stop::End | Stop::Tag { .. } => None,
            };
            Ok(finish(read.tree, token))
        }
        Err(failure) => {
            let kind = import_error_kind(failure.error);
            Err(match failure.partial {
                Some(tree) => ImportError::with_partial(Format::Pgn, kind, finish(*tree, None)),
                None => ImportError::new(Format::Pgn, kind),
            })
        }
    }
}

/// Writes `tree` in XQWizard's layout.
pub(crate) fn write(tree: &GameTree, notation: Notation, chinese: ChineseStyle) -> String {
    let style = Style {
        notation,
        chinese,
        dialect: Dialect::XqWizard,
    };
    write::write(tree, &tree.tags, style)
}

/// The result is not a tag of a tree: the result token ending the moves
/// gives it, else the `Result` tag.
fn finish(mut tree: GameTree, token: Option<RecordResult>) -> GameTree {
    let tagged = tree.remove_tag("Result").and_then(|v| v.parse().ok());
    tree.result = token.or(tagged).unwrap_or(RecordResult::Unfinished);
    tree
}

fn import_error_kind(error: ReadError) -> ImportErrorKind {
    match error {
        ReadError::Tag { line, .. } => ImportErrorKind::BadTag { line },
        ReadError::Fen { error, .. } => ImportErrorKind::BadSetup(SetupError::Fen(error)),
        ReadError::UnterminatedComment { line } => ImportErrorKind::Unterminated {
            line,
            what: Part::Comment,
        },
        ReadError::UnterminatedVariation { line } => ImportErrorKind::Unterminated {
            line,
            what: Part::Variation,
        },
        ReadError::MisplacedParenthesis { line } => ImportErrorKind::MisplacedParenthesis { line },
        ReadError::Move {
            ply,
            move_number,
            side,
            text,
            reason,
        } => ImportErrorKind::IllegalMove {
            ply,
            move_number,
            side,
            text,
            reason,
        },
        ReadError::TooManyMoves { max } => ImportErrorKind::TooManyMoves { max },
        ReadError::NestedTooDeep { max } => ImportErrorKind::NestedTooDeep { max },
    }
}
