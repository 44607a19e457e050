//! The running material and piece-square sums the evaluation starts from.
//!
//! The search reads the board itself from the rules crate's [`Position`]
//! ([`Position::mailbox`], [`Position::occupancy`]); what it keeps beside
//! it are the sums that would otherwise be recomputed over every piece at
//! every node: material plus piece-square values for the middlegame and
//! the endgame, the game phase and the number of pieces of each kind. They
//! are updated with each move made and taken back.

use xiangqi::{Color, Piece, Position, Role};

use crate::pst::{piece_value, PHASE_WEIGHT};

/// The role index (1..=7) of a non-empty [`Piece::code`].
#[inline]
pub fn role_index(code: u8) -> usize {
    (code & 7) as usize
}

/// The role of a non-empty [`Piece::code`].
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

/// Incremental evaluation sums of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Material {
    /// Middlegame material + square sums per colour.
    pub mg: [i32; 2],
    /// Endgame material + square sums per colour.
    pub eg: [i32; 2],
    /// Game phase: sum of [`PHASE_WEIGHT`] over the board.
    pub phase: i32,
    /// Number of pieces per [`Piece::code`].
    pub count: [u8; 16],
}

impl Material {
    /// The sums of `pos`.
    pub fn from_position(pos: &Position) -> Material {
        let mut m = Material {
            mg: [0; 2],
            eg: [0; 2],
            phase: 0,
            count: [0; 16],
        };
        for (s, p) in pos.pieces() {
            m.add(p.code(), s.index());
        }
        m
    }

    #[inline]
    fn add(&mut self, code: u8, s: usize) {
        // The colour index: codes are below 16, Black's have bit 3 set.
        let c = (code >> 3) as usize;
        let (m, e) = piece_value(role_of(code), c == 0, s);
        self.mg[c] += m;
        self.eg[c] += e;
        self.phase += PHASE_WEIGHT[role_index(code)];
        self.count[code as usize] += 1;
    }

    #[inline]
    fn remove(&mut self, code: u8, s: usize) {
        // The colour index: codes are below 16, Black's have bit 3 set.
        let c = (code >> 3) as usize;
        let (m, e) = piece_value(role_of(code), c == 0, s);
        self.mg[c] -= m;
        self.eg[c] -= e;
        self.phase -= PHASE_WEIGHT[role_index(code)];
        self.count[code as usize] -= 1;
    }

    /// Accounts for `piece` (a code) moving from index `from` to `to`,
    /// taking `captured` (0 for none).
    #[inline]
    pub fn make(&mut self, piece: u8, captured: u8, from: usize, to: usize) {
        if captured != 0 {
            self.remove(captured, to);
        }
        self.remove(piece, from);
        self.add(piece, to);
    }

    /// Takes back [`Material::make`] with the same arguments.
    #[inline]
    pub fn unmake(&mut self, piece: u8, captured: u8, from: usize, to: usize) {
        self.remove(piece, to);
        self.add(piece, from);
        if captured != 0 {
            self.add(captured, to);
        }
    }

    /// Number of pieces of `color` and `role`.
    #[inline]
    pub fn count_of(&self, color: Color, role: Role) -> i32 {
        self.count[Piece::new(color, role).code() as usize] as i32
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::Move;

    #[test]
    fn make_unmake_restores_sums() {
        let mut pos = Position::startpos();
        let mut sums = Material::from_position(&pos);
        let before = sums.clone();
        assert_eq!(sums.mg[0], sums.mg[1]);
        assert_eq!(sums.count_of(Color::Black, Role::Soldier), 5);
        // The cannon takes the horse on h9.
        let m: Move = "h2h9".parse().unwrap();
        let (from, to) = (m.from.index(), m.to.index());
        let (piece, captured) = (pos.mailbox()[from], pos.mailbox()[to]);
        assert_eq!(Piece::from_code(captured), pos.piece_at(m.to));
        sums.make(piece, captured, from, to);
        let undo = pos.do_move(m);
        assert_eq!(sums, Material::from_position(&pos));
        assert!(sums.phase < before.phase);
        assert!(sums.mg[0] > sums.mg[1]);
        assert_eq!(sums.count_of(Color::Black, Role::Horse), 1);
        pos.undo_move(m, undo);
        sums.unmake(piece, captured, from, to);
        assert_eq!(sums, before);
    }
}
