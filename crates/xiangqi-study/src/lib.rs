//! The Xiangqi app's lazily loaded screens: the analysis board and review
//! ([`study`]), the puzzle trainer ([`study::trainer`]), the position
//! editor ([`editor`]), the lessons, the endgames, 揭棋, games with a friend,
//! the game's dialogs that playing does not need at once ([`dialogs`]),
//! and their mounts ([`screens`]). It stands on the same floor as the
//! page (`xiangqi-ui`) and never on the page itself; the page calls the
//! mounts through its split points, so that each screen's code is a chunk
//! of the page's program, downloaded the first time the screen opens.

pub mod backup_file;
pub mod chunk;
pub mod dialogs;
pub mod editor;
pub mod endgame_words;
pub mod endgames;
pub mod friend;
pub mod jieqi;
pub mod lessons;
pub mod opening;
pub mod screens;
pub mod study;
