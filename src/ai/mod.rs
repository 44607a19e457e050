//! The AI: a Web Worker running `xiangqi-engine`, and the page's side of
//! the conversation with it.

pub mod bridge;
#[allow(dead_code)] // the worker's half is used by the other binary
pub mod protocol;

pub use bridge::{AiBridge, AiEvent};
