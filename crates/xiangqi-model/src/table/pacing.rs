//! The AI's pace: at the lower levels the engine answers in a few
//! milliseconds, quicker than a person can see what happened. Its move is
//! held back until it has "thought" for a short, slightly varied time, as
//! a person across the board would; a search that takes longer is not
//! delayed. When the AI's own clock is short the move is never held, so
//! the pace costs it no game.

use xiangqi::Move;
use xiangqi_engine::Score;

use super::{Pending, Table};
use crate::effect::Effect;
use crate::now::Now;

/// The shortest time the AI appears to think, in ms.
pub const MIN_THINK_MS: f64 = 600.0;
/// How much longer, at most, chosen at random for each move, in ms.
const THINK_SPREAD_MS: u64 = 600;
/// Below this much time on its clock (game or move) the AI is never held.
const HURRY_BELOW_MS: u64 = 30_000;

impl Table {
    /// How long to hold the AI's answer to a request asked at `asked_at`,
    /// in ms (0: play it now).
    pub(super) fn ai_pace_wait(&mut self, asked_at: f64, now: Now) -> u32 {
        let Some(ai) = self.mode.ai_side() else {
            return 0;
        };
        let clock = self.clocks.remaining(ai, now.mono);
        let short = |ms: u64| ms < HURRY_BELOW_MS;
        let timed_game = self.clocks.control().main_ms().is_some();
        if (timed_game && short(clock.main_ms.max(clock.period_ms_left)))
            || clock.move_ms_left.is_some_and(short)
        {
            return 0;
        }
        let think = MIN_THINK_MS + (self.random() % THINK_SPREAD_MS) as f64;
        let waited = (now.mono - asked_at).max(0.0);
        (think - waited).max(0.0) as u32
    }

    /// Keeps the AI's move `m` for request `pending` until `wait` ms have
    /// passed.
    pub(super) fn hold_ai_move(&mut self, pending: Pending, m: Move, score: Score, wait: u32) {
        self.pending = Some(Pending {
            held: Some((m, score)),
            ..pending
        });
        self.effect(Effect::AiMoveDue {
            id: pending.id,
            after_ms: wait,
        });
    }

    /// The AI's held move for request `id` is due: it is played, unless the
    /// request was abandoned meanwhile (a takeback, a new game, the end of
    /// the game).
    pub fn ai_move_due(&mut self, id: u32, now: Now) -> Vec<Effect> {
        let held = self.pending.filter(|p| p.id == id).and_then(|p| p.held);
        if let Some((m, score)) = held {
            self.pending = None;
            if self.game.position().is_legal(m) {
                self.play_ai_answer(m, score, now);
            }
        }
        self.drain()
    }

    /// Plays the AI's answer `m` (after it has weighed a draw).
    pub(super) fn play_ai_answer(&mut self, m: Move, score: Score, now: Now) {
        if self.ai_considers_draw(m, score, now) {
            self.play_move(m, true, now);
        }
    }
}
