//! Move marks (`!`, `?`, `!!`, `??`, `!?`, `?!`) through XQF files, which
//! have no field for them: they are kept as the first word of the move's
//! comment.

mod support;

use support::xqf_v18::{self, then};
use xiangqi::{GameTree, Mark, XqfOptions};

/// A game with every mark, with and without comments, and comments that
/// look like marks on unmarked moves.
fn marked() -> GameTree {
    let mut tree = GameTree::from_pgn(
        "{! 开局} 1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 马２进３ \
         4. 兵七进一 卒７进１ (4... 卒３进１) 5. 车二进六 炮８平９ 6. 车二平三 *",
    )
    .unwrap();
    let main = tree.mainline();
    let marks = [
        (0, Some(Mark::Good), Some("中炮")),
        (1, Some(Mark::Mistake), None),
        (2, Some(Mark::Brilliant), Some("! 双关")),
        (3, Some(Mark::Blunder), Some(" 前有空格")),
        (4, Some(Mark::Interesting), None),
        (5, Some(Mark::Dubious), Some("?! 再标")),
        (6, None, Some("!? 不是标记")),
        (7, None, Some(" 空格开头")),
        (8, None, Some("??")),
        (9, None, Some("？好棋")),
    ];
    for (i, mark, comment) in marks {
        tree.set_mark(main[i], mark).unwrap();
        tree.set_comment(main[i], comment.map(str::to_string))
            .unwrap();
    }
    let variation = tree.children(main[6])[1];
    tree.set_mark(variation, Some(Mark::Interesting)).unwrap();
    tree
}

#[test]
fn marks_survive_a_round_trip_in_every_version() {
    let tree = marked();
    for version in [10, 12, 18] {
        let bytes = tree.to_xqf_with(XqfOptions {
            version,
            key_seed: 3,
        });
        assert_eq!(
            GameTree::from_xqf(&bytes).unwrap(),
            tree,
            "version {version}"
        );
    }
}

#[test]
fn other_programs_see_the_mark_at_the_start_of_the_comment() {
    // Version 10 is not encrypted: the comments are there to read.
    let bytes = marked().to_xqf();
    let text = encoding_rs::GBK.decode(&bytes[1024..]).0.into_owned();
    for stored in ["! 中炮", "!! ! 双关", "?! ?! 再标", "  空格开头", "??"] {
        assert!(text.contains(stored), "{stored:?} not in {text:?}");
    }
    // The root's comment is not a move's: it is kept as it is.
    assert!(text.contains("! 开局"));
}

#[test]
fn marks_typed_into_comments_elsewhere_are_read() {
    let bytes = xqf_v18::encode(&xqf_v18::File {
        keys: xqf_v18::SOME_KEYS,
        pieces: xqf_v18::START,
        title: "",
        result: 0,
        root_comment: "",
        records: &[
            then("h2", "e2").says("！！ 妙手"),
            then("h9", "g7").says("?"),
            then("b0", "c2").last().says("!!!"),
        ],
    });
    let tree = GameTree::from_xqf(&bytes).unwrap();
    let main: Vec<_> = tree
        .mainline()
        .into_iter()
        .map(|id| {
            let node = tree.node(id).unwrap();
            (node.mark(), node.comment().map(str::to_string))
        })
        .collect();
    assert_eq!(
        main,
        [
            (Some(Mark::Brilliant), Some("妙手".to_string())),
            (Some(Mark::Mistake), None),
            (None, Some("!!!".to_string())),
        ]
    );
}
