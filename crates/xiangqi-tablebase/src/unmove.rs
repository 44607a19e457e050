//! Positions one move before a given one: the retrograde step.
//!
//! The candidates are generous (every point a piece of its kind could have
//! come from, blocking ignored where that is simpler) and each one is then
//! confirmed by asking the rules crate whether the forward move is legal,
//! so the predecessors found are exactly those its move generator knows.

use xiangqi::{Color, Move, Position, Role, Square};

use crate::index::{Indexer, Slots};

/// Offsets (file, rank) a piece of `role` may have come from, besides the
/// straight lines of chariots and cannons.
fn steps(role: Role, color: Color) -> &'static [(i8, i8)] {
    match role {
        Role::General => &[(1, 0), (-1, 0), (0, 1), (0, -1)],
        Role::Advisor => &[(1, 1), (1, -1), (-1, 1), (-1, -1)],
        Role::Elephant => &[(2, 2), (2, -2), (-2, 2), (-2, -2)],
        Role::Horse => &[
            (1, 2),
            (1, -2),
            (-1, 2),
            (-1, -2),
            (2, 1),
            (2, -1),
            (-2, 1),
            (-2, -1),
        ],
        // A soldier came from behind it or from beside it.
        Role::Soldier => match color {
            Color::Red => &[(0, -1), (1, 0), (-1, 0)],
            Color::Black => &[(0, 1), (1, 0), (-1, 0)],
        },
        Role::Chariot | Role::Cannon => &[],
    }
}

/// Calls `f` with every predecessor of `pos` in the same ending: the
/// placement, the position (the other side to move) and the move from it
/// to `pos`. `slots` is the placement of `pos`. A predecessor may be
/// reached twice (through its mirror image); callers that count
/// predecessors remove repeats by number.
pub(crate) fn for_each_predecessor(
    ix: &Indexer,
    pos: &Position,
    slots: &Slots,
    mut f: impl FnMut(&Slots, Position, Move),
) {
    let mover = pos.side_to_move().other();
    let occupied = pos.occupancy(Color::Red) | pos.occupancy(Color::Black);
    let empty = |s: Square| occupied & (1u128 << s.index()) == 0;
    for slot in 0..ix.pieces() {
        let piece = ix.piece(slot);
        if piece.color != mover {
            continue;
        }
        let Some(to) = Square::from_index(slots[slot] as usize) else {
            continue;
        };
        let mut try_from = |from: Square| {
            let mut before = *slots;
            before[slot] = from.index() as u8;
            if ix.encode(&before).is_none() {
                return;
            }
            // Put the piece back and give the move to the mover.
            let mut prev = pos.clone();
            prev.do_null_move();
            prev.do_move(Move::new(to, from));
            prev.do_null_move();
            let m = Move::new(from, to);
            if prev.is_legal(m) {
                f(&before, prev, m);
            }
        };
        if matches!(piece.role, Role::Chariot | Role::Cannon) {
            for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let mut s = to;
                while let Some(next) = s.offset(df, dr) {
                    if !empty(next) {
                        break;
                    }
                    try_from(next);
                    s = next;
                }
            }
        } else {
            for &(df, dr) in steps(piece.role, piece.color) {
                if let Some(from) = to.offset(df, dr) {
                    if empty(from) {
                        try_from(from);
                    }
                }
            }
        }
    }
}
