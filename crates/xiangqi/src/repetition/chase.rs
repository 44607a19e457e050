//! Which attacks are chases, and which pieces give check, in one position.
//!
//! Pieces are named by the ids the cycle replay gives them (see
//! [`judge`](super::judge)), so a piece keeps its id as it moves.

use super::value::{can_chase, value, CHASEABLE};
use crate::attacks::{general_attacked, piece_attacks};
use crate::color::Color;
use crate::piece::Piece;
use crate::position::Position;
use crate::role::Role;
use crate::square::Square;

/// Marks an empty point in the identity map.
pub(super) const NO_ID: u8 = u8::MAX;
/// At most 32 pieces are on the board, so piece ids fit a `u32` mask.
pub(super) const MAX_IDS: usize = 32;

/// Whether moving the piece on `from` to `to` leaves `side`'s general safe,
/// `general` being where that general stands before the move.
fn capture_is_legal(board: &[u8; 90], from: usize, to: usize, side: Color, general: usize) -> bool {
    let mut b = *board;
    b[to] = b[from];
    b[from] = 0;
    let g = if from == general { to } else { general };
    !general_attacked(&b, g, side.other())
}

/// Whether the piece of `owner` on `t` could be legally recaptured after
/// the enemy piece on `a` captures it.
///
/// Only a legal recapture protects: a defender that is pinned, or a
/// cannon whose only screen was the capturing piece's starting point, does
/// not. Both rule books call a piece protected (有根) when its owner could
/// take back on its point; a recapture that is not a legal move cannot be
/// made, so it protects nothing. Fairy-Stockfish counts some illegal
/// recaptures as protection; this module does not, for that reason.
fn is_protected(pos: &Position, a: usize, t: usize, owner: Color) -> bool {
    let mut b = pos.board;
    b[t] = b[a];
    b[a] = 0;
    let general = pos.generals[owner.index()] as usize;
    let mut defenders = pos.occ[owner.index()] & !(1u128 << t);
    while defenders != 0 {
        let d = defenders.trailing_zeros() as usize;
        defenders &= defenders - 1;
        if piece_attacks(&b, d, b[d], t) && capture_is_legal(&b, d, t, owner, general) {
            return true;
        }
    }
    false
}

/// Whether an attack must be a legal capture to count in [`chase_map`].
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Legality {
    /// Only legal captures count (the position after a move).
    Required,
    /// Any attack counts, legal capture or not (the position before a move
    /// made in check: the attack was there, the check held it back).
    IgnoringCheck,
}

/// Whether the attack of `attacker` (on `a`) on `target` (on `t`) threatens
/// to win material, given that the capture is legal:
///
/// * a cheaper piece attacking a dearer one wins material even if the
///   target is protected (a horse on a chariot, an elephant on a cannon);
/// * otherwise the target must be unprotected, and an attack on a piece of
///   equal value that can legally take the attacker back is an offer to
///   exchange, not a chase (AXF rule 40).
fn threatens_material(pos: &Position, a: usize, attacker: Piece, t: usize, target: Piece) -> bool {
    let (av, tv) = (
        value(attacker, Square::from_index_unchecked(a)),
        value(target, Square::from_index_unchecked(t)),
    );
    if av < tv {
        return true;
    }
    let board = &pos.board;
    let them = target.color;
    let exchange = av == tv
        && piece_attacks(board, t, board[t], a)
        && capture_is_legal(board, t, a, them, pos.generals[them.index()] as usize);
    !exchange && !is_protected(pos, a, t, them)
}

/// Whether the piece on `a` holds the leg of the enemy horse on `t` that
/// would otherwise check its own general (on `g`).
fn holds_horse_leg(board: &[u8; 90], a: usize, t: usize, g: usize) -> bool {
    let mut b = *board;
    b[a] = 0;
    piece_attacks(&b, t, b[t], g)
}

/// For every enemy piece (by id) in `wanted`, the mask of `mover`'s pieces
/// (by id) whose attack on it counts as a chase in this position.
///
/// A pinned attacker does not chase: its capture would be illegal, so it
/// threatens nothing (the rule books define a chase by the capture that
/// can follow; Fairy-Stockfish counts some pinned attackers). Nor does a
/// piece holding the leg of a horse that would otherwise check its general
/// chase that horse: it may legally take it, but it cannot move otherwise,
/// and the AXF rules do not count its attack (rule 19, Diagrams 39 to 41).
/// A piece pinned by a cannon or chariot it attacks does chase it: the
/// AXF rules rule a chariot that parries a cannon's checks and attacks it
/// a chaser (Diagram 37, as set up in the rulings suite).
pub(super) fn chase_map(
    pos: &Position,
    ids: &[u8; 90],
    mover: Color,
    wanted: u32,
    legality: Legality,
) -> [u32; MAX_IDS] {
    let mut out = [0u32; MAX_IDS];
    let board = &pos.board;
    let them = mover.other();
    let my_general = pos.generals[mover.index()] as usize;
    let mut attackers_all = 0u128;
    let mut bb = pos.occ[mover.index()];
    while bb != 0 {
        let a = bb.trailing_zeros() as usize;
        bb &= bb - 1;
        if Piece::from_code(board[a]).is_some_and(can_chase) {
            attackers_all |= 1u128 << a;
        }
    }
    let mut targets = pos.occ[them.index()];
    while targets != 0 {
        let t = targets.trailing_zeros() as usize;
        targets &= targets - 1;
        let tid = ids[t] as usize;
        if tid >= MAX_IDS || wanted >> tid & 1 == 0 {
            continue;
        }
        let Some(tp) = Piece::from_code(board[t]) else {
            continue;
        };
        if value(tp, Square::from_index_unchecked(t)) < CHASEABLE {
            continue;
        }
        let mut attackers = attackers_all;
        while attackers != 0 {
            let a = attackers.trailing_zeros() as usize;
            attackers &= attackers - 1;
            let aid = ids[a] as usize;
            if aid >= MAX_IDS {
                continue;
            }
            let Some(ap) = Piece::from_code(board[a]) else {
                continue;
            };
            if !piece_attacks(board, a, board[a], t)
                || (legality == Legality::Required
                    && !capture_is_legal(board, a, t, mover, my_general))
                || (tp.role == Role::Horse && holds_horse_leg(board, a, t, my_general))
            {
                continue;
            }
            if threatens_material(pos, a, ap, t, tp) {
                out[tid] |= 1u32 << aid;
            }
        }
    }
    out
}

/// The ids of `mover`'s pieces attacking the enemy general.
pub(super) fn checker_ids(pos: &Position, ids: &[u8; 90], mover: Color) -> u32 {
    let g = pos.generals[mover.other().index()] as usize;
    let mut mask = 0u32;
    let mut bb = pos.occ[mover.index()];
    while bb != 0 {
        let a = bb.trailing_zeros() as usize;
        bb &= bb - 1;
        let id = ids[a] as usize;
        if id < MAX_IDS && piece_attacks(&pos.board, a, pos.board[a], g) {
            mask |= 1u32 << id;
        }
    }
    mask
}
