//! 牵制 pin: a piece that cannot move without exposing its general.

use xiangqi::{Move, Position, Square};

use super::Walk;

/// Whether the piece on `sq` is pinned to its general: it has moves by
/// the rules of its kind, and every one of them would leave its own
/// general attacked. A chariot or cannon that can still slide along the
/// line of the pin is not counted, and nothing is known while its side is
/// in check.
pub fn is_pinned(pos: &Position, sq: Square) -> bool {
    let Some(piece) = pos.piece_at(sq) else {
        return false;
    };
    let mut p = pos.clone();
    if p.side_to_move() != piece.color {
        p.do_null_move();
    }
    if p.is_check() {
        return false;
    }
    let own: Vec<Move> = p
        .pseudo_legal_moves()
        .iter()
        .copied()
        .filter(|m| m.from == sq)
        .collect();
    !own.is_empty() && own.iter().all(|&m| !p.is_legal(m))
}

/// Whether the solver wins a pinned piece (it was pinned just before the
/// solver took it), or the defender is mated while a pinned piece of its
/// own attacks the checking piece.
pub fn pin(w: &Walk) -> bool {
    let wins_pinned = w
        .solver_plies()
        .any(|i| w.captured(i).is_some() && is_pinned(&w.positions[i], w.moves[i].to));
    let end = w.end();
    let mate_with_pinned_guard = w.ends_in_checkmate()
        && end.checkers().iter().any(|&c| {
            end.attackers_of(c, w.defender())
                .iter()
                .any(|&d| is_pinned(end, d))
        });
    wins_pinned || mate_with_pinned_guard
}

#[cfg(test)]
mod tests {
    use super::*;

    const PINNED: &str = "4k4/9/3Pn4/9/9/9/9/4R4/9/3K5 w - - 0 1";

    #[test]
    fn horse_on_the_chariots_file_is_pinned_and_won() {
        let pos = Position::from_fen(PINNED).unwrap();
        assert!(is_pinned(&pos, "e7".parse().unwrap()));
        assert!(pin(&Walk::from_iccs(PINNED, "d7e7")));
    }

    #[test]
    fn free_horse_is_not_pinned() {
        let fen = "4k4/9/3Pn4/9/9/9/9/9/9/3K5 w - - 0 1";
        let pos = Position::from_fen(fen).unwrap();
        assert!(!is_pinned(&pos, "e7".parse().unwrap()));
        assert!(!pin(&Walk::from_iccs(fen, "d7e7")));
    }
}
