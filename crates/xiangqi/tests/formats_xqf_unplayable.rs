//! XQF files as XQStudio and other programs leave them: encrypted, from a
//! composed position, with variations and comments, and with records that
//! cannot be played where they stand. Those records are passed over and
//! everything else is read.

mod support;

use support::xqf_v18::{self, then, Rec};
use xiangqi::{GameTree, ImportErrorKind, Move, NodeId, Position, RecordResult};

/// A rook mate: Red rooks on a0 and i0 against a general and an advisor.
const START: &str = "3k5/4a4/9/9/9/9/9/9/9/R3K3R w - - 0 1";

/// The slots of [`START`].
fn pieces() -> [Option<&'static str>; 32] {
    let mut slots = [None; 32];
    slots[0] = Some("a0"); // 车
    slots[4] = Some("e0"); // 帅
    slots[8] = Some("i0"); // 车
    slots[16 + 3] = Some("e8"); // 士
    slots[16 + 4] = Some("d9"); // 将
    slots
}

/// The records in the file's order (preorder), with three kinds of
/// record that cannot be played, each seen in published files:
fn records() -> Vec<Rec> {
    vec![
        then("a0", "a9").or_else().says("进车将军"),
        then("d9", "d8"),
        then("i0", "i8").or_else(),
        // The move just made, written again as its own reply; the line
        // goes on after it.
        then("i0", "i8"),
        then("d8", "d7"),
        then("i8", "i7"),
        then("d7", "d8"),
        then("a9", "a8"),
        then("d8", "d9"),
        then("i7", "i9"),
        then("e8", "f9"),
        then("i9", "f9").last().says("红胜"),
        // An alternative that is not legal (the generals would face each
        // other), with a reply recorded after it, then a legal one.
        then("e0", "d0").or_else(),
        then("d8", "d7").last(),
        then("a9", "b9").last().says("闲着"),
        // A variation whose last move claims a reply, followed by a copy
        // of the whole variation, as in XQStudio compositions.
        then("i0", "i9"),
        then("d9", "d8"),
        then("a0", "a8"),
        then("d8", "d7").says("红优"),
        then("i0", "i9"),
        then("d9", "d8"),
        then("a0", "a8"),
        then("d8", "d7").last().says("红优"),
    ]
}

fn file(records: &[Rec]) -> Vec<u8> {
    xqf_v18::encode(&xqf_v18::File {
        keys: xqf_v18::KeyBytes {
            mask: 0xDB,
            or: [0x05, 0x30, 0x12, 0x29],
            xy: 0xC4,
            xyf: 0x17,
            xyt: 0x6E,
        },
        pieces: pieces(),
        title: "双车错",
        result: 1,
        root_comment: "排局",
        records,
    })
}

/// Plays ICCS moves from `at`, returning the last node.
fn line(tree: &mut GameTree, at: NodeId, moves: &str) -> NodeId {
    moves.split_whitespace().fold(at, |node, m| {
        let mv: Move = m.parse().unwrap();
        tree.add_move(node, mv).unwrap()
    })
}

/// What the file holds once the records that cannot be played are left
/// out.
fn expected() -> GameTree {
    let mut tree = GameTree::new(Position::from_fen(START).unwrap());
    tree.set_title("双车错");
    tree.result = RecordResult::RedWins;
    tree.set_comment(NodeId::ROOT, Some("排局".into())).unwrap();
    let check = line(&mut tree, NodeId::ROOT, "a0a9");
    tree.set_comment(check, Some("进车将军".into())).unwrap();
    let reply = line(&mut tree, check, "d9d8");
    let mate = line(
        &mut tree,
        reply,
        "i0i8 d8d7 i8i7 d7d8 a9a8 d8d9 i7i9 e8f9 i9f9",
    );
    tree.set_comment(mate, Some("红胜".into())).unwrap();
    let waiting = line(&mut tree, reply, "a9b9");
    tree.set_comment(waiting, Some("闲着".into())).unwrap();
    let other = line(&mut tree, NodeId::ROOT, "i0i9 d9d8 a0a8 d8d7");
    tree.set_comment(other, Some("红优".into())).unwrap();
    tree
}

#[test]
fn records_that_cannot_be_played_are_passed_over() {
    let tree = GameTree::from_xqf(&file(&records())).unwrap();
    assert_eq!(tree.start().to_fen(), START);
    assert_eq!(tree.mainline().len(), 11);
    assert_eq!(tree.mainline_moves()[0].to_string(), "a0a9");
    assert_eq!(tree, expected());
}

#[test]
fn a_file_whose_moves_cannot_be_played_at_all_is_refused() {
    // Every first move is one the position does not allow.
    let records = [
        then("e0", "d0").or_else(),
        then("d9", "d8").last(),
        then("a0", "b1").last(),
    ];
    let err = GameTree::from_xqf(&file(&records)).unwrap_err();
    let ImportErrorKind::IllegalMove { ply, text, .. } = &err.kind else {
        panic!("{err:?}")
    };
    assert_eq!((*ply, text.as_str()), (1, "e0d0"));
    let partial = err.partial.unwrap();
    assert!(partial.is_empty());
    assert_eq!(partial.root_comment(), Some("排局"));
}
