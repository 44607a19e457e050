//! DhtmlXQ blocks as dpxq.com pages carry them.

use xiangqi::{Color, Format, GameTree, ImportErrorKind, NodeId, RecordResult, SetupError};

const STANDARD: &str = "8979695949392919097717866646260600102030405060708012720323436383";

/// A block inside a page: main line 炮二平五 马８进７ 马二进三, a variation
/// 马２进３ for Black's first move, and inside it 马八进七 for Red's second.
fn page() -> String {
    format!(
        "<html><body><div>\n[DhtmlXQ]\n\
         [DhtmlXQ_ver]www_dpxq_com[/DhtmlXQ_ver]\n\
         [DhtmlXQ_title]中炮对屏风马[/DhtmlXQ_title]\n\
         [DhtmlXQ_event]测试赛[/DhtmlXQ_event]\n\
         [DhtmlXQ_place]北京[/DhtmlXQ_place]\n\
         [DhtmlXQ_red]许银川[/DhtmlXQ_red]\n\
         [DhtmlXQ_black]吕钦[/DhtmlXQ_black]\n\
         [DhtmlXQ_result]红胜[/DhtmlXQ_result]\n\
         [DhtmlXQ_owner]东萍公司[/DhtmlXQ_owner]\n\
         [DhtmlXQ_binit]{STANDARD}[/DhtmlXQ_binit]\n\
         [DhtmlXQ_movelist]774770627967[/DhtmlXQ_movelist]\n\
         [DhtmlXQ_move_1_3_2]1927[/DhtmlXQ_move_1_3_2]\n\
         [DhtmlXQ_move_0_2_1]10227967[/DhtmlXQ_move_0_2_1]\n\
         [DhtmlXQ_comment0]开局||第二行[/DhtmlXQ_comment0]\n\
         [DhtmlXQ_comment2]屏风马[/DhtmlXQ_comment2]\n\
         [DhtmlXQ_comment1_2]\\u53cd宫马?[/DhtmlXQ_comment1_2]\n\
         [DhtmlXQ_comment2_3]变着[/DhtmlXQ_comment2_3]\n\
         [/DhtmlXQ]\n</div></body></html>"
    )
}

#[test]
fn reads_a_block_with_variations_and_comments() {
    let text = page();
    assert_eq!(xiangqi::detect(text.as_bytes()), Some(Format::DhtmlXq));
    let tree = GameTree::import(text.as_bytes()).unwrap();
    assert_eq!(tree.title(), Some("中炮对屏风马"));
    assert_eq!(tree.site(), Some("北京"));
    assert_eq!(tree.red(), Some("许银川"));
    assert_eq!(tree.tag("owner"), Some("东萍公司"));
    assert_eq!(tree.result, RecordResult::RedWins);
    assert_eq!(tree.root_comment(), Some("开局\n第二行"));
    let moves = |ids: &[NodeId]| -> Vec<String> {
        ids.iter()
            .map(|&n| tree.node(n).unwrap().mv().unwrap().to_string())
            .collect()
    };
    let main = tree.mainline();
    assert_eq!(moves(&main), ["h2e2", "h9g7", "h0g2"]);
    assert_eq!(tree.node(main[1]).unwrap().comment(), Some("屏风马"));
    let alternatives = tree.children(main[0]);
    assert_eq!(moves(alternatives), ["h9g7", "b9c7"]);
    let variation = alternatives[1];
    assert_eq!(tree.node(variation).unwrap().comment(), Some("反宫马?"));
    let replies = tree.children(variation);
    assert_eq!(moves(replies), ["h0g2", "b0c2"]);
    assert_eq!(tree.node(replies[1]).unwrap().comment(), Some("变着"));

    // Written back and read again, nothing changes.
    let written = tree.to_dhtmlxq();
    assert!(written.contains(&format!("[DhtmlXQ_binit]{STANDARD}[/DhtmlXQ_binit]")));
    assert!(written.contains("[DhtmlXQ_movelist]774770627967[/DhtmlXQ_movelist]"));
    assert!(written.contains("[DhtmlXQ_move_0_2_1]10227967[/DhtmlXQ_move_0_2_1]"));
    assert!(written.contains("[DhtmlXQ_move_1_3_2]1927[/DhtmlXQ_move_1_3_2]"));
    assert!(written.contains("[DhtmlXQ_comment0]开局||第二行[/DhtmlXQ_comment0]"));
    assert_eq!(GameTree::from_dhtmlxq(&written).unwrap(), tree);
}

#[test]
fn the_first_move_tells_who_starts_a_set_up() {
    // Only the generals (f0, e9) and a black chariot (d1) are on the
    // board: every other piece is 99.
    let mut binit = String::new();
    for slot in 0..32 {
        binit.push_str(match slot {
            4 => "59",  // red general f0
            20 => "40", // black general e9
            16 => "38", // black chariot d1
            _ => "99",
        });
    }
    let text = format!("[DhtmlXQ][DhtmlXQ_binit]{binit}[/DhtmlXQ_binit][DhtmlXQ_movelist]38585958[/DhtmlXQ_movelist][/DhtmlXQ]");
    let tree = GameTree::from_dhtmlxq(&text).unwrap();
    assert_eq!(tree.start().side_to_move(), Color::Black);
    assert_eq!(tree.start().to_fen(), "4k4/9/9/9/9/9/9/9/3r5/5K3 b - - 0 1");
    assert_eq!(tree.len(), 2);
    assert_eq!(GameTree::from_dhtmlxq(&tree.to_dhtmlxq()).unwrap(), tree);
}

#[test]
fn broken_blocks_give_typed_errors() {
    let kind = |text: &str| GameTree::from_dhtmlxq(text).unwrap_err().kind;
    assert_eq!(kind("no block here"), ImportErrorKind::NotThisFormat);
    assert_eq!(
        kind("[DhtmlXQ][DhtmlXQ_movelist]77475[/DhtmlXQ_movelist]"),
        ImportErrorKind::BadMoveList {
            name: "movelist".into()
        }
    );
    assert_eq!(
        kind("[DhtmlXQ][DhtmlXQ_binit]8979[/DhtmlXQ_binit]"),
        ImportErrorKind::BadSetup(SetupError::MalformedPieceList)
    );
    let orphan = format!("[DhtmlXQ][DhtmlXQ_binit]{STANDARD}[/DhtmlXQ_binit][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][DhtmlXQ_move_5_2_6]7062[/DhtmlXQ_move_5_2_6]");
    assert_eq!(
        kind(&orphan),
        ImportErrorKind::OrphanVariation {
            name: "move_5_2_6".into()
        }
    );

    let illegal = "[DhtmlXQ][DhtmlXQ_movelist]774770627747[/DhtmlXQ_movelist]";
    let err = GameTree::from_dhtmlxq(illegal).unwrap_err();
    let ImportErrorKind::IllegalMove {
        ply, text, side, ..
    } = &err.kind
    else {
        panic!("{err:?}")
    };
    assert_eq!((*ply, text.as_str(), *side), (3, "h2e2", Color::Red));
    assert_eq!(err.partial.unwrap().len(), 2);
}
