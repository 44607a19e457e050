//! The Xiangqi web app.
//!
//! [`model`] is the app's state and behaviour in plain Rust, tested
//! natively; the rest is the browser's edge around it.

pub mod model;
