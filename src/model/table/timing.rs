//! The clocks: flag falls and pauses.

use xiangqi::{ByColor, Color};

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

    /// Each side's moves in the game as it stands (what the moves-in-time
    /// stages count).
    pub(super) fn moves_made(&self) -> ByColor<u32> {
        let plies = u32::try_from(self.game.ply_count()).unwrap_or(u32::MAX);
        let first = self.game.start().side_to_move();
        let (by_first, by_second) = (plies.div_ceil(2), plies / 2);
        ByColor::from_fn(|c| if c == first { by_first } else { by_second })
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

    /// Whether the game may be left for the analysis board: not while the
    /// AI plays a timed game that is still on (its clock cannot stop).
    pub fn can_analyse(&self) -> bool {
        self.game.is_over()
            || self.clocks.control().is_unlimited()
            || self.clocks.running().is_none()
            || self.mode.ai_side().is_none()
    }

    /// The game is left for the analysis board: between two players the
    /// running clocks stop (they restart them with Resume).
    pub fn leave_for_analysis(&mut self, now: Now) -> Vec<Effect> {
        if self.mode.ai_side().is_none() && self.clocks.running().is_some() {
            self.clocks.pause(now.mono);
            self.now = now.mono;
        }
        self.selected = None;
        self.drain()
    }
}
