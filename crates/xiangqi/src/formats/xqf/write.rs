//! Writing XQF files.

use super::header::{self, square_code};
use super::keys::{self, Keys};
use super::marks;
use super::{XqfOptions, HEADER_LEN};
use crate::color::Color;
use crate::tree::{GameTree, NodeId};

pub(crate) fn write(tree: &GameTree, options: XqfOptions) -> Vec<u8> {
    let version = match options.version {
        0 => 10,
        v => v.min(18),
    };
    let mut h = vec![0u8; HEADER_LEN];
    h[0] = b'X';
    h[1] = b'Q';
    h[2] = version;
    let keys = if version <= 10 {
        Keys::PLAIN
    } else {
        keys::write_key_bytes(&mut h, options.key_seed);
        Keys::from_header(&h)
    };
    write_board(&mut h, tree, version, &keys);
    h[header::FIRST_SIDE] = u8::from(tree.start().side_to_move() == Color::Black);
    h[header::RESULT] = header::result_code(tree.result);
    for (offset, capacity, tag) in header::strings() {
        if let Some(value) = tree.tag(tag) {
            header::write_string(&mut h, offset, capacity, value);
        }
    }

    let mut data = Vec::new();
    write_record(
        &mut data,
        version,
        &keys,
        0,
        0,
        tree.root_comment(),
        !tree.is_empty(),
        false,
    );
    // Preorder: a node, its first child's subtree, then its next sibling.
    let mut stack: Vec<NodeId> = tree.children(NodeId::ROOT).iter().rev().copied().collect();
    while let Some(id) = stack.pop() {
        let Some(node) = tree.node(id) else { continue };
        let Some(mv) = node.mv() else { continue };
        let siblings = node.parent().map_or(&[][..], |p| tree.children(p));
        let has_sibling = siblings.last() != Some(&id);
        // The next sibling is already on the stack below; the children go
        // on top, first child last so it comes out first.
        let children = node.children();
        let comment = marks::to_comment(node.mark(), node.comment());
        write_record(
            &mut data,
            version,
            &keys,
            square_code(mv.from),
            square_code(mv.to),
            comment.as_deref(),
            !children.is_empty(),
            has_sibling,
        );
        stack.extend(children.iter().rev().copied());
    }
    if version > 10 {
        for (i, b) in data.iter_mut().enumerate() {
            *b = b.wrapping_add(keys.stream_at(i));
        }
    }
    h.extend_from_slice(&data);
    h
}

/// The 32 piece slots, encrypted and rotated as the version requires.
fn write_board(h: &mut [u8], tree: &GameTree, version: u8, keys: &Keys) {
    let plain = header::slots_of(tree.start());
    let mut shifted = [0u8; 32];
    for (s, p) in shifted.iter_mut().zip(plain) {
        // An empty slot (0xFF) must stay past 89 once the key is taken off.
        *s = p.wrapping_add(keys.xy);
    }
    let stored: [u8; 32] = if version >= 12 {
        std::array::from_fn(|i| shifted[(usize::from(keys.xy) + i + 1) % 32])
    } else {
        shifted
    };
    h[header::PIECES..header::PIECES + 32].copy_from_slice(&stored);
}

#[allow(clippy::too_many_arguments)]
fn write_record(
    data: &mut Vec<u8>,
    version: u8,
    keys: &Keys,
    from: u8,
    to: u8,
    comment: Option<&str>,
    has_child: bool,
    has_sibling: bool,
) {
    let comment = comment
        .map(|c| header::encode_gbk(c, usize::MAX))
        .unwrap_or_default();
    data.push(from.wrapping_add(0x18).wrapping_add(keys.xyf));
    data.push(to.wrapping_add(0x20).wrapping_add(keys.xyt));
    if version <= 10 {
        data.push(if has_child { 0xF0 } else { 0 } | if has_sibling { 0x0F } else { 0 });
        data.push(0);
        data.extend_from_slice(&(comment.len() as u32).to_le_bytes());
    } else {
        let flags = if has_child { 0x80 } else { 0 }
            | if has_sibling { 0x40 } else { 0 }
            | if comment.is_empty() { 0 } else { 0x20 };
        data.push(flags);
        data.push(0);
        if !comment.is_empty() {
            let len = (comment.len() as u32).wrapping_add(keys.comment_len);
            data.extend_from_slice(&len.to_le_bytes());
        }
    }
    data.extend_from_slice(&comment);
}
