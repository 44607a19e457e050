//! Browser end-to-end tests: the release build in headless Chromium, driven
//! as a player would. Run with `cargo xtask e2e`.

mod harness;
mod play;
mod start_position;
