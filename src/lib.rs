//! The Xiangqi web app's page: the program that draws the board and plays.
//!
//! It stands on [`xiangqi_model`] (the app's state and behaviour in plain
//! Rust) and the UI floor it shares with the study module
//! ([`xiangqi_ui`]: the words, the AI's bridge, the board, the browser's
//! edge). Here are the play screen ([`session`] is its shell), the clocks,
//! the move list, the face-to-face seats, and the hosts that load the
//! lazily loaded study module (`xiangqi-study`, a crate this one does not
//! depend on: the page cannot import a study screen) and hand over to it.

mod announce;
mod app;
mod clock_view;
mod controls;
mod dialogs_host;
mod draw_offer;
mod hint_said;
mod keeping;
mod modal;
mod move_list;
mod one_tab;
mod open_dialog;
mod opening_name;
mod pwa;
mod seat;
pub mod session;
mod status;
mod study_host;
mod welcome;

pub use app::run;
