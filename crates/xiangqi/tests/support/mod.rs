//! Random legal game trees for the format tests.

#![allow(dead_code)]

pub mod xqf_v18;

use xiangqi::{Color, GameTree, Mark, NodeId, Position, RecordResult};

/// What a format can carry, so generated trees survive a round trip.
#[derive(Clone, Copy)]
pub struct Carries {
    pub marks: bool,
    /// Tags from this list only, in this order.
    pub tags: &'static [&'static str],
    /// Longest tag value in characters.
    pub tag_len: usize,
}

pub const PGN: Carries = Carries {
    marks: true,
    tags: &[
        "Game",
        "Event",
        "Site",
        "Date",
        "Red",
        "Black",
        "Opening",
        "ECCO",
        "Variation",
        "Custom",
    ],
    tag_len: 20,
};

pub const DHTMLXQ: Carries = Carries {
    marks: false,
    tags: &[
        "Title",
        "Event",
        "Date",
        "Site",
        "Red",
        "Black",
        "Opening",
        "ECCO",
        "Variation",
    ],
    tag_len: 20,
};

/// XQF's header holds short strings: 15 bytes for most (7 Chinese
/// characters in GBK). Marks travel in the comments.
pub const XQF: Carries = Carries {
    marks: true,
    tags: &["Title", "Event", "Date", "Site", "Red", "Black"],
    tag_len: 7,
};

const COMMENT_CHARS: &[char] = &[
    'a', 'Z', '1', ' ', '!', '?', '(', ')', '[', ']', '|', '\\', '"', ';', '\n', '炮', '马', '红',
    '黑', '，', '。', '先', '胜',
];

const TAG_CHARS: &[char] = &['a', 'B', '0', ' ', '.', '-', '许', '银', '川', '象', '棋'];

/// A deterministic stream of numbers from proptest's seeds.
pub struct Picks<'a> {
    seeds: &'a [u32],
    at: usize,
}

impl<'a> Picks<'a> {
    pub fn new(seeds: &'a [u32]) -> Self {
        Picks { seeds, at: 0 }
    }

    pub fn next(&mut self, n: usize) -> usize {
        if n == 0 || self.seeds.is_empty() {
            return 0;
        }
        let v = self.seeds[self.at % self.seeds.len()]
            .wrapping_add(((self.at / self.seeds.len()) as u32).wrapping_mul(2_654_435_761));
        self.at += 1;
        v as usize % n
    }

    fn text(&mut self, chars: &[char], max: usize) -> String {
        let len = 1 + self.next(max);
        (0..len).map(|_| chars[self.next(chars.len())]).collect()
    }
}

/// A start position: the standard one, or a set-up reached by random
/// moves, with its counters reset as binary formats store none.
fn start(picks: &mut Picks) -> Position {
    let mut pos = Position::startpos();
    if picks.next(3) != 0 {
        return pos;
    }
    for _ in 0..picks.next(30) {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.do_move(moves[picks.next(moves.len())]);
    }
    let fen = pos.to_fen();
    let board_and_side: Vec<&str> = fen.split(' ').take(2).collect();
    Position::from_fen(&format!(
        "{} {} - - 0 1",
        board_and_side[0], board_and_side[1]
    ))
    .unwrap()
}

/// A random tree of about `size` moves with variations, comments and
/// (when the format has them) marks.
pub fn random_tree(seeds: &[u32], size: usize, carries: Carries) -> GameTree {
    let mut picks = Picks::new(seeds);
    let mut tree = GameTree::new(start(&mut picks));
    for &tag in carries.tags {
        if picks.next(2) == 0 {
            let value = picks.text(TAG_CHARS, carries.tag_len);
            tree.set_tag(tag, value.trim());
        }
    }
    tree.tags.retain(|(_, v)| !v.is_empty());
    tree.result = [
        RecordResult::RedWins,
        RecordResult::BlackWins,
        RecordResult::Draw,
        RecordResult::Unfinished,
    ][picks.next(4)];
    if picks.next(3) == 0 {
        let c = picks.text(COMMENT_CHARS, 12);
        tree.set_comment(NodeId::ROOT, Some(c)).unwrap();
    }
    let mut ids = vec![NodeId::ROOT];
    let mut last = NodeId::ROOT;
    for _ in 0..size {
        // Mostly extend the last line; sometimes branch anywhere.
        let at = if picks.next(4) == 0 {
            ids[picks.next(ids.len())]
        } else {
            last
        };
        let pos = tree.position_at(at).unwrap();
        let moves = pos.legal_moves();
        if moves.is_empty() {
            last = NodeId::ROOT;
            continue;
        }
        let node = tree.add_move(at, moves[picks.next(moves.len())]).unwrap();
        if picks.next(4) == 0 {
            let c = picks.text(COMMENT_CHARS, 16);
            tree.set_comment(node, Some(c)).unwrap();
        }
        if carries.marks && picks.next(5) == 0 {
            tree.set_mark(node, Some(Mark::ALL[picks.next(6)])).unwrap();
        }
        ids.push(node);
        last = node;
    }
    tree
}

/// The side to move first in a tree's start position.
pub fn first_side(tree: &GameTree) -> Color {
    tree.start().side_to_move()
}
