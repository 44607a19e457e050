//! How sure the search is of its move, as a factor on the clock's soft
//! limit.
//!
//! With clocks, the plan's soft limit ([`crate::limits::TimePlan`]) is the
//! time an average move deserves. A move is not average when the search
//! keeps changing its mind or sees its score fall: the position is
//! critical and another iteration is worth its price. When the same move
//! has led iteration after iteration at a steady score, the answer is
//! unlikely to change and the time is better kept for later moves. The
//! hard limit is never moved, so the flag is as safe as before.

use xiangqi::Move;

/// The factor's bounds, in percent of the soft limit.
const MIN_PERCENT: u64 = 55;
const MAX_PERCENT: u64 = 250;

/// Extra time, in percent, while the best move has just changed; halved
/// with every iteration that keeps it.
const CHANGE_PERCENT: u64 = 80;

/// A score drop from one iteration to the next (in centipawns) that
/// counts as the position turning bad, and the extra time it earns.
const DROP_CP: i32 = 30;
const DROP_PERCENT: u64 = 50;

/// After this many iterations with the same move the search is saving
/// time, by [`STABLE_SAVING`] percent per iteration beyond it.
const STABLE_AFTER: u32 = 3;
const STABLE_SAVING: u64 = 10;

/// What the completed iterations said about the best move.
#[derive(Debug, Clone, Default)]
pub struct Stability {
    best: Option<Move>,
    score: Option<i32>,
    /// Extra percent from recent changes of mind (decays).
    change: u64,
    /// Extra percent from the last iteration's score drop.
    drop: u64,
    /// Iterations in a row with the same best move and no score drop.
    same: u32,
}

impl Stability {
    /// Takes in one completed iteration's best move and score (internal
    /// units, side to move's view).
    pub fn record(&mut self, best: Move, score: i32) {
        self.change /= 2;
        if self.best.is_some_and(|b| b != best) {
            self.change += CHANGE_PERCENT;
            self.same = 0;
        } else {
            self.same += 1;
        }
        self.drop = match self.score {
            Some(prev) if prev - score >= 2 * DROP_CP => 2 * DROP_PERCENT,
            Some(prev) if prev - score >= DROP_CP => DROP_PERCENT,
            _ => 0,
        };
        if self.drop > 0 {
            // A falling score is not a settled search either.
            self.same = 0;
        }
        self.best = Some(best);
        self.score = Some(score);
    }

    /// The soft limit's factor, in percent.
    pub fn percent(&self) -> u64 {
        let saving = u64::from(self.same.saturating_sub(STABLE_AFTER)) * STABLE_SAVING;
        (100 + self.change + self.drop)
            .saturating_sub(saving)
            .clamp(MIN_PERCENT, MAX_PERCENT)
    }

    /// `soft` scaled by the factor, never past `hard`.
    pub fn scaled_soft(&self, soft: u64, hard: Option<u64>) -> u64 {
        let scaled = soft.saturating_mul(self.percent()) / 100;
        hard.map_or(scaled, |h| scaled.min(h))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    #[test]
    fn a_fresh_search_uses_the_plain_soft_limit() {
        let s = Stability::default();
        assert_eq!(s.percent(), 100);
        let mut s = Stability::default();
        s.record(mv("h2e2"), 20);
        assert_eq!(s.percent(), 100);
    }

    #[test]
    fn a_change_of_mind_earns_time_that_fades() {
        let mut s = Stability::default();
        s.record(mv("h2e2"), 20);
        s.record(mv("b2e2"), 20);
        let after_change = s.percent();
        assert!(after_change > 150, "{after_change}");
        s.record(mv("b2e2"), 20);
        let later = s.percent();
        assert!(later < after_change && later > 100, "{later}");
    }

    #[test]
    fn a_falling_score_earns_time() {
        let mut s = Stability::default();
        s.record(mv("h2e2"), 50);
        s.record(mv("h2e2"), 10);
        assert_eq!(s.percent(), 100 + DROP_PERCENT);
        s.record(mv("h2e2"), -60);
        assert_eq!(s.percent(), 100 + 2 * DROP_PERCENT);
        // A rising score is no reason to think longer.
        s.record(mv("h2e2"), 100);
        assert_eq!(s.percent(), 100);
    }

    #[test]
    fn a_steady_move_saves_time_within_bounds() {
        let mut s = Stability::default();
        for _ in 0..5 {
            s.record(mv("h2e2"), 20);
        }
        assert!(s.percent() < 100);
        for _ in 0..50 {
            s.record(mv("h2e2"), 20);
        }
        assert_eq!(s.percent(), MIN_PERCENT);
    }

    #[test]
    fn the_hard_limit_is_never_passed() {
        let mut s = Stability::default();
        s.record(mv("h2e2"), 300);
        for i in 0..10 {
            let best = if i % 2 == 0 { "b2e2" } else { "h2e2" };
            s.record(mv(best), 300 - 100 * i);
            assert!(s.percent() <= MAX_PERCENT);
            assert!(s.scaled_soft(1_000, Some(1_500)) <= 1_500);
        }
        assert_eq!(s.scaled_soft(1_000, None), 1_000 * MAX_PERCENT / 100);
    }
}
