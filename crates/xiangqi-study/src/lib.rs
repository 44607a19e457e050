//! The Xiangqi app's second WebAssembly program, `study.js`, which the
//! page fetches the first time one of its screens or dialogs opens: the
//! analysis board and review ([`study`]), the puzzle trainer
//! ([`study::trainer`]), the position editor ([`editor`]), the game's
//! dialogs that playing does not need at once ([`dialogs`]), and their
//! mounts ([`screens`]). It stands on the same floor as the page
//! (`xiangqi-ui`) and never on the page itself.

pub mod dialogs;
pub mod editor;
pub mod endgame_words;
pub mod endgames;
pub mod friend;
pub mod lessons;
pub mod opening;
pub mod screens;
pub mod study;
