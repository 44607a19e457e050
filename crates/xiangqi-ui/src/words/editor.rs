//! The position editor's sentences: what is wrong with a set-up, and why
//! a typed FEN was not taken, in both languages.

use xiangqi::{Color, FenError, Piece, Role, SetupProblem, Square};

use super::moves::color_word;
use super::{side, Lang};

/// A piece's name: "red advisor" / "红仕".
pub fn piece_name(lang: Lang, piece: Piece) -> String {
    match lang {
        Lang::En => format!("{} {}", color_word(lang, piece.color), piece.role.name()),
        Lang::Zh => format!("{}{}", color_word(lang, piece.color), piece.chinese(true)),
    }
}

/// The piece's name, capitalised: "Red advisor".
fn piece_name_capitalised(lang: Lang, piece: Piece) -> String {
    let name = piece_name(lang, piece);
    let mut cs = name.chars();
    match cs.next() {
        Some(c) => std::iter::once(c.to_ascii_uppercase()).chain(cs).collect(),
        None => name,
    }
}

/// A palette piece's name with how many stand on the board: "Red
/// advisor, 2 on the board" / "红仕，棋盘上有2个".
pub fn palette_piece(lang: Lang, piece: Piece, count: usize) -> String {
    match lang {
        Lang::En => format!(
            "{}, {count} on the board",
            piece_name_capitalised(lang, piece)
        ),
        Lang::Zh => format!("{}，棋盘上有{count}个", piece_name(lang, piece)),
    }
}

/// Points in a list: "d0, f0 and e1" / "d0、f0、e1".
fn points(lang: Lang, squares: &[Square]) -> String {
    let names: Vec<String> = squares.iter().map(Square::to_string).collect();
    match (lang, names.as_slice()) {
        (Lang::Zh, _) => names.join("、"),
        (Lang::En, [.., last]) if names.len() > 1 => {
            format!("{} and {last}", names[..names.len() - 1].join(", "))
        }
        (Lang::En, _) => names.join(""),
    }
}

/// One problem of a set-up, saying what and where.
pub fn setup_problem(lang: Lang, problem: &SetupProblem) -> String {
    use SetupProblem as P;
    let general = |color: Color| Piece::new(color, Role::General);
    match (lang, problem) {
        (Lang::En, P::MissingGeneral { color }) => format!(
            "{} has no general: place one in its palace.",
            side(lang, *color)
        ),
        (Lang::Zh, P::MissingGeneral { color }) => {
            let g = general(*color).chinese(true);
            format!("{}没有{g}：请在九宫内放一个{g}。", side(lang, *color))
        }
        (
            Lang::En,
            P::TooManyPieces {
                piece,
                count,
                max,
                squares,
            },
        ) => format!(
            "{} has {count} {}s, at most {max} allowed: on {}.",
            side(lang, piece.color),
            piece.role.name(),
            points(lang, squares)
        ),
        (
            Lang::Zh,
            P::TooManyPieces {
                piece,
                count,
                max,
                squares,
            },
        ) => format!(
            "{}有{count}个{}，最多{max}个：在 {}。",
            side(lang, piece.color),
            piece.chinese(true),
            points(lang, squares)
        ),
        (Lang::En, P::GeneralOutsidePalace { color, square }) => format!(
            "{} on {square} is outside its palace.",
            piece_name_capitalised(lang, general(*color))
        ),
        (Lang::Zh, P::GeneralOutsidePalace { color, square }) => format!(
            "{}在 {square}，不在九宫内。",
            piece_name(lang, general(*color))
        ),
        (Lang::En, P::AdvisorOffPoint { color, square }) => format!(
            "{} on {square}: an advisor stands only on the five points of the diagonals of its palace.",
            piece_name_capitalised(lang, Piece::new(*color, Role::Advisor))
        ),
        (Lang::Zh, P::AdvisorOffPoint { color, square }) => {
            let p = Piece::new(*color, Role::Advisor);
            format!(
                "{}在 {square}：{}只能在九宫斜线的五个点上。",
                piece_name(lang, p),
                p.chinese(true)
            )
        }
        (Lang::En, P::ElephantOffPoint { color, square }) => format!(
            "{} on {square}: an elephant stands only on seven points of its own side of the river.",
            piece_name_capitalised(lang, Piece::new(*color, Role::Elephant))
        ),
        (Lang::Zh, P::ElephantOffPoint { color, square }) => {
            let p = Piece::new(*color, Role::Elephant);
            format!(
                "{}在 {square}：{}只能在己方河界内的七个点上。",
                piece_name(lang, p),
                p.chinese(true)
            )
        }
        (Lang::En, P::SoldierBehindStart { color, square }) => {
            let ranks = match color {
                Color::Red => "3 and 4",
                Color::Black => "6 and 5",
            };
            format!(
                "{} on {square}: a soldier never moves back; before the river it stands only on files a, c, e, g, i at ranks {ranks}.",
                piece_name_capitalised(lang, Piece::new(*color, Role::Soldier))
            )
        }
        (Lang::Zh, P::SoldierBehindStart { color, square }) => {
            let p = Piece::new(*color, Role::Soldier);
            let ranks = match color {
                Color::Red => "3、4",
                Color::Black => "6、5",
            };
            format!(
                "{}在 {square}：{}不能后退，过河前只能在 a、c、e、g、i 线的第 {ranks} 行。",
                piece_name(lang, p),
                p.chinese(true)
            )
        }
        (Lang::En, P::GeneralsFacing { red, black }) => format!(
            "The generals face each other on an open file ({red} and {black}): put a piece between them or move one."
        ),
        (Lang::Zh, P::GeneralsFacing { red, black }) => format!(
            "帅将在同一线上直接对面（{red} 与 {black}）：请在中间放一个子或移开其一。"
        ),
        (
            Lang::En,
            P::SideNotToMoveInCheck {
                color, checkers, ..
            },
        ) => format!(
            "{} is in check (from {}) but it is {}'s move: give {} the move or remove the check.",
            side(lang, *color),
            points(lang, checkers),
            side(lang, color.other()),
            side(lang, *color),
        ),
        (
            Lang::Zh,
            P::SideNotToMoveInCheck {
                color, checkers, ..
            },
        ) => format!(
            "{}正被将军（来自 {}），却轮到{}走棋：请改为{}走棋，或解除将军。",
            side(lang, *color),
            points(lang, checkers),
            side(lang, color.other()),
            side(lang, *color),
        ),
    }
}

/// Why a typed FEN was not taken; the board stays as it was.
pub fn fen_problem(lang: Lang, error: &FenError) -> String {
    use FenError as F;
    let what = match (lang, error) {
        (Lang::En, F::Empty) => "The FEN is empty.".to_string(),
        (Lang::Zh, F::Empty) => "FEN 为空。".to_string(),
        (Lang::En, F::WrongRankCount) => {
            "The board part needs 10 ranks separated by \u{201c}/\u{201d}.".to_string()
        }
        (Lang::Zh, F::WrongRankCount) => "棋盘部分须有 10 行，以“/”分隔。".to_string(),
        (Lang::En, F::BadRankLength { rank }) => {
            format!("Rank {rank} does not have exactly 9 points.")
        }
        (Lang::Zh, F::BadRankLength { rank }) => format!("第 {rank} 行不是正好 9 个点。"),
        (Lang::En, F::InvalidChar { ch, position }) => format!(
            "\u{201c}{ch}\u{201d} (character {}) is not a piece letter (K A B N R C P, lower case for Black) or a digit 1\u{2013}9.",
            position + 1
        ),
        (Lang::Zh, F::InvalidChar { ch, position }) => format!(
            "第 {} 个字符“{ch}”不是棋子字母（K A B N R C P，黑方小写）或数字 1–9。",
            position + 1
        ),
        (Lang::En, F::BadSideToMove) => {
            "The side to move must be w (Red) or b (Black).".to_string()
        }
        (Lang::Zh, F::BadSideToMove) => "走棋方须为 w（红方）或 b（黑方）。".to_string(),
        (Lang::En, F::BadNumber) => "The move counters must be whole numbers.".to_string(),
        (Lang::Zh, F::BadNumber) => "步数须为整数。".to_string(),
        (Lang::En, F::UnexpectedField { field }) => {
            format!("Unexpected \u{201c}{field}\u{201d} after the move counters.")
        }
        (Lang::Zh, F::UnexpectedField { field }) => format!("步数之后多出了“{field}”。"),
        // A rule of the board, told as the editor tells a problem of the
        // set-up.
        (lang, F::Setup(problem)) => setup_problem(lang, problem),
    };
    match lang {
        Lang::En => format!("{what} The board is unchanged."),
        Lang::Zh => format!("{what}棋盘未改变。"),
    }
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
