//! The network: one hidden layer of clipped linear units per view (the
//! two views share their weights), both layers' outputs joined into one
//! number. Its output `z` reads as a winning chance `sigmoid(z)` for the
//! side to move and as centipawns `z × scale`.

use crate::features::INPUTS;
use xiangqi_engine::network::Network;
use xiangqi_engine::rng::Rng;

/// Weights and biases.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    pub hidden: usize,
    /// `INPUTS × hidden`, input-major.
    pub w1: Vec<f32>,
    pub b1: Vec<f32>,
    /// `2 × hidden`: the side to move's view, then the other's.
    pub w2: Vec<f32>,
    pub b2: f32,
}

/// What a forward pass keeps for the backward one.
pub struct Pass {
    pub acc: [Vec<f32>; 2],
    pub z: f32,
}

fn uniform(rng: &mut Rng, scale: f32) -> f32 {
    let unit = (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32;
    (unit * 2.0 - 1.0) * scale
}

pub fn sigmoid(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

fn clipped(x: f32) -> f32 {
    x.clamp(0.0, 1.0)
}

impl Net {
    /// Small random weights, the same for the same seed.
    pub fn new(hidden: usize, seed: u64) -> Net {
        let mut rng = Rng::new(seed);
        Net {
            hidden,
            w1: (0..INPUTS * hidden)
                .map(|_| uniform(&mut rng, 0.1))
                .collect(),
            b1: vec![0.1; hidden],
            w2: (0..2 * hidden).map(|_| uniform(&mut rng, 0.1)).collect(),
            b2: 0.0,
        }
    }

    /// The output for the active inputs of both views.
    pub fn forward(&self, views: &[Vec<u16>; 2]) -> Pass {
        let h = self.hidden;
        let acc = [0, 1].map(|v| {
            let mut acc = self.b1.clone();
            for &i in &views[v] {
                let row = &self.w1[i as usize * h..(i as usize + 1) * h];
                acc.iter_mut().zip(row).for_each(|(a, w)| *a += w);
            }
            acc
        });
        let mut z = self.b2;
        for (v, acc) in acc.iter().enumerate() {
            z += acc
                .iter()
                .zip(&self.w2[v * h..(v + 1) * h])
                .map(|(&a, w)| clipped(a) * w)
                .sum::<f32>();
        }
        Pass { acc, z }
    }

    /// Adds to `grad` (shaped like the net) the gradient of the loss for
    /// an output whose loss derivative is `dz`.
    pub fn backward(&self, views: &[Vec<u16>; 2], pass: &Pass, dz: f32, grad: &mut Net) {
        let h = self.hidden;
        grad.b2 += dz;
        for (v, (view, acc)) in views.iter().zip(&pass.acc).enumerate() {
            for (j, &a) in acc.iter().enumerate() {
                grad.w2[v * h + j] += dz * clipped(a);
                if a > 0.0 && a < 1.0 {
                    let d = dz * self.w2[v * h + j];
                    grad.b1[j] += d;
                    for &i in view {
                        grad.w1[i as usize * h + j] += d;
                    }
                }
            }
        }
    }

    /// A net of zeros shaped like this one.
    pub fn zeros_like(&self) -> Net {
        Net {
            hidden: self.hidden,
            w1: vec![0.0; self.w1.len()],
            b1: vec![0.0; self.b1.len()],
            w2: vec![0.0; self.w2.len()],
            b2: 0.0,
        }
    }

    /// Every parameter, in a fixed order (for the optimiser).
    pub fn params_mut(&mut self) -> impl Iterator<Item = &mut f32> {
        self.w1
            .iter_mut()
            .chain(self.b1.iter_mut())
            .chain(self.w2.iter_mut())
            .chain(std::iter::once(&mut self.b2))
    }

    /// The net as the engine reads it, its output read as `scale`
    /// centipawns a unit (see [`xiangqi_engine::network`] for the file).
    pub fn to_network(&self, scale: f32) -> Network {
        Network::new(
            self.hidden,
            scale,
            self.w1.clone(),
            self.b1.clone(),
            self.w2.clone(),
            self.b2,
        )
        .expect("a net's layers fit its hidden size")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::both;
    use xiangqi::Position;

    /// The engine reads a written net and judges positions as the trainer
    /// does, but for its integer weights' rounding (under a centipawn).
    #[test]
    fn the_engine_reads_the_net_as_trained() {
        let net = Net::new(8, 3);
        let network = Network::from_bytes(&net.to_network(400.0).to_bytes()).unwrap();
        for fen in [
            Position::startpos().to_fen(),
            "3k5/9/9/9/9/9/9/9/9/R3K4 b - - 0 1".to_string(),
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1".to_string(),
        ] {
            let pos = Position::from_fen(&fen).unwrap();
            let trained = net.forward(&both(&pos)).z;
            let engine = network.output(&pos);
            assert!(
                (engine - trained).abs() < 0.002,
                "{fen}: {engine} {trained}"
            );
            assert!((network.evaluate(&pos) - (trained * 400.0) as i32).abs() <= 1);
        }
    }
}
