//! Xiangqi openings: names and a book.
//!
//! * [`ecco`]: the ECCO classification (中国象棋开局分类编码, codes A00–E99)
//!   as this project writes it (`data/ecco.txt`): each code's Chinese and
//!   English name and the moves that define it.
//! * [`classify`]: the opening a game has entered, found by the positions
//!   it reached, so a transposed move order or a mirrored wing still
//!   names the same opening.
//! * [`book`]: the opening book's text format, its probe (legal moves
//!   only, mirrored positions included) and the weighted random choice the
//!   AI makes among its moves. The book itself is built by
//!   `cargo xtask book` (`xiangqi-book` in the engine crate) into
//!   `data/book.txt`.
//! * [`key`]: the position key both share, and left-right mirroring.
//!
//! The crate depends on the rules only, so the engine (which plays from
//! the book) and the files worker (which names openings for the page) can
//! both use it; neither table is linked into a module that does not call
//! it.
//!
//! ```
//! use xiangqi::Position;
//! use xiangqi_openings::classify::Classifier;
//!
//! let start = Position::startpos();
//! let moves: Vec<_> = ["h2e2", "h9g7"].iter().map(|m| m.parse().unwrap()).collect();
//! let opening = Classifier::builtin().classify(&start, &moves).unwrap();
//! assert_eq!(opening.code, "B05");
//! assert_eq!(opening.zh, "中炮对进左马");
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod book;
pub mod classify;
pub mod ecco;
pub mod key;
