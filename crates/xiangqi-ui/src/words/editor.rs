//! The position editor's sentences: what is wrong with a set-up, and why
//! a typed FEN was not taken. Their texts are in the study locale files
//! (see [`super::catalog`]); the piece's names come from the page's.

use std::fmt::Display;

use xiangqi::{Color, FenError, Piece, Role, SetupProblem, Square};

use super::catalog::{counted, fill, text};
use super::{side, Lang, Part};

/// A piece's name: "red advisor" / "红仕".
pub use super::moves::piece_name;
use super::moves::role_word;

/// The locale file of the editor's sentences.
const STUDY: Part = Part::Study;

/// The text with its first letter in capitals, for a sentence that opens
/// with a piece's name ("Red advisor on d0: …"). Only ASCII letters
/// change: the names that start in lower case are English.
fn capitalised(text: String) -> String {
    let mut cs = text.chars();
    match cs.next() {
        Some(c) if c.is_ascii_lowercase() => {
            std::iter::once(c.to_ascii_uppercase()).chain(cs).collect()
        }
        _ => text,
    }
}

/// A palette piece's name with how many stand on the board: "Red
/// advisor, 2 on the board" / "红仕，棋盘上有2个".
pub fn palette_piece(lang: Lang, piece: Piece, count: usize) -> String {
    capitalised(fill(
        lang,
        STUDY,
        "EditorPalettePiece",
        &[("piece", &piece_name(lang, piece)), ("count", &count)],
    ))
}

/// Points in a list: "d0, f0 and e1" / "d0、f0、e1".
fn points(lang: Lang, squares: &[Square]) -> String {
    super::list(lang, squares)
}

/// A sentence about `piece` standing on `square`, where it may not:
/// `key` with the piece's name, the word for its kind, the point and the
/// `more` values filled.
fn misplaced(
    lang: Lang,
    key: &'static str,
    piece: Piece,
    square: &Square,
    more: &[(&str, &dyn Display)],
) -> String {
    let name = piece_name(lang, piece);
    let role = role_word(lang, piece);
    let mut args: Vec<(&str, &dyn Display)> =
        vec![("piece", &name), ("role", &role), ("square", square)];
    args.extend_from_slice(more);
    fill(lang, STUDY, key, &args)
}

/// One problem of a set-up, saying what and where.
pub fn setup_problem(lang: Lang, problem: &SetupProblem) -> String {
    use SetupProblem as P;
    let sentence = match problem {
        P::MissingGeneral { color } => fill(
            lang,
            STUDY,
            "EditorMissingGeneral",
            &[
                ("side", &side(lang, *color)),
                ("role", &role_word(lang, Piece::new(*color, Role::General))),
            ],
        ),
        P::TooManyPieces {
            piece,
            count,
            max,
            squares,
        } => counted(
            lang,
            STUDY,
            "EditorTooManyPieces",
            *count as u64,
            &[
                ("side", &side(lang, piece.color)),
                ("role", &role_word(lang, *piece)),
                ("max", max),
                ("points", &points(lang, squares)),
            ],
        ),
        P::GeneralOutsidePalace { color, square } => misplaced(
            lang,
            "EditorGeneralOutsidePalace",
            Piece::new(*color, Role::General),
            square,
            &[],
        ),
        P::AdvisorOffPoint { color, square } => misplaced(
            lang,
            "EditorAdvisorOffPoint",
            Piece::new(*color, Role::Advisor),
            square,
            &[],
        ),
        P::ElephantOffPoint { color, square } => misplaced(
            lang,
            "EditorElephantOffPoint",
            Piece::new(*color, Role::Elephant),
            square,
            &[],
        ),
        P::SoldierBehindStart { color, square } => {
            // The two ranks a soldier starts its march on, nearest first.
            let ranks = text(
                lang,
                STUDY,
                match color {
                    Color::Red => "EditorSoldierRanksRed",
                    Color::Black => "EditorSoldierRanksBlack",
                },
            );
            misplaced(
                lang,
                "EditorSoldierBehindStart",
                Piece::new(*color, Role::Soldier),
                square,
                &[("ranks", &ranks)],
            )
        }
        P::GeneralsFacing { red, black } => fill(
            lang,
            STUDY,
            "EditorGeneralsFacing",
            &[("red", red), ("black", black)],
        ),
        P::SideNotToMoveInCheck {
            color, checkers, ..
        } => fill(
            lang,
            STUDY,
            "EditorSideNotToMoveInCheck",
            &[
                ("side", &side(lang, *color)),
                ("checkers", &points(lang, checkers)),
                ("other", &side(lang, color.other())),
            ],
        ),
    };
    capitalised(sentence)
}

/// Why a typed FEN was not taken; the board stays as it was.
pub fn fen_problem(lang: Lang, error: &FenError) -> String {
    use FenError as F;
    let what = match error {
        F::Empty => text(lang, STUDY, "EditorFenEmpty").to_string(),
        F::WrongRankCount => text(lang, STUDY, "EditorFenRankCount").to_string(),
        F::BadRankLength { rank } => fill(lang, STUDY, "EditorFenRankLength", &[("rank", rank)]),
        F::InvalidChar { ch, position } => fill(
            lang,
            STUDY,
            "EditorFenInvalidChar",
            &[("char", ch), ("position", &(position + 1))],
        ),
        F::BadSideToMove => text(lang, STUDY, "EditorFenSideToMove").to_string(),
        F::BadNumber => text(lang, STUDY, "EditorFenNumber").to_string(),
        F::UnexpectedField { field } => {
            fill(lang, STUDY, "EditorFenUnexpectedField", &[("field", field)])
        }
        // A rule of the board, told as the editor tells a problem of the
        // set-up.
        F::Setup(problem) => setup_problem(lang, problem),
    };
    fill(lang, STUDY, "EditorFenUnchanged", &[("problem", &what)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::Setup;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn every_problem_reads_in_both_languages() {
        let fens = [
            "9/9/9/9/9/9/9/9/9/9 w",
            "3akab2/4a4/9/9/9/9/9/9/9/K8 w",
            "5k3/4b4/9/3p5/9/9/1P7/9/9/3KA4 w",
            "4k4/9/9/9/9/9/9/9/9/4K4 w",
            "3k5/9/9/9/9/9/9/9/9/3RK4 w",
        ];
        let mut seen = 0;
        for fen in fens {
            for problem in Setup::from_fen(fen).unwrap().problems() {
                let en = setup_problem(Lang::En, &problem);
                let zh = setup_problem(Lang::Zh, &problem);
                assert!(en.ends_with('.'), "{en}");
                assert!(zh.ends_with('。'), "{zh}");
                assert_ne!(en, zh);
                seen += 1;
            }
        }
        assert!(seen >= 8);
    }

    #[test]
    fn a_third_advisor_is_named_with_its_points() {
        let problem = SetupProblem::TooManyPieces {
            piece: Piece::new(Color::Red, Role::Advisor),
            count: 3,
            max: 2,
            squares: vec![sq("d0"), sq("f0"), sq("e1")],
        };
        assert_eq!(
            setup_problem(Lang::En, &problem),
            "Red has 3 advisors, at most 2 allowed: on d0, f0 and e1."
        );
        assert_eq!(
            setup_problem(Lang::Zh, &problem),
            "红方有3个仕，最多2个：在 d0、f0、e1。"
        );
    }

    #[test]
    fn check_names_the_checker() {
        let problem = SetupProblem::SideNotToMoveInCheck {
            color: Color::Black,
            general: sq("d9"),
            checkers: vec![sq("d0")],
        };
        assert_eq!(
            setup_problem(Lang::En, &problem),
            "Black is in check (from d0) but it is Red's move: give Black the move or remove the check."
        );
    }

    #[test]
    fn fen_problems_say_the_board_is_kept() {
        let e = FenError::InvalidChar {
            ch: 'x',
            position: 3,
        };
        assert!(fen_problem(Lang::En, &e).starts_with("\u{201c}x\u{201d} (character 4)"));
        assert!(fen_problem(Lang::Zh, &e).ends_with("棋盘未改变。"));
    }

    #[test]
    fn a_broken_rule_in_a_fen_reads_in_both_languages() {
        let e = xiangqi::Position::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w").unwrap_err();
        let FenError::Setup(problem) = &e else {
            panic!("{e:?}")
        };
        let en = fen_problem(Lang::En, &e);
        let zh = fen_problem(Lang::Zh, &e);
        assert!(en.starts_with(&setup_problem(Lang::En, problem)), "{en}");
        assert!(zh.starts_with(&setup_problem(Lang::Zh, problem)), "{zh}");
        assert!(zh.ends_with("棋盘未改变。"), "{zh}");
    }
}
