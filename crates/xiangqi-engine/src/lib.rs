//! A xiangqi (Chinese chess) engine built on the `xiangqi` rules crate.
//!
//! The library runs natively and in a browser (`wasm32-unknown-unknown`,
//! typically inside a Web Worker): it uses no threads, no filesystem and
//! measures time through [`stopwatch`]. The `xiangqi-engine` binary adds a
//! front end ([`frontend`]) that speaks UCI ([`uci`]) or UCCI ([`ucci`]),
//! and `xiangqi-match` plays engine configurations, or external UCI
//! engines, against each other.
//!
//! ```
//! use xiangqi::Position;
//! use xiangqi_engine::{Engine, Limits};
//!
//! let mut engine = Engine::new(16);
//! let out = engine.search(&Position::startpos(), &[], &Limits::depth(3), None, &mut |_| {});
//! assert!(out.best.is_some());
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod bench;
#[cfg(not(target_arch = "wasm32"))]
mod board_display;
pub mod book;
mod capture_history;
#[cfg(not(target_arch = "wasm32"))]
pub mod command;
#[cfg(not(target_arch = "wasm32"))]
pub mod dialect;
pub mod endgame;
mod engine;
pub mod eval;
#[cfg(not(target_arch = "wasm32"))]
pub mod frontend;
mod history_gravity;
pub mod learned;
pub mod levels;
pub mod limits;
pub mod material;
mod multipv;
pub mod network;
pub mod ordering;
mod progress;
pub mod pst;
mod reductions;
pub mod repetition;
pub mod rng;
pub mod score;
pub mod search;
pub mod see;
pub mod selfplay;
pub mod stability;
pub mod stopwatch;
mod switches;
pub mod tt;
pub mod tuned;
#[cfg(not(target_arch = "wasm32"))]
pub mod ucci;
#[cfg(not(target_arch = "wasm32"))]
pub mod uci;

pub use engine::{Engine, SearchOutcome};
pub use levels::{level_by_number, levels, Level};
pub use limits::Limits;
pub use progress::SearchInfo;
pub use score::Score;
pub use search::Config;
