//! The AI: a Web Worker running `xiangqi-engine`, the messages exchanged
//! with it, and the page's side of the conversation. Wire types stay here:
//! the rest of the app sees the model's [`SearchSpec`](crate::model::SearchSpec)
//! and the engine's scores and moves.

pub mod bridge;
pub mod protocol;
pub mod worker;

pub use bridge::{AiBridge, AiEvent};
