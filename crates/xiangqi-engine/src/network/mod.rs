//! A learned evaluation: the network `xiangqi-nnue train` fits to the
//! engine's own self-play, read from its file and run on a position.
//!
//! **Inputs**: which piece stands on which point, seen from one side. From
//! side P's view a piece of P's is one of the first seven kinds and the
//! opponent's one of the last seven, and the board is turned so that P
//! sits at the bottom: 14 kinds × 90 points = [`INPUTS`].
//!
//! **Layers**: one hidden layer per view (both views share its weights),
//! clipped to 0..1, then one output joining the side to move's hidden
//! units and the other side's. The output `z` reads as a winning chance
//! `sigmoid(z)` for the side to move and as centipawns `z × scale`.
//!
//! **A correction**: a network may instead be trained as a correction
//! to the hand-written evaluation ([`Network::corrects_hand_written`]):
//! its centipawns are then added to that evaluation's. It starts from
//! everything the hand-written terms know (mobility, the palace's
//! safety) and needs to learn only where they judge wrong, which takes
//! far fewer positions than learning the game from nothing.
//!
//! **Integers**: the trainer's weights are real numbers; the engine keeps
//! them as integers ([`FIRST_UNIT`] and [`OUTPUT_UNIT`] to 1.0) and sums
//! in integers, so the first layer's sums kept along the search path
//! ([`Accumulators`]) are exact however many moves are made and taken
//! back, and the browser and the native engine judge alike. The rounding
//! costs about a centipawn at most (tests compare with the real-number
//! network).
//!
//! The file's format: [`mod@file`].

mod accumulators;
pub mod file;

pub use accumulators::Accumulators;
pub use file::{NetworkError, VERSION};

use xiangqi::{Color, Piece, Position, Role, Square};

use crate::eval::evaluate;
use crate::material::Material;

/// The number of inputs of a view.
pub const INPUTS: usize = 14 * 90;
/// The first layer's weights and sums in units of 1/`FIRST_UNIT`; its
/// activation is clipped to `0..=FIRST_UNIT`.
pub const FIRST_UNIT: i32 = 1024;
/// The output weights in units of 1/`OUTPUT_UNIT`.
pub const OUTPUT_UNIT: i32 = 4096;

/// The input of `role` of `color` on `square`, seen from `side`.
pub fn input(role: Role, color: Color, square: xiangqi::Square, side: Color) -> u16 {
    let role_index = Role::ALL.iter().position(|&r| r == role).unwrap_or(0);
    let kind = role_index + if color == side { 0 } else { 7 };
    let point = if side == Color::Red {
        square
    } else {
        square.flip()
    };
    (kind * 90 + point.index()) as u16
}

/// The active inputs of `pos` from `side`'s view.
pub fn active(pos: &Position, side: Color) -> Vec<u16> {
    pos.pieces()
        .map(|(sq, piece)| input(piece.role, piece.color, sq, side))
        .collect()
}

/// A network's weights, as integers.
#[derive(Clone, Debug)]
pub struct Network {
    hidden: usize,
    scale: f32,
    /// `INPUTS × hidden`, input-major, in 1/[`FIRST_UNIT`].
    w1: Vec<i16>,
    /// In 1/[`FIRST_UNIT`].
    b1: Vec<i16>,
    /// `2 × hidden`: the side to move's view, then the other's, in
    /// 1/[`OUTPUT_UNIT`].
    w2: Vec<i16>,
    /// In 1/([`FIRST_UNIT`] × [`OUTPUT_UNIT`]).
    b2: i32,
    /// The output is added to the hand-written evaluation.
    correction: bool,
}

/// Two networks are the same when every weight is the same.
impl PartialEq for Network {
    fn eq(&self, other: &Network) -> bool {
        self.to_bytes() == other.to_bytes()
    }
}

impl Eq for Network {}

/// `x` in units of `1 / unit`, rounded, within `i16`.
fn quantized(x: f32, unit: i32) -> i16 {
    (x * unit as f32)
        .round()
        .clamp(f32::from(i16::MIN), f32::from(i16::MAX)) as i16
}

impl Network {
    /// A network of these real weights (`w1`: `INPUTS × hidden`,
    /// input-major; `w2`: `2 × hidden`), kept as integers; `None` if the
    /// lengths do not fit.
    pub fn new(
        hidden: usize,
        scale: f32,
        w1: Vec<f32>,
        b1: Vec<f32>,
        w2: Vec<f32>,
        b2: f32,
    ) -> Option<Network> {
        let first = |v: Vec<f32>| v.into_iter().map(|x| quantized(x, FIRST_UNIT)).collect();
        let output = |v: Vec<f32>| v.into_iter().map(|x| quantized(x, OUTPUT_UNIT)).collect();
        let b2 = (f64::from(b2) * f64::from(FIRST_UNIT) * f64::from(OUTPUT_UNIT)).round();
        Network::from_integers(
            hidden,
            scale,
            first(w1),
            first(b1),
            output(w2),
            b2.clamp(f64::from(i32::MIN), f64::from(i32::MAX)) as i32,
        )
    }

    /// A network of these integer weights (see the fields' units).
    fn from_integers(
        hidden: usize,
        scale: f32,
        w1: Vec<i16>,
        b1: Vec<i16>,
        w2: Vec<i16>,
        b2: i32,
    ) -> Option<Network> {
        (w1.len() == INPUTS * hidden && b1.len() == hidden && w2.len() == 2 * hidden).then_some(
            Network {
                hidden,
                scale,
                w1,
                b1,
                w2,
                b2,
                correction: false,
            },
        )
    }

    /// This network read as a correction to the hand-written evaluation
    /// (`true`) or as a whole evaluation (`false`, the default).
    pub fn correcting(self, correction: bool) -> Network {
        Network { correction, ..self }
    }

    /// Whether the network's centipawns are added to the hand-written
    /// evaluation's (see the module's documentation).
    pub fn corrects_hand_written(&self) -> bool {
        self.correction
    }

    /// Hidden units a view.
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The output `z` for the side to move of `pos` (see the module's
    /// documentation).
    pub fn output(&self, pos: &Position) -> f32 {
        Accumulators::new(self, pos).output(self, pos.side_to_move())
    }

    /// The output from the first layer's sums of the side to move's view
    /// and the other side's.
    fn join(&self, views: [&[i32]; 2]) -> f32 {
        let h = self.hidden;
        let mut z = i64::from(self.b2);
        for (v, sums) in views.into_iter().enumerate() {
            z += sums
                .iter()
                .zip(&self.w2[v * h..(v + 1) * h])
                .map(|(&a, &w)| i64::from(a.clamp(0, FIRST_UNIT)) * i64::from(w))
                .sum::<i64>();
        }
        (z as f64 / (f64::from(FIRST_UNIT) * f64::from(OUTPUT_UNIT))) as f32
    }

    /// The evaluation of `pos` for the side to move, in centipawns (the
    /// hand-written evaluation's added for a correction).
    pub fn evaluate(&self, pos: &Position) -> i32 {
        self.judge(self.own_centipawns(pos), || {
            evaluate(&Material::from_position(pos), pos)
        })
    }

    /// The evaluation from the network's own centipawns `own`: as they
    /// are for a whole evaluation, added to `hand_written()` for a
    /// correction (only then is it asked for).
    #[inline]
    pub fn judge(&self, own: i32, hand_written: impl FnOnce() -> i32) -> i32 {
        if self.correction {
            hand_written() + own
        } else {
            own
        }
    }

    /// The network's own centipawns for `pos`: the whole evaluation, or
    /// for a correction what it adds to the hand-written one.
    pub fn own_centipawns(&self, pos: &Position) -> i32 {
        self.centipawns(self.output(pos))
    }

    fn centipawns(&self, z: f32) -> i32 {
        (z * self.scale).clamp(-20_000.0, 20_000.0) as i32
    }

    /// Adds (`sign` 1) or takes away (−1) the first-layer row of the piece
    /// `code` (as in `Position::mailbox`) on square `index` in both views'
    /// sums (`sums`: Red's view, then Black's).
    fn apply(&self, sums: &mut [i32], code: u8, index: usize, sign: i32) {
        let (Some(piece), Some(square)) = (Piece::from_code(code), Square::from_index(index))
        else {
            return;
        };
        let h = self.hidden;
        for (v, side) in [Color::Red, Color::Black].into_iter().enumerate() {
            let i = usize::from(input(piece.role, piece.color, square, side));
            let row = &self.w1[i * h..(i + 1) * h];
            sums[v * h..(v + 1) * h]
                .iter_mut()
                .zip(row)
                .for_each(|(a, &w)| *a = a.wrapping_add(sign * i32::from(w)));
        }
    }
}

#[cfg(test)]
mod tests;
