//! Placing the move records in the game tree.
//!
//! The records after the root's hold the tree in preorder: a move, then
//! the subtree of its first reply (when its "child" flag is set), then
//! its next alternative (when its "sibling" flag is set).
//!
//! Files in circulation hold records that cannot be played where they
//! stand, and other readers pass over them:
//!
//! * a move written twice, the second copy as its own reply (the piece
//!   has already gone): the copy is left out and the replies recorded
//!   under it follow the first one, where they belong;
//! * a move that is not legal (into check, or ignoring one), or a line
//!   copied again after its own end: the move is left out with the moves
//!   recorded after it, which cannot be placed without it; its
//!   alternatives are kept.
//!
//! Only a file in which not one move can be placed is refused, with the
//! first move that could not be played.

use std::rc::Rc;

use super::header::code_square;
use super::marks;
use super::record::{Data, Record};
use crate::formats::error::tree_error_kind;
use crate::formats::error::ImportErrorKind;
use crate::mv::Move;
use crate::position::Position;
use crate::tree::{GameTree, NodeId, TreeError};

/// Where the next record goes: after `node`, in `pos`, at ply `ply + 1`.
/// Positions are shared between the places still to come back to.
#[derive(Clone)]
struct Slot {
    node: NodeId,
    pos: Rc<Position>,
    ply: usize,
}

/// The most records read. Records that repeat a move or are left out
/// add no node, so they are counted apart from the tree's own limit;
/// this bounds the places kept for the alternatives still to read.
const MAX_RECORDS: usize = 2 * crate::tree::MAX_NODES;

/// Reads the records after the root's into `tree`.
pub(super) fn read_moves(tree: &mut GameTree, data: &mut Data) -> Result<(), ImportErrorKind> {
    let mut slot = Some(Slot {
        node: NodeId::ROOT,
        pos: Rc::new(tree.start().clone()),
        ply: 0,
    });
    // The places where an alternative is still to come; `None` inside a
    // line that was left out.
    let mut pending: Vec<Option<Slot>> = Vec::new();
    let mut first_unplayable = None;
    for _ in 0..MAX_RECORDS {
        let record = data.record()?;
        let (has_child, has_sibling) = (record.has_child, record.has_sibling);
        if has_sibling {
            pending.push(slot.clone());
        }
        let next = match &slot {
            Some(at) => place(tree, at, record, &mut first_unplayable)?,
            None => None,
        };
        if has_child {
            slot = next;
        } else {
            match pending.pop() {
                Some(s) => slot = s,
                None => {
                    return match first_unplayable {
                        Some(kind) if tree.is_empty() => Err(kind),
                        _ => Ok(()),
                    }
                }
            }
        }
    }
    Err(ImportErrorKind::TooManyMoves {
        max: crate::tree::MAX_NODES,
    })
}

/// Adds the record's move at `at`, and returns where its reply goes:
/// after the new node, at `at` again for a repeated move, `None` when
/// the move is left out with its replies. The first move left out is
/// kept in `first_unplayable`.
fn place(
    tree: &mut GameTree,
    at: &Slot,
    record: Record,
    first_unplayable: &mut Option<ImportErrorKind>,
) -> Result<Option<Slot>, ImportErrorKind> {
    let squares = code_square(record.from).zip(code_square(record.to));
    let mv = squares.map(|(from, to)| Move::new(from, to));
    let added = match mv {
        Some(mv) => tree
            .add_move_in(at.node, &at.pos, mv)
            .map(|node| (node, mv)),
        // A square off the board: reported as an illegal move.
        None => Err(TreeError::UnknownNode),
    };
    match added {
        Ok((node, mv)) => {
            let (mark, comment) = marks::from_comment(record.comment);
            let _ = tree.set_comment(node, comment);
            let _ = tree.set_mark(node, mark);
            let mut pos = Position::clone(&at.pos);
            pos.do_move(mv);
            Ok(Some(Slot {
                node,
                pos: Rc::new(pos),
                ply: at.ply + 1,
            }))
        }
        Err(e @ (TreeError::TooManyNodes { .. } | TreeError::NestedTooDeep { .. })) => {
            Err(tree_error_kind(e, at.ply + 1, &at.pos, String::new()))
        }
        Err(e) => {
            if first_unplayable.is_none() {
                let text = format!("{}{}", square_text(record.from), square_text(record.to));
                *first_unplayable = Some(tree_error_kind(e, at.ply + 1, &at.pos, text));
            }
            let repeated = mv.is_some() && tree.node(at.node).and_then(|n| n.mv()) == mv;
            Ok(repeated.then(|| at.clone()))
        }
    }
}

/// A square's ICCS name, `??` for a code off the board.
fn square_text(code: u8) -> String {
    code_square(code).map_or("??".into(), |s| s.to_string())
}
