//! From the rules crate's trees and errors to the messages, and back.

use xiangqi::{Format, GameRecord, GameTree, ImportError, ImportErrorKind, Notation, XqfOptions};

use crate::message::{ImportProblem, ProblemKind};
use crate::protocol::{ExportFormat, ImportedGame};

/// The message form of a tree read as `format`.
pub fn imported(tree: &GameTree, format: Format) -> ImportedGame {
    let variations = tree
        .preorder()
        .filter_map(|id| tree.node(id))
        .map(|node| node.children().len().saturating_sub(1))
        .sum();
    let comments = tree
        .preorder()
        .filter_map(|id| tree.node(id))
        .filter(|node| node.comment().is_some())
        .count()
        + usize::from(tree.root_comment().is_some());
    ImportedGame {
        format: format_code(format).to_string(),
        record: tree.to_record().write(Notation::Iccs),
        tree: tree.to_pgn(Notation::Iccs),
        variations,
        comments,
    }
}

/// The name of a format in messages.
pub fn format_code(format: Format) -> &'static str {
    match format {
        Format::Pgn => "pgn",
        Format::Xqf => "xqf",
        Format::DhtmlXq => "dhtmlxq",
    }
}

/// The message form of an import error.
pub fn problem(error: &ImportError) -> ImportProblem {
    let kind = match &error.kind {
        ImportErrorKind::UnknownFormat => ProblemKind::UnknownFormat,
        ImportErrorKind::NotThisFormat => ProblemKind::NotThisFormat,
        ImportErrorKind::TooLarge { size, max } => ProblemKind::TooLarge {
            size: *size,
            max: *max,
        },
        ImportErrorKind::BadEncoding => ProblemKind::BadEncoding,
        ImportErrorKind::Truncated { part } => ProblemKind::Truncated {
            part: part.to_string(),
        },
        ImportErrorKind::BadSetup(_) => ProblemKind::BadSetup,
        ImportErrorKind::BadTag { line } => ProblemKind::BadTag { line: *line },
        ImportErrorKind::IllegalMove {
            move_number,
            side,
            text,
            ..
        } => ProblemKind::IllegalMove {
            move_number: *move_number,
            side: side.name().to_string(),
            text: text.clone(),
        },
        ImportErrorKind::TooManyMoves { max } => ProblemKind::TooManyMoves { max: *max },
        ImportErrorKind::NestedTooDeep { max } => ProblemKind::NestedTooDeep { max: *max },
        ImportErrorKind::Unterminated { line, what } => ProblemKind::Unterminated {
            line: *line,
            what: what.to_string(),
        },
        ImportErrorKind::MisplacedParenthesis { line } => {
            ProblemKind::MisplacedParenthesis { line: *line }
        }
        ImportErrorKind::BadMoveList { name } => ProblemKind::BadMoveList { name: name.clone() },
        ImportErrorKind::OrphanVariation { name } => {
            ProblemKind::OrphanVariation { name: name.clone() }
        }
        other => ProblemKind::Other {
            text: other.to_string(),
        },
    };
    ImportProblem {
        format: error.format.map(|f| format_code(f).to_string()),
        kind,
    }
}

/// The tree to write: the imported `tree` while its main line is still
/// the game's (its own tags first; the record's fill in the others), else
/// the game's main line alone.
pub fn tree_to_export(record: &GameRecord, tree: Option<&str>) -> GameTree {
    let imported = tree.and_then(|text| GameTree::from_pgn(text).ok());
    match imported {
        Some(t) if t.mainline_moves() == record.moves && t.start() == &record.start => {
            let mut t = t;
            for (name, value) in &record.tags {
                if t.tag(name).is_none() {
                    t.set_tag(name, value.clone());
                }
            }
            t
        }
        _ => GameTree::from(record),
    }
}

/// `tree` written in `format`.
pub fn export(tree: &GameTree, format: ExportFormat) -> Vec<u8> {
    match format {
        ExportFormat::PgnChinese => tree.to_pgn(Notation::Chinese).into_bytes(),
        ExportFormat::PgnWxf => tree.to_pgn(Notation::Wxf).into_bytes(),
        ExportFormat::PgnIccs => tree.to_pgn(Notation::Iccs).into_bytes(),
        ExportFormat::Dhtmlxq => tree.to_dhtmlxq().into_bytes(),
        ExportFormat::Xqf => tree.to_xqf_with(XqfOptions::default()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WITH_VARIATION: &str = "[Game \"Chinese Chess\"]\n[Red \"Hu\"]\n\n\
        1. 炮二平五 {the central cannon} 马８进７ (1... 炮８平５) 2. 马二进三 *\n";

    #[test]
    fn a_record_with_a_variation_arrives_whole() {
        let tree = GameTree::import(WITH_VARIATION.as_bytes()).unwrap();
        let game = imported(&tree, Format::Pgn);
        assert_eq!(game.format, "pgn");
        assert_eq!((game.variations, game.comments), (1, 1));
        let record: GameRecord = game.record.parse().unwrap();
        assert_eq!(record.moves.len(), 3);
        assert_eq!(record.tag("Red"), Some("Hu"));
        let again = GameTree::from_pgn(&game.tree).unwrap();
        assert_eq!(again.mainline_moves(), record.moves);
    }

    #[test]
    fn the_imported_tree_is_exported_until_the_main_line_changes() {
        let tree = GameTree::import(WITH_VARIATION.as_bytes()).unwrap();
        let game = imported(&tree, Format::Pgn);
        let mut record: GameRecord = game.record.parse().unwrap();
        record.set_red("Red");
        record.set_event("Casual game");
        let whole = tree_to_export(&record, Some(&game.tree));
        assert_eq!(whole.len(), tree.len(), "variations kept");
        assert_eq!(whole.tag("Red"), Some("Hu"), "the file's own tags win");
        assert_eq!(whole.tag("Event"), Some("Casual game"), "the app's fill in");
        record.moves.pop();
        let changed = tree_to_export(&record, Some(&game.tree));
        assert_eq!(changed.mainline_moves(), record.moves);
        assert!(changed.len() < tree.len());
    }

    #[test]
    fn every_format_reads_back_what_it_wrote() {
        let tree = GameTree::import(WITH_VARIATION.as_bytes()).unwrap();
        for format in ExportFormat::ALL {
            let bytes = export(&tree, format);
            let back = GameTree::import(&bytes).unwrap_or_else(|e| panic!("{format:?}: {e}"));
            assert_eq!(back.mainline_moves(), tree.mainline_moves(), "{format:?}");
        }
    }

    #[test]
    fn a_bad_move_names_itself_and_keeps_the_valid_beginning() {
        let err =
            GameTree::import("1. 炮二平五 马８进７ 2. 马二进三 马８进９".as_bytes()).unwrap_err();
        let p = problem(&err);
        assert_eq!(p.format.as_deref(), Some("pgn"));
        assert_eq!(
            p.kind,
            ProblemKind::IllegalMove {
                move_number: 2,
                side: "black".into(),
                text: "马８进９".into()
            }
        );
        let partial = err
            .partial
            .as_deref()
            .map(|t| imported(t, Format::Pgn))
            .unwrap();
        assert_eq!(partial.record.parse::<GameRecord>().unwrap().moves.len(), 3);
    }
}
