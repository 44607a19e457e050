//! The clocks: flag falls and pauses.

use xiangqi::{ByColor, Color};

use super::Table;
use crate::effect::{Effect, Sound};
use crate::low_time;
use crate::now::Now;

impl Table {
    /// Whether a running clock has run out at `mono` (cheap: the shell
    /// asks on every tick and calls [`Table::tick`] only then, or when
    /// [`Table::low_time_due`]).
    pub fn flag_due(&self, mono: f64) -> bool {
        self.clocks.flagged(mono).is_some()
    }

    /// Whether the running clock's time went under the low-time line, or
    /// back over it, since the last tick.
    pub fn low_time_due(&self, mono: f64) -> bool {
        self.clocks
            .running()
            .is_some_and(|side| low_time::is_low(&self.clocks, side, mono) != self.low_warned[side])
    }

    /// A clock tick: ends the game if a flag has fallen, and warns the
    /// running side (with sound on) once as its time goes low.
    pub fn tick(&mut self, now: Now) -> Vec<Effect> {
        self.check_flag(now);
        self.check_low_time(now.mono);
        self.drain()
    }

    /// Keeps [`Table::low_warned`] in step with the running clock: set
    /// (with one warning sound) as its time goes under the line, cleared
    /// when an increment or a new byo-yomi period lifts it again.
    fn check_low_time(&mut self, mono: f64) {
        let Some(side) = self.clocks.running() else {
            return;
        };
        let low = low_time::is_low(&self.clocks, side, mono);
        if low && !self.low_warned[side] && self.settings.sound && !self.game.is_over() {
            self.effect(Effect::Sound(Sound::LowTime));
        }
        self.low_warned[side] = low;
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

    /// Whether the clocks can be paused: two players, a timed game, not
    /// over.
    pub fn can_pause(&self) -> bool {
        self.mode.ai_side().is_none()
            && !self.clocks.control().is_unlimited()
            && !self.game.is_over()
    }

    /// Between two players side by side: stops or restarts the clocks, by
    /// agreement (both are at the one panel).
    pub fn toggle_pause(&mut self, now: Now) -> Vec<Effect> {
        if self.mode.face_to_face() {
            // Face to face each seat pauses for itself (`toggle_pause_by`);
            // leaving the game stops the clocks for both.
            if !self.clocks.is_paused() {
                self.set_paused(true, None, now);
            }
            return self.drain();
        }
        let paused = self.clocks.is_paused();
        self.set_paused(!paused, None, now);
        self.drain()
    }

    /// Face to face: `seat` pauses the clocks, or resumes them if it was
    /// the seat that paused them (or nobody knows who did).
    pub fn toggle_pause_by(&mut self, seat: Color, now: Now) -> Vec<Effect> {
        if self.clocks.is_paused() {
            if self.paused_by.is_none_or(|by| by == seat) {
                self.set_paused(false, None, now);
            }
        } else {
            self.set_paused(true, Some(seat), now);
        }
        self.drain()
    }

    /// The seat whose pause holds the clocks (face to face).
    pub fn paused_by(&self) -> Option<Color> {
        self.paused_by.filter(|_| self.clocks.is_paused())
    }

    fn set_paused(&mut self, paused: bool, by: Option<Color>, now: Now) {
        if !self.can_pause() {
            return;
        }
        if paused {
            self.clocks.pause(now.mono);
        } else {
            self.clocks.resume(now.mono);
        }
        self.paused_by = by;
        self.now = now.mono;
        self.selected = None;
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
