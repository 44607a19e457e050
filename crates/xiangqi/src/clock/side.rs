//! One side's time and how thinking and completed moves change it.

use super::control::{GameTime, TimeControl};

/// One side's time, as kept by [`Clocks`](super::Clocks) and saved in a
/// [`ClockSnapshot`](super::ClockSnapshot).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SideTime {
    /// Main time left, in milliseconds.
    pub main_ms: f64,
    /// Byo-yomi periods left, counting the current one.
    pub periods_left: u32,
    /// Time left in the current byo-yomi period, in milliseconds.
    pub period_ms_left: f64,
    /// Thinking time used in the game so far, in milliseconds.
    pub used_ms: f64,
    /// Moves this side has completed (for moves-in-time stages).
    #[cfg_attr(feature = "serde", serde(default))]
    pub moves_made: u32,
    /// Moves-in-time controls whose time has been added: a control
    /// reached again after a takeback adds nothing more.
    #[cfg_attr(feature = "serde", serde(default))]
    pub controls_passed: u32,
    /// Time left for the move in progress under a per-move limit, in
    /// milliseconds.
    #[cfg_attr(feature = "serde", serde(default))]
    pub move_ms_left: f64,
}

impl SideTime {
    pub(super) fn fresh(tc: &TimeControl) -> SideTime {
        let (main, periods, period) = match tc.game {
            GameTime::Unlimited => (0, 0, 0),
            GameTime::SuddenDeath { main_ms } | GameTime::Fischer { main_ms, .. } => {
                (main_ms, 0, 0)
            }
            GameTime::Byoyomi {
                main_ms,
                periods,
                period_ms,
            } => (main_ms, periods, period_ms),
            GameTime::MovesInTime { stage_ms, .. } => (stage_ms, 0, 0),
        };
        SideTime {
            main_ms: main as f64,
            periods_left: periods,
            period_ms_left: period as f64,
            used_ms: 0.0,
            moves_made: 0,
            controls_passed: 0,
            move_ms_left: tc.per_move_ms.unwrap_or(0) as f64,
        }
    }

    /// Replaces non-finite or negative values by 0.
    pub(super) fn sanitized(self) -> SideTime {
        let clean = |v: f64| if v.is_finite() && v > 0.0 { v } else { 0.0 };
        SideTime {
            main_ms: clean(self.main_ms),
            periods_left: self.periods_left,
            period_ms_left: clean(self.period_ms_left),
            used_ms: clean(self.used_ms),
            moves_made: self.moves_made,
            controls_passed: self.controls_passed,
            move_ms_left: clean(self.move_ms_left),
        }
    }

    /// Charges `elapsed` milliseconds of thinking time; returns whether the
    /// side has run out of time, on the game's time or on the move's.
    pub(super) fn consume(&mut self, tc: &TimeControl, elapsed: f64) -> bool {
        self.used_ms += elapsed;
        let move_out = match tc.per_move_ms {
            Some(_) => {
                self.move_ms_left -= elapsed;
                if self.move_ms_left <= 0.0 {
                    self.move_ms_left = 0.0;
                    true
                } else {
                    false
                }
            }
            None => false,
        };
        let game_out = self.consume_game(&tc.game, elapsed);
        move_out || game_out
    }

    fn consume_game(&mut self, game: &GameTime, elapsed: f64) -> bool {
        match *game {
            GameTime::Unlimited => false,
            GameTime::SuddenDeath { .. }
            | GameTime::Fischer { .. }
            | GameTime::MovesInTime { .. } => {
                self.main_ms -= elapsed;
                if self.main_ms <= 0.0 {
                    self.main_ms = 0.0;
                    true
                } else {
                    false
                }
            }
            GameTime::Byoyomi { period_ms, .. } => self.consume_byoyomi(period_ms, elapsed),
        }
    }

    fn consume_byoyomi(&mut self, period_ms: u64, elapsed: f64) -> bool {
        let mut rest = elapsed;
        if self.main_ms > 0.0 {
            if rest < self.main_ms {
                self.main_ms -= rest;
                return false;
            }
            rest -= self.main_ms;
            self.main_ms = 0.0;
        }
        if self.periods_left == 0 {
            self.period_ms_left = 0.0;
            return true;
        }
        if rest < self.period_ms_left {
            self.period_ms_left -= rest;
            return false;
        }
        // The current period has run out.
        rest -= self.period_ms_left;
        self.periods_left -= 1;
        let period = period_ms as f64;
        if self.periods_left == 0 || period <= 0.0 {
            self.periods_left = 0;
            self.period_ms_left = 0.0;
            return true;
        }
        let whole = (rest / period).floor();
        if whole >= f64::from(self.periods_left) {
            self.periods_left = 0;
            self.period_ms_left = 0.0;
            return true;
        }
        // `whole` is below `periods_left`, so it fits in a u32.
        self.periods_left -= whole as u32;
        self.period_ms_left = period - (rest - whole * period);
        false
    }

    /// The side has completed a move. With `running` clocks this adds the
    /// Fischer increment and resets a byo-yomi period; in every case it
    /// counts the move, adds a moves-in-time stage's time when a stage is
    /// complete (once per control, however often takebacks make the side
    /// reach it), and gives the next move its full per-move time.
    pub(super) fn complete_move(&mut self, tc: &TimeControl, running: bool) {
        self.moves_made = self.moves_made.saturating_add(1);
        match tc.game {
            GameTime::Fischer { increment_ms, .. } if running => {
                self.main_ms += increment_ms as f64;
            }
            GameTime::Byoyomi { period_ms, .. } if running && self.in_byoyomi(&tc.game) => {
                self.period_ms_left = period_ms as f64;
            }
            GameTime::MovesInTime {
                moves,
                stage_ms,
                then_ms,
            } if moves > 0 && self.moves_made.is_multiple_of(moves) => {
                let control = self.moves_made / moves;
                let added = match then_ms {
                    None => Some(stage_ms),
                    Some(rest) if control == 1 => Some(rest),
                    Some(_) => None,
                };
                if let Some(ms) = added.filter(|_| control > self.controls_passed) {
                    self.main_ms += ms as f64;
                    self.controls_passed = control;
                }
            }
            _ => {}
        }
        if let Some(step) = tc.per_move_ms {
            self.move_ms_left = step as f64;
        }
    }

    pub(super) fn in_byoyomi(&self, game: &GameTime) -> bool {
        matches!(game, GameTime::Byoyomi { .. }) && self.main_ms <= 0.0 && self.periods_left > 0
    }

    /// Moves still to complete before the next moves-in-time control,
    /// `None` when no control lies ahead.
    pub(super) fn moves_to_control(&self, game: &GameTime) -> Option<u32> {
        match *game {
            GameTime::MovesInTime { moves, then_ms, .. } if moves > 0 => match then_ms {
                None => Some(moves - self.moves_made % moves),
                Some(_) => moves.checked_sub(self.moves_made).filter(|&n| n > 0),
            },
            _ => None,
        }
    }
}

/// What one side's clock shows, from [`Clocks::remaining`](super::Clocks::remaining).
///
/// Times are rounded up to whole milliseconds, so a side that has not run
/// out of time never reads zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ClockReading {
    /// Main time left, in milliseconds (0 when unlimited).
    pub main_ms: u64,
    /// Byo-yomi periods left, counting the current one.
    pub periods_left: u32,
    /// Time left in the current byo-yomi period, in milliseconds.
    pub period_ms_left: u64,
    /// Whether the main time is gone and the side is playing in periods.
    pub in_byoyomi: bool,
    /// Thinking time used in the game so far, in milliseconds.
    pub used_ms: u64,
    /// Time left for the current (or next) move under a per-move limit.
    pub move_ms_left: Option<u64>,
    /// Moves to complete before the next moves-in-time control.
    pub moves_to_control: Option<u32>,
}
