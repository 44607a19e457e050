//! Vietnamese notation against records as Vietnamese sources print them:
//! the short and long forms of an opening, retreats, and pieces sharing a
//! file.

use xiangqi::{NotationError, Position, VietnameseForm};

/// Plays `moves` (ICCS) from `fen` and checks each move's short and long
/// forms, and that both read back.
fn check_line(fen: &str, moves: &[(&str, &str, &str)]) {
    let mut pos = Position::from_fen(fen).unwrap();
    for &(iccs, short, long) in moves {
        let m = iccs.parse().unwrap();
        assert_eq!(pos.to_vietnamese(m, VietnameseForm::Short), short, "{iccs}");
        assert_eq!(pos.to_vietnamese(m, VietnameseForm::Long), long, "{iccs}");
        assert_eq!(pos.parse_vietnamese(short), Ok(m), "{short}");
        assert_eq!(pos.parse_vietnamese(long), Ok(m), "{long}");
        pos = pos.play(m).unwrap();
    }
}

#[test]
fn an_opening_reads_as_vietnamese_records_print_it() {
    // 1. P2-5 M8.7  2. M2.3 X9-8  3. X1-2 B7.1
    check_line(
        &Position::startpos().to_fen(),
        &[
            ("h2e2", "P2-5", "Pháo 2 bình 5"),
            ("h9g7", "M8.7", "Mã 8 tiến 7"),
            ("h0g2", "M2.3", "Mã 2 tiến 3"),
            ("i9h9", "X9-8", "Xe 9 bình 8"),
            ("i0h0", "X1-2", "Xe 1 bình 2"),
            ("g6g5", "B7.1", "Tốt 7 tiến 1"),
            ("e2e1", "P5/1", "Pháo 5 thoái 1"),
        ],
    );
}

#[test]
fn pieces_sharing_a_file_are_front_rear_and_middle() {
    // Red chariots on the e-file (e2 front, e0 rear); three red soldiers on the
    // c-file (file 7 for Red).
    let fen = "5k3/9/9/2P6/2P6/2P6/9/4R4/9/3KR4 w";
    check_line(fen, &[("e2h2", "Xt-2", "Xe trước bình 2")]);
    let pos = Position::from_fen(fen).unwrap();
    let rear: xiangqi::Move = "e0f0".parse().unwrap();
    assert_eq!(pos.to_vietnamese(rear, VietnameseForm::Short), "Xs-4");
    assert_eq!(
        pos.to_vietnamese(rear, VietnameseForm::Long),
        "Xe sau bình 4"
    );
    let middle: xiangqi::Move = "c5d5".parse().unwrap();
    assert_eq!(pos.to_vietnamese(middle, VietnameseForm::Short), "Bg-6");
    assert_eq!(
        pos.to_vietnamese(middle, VietnameseForm::Long),
        "Binh giữa bình 6"
    );
    assert_eq!(pos.parse_vietnamese("Bg-6"), Ok(middle));
    assert_eq!(pos.parse_vietnamese("Bt.1"), Ok("c6c7".parse().unwrap()));
    assert_eq!(
        pos.parse_vietnamese("Binh trước bình 8"),
        Ok("c6b6".parse().unwrap())
    );
}

#[test]
fn other_spellings_are_read() {
    let pos = Position::startpos();
    let cannon = "h2e2".parse().unwrap();
    assert_eq!(pos.parse_vietnamese("p2-5"), Ok(cannon));
    assert_eq!(pos.parse_vietnamese("P2=5"), Ok(cannon));
    assert_eq!(pos.parse_vietnamese("PHÁO 2 BÌNH 5"), Ok(cannon));
    assert_eq!(
        pos.parse_vietnamese("Mã 2 tấn 3"),
        Ok("h0g2".parse().unwrap())
    );
    assert_eq!(pos.parse_vietnamese("C7.1"), Ok("c3c4".parse().unwrap()));
    assert_eq!(pos.parse_vietnamese("Tg5.1"), Ok("e0e1".parse().unwrap()));
}

#[test]
fn bad_text_says_what_is_wrong() {
    let pos = Position::startpos();
    assert_eq!(pos.parse_vietnamese("  "), Err(NotationError::Empty));
    assert!(matches!(
        pos.parse_vietnamese("Q2-5"),
        Err(NotationError::UnknownPiece { .. })
    ));
    assert!(matches!(
        pos.parse_vietnamese("Rồng 2 bình 5"),
        Err(NotationError::UnknownPiece { .. })
    ));
    assert!(matches!(
        pos.parse_vietnamese("P2*5"),
        Err(NotationError::Malformed { .. })
    ));
    assert!(matches!(
        pos.parse_vietnamese("Pháo 2 nhảy 5"),
        Err(NotationError::Malformed { .. })
    ));
    assert!(matches!(
        pos.parse_vietnamese("P2.8"),
        Err(NotationError::IllegalMove { .. })
    ));
    assert!(matches!(
        pos.parse_vietnamese("Xs-2"),
        Err(NotationError::NoSuchPiece { .. })
    ));
}

/// As a notation to show moves in, Vietnamese writes the short form, reads
/// any form when named, and is never what a text's shape suggests.
#[test]
fn vietnamese_is_a_notation_to_show_moves_in() {
    use xiangqi::Notation;
    assert_eq!("vietnamese".parse::<Notation>(), Ok(Notation::Vietnamese));
    assert_eq!(Notation::Vietnamese.to_string(), "vietnamese");
    assert!(!Notation::ALL.contains(&Notation::Vietnamese));
    let pos = Position::startpos();
    for &m in pos.legal_moves().iter() {
        let text = pos.to_notation(m, Notation::Vietnamese);
        assert_eq!(text, pos.to_vietnamese(m, VietnameseForm::Short));
        assert_eq!(pos.parse_move_in(&text, Notation::Vietnamese), Ok(m));
        let long = pos.to_vietnamese(m, VietnameseForm::Long);
        assert_eq!(pos.parse_move_in(&long, Notation::Vietnamese), Ok(m));
    }
    assert_eq!(Notation::detect("P2-5"), Some(Notation::Wxf));
}
