//! Which defender pieces a solver piece attacks.

use xiangqi::{Position, Role, Square};

use crate::material::value;

/// The squares of `side`'s opponents that the piece on `from` attacks,
/// general excluded.
pub fn targets(pos: &Position, from: Square) -> Vec<Square> {
    let Some(attacker) = pos.piece_at(from) else {
        return Vec::new();
    };
    pos.pieces_of(attacker.color.other())
        .filter(|(sq, p)| {
            p.role != Role::General && pos.attackers_of(*sq, attacker.color).contains(&from)
        })
        .map(|(sq, _)| sq)
        .collect()
}

/// Whether attacking the piece on `target` from `from` threatens to win
/// material: the target is worth more than the attacker, or undefended.
pub fn worthwhile(pos: &Position, from: Square, target: Square) -> bool {
    match (pos.piece_at(from), pos.piece_at(target)) {
        (Some(a), Some(t)) => value(t.role) > value(a.role) || !pos.is_attacked(target, t.color),
        _ => false,
    }
}
