//! Move path enumeration, for testing move generation.

use crate::mv::Move;
use crate::position::Position;

/// Counts the leaf nodes of the legal move tree of the given depth.
///
/// ```
/// use xiangqi::{perft, Position};
/// let mut pos = Position::startpos();
/// assert_eq!(perft(&mut pos, 2), 1920);
/// ```
pub fn perft(pos: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves_in_place() as u64,
        _ => {
            let moves = pos.legal_moves();
            let mut n = 0;
            for &m in moves.iter() {
                let undo = pos.do_move(m);
                n += perft(pos, depth - 1);
                pos.undo_move(m, undo);
            }
            n
        }
    }
}

/// Perft split by first move: each legal move with the leaf count below it.
pub fn perft_divide(pos: &mut Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let moves = pos.legal_moves();
    moves
        .iter()
        .map(|&m| {
            let undo = pos.do_move(m);
            let n = perft(pos, depth - 1);
            pos.undo_move(m, undo);
            (m, n)
        })
        .collect()
}
