//! Writing `[DhtmlXQ]` blocks (see the reader for the format).

use std::collections::VecDeque;

use super::board::assign_slots;
use super::dhtmlxq_read::{is_structural, TAG_NAMES};
use crate::color::Color;
use crate::mv::Move;
use crate::position::Position;
use crate::record::RecordResult;
use crate::square::Square;
use crate::tree::{GameTree, NodeId};

/// Escapes a value so the reader gives it back: line breaks as `||`, and
/// the characters that would end the tag or read as an escape as `\uXXXX`.
fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\n' => out.push_str("||"),
            '[' | ']' | '|' | '\\' | '\r' => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

/// Column from the left and row from the top.
fn point(sq: Square) -> String {
    format!("{}{}", sq.file(), 9 - sq.rank())
}

fn move_digits(mv: Move) -> String {
    point(mv.from) + &point(mv.to)
}

fn tag(out: &mut String, name: &str, value: &str) {
    out.push_str(&format!("[DhtmlXQ_{name}]{value}[/DhtmlXQ_{name}]\n"));
}

/// The DhtmlXQ name of a tree's tag; `None` when it has none.
fn tag_name(name: &str) -> Option<String> {
    if let Some((d, _)) = TAG_NAMES.iter().find(|(_, t)| t.eq_ignore_ascii_case(name)) {
        return Some(d.to_string());
    }
    let lower = name.to_ascii_lowercase();
    let plain = !lower.is_empty() && lower.bytes().all(|b| b.is_ascii_alphanumeric());
    (plain && !is_structural(&lower) && !TAG_NAMES.iter().any(|(d, _)| *d == lower))
        .then_some(lower)
}

/// A line to write: its number, the line it branches from, the step of
/// its first move and that move's node.
struct Line {
    own: u32,
    parent: u32,
    step: usize,
    first: NodeId,
}

pub(crate) fn write(tree: &GameTree) -> String {
    let mut out = String::from("[DhtmlXQ]\n");
    for (name, value) in &tree.tags {
        if let Some(name) = tag_name(name) {
            tag(&mut out, &name, &escape(value));
        }
    }
    let result = match tree.result {
        RecordResult::RedWins => "红胜",
        RecordResult::BlackWins => "黑胜",
        RecordResult::Draw => "和棋",
        RecordResult::Unfinished => "未知",
    };
    tag(&mut out, "result", result);

    // Red's pieces right to left, Black's left to right, as dpxq.com lists
    // them.
    let mut pieces: Vec<_> = tree.start().pieces().collect();
    pieces.sort_by_key(|&(sq, p)| {
        let file = i32::from(sq.file());
        (if p.color == Color::Red { -file } else { file }, sq.rank())
    });
    let binit: String = assign_slots(&pieces)
        .iter()
        .map(|s| s.map_or("99".to_string(), point))
        .collect();
    tag(&mut out, "binit", &binit);
    // The piece list says neither who moves first nor the move counters.
    if *tree.start() != Position::startpos() {
        tag(&mut out, "fen", &tree.start().to_fen());
    }

    let mut comments = Vec::new();
    if let Some(c) = tree.root_comment() {
        comments.push(("comment0".to_string(), escape(c)));
    }
    // Lines in the order found, so that a line's parent is written first.
    let mut lines = VecDeque::new();
    let mut next_own = 1;
    let root_children = tree.children(NodeId::ROOT);
    for &alt in root_children.iter().skip(1) {
        lines.push_back(Line {
            own: next_own,
            parent: 0,
            step: 1,
            first: alt,
        });
        next_own += 1;
    }
    let mut main = root_children.first().map(|&first| Line {
        own: 0,
        parent: 0,
        step: 1,
        first,
    });
    while let Some(line) = main.take().or_else(|| lines.pop_front()) {
        let mut digits = String::new();
        let mut node = line.first;
        let mut step = line.step;
        while let Some(n) = tree.node(node) {
            if let Some(mv) = n.mv() {
                digits.push_str(&move_digits(mv));
            }
            if let Some(c) = n.comment() {
                let key = if line.own == 0 {
                    format!("comment{step}")
                } else {
                    format!("comment{}_{step}", line.own)
                };
                comments.push((key, escape(c)));
            }
            let children = n.children();
            for &alt in children.iter().skip(1) {
                lines.push_back(Line {
                    own: next_own,
                    parent: line.own,
                    step: step + 1,
                    first: alt,
                });
                next_own += 1;
            }
            match children.first() {
                Some(&c) => node = c,
                None => break,
            }
            step += 1;
        }
        if line.own == 0 {
            tag(&mut out, "movelist", &digits);
        } else {
            tag(
                &mut out,
                &format!("move_{}_{}_{}", line.parent, line.step, line.own),
                &digits,
            );
        }
    }
    for (key, value) in comments {
        tag(&mut out, &key, &value);
    }
    out.push_str("[/DhtmlXQ]\n");
    out
}
