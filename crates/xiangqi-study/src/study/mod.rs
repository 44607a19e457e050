//! Study screens. The analysis board: the position with the engine's best
//! lines, arrows for their first moves, an evaluation bar, and the tree of
//! moves and variations tried from it.

mod annotate;
pub(crate) mod board_view;
mod eval_bar;
mod export_tags;
mod lines;
mod review_kept;
mod review_view;
pub(crate) mod screen;
mod session;
mod tablebase_view;
pub mod trainer;
mod tree_view;

pub use review_kept::keep_finished_reviews;
pub use screen::{handle_key, AnalysisScreen};
pub use session::{Host, StudySession};
