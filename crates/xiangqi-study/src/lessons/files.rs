//! The lesson files and the screen's words, embedded at build time (see
//! the crate's `build.rs`).

include!(concat!(env!("OUT_DIR"), "/lessons.rs"));
