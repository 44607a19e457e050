//! The network's inputs: which piece stands on which point, seen from one
//! side. From side P's view a piece of P's is one of the first seven kinds
//! and the opponent's one of the last seven, and the board is turned so
//! that P sits at the bottom; 14 kinds × 90 points = [`INPUTS`].

use xiangqi::{Color, Position, Role};

/// The number of inputs.
pub const INPUTS: usize = 14 * 90;

fn role_index(role: Role) -> usize {
    Role::ALL.iter().position(|&r| r == role).unwrap_or(0)
}

/// The active inputs of `pos` from `side`'s view.
pub fn active(pos: &Position, side: Color) -> Vec<u16> {
    pos.pieces()
        .map(|(sq, piece)| {
            let kind = role_index(piece.role) + if piece.color == side { 0 } else { 7 };
            let point = if side == Color::Red { sq } else { sq.flip() };
            (kind * 90 + point.index()) as u16
        })
        .collect()
}

/// The two views a position is judged from: the side to move's first.
pub fn both(pos: &Position) -> [Vec<u16>; 2] {
    let us = pos.side_to_move();
    [active(pos, us), active(pos, us.other())]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_looks_the_same_from_either_side() {
        let red = Position::startpos();
        let black = red.play("h2e2".parse().unwrap()).unwrap();
        let [us, them] = both(&red);
        assert_eq!(us.len(), 32);
        assert!(us.iter().all(|&i| (i as usize) < INPUTS));
        let mut a = us.clone();
        let mut b = active(&red.clone(), Color::Black);
        a.sort();
        b.sort();
        // The start is symmetric: each side sees the same picture.
        assert_eq!(a, b);
        assert_eq!(them.len(), 32);
        // After a move the two views differ.
        let [m, o] = both(&black);
        assert_ne!(
            {
                let mut x = m;
                x.sort();
                x
            },
            {
                let mut y = o;
                y.sort();
                y
            }
        );
    }
}
