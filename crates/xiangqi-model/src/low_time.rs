//! When a clock's time runs low: below [`LOW_TIME_MS`] the clock shows
//! tenths and turns red, and (with sound on) the running side hears one
//! warning as it crosses the line.

use xiangqi::{Clocks, Color};

/// Below this much time, a clock warns.
pub const LOW_TIME_MS: u64 = 10_000;

/// The time a clock shows for `color` at `now`: the move's countdown
/// under a per-move limit alone, else the current byo-yomi period once
/// the main time is gone, else the main time.
pub fn shown_ms(clocks: &Clocks, color: Color, now: f64) -> u64 {
    let reading = clocks.remaining(color, now);
    let per_move_only = clocks.control().main_ms().is_none();
    match reading.move_ms_left {
        Some(ms) if per_move_only => ms,
        _ if reading.in_byoyomi => reading.period_ms_left,
        _ => reading.main_ms,
    }
}

/// Whether `color`'s time is low at `now`: the time shown, or the move's
/// own countdown beside it, is under [`LOW_TIME_MS`]. Never in an
/// untimed game.
pub fn is_low(clocks: &Clocks, color: Color, now: f64) -> bool {
    if clocks.control().is_unlimited() {
        return false;
    }
    let move_low = clocks
        .remaining(color, now)
        .move_ms_left
        .is_some_and(|ms| ms < LOW_TIME_MS);
    shown_ms(clocks, color, now) < LOW_TIME_MS || move_low
}
