//! Reading and writing PGN as XQWizard does.

use xiangqi::{
    Color, Format, GameTree, ImportErrorKind, Mark, NodeId, Notation, Part, RecordResult,
    SetupError,
};

/// A record laid out as XQWizard saves one, with a variation, comments,
/// marks and full-width digits for Black.
const XQWIZARD: &str = "\
[Game \"Chinese Chess\"]\r
[Event \"全国象棋个人赛\"]\r
[Round \"1\"]\r
[Date \"2026.11.30\"]\r
[Site \"北京\"]\r
[RedTeam \"广东\"]\r
[Red \"许银川\"]\r
[BlackTeam \"上海\"]\r
[Black \"胡荣华\"]\r
[Result \"1-0\"]\r
[ECCO \"C45\"]\r
[Opening \"中炮过河车互进七兵对屏风马\"]\r
[Variation \"平炮兑车\"]\r
[Format \"Chinese\"]\r
\r
{中炮对屏风马的常见局面}\r
 1. 炮二平五 马８进７ \r
 2. 马二进三 车９平８ \r
 3. 车一平二 马２进３ {黑方也可以卒７进１} (3. ... 卒７进１ 4. 车二进六 马２进３) \r
 4. 兵七进一! 卒７进１ \r
 5. 车二进六 炮８平９ \r
 6. 车二平三 炮９退１?! \r
 7. 马八进七 士４进５ \r
 1-0\r
";

#[test]
fn reads_an_xqwizard_record() {
    let tree = GameTree::import(XQWIZARD.as_bytes()).unwrap();
    assert_eq!(tree.tag("Game"), Some("Chinese Chess"));
    assert_eq!(tree.red(), Some("许银川"));
    assert_eq!(tree.black(), Some("胡荣华"));
    assert_eq!(tree.ecco(), Some("C45"));
    assert_eq!(tree.opening(), Some("中炮过河车互进七兵对屏风马"));
    assert_eq!(tree.variation(), Some("平炮兑车"));
    assert_eq!(tree.result, RecordResult::RedWins);
    assert!(tree.tag("Result").is_none() && tree.tag("Format").is_none());
    assert_eq!(tree.root_comment(), Some("中炮对屏风马的常见局面"));
    let main = tree.mainline();
    assert_eq!(main.len(), 14);
    let node = |id: NodeId| tree.node(id).unwrap();
    assert_eq!(node(main[5]).comment(), Some("黑方也可以卒７进１"));
    assert_eq!(node(main[6]).mark(), Some(Mark::Good));
    assert_eq!(node(main[11]).mark(), Some(Mark::Dubious));
    // The variation replaces Black's third move.
    let alternatives = tree.children(main[4]);
    assert_eq!(alternatives.len(), 2);
    assert_eq!(tree.len(), 14 + 3);

    // The same record saved in GBK, as Windows tools do.
    let (gbk, _, _) = encoding_rs::GBK.encode(XQWIZARD);
    assert_eq!(GameTree::import(&gbk).unwrap(), tree);
    // And each exported notation reads back the same.
    for n in Notation::ALL {
        let text = tree.to_pgn(n);
        assert_eq!(GameTree::from_pgn(&text).unwrap(), tree, "{text}");
    }
}

#[test]
fn writes_the_xqwizard_layout() {
    let tree = GameTree::from_pgn(XQWIZARD).unwrap();
    let text = tree.to_pgn(Notation::Chinese);
    assert!(text.starts_with("[Game \"Chinese Chess\"]\n[Event \"全国象棋个人赛\"]\n"));
    assert!(text.contains("[Result \"1-0\"]\n[Format \"Chinese\"]\n\n{中炮对屏风马的常见局面}\n1. 炮二平五 马８进７\n2. 马二进三 车９平８\n"));
    assert!(text.contains("3. 车一平二 马２进３ {黑方也可以卒７进１} (3... 卒７进１ 4. 车二进六 马２进３)\n4. 兵七进一! 卒７进１"));
    assert!(text.ends_with("7. 马八进七 士４进５\n1-0\n"));
    let wxf = tree.to_pgn(Notation::Wxf);
    assert!(wxf.contains("1. C2.5 H8+7\n"), "{wxf}");
    let iccs = tree.to_pgn(Notation::Iccs);
    assert!(iccs.contains("1. H2-E2 H9-G7\n"), "{iccs}");
}

#[test]
fn reads_front_and_rear_pieces_and_numbered_soldiers() {
    // Two red chariots and three black soldiers on the middle file.
    let fen = "3ak4/9/9/4p4/4p4/4p4/4R4/4R4/9/3K5 w - - 0 1";
    let text = format!("[FEN \"{fen}\"]\n1. 前车平四 前卒平６ 2. 车四进一 前卒进１ *");
    let tree = GameTree::from_pgn(&text).unwrap();
    let moves: Vec<String> = tree
        .mainline_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(moves, ["e3f3", "e4f4", "f3f4", "e5e4"]);
    assert_eq!(tree.start().to_fen(), fen);
    let written = tree.to_pgn(Notation::Chinese);
    assert!(
        written.contains("1. 前车平四 前卒平６\n2. 车四进一 前卒进１"),
        "{written}"
    );
    assert_eq!(GameTree::from_pgn(&written).unwrap(), tree);
}

#[test]
fn black_to_move_first_is_numbered_with_an_ellipsis() {
    let text = "[FEN \"4k4/9/9/9/9/9/9/9/4r4/3K5 b - - 0 1\"]\n1... 车５平４ {将} 2. 帅六进一 *";
    let tree = GameTree::from_pgn(text).unwrap();
    assert_eq!(tree.start().side_to_move(), Color::Black);
    let written = tree.to_pgn(Notation::Chinese);
    assert!(
        written.contains("\n1... 车５平４ {将}\n2. 帅六进一\n*\n"),
        "{written}"
    );
}

#[test]
fn an_illegal_move_names_its_ply_and_keeps_what_came_before() {
    let text = "[Red \"A\"]\n1. 炮二平五 马８进７ 2. 马二进三 (2. 车一进一 车９进１) 马８进９ *";
    let err = GameTree::import(text.as_bytes()).unwrap_err();
    assert_eq!(err.format, Some(Format::Pgn));
    let ImportErrorKind::IllegalMove {
        ply,
        move_number,
        side,
        text,
        reason,
    } = &err.kind
    else {
        panic!("{err:?}");
    };
    assert_eq!(
        (*ply, *move_number, *side, text.as_str()),
        (4, 2, Color::Black, "马８进９")
    );
    assert!(reason.is_some());
    assert_eq!(
        err.to_string(),
        "PGN: move 2 (black) \"马８进９\" at ply 4 is not legal here"
    );
    let partial = err.partial.unwrap();
    assert_eq!(partial.red(), Some("A"));
    assert_eq!(partial.mainline().len(), 3);
    assert_eq!(partial.len(), 5);
}

#[test]
fn malformed_records_give_typed_errors() {
    let kind = |text: &str| GameTree::from_pgn(text).unwrap_err().kind;
    assert_eq!(
        kind("1. h2e2 {open"),
        ImportErrorKind::Unterminated {
            line: 1,
            what: Part::Comment
        }
    );
    assert_eq!(
        kind("1. h2e2\n(1. b2e2 h9g7"),
        ImportErrorKind::Unterminated {
            line: 2,
            what: Part::Variation
        }
    );
    assert_eq!(
        kind("1. h2e2 )"),
        ImportErrorKind::MisplacedParenthesis { line: 1 }
    );
    assert_eq!(
        kind("(1. h2e2)"),
        ImportErrorKind::MisplacedParenthesis { line: 1 }
    );
    assert_eq!(
        kind("[Red \"A]\n1. h2e2"),
        ImportErrorKind::BadTag { line: 1 }
    );
    assert!(matches!(
        kind("[FEN \"9/9/9/9/9/9/9/9/9/9 w\"]"),
        ImportErrorKind::BadSetup(SetupError::Fen(_))
    ));
    assert_eq!(
        GameTree::import(b"\x81\x30\xff").unwrap_err().kind,
        ImportErrorKind::UnknownFormat
    );
    assert_eq!(
        GameTree::import_as(b"\x81\x30", Format::Pgn)
            .unwrap_err()
            .kind,
        ImportErrorKind::BadEncoding
    );
}

#[test]
fn stops_at_the_result_of_the_first_game() {
    let text = "1. h2e2 h9g7 1-0\n\n[Event \"second\"]\n1. b2e2 *";
    let tree = GameTree::from_pgn(text).unwrap();
    assert_eq!(tree.len(), 2);
    assert_eq!(tree.result, RecordResult::RedWins);
    assert!(tree.event().is_none());
}

/// Found by fuzzing: a `;` comment holding `}` could not be written back in
/// braces unchanged.
#[test]
fn a_line_comment_with_a_closing_brace_round_trips() {
    let tree = GameTree::from_pgn("1. h2e2 ; see {this} too\n h9g7 *").unwrap();
    let first = tree.mainline()[0];
    assert_eq!(
        tree.node(first).unwrap().comment(),
        Some(" see {this｝ too")
    );
    for n in Notation::ALL {
        assert_eq!(GameTree::from_pgn(&tree.to_pgn(n)).unwrap(), tree);
    }
}
