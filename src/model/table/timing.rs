//! The clocks: flag falls and pauses.

use xiangqi::Color;

use super::Table;
use crate::model::effect::Effect;
use crate::model::now::Now;

impl Table {
    /// Whether a running clock has run out at `mono` (cheap: the shell
    /// asks on every tick and calls [`Table::tick`] only then).
    pub fn flag_due(&self, mono: f64) -> bool {
        self.clocks.flagged(mono).is_some()
    }

    /// A clock tick: ends the game if a flag has fallen.
    pub fn tick(&mut self, now: Now) -> Vec<Effect> {
        self.check_flag(now);
        self.drain()
    }

    pub(super) fn check_flag(&mut self, now: Now) {
        self.now = now.mono;
        if let Some(loser) = self.clocks.flagged(now.mono) {
            self.time_out(loser, now);
        }
    }

    /// `loser` ran out of time.
    pub(super) fn time_out(&mut self, loser: Color, now: Now) {
        self.clocks.pause(now.mono);
        self.cancel_search();
        let _ = self.game.flag(loser);
        self.finish(now);
    }

    /// Between two players: stops or restarts the clocks, by agreement.
    pub fn toggle_pause(&mut self, now: Now) -> Vec<Effect> {
        if self.mode.ai_side().is_some() || self.game.is_over() {
            return self.drain();
        }
        if self.clocks.is_paused() {
            self.clocks.resume(now.mono);
        } else {
            self.clocks.pause(now.mono);
        }
        self.now = now.mono;
        self.selected = None;
        self.drain()
    }
}
