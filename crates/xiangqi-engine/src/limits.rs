//! Search limits and time management.
//!
//! A search ends at the first limit reached: depth, nodes, a fixed move
//! time, or the time allotted from the clocks. Time is planned as two
//! numbers:
//!
//! * the **soft** limit: after an iteration finishes, a new one is started
//!   only if less than half of it has been used (the next iteration takes
//!   about as long as all the previous ones together, so it would likely
//!   not finish);
//! * the **hard** limit: the search polls the clock every 1024 nodes and
//!   stops at once past it.
//!
//! With `movetime` both are the move time less a small margin, so the move
//! time is never exceeded by more than the polling delay. With clocks the
//! engine spends a share of the remaining time (`movestogo`, or 30 moves)
//! plus three quarters of the increment, and the hard limit never exceeds
//! a fraction of the remaining time minus a safety margin.

use xiangqi::{Color, Move};

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
    /// Do not start another iteration after half of this.
    pub soft: Option<u64>,
    /// Stop searching at once after this.
    pub hard: Option<u64>,
}

/// Milliseconds kept back for communication overhead with a move time.
const MOVETIME_MARGIN: u64 = 5;

impl TimePlan {
    /// Plans the time for `us` to move under `limits`.
    pub fn new(limits: &Limits, us: Color) -> TimePlan {
        if limits.infinite {
            return TimePlan::default();
        }
        if let Some(mt) = limits.movetime {
            let t = mt.saturating_sub(MOVETIME_MARGIN).max(1);
            return TimePlan {
                soft: Some(t),
                hard: Some(t),
            };
        }
        let (time, inc) = match us {
            Color::Red => (limits.wtime, limits.winc.unwrap_or(0)),
            Color::Black => (limits.btime, limits.binc.unwrap_or(0)),
        };
        let Some(time) = time else {
            return TimePlan::default();
        };
        let mtg = limits.movestogo.unwrap_or(30).clamp(1, 50) as u64;
        let margin = (30 + time / 20).min(1000);
        let avail = time.saturating_sub(margin).max(1);
        let base = time / mtg + inc * 3 / 4;
        // Never plan more than a fraction of what is left (all of it minus
        // the margin when this is the last move before the time control).
        let cap = if mtg == 1 { avail } else { avail * 2 / 5 };
        let soft = base.min(cap).max(1);
        let hard = (soft * 4).min(cap).max(1);
        TimePlan {
            soft: Some(soft),
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

    /// Whether a new iteration is worth starting after `elapsed` ms.
    pub fn start_next_iteration(&self, elapsed: u64) -> bool {
        match self.soft {
            Some(s) => elapsed * 2 < s,
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
        assert_eq!(red.soft, Some(60_000 / 30 + 750));
        assert!(red.hard.unwrap() <= 60_000 * 2 / 5);
        let black = TimePlan::new(&l, Color::Black);
        assert!(black.hard.unwrap() < 1000 / 2);
        let none = TimePlan::new(&Limits::depth(3), Color::Red);
        assert_eq!(none, TimePlan::default());
        assert!(none.start_next_iteration(1_000_000));
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
