//! Game records: writing and reading in the three notations, records from
//! a FEN with Black to move, errors, lenient reading and arbitrary input.

mod transcribe;

use proptest::prelude::*;
use xiangqi::{
    ChineseStyle, Color, FenError, Game, GameRecord, GameTree, Move, Notation, NotationError,
    Position, Reason, RecordError, RecordResult, SetupProblem,
};

/// A published opening-book line played to mate (41 plies, Red mates).
const MATE_GAME: &str = "
    炮二平五 炮８平５ 马二进三 马８进７ 车一平二 卒７进１ 车二进六 车９平８
    车二平三 马２进１ 炮八平六 炮２平４ 马八进七 车１平２ 兵七进一 车２进４
    车九平八 车２平６ 马七进六 车６进１ 炮六进五 车６平４ 炮六平三 车８进８
    仕六进五 车８平７ 炮五进四 士４进５ 炮三平二 车７退１ 车三进三 将５平４
    相七进五 炮５进４ 炮二进二 车４进３ 车三退二 将４进１ 车八进八 马１退３
    车八平七";

const MATE_GAME_ICCS: &str = "
    h2e2 h7e7 h0g2 h9g7 i0h0 g6g5 h0h6 i9h9 h6g6 b9a7 b2d2 b7d7 b0c2 a9b9
    c3c4 b9b5 a0b0 b5f5 c2d4 f5f4 d2d7 f4d4 d7g7 h9h1 d0e1 h1g1 e2e6 d9e8
    g7h7 g1g2 g6g9 e9d9 c0e2 e7e3 h7h9 d4d1 g9g7 d9d8 b0b8 a7c8 b8c8";

/// The moves of the mate game.
fn mate_moves() -> Vec<Move> {
    MATE_GAME_ICCS
        .split_whitespace()
        .map(|m| m.parse().unwrap())
        .collect()
}

/// Numbers a list of moves in pairs: `1. a b 2. c d …`.
fn numbered(moves: &[String]) -> String {
    moves
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}\n", i + 1, pair.join(" ")))
        .collect()
}

fn mate_record() -> GameRecord {
    let mut r = GameRecord::default();
    r.set_event("Casual game");
    r.set_date("2026.11.30");
    r.set_red("Player");
    r.set_black("Level 3");
    r.moves = mate_moves();
    r.set_result(RecordResult::RedWins);
    r
}

/// The mate game from ply 11 on, started from a FEN with Black to move
/// (counters reset to move 1).
fn black_first_record() -> GameRecord {
    let moves = mate_moves();
    let mut pos = Position::startpos();
    for &m in &moves[..11] {
        pos = pos.play(m).unwrap();
    }
    let fen = pos.to_fen();
    let board_and_side: Vec<&str> = fen.split(' ').take(4).collect();
    let fen = format!("{} 0 1", board_and_side.join(" "));
    let start = Position::from_fen(&fen).unwrap();
    assert_eq!(start.side_to_move(), Color::Black);
    let mut r = GameRecord::new(start);
    r.set_red("胡荣华");
    r.set_black("杨官璘 \"Yang\" \\");
    r.moves = moves[11..].to_vec();
    r.set_result(RecordResult::RedWins);
    r
}

#[test]
fn real_game_round_trips_in_each_notation() {
    let record = mate_record();
    assert!(record.moves.len() >= 30);
    for n in Notation::ALL {
        let text = record.write(n);
        assert_eq!(GameRecord::parse(&text), Ok(record.clone()), "{n}:\n{text}");
        assert!(!text.contains("[FEN"));
        assert!(text.ends_with("\n1-0\n"), "{text}");
    }
    let text = record.write_chinese(ChineseStyle::TRADITIONAL);
    assert_eq!(GameRecord::parse(&text), Ok(record.clone()));

    let zh = record.write(Notation::Chinese);
    let expected_head = "[Game \"Chinese Chess\"]\n\
                         [Event \"Casual game\"]\n\
                         [Date \"2026.11.30\"]\n\
                         [Red \"Player\"]\n\
                         [Black \"Level 3\"]\n\
                         [Result \"1-0\"]\n\
                         [Format \"Chinese\"]\n\
                         \n\
                         1. 炮二平五 炮８平５\n\
                         2. 马二进三 马８进７\n";
    assert!(zh.starts_with(expected_head), "{zh}");
    assert!(
        zh.ends_with("20. 车八进八 马１退３\n21. 车八平七\n1-0\n"),
        "{zh}"
    );
    let wxf = record.write(Notation::Wxf);
    assert!(wxf.contains("[Format \"WXF\"]\n\n1. C2=5 C8=5\n"), "{wxf}");
    let iccs = record.write(Notation::Iccs);
    assert!(
        iccs.contains("[Format \"ICCS\"]\n\n1. h2e2 h7e7\n"),
        "{iccs}"
    );
    assert_eq!(record.to_string(), zh);
    assert_eq!(zh.parse::<GameRecord>(), Ok(record));
}

#[test]
fn game_from_fen_with_black_first_round_trips() {
    let record = black_first_record();
    assert!(record.moves.len() >= 30);
    for n in Notation::ALL {
        let text = record.write(n);
        assert_eq!(GameRecord::parse(&text), Ok(record.clone()), "{n}:\n{text}");
    }
    let zh = record.write(Notation::Chinese);
    let fen_tag = format!("[FEN \"{}\"]\n", record.start.to_fen());
    assert!(zh.contains(&fen_tag), "{zh}");
    assert!(
        zh.contains("[Black \"杨官璘 \\\"Yang\\\" \\\\\"]\n"),
        "{zh}"
    );
    assert!(
        zh.contains("\n\n1. ... 炮２平４\n2. 马八进七 车１平２\n"),
        "{zh}"
    );
    assert!(
        zh.ends_with("15. 车八进八 马１退３\n16. 车八平七\n1-0\n"),
        "{zh}"
    );
    let wxf = record.write(Notation::Wxf);
    assert!(wxf.contains("\n1. ... C2=4\n"), "{wxf}");
    let board = |p: Position| p.to_fen().split(' ').next().unwrap().to_string();
    assert_eq!(
        board(record.end_position()),
        board(mate_record().end_position())
    );
}

#[test]
fn each_notation_reaches_the_same_final_position() {
    let zh: Vec<String> = MATE_GAME.split_whitespace().map(str::to_string).collect();
    let wxf: Vec<String> = zh.iter().map(|m| transcribe::to_wxf(m)).collect();
    let iccs: Vec<String> = MATE_GAME_ICCS
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let mut fens = Vec::new();
    for moves in [&zh, &wxf, &iccs] {
        let text = format!("[Red \"A\"]\n[Black \"B\"]\n\n{}1-0\n", numbered(moves));
        let record = GameRecord::parse(&text).unwrap();
        assert_eq!(record.moves, mate_moves());
        assert_eq!(record.result, RecordResult::RedWins);
        fens.push(record.end_position().to_fen());
        assert!(record.end_position().is_checkmate());
        let game = record.to_game().unwrap();
        assert_eq!(game.outcome().unwrap().reason, Reason::Checkmate);
    }
    assert_eq!(fens[0], fens[1]);
    assert_eq!(fens[1], fens[2]);
}

#[test]
fn illegal_move_at_move_seven_for_red() {
    let mut zh: Vec<String> = MATE_GAME.split_whitespace().map(str::to_string).collect();
    zh.truncate(12);
    zh.push("车二进九".to_string()); // Red's chariot is on g6 (file 3)
    let text = format!("[Event \"x\"]\n{}", numbered(&zh));
    let err = GameRecord::parse(&text).unwrap_err();
    match &err {
        RecordError::BadMove {
            move_number,
            side,
            ply,
            text,
            error,
        } => {
            assert_eq!((*move_number, *side, *ply), (7, Color::Red, 12));
            assert_eq!(text, "车二进九");
            assert!(
                matches!(error, NotationError::NoSuchPiece { .. }),
                "{error}"
            );
        }
        other => panic!("{other:?}"),
    }
    assert!(
        err.to_string()
            .starts_with("move 7 (Red): 车二进九 is not legal here: "),
        "{err}"
    );

    // A piece that exists but cannot move like that.
    zh.pop();
    zh.push("炮六进九".to_string());
    let err = GameRecord::parse(&numbered(&zh)).unwrap_err();
    assert!(
        matches!(
            &err,
            RecordError::BadMove {
                move_number: 7,
                side: Color::Red,
                ply: 12,
                error: NotationError::IllegalMove { .. },
                ..
            }
        ),
        "{err:?}"
    );
}

#[test]
fn garbage_at_move_three_for_black() {
    let text = "1. 炮二平五 炮８平５\n2. 马二进三 马８进７\n3. 车一平二 %%garbage\n4. 车二进六 *";
    let err = GameRecord::parse(text).unwrap_err();
    let RecordError::BadMove {
        move_number,
        side,
        ply,
        text,
        error,
    } = &err
    else {
        panic!("{err:?}")
    };
    assert_eq!((*move_number, *side, *ply), (3, Color::Black, 5));
    assert_eq!(text, "%%garbage");
    assert!(
        matches!(
            error,
            NotationError::Malformed { .. } | NotationError::UnknownPiece { .. }
        ),
        "{error}"
    );
    assert!(
        err.to_string().starts_with("move 3 (Black): %%garbage"),
        "{err}"
    );

    // The number in the error follows the start position's move counter.
    let text = "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 12\"]\n\
                12. h2e2 zz";
    let err = GameRecord::parse(text).unwrap_err();
    assert!(err.to_string().starts_with("move 12 (Black): zz"), "{err}");
}

#[test]
fn bad_fen_tag() {
    let text = "[Event \"x\"]\n[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w - - 0 1\"]\n1. h2e2";
    let err = GameRecord::parse(text).unwrap_err();
    assert_eq!(
        err,
        RecordError::BadFen {
            fen: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w - - 0 1".to_string(),
            error: FenError::BadRankLength { rank: 0 },
        }
    );
    assert!(err.to_string().starts_with("bad FEN tag"), "{err}");
    let err = GameRecord::parse("[FEN \"4k4/9/9/9/9/9/9/9/9/4K4 w\"]").unwrap_err();
    assert!(matches!(
        err,
        RecordError::BadFen {
            error: FenError::Setup(SetupProblem::GeneralsFacing { .. }),
            ..
        }
    ));
}

#[test]
fn bad_tags() {
    let cases = [
        ("[Event \"Casual game\"]\n[Red \"Player\n1. h2e2", 2),
        ("\n\n[Event \"Casual game\"\n", 3),
        ("[Event Casual]", 1),
        ("[]", 1),
        ("[Event]", 1),
        ("[Event \"x\\", 1),
        ("1. h2e2\n[Event \"late\"]", 2),
    ];
    for (text, line) in cases {
        match GameRecord::parse(text) {
            Err(RecordError::BadTag { line: l, reason }) => {
                assert_eq!(l, line, "{text:?}: {reason}");
            }
            other => panic!("{text:?}: {other:?}"),
        }
    }
    let err = GameRecord::parse("[Red \"Player\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1: bad tag: unterminated tag value: missing closing \" and ]"
    );
}

#[test]
fn unterminated_comments_and_text_after_result() {
    assert_eq!(
        GameRecord::parse("1. h2e2\n{ a comment\n\nthat never ends"),
        Err(RecordError::Unterminated {
            line: 2,
            what: "comment"
        })
    );
    assert_eq!(
        GameRecord::parse("1. h2e2 (1... h7e7\n"),
        Err(RecordError::Unterminated {
            line: 1,
            what: "variation"
        })
    );
    assert_eq!(
        GameRecord::parse("1. h2e2 1-0\n\n2. h0g2"),
        Err(RecordError::TextAfterResult {
            line: 3,
            text: "2.".to_string()
        })
    );
    assert!(matches!(
        GameRecord::parse("1. h2e2 * 1-0"),
        Err(RecordError::TextAfterResult { .. })
    ));
    // Comments after the result are fine.
    let r = GameRecord::parse("1. h2e2 1/2-1/2 {agreed} ; done\n").unwrap();
    assert_eq!(r.result, RecordResult::Draw);
}

#[test]
fn comments_numbers_and_odd_spacing() {
    let text = "\u{feff}[Game \"Chinese Chess\"]\r\n\
                [Red \"红方\"]  \r\n\
                \r\n\
                ; a line comment 1. h2h9\r\n\
                1、炮二平五\u{3000}马８进７ {central cannon,\r\n screen horses}\r\n\
                2…　马二进三!? 车９平８ $1\r\n\
                3.车一平二 (3. 兵七进一 卒７进１) 马２进３\r\n\
                ４． H8+7 ; WXF from here\r\n\
                4... C8+4\r\n\
                5 c3c4  c9e7\r\n\
                1-0";
    let r = GameRecord::parse(text).unwrap();
    let iccs: Vec<String> = r.moves.iter().map(Move::to_string).collect();
    assert_eq!(
        iccs,
        ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "h7h3", "c3c4", "c9e7"]
    );
    assert_eq!(r.red(), Some("红方"));
    assert_eq!(r.result, RecordResult::RedWins);
    assert_eq!(r.tag("Result"), Some("1-0"));
    // The tags keep their order; Result is added.
    let names: Vec<&str> = r.tags.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(names, ["Game", "Red", "Result"]);

    // Result from the tag when the moves do not end with one; the token
    // wins when both are present.
    let r = GameRecord::parse("[Result \"0-1\"]\n1. h2e2").unwrap();
    assert_eq!(r.result, RecordResult::BlackWins);
    let r = GameRecord::parse("[Result \"0-1\"]\n1. h2e2 *").unwrap();
    assert_eq!(r.result, RecordResult::Unfinished);
    assert_eq!(r.tag("Result"), Some("*"));

    // Empty records.
    for text in ["", "\u{feff}", " \r\n\u{3000}", "{}", "*"] {
        let r = GameRecord::parse(text).unwrap();
        assert!(r.moves.is_empty(), "{text:?}");
        assert_eq!(r.start, Position::startpos());
    }
}

#[test]
fn a_record_is_the_main_line_of_the_tree_read_from_the_same_text() {
    let text = "[Red \"许银川\"]\n[Result \"1-0\"]\n{opening}\n\
                1. 炮二平五 马８进７ {main} (1... 炮８平５ 2. 马二进三 (2. 车一进一)) \
                2. 马二进三! 车９平８ $6\n1-0\n";
    let record = GameRecord::parse(text).unwrap();
    let tree = GameTree::from_pgn(text).unwrap();
    assert_eq!(record.moves, tree.mainline_moves());
    assert_eq!(record.start, *tree.start());
    assert_eq!(record.result, tree.result);
    assert_eq!(tree.to_record(), record);
    // Variations a record passes over are not read: a bad one does not
    // make the record unreadable, while the tree refuses it.
    let text = "1. h2e2 (1. zz) h9g7 *";
    assert_eq!(GameRecord::parse(text).unwrap().moves.len(), 2);
    assert!(GameTree::from_pgn(text).is_err());
}

#[test]
fn tag_helpers() {
    let mut r = GameRecord::default();
    assert_eq!(r.event(), Some("?"));
    r.set_event("Final");
    r.set_date("2026.01.02");
    r.set_red("A");
    r.set_black("B");
    assert_eq!(
        (r.event(), r.date(), r.red(), r.black()),
        (Some("Final"), Some("2026.01.02"), Some("A"), Some("B"))
    );
    r.set_tag("Site", "Hangzhou");
    r.set_tag("FEN", "ignored");
    r.set_tag("Bad Name", "value\nwith newline");
    let text = r.write(Notation::Iccs);
    assert!(text.contains("[Site \"Hangzhou\"]\n"), "{text}");
    assert!(
        text.contains("[BadName \"value with newline\"]\n"),
        "{text}"
    );
    assert!(!text.contains("ignored"), "{text}");
    // The Result tag always follows the result field.
    r.result = RecordResult::BlackWins;
    assert!(r.write(Notation::Iccs).contains("[Result \"0-1\"]"));
    r.tags.clear();
    assert_eq!(
        r.write(Notation::Iccs),
        "[Result \"0-1\"]\n[Format \"ICCS\"]\n\n0-1\n"
    );
}

#[test]
fn illegal_moves_in_the_field_stop_the_written_record() {
    let r = GameRecord {
        moves: vec![
            "h2e2".parse().unwrap(),
            "a0a9".parse().unwrap(),
            "h9g7".parse().unwrap(),
        ],
        ..GameRecord::default()
    };
    let text = r.write(Notation::Chinese);
    assert!(text.ends_with("\n1. 炮二平五\n*\n"), "{text}");
    assert_eq!(
        r.end_position(),
        Position::startpos().play(r.moves[0]).unwrap()
    );
    assert!(r.to_game().is_err());
}

#[test]
fn conversions_with_game() {
    // A finished game: the outcome becomes the result and Termination.
    let mut game = Game::default();
    for m in mate_moves() {
        game.play(m).unwrap();
    }
    let r = GameRecord::from(&game);
    assert_eq!(r.result, RecordResult::RedWins);
    assert_eq!(r.tag("Termination"), Some("checkmate"));
    assert_eq!(r.to_game().unwrap(), game);

    // A result decided off the board.
    let mut game = Game::default();
    game.play("h2e2".parse().unwrap()).unwrap();
    game.flag(Color::Black).unwrap();
    let r = GameRecord::from(&game);
    assert_eq!(r.result, RecordResult::RedWins);
    let back = GameRecord::parse(&r.write(Notation::Wxf))
        .unwrap()
        .to_game()
        .unwrap();
    assert_eq!(back.outcome(), game.outcome());

    // Without a Termination tag: resignation or agreement.
    let r = GameRecord::parse("h2e2 0-1").unwrap();
    let o = r.to_game().unwrap().outcome().unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (Some(Color::Black), Reason::Resignation)
    );
    let r = GameRecord::parse("h2e2 1/2-1/2").unwrap();
    let o = r.to_game().unwrap().outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, Reason::Agreement));
    let r = GameRecord::parse("[Termination \"time forfeit\"] h2e2 1-0").unwrap();
    let o = r.to_game().unwrap().outcome().unwrap();
    assert_eq!(o.reason, Reason::Timeout);
    assert_eq!(
        GameRecord::parse("h2e2 *")
            .unwrap()
            .to_game()
            .unwrap()
            .outcome(),
        None
    );

    // From a FEN with Black to move.
    let r = black_first_record();
    let game = r.to_game().unwrap();
    assert_eq!(game.start(), &r.start);
    assert_eq!(GameRecord::from(&game).moves, r.moves);
}

#[cfg(feature = "serde")]
#[test]
fn serde_round_trip() {
    let r = black_first_record();
    let json = serde_json::to_string(&r).unwrap();
    assert!(json.contains("\"result\":\"1-0\""), "{json}");
    assert!(json.contains("\"b7d7\""), "{json}");
    let back: GameRecord = serde_json::from_str(&json).unwrap();
    assert_eq!(back, r);
    let bad = json.replace("b7d7", "z9z9");
    assert!(serde_json::from_str::<GameRecord>(&bad).is_err());
    let bad = json.replace(" b ", " x ");
    assert!(serde_json::from_str::<GameRecord>(&bad).is_err());
}

/// A game of random legal moves chosen by `choices`.
fn random_record(start: Position, choices: &[u16]) -> GameRecord {
    let mut r = GameRecord::new(start.clone());
    let mut pos = start;
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[c as usize % moves.len()];
        pos = pos.play(m).unwrap();
        r.moves.push(m);
    }
    r
}

proptest! {
    #[test]
    fn any_text_never_panics(text in any::<String>()) {
        let _ = GameRecord::parse(&text);
    }

    #[test]
    fn record_like_text_never_panics(
        parts in prop::collection::vec(
            prop::sample::select(vec![
                "[", "]", "\"", "\\", "{", "}", "(", ")", ";", "\n", "\r\n", " ", "\u{3000}",
                "\u{feff}", "1.", "2...", "3…", "4、", "１．", "$2", "!?", "*", "1-0", "0-1",
                "1/2-1/2", "红胜", "[Event \"e\"]", "[FEN \"", "4k4/9/9/9/9/9/9/9/9/3K5 w",
                "炮二平五", "马８进７", "h2e2", "H2+3", "C2=5", "33.4", "前车进一", "Event",
                "Result", "FEN", "x",
            ]),
            0..40,
        )
    ) {
        let text: String = parts.concat();
        if let Ok(r) = GameRecord::parse(&text) {
            // Whatever was read writes back to the same record.
            for n in Notation::ALL {
                prop_assert_eq!(GameRecord::parse(&r.write(n)), Ok(r.clone()));
            }
        }
    }

    #[test]
    fn random_games_round_trip(
        choices in prop::collection::vec(any::<u16>(), 0..100),
        result in prop::sample::select(vec![
            RecordResult::RedWins,
            RecordResult::BlackWins,
            RecordResult::Draw,
            RecordResult::Unfinished,
        ]),
        black_first in any::<bool>(),
    ) {
        let start = if black_first {
            Position::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1")
                .unwrap()
        } else {
            Position::startpos()
        };
        let mut r = random_record(start, &choices);
        r.set_result(result);
        for n in Notation::ALL {
            let text = r.write(n);
            prop_assert_eq!(GameRecord::parse(&text), Ok(r.clone()), "{}", text);
        }
        let text = r.write_chinese(ChineseStyle::TRADITIONAL);
        prop_assert_eq!(GameRecord::parse(&text), Ok(r.clone()), "{}", text);
    }

    #[test]
    fn writing_arbitrary_records_never_panics(
        moves in prop::collection::vec((0u8..90, 0u8..90), 0..20),
        tags in prop::collection::vec((any::<String>(), any::<String>()), 0..4),
    ) {
        let mut r = GameRecord::default();
        r.tags.extend(tags);
        r.moves = moves
            .iter()
            .map(|&(a, b)| Move::new(
                xiangqi::Square::from_index(a as usize).unwrap(),
                xiangqi::Square::from_index(b as usize).unwrap(),
            ))
            .collect();
        for n in Notation::ALL {
            let _ = r.write(n);
        }
        let _ = r.end_position();
        let _ = r.to_game();
    }
}
