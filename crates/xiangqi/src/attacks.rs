//! Attack detection.

use crate::color::Color;
use crate::piece::Piece;
use crate::position::Position;
use crate::role::Role;
use crate::square::Square;
use crate::tables::{
    Steps, ADVISOR_STEPS, ELEPHANT_STEPS, GENERAL_STEPS, HORSE_ATTACKERS, HORSE_STEPS, RAY_DELTA,
    RAY_LEN, SOLDIER_STEPS,
};

const GENERAL: u8 = Role::General as u8;
const CHARIOT: u8 = Role::Chariot as u8;
const CANNON: u8 = Role::Cannon as u8;
const HORSE: u8 = Role::Horse as u8;
const SOLDIER: u8 = Role::Soldier as u8;

#[inline]
fn color_bit(c: Color) -> u8 {
    (c as u8) << 3
}

/// Whether `by` attacks the general on `g` along direction `d` (index
/// into `RAY_DELTA`): a chariot or general first on the ray, or a cannon
/// behind exactly one screen.
#[inline(always)]
pub(crate) fn ray_attacked(board: &[u8; 90], g: usize, d: usize, by: Color) -> bool {
    let cb = color_bit(by);
    let chariot = CHARIOT | cb;
    let cannon = CANNON | cb;
    let general = GENERAL | cb;
    let delta = RAY_DELTA[d];
    let mut n = RAY_LEN[g][d] as usize;
    let mut s = g;
    // First piece.
    let mut first = 0u8;
    while n > 0 {
        n -= 1;
        s = s.wrapping_add_signed(delta);
        let c = board[s];
        if c != 0 {
            first = c;
            break;
        }
    }
    if first == 0 {
        return false;
    }
    if first == chariot || first == general {
        return true;
    }
    // Second piece: a cannon behind exactly one screen.
    while n > 0 {
        n -= 1;
        s = s.wrapping_add_signed(delta);
        let c = board[s];
        if c != 0 {
            return c == cannon;
        }
    }
    false
}

/// Whether a horse of `by` attacks the general on `g`.
#[inline(always)]
pub(crate) fn horse_attacked(board: &[u8; 90], g: usize, by: Color) -> bool {
    let horse = HORSE | color_bit(by);
    let ha = &HORSE_ATTACKERS[g];
    let n = ha.len as usize;
    ha.to[..n]
        .iter()
        .zip(&ha.via[..n])
        .any(|(&h, &leg)| board[h as usize] == horse && board[leg as usize] == 0)
}

/// Whether the general standing on `g` is attacked by `by` on `board`,
/// counting a facing enemy general on an open file as an attack.
#[inline]
pub(crate) fn general_attacked(board: &[u8; 90], g: usize, by: Color) -> bool {
    if (0..4).any(|d| ray_attacked(board, g, d, by)) || horse_attacked(board, g, by) {
        return true;
    }
    let soldier = SOLDIER | color_bit(by);
    // An enemy soldier attacks forward (toward us) and sideways once across
    // the river, which it always is next to our general.
    let front = match by {
        Color::Red => g.checked_sub(9),
        Color::Black => Some(g + 9).filter(|&s| s < 90),
    };
    if let Some(f) = front {
        if board[f] == soldier {
            return true;
        }
    }
    let file = g % 9;
    (file > 0 && board[g - 1] == soldier) || (file < 8 && board[g + 1] == soldier)
}

#[inline]
fn in_steps(steps: &Steps, t: usize, board: &[u8; 90], need_via_empty: bool) -> bool {
    (0..steps.len as usize).any(|i| {
        steps.to[i] as usize == t && (!need_via_empty || board[steps.via[i] as usize] == 0)
    })
}

/// Number of pieces strictly between `a` and `b` if they share a file or rank.
pub(crate) fn pieces_between(board: &[u8; 90], a: usize, b: usize) -> Option<u32> {
    let (fa, ra, fb, rb) = (a % 9, a / 9, b % 9, b / 9);
    let step = if a == b {
        return None;
    } else if fa == fb {
        9
    } else if ra == rb {
        1
    } else {
        return None;
    };
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    Some(
        (lo + step..hi)
            .step_by(step)
            .filter(|&s| board[s] != 0)
            .count() as u32,
    )
}

/// Whether the piece `code` on `from` attacks (could capture on) `t`.
pub(crate) fn piece_attacks(board: &[u8; 90], from: usize, code: u8, t: usize) -> bool {
    let Some(p) = Piece::from_code(code) else {
        return false;
    };
    match p.role {
        Role::General => {
            in_steps(&GENERAL_STEPS[from], t, board, false)
                || (from % 9 == t % 9
                    && board[t] == (GENERAL | color_bit(p.color.other()))
                    && pieces_between(board, from, t) == Some(0))
        }
        Role::Advisor => in_steps(&ADVISOR_STEPS[from], t, board, false),
        Role::Elephant => in_steps(&ELEPHANT_STEPS[from], t, board, true),
        Role::Horse => in_steps(&HORSE_STEPS[from], t, board, true),
        Role::Chariot => pieces_between(board, from, t) == Some(0),
        Role::Cannon => pieces_between(board, from, t) == Some(1),
        Role::Soldier => in_steps(&SOLDIER_STEPS[p.color.index()][from], t, board, false),
    }
}

impl Position {
    /// The pieces of `by` attacking `sq`: those that could capture a piece
    /// standing there (a general "attacks" the opposing general along an
    /// open file).
    ///
    /// ```
    /// use xiangqi::{Color, Position};
    /// let pos = Position::startpos().play("h2e2".parse().unwrap()).unwrap();
    /// // The central cannon attacks the soldier on e6 over the screen on e3.
    /// let attackers = pos.attackers_of("e6".parse().unwrap(), Color::Red);
    /// assert_eq!(attackers, vec!["e2".parse().unwrap()]);
    /// assert!(pos.is_attacked("e6".parse().unwrap(), Color::Red));
    /// ```
    pub fn attackers_of(&self, sq: Square, by: Color) -> Vec<Square> {
        let t = sq.index();
        let mut bb = self.occ[by.index()];
        let mut out = Vec::new();
        while bb != 0 {
            let from = bb.trailing_zeros() as usize;
            bb &= bb - 1;
            if piece_attacks(&self.board, from, self.board[from], t) {
                out.push(Square::from_index_unchecked(from));
            }
        }
        out
    }

    /// Whether the side to move is in check (including a facing general).
    #[inline]
    pub fn is_check(&self) -> bool {
        let us = self.turn.index();
        general_attacked(&self.board, self.generals[us] as usize, self.turn.other())
    }

    /// The opposing pieces that attack the side to move's general.
    pub fn checkers(&self) -> Vec<Square> {
        self.attackers_of(self.general_square(self.turn), self.turn.other())
    }

    /// Whether any piece of `by` attacks `sq`.
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        let t = sq.index();
        let mut bb = self.occ[by.index()];
        while bb != 0 {
            let from = bb.trailing_zeros() as usize;
            bb &= bb - 1;
            if piece_attacks(&self.board, from, self.board[from], t) {
                return true;
            }
        }
        false
    }
}
