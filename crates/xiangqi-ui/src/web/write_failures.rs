//! Writes that failed, said to the player: each failure reaches the hook
//! the page sets (it shows what was not saved and what to do), and what
//! failed stays in memory to be written again. Both stores report here:
//! the records in `storage` and the database's games and reviews.

use std::cell::RefCell;

/// What could not be saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// A finished game (or its removal from the past games).
    Games,
    /// The game in progress, the settings or the progress of a trainer.
    Records,
    /// Everything is saved again after an earlier failure.
    Recovered,
}

/// The page's listener.
type Hook = Box<dyn Fn(Failure)>;

thread_local! {
    static HOOK: RefCell<Option<Hook>> = const { RefCell::new(None) };
    /// Whether something failed since everything was last written.
    static FAILING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Sets the one hook that hears of failures (and of the recovery).
pub fn on_failure(hook: impl Fn(Failure) + 'static) {
    HOOK.with(|h| *h.borrow_mut() = Some(Box::new(hook)));
}

/// Tells the hook of a failure (once until everything is written again)
/// or of the recovery.
pub fn report(failure: Failure) {
    let was = FAILING.with(|f| f.replace(failure != Failure::Recovered));
    if was == (failure != Failure::Recovered) {
        return;
    }
    HOOK.with(|h| {
        if let Some(hook) = h.borrow().as_ref() {
            hook(failure);
        }
    });
}

/// Whether something waits to be written after a failure.
pub fn failing() -> bool {
    FAILING.with(std::cell::Cell::get)
}
