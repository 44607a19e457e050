//! The AI: the page's side of the conversation with the worker that runs
//! `xiangqi-engine` (the worker and the messages live in `xiangqi-worker`).
//! Wire types stay here: the rest of the app sees the model's
//! [`SearchSpec`](crate::model::SearchSpec) and the engine's scores and moves.

pub mod bridge;

pub use bridge::{AiBridge, AiEvent};
pub use xiangqi_worker::protocol;
