//! Wall-clock time that works both natively and in a browser.
//!
//! `std::time::Instant` panics on `wasm32-unknown-unknown`, so the engine
//! measures time through [`web_time::Instant`], which is the standard
//! `Instant` natively and `performance.now()` in a browser or Web Worker.
//! Everything in the engine that needs time goes through [`Clock`].

use web_time::Instant;

/// A stopwatch started when the search begins.
#[derive(Debug, Clone, Copy)]
pub struct Clock {
    start: Instant,
}

impl Clock {
    /// Starts a new stopwatch now.
    pub fn start() -> Clock {
        Clock {
            start: Instant::now(),
        }
    }

    /// Milliseconds elapsed since [`Clock::start`].
    pub fn elapsed_ms(&self) -> u64 {
        self.start.elapsed().as_millis() as u64
    }
}

impl Default for Clock {
    fn default() -> Self {
        Clock::start()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elapsed_counts_milliseconds_since_start() {
        let c = Clock::start();
        std::thread::sleep(std::time::Duration::from_millis(30));
        // A sleep lasts at least as long as asked, so only a lower bound is
        // certain: a clock that does not run, or counts in another unit,
        // fails here.
        let a = c.elapsed_ms();
        assert!(a >= 30, "{a}");
        std::thread::sleep(std::time::Duration::from_millis(5));
        let b = c.elapsed_ms();
        assert!(b >= a + 5, "{a} then {b}");
    }
}
