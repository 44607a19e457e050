use super::*;
use crate::record::GameRecord;

fn play(tree: &mut GameTree, at: NodeId, text: &str) -> NodeId {
    let pos = tree.position_at(at).unwrap();
    let mv = pos.parse_move(text).unwrap();
    tree.add_move(at, mv).unwrap()
}

#[test]
fn adding_the_same_move_twice_returns_the_existing_node() {
    let mut tree = GameTree::default();
    let a = play(&mut tree, NodeId::ROOT, "h2e2");
    let b = play(&mut tree, NodeId::ROOT, "炮二平五");
    assert_eq!(a, b);
    assert_eq!(tree.len(), 1);
}

#[test]
fn illegal_moves_are_refused() {
    let mut tree = GameTree::default();
    let mv = "h2h8".parse().unwrap();
    assert_eq!(
        tree.add_move(NodeId::ROOT, mv),
        Err(TreeError::IllegalMove { mv })
    );
    assert_eq!(tree.add_move(NodeId(99), mv), Err(TreeError::UnknownNode));
}

#[test]
fn promote_and_delete_keep_the_tree_consistent() {
    let mut tree = GameTree::default();
    let c = play(&mut tree, NodeId::ROOT, "h2e2");
    let h = play(&mut tree, c, "h9g7");
    let h2 = play(&mut tree, h, "h0g2");
    let alt = play(&mut tree, c, "b7e7");
    let alt2 = play(&mut tree, alt, "h0g2");
    assert_eq!(tree.node(alt).unwrap().variation_depth(), 1);
    tree.promote_to_main_line(alt2).unwrap();
    assert_eq!(tree.mainline(), [c, alt, alt2]);
    assert_eq!(tree.node(h2).unwrap().variation_depth(), 1);
    assert_eq!(tree.node(alt2).unwrap().variation_depth(), 0);
    tree.delete(alt).unwrap();
    assert_eq!(tree.len(), 3);
    assert_eq!(tree.mainline_moves().len(), 3);
    assert_eq!(
        tree.mainline_moves()
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>(),
        ["h2e2", "h9g7", "h0g2"]
    );
    assert_eq!(tree.delete(NodeId::ROOT), Err(TreeError::Root));
}

#[test]
fn equality_ignores_node_ids() {
    let mut a = GameTree::default();
    let c = play(&mut a, NodeId::ROOT, "h2e2");
    play(&mut a, c, "h9g7");
    play(&mut a, c, "b7e7");
    let mut b = GameTree::default();
    let c = play(&mut b, NodeId::ROOT, "h2e2");
    let x = play(&mut b, c, "b7e7");
    play(&mut b, c, "h9g7");
    assert_ne!(a, b);
    b.promote(b.children(c)[1]).unwrap();
    assert_eq!(a, b);
    b.set_comment(x, Some("note".into())).unwrap();
    assert_ne!(a, b);
}

#[test]
fn records_convert_both_ways() {
    let record = GameRecord::parse("[Event \"E\"]\n1. 炮二平五 马８进７ 2. 马二进三 0-1").unwrap();
    let tree = GameTree::from(&record);
    assert_eq!(tree.event(), Some("E"));
    assert_eq!(tree.result, RecordResult::BlackWins);
    assert!(tree.tag("Result").is_none());
    assert_eq!(tree.len(), 3);
    assert_eq!(tree.to_record(), record);
}

#[test]
fn variations_nest_no_deeper_than_the_bound() {
    let mut tree = GameTree::default();
    // Alternate two moves so each new node is a second child.
    let mut at = NodeId::ROOT;
    let mut pos = tree.start().clone();
    let mut refused = false;
    for _ in 0..(MAX_VARIATION_DEPTH + 5) {
        let moves = pos.legal_moves();
        let first = moves[0];
        let second = moves[1];
        tree.add_move_in(at, &pos, first).unwrap();
        match tree.add_move_in(at, &pos, second) {
            Ok(node) => {
                at = node;
                pos.do_move(second);
            }
            Err(e) => {
                assert_eq!(
                    e,
                    TreeError::NestedTooDeep {
                        max: MAX_VARIATION_DEPTH
                    }
                );
                refused = true;
                break;
            }
        }
    }
    assert!(refused);
}

#[cfg(feature = "serde")]
#[test]
fn serde_round_trip() {
    let mut tree = GameTree::default();
    tree.set_red("A");
    let c = play(&mut tree, NodeId::ROOT, "h2e2");
    let h = play(&mut tree, c, "h9g7");
    let alt = play(&mut tree, c, "b7e7");
    play(&mut tree, alt, "h0g2");
    tree.set_comment(h, Some("c".into())).unwrap();
    tree.set_mark(alt, Some(Mark::Dubious)).unwrap();
    tree.set_comment(NodeId::ROOT, Some("start".into()))
        .unwrap();
    let json = serde_json::to_string(&tree).unwrap();
    assert!(json.contains("\"mark\":\"?!\""));
    let back: GameTree = serde_json::from_str(&json).unwrap();
    assert_eq!(back, tree);
    let bad = json.replace("h9g7", "h9h1");
    assert!(serde_json::from_str::<GameTree>(&bad).is_err());
}
