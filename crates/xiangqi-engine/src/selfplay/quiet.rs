//! Whether a position is quiet: no capture sequence changes its static
//! evaluation. Only quiet positions are fitted, because the evaluation is
//! only ever trusted where quiescence search would stand pat.

use crate::eval::evaluate;
use crate::material::Material;
use crate::ordering::victim_value;
use xiangqi::{GenKind, MoveList, Position};

/// Captures followed at most this deep; longer sequences count as loud.
const MAX_DEPTH: u32 = 8;

/// Whether the capture-only search of `pos` returns its static evaluation.
pub fn is_quiet(pos: &Position) -> bool {
    let mut pos = pos.clone();
    let mut m = Material::from_position(&pos);
    let stand = evaluate(&m, &pos);
    qsearch(&mut pos, &mut m, -1_000_000, 1_000_000, MAX_DEPTH) == stand
}

/// Captures-only alpha-beta from the side to move's point of view, at most
/// `depth` captures deep.
fn qsearch(pos: &mut Position, m: &mut Material, mut alpha: i32, beta: i32, depth: u32) -> i32 {
    let stand = evaluate(m, pos);
    if stand >= beta {
        return stand;
    }
    alpha = alpha.max(stand);
    let mut list = MoveList::new();
    pos.generate(GenKind::Captures, &mut list);
    if list.is_empty() {
        return alpha;
    }
    if depth == 0 {
        // Captures remain: make the result differ from the stand-pat score
        // so the position is not taken as quiet.
        return alpha.max(stand + 1);
    }
    let mut moves: Vec<_> = list.iter().copied().collect();
    moves.sort_by_key(|&mv| -victim_value(pos, mv));
    for mv in moves {
        let (from, to) = (mv.from.index(), mv.to.index());
        let (piece, captured) = (pos.mailbox()[from], pos.mailbox()[to]);
        m.make(piece, captured, from, to);
        let undo = pos.do_move(mv);
        let score = -qsearch(pos, m, -beta, -alpha, depth - 1);
        pos.undo_move(mv, undo);
        m.unmake(piece, captured, from, to);
        if score >= beta {
            return score;
        }
        alpha = alpha.max(score);
    }
    alpha
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_is_quiet_and_a_hanging_chariot_is_not() {
        assert!(is_quiet(&Position::startpos()));
        // Red's chariot can take the black cannon on a2 for free.
        let loud = Position::from_fen("3k5/9/9/9/9/9/9/c8/9/R3K4 w").unwrap();
        assert!(!is_quiet(&loud));
    }
}
