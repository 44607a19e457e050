//! The engine's own mirror of the board, kept in step with the rules
//! crate's `Position` during the search.
//!
//! `Position` keeps its board private and answers `piece_at` one square at a
//! time, which is too slow for an evaluation run at every node. The search
//! therefore updates this mirror with each move, together with the running
//! material + piece-square sums (so the bulk of the evaluation is
//! incremental) and piece counts.

use xiangqi::{Color, Move, Piece, Position, Role, Square};

use crate::pst::{piece_value, PHASE_WEIGHT};

/// Board codes use the rules crate's scheme: role (1..=7) plus 8 for Black.
pub const BLACK_BIT: u8 = 8;

/// The code of a piece.
#[inline]
pub fn code_of(p: Piece) -> u8 {
    p.role as u8 | ((p.color as u8) << 3)
}

/// The role index (1..=7) of a non-empty code.
#[inline]
pub fn role_index(code: u8) -> usize {
    (code & 7) as usize
}

/// The role of a non-empty code.
#[inline]
pub fn role_of(code: u8) -> Role {
    match code & 7 {
        1 => Role::General,
        2 => Role::Advisor,
        3 => Role::Elephant,
        4 => Role::Horse,
        5 => Role::Chariot,
        6 => Role::Cannon,
        _ => Role::Soldier,
    }
}

/// Horse steps from each square: destination and leg square, up to eight.
pub struct HorseSteps {
    /// Number of steps.
    pub len: u8,
    /// Destination squares.
    pub to: [u8; 8],
    /// Leg squares that must be empty.
    pub leg: [u8; 8],
}

const fn horse_table() -> [HorseSteps; 90] {
    const D: [(i32, i32, i32, i32); 8] = [
        (1, 2, 0, 1),
        (-1, 2, 0, 1),
        (1, -2, 0, -1),
        (-1, -2, 0, -1),
        (2, 1, 1, 0),
        (2, -1, 1, 0),
        (-2, 1, -1, 0),
        (-2, -1, -1, 0),
    ];
    let mut t = [const {
        HorseSteps {
            len: 0,
            to: [0; 8],
            leg: [0; 8],
        }
    }; 90];
    let mut s = 0;
    while s < 90 {
        let f = (s % 9) as i32;
        let r = (s / 9) as i32;
        let mut i = 0;
        while i < 8 {
            let (df, dr, lf, lr) = D[i];
            let (tf, tr) = (f + df, r + dr);
            if tf >= 0 && tf < 9 && tr >= 0 && tr < 10 {
                let n = t[s].len as usize;
                t[s].to[n] = (tr * 9 + tf) as u8;
                t[s].leg[n] = ((r + lr) * 9 + f + lf) as u8;
                t[s].len += 1;
            }
            i += 1;
        }
        s += 1;
    }
    t
}

/// Horse moves from every square.
pub static HORSE_STEPS: [HorseSteps; 90] = horse_table();

/// The mirror board with incremental evaluation sums.
#[derive(Clone)]
pub struct Board {
    /// Piece code per square, 0 when empty.
    pub sq: [u8; 90],
    /// Occupancy per colour (bit `i` = square index `i`).
    pub occ: [u128; 2],
    /// Middlegame material + square sums per colour.
    pub mg: [i32; 2],
    /// Endgame material + square sums per colour.
    pub eg: [i32; 2],
    /// Game phase: sum of [`PHASE_WEIGHT`] over the board.
    pub phase: i32,
    /// Number of pieces per code.
    pub count: [u8; 16],
}

impl Board {
    /// Builds the mirror of `pos`.
    pub fn from_position(pos: &Position) -> Board {
        let mut b = Board {
            sq: [0; 90],
            occ: [0; 2],
            mg: [0; 2],
            eg: [0; 2],
            phase: 0,
            count: [0; 16],
        };
        for (s, p) in pos.pieces() {
            b.add(code_of(p), s.index());
        }
        b
    }

    #[inline]
    fn add(&mut self, code: u8, s: usize) {
        let c = (code >> 3) as usize;
        self.sq[s] = code;
        self.occ[c] |= 1u128 << s;
        let (m, e) = piece_value(role_of(code), c == 0, s);
        self.mg[c] += m;
        self.eg[c] += e;
        self.phase += PHASE_WEIGHT[role_index(code)];
        self.count[code as usize] += 1;
    }

    #[inline]
    fn remove(&mut self, code: u8, s: usize) {
        let c = (code >> 3) as usize;
        self.sq[s] = 0;
        self.occ[c] &= !(1u128 << s);
        let (m, e) = piece_value(role_of(code), c == 0, s);
        self.mg[c] -= m;
        self.eg[c] -= e;
        self.phase -= PHASE_WEIGHT[role_index(code)];
        self.count[code as usize] -= 1;
    }

    /// Plays `m` (which must be legal in the mirrored position); returns
    /// the captured code (0 for none) for [`Board::unmake`].
    #[inline]
    pub fn make(&mut self, m: Move) -> u8 {
        let from = m.from.index();
        let to = m.to.index();
        let piece = self.sq[from];
        let captured = self.sq[to];
        if captured != 0 {
            self.remove(captured, to);
        }
        self.remove(piece, from);
        self.add(piece, to);
        captured
    }

    /// Takes back `m`.
    #[inline]
    pub fn unmake(&mut self, m: Move, captured: u8) {
        let from = m.from.index();
        let to = m.to.index();
        let piece = self.sq[to];
        self.remove(piece, to);
        self.add(piece, from);
        if captured != 0 {
            self.add(captured, to);
        }
    }

    /// Number of pieces of `color` and `role`.
    #[inline]
    pub fn count_of(&self, color: Color, role: Role) -> i32 {
        self.count[role as usize | ((color as usize) << 3)] as i32
    }

    /// Whether `color` has a chariot, horse or cannon: without one, a null
    /// move is unsafe because zugzwang-like positions become common.
    #[inline]
    pub fn has_major(&self, color: Color) -> bool {
        self.count_of(color, Role::Chariot)
            + self.count_of(color, Role::Horse)
            + self.count_of(color, Role::Cannon)
            > 0
    }

    /// The code on a square.
    #[inline]
    pub fn at(&self, s: Square) -> u8 {
        self.sq[s.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn make_unmake_restores_sums() {
        let pos = Position::startpos();
        let mut b = Board::from_position(&pos);
        let before = (b.mg, b.eg, b.phase, b.sq, b.occ);
        let m: Move = "h2h9".parse().unwrap();
        let cap = b.make(m);
        assert_eq!(cap, code_of(Piece::new(Color::Black, Role::Horse)));
        assert!(b.phase < before.2);
        b.unmake(m, cap);
        assert_eq!((b.mg, b.eg, b.phase, b.sq, b.occ), before);
        assert_eq!(b.mg[0], b.mg[1]);
        assert_eq!(HORSE_STEPS[0].len, 2);
    }
}
