//! `fit`: the weights that best predict the games' results.
//!
//! A position's predicted result is `sigmoid(K * score)`, its score the
//! evaluation (from Red's view) under the weights. `K` is chosen first so
//! that the current weights fit best, which fixes the scale: centipawns
//! keep meaning what they meant to the search's margins. The weights then
//! minimise the mean squared error against the results, plus an L2 pull
//! towards the starting weights that keeps rarely seen squares where they
//! were. Adam on the full batch does the minimising.

use crate::features::Features;

/// The positions to fit, as coefficients and results.
pub struct Set {
    pub features: Vec<Features>,
    pub results: Vec<f64>,
}

#[inline]
fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Mean squared error of the predictions under `w` and `k`.
pub fn mse(set: &Set, w: &[f64], twin: &[usize], k: f64) -> f64 {
    let total: f64 = set
        .features
        .iter()
        .zip(&set.results)
        .map(|(f, &r)| {
            let e = sigmoid(k * f.score(w, twin)) - r;
            e * e
        })
        .sum();
    total / set.features.len().max(1) as f64
}

/// The `K` that minimises the error of `w`, by golden-section search over
/// its logarithm.
pub fn best_k(set: &Set, w: &[f64], twin: &[usize]) -> f64 {
    let scores: Vec<f64> = set.features.iter().map(|f| f.score(w, twin)).collect();
    let err = |lk: f64| {
        let k = lk.exp();
        scores
            .iter()
            .zip(&set.results)
            .map(|(&s, &r)| (sigmoid(k * s) - r).powi(2))
            .sum::<f64>()
    };
    let (mut a, mut b) = ((1e-4f64).ln(), (0.1f64).ln());
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let c = b - g * (b - a);
        let d = a + g * (b - a);
        if err(c) < err(d) {
            b = d;
        } else {
            a = c;
        }
    }
    ((a + b) / 2.0).exp()
}

/// How the weights are fitted.
pub struct FitSettings {
    pub epochs: u32,
    /// Adam's step, in centipawns.
    pub rate: f64,
    /// Weight of the pull towards the starting weights.
    pub l2: f64,
}

/// Fits `w` (starting weights in, fitted weights out); `frozen` weights
/// keep their value. Reports the error every few epochs through `report`.
pub fn fit(
    set: &Set,
    w: &mut [f64],
    frozen: &[bool],
    twin: &[usize],
    k: f64,
    s: &FitSettings,
    report: &mut dyn FnMut(u32, f64),
) {
    let w0 = w.to_vec();
    let n = w.len();
    let (mut m, mut v) = (vec![0.0; n], vec![0.0; n]);
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-8);
    let count = set.features.len().max(1) as f64;
    let mut grad = vec![0.0; n];
    for epoch in 1..=s.epochs {
        grad.iter_mut().for_each(|g| *g = 0.0);
        let mut loss = 0.0;
        for (f, &r) in set.features.iter().zip(&set.results) {
            let p = sigmoid(k * f.score(w, twin));
            loss += (p - r) * (p - r);
            // d/dw of (p - r)^2 through the sigmoid, per unit coefficient.
            let g = 2.0 * (p - r) * p * (1.0 - p) * k / count;
            let mg = f.mg_share as f64;
            for &(i, c) in &f.phased {
                let i = i as usize;
                let gc = g * c as f64;
                grad[i] += gc * mg;
                grad[twin[i]] += gc * (1.0 - mg);
            }
            for &(i, c) in &f.plain {
                grad[i as usize] += g * c as f64;
            }
        }
        let t = epoch as i32;
        for i in 0..n {
            if frozen[i] {
                continue;
            }
            let gi = grad[i] + 2.0 * s.l2 * (w[i] - w0[i]);
            m[i] = b1 * m[i] + (1.0 - b1) * gi;
            v[i] = b2 * v[i] + (1.0 - b2) * gi * gi;
            let mh = m[i] / (1.0 - b1.powi(t));
            let vh = v[i] / (1.0 - b2.powi(t));
            w[i] -= s.rate * mh / (vh.sqrt() + eps);
        }
        if epoch % 50 == 0 || epoch == s.epochs {
            report(epoch, loss / count);
        }
    }
}
