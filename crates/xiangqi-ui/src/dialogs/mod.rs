//! The dialog floor: the frame every dialog is drawn in (focus on open,
//! Escape, focus returned) and the answer row. Which dialog is drawn, and
//! by whom, is the page's choice (its `open_dialog`; all but the welcome
//! and the small questions are drawn by the study module).

pub mod frame;

pub use frame::ChoiceRow;
