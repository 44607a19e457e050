//! Search limits and time management.
//!
//! A search ends at the first limit reached: depth, nodes, a fixed move
//! time, or the time allotted from the clocks. Time is planned as two
//! numbers:
//!
//! * the **soft** limit: after an iteration finishes, a new one is started
//!   only if less than half of it has been used (the next iteration takes
//!   about as long as all the previous ones together, so it would likely
//!   not finish). The search bends it by how settled its move is
//!   ([`Stability`]): more while the best move changes or the score
//!   falls, less once the same move has held for several iterations;
//! * the **hard** limit: the search polls the clock every 1024 nodes and
//!   stops at once past it.
//!
//! With `movetime` there is no soft limit: the time is the GUI's to give
//! and the engine's to use, so iterations go on until the hard limit (the
//! move time less a small margin) stops one midway; the moves it has
//! already proven better are kept. With clocks the engine plans for the
//! moves to the time control (`movestogo`, or [`SUDDEN_DEATH_MOVES`]):
//! the time left plus the increments to come, less a [`MOVE_OVERHEAD_MS`]
//! for each of those moves, shared equally, is the soft limit; the hard
//! limit is three times that but never more than a quarter of what is
//! left once the overhead and a twentieth of the clock are set aside (all
//! of that on the last move before the control). So the clock is never
//! overdrawn by a move, and even a run of moves that each hit the hard
//! limit leaves time for the following ones. The clock never stops the
//! first iteration, which takes a moment: every move is a searched one.

use xiangqi::{Color, Move};

use crate::stability::Stability;

/// What the caller allows the search to use. `None` means unlimited.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Limits {
    /// Maximum depth in plies.
    pub depth: Option<u32>,
    /// Maximum nodes.
    pub nodes: Option<u64>,
    /// Exact time for this move in milliseconds.
    pub movetime: Option<u64>,
    /// Red's remaining time in milliseconds.
    pub wtime: Option<u64>,
    /// Black's remaining time in milliseconds.
    pub btime: Option<u64>,
    /// Red's increment per move in milliseconds.
    pub winc: Option<u64>,
    /// Black's increment per move in milliseconds.
    pub binc: Option<u64>,
    /// Moves until the next time control.
    pub movestogo: Option<u32>,
    /// Search until stopped (ignores the time limits but not depth/nodes).
    pub infinite: bool,
    /// Moves the search must not play at the root (UCCI's `banmoves`:
    /// the GUI forbids a move the rules would punish, such as a
    /// perpetual chase the engine cannot see).
    pub banned: Vec<Move>,
    /// How many lines to analyse (MultiPV): after each completed depth
    /// the best `multipv` root moves are reported, each with its own
    /// score and line. 0 and 1 both mean a single line, the search that
    /// plays. A level that randomizes its moves ignores it. Each extra
    /// line costs about one more search of the root per depth.
    pub multipv: usize,
    /// Report progress (depth, nodes, time) at least this often, in
    /// milliseconds, while an iteration runs: see
    /// [`crate::SearchInfo::progress_only`]. `None`: only completed
    /// iterations are reported.
    pub report_every_ms: Option<u64>,
}

impl Limits {
    /// Limits to a fixed depth.
    pub fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }

    /// Limits to a node budget.
    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }

    /// Limits to a fixed time per move.
    pub fn movetime(ms: u64) -> Limits {
        Limits {
            movetime: Some(ms),
            ..Limits::default()
        }
    }
}

/// Time budget for one search, in milliseconds since the search started.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TimePlan {
    /// Do not start another iteration after half of this (`None`: go on
    /// until the hard limit).
    pub soft: Option<u64>,
    /// Stop searching at once after this.
    pub hard: Option<u64>,
}

/// Milliseconds kept back for communication overhead with a move time.
const MOVETIME_MARGIN: u64 = 5;

/// Milliseconds a move costs beyond its search on the clock: the last
/// poll, the thread, the pipe to the GUI and the GUI's own reaction.
pub const MOVE_OVERHEAD_MS: u64 = 10;

/// Moves planned for when the clock has no `movestogo` (sudden death,
/// possibly with an increment).
pub const SUDDEN_DEATH_MOVES: u64 = 30;

impl TimePlan {
    /// Plans the time for `us` to move under `limits`.
    pub fn new(limits: &Limits, us: Color) -> TimePlan {
        if limits.infinite {
            return TimePlan::default();
        }
        if let Some(mt) = limits.movetime {
            return TimePlan {
                soft: None,
                hard: Some(mt.saturating_sub(MOVETIME_MARGIN).max(1)),
            };
        }
        let (time, inc) = match us {
            Color::Red => (limits.wtime, limits.winc.unwrap_or(0)),
            Color::Black => (limits.btime, limits.binc.unwrap_or(0)),
        };
        match time {
            Some(time) => TimePlan::for_clock(time, inc, limits.movestogo),
            None => TimePlan::default(),
        }
    }

    /// Plans a move with `time` left, `inc` added after each move and
    /// `movestogo` moves to the next time control (all in ms).
    pub fn for_clock(time: u64, inc: u64, movestogo: Option<u32>) -> TimePlan {
        let mtg = movestogo.map_or(SUDDEN_DEATH_MOVES, |m| u64::from(m).clamp(1, 50));
        // The most this move may take: the flag must not fall even if the
        // overhead is paid on top, and a twentieth of the clock is kept
        // for the unforeseen.
        let usable = time.saturating_sub(MOVE_OVERHEAD_MS + time / 20);
        let pool = (time + inc.saturating_mul(mtg - 1)).saturating_sub(MOVE_OVERHEAD_MS * mtg);
        let share = pool / mtg;
        let cap = if mtg == 1 { usable } else { usable / 4 };
        let hard = share.saturating_mul(3).min(cap).max(1);
        TimePlan {
            soft: Some(share.min(hard).max(1)),
            hard: Some(hard),
        }
    }

    /// Combines with an extra cap (e.g. a level's time limit).
    pub fn capped(self, cap_ms: Option<u64>) -> TimePlan {
        let Some(c) = cap_ms else { return self };
        TimePlan {
            soft: Some(self.soft.map_or(c, |s| s.min(c))),
            hard: Some(self.hard.map_or(c, |h| h.min(c))),
        }
    }

    /// Whether a new iteration is worth starting after `elapsed` ms, the
    /// soft limit bent by how settled the search is (see [`Stability`]).
    pub fn start_next_iteration(&self, elapsed: u64, stability: &Stability) -> bool {
        match self.soft {
            Some(s) => elapsed * 2 < stability.scaled_soft(s, self.hard),
            None => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn movetime_is_respected() {
        let p = TimePlan::new(&Limits::movetime(1000), Color::Red);
        assert!(p.hard.unwrap() <= 1000);
        assert!(p.hard.unwrap() >= 990);
        // Iterations go on until the hard limit.
        assert_eq!(p.soft, None);
        assert!(p.start_next_iteration(980, &Stability::default()));
    }

    /// Clocks from a blitz flag to a long game, with and without
    /// increments and time controls.
    fn clocks() -> Vec<(u64, u64, Option<u32>)> {
        let mut v = Vec::new();
        for time in [
            0, 1, 5, 10, 20, 50, 100, 300, 1_000, 3_000, 10_000, 60_000, 600_000,
        ] {
            for inc in [0, 5, 10, 100, 1_000, 5_000] {
                for mtg in [None, Some(1), Some(2), Some(5), Some(20), Some(40)] {
                    v.push((time, inc, mtg));
                }
            }
        }
        v
    }

    #[test]
    fn no_move_is_planned_past_the_flag() {
        for (time, inc, mtg) in clocks() {
            let p = TimePlan::for_clock(time, inc, mtg);
            let (soft, hard) = (p.soft.unwrap(), p.hard.unwrap());
            assert!(soft <= hard, "{time}+{inc}/{mtg:?}: {p:?}");
            // Room for the overhead, except on a clock too short to
            // search at all (a millisecond is still given).
            assert!(
                hard + MOVE_OVERHEAD_MS <= time || hard == 1,
                "{time}+{inc}/{mtg:?}: {p:?}"
            );
        }
    }

    /// Whole games on the clock where every move runs to its hard limit
    /// and then pays a few milliseconds more: the flag never falls.
    #[test]
    fn simulated_games_never_lose_on_time() {
        const MOVES: u32 = 100;
        const EXTRA_MS: i64 = 3;
        let mut games = 0;
        for (base, inc, mtg) in clocks() {
            // Clocks where a game of this length is playable at all: ten
            // seconds of sudden death, or a second with an increment
            // above the overhead; with a time control, a second per
            // period's worth of moves.
            let playable = match mtg {
                None => base >= 10_000 || (base >= 1_000 && inc >= 10),
                Some(m) => base >= 1_000 && base >= 50 * u64::from(m),
            };
            if !playable {
                continue;
            }
            games += 1;
            let mut left = base as i64;
            for n in 0..MOVES {
                let to_go = mtg.map(|m| m - n % m);
                let p = TimePlan::for_clock(left as u64, inc, to_go);
                left -= p.hard.unwrap() as i64 + EXTRA_MS;
                assert!(left >= 0, "{base}+{inc}/{mtg:?}: flag fell at move {n}");
                left += inc as i64;
                if to_go == Some(1) {
                    left += base as i64;
                }
            }
        }
        assert!(games > 100, "{games}");
    }

    #[test]
    fn clock_share_with_margin() {
        let l = Limits {
            wtime: Some(60_000),
            btime: Some(1_000),
            winc: Some(1000),
            ..Limits::default()
        };
        let red = TimePlan::new(&l, Color::Red);
        let share = (60_000 + 29 * 1000 - 30 * MOVE_OVERHEAD_MS) / 30;
        assert_eq!(red.soft, Some(share));
        assert_eq!(red.hard, Some(3 * share));
        let black = TimePlan::new(&l, Color::Black);
        assert!(black.hard.unwrap() < 1000 / 2);
        let none = TimePlan::new(&Limits::depth(3), Color::Red);
        assert_eq!(none, TimePlan::default());
        assert!(none.start_next_iteration(1_000_000, &Stability::default()));
        let inf = Limits {
            infinite: true,
            ..l
        };
        assert_eq!(TimePlan::new(&inf, Color::Red), TimePlan::default());
    }

    #[test]
    fn tiny_clock_never_overdraws() {
        let l = Limits {
            wtime: Some(20),
            ..Limits::default()
        };
        let p = TimePlan::new(&l, Color::Red);
        assert!(p.hard.unwrap() <= 20);
        let c = p.capped(Some(5));
        assert!(c.hard.unwrap() <= 5);
    }
}
