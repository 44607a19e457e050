//! The endgame trainer (`?mode=endgames`): the classic practical endings
//! (实用残局), each played from a position the endgame tables choose,
//! against the tables' perfect play, and judged by them.
//!
//! - [`drills`]: which endings, grouped by the attacking piece, and what
//!   the player is asked to do in each (win, or hold the draw);
//! - [`game`]: one attempt, from asking the worker for a position to the
//!   verdict (won, held or failed), as a pure state machine;
//! - [`progress`]: what the player has achieved, kept in storage.

pub mod drills;
pub mod game;
pub mod progress;

pub use drills::{drill, Drill, Group, DRILLS};
pub use game::{Failure, PracticeEffect, PracticeGame, PracticeState, HOLD_MOVES};
pub use progress::PracticeProgress;
pub use xiangqi_tablebase::Task;

/// Whether the page's query asks for the endgame trainer
/// (`?mode=endgames`), and for which drill (`&id=`).
pub fn requested(param: impl Fn(&str) -> Option<String>) -> Option<Option<String>> {
    (param("mode").as_deref() == Some("endgames")).then(|| param("id").filter(|id| !id.is_empty()))
}
