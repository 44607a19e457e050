//! The floor under both of the app's WebAssembly programs, the page
//! (`xiangqi-web`) and the lazily loaded study module (`xiangqi-study`):
//! what both draw with and nothing either alone needs.
//!
//! [`words`] is every text in every language; [`web`] is the browser's
//! edge (storage, time, sound, navigation, the study module's loader);
//! [`board`] draws the board; [`dialogs`] is the frame every dialog is
//! drawn in; [`ai`] and [`files`] are the page side of the two workers;
//! [`widgets`] are small controls shared by several screens. The app's
//! state is [`model`] (the `xiangqi-model` crate), below this floor.

pub mod ai;
pub mod board;
pub mod dialogs;
pub mod files;
pub mod web;
pub mod widgets;
pub mod words;

pub use xiangqi_model as model;
