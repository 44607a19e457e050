//! Wall-clock time that works both natively and in a browser.
//!
//! `std::time::Instant` panics on `wasm32-unknown-unknown`, so the engine
//! measures time through [`web_time::Instant`], which is the standard
//! `Instant` natively and `performance.now()` in a browser or Web Worker.
//! Everything in the engine that needs time goes through [`Stopwatch`].

use web_time::Instant;

/// A stopwatch started when the search begins.
#[derive(Debug, Clone, Copy)]
pub struct Stopwatch {
    start: Instant,
}

impl Stopwatch {
    /// Starts a new stopwatch now.
    pub fn start() -> Stopwatch {
        Stopwatch {
            start: Instant::now(),
        }
    }

    /// Milliseconds elapsed since [`Stopwatch::start`].
    pub fn elapsed_ms(&self) -> u64 {
        self.start.elapsed().as_millis() as u64
    }
}

impl Default for Stopwatch {
    fn default() -> Self {
        Stopwatch::start()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elapsed_counts_milliseconds_since_start() {
        let c = Stopwatch::start();
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
