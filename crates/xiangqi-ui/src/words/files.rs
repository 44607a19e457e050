//! Game files: why a record cannot be opened, and the offer to open what
//! could be read of a broken one.

use xiangqi::Color;
use xiangqi_files::message::{ImportProblem, ProblemKind};

use super::catalog::{fill, text};
use super::{side, Lang, Part};

/// The offer to open what could be read: "Open the first 22 moves".
pub fn open_partial(lang: Lang, plies: usize) -> String {
    super::catalog::counted(lang, Part::Page, "OpenPartial", plies as u64, &[])
}

/// Why a record could not be opened, as the files worker found it:
/// "XQF: the data ends inside the header.", "XQF：数据在文件头处中断。"
pub fn import_problem(lang: Lang, problem: &ImportProblem) -> String {
    let what = what_is_wrong(lang, &problem.kind);
    let format = problem.format.as_deref().map(|f| match f {
        "xqf" => "XQF",
        "dhtmlxq" => "DhtmlXQ",
        _ => "PGN",
    });
    match format {
        Some(format) => fill(
            lang,
            Part::Study,
            "ImportProblemIn",
            &[("format", &format), ("what", &what)],
        ),
        None => fill(lang, Part::Study, "ImportProblem", &[("what", &what)]),
    }
}

/// The part of a record a problem lies in: "header", "文件头".
fn part(lang: Lang, name: &str) -> &'static str {
    let key = match name {
        "header" => "ImportPartHeader",
        "move" => "ImportPartMove",
        "comment" => "ImportPartComment",
        "variation" => "ImportPartVariation",
        _ => "ImportPartTag",
    };
    text(lang, Part::Study, key)
}

fn what_is_wrong(lang: Lang, kind: &ProblemKind) -> String {
    let p = Part::Study;
    let kb = |bytes: &usize| bytes / 1024;
    match kind {
        ProblemKind::UnknownFormat => text(lang, p, "ImportUnknownFormat").into(),
        ProblemKind::NotThisFormat => text(lang, p, "ImportNotThisFormat").into(),
        ProblemKind::TooLarge { size, max } => fill(
            lang,
            p,
            "ImportTooLarge",
            &[("size", &kb(size)), ("max", &kb(max))],
        ),
        ProblemKind::BadEncoding => text(lang, p, "ImportBadEncoding").into(),
        ProblemKind::Truncated { part: name } => {
            fill(lang, p, "ImportTruncated", &[("part", &part(lang, name))])
        }
        ProblemKind::BadSetup => text(lang, p, "ImportBadSetup").into(),
        ProblemKind::BadTag { line } => fill(lang, p, "ImportBadTag", &[("line", line)]),
        ProblemKind::IllegalMove {
            move_number,
            side: color,
            text: written,
        } => {
            let color = if color == "black" {
                Color::Black
            } else {
                Color::Red
            };
            fill(
                lang,
                p,
                "ImportIllegalMove",
                &[
                    ("number", move_number),
                    ("side", &side(lang, color)),
                    ("move", written),
                ],
            )
        }
        ProblemKind::TooManyMoves { max } => fill(lang, p, "ImportTooManyMoves", &[("max", max)]),
        ProblemKind::NestedTooDeep { max } => fill(lang, p, "ImportNestedTooDeep", &[("max", max)]),
        ProblemKind::Unterminated { line, what } => fill(
            lang,
            p,
            "ImportUnterminated",
            &[("line", line), ("part", &part(lang, what))],
        ),
        ProblemKind::MisplacedParenthesis { line } => {
            fill(lang, p, "ImportMisplacedParenthesis", &[("line", line)])
        }
        ProblemKind::BadMoveList { name } => fill(lang, p, "ImportBadMoveList", &[("name", name)]),
        ProblemKind::OrphanVariation { name } => {
            fill(lang, p, "ImportOrphanVariation", &[("name", name)])
        }
        ProblemKind::Other { text: said } => said.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_move_is_named_once_with_its_format() {
        let problem = ImportProblem {
            format: Some("pgn".into()),
            kind: ProblemKind::IllegalMove {
                move_number: 23,
                side: "black".into(),
                text: "马８进７".into(),
            },
        };
        assert_eq!(
            import_problem(Lang::En, &problem),
            "PGN: Move 23 (Black): “马８进７” cannot be played from this position."
        );
        assert_eq!(
            import_problem(Lang::Zh, &problem),
            "PGN：第23回合（黑方）“马８进７”在此局面下无法走出。"
        );
        let cut = ImportProblem {
            format: Some("xqf".into()),
            kind: ProblemKind::Truncated {
                part: "header".into(),
            },
        };
        assert_eq!(import_problem(Lang::Zh, &cut), "XQF：数据在文件头处中断。");
        assert!(import_problem(Lang::Vi, &cut).starts_with("XQF"));
    }
}
