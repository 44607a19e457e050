//! A position as the evaluation sees it: the coefficients by which each
//! weight enters its score, from Red's point of view. The evaluation is
//! linear in its weights, so the score is the dot product of these
//! coefficients and the parameter vector; they are computed once per
//! position and the fit only multiplies.

use xiangqi::{Color, Position};
use xiangqi_engine::eval::{guard_gaps, side_counts};
use xiangqi_engine::material::{role_index, Material};
use xiangqi_engine::pst::PHASE_MAX;

use crate::params::{self, mg_material, mg_pst};

/// One position's coefficients.
#[derive(Debug, Clone, Default)]
pub struct Features {
    /// Share of the middlegame weights (phase / maximum phase); the
    /// endgame weights get the rest.
    pub mg_share: f32,
    /// Middlegame weight index and coefficient of material and square
    /// terms; each also enters through its endgame twin.
    pub phased: Vec<(u16, i8)>,
    /// Index and coefficient of the other terms.
    pub plain: Vec<(u16, i16)>,
}

impl Features {
    /// The coefficients of `pos`.
    pub fn of(pos: &Position) -> Features {
        let m = Material::from_position(pos);
        let mut phased = Vec::with_capacity(48);
        for (sq, piece) in pos.pieces() {
            let code = piece.code();
            let role = role_index(code);
            let red = piece.color == Color::Red;
            let (sign, sq) = if red {
                (1, sq.index())
            } else {
                (-1, 89 - sq.index())
            };
            if role >= 2 {
                phased.push((mg_material(role) as u16, sign));
            }
            phased.push((mg_pst(role, sq) as u16, sign));
        }
        let mut plain = Vec::with_capacity(24);
        let tempo = if pos.side_to_move() == Color::Red {
            1
        } else {
            -1
        };
        plain.push((params::TEMPO as u16, tempo));
        for (us, sign) in [(Color::Red, 1), (Color::Black, -1)] {
            let (adv, ele) = guard_gaps(&m, us);
            for i in 0..3 {
                plain.push(((params::ADVISOR_GUARD + i) as u16, sign * adv[i] as i16));
                plain.push(((params::ELEPHANT_GUARD + i) as u16, sign * ele[i] as i16));
            }
            let c = side_counts(pos, us);
            let mut add = |i: usize, n: i32| plain.push((i as u16, sign * n as i16));
            add(params::EMPTY_HEADED_CANNON, c.empty_headed_cannons);
            add(params::CANNON_TWO_SCREENS, c.two_screen_cannons);
            add(params::CHARIOT_MOBILITY, c.chariot_reach);
            for (n, &horses) in c.horse_moves.iter().enumerate() {
                add(params::HORSE_MOBILITY + n, horses);
            }
            add(params::PALACE_ATTACK, c.near_palace * c.near_palace);
            add(params::CANNON_MOBILITY, c.cannon_reach);
            add(params::CHARIOT_CANNON_BATTERY, c.chariot_cannon_batteries);
            add(params::SOLDIER_PAIR, c.soldier_pairs);
        }
        Features {
            mg_share: m.phase.min(PHASE_MAX) as f32 / PHASE_MAX as f32,
            phased: merge(phased),
            plain: merge(plain),
        }
    }

    /// The score under weights `w`, in centipawns for Red.
    #[inline]
    pub fn score(&self, w: &[f64], twin: &[usize]) -> f64 {
        let mg = self.mg_share as f64;
        let mut s = 0.0;
        for &(i, c) in &self.phased {
            let i = i as usize;
            s += c as f64 * (mg * w[i] + (1.0 - mg) * w[twin[i]]);
        }
        for &(i, c) in &self.plain {
            s += c as f64 * w[i as usize];
        }
        s
    }
}

/// Sums the coefficients of equal indices and drops zeros.
fn merge<C: Copy + Into<i32> + TryFrom<i32>>(mut v: Vec<(u16, C)>) -> Vec<(u16, C)> {
    v.sort_by_key(|&(i, _)| i);
    let mut out: Vec<(u16, C)> = Vec::with_capacity(v.len());
    let mut sums: Vec<(u16, i32)> = Vec::with_capacity(v.len());
    for (i, c) in v {
        match sums.last_mut() {
            Some((j, s)) if *j == i => *s += c.into(),
            _ => sums.push((i, c.into())),
        }
    }
    for (i, s) in sums {
        if let (true, Ok(c)) = (s != 0, C::try_from(s)) {
            out.push((i, c));
        }
    }
    out
}

/// For every parameter, its endgame twin (itself for unphased ones).
pub fn twins() -> Vec<usize> {
    (0..params::COUNT)
        .map(|i| {
            if i < params::EG_MATERIAL || (params::MG_PST..params::EG_PST).contains(&i) {
                params::eg_twin(i)
            } else {
                i
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi_engine::eval::{evaluate_with, EvalParams};

    /// The linear model with the engine's weights is the engine's
    /// evaluation with every term on, up to the engine's integer rounding.
    #[test]
    fn the_model_reproduces_the_evaluation() {
        let w = params::current();
        let twin = twins();
        let fens = [
            xiangqi::START_FEN,
            "r1ba1abr1/4k4/1cn3nc1/p1p1p1p1p/9/2P6/P3P1P1P/1CN1B1NC1/9/R2AKAB1R w",
            "3akab2/9/4b4/9/9/2n6/9/9/4A4/R3KA3 w",
            "2bak4/4a4/4b4/4C4/2r6/9/9/4B4/4A4/3AK1R2 b",
            "4ka3/4a4/9/4P4/9/9/9/5N3/9/4K4 w",
            "2bk1a3/4a4/9/4P4/2b2N3/3c5/5n3/4CA3/4A4/5K3 b - - 55 74",
            "3ak4/4a4/2P1b4/7R1/P2n2n2/7p1/9/4B4/2N1A4/3K1A3 w - - 10 40",
            "4kab2/4a4/4b4/6Nc1/P1c2P3/2B1C4/5p3/B8/3pA4/3AK4 b - - 12 37",
            "3akab1r/1r7/cCn1b1nC1/p2Rp1N2/2p5p/6P2/P1P1P3c/2N1B4/9/R1BAKA3 w - - 4 13",
        ];
        for fen in fens {
            let pos = Position::from_fen(fen).unwrap();
            let every_term = EvalParams {
                coordination: true,
                ..EvalParams::default()
            };
            let e = evaluate_with(&Material::from_position(&pos), &pos, &every_term);
            let red = if pos.side_to_move() == Color::Red {
                e
            } else {
                -e
            };
            let model = Features::of(&pos).score(&w, &twin);
            assert!((model - red as f64).abs() <= 1.5, "{fen}: {model} vs {red}");
        }
    }
}
