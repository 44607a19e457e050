//! Ratings on one Elo scale from the results of many pairings (a
//! Bradley–Terry fit by maximum likelihood, solved with Newton's method).
//!
//! Each pairing counts its score as wins plus half the draws out of its
//! games, and one extra draw: without it a clean sweep would put the
//! players infinitely far apart. The scale is fixed by giving one player
//! its rating (the anchor); the others' error bars are relative to it, from
//! the curvature of the likelihood at its maximum.

/// Scale factor of the logistic model: a 400 Elo gap means 10 to 1 odds.
const K: f64 = std::f64::consts::LN_10 / 400.0;

/// A pairing's result between players `a` and `b` (indices): `score` for
/// `a` out of `games`.
#[derive(Debug, Clone, Copy)]
pub struct Score {
    pub a: usize,
    pub b: usize,
    pub score: f64,
    pub games: f64,
}

/// A fitted rating and its standard error (0 for the anchor).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub elo: f64,
    pub error: f64,
}

fn expected(gap: f64) -> f64 {
    1.0 / (1.0 + (-K * gap).exp())
}

/// Fits `players` ratings to `results`, player `anchor` being
/// `anchor_elo`. Fails when some player is not linked to the anchor by a
/// chain of pairings.
pub fn fit(
    players: usize,
    results: &[Score],
    anchor: usize,
    anchor_elo: f64,
) -> Result<Vec<Rating>, String> {
    let mut elo = vec![anchor_elo; players];
    let free: Vec<usize> = (0..players).filter(|&p| p != anchor).collect();
    let slot = |p: usize| free.iter().position(|&f| f == p);
    for _ in 0..200 {
        let (gradient, information) = derivatives(&elo, results);
        let g: Vec<f64> = free.iter().map(|&p| gradient[p]).collect();
        let m: Vec<Vec<f64>> = free
            .iter()
            .map(|&p| free.iter().map(|&q| information[p][q]).collect())
            .collect();
        let step = solve(m, g).ok_or("some players are not linked to the anchor by any pairing")?;
        let mut largest: f64 = 0.0;
        for (i, &p) in free.iter().enumerate() {
            // Far from the maximum a full step can overshoot: cap it.
            let s = step[i].clamp(-400.0, 400.0);
            elo[p] += s;
            largest = largest.max(s.abs());
        }
        if largest < 1e-7 {
            break;
        }
    }
    let (_, information) = derivatives(&elo, results);
    let m: Vec<Vec<f64>> = free
        .iter()
        .map(|&p| free.iter().map(|&q| information[p][q]).collect())
        .collect();
    let covariance_diagonal: Vec<f64> = (0..free.len())
        .map(|i| {
            let unit: Vec<f64> = (0..free.len())
                .map(|j| f64::from(u8::from(i == j)))
                .collect();
            solve(m.clone(), unit).map_or(f64::NAN, |column| column[i])
        })
        .collect();
    Ok((0..players)
        .map(|p| Rating {
            elo: elo[p],
            error: slot(p).map_or(0.0, |i| covariance_diagonal[i].sqrt()),
        })
        .collect())
}

/// The log-likelihood's gradient and the information matrix (its negated
/// Hessian) at `elo`.
fn derivatives(elo: &[f64], results: &[Score]) -> (Vec<f64>, Vec<Vec<f64>>) {
    let n = elo.len();
    let mut gradient = vec![0.0; n];
    let mut information = vec![vec![0.0; n]; n];
    for r in results {
        let (score, games) = (r.score + 0.5, r.games + 1.0);
        let e = expected(elo[r.a] - elo[r.b]);
        let g = K * (score - games * e);
        gradient[r.a] += g;
        gradient[r.b] -= g;
        let w = K * K * games * e * (1.0 - e);
        information[r.a][r.a] += w;
        information[r.b][r.b] += w;
        information[r.a][r.b] -= w;
        information[r.b][r.a] -= w;
    }
    (gradient, information)
}

/// Solves `m x = v` by Gaussian elimination with partial pivoting; `None`
/// when `m` is singular.
fn solve(mut m: Vec<Vec<f64>>, mut v: Vec<f64>) -> Option<Vec<f64>> {
    let n = v.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&i, &j| m[i][col].abs().total_cmp(&m[j][col].abs()))?;
        if m[pivot][col].abs() < 1e-12 {
            return None;
        }
        m.swap(col, pivot);
        v.swap(col, pivot);
        let (done, below) = m.split_at_mut(col + 1);
        let pivot_row = &done[col];
        for (offset, row) in below.iter_mut().enumerate() {
            let f = row[col] / pivot_row[col];
            for (x, p) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                *x -= f * p;
            }
            v[col + 1 + offset] -= f * v[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let rest: f64 = (row + 1..n).map(|k| m[row][k] * x[k]).sum();
        x[row] = (v[row] - rest) / m[row][row];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(a: usize, b: usize, w: u32, d: u32, l: u32) -> Score {
        Score {
            a,
            b,
            score: f64::from(w) + f64::from(d) / 2.0,
            games: f64::from(w + d + l),
        }
    }

    #[test]
    fn one_pairing_gives_the_classical_gap() {
        // 29/3/8 is 30.5 of 40, with the extra draw 31 of 41: the gap is
        // −400·log10(1/p − 1).
        let r = fit(2, &[result(0, 1, 29, 3, 8)], 1, 1000.0).unwrap();
        let p: f64 = 31.0 / 41.0;
        let gap = -400.0 * (1.0 / p - 1.0).log10();
        assert!((r[0].elo - 1000.0 - gap).abs() < 1e-6, "{:?}", r);
        assert_eq!(
            r[1],
            Rating {
                elo: 1000.0,
                error: 0.0
            }
        );
        assert!(r[0].error > 30.0 && r[0].error < 150.0, "{:?}", r);
    }

    #[test]
    fn a_chain_adds_up_and_a_sweep_stays_finite() {
        // 0 beats 1 as 1 beats 2, and 0 sweeps 2.
        let results = [
            result(0, 1, 30, 0, 10),
            result(1, 2, 30, 0, 10),
            result(0, 2, 40, 0, 0),
        ];
        let r = fit(3, &results, 2, 0.0).unwrap();
        assert!(r[0].elo > r[1].elo && r[1].elo > r[2].elo, "{r:?}");
        assert!(r[0].elo.is_finite() && r[0].elo < 1000.0, "{r:?}");
        // Swapping who is called A in a pairing changes nothing.
        let swapped = [
            result(1, 0, 10, 0, 30),
            result(2, 1, 10, 0, 30),
            result(2, 0, 0, 0, 40),
        ];
        let s = fit(3, &swapped, 2, 0.0).unwrap();
        for (x, y) in r.iter().zip(&s) {
            assert!((x.elo - y.elo).abs() < 1e-6);
        }
    }

    #[test]
    fn unlinked_players_are_reported() {
        let results = [result(0, 1, 20, 0, 20), result(2, 3, 20, 0, 20)];
        assert!(fit(4, &results, 0, 0.0).is_err());
    }
}
