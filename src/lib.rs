//! The Xiangqi web app's page: the program that draws the board and plays.
//!
//! It stands on [`xiangqi_model`] (the app's state and behaviour in plain
//! Rust) and the UI floor it shares with the study module
//! ([`xiangqi_ui`]: the words, the AI's bridge, the board, the browser's
//! edge). Here are the play screen ([`session`] is its shell), the clocks,
//! the move list, the face-to-face seats, and the hosts that hand over to
//! the lazily loaded screens (`xiangqi-study`), which this program reaches
//! only through its split points ([`chunks`]): the build cuts each screen
//! into a chunk downloaded the first time it opens.

mod announce;
mod app;
pub mod chunks;
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
