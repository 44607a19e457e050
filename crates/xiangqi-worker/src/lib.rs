//! The AI in a Web Worker, kept apart from the page so that the worker's
//! wasm holds the engine and nothing of the interface.
//!
//! [`protocol`] is the one definition of the messages both sides exchange;
//! [`worker::run`] is the worker's loop; [`endings`] solves the endgame
//! tables it needs, [`download`] fetches the larger ones a host serves,
//! `served_probe` answers the probes that need them, and [`stored`] keeps
//! tables across visits.

#[cfg(feature = "worker")]
pub mod download;
#[cfg(feature = "worker")]
pub mod endings;
#[cfg(feature = "worker")]
mod engine_slot;
pub mod protocol;
#[cfg(feature = "worker")]
mod served_probe;
#[cfg(feature = "worker")]
pub mod stored;
#[cfg(feature = "worker")]
pub mod worker;
