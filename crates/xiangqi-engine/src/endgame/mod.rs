//! Endgame tables in play ([`xiangqi_tablebase`]).
//!
//! The engine never reads files itself (it also runs in a Web Worker):
//! whoever drives it hands it a [`Tablebase`](xiangqi_tablebase::Tablebase)
//! with [`crate::Engine::set_tablebase`], and the search only looks at the
//! tables already in memory. Three uses:
//!
//! - `probe`: inside the search, a node whose material a table covers
//!   (typically after a capture) takes the table's value instead of being
//!   searched, so a capture into a won or drawn ending is scored as such;
//! - `root`: a position the tables cover is answered at once, with the
//!   table's best move and its distance to mate;
//! - [`files`] (native only): the front end's folder of table files,
//!   read when a position first needs them.
//!
//! The weak levels do not use tables: their errors are deliberate, and a
//! table would take them away where it matters most to a learner.

#[cfg(not(target_arch = "wasm32"))]
pub mod files;
pub(crate) mod probe;
pub(crate) mod root;

#[cfg(all(test, not(target_arch = "wasm32")))]
mod uci_tests;
