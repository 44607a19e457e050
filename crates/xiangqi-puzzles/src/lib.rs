//! Xiangqi puzzles: a collection of verified mates and material-winning
//! tactics.
//!
//! The collection ships as a small text file ([`format`](mod@crate::format)); this crate reads
//! and writes it, replays a puzzle's solution with the rules alone
//! ([`replay`]), detects themes ([`themes`]) and rates puzzles
//! ([`rating`]). With the `verify` feature (on by default) it also proves
//! puzzles with the engine ([`verify`]) and builds the `xiangqi-puzzles`
//! generator behind `cargo xtask puzzles`.
//!
//! Without `verify` nothing here depends on the engine, so the app can read
//! the collection in the browser without carrying a second search.
//!
//! ```
//! use xiangqi_puzzles::format::{read, write};
//!
//! let text = "#xiangqi-puzzles 1\n\
//!     0123456789ab\t3k5/R8/9/9/9/9/9/9/R8/4K4 w - - 0 1\ta1a9\tmate:1\t600\tmateIn1,endgame\n";
//! let puzzles = read(text).unwrap();
//! assert_eq!(puzzles[0].line[0].mv.to_string(), "a1a9");
//! assert_eq!(write(&puzzles), text);
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod format;
pub mod id;
pub mod kind;
pub mod line;
pub mod material;
pub mod phase;
pub mod rating;
pub mod replay;
pub mod themes;
#[cfg(feature = "verify")]
pub mod verify;

pub use format::{Kind, Puzzle, ReadError, Step};
pub use themes::Theme;
