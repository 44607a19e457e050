//! The match result as a score and an Elo difference with its error bar.

/// Wins, draws and losses of player A.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    /// Counts one game: 1 win, 0 draw, -1 loss for A.
    pub fn add(&mut self, result_for_a: i32) {
        match result_for_a {
            1 => self.wins += 1,
            0 => self.draws += 1,
            _ => self.losses += 1,
        }
    }

    /// A's score in 0..1.
    pub fn score(&self) -> f64 {
        let n = self.games().max(1) as f64;
        (self.wins as f64 + self.draws as f64 / 2.0) / n
    }

    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The Elo difference A−B and its 95 % interval (normal approximation
    /// over the per-game results).
    pub fn elo_interval(&self) -> (f64, f64, f64) {
        let n = self.games().max(1) as f64;
        let p = self.score();
        let (w, d, l) = (self.wins as f64, self.draws as f64, self.losses as f64);
        let var = (w * (1.0 - p).powi(2) + d * (0.5 - p).powi(2) + l * p * p) / n;
        let se = (var / n).sqrt();
        (elo(p), elo(p - 1.96 * se), elo(p + 1.96 * se))
    }

    /// The summary lines printed at the end (and after each game with
    /// `--verbose`).
    pub fn summary(&self) -> Vec<String> {
        let (e, lo, hi) = self.elo_interval();
        vec![
            format!(
                "W/D/L for A: {}/{}/{}  score {:.1} %",
                self.wins,
                self.draws,
                self.losses,
                self.score() * 100.0
            ),
            format!(
                "Elo A-B: {e:+.0} (95 % interval {lo:+.0} .. {hi:+.0}, ±{:.0})",
                (hi - lo) / 2.0
            ),
        ]
    }
}

/// The Elo difference that gives the expected score `p`.
pub fn elo(p: f64) -> f64 {
    let p = p.clamp(0.001, 0.999);
    // Adding zero turns an even score's -0 into 0 for printing.
    -400.0 * (1.0 / p - 1.0).log10() + 0.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_is_symmetric() {
        assert!((elo(0.5)).abs() < 1e-9);
        assert!((elo(0.75) + elo(0.25)).abs() < 1e-9);
        assert_eq!(format!("{:+.0}", elo(0.5)), "+0");
    }

    #[test]
    fn tally_counts_and_brackets_the_estimate() {
        let mut t = Tally::default();
        for r in [1, 1, 0, -1, 1] {
            t.add(r);
        }
        assert_eq!((t.wins, t.draws, t.losses), (3, 1, 1));
        assert!((t.score() - 0.7).abs() < 1e-9);
        let (e, lo, hi) = t.elo_interval();
        assert!(lo < e && e < hi);
    }
}
