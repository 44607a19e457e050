//! Reporting a search as it runs: the caller's `on_info` callback.
//!
//! A search reports each line of each completed depth
//! ([`Progress::publish`]) and, when asked through
//! [`crate::Limits::report_every_ms`], a heartbeat while a depth is being
//! searched ([`Progress::beat`]): depth, nodes and time, so that a view
//! can show the engine is alive during a long iteration. There are no
//! threads: the heartbeat is sent from the points where the search
//! already polls the clock and its stop flag.

use xiangqi::Move;

use crate::score::Score;

/// A progress report: one line of a completed iteration, or a heartbeat
/// while an iteration runs (`progress_only`).
///
/// After each completed depth the search reports each of its lines in
/// order, `multipv` 1, 2, ...: best first, scores non-increasing, each
/// line's `pv` starting with a different root move. The lines of one
/// depth share `depth`, `seldepth`, `nodes`, `nps` and `time_ms`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchInfo {
    /// Nominal depth in plies: completed, or (for a heartbeat) being
    /// searched.
    pub depth: u32,
    /// Deepest ply reached (with quiescence and extensions).
    pub seldepth: u32,
    /// Score of this line for the side to move; for a heartbeat, the
    /// score of line 1 at the last completed depth (`Cp(0)` before any).
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
    /// Milliseconds since the search started.
    pub time_ms: u64,
    /// Principal variation of this line; empty for a heartbeat.
    pub pv: Vec<Move>,
    /// Which line this is, from 1 (the best, the one the search plays);
    /// 0 for a heartbeat.
    pub multipv: usize,
    /// A heartbeat: only `depth`, `seldepth`, `nodes`, `nps`, `time_ms`
    /// (and the last completed `score`) are news; there is no line.
    pub progress_only: bool,
}

/// Where a search sends its reports.
pub(crate) struct Progress<'a> {
    on_info: &'a mut dyn FnMut(&SearchInfo),
    /// Heartbeat period in milliseconds (`None`: no heartbeat).
    every_ms: Option<u64>,
    /// Elapsed time at which the next heartbeat is due.
    next_ms: u64,
    /// The score of the last completed depth (line 1), carried by the
    /// heartbeats.
    pub last_score: Score,
}

impl<'a> Progress<'a> {
    /// Reports through `on_info`, with a heartbeat every `every_ms` ms
    /// (at least one millisecond apart).
    pub fn new(on_info: &'a mut dyn FnMut(&SearchInfo), every_ms: Option<u64>) -> Progress<'a> {
        let every_ms = every_ms.map(|t| t.max(1));
        Progress {
            on_info,
            every_ms,
            next_ms: every_ms.unwrap_or(u64::MAX),
            last_score: Score::Cp(0),
        }
    }

    /// Reports a completed line.
    pub fn publish(&mut self, info: &SearchInfo) {
        (self.on_info)(info);
    }

    /// Whether heartbeats were asked for.
    #[inline]
    pub fn wants_heartbeat(&self) -> bool {
        self.every_ms.is_some()
    }

    /// Sends a heartbeat if one is due at `time_ms`: `depth` is being
    /// searched, `nodes` have been so far.
    pub fn beat(&mut self, time_ms: u64, depth: u32, seldepth: u32, nodes: u64) {
        let Some(every) = self.every_ms else { return };
        if time_ms < self.next_ms {
            return;
        }
        self.next_ms = time_ms + every;
        (self.on_info)(&SearchInfo {
            depth,
            seldepth,
            score: self.last_score,
            nodes,
            nps: nodes * 1000 / time_ms.max(1),
            time_ms,
            pv: Vec::new(),
            multipv: 0,
            progress_only: true,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heartbeats_are_spaced_and_carry_no_line() {
        let mut seen = Vec::new();
        let mut sink = |i: &SearchInfo| seen.push(i.clone());
        let mut p = Progress::new(&mut sink, Some(10));
        p.beat(5, 3, 4, 100);
        p.last_score = Score::Cp(25);
        p.beat(10, 3, 5, 200);
        p.beat(15, 3, 5, 300);
        p.beat(20, 4, 6, 400);
        assert_eq!(seen.len(), 2);
        assert!(seen.iter().all(|i| i.progress_only && i.pv.is_empty()));
        assert_eq!((seen[0].depth, seen[0].nodes), (3, 200));
        assert_eq!(seen[0].score, Score::Cp(25));
        assert_eq!(seen[0].nps, 20_000);
        assert_eq!((seen[1].depth, seen[1].multipv), (4, 0));
    }

    #[test]
    fn no_heartbeat_unless_asked() {
        let mut count = 0;
        let mut sink = |_: &SearchInfo| count += 1;
        {
            let mut p = Progress::new(&mut sink, None);
            assert!(!p.wants_heartbeat());
            p.beat(1_000_000, 1, 1, 1);
        }
        assert_eq!(count, 0);
    }

    /// Only the arrival of heartbeats is asserted, not their timing.
    #[test]
    fn heartbeats_arrive_during_a_long_search() {
        let limits = crate::Limits {
            report_every_ms: Some(1),
            ..crate::Limits::depth(7)
        };
        let mut infos = Vec::new();
        let out = crate::Engine::new(1).search(
            &xiangqi::Position::startpos(),
            &[],
            &limits,
            None,
            &mut |i| infos.push(i.clone()),
        );
        let (beats, lines): (Vec<_>, Vec<_>) = infos.iter().partition(|i| i.progress_only);
        assert!(!beats.is_empty());
        for b in &beats {
            assert!(b.depth >= 1 && b.depth <= 7, "{b:?}");
            assert!(b.pv.is_empty() && b.multipv == 0, "{b:?}");
        }
        assert_eq!(lines.len(), 7);
        assert!(lines.iter().all(|i| i.multipv == 1 && !i.pv.is_empty()));
        assert_eq!(out.depth, 7);
    }
}
