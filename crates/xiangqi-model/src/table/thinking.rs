//! Questions to the AI worker and its answers: the AI's moves, hints and
//! draw judgements. The table tracks the one request in flight; answers to
//! anything else (stale or cancelled requests) are ignored.

use xiangqi::{Color, GameTime, Move};
use xiangqi_engine::Score;

use super::{Pending, Table, Task};
use crate::effect::{Effect, SearchClock, SearchSpec};
use crate::engine_info::EngineInfo;
use crate::notice::Notice;
use crate::now::Now;

/// Thinking time of the top level (which has no cap of its own), in ms.
pub const TOP_LEVEL_MOVETIME_MS: u64 = 6_000;
/// Thinking time for a hint, in ms: the top level's search (no depth cap,
/// no noise) for a fixed short time, so a hint is never weaker than the
/// level it advises against (a depth cap made hints end in 0.2–0.7 s,
/// shallower than the top levels think).
const HINT_MOVETIME_MS: u64 = 2_500;

impl Table {
    /// Abandons the request in flight, if any.
    pub(super) fn cancel_search(&mut self) {
        if self.pending.take().is_some() {
            self.effect(Effect::CancelSearch);
        }
    }

    /// Asks the worker to search the live position for `task`.
    pub(super) fn search(
        &mut self,
        task: Task,
        level: Option<u8>,
        movetime_ms: Option<u64>,
        depth: Option<u32>,
        clock: Option<SearchClock>,
        move_cap_ms: Option<u64>,
    ) {
        let id = self.next_request;
        self.next_request = self.next_request.wrapping_add(1).max(1);
        let budget = level
            .and_then(xiangqi_engine::level_by_number)
            .and_then(|l| l.max_time_ms)
            .or(movetime_ms)
            .unwrap_or(TOP_LEVEL_MOVETIME_MS);
        let budget = move_cap_ms.map_or(budget, |cap| budget.min(cap));
        self.pending = Some(Pending {
            task,
            id,
            asked_at: self.now,
            held: None,
        });
        self.effect(Effect::Search(SearchSpec {
            id,
            fen: self.game.start().to_fen(),
            moves: self.game.moves().to_vec(),
            level,
            movetime_ms,
            depth,
            clock,
            move_cap_ms,
            budget_ms: u32::try_from(budget).unwrap_or(u32::MAX),
        }));
    }

    /// Asks the AI for its move if it has the move.
    pub(super) fn maybe_ai_move(&mut self, now: Now) {
        let Some(v) = self.mode.vs_ai().copied() else {
            return;
        };
        if self.game.is_over() || self.game.side_to_move() != v.ai {
            return;
        }
        let top = u8::try_from(xiangqi_engine::levels().len()).unwrap_or(u8::MAX);
        self.now = now.mono;
        let clock = self.search_clock(now);
        let movetime = (v.level >= top && clock.is_none()).then_some(TOP_LEVEL_MOVETIME_MS);
        let move_cap = self.clocks.remaining(v.ai, now.mono).move_ms_left;
        self.search(Task::AiMove, Some(v.level), movetime, None, clock, move_cap);
    }

    /// The clocks for the engine, when the game is timed. In a byo-yomi
    /// period the engine must move within the period; before it, the period
    /// counts like an increment.
    fn search_clock(&self, now: Now) -> Option<SearchClock> {
        let c = &self.clocks;
        let control = c.control();
        let side = |color: Color| {
            let r = c.remaining(color, now.mono);
            match control.game {
                GameTime::Unlimited => None,
                GameTime::SuddenDeath { .. } => Some((r.main_ms, 0, None)),
                GameTime::Fischer { increment_ms, .. } => Some((r.main_ms, increment_ms, None)),
                GameTime::Byoyomi { period_ms, .. } => Some(if r.in_byoyomi {
                    (r.period_ms_left, 0, Some(1))
                } else {
                    (r.main_ms, period_ms, None)
                }),
                GameTime::MovesInTime { .. } => Some((r.main_ms, 0, r.moves_to_control)),
            }
        };
        let (wtime, winc, wmtg) = side(Color::Red)?;
        let (btime, binc, bmtg) = side(Color::Black)?;
        Some(SearchClock {
            wtime,
            btime,
            winc,
            binc,
            movestogo: match self.game.side_to_move() {
                Color::Red => wmtg,
                Color::Black => bmtg,
            },
        })
    }

    /// Asks the engine for a move to suggest, drawn as an arrow.
    pub fn ask_hint(&mut self) -> Vec<Effect> {
        if self.can_move() && self.pending.is_none() {
            self.say(Notice::HintThinking);
            self.search(Task::Hint, None, Some(HINT_MOVETIME_MS), None, None, None);
        }
        self.drain()
    }

    /// Progress on request `id`: shown if it is the request in flight.
    pub fn ai_info(&mut self, id: u32, depth: u32, score: Score, pv: Vec<Move>) -> Vec<Effect> {
        if self.pending.is_some_and(|p| p.id == id) {
            let root = self.game.position().clone();
            self.info = Some(EngineInfo::new(root, depth, score, pv));
        }
        self.drain()
    }

    /// The answer to request `id` (`score` for the side to move). An
    /// answer to anything but the request in flight is ignored, and so is a
    /// move that is not legal in the live position.
    pub fn ai_result(
        &mut self,
        id: u32,
        best: Option<Move>,
        score: Score,
        now: Now,
    ) -> Vec<Effect> {
        let Some(pending) = self.pending.filter(|p| p.id == id) else {
            return self.drain();
        };
        self.pending = None;
        match pending.task {
            Task::AiMove => match best.filter(|&m| self.game.position().is_legal(m)) {
                Some(m) => {
                    self.ai_retried = false;
                    let wait = self.ai_pace_wait(pending.asked_at, now);
                    if wait > 0 {
                        self.hold_ai_move(pending, m, score, wait);
                    } else {
                        self.play_ai_answer(m, score, now);
                    }
                }
                // No usable move (a worker that cannot read the position
                // answers with none): ask once more, then give up aloud.
                None if !self.ai_retried => {
                    self.ai_retried = true;
                    self.maybe_ai_move(now);
                }
                None => {
                    self.ai_retried = false;
                    self.say(Notice::WorkerFailed);
                }
            },
            Task::Hint => match best {
                Some(mv) => {
                    self.hint = Some(mv);
                    let position = self.game.position().clone();
                    self.say(Notice::Hint { position, mv });
                }
                None => self.say(Notice::NoHint),
            },
        }
        self.drain()
    }

    /// The worker failed and was restarted; the request in flight was sent
    /// again.
    pub fn ai_restarted(&mut self) -> Vec<Effect> {
        self.say(Notice::WorkerRestarted);
        self.drain()
    }

    /// The worker cannot run.
    pub fn ai_failed(&mut self) -> Vec<Effect> {
        self.pending = None;
        self.say(Notice::WorkerFailed);
        self.drain()
    }
}
