//! Chess clocks and time controls.
//!
//! [`Clocks`] is a pure state machine for the two sides' clocks. It never
//! reads the time itself: every call that depends on the time takes the
//! current time `now_ms` in milliseconds from any fixed origin (in a
//! browser, `performance.now()`). Times are charged as the difference
//! between two such readings, so nothing drifts, and tests can pass plain
//! numbers.
//!
//! ```
//! use xiangqi::{Clocks, Color, TimeControl};
//!
//! let tc: TimeControl = "3+2".parse().unwrap(); // 3 minutes, 2 s increment
//! let mut clocks = Clocks::new(tc);
//! clocks.start(Color::Red, 0.0);
//! clocks.press(10_000.0).unwrap(); // Red moved after 10 s
//! assert_eq!(clocks.remaining(Color::Red, 10_000.0).main_ms, 172_000);
//! assert_eq!(clocks.running(), Some(Color::Black));
//! assert_eq!(clocks.display(Color::Black, 70_000.0), "2:00");
//! assert_eq!(clocks.flagged(190_000.0), Some(Color::Black));
//! ```
//!
//! # Rules
//!
//! * **Sudden death**: a side has lost on time the moment its main time
//!   reaches zero.
//! * **Fischer**: the increment is added after every completed move,
//!   including a side's first.
//! * **Byo-yomi**: when the main time is gone, a side plays in periods.
//!   A move completed within a period resets that period to its full
//!   length and keeps the count; each period that runs out uses up one;
//!   the side has lost on time when its last period runs out.
//! * **Moves in time** (负 (四)): a side that has not completed the
//!   stage's moves when its time reaches zero has lost on time; completing
//!   the stage's last move adds the next stage's time to what is left.
//! * **Per move** (步时): with a limit on each move, a side also loses on
//!   time when one move takes longer than the limit, whatever its game
//!   time; every completed move starts the next with the full limit.
//!
//! A clock reading going backwards (a `now_ms` earlier than the last one
//! seen, or not a finite number) is treated as no time having passed.

mod control;
mod parse;
#[cfg(feature = "serde")]
mod serde_form;
mod side;

pub use control::{GameTime, Preset, TimeControl};
pub use parse::ParseTimeControlError;
pub use side::{ClockReading, SideTime};

use crate::by_color::ByColor;
use crate::color::Color;

/// Error returned when a side has run out of time.
///
/// ```
/// use xiangqi::{Color, Flagged};
/// assert_eq!(Flagged { color: Color::Black }.to_string(), "black ran out of time");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[error("{color} ran out of time")]
pub struct Flagged {
    /// The side whose time is up.
    pub color: Color,
}

/// Everything needed to save [`Clocks`] and resume them later with
/// [`Clocks::restore`]. With the `serde` feature it can be serialised.
///
/// ```
/// use xiangqi::{Clocks, Color, GameTime};
/// let mut clocks = Clocks::new(GameTime::SuddenDeath { main_ms: 60_000 }.into());
/// clocks.start(Color::Red, 0.0);
/// let saved = clocks.snapshot(15_000.0);
/// assert_eq!(saved.red.main_ms, 45_000.0);
/// assert_eq!(saved.turn, Some(Color::Red));
/// // Later, perhaps after reloading the page, at another time origin:
/// let restored = Clocks::restore(saved, 500.0);
/// assert_eq!(restored.remaining(Color::Red, 1_500.0).main_ms, 44_000);
/// ```
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ClockSnapshot {
    /// The time control.
    pub control: TimeControl,
    /// Red's time.
    pub red: SideTime,
    /// Black's time.
    pub black: SideTime,
    /// The side to move, `None` before the clocks were started.
    pub turn: Option<Color>,
    /// Whether the side to move's clock was running (not paused).
    pub running: bool,
    /// The side that ran out of time, if any.
    pub flagged: Option<Color>,
}

/// The two sides' clocks.
///
/// The clocks start stopped. [`Clocks::start`] starts the side to move's
/// clock, [`Clocks::press`] ends a move and starts the other clock,
/// [`Clocks::pause`] and [`Clocks::resume`] stop and restart without
/// charging the time in between. Once a side has run out of time the
/// clocks stop for good.
///
/// ```
/// use xiangqi::{Clocks, Color, Flagged, GameTime, TimeControl};
///
/// // 1 s main time, then 2 periods of 1 s.
/// let tc: TimeControl = GameTime::Byoyomi { main_ms: 1_000, periods: 2, period_ms: 1_000 }.into();
/// let mut clocks = Clocks::new(tc);
/// clocks.start(Color::Red, 0.0);
/// let r = clocks.remaining(Color::Red, 1_500.0);
/// assert!(r.in_byoyomi);
/// assert_eq!((r.periods_left, r.period_ms_left), (2, 500));
/// clocks.press(1_500.0).unwrap(); // moved within the period: it resets
/// assert_eq!(clocks.remaining(Color::Red, 1_500.0).period_ms_left, 1_000);
///
/// clocks.press(1_600.0).unwrap(); // Black moves; Red to move again
/// assert_eq!(clocks.flagged(3_599.0), None); // one period gone, one left
/// assert_eq!(clocks.press(3_600.0), Err(Flagged { color: Color::Red }));
/// assert_eq!(clocks.running(), None);
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Clocks {
    control: TimeControl,
    sides: ByColor<SideTime>,
    turn: Option<Color>,
    running: bool,
    /// The time the running clock was last charged up to.
    since: f64,
    flagged: Option<Color>,
}

impl Default for Clocks {
    fn default() -> Self {
        Clocks::new(TimeControl::UNLIMITED)
    }
}

impl Clocks {
    /// Both clocks set to the control's starting time, stopped.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color, GameTime, TimeControl};
    /// let clocks = Clocks::new(GameTime::SuddenDeath { main_ms: 300_000 }.into());
    /// assert_eq!(clocks.running(), None);
    /// assert_eq!(clocks.display(Color::Red, 123.0), "5:00");
    /// ```
    pub fn new(control: TimeControl) -> Clocks {
        let side = SideTime::fresh(&control);
        Clocks {
            control,
            sides: ByColor::both(side),
            turn: None,
            running: false,
            since: 0.0,
            flagged: None,
        }
    }

    /// The time control.
    ///
    /// ```
    /// use xiangqi::{Clocks, TimeControl};
    /// assert_eq!(Clocks::default().control(), TimeControl::UNLIMITED);
    /// ```
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// `now` if it is a valid reading not earlier than the last one,
    /// otherwise the last one (no time passes).
    fn clamp(&self, now_ms: f64) -> f64 {
        if now_ms.is_finite() && now_ms > self.since {
            now_ms
        } else {
            self.since
        }
    }

    /// Charges the running clock up to `now`; records a flag fall.
    fn charge(&mut self, now_ms: f64) {
        let now = self.clamp(now_ms);
        if let (Some(turn), true) = (self.turn, self.running) {
            let elapsed = now - self.since;
            if self.sides[turn].consume(&self.control, elapsed) {
                self.flagged = Some(turn);
                self.running = false;
            }
        }
        self.since = now;
    }

    /// `color`'s time as it stands at `now`, without changing anything.
    fn side_at(&self, color: Color, now_ms: f64) -> SideTime {
        let mut side = self.sides[color];
        if self.running && self.turn == Some(color) {
            let elapsed = self.clamp(now_ms) - self.since;
            side.consume(&self.control, elapsed);
        }
        side
    }

    /// Starts `side_to_move`'s clock at `now_ms`. If a clock was already
    /// running it is charged up to `now_ms` first. Does nothing once a side
    /// has run out of time.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color, GameTime, TimeControl};
    /// let mut clocks = Clocks::new(GameTime::SuddenDeath { main_ms: 60_000 }.into());
    /// clocks.start(Color::Black, 1_000.0);
    /// assert_eq!(clocks.running(), Some(Color::Black));
    /// assert_eq!(clocks.remaining(Color::Black, 3_000.0).main_ms, 58_000);
    /// ```
    pub fn start(&mut self, side_to_move: Color, now_ms: f64) {
        if self.flagged.is_some() {
            return;
        }
        if self.turn.is_some() {
            self.charge(now_ms);
        } else if now_ms.is_finite() {
            self.since = now_ms;
        }
        if self.flagged.is_none() {
            self.turn = Some(side_to_move);
            self.running = true;
        }
    }

    /// The side to move has completed its move at `now_ms`: its clock is
    /// charged and stopped, the Fischer increment is added or the byo-yomi
    /// period reset, a completed moves-in-time stage brings the next
    /// stage's time, the per-move time is reset, and the other side's
    /// clock starts.
    ///
    /// Fails, stopping the clocks, if the side to move had already run out
    /// of time. While the clocks are paused or not started it charges
    /// nothing and adds no increment, but still counts the move (so the
    /// moves-in-time stages stay in step with the game) and passes the
    /// turn.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color, Flagged, GameTime, TimeControl};
    /// let mut clocks = Clocks::new(GameTime::SuddenDeath { main_ms: 5_000 }.into());
    /// clocks.start(Color::Red, 0.0);
    /// assert_eq!(clocks.press(4_999.0), Ok(())); // Red has 1 ms left
    /// assert_eq!(clocks.press(9_998.0), Ok(())); // Black has 1 ms left
    /// assert_eq!(clocks.press(9_999.0), Err(Flagged { color: Color::Red }));
    ///
    /// // 2 moves in 10 s, repeating: the third move starts with the time
    /// // left plus another 10 s.
    /// let mut clocks = Clocks::new("2/10s".parse::<TimeControl>().unwrap());
    /// clocks.start(Color::Red, 0.0);
    /// clocks.press(3_000.0).unwrap(); // Red, move 1
    /// clocks.press(3_000.0).unwrap(); // Black
    /// assert_eq!(clocks.remaining(Color::Red, 3_000.0).moves_to_control, Some(1));
    /// clocks.press(7_000.0).unwrap(); // Red, move 2: 3 s left, plus 10 s
    /// assert_eq!(clocks.remaining(Color::Red, 7_000.0).main_ms, 13_000);
    /// assert_eq!(clocks.remaining(Color::Red, 7_000.0).moves_to_control, Some(2));
    /// ```
    pub fn press(&mut self, now_ms: f64) -> Result<(), Flagged> {
        if let Some(color) = self.flagged {
            return Err(Flagged { color });
        }
        let Some(turn) = self.turn else {
            return Ok(());
        };
        if self.running {
            self.charge(now_ms);
            if let Some(color) = self.flagged {
                return Err(Flagged { color });
            }
        }
        self.sides[turn].complete_move(&self.control, self.running);
        self.turn = Some(turn.other());
        Ok(())
    }

    /// After moves were taken back at `now_ms`: each side's count of
    /// completed moves as the game now stands, and the full per-move time
    /// for both. Time already used or added stays as it is.
    ///
    /// ```
    /// use xiangqi::{ByColor, Clocks, Color, TimeControl};
    /// let mut clocks = Clocks::new("40/90".parse::<TimeControl>().unwrap());
    /// clocks.start(Color::Red, 0.0);
    /// clocks.press(1_000.0).unwrap();
    /// clocks.retake(ByColor::new(0, 0), 1_000.0);
    /// assert_eq!(clocks.remaining(Color::Red, 1_000.0).moves_to_control, Some(40));
    /// ```
    pub fn retake(&mut self, moves_made: ByColor<u32>, now_ms: f64) {
        self.charge(now_ms);
        for color in [Color::Red, Color::Black] {
            let side = &mut self.sides[color];
            side.moves_made = moves_made[color];
            if let Some(step) = self.control.per_move_ms {
                side.move_ms_left = step as f64;
            }
        }
    }

    /// Stops the running clock at `now_ms`; the side to move is kept.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color, GameTime, TimeControl};
    /// let mut clocks = Clocks::new(GameTime::SuddenDeath { main_ms: 60_000 }.into());
    /// clocks.start(Color::Red, 0.0);
    /// clocks.pause(10_000.0);
    /// assert!(clocks.is_paused());
    /// clocks.resume(500_000.0);
    /// assert_eq!(clocks.remaining(Color::Red, 501_000.0).main_ms, 49_000);
    /// ```
    pub fn pause(&mut self, now_ms: f64) {
        if self.running {
            self.charge(now_ms);
            self.running = false;
        }
    }

    /// Restarts the side to move's clock after [`Clocks::pause`]. Does
    /// nothing if the clocks were never started or a side has run out of
    /// time.
    pub fn resume(&mut self, now_ms: f64) {
        if self.running || self.turn.is_none() || self.flagged.is_some() {
            return;
        }
        if now_ms.is_finite() {
            self.since = now_ms;
        }
        self.running = true;
    }

    /// Whether the clocks are started but stopped by [`Clocks::pause`].
    pub fn is_paused(&self) -> bool {
        self.turn.is_some() && !self.running && self.flagged.is_none()
    }

    /// The side whose clock is running, if any.
    pub fn running(&self) -> Option<Color> {
        if self.running {
            self.turn
        } else {
            None
        }
    }

    /// The side to move (running or paused), `None` before the start.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color};
    /// let mut clocks = Clocks::default();
    /// assert_eq!(clocks.side_to_move(), None);
    /// clocks.start(Color::Red, 0.0);
    /// clocks.press(1.0).unwrap();
    /// clocks.pause(2.0);
    /// assert_eq!(clocks.side_to_move(), Some(Color::Black));
    /// ```
    pub fn side_to_move(&self) -> Option<Color> {
        self.turn
    }

    /// `color`'s time at `now_ms`.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color, GameTime, TimeControl};
    /// let mut clocks = Clocks::new(GameTime::Fischer { main_ms: 10_000, increment_ms: 1_000 }.into());
    /// clocks.start(Color::Red, 0.0);
    /// assert_eq!(clocks.remaining(Color::Red, 2_500.5).main_ms, 7_500);
    /// assert_eq!(clocks.remaining(Color::Black, 2_500.0).main_ms, 10_000);
    /// ```
    pub fn remaining(&self, color: Color, now_ms: f64) -> ClockReading {
        let side = self.side_at(color, now_ms);
        let ms = |v: f64| v.max(0.0).ceil() as u64;
        ClockReading {
            main_ms: ms(side.main_ms),
            periods_left: side.periods_left,
            period_ms_left: ms(side.period_ms_left),
            in_byoyomi: side.in_byoyomi(&self.control.game),
            used_ms: ms(side.used_ms),
            move_ms_left: self.control.per_move_ms.map(|_| ms(side.move_ms_left)),
            moves_to_control: side.moves_to_control(&self.control.game),
        }
    }

    /// The side that has run out of time at `now_ms`, if any.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color, GameTime, TimeControl};
    /// let mut clocks = Clocks::new(GameTime::SuddenDeath { main_ms: 3_000 }.into());
    /// clocks.start(Color::Red, 100.0);
    /// assert_eq!(clocks.flagged(3_099.9), None);
    /// assert_eq!(clocks.flagged(3_100.0), Some(Color::Red));
    /// ```
    pub fn flagged(&self, now_ms: f64) -> Option<Color> {
        if self.flagged.is_some() {
            return self.flagged;
        }
        let turn = self.running()?;
        let mut side = self.sides[turn];
        let elapsed = self.clamp(now_ms) - self.since;
        side.consume(&self.control, elapsed).then_some(turn)
    }

    /// Saves the state as of `now_ms`.
    pub fn snapshot(&self, now_ms: f64) -> ClockSnapshot {
        let flagged = self.flagged(now_ms);
        ClockSnapshot {
            control: self.control,
            red: self.side_at(Color::Red, now_ms),
            black: self.side_at(Color::Black, now_ms),
            turn: self.turn,
            running: self.running && flagged.is_none(),
            flagged,
        }
    }

    /// Clocks from a saved state; if the snapshot's clock was running it
    /// runs again from `now_ms`. Invalid values (negative or not finite
    /// times) are read as 0.
    pub fn restore(snapshot: ClockSnapshot, now_ms: f64) -> Clocks {
        let running = snapshot.running && snapshot.turn.is_some() && snapshot.flagged.is_none();
        Clocks {
            control: snapshot.control,
            sides: ByColor::new(snapshot.red.sanitized(), snapshot.black.sanitized()),
            turn: snapshot.turn,
            running,
            since: if now_ms.is_finite() { now_ms } else { 0.0 },
            flagged: snapshot.flagged,
        }
    }

    /// `color`'s clock as text: `"9:58"`, `"1:02:03"`, `"0:07.3"` (tenths
    /// under 10 seconds), and in byo-yomi the period's time and the
    /// periods left, `"30 ×3"` or `"7.5 ×1"`. Unlimited clocks show the
    /// time used.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color, TimeControl};
    /// let mut clocks = Clocks::new("10 3x30".parse::<TimeControl>().unwrap());
    /// clocks.start(Color::Red, 0.0);
    /// assert_eq!(clocks.display(Color::Red, 1_250.0), "9:58");
    /// assert_eq!(clocks.display(Color::Red, 592_700.0), "0:07.3");
    /// assert_eq!(clocks.display(Color::Red, 600_000.0), "30 ×3");
    /// assert_eq!(clocks.display(Color::Red, 652_500.0), "7.5 ×2");
    /// ```
    pub fn display(&self, color: Color, now_ms: f64) -> String {
        let side = self.side_at(color, now_ms);
        match self.control.game {
            GameTime::Unlimited => format_clock(side.used_ms),
            GameTime::Byoyomi { .. } if side.main_ms <= 0.0 => {
                let t = (side.period_ms_left.max(0.0) / 100.0).floor() as u64;
                if t >= 100 {
                    format!("{} ×{}", t / 10, side.periods_left)
                } else {
                    format!("{}.{} ×{}", t / 10, t % 10, side.periods_left)
                }
            }
            _ => format_clock(side.main_ms),
        }
    }

    /// `color`'s time for the move under a per-move limit, as text like
    /// [`Clocks::display`]'s (`"0:45"`, `"0:07.3"`), `None` without one.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color, TimeControl};
    /// let mut clocks = Clocks::new("10 min, 60 s/move".parse::<TimeControl>().unwrap());
    /// clocks.start(Color::Red, 0.0);
    /// assert_eq!(clocks.display_move(Color::Red, 15_000.0).as_deref(), Some("0:45"));
    /// assert_eq!(clocks.display(Color::Red, 15_000.0), "9:45");
    /// assert_eq!(clocks.display_move(Color::Black, 15_000.0).as_deref(), Some("1:00"));
    /// ```
    pub fn display_move(&self, color: Color, now_ms: f64) -> Option<String> {
        self.control.per_move_ms?;
        Some(format_clock(self.side_at(color, now_ms).move_ms_left))
    }
}

/// `H:MM:SS`, `M:SS`, or `0:SS.t` under ten seconds; rounded down.
fn format_clock(ms: f64) -> String {
    let ms = ms.max(0.0);
    if ms < 10_000.0 {
        let tenths = (ms / 100.0).floor() as u64;
        return format!("0:{:02}.{}", tenths / 10, tenths % 10);
    }
    let secs = (ms / 1000.0).floor() as u64;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}
