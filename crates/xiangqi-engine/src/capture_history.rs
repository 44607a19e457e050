//! Capture history: how often a capture (by this piece, on this square,
//! of this kind of victim) refuted a position, to order captures of
//! similar value by what worked before rather than by value alone.
//!
//! Most valuable victim, least valuable attacker still decides between
//! captures of clearly different value: the history moves a capture by at
//! most [`MAX_SHIFT`], less than a chariot's lead over a cannon.

use xiangqi::{Move, Position};

use crate::history_gravity::{with_gravity, HISTORY_MAX};
use crate::material::role_index;

/// Scores stay within ±`LIMIT`, the quiet history's bound.
const LIMIT: i32 = HISTORY_MAX;
/// The most a capture's history moves its ordering score.
const MAX_SHIFT: i32 = LIMIT / DIVISOR;
/// History score per point of ordering score.
const DIVISOR: i32 = 64;

/// Capture history by the capturing piece's code, the destination and
/// the victim's role.
#[derive(Clone)]
pub struct CaptureHistory {
    table: Box<[[[i16; 8]; 90]; 16]>,
}

impl Default for CaptureHistory {
    fn default() -> Self {
        CaptureHistory::new()
    }
}

impl CaptureHistory {
    /// Knows nothing yet.
    pub fn new() -> CaptureHistory {
        CaptureHistory {
            table: Box::new([[[0; 8]; 90]; 16]),
        }
    }

    /// Ages every score before a new search, as the quiet history is.
    pub fn age(&mut self) {
        for h in self.table.iter_mut().flatten().flatten() {
            *h /= 4;
        }
    }

    #[inline]
    fn slot(&self, pos: &Position, m: Move) -> (usize, usize, usize) {
        let b = pos.mailbox();
        (
            b[m.from.index()] as usize,
            m.to.index(),
            role_index(b[m.to.index()]),
        )
    }

    /// What the history adds to capture `m`'s ordering score, within
    /// ±[`MAX_SHIFT`].
    #[inline]
    pub fn shift(&self, pos: &Position, m: Move) -> i32 {
        let (piece, to, victim) = self.slot(pos, m);
        (i32::from(self.table[piece][to][victim]) / DIVISOR).clamp(-MAX_SHIFT, MAX_SHIFT)
    }

    /// Records a cutoff at `depth`: `best` (if a capture caused it) gains,
    /// the captures `tried` before it lose.
    pub fn reward(&mut self, pos: &Position, best: Option<Move>, depth: i32, tried: &[Move]) {
        let bonus = (depth * depth).min(400);
        if let Some(m) = best {
            self.update(pos, m, bonus);
        }
        for &m in tried {
            self.update(pos, m, -bonus);
        }
    }

    #[inline]
    fn update(&mut self, pos: &Position, m: Move, bonus: i32) {
        let (piece, to, victim) = self.slot(pos, m);
        let h = &mut self.table[piece][to][victim];
        *h = with_gravity(i32::from(*h), bonus) as i16;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    #[test]
    fn a_refuting_capture_rises_and_those_before_it_fall() {
        // Both cannons can take a horse.
        let pos = Position::startpos();
        let mut h = CaptureHistory::new();
        assert_eq!(h.shift(&pos, mv("b2b9")), 0);
        for _ in 0..200 {
            h.reward(&pos, Some(mv("h2h9")), 20, &[mv("b2b9")]);
        }
        assert!(h.shift(&pos, mv("h2h9")) > 0);
        assert!(h.shift(&pos, mv("b2b9")) < 0);
        // Never past the bound, however often.
        assert!(h.shift(&pos, mv("h2h9")) <= MAX_SHIFT);
        assert!(h.shift(&pos, mv("b2b9")) >= -MAX_SHIFT);
        // A quiet move's cutoff lowers the captures tried before it.
        let before = h.shift(&pos, mv("h2h9"));
        h.reward(&pos, None, 20, &[mv("h2h9")]);
        assert!(h.shift(&pos, mv("h2h9")) < before);
        // Ageing brings every score toward zero.
        let before = h.shift(&pos, mv("h2h9"));
        h.age();
        assert!(h.shift(&pos, mv("h2h9")).abs() < before.abs());
    }
}
