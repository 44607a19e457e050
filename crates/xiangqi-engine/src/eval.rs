//! Static evaluation, in centipawns from the side to move's point of view.
//!
//! The score is the phase-interpolated material and piece-square sum kept
//! incrementally by [`Board`], plus terms computed from the board:
//!
//! * **General safety.** Advisors guard against horses and chariots,
//!   elephants against cannons; each missing defender costs in proportion
//!   to the enemy attackers that exploit it.
//! * **Central cannon.** An enemy cannon on the general's file with nothing
//!   in between (the "empty-headed cannon") pins the centre and is a lasting
//!   threat; with two screens it prepares a discovered check.
//! * **Mobility.** A chariot's value depends on open lines; a horse whose
//!   legs are blocked can be nearly worthless, so a horse with few moves is
//!   penalised.
//! * **Tempo.** A small bonus for the side to move.

use xiangqi::{Color, Position, Role};

use crate::board::{Board, BLACK_BIT, HORSE_STEPS};
use crate::pst::PHASE_MAX;

/// Bonus for having the move.
const TEMPO: i32 = 10;
/// Penalty per missing advisor, per enemy horse / chariot / cannon.
const ADVISOR_GUARD: [i32; 3] = [18, 10, 6];
/// Penalty per missing elephant, per enemy horse / chariot / cannon.
const ELEPHANT_GUARD: [i32; 3] = [4, 5, 16];
/// Bonus of an enemy cannon facing the general on an open file.
const EMPTY_HEADED_CANNON: i32 = 60;
/// Bonus of a cannon on the general's file behind two screens.
const CANNON_TWO_SCREENS: i32 = 15;
/// Chariot mobility bonus per reachable point.
const CHARIOT_MOBILITY: i32 = 3;
/// Horse bonus by number of available moves (blocked legs cost).
const HORSE_MOBILITY: [i32; 9] = [-40, -20, -8, 0, 4, 8, 10, 12, 14];

/// Weights of the non-material terms, adjustable so that evaluation
/// variants can be compared in self-play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EvalParams {
    /// Mobility weight in percent of the built-in values.
    pub mobility: i32,
    /// General-safety weight in percent of the built-in values.
    pub safety: i32,
    /// Bonus per chariot, horse or crossed soldier next to the enemy palace,
    /// multiplied by the number of such attackers (attacks need company).
    pub palace_attack: i32,
}

impl Default for EvalParams {
    fn default() -> Self {
        EvalParams {
            mobility: 100,
            safety: 100,
            palace_attack: 0,
        }
    }
}

/// Evaluates `pos` (mirrored by `b`) for the side to move.
pub fn evaluate(b: &Board, pos: &Position) -> i32 {
    evaluate_with(b, pos, &EvalParams::default())
}

/// Evaluates with explicit term weights.
pub fn evaluate_with(b: &Board, pos: &Position, p: &EvalParams) -> i32 {
    let phase = b.phase.min(PHASE_MAX);
    let mg = b.mg[0] - b.mg[1];
    let eg = b.eg[0] - b.eg[1];
    let mut s = (mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX;
    s += side_terms(b, pos, Color::Red, p) - side_terms(b, pos, Color::Black, p);
    match pos.side_to_move() {
        Color::Red => s + TEMPO,
        Color::Black => -s + TEMPO,
    }
}

/// Terms for `us`: our mobility and the pressure we put on the enemy general.
fn side_terms(b: &Board, pos: &Position, us: Color, p: &EvalParams) -> i32 {
    let them = us.other();
    let ubit = (us as u8) << 3;
    let mut safety = 0;
    let mut mobility = 0;
    let mut near_palace = 0;

    // Pressure on their general from missing defenders.
    let horses = b.count_of(us, Role::Horse);
    let chariots = b.count_of(us, Role::Chariot);
    let cannons = b.count_of(us, Role::Cannon);
    let missing_adv = 2 - b.count_of(them, Role::Advisor);
    let missing_ele = 2 - b.count_of(them, Role::Elephant);
    let attackers = [horses, chariots, cannons];
    for i in 0..3 {
        safety += missing_adv * ADVISOR_GUARD[i] * attackers[i];
        safety += missing_ele * ELEPHANT_GUARD[i] * attackers[i];
    }

    let g = pos.general_square(them).index();
    let gfile = g % 9;
    // The enemy palace with the ranks in front of it, files c..g.
    let (rlo, rhi) = if us == Color::Red { (6, 9) } else { (0, 3) };
    let mut bb = b.occ[us as usize];
    while bb != 0 {
        let from = bb.trailing_zeros() as usize;
        bb &= bb - 1;
        let code = b.sq[from];
        match code & 7 {
            4 => {
                let st = &HORSE_STEPS[from];
                let mut n = 0;
                for i in 0..st.len as usize {
                    let t = b.sq[st.to[i] as usize];
                    if b.sq[st.leg[i] as usize] == 0 && (t == 0 || t & BLACK_BIT != ubit) {
                        n += 1;
                    }
                }
                mobility += HORSE_MOBILITY[n];
            }
            5 => mobility += CHARIOT_MOBILITY * chariot_reach(b, from),
            6 if from % 9 == gfile => match between_on_file(b, from, g) {
                0 => safety += EMPTY_HEADED_CANNON,
                2 => safety += CANNON_TWO_SCREENS,
                _ => {}
            },
            _ => {}
        }
        if matches!(code & 7, 4 | 5 | 7) {
            let (f, r) = (from % 9, from / 9);
            if (2..=6).contains(&f) && (rlo..=rhi).contains(&r) {
                near_palace += 1;
            }
        }
    }
    (safety * p.safety + mobility * p.mobility) / 100 + p.palace_attack * near_palace * near_palace
}

/// Points a chariot on `from` can move to or capture on.
#[inline]
fn chariot_reach(b: &Board, from: usize) -> i32 {
    let file = from % 9;
    let mut n = 0;
    let mut s = from;
    while s + 9 < 90 {
        s += 9;
        n += 1;
        if b.sq[s] != 0 {
            break;
        }
    }
    s = from;
    while s >= 9 {
        s -= 9;
        n += 1;
        if b.sq[s] != 0 {
            break;
        }
    }
    for s in from + 1..from + 9 - file {
        n += 1;
        if b.sq[s] != 0 {
            break;
        }
    }
    for s in (from - file..from).rev() {
        n += 1;
        if b.sq[s] != 0 {
            break;
        }
    }
    n
}

/// Pieces strictly between two points on one file.
#[inline]
fn between_on_file(b: &Board, a: usize, c: usize) -> u32 {
    let (lo, hi) = if a < c { (a, c) } else { (c, a) };
    let mut n = 0;
    let mut s = lo + 9;
    while s < hi {
        if b.sq[s] != 0 {
            n += 1;
        }
        s += 9;
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval_fen(fen: &str) -> i32 {
        let pos = Position::from_fen(fen).unwrap();
        evaluate(&Board::from_position(&pos), &pos)
    }

    #[test]
    fn start_position_is_balanced() {
        let e = eval_fen(xiangqi::START_FEN);
        assert_eq!(e, TEMPO);
    }

    #[test]
    fn symmetric_for_both_sides() {
        // The same position with colours swapped and board rotated.
        let a = eval_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b");
        let b = eval_fen("rnbakabnr/9/4c2c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
        assert_eq!(a, b);
    }

    #[test]
    fn extra_chariot_wins() {
        let e = eval_fen("rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
        assert!(e > 800, "{e}");
    }
}
