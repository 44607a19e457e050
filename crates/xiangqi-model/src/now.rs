//! The time an action happens, handed in by the shell.

/// The moment of an action, on the two clocks the app needs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Now {
    /// Milliseconds on a monotonic clock (the page's `performance.now()`):
    /// game clocks are charged from it, and it keeps counting while the
    /// page is hidden.
    pub mono: f64,
    /// Milliseconds since 1970 (wall-clock time): dates of games and of
    /// saves, which outlive the page.
    pub wall: f64,
}

impl Now {
    /// A moment given both readings.
    pub const fn new(mono: f64, wall: f64) -> Now {
        Now { mono, wall }
    }

    /// The same moment `ms` milliseconds later on both clocks.
    pub fn later(self, ms: f64) -> Now {
        Now {
            mono: self.mono + ms,
            wall: self.wall + ms,
        }
    }
}
