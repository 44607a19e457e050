//! Widgets shared by the study module's screens and dialogs (the new-game
//! dialog and the position editor alike), below all of them.

mod level_options;

pub use level_options::level_options;
