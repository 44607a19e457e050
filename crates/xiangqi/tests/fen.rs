//! FEN reading, writing and validation.

use proptest::prelude::*;
use xiangqi::{Color, FenError, Piece, Position, Role, SetupProblem, Square, START_FEN};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn err(fen: &str) -> FenError {
    Position::from_fen(fen).unwrap_err()
}

/// The error for a position that breaks a rule of the board.
fn rule(problem: SetupProblem) -> FenError {
    FenError::Setup(problem)
}

#[test]
fn start_position_round_trip() {
    let pos = Position::from_fen(START_FEN).unwrap();
    assert_eq!(pos.to_fen(), START_FEN);
    assert_eq!(pos.to_string(), START_FEN);
    assert_eq!(pos, Position::startpos());
    assert_eq!(pos.side_to_move(), Color::Red);
    assert_eq!(pos.halfmove_clock(), 0);
    assert_eq!(pos.fullmove_number(), 1);
    assert_eq!(pos.pieces().count(), 32);
    assert_eq!(pos.general_square(Color::Red), sq("e0"));
    assert_eq!(pos.general_square(Color::Black), sq("e9"));
    assert_eq!(
        pos.piece_at(sq("h2")),
        Some(Piece::new(Color::Red, Role::Cannon))
    );
    assert_eq!(
        pos.piece_at(sq("a9")),
        Some(Piece::new(Color::Black, Role::Chariot))
    );
    assert_eq!(pos.piece_at(sq("e4")), None);
}

#[test]
fn alternative_letters_and_missing_fields() {
    let start = Position::startpos();
    for fen in [
        "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - - 0 1",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - -",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w 0 1",
        "  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1  ",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 0",
    ] {
        assert_eq!(Position::from_fen(fen).unwrap(), start, "{fen}");
    }
    let black =
        Position::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 3 7")
            .unwrap();
    assert_eq!(black.side_to_move(), Color::Black);
    assert_eq!(black.halfmove_clock(), 3);
    assert_eq!(black.fullmove_number(), 7);
    assert_eq!(
        black.to_fen(),
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 3 7"
    );
}

#[test]
fn error_variants() {
    assert_eq!(err(""), FenError::Empty);
    assert_eq!(err("   "), FenError::Empty);
    assert_eq!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w"),
        FenError::WrongRankCount
    );
    assert_eq!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR/9 w"),
        FenError::WrongRankCount
    );
    assert_eq!(
        err("rnbakabnr/8/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"),
        FenError::BadRankLength { rank: 8 }
    );
    assert_eq!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w"),
        FenError::BadRankLength { rank: 0 }
    );
    assert_eq!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w"),
        FenError::BadRankLength { rank: 0 }
    );
    for bad in ['x', '將', '0', '\u{0}'] {
        let fen = format!("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN{bad} w");
        let position = fen.chars().position(|c| c == bad).unwrap();
        assert_eq!(
            err(&fen),
            FenError::InvalidChar { ch: bad, position },
            "{fen}"
        );
    }
    assert_eq!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x"),
        FenError::BadSideToMove
    );
    assert_eq!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR wb"),
        FenError::BadSideToMove
    );
    assert_eq!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1"),
        FenError::BadNumber
    );
    assert_eq!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 99999999999999999999"),
        FenError::BadNumber
    );
    assert_eq!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - -1 1"),
        FenError::BadNumber
    );
    assert_eq!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 extra"),
        FenError::UnexpectedField {
            field: "extra".into()
        }
    );
    assert_eq!(
        err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w"),
        rule(SetupProblem::MissingGeneral { color: Color::Red })
    );
    assert_eq!(
        err("9/9/9/9/9/9/9/9/9/4K4 w"),
        rule(SetupProblem::MissingGeneral {
            color: Color::Black
        })
    );
    assert_eq!(
        err("4k4/9/9/9/9/9/9/9/9/4K4 w"),
        rule(SetupProblem::GeneralsFacing {
            red: sq("e0"),
            black: sq("e9")
        })
    );
    assert_eq!(
        err("3k5/9/9/9/9/9/9/9/9/K8 w"),
        rule(SetupProblem::GeneralOutsidePalace {
            color: Color::Red,
            square: sq("a0")
        })
    );
    assert_eq!(
        err("9/9/9/9/9/9/9/9/3k5/4K4 w"),
        rule(SetupProblem::GeneralOutsidePalace {
            color: Color::Black,
            square: sq("d1")
        })
    );
    assert_eq!(
        err("3k5/9/9/9/9/9/9/4A4/9/4K4 w"),
        rule(SetupProblem::AdvisorOffPoint {
            color: Color::Red,
            square: sq("e2")
        })
    );
    assert_eq!(
        err("3k5/9/9/9/9/9/9/9/9/2A1K4 w"),
        rule(SetupProblem::AdvisorOffPoint {
            color: Color::Red,
            square: sq("c0")
        })
    );
    assert_eq!(
        err("3k5/9/9/9/9/9/9/3B5/9/4K4 w"),
        rule(SetupProblem::ElephantOffPoint {
            color: Color::Red,
            square: sq("d2")
        })
    );
    assert_eq!(
        err("3k5/9/9/9/9/B8/9/9/9/4K4 w"),
        rule(SetupProblem::ElephantOffPoint {
            color: Color::Red,
            square: sq("a4")
        })
    );
    assert_eq!(
        err("3k5/9/9/9/2B6/9/9/9/9/4K4 w"),
        rule(SetupProblem::ElephantOffPoint {
            color: Color::Red,
            square: sq("c5")
        })
    );
    assert_eq!(
        err("3k5/9/9/9/9/9/1P7/9/9/4K4 w"),
        rule(SetupProblem::SoldierBehindStart {
            color: Color::Red,
            square: sq("b3")
        })
    );
    assert_eq!(
        err("3k5/9/9/9/9/9/9/P8/9/4K4 w"),
        rule(SetupProblem::SoldierBehindStart {
            color: Color::Red,
            square: sq("a2")
        })
    );
    assert_eq!(
        err("3k5/9/9/1p7/9/9/9/9/9/4K4 w"),
        rule(SetupProblem::SoldierBehindStart {
            color: Color::Black,
            square: sq("b6")
        })
    );
    assert_eq!(
        err("3k5/9/9/9/9/9/9/9/RRR6/4K4 w"),
        rule(SetupProblem::TooManyPieces {
            piece: Piece::new(Color::Red, Role::Chariot),
            count: 3,
            max: 2,
            squares: vec![sq("a1"), sq("b1"), sq("c1")],
        })
    );
    assert_eq!(
        err("3k5/9/9/9/PPPPPP3/9/9/9/9/4K4 w"),
        rule(SetupProblem::TooManyPieces {
            piece: Piece::new(Color::Red, Role::Soldier),
            count: 6,
            max: 5,
            squares: ["a5", "b5", "c5", "d5", "e5", "f5"].map(sq).to_vec(),
        })
    );
    assert_eq!(
        err("3k1k3/9/9/9/9/9/9/9/9/4K4 w"),
        rule(SetupProblem::TooManyPieces {
            piece: Piece::new(Color::Black, Role::General),
            count: 2,
            max: 1,
            squares: vec![sq("d9"), sq("f9")],
        })
    );
    assert_eq!(
        err("4k4/9/9/9/9/9/9/9/4R4/3K5 w"),
        rule(SetupProblem::SideNotToMoveInCheck {
            color: Color::Black,
            general: sq("e9"),
            checkers: vec![sq("e1")],
        })
    );
    // The same position is fine with the checked side to move.
    let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/4R4/3K5 b").unwrap();
    assert!(pos.is_check());
    assert_eq!(pos.checkers(), vec![sq("e1")]);
    // Legal points are accepted.
    assert!(Position::from_fen("2bak4/9/4b4/9/2p3p2/P8/9/B3B4/4A4/3AK4 w").is_ok());
}

#[test]
fn errors_have_messages() {
    assert_eq!(
        rule(SetupProblem::GeneralOutsidePalace {
            color: Color::Red,
            square: sq("a0")
        })
        .to_string(),
        "general outside its palace on a0"
    );
    assert_eq!(
        rule(SetupProblem::TooManyPieces {
            piece: Piece::new(Color::Red, Role::Chariot),
            count: 3,
            max: 2,
            squares: vec![sq("a1"), sq("b1"), sq("c1")],
        })
        .to_string(),
        "too many R: 3 (at most 2)"
    );
}

const VALID: &[&str] = &[
    START_FEN,
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
];

fn check_no_panic(s: &str) {
    if let Ok(pos) = Position::from_fen(s) {
        let back = Position::from_fen(&pos.to_fen()).unwrap();
        assert_eq!(back, pos);
        let _ = pos.legal_moves();
    }
}

proptest! {
    #[test]
    fn arbitrary_strings_do_not_panic(s in ".{0,120}") {
        check_no_panic(&s);
    }

    #[test]
    fn fen_like_strings_do_not_panic(s in "[rnbakcpeRNBAKCPEhH0-9/ wrb-]{0,100}") {
        check_no_panic(&s);
    }

    #[test]
    fn mutated_fens_do_not_panic(
        which in 0usize..3,
        edits in prop::collection::vec((any::<prop::sample::Index>(), any::<char>()), 1..4),
        suffix in "( [0-9]{0,25}){0,3}",
    ) {
        let mut chars: Vec<char> = VALID[which].chars().collect();
        for (idx, ch) in edits {
            let i = idx.index(chars.len());
            chars[i] = ch;
        }
        let mut s: String = chars.into_iter().collect();
        check_no_panic(&s);
        s.push_str(&suffix);
        check_no_panic(&s);
    }

    #[test]
    fn piece_swaps_validate_or_reject(which in 0usize..3, a in any::<prop::sample::Index>(), b in any::<prop::sample::Index>()) {
        let mut chars: Vec<char> = VALID[which].chars().collect();
        let board_len = chars.iter().position(|&c| c == ' ').unwrap();
        let (i, j) = (a.index(board_len), b.index(board_len));
        chars.swap(i, j);
        let s: String = chars.into_iter().collect();
        check_no_panic(&s);
    }
}
