//! Checking a position set up by hand: every problem, with where it is.

use proptest::prelude::*;
use xiangqi::{Color, FenError, Piece, Position, Role, Setup, SetupProblem, Square};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn problems(fen: &str) -> Vec<SetupProblem> {
    Setup::from_fen(fen).unwrap().problems()
}

const RED: Color = Color::Red;
const BLACK: Color = Color::Black;

#[test]
fn the_start_and_a_bare_ending_are_legal() {
    assert_eq!(Setup::start().problems(), vec![]);
    assert_eq!(Setup::start().to_position().unwrap(), Position::startpos());
    assert_eq!(problems("3k5/9/9/9/9/9/9/9/9/4K4 b"), vec![]);
}

#[test]
fn missing_generals_are_each_named() {
    assert_eq!(
        Setup::empty().problems(),
        vec![
            SetupProblem::MissingGeneral { color: RED },
            SetupProblem::MissingGeneral { color: BLACK },
        ]
    );
    assert_eq!(
        problems("4k4/9/9/9/9/9/9/9/9/9 w"),
        vec![SetupProblem::MissingGeneral { color: RED }]
    );
}

#[test]
fn a_general_outside_its_palace() {
    assert_eq!(
        problems("3k5/9/9/9/9/9/9/9/9/K8 w"),
        vec![SetupProblem::GeneralOutsidePalace {
            color: RED,
            square: sq("a0")
        }]
    );
    // Red's general in Black's palace is outside its own.
    assert_eq!(
        problems("3k1K3/9/9/9/9/9/9/9/9/9 b"),
        vec![SetupProblem::GeneralOutsidePalace {
            color: RED,
            square: sq("f9")
        }]
    );
    assert_eq!(
        problems("9/9/9/9/4k4/9/9/9/9/3K5 w"),
        vec![SetupProblem::GeneralOutsidePalace {
            color: BLACK,
            square: sq("e5")
        }]
    );
}

#[test]
fn too_many_pieces_of_each_kind_with_their_squares() {
    let cases = [
        ("3akab2/4a4/9/9/9/9/9/9/9/4K4 w", 'a', 3, 2),
        ("3k5/9/9/9/9/2B6/9/9/9/2B1K1B2 w", 'B', 3, 2),
        ("3k5/9/9/9/9/9/9/9/9/NNN1K4 w", 'N', 3, 2),
        ("3k5/9/rrr6/9/9/9/9/9/9/4K4 w", 'r', 3, 2),
        ("3k5/9/9/9/9/9/9/9/9/CCC1K4 w", 'C', 3, 2),
        ("3k5/9/9/9/PPPPPP3/9/9/9/9/4K4 w", 'P', 6, 5),
    ];
    for (fen, letter, count, max) in cases {
        let piece = Piece::from_fen_char(letter).unwrap();
        let found = problems(fen);
        assert!(
            matches!(
                &found[..],
                [SetupProblem::TooManyPieces { piece: p, count: c, max: m, squares }]
                    if *p == piece && *c == count && *m == max && squares.len() == count
            ),
            "{fen}: {found:?}"
        );
    }
    let two_generals = problems("3k5/9/9/9/9/9/9/9/9/3KK4 w");
    assert_eq!(
        two_generals,
        vec![SetupProblem::TooManyPieces {
            piece: Piece::new(RED, Role::General),
            count: 2,
            max: 1,
            squares: vec![sq("d0"), sq("e0")],
        }]
    );
}

#[test]
fn advisors_off_their_five_points() {
    assert_eq!(
        problems("5k3/9/9/9/9/9/9/9/4A4/3K5 w"),
        vec![],
        "e1 is an advisor's point"
    );
    assert_eq!(
        problems("5k3/9/9/9/9/9/9/9/9/3KA4 w"),
        vec![SetupProblem::AdvisorOffPoint {
            color: RED,
            square: sq("e0")
        }]
    );
    assert_eq!(
        problems("5k3/9/9/9/9/9/9/9/9/a2K5 w"),
        vec![SetupProblem::AdvisorOffPoint {
            color: BLACK,
            square: sq("a0")
        }]
    );
}

#[test]
fn elephants_off_their_seven_points() {
    assert_eq!(problems("5k3/9/9/9/9/2B6/9/9/9/3K5 w"), vec![]);
    // Across the river.
    assert_eq!(
        problems("5k3/9/9/9/2B6/9/9/9/9/3K5 w"),
        vec![SetupProblem::ElephantOffPoint {
            color: RED,
            square: sq("c5")
        }]
    );
    assert_eq!(
        problems("5k3/9/4b4/9/9/9/9/9/9/3K5 w"),
        vec![],
        "e7 is Black's elephant point"
    );
    assert_eq!(
        problems("5k3/4b4/9/9/9/9/9/9/9/3K5 w"),
        vec![SetupProblem::ElephantOffPoint {
            color: BLACK,
            square: sq("e8")
        }]
    );
}

#[test]
fn soldiers_behind_their_start_rank() {
    // On their own side only on the start files a, c, e, g, i at ranks 3
    // and 4 (6 and 5 for Black); anywhere once across the river.
    assert_eq!(
        problems("5k3/9/9/9/1P7/4P4/P8/9/9/3K5 w"),
        vec![],
        "a3, e4 and b5"
    );
    assert_eq!(
        problems("5k3/9/9/9/9/1P7/9/9/9/3K5 w"),
        vec![SetupProblem::SoldierBehindStart {
            color: RED,
            square: sq("b4")
        }]
    );
    assert_eq!(
        problems("5k3/9/9/9/9/9/9/P8/9/3K5 w"),
        vec![SetupProblem::SoldierBehindStart {
            color: RED,
            square: sq("a2")
        }]
    );
    assert_eq!(problems("5k3/9/9/p8/p8/p8/9/9/9/3K5 w"), vec![]);
    assert_eq!(
        problems("5k3/9/p8/9/9/9/9/9/9/3K5 w"),
        vec![SetupProblem::SoldierBehindStart {
            color: BLACK,
            square: sq("a7")
        }]
    );
    assert_eq!(
        problems("5k3/9/9/3p5/9/9/9/9/9/3K5 w"),
        vec![SetupProblem::SoldierBehindStart {
            color: BLACK,
            square: sq("d6")
        }]
    );
}

#[test]
fn generals_facing_on_an_open_file() {
    assert_eq!(
        problems("4k4/9/9/9/9/9/9/9/9/4K4 w"),
        vec![SetupProblem::GeneralsFacing {
            red: sq("e0"),
            black: sq("e9")
        }]
    );
    // A piece between them closes the file.
    assert_eq!(problems("4k4/9/9/9/4r4/9/9/9/9/4K4 w"), vec![]);
}

#[test]
fn the_side_not_to_move_in_check() {
    // Red's chariot checks Black's general with Red to move: Black is in
    // check and it is not Black's turn.
    assert_eq!(
        problems("3k5/9/9/9/9/9/9/9/9/3RK4 w"),
        vec![SetupProblem::SideNotToMoveInCheck {
            color: BLACK,
            general: sq("d9"),
            checkers: vec![sq("d0")],
        }]
    );
    assert_eq!(problems("3k5/9/9/9/9/9/9/9/9/3RK4 b"), vec![]);
    // Two checkers are both named.
    let double = problems("3k5/9/2N6/9/9/9/9/9/9/3RK4 w");
    assert_eq!(
        double,
        vec![SetupProblem::SideNotToMoveInCheck {
            color: BLACK,
            general: sq("d9"),
            checkers: vec![sq("d0"), sq("c7")],
        }]
    );
}

#[test]
fn every_problem_is_reported_at_once() {
    // Three red advisors (one off its points), a soldier behind its start,
    // no black general.
    let found = problems("9/9/9/9/9/9/9/P8/3AA4/3AK4 w");
    assert_eq!(found.len(), 4, "{found:?}");
    assert_eq!(
        found[0],
        SetupProblem::AdvisorOffPoint {
            color: RED,
            square: sq("d1")
        }
    );
    assert_eq!(
        found[1],
        SetupProblem::SoldierBehindStart {
            color: RED,
            square: sq("a2")
        }
    );
    assert!(matches!(
        found[2],
        SetupProblem::TooManyPieces {
            count: 3,
            max: 2,
            ..
        }
    ));
    assert_eq!(found[3], SetupProblem::MissingGeneral { color: BLACK });
    // The FEN reader refuses with the first.
    assert_eq!(
        Position::from_fen("9/9/9/9/9/9/9/P8/3AA4/3AK4 w"),
        Err(FenError::Setup(SetupProblem::AdvisorOffPoint {
            color: RED,
            square: sq("d1")
        }))
    );
}

#[test]
fn problems_name_their_squares() {
    let check = SetupProblem::SideNotToMoveInCheck {
        color: BLACK,
        general: sq("d9"),
        checkers: vec![sq("d0")],
    };
    assert_eq!(check.squares(), vec![sq("d9"), sq("d0")]);
    assert_eq!(
        SetupProblem::MissingGeneral { color: RED }.squares(),
        vec![]
    );
}

#[test]
fn editing_a_set_up() {
    let mut setup = Setup::start();
    let e3 = sq("e3");
    assert_eq!(setup.put(e3, None), Some(Piece::new(RED, Role::Soldier)));
    assert_eq!(setup.pieces().count(), 31);
    assert_eq!(setup.count(Piece::new(RED, Role::Soldier)), 4);
    setup.set_side_to_move(BLACK);
    assert_eq!(
        setup.to_fen(),
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P3P1P/1C5C1/9/RNBAKABNR b - - 0 1"
    );
    let pos = setup.to_position().unwrap();
    assert_eq!(Setup::from(&pos), setup);
    assert!(!Setup::empty().pieces().any(|_| true));
    assert!(Setup::empty().is_empty());
}

#[test]
fn a_bad_fen_text_is_still_refused() {
    assert_eq!(Setup::from_fen(""), Err(FenError::Empty));
    assert_eq!(
        Setup::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 x"),
        Err(FenError::BadSideToMove)
    );
}

proptest! {
    /// Any pieces anywhere: the problems are listed without panicking,
    /// the board is a position exactly when there are none, and the FEN
    /// reader agrees.
    #[test]
    fn any_board_is_checked(
        cells in proptest::collection::vec(0u8..40, 90),
        black in any::<bool>(),
    ) {
        let mut setup = Setup::empty();
        for (sq, &c) in Square::ALL.zip(&cells) {
            // Mostly empty points, else any of the 14 pieces.
            let piece = (c < 14).then(|| {
                let color = if c < 7 { Color::Red } else { Color::Black };
                Piece::new(color, Role::ALL[usize::from(c % 7)])
            });
            setup.put(sq, piece);
        }
        setup.set_side_to_move(if black { Color::Black } else { Color::Red });
        let problems = setup.problems();
        let fen = setup.to_fen();
        prop_assert_eq!(Setup::from_fen(&fen), Ok(setup.clone()));
        match setup.to_position() {
            Ok(pos) => {
                prop_assert!(problems.is_empty());
                prop_assert_eq!(pos.to_fen(), fen);
            }
            Err(found) => {
                prop_assert_eq!(&found, &problems);
                prop_assert_eq!(Position::from_fen(&fen), Err(FenError::from(found[0].clone())));
            }
        }
    }
}
