//! Small types: colours, roles, pieces, squares, moves and move lists.

use xiangqi::{Color, Move, MoveList, Piece, Position, Role, Square, MAX_MOVES};

#[test]
fn colors() {
    assert_eq!(Color::Red.other(), Color::Black);
    assert_eq!(Color::Black.other(), Color::Red);
    assert_eq!(Color::Red.fen_char(), 'w');
    assert_eq!(Color::Black.fen_char(), 'b');
    assert_eq!(Color::from_fen_char('r'), Some(Color::Red));
    assert_eq!(Color::from_fen_char('x'), None);
    assert_eq!(Color::Red.to_string(), "red");
}

#[test]
fn roles_and_pieces() {
    let letters: String = Role::ALL.iter().map(|r| r.char()).collect();
    assert_eq!(letters, "kabnrcp");
    assert_eq!(Role::from_char('e'), Some(Role::Elephant));
    assert_eq!(Role::from_char('H'), Some(Role::Horse));
    assert_eq!(Role::from_char('x'), None);
    for color in Color::ALL {
        for role in Role::ALL {
            let p = Piece::new(color, role);
            assert_eq!(Piece::from_fen_char(p.fen_char()), Some(p));
        }
    }
    assert_eq!(Piece::from_fen_char('1'), None);
    assert_eq!(Piece::from_fen_char('將'), None);
    let trad: String = Role::ALL
        .iter()
        .map(|&r| Piece::new(Color::Red, r).chinese(false))
        .chain(
            Role::ALL
                .iter()
                .map(|&r| Piece::new(Color::Black, r).chinese(false)),
        )
        .collect();
    assert_eq!(trad, "帥仕相傌俥炮兵將士象馬車砲卒");
    let simp: String = Role::ALL
        .iter()
        .map(|&r| Piece::new(Color::Red, r).chinese(true))
        .chain(
            Role::ALL
                .iter()
                .map(|&r| Piece::new(Color::Black, r).chinese(true)),
        )
        .collect();
    assert_eq!(simp, "帅仕相马车炮兵将士象马车炮卒");
}

#[test]
fn squares() {
    assert_eq!(Square::ALL.len(), 90);
    for (i, sq) in Square::ALL.enumerate() {
        assert_eq!(sq.index(), i);
        assert_eq!(Square::from_index(i), Some(sq));
        assert_eq!(Square::new(sq.file(), sq.rank()), Some(sq));
        assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        assert_eq!(sq.flip().flip(), sq);
        assert_eq!(sq.mirror().mirror(), sq);
    }
    assert_eq!(Square::from_index(90), None);
    assert_eq!(Square::new(0, 10), None);
    let e0: Square = "e0".parse().unwrap();
    assert_eq!(e0.flip().to_string(), "e9");
    assert!(e0.in_palace(Color::Red));
    assert!(!e0.in_palace(Color::Black));
    assert!(e0.own_side(Color::Red));
    assert!("e4".parse::<Square>().unwrap().own_side(Color::Red));
    assert!(!"e5".parse::<Square>().unwrap().own_side(Color::Red));
    assert!("E5".parse::<Square>().is_ok());
    for bad in ["", "e", "j0", "e10", "e-", "0e", "ée", "e0 "] {
        assert!(bad.parse::<Square>().is_err(), "{bad}");
    }
}

#[test]
fn moves() {
    let m: Move = "h2e2".parse().unwrap();
    assert_eq!(m.to_string(), "h2e2");
    assert_eq!("H2E2".parse::<Move>(), Ok(m));
    assert_eq!("h2-e2".parse::<Move>(), Ok(m));
    for bad in ["", "h2", "h2e", "h2e2e", "h2+e2", "z2e2", "h2e22", "ééé"] {
        assert!(bad.parse::<Move>().is_err(), "{bad}");
    }
}

#[test]
fn move_list_is_bounded() {
    let mut list = MoveList::new();
    let m: Move = "a0a1".parse().unwrap();
    for _ in 0..MAX_MOVES + 10 {
        list.push(m);
    }
    assert_eq!(list.len(), MAX_MOVES);
    list.retain(|_| false);
    assert!(list.is_empty());
}

#[test]
fn checkmate_and_stalemate() {
    let mate = Position::from_fen("3k5/3R5/3R5/9/9/9/9/9/9/4K4 b").unwrap();
    assert!(mate.is_check());
    assert!(mate.is_checkmate());
    assert!(!mate.is_stalemate());
    assert!(mate.is_game_over());
    assert_eq!(mate.checkers(), vec!["d8".parse().unwrap()]);

    let stale = Position::from_fen("3k5/8R/9/9/9/9/9/9/9/4K4 b").unwrap();
    assert!(!stale.is_check());
    assert!(stale.is_stalemate());
    assert!(!stale.is_checkmate());
    assert!(stale.legal_moves().is_empty());

    assert!(!Position::startpos().is_game_over());
}

#[test]
fn flying_general_and_cannon_screens() {
    // The general may not step onto the open file of the other general.
    let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/9/4K4 w").unwrap();
    let mut targets: Vec<String> = pos
        .legal_targets("e0".parse().unwrap())
        .iter()
        .map(|s| s.to_string())
        .collect();
    targets.sort();
    assert_eq!(targets, vec!["e1", "f0"]);

    // A piece may not leave the file if it is the only thing between the generals.
    let pos = Position::from_fen("4k4/9/9/9/9/4N4/9/9/9/4K4 w").unwrap();
    assert!(pos.legal_targets("e4".parse().unwrap()).is_empty());

    // Moving a piece in front of a cannon creates a screen: not allowed next to the own general.
    let pos = Position::from_fen("3k5/4c4/9/9/9/9/9/9/9/3NK4 w").unwrap();
    let legal: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    assert!(!legal.contains(&"d0e2".to_string()));
    assert!(legal.contains(&"d0c2".to_string()));

    // A cannon captures over exactly one screen of either colour.
    let pos = Position::from_fen("3k5/9/9/9/4p4/4P4/9/9/4C4/5K3 w").unwrap();
    let c = pos.legal_targets("e1".parse().unwrap());
    assert!(c.contains(&"e5".parse().unwrap()));
    assert!(!c.contains(&"e4".parse().unwrap()));
    assert_eq!(
        pos.capture_of("e1e5".parse().unwrap()),
        Some(Piece::new(Color::Black, Role::Soldier))
    );
}

#[test]
fn counters_and_captures() {
    let mut pos = Position::startpos();
    for (m, half, full) in [
        ("h2e2", 1, 1),
        ("h9g7", 2, 2),
        ("e2e6", 0, 2),
        ("g7e6", 0, 3),
    ] {
        pos = pos.play(m.parse().unwrap()).unwrap();
        assert_eq!(pos.halfmove_clock(), half, "{m}");
        assert_eq!(pos.fullmove_number(), full, "{m}");
    }
    // e2e6 captured the soldier, g7e6 recaptured the cannon.
    assert_eq!(pos.pieces().count(), 30);
}

#[test]
fn chinese_diagram() {
    let d = Position::startpos().to_chinese_diagram(false);
    assert!(d.starts_with("車馬象士將士象馬車\n"));
    assert!(d.ends_with("俥傌相仕帥仕相傌俥\n"));
}
