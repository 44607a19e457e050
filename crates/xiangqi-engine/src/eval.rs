//! Static evaluation, in centipawns from the side to move's point of view.
//!
//! The score is the phase-interpolated material and piece-square sum kept
//! incrementally by [`Material`], plus terms computed from the position's
//! board ([`Position::mailbox`]):
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
//! * **Coordination** (switches, off: measured, no gain on time; the
//!   `docs/engine.md` has the figures). A cannon's open lines, a cannon whose screen
//!   is its own chariot (a chariot-cannon battery: the chariot's attack
//!   along that line is doubled), crossed soldiers side by side (they guard
//!   each other); weighted as fitted (an open line turned out to count
//!   slightly against a cannon, which needs screens to attack).
//! * **Tempo.** A small bonus for the side to move.
//! * **Drawn endings** (a switch, off: measured, no gain). A side with no
//!   chariot, horse, cannon or soldier cannot mate; one such piece alone
//!   cannot break a full defence of two advisors and two elephants
//!   (单车/单马/单炮/单兵 against 士象全). The stronger side's advantage
//!   is then scaled down.

use xiangqi::{Color, Piece, Position, Role};

use crate::material::Material;
use crate::pst::PHASE_MAX;
use crate::tuned::{
    ADVISOR_GUARD, CANNON_MOBILITY, CANNON_TWO_SCREENS, CHARIOT_CANNON_BATTERY, CHARIOT_MOBILITY,
    ELEPHANT_GUARD, EMPTY_HEADED_CANNON, HORSE_MOBILITY, PALACE_ATTACK, SOLDIER_PAIR, TEMPO,
};

/// Horse steps from one point: destination and leg indices, up to eight.
struct HorseSteps {
    len: u8,
    to: [u8; 8],
    /// The point next to the horse that must be empty for each step.
    leg: [u8; 8],
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

/// Horse steps from every point, for horse mobility.
static HORSE_STEPS: [HorseSteps; 90] = horse_table();

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
    /// Scale down advantages that material says cannot win.
    pub endgame_draws: bool,
    /// Weigh cannon mobility, chariot-cannon batteries and soldier pairs.
    pub coordination: bool,
    /// Weigh soldier pairs alone (implied by `coordination`): the one
    /// coordination term that needs no line scan.
    pub soldier_pairs: bool,
}

impl Default for EvalParams {
    fn default() -> Self {
        EvalParams {
            mobility: 100,
            safety: 100,
            palace_attack: PALACE_ATTACK,
            endgame_draws: false,
            coordination: false,
            soldier_pairs: false,
        }
    }
}

/// Evaluates `pos`, whose running sums are `m`, for the side to move.
pub fn evaluate(m: &Material, pos: &Position) -> i32 {
    evaluate_with(m, pos, &EvalParams::default())
}

/// Evaluates with explicit term weights.
pub fn evaluate_with(m: &Material, pos: &Position, p: &EvalParams) -> i32 {
    let phase = m.phase.min(PHASE_MAX);
    let mg = m.mg[0] - m.mg[1];
    let eg = m.eg[0] - m.eg[1];
    let mut s = (mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX;
    s += side_terms(m, pos, Color::Red, p) - side_terms(m, pos, Color::Black, p);
    if p.endgame_draws {
        let ahead = if s > 0 { Color::Red } else { Color::Black };
        s /= drawn_ending_divisor(m, ahead);
    }
    match pos.side_to_move() {
        Color::Red => s + TEMPO,
        Color::Black => -s + TEMPO,
    }
}

/// What the board scan counts for one side: the inputs of its mobility and
/// attack terms. The tuner reads the same counts, so the evaluation and
/// its fitted weights cannot drift apart.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SideCounts {
    /// Our horses by number of available moves.
    pub horse_moves: [i32; 9],
    /// Points our chariots can move to or capture on, summed.
    pub chariot_reach: i32,
    /// Our cannons facing the enemy general with nothing in between.
    pub empty_headed_cannons: i32,
    /// Our cannons on the enemy general's file behind two screens.
    pub two_screen_cannons: i32,
    /// Our chariots, horses and soldiers next to the enemy palace.
    pub near_palace: i32,
    /// Points our cannons can move to, plus the captures they have.
    pub cannon_reach: i32,
    /// Lines on which one of our cannons has our own chariot as its
    /// screen: whatever the chariot attacks beyond is attacked twice.
    pub chariot_cannon_batteries: i32,
    /// Pairs of our soldiers side by side across the river: they guard
    /// each other and are hard to stop.
    pub soldier_pairs: i32,
}

/// Missing enemy advisors times our horses / chariots / cannons, then the
/// same for missing elephants: the inputs of the general-safety terms.
#[inline]
pub fn guard_gaps(m: &Material, us: Color) -> ([i32; 3], [i32; 3]) {
    let them = us.other();
    let attackers = [
        m.count_of(us, Role::Horse),
        m.count_of(us, Role::Chariot),
        m.count_of(us, Role::Cannon),
    ];
    let missing_adv = 2 - m.count_of(them, Role::Advisor);
    let missing_ele = 2 - m.count_of(them, Role::Elephant);
    (
        attackers.map(|a| a * missing_adv),
        attackers.map(|a| a * missing_ele),
    )
}

/// How much the advantage of `strong` shrinks because its material cannot
/// win: 16 without any piece that can give mate, 8 with a single one
/// against two advisors and two elephants, otherwise 1.
#[inline]
fn drawn_ending_divisor(m: &Material, strong: Color) -> i32 {
    let attackers = [Role::Chariot, Role::Horse, Role::Cannon, Role::Soldier]
        .map(|r| m.count_of(strong, r))
        .iter()
        .sum::<i32>();
    let weak = strong.other();
    let full_defence =
        m.count_of(weak, Role::Advisor) == 2 && m.count_of(weak, Role::Elephant) == 2;
    match attackers {
        0 => 16,
        1 if full_defence => 8,
        _ => 1,
    }
}

/// Terms for `us`: our mobility and the pressure we put on the enemy general.
#[inline]
fn side_terms(m: &Material, pos: &Position, us: Color, p: &EvalParams) -> i32 {
    let c = scan(pos, us, p.coordination, p.coordination || p.soldier_pairs);
    let (adv, ele) = guard_gaps(m, us);
    let mut safety =
        c.empty_headed_cannons * EMPTY_HEADED_CANNON + c.two_screen_cannons * CANNON_TWO_SCREENS;
    for i in 0..3 {
        safety += adv[i] * ADVISOR_GUARD[i] + ele[i] * ELEPHANT_GUARD[i];
    }
    let mut mobility = CHARIOT_MOBILITY * c.chariot_reach;
    for (n, w) in c.horse_moves.iter().zip(HORSE_MOBILITY) {
        mobility += n * w;
    }
    let coordination = CANNON_MOBILITY * c.cannon_reach
        + CHARIOT_CANNON_BATTERY * c.chariot_cannon_batteries
        + SOLDIER_PAIR * c.soldier_pairs;
    (safety * p.safety + mobility * p.mobility) / 100
        + p.palace_attack * c.near_palace * c.near_palace
        + coordination
}

/// Scans `us`'s pieces for every count the evaluation can weigh.
pub fn side_counts(pos: &Position, us: Color) -> SideCounts {
    scan(pos, us, true, true)
}

/// Scans `us`'s pieces; the cannons' coordination counts only with
/// `cannon_scans` (they stay zero otherwise, saving the line scans), the
/// soldier pairs only with `soldier_pairs`.
#[inline]
fn scan(pos: &Position, us: Color, cannon_scans: bool, soldier_pairs: bool) -> SideCounts {
    let them = us.other();
    let ubit = (us as u8) << 3;
    let mut c = SideCounts::default();
    let g = pos.general_square(them).index();
    let gfile = g % 9;
    // The enemy palace with the ranks in front of it, files c..g.
    let (rlo, rhi) = if us == Color::Red { (6, 9) } else { (0, 3) };
    let b = pos.mailbox();
    let mut bb = pos.occupancy(us);
    while bb != 0 {
        let from = bb.trailing_zeros() as usize;
        bb &= bb - 1;
        let code = b[from];
        match code & 7 {
            4 => {
                let st = &HORSE_STEPS[from];
                let mut n = 0;
                for i in 0..st.len as usize {
                    let t = b[st.to[i] as usize];
                    if b[st.leg[i] as usize] == 0 && (t == 0 || t & Piece::BLACK_BIT != ubit) {
                        n += 1;
                    }
                }
                c.horse_moves[n] += 1;
            }
            5 => c.chariot_reach += chariot_reach(b, from),
            6 => {
                if cannon_scans {
                    let (reach, batteries) = cannon_lines(b, from, ubit);
                    c.cannon_reach += reach;
                    c.chariot_cannon_batteries += batteries;
                }
                if from % 9 == gfile {
                    match between_on_file(b, from, g) {
                        0 => c.empty_headed_cannons += 1,
                        2 => c.two_screen_cannons += 1,
                        _ => {}
                    }
                }
            }
            7 if soldier_pairs => {
                let (f, r) = (from % 9, from / 9);
                let crossed = if us == Color::Red { r >= 5 } else { r <= 4 };
                if crossed && f < 8 && b[from + 1] == code {
                    c.soldier_pairs += 1;
                }
            }
            _ => {}
        }
        if matches!(code & 7, 4 | 5 | 7) {
            let (f, r) = (from % 9, from / 9);
            if (2..=6).contains(&f) && (rlo..=rhi).contains(&r) {
                c.near_palace += 1;
            }
        }
    }
    c
}

/// Points a chariot on `from` can move to or capture on.
#[inline]
fn chariot_reach(b: &[u8; 90], from: usize) -> i32 {
    let file = from % 9;
    let mut n = 0;
    let mut s = from;
    while s + 9 < 90 {
        s += 9;
        n += 1;
        if b[s] != 0 {
            break;
        }
    }
    s = from;
    while s >= 9 {
        s -= 9;
        n += 1;
        if b[s] != 0 {
            break;
        }
    }
    for &code in &b[from + 1..from + 9 - file] {
        n += 1;
        if code != 0 {
            break;
        }
    }
    for &code in b[from - file..from].iter().rev() {
        n += 1;
        if code != 0 {
            break;
        }
    }
    n
}

/// The four lines from a cannon on `from` (pieces of the side whose colour
/// bit is `ubit`): the points it can move to or capture on, and the lines
/// whose screen is one of its own side's chariots.
#[inline]
fn cannon_lines(b: &[u8; 90], from: usize, ubit: u8) -> (i32, i32) {
    let (file, rank) = ((from % 9) as i32, (from / 9) as i32);
    let chariot = 5 | ubit;
    let mut reach = 0;
    let mut batteries = 0;
    for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
        let (mut f, mut r) = (file + df, rank + dr);
        let mut screened = false;
        while (0..9).contains(&f) && (0..10).contains(&r) {
            let code = b[(r * 9 + f) as usize];
            if !screened {
                if code == 0 {
                    reach += 1;
                } else {
                    if code == chariot {
                        batteries += 1;
                    }
                    screened = true;
                }
            } else if code != 0 {
                if code & Piece::BLACK_BIT != ubit {
                    reach += 1;
                }
                break;
            }
            f += df;
            r += dr;
        }
    }
    (reach, batteries)
}

/// Pieces strictly between two points on one file.
#[inline]
fn between_on_file(b: &[u8; 90], a: usize, c: usize) -> u32 {
    let (lo, hi) = if a < c { (a, c) } else { (c, a) };
    let mut n = 0;
    let mut s = lo + 9;
    while s < hi {
        if b[s] != 0 {
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
        evaluate(&Material::from_position(&pos), &pos)
    }

    #[test]
    fn horse_steps_stay_on_the_board() {
        assert_eq!(HORSE_STEPS[0].len, 2);
        assert_eq!(HORSE_STEPS[4 * 9 + 4].len, 8);
        // From a0: b2 over a1, c1 over b0.
        assert_eq!(HORSE_STEPS[0].to[..2], [19, 11]);
        assert_eq!(HORSE_STEPS[0].leg[..2], [9, 1]);
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
    fn endings_that_cannot_win_are_scaled_down() {
        let with = |fen: &str, on: bool| {
            let pos = Position::from_fen(fen).unwrap();
            let p = EvalParams {
                endgame_draws: on,
                ..EvalParams::default()
            };
            evaluate_with(&Material::from_position(&pos), &pos, &p)
        };
        // A lone chariot against advisors and elephants: a known draw.
        let chariot_vs_full = "2bakab2/9/9/9/9/9/9/9/R8/3K5 w";
        assert!(with(chariot_vs_full, false) > 500);
        assert!(with(chariot_vs_full, true) < with(chariot_vs_full, false) / 4);
        // With a soldier too it can win: nothing changes.
        let chariot_and_soldier = "2bakab2/9/9/9/9/4P4/9/9/R8/3K5 w";
        assert_eq!(
            with(chariot_and_soldier, true),
            with(chariot_and_soldier, false)
        );
        // Advisors and elephants alone cannot mate, whoever is to move.
        let defenders_only = "4k4/9/9/9/9/9/9/9/4A4/2B1KAB2 b";
        assert!(with(defenders_only, true).abs() < with(defenders_only, false).abs() / 8);
    }

    #[test]
    fn cannon_lines_batteries_and_soldier_pairs_are_counted() {
        let counts = |fen: &str| {
            let pos = Position::from_fen(fen).unwrap();
            side_counts(&pos, Color::Red)
        };
        // Cannon on e2 alone with the generals: up the file to e8 (the
        // general on e9 is a screenless point), along rank 2 both ways.
        let lone = counts("4k4/9/9/9/9/9/9/4C4/9/3K5 w");
        assert_eq!(lone.cannon_reach, 6 + 8 + 2);
        assert_eq!(lone.chariot_cannon_batteries, 0);
        // A chariot on e5 in front of it: a battery up the file, and the
        // cannon may capture the black horse on e8 over the chariot.
        let battery = counts("4k4/4n4/9/9/4R4/9/9/4C4/9/3K5 w");
        assert_eq!(battery.chariot_cannon_batteries, 1);
        assert_eq!(battery.cannon_reach, 2 + 1 + 8 + 2);
        // Soldiers side by side on d6 and e6 across the river; g3 is alone.
        let pairs = counts("4k4/9/9/3PP4/9/9/6P2/9/9/3K5 w");
        assert_eq!(pairs.soldier_pairs, 1);
    }

    #[test]
    fn the_coordination_switch_adds_its_fitted_terms() {
        // Red's soldier pair and Red's chariot-cannon battery; Black has
        // nothing of either, and no cannon.
        let fen = "4k4/9/9/3PP4/4R4/9/9/4C4/9/3K5 w";
        let pos = Position::from_fen(fen).unwrap();
        let m = Material::from_position(&pos);
        let with = |on: bool| {
            let p = EvalParams {
                coordination: on,
                ..EvalParams::default()
            };
            evaluate_with(&m, &pos, &p)
        };
        let c = side_counts(&pos, Color::Red);
        let expected = CANNON_MOBILITY * c.cannon_reach
            + CHARIOT_CANNON_BATTERY * c.chariot_cannon_batteries
            + SOLDIER_PAIR * c.soldier_pairs;
        assert_eq!(with(true) - with(false), expected);
        assert!(c.soldier_pairs == 1 && c.chariot_cannon_batteries == 1);
        let pairs_only = EvalParams {
            soldier_pairs: true,
            ..EvalParams::default()
        };
        assert_eq!(
            evaluate_with(&m, &pos, &pairs_only) - with(false),
            SOLDIER_PAIR * c.soldier_pairs
        );
    }

    #[test]
    fn extra_chariot_wins() {
        let e = eval_fen("rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
        assert!(e > 800, "{e}");
    }
}
