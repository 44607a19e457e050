//! Browser end-to-end tests: the release build in headless Chromium, driven
//! as a player would. Run with `cargo xtask e2e`.

mod a11y;
mod analysis;
mod clocks;
mod controls;
mod editor;
mod endings;
mod figures;
mod files;
mod friend;
mod friend_scan;
mod handicap;
mod harness;
mod hint;
mod iphone;
mod keeping;
mod language;
mod layout;
mod lessons;
mod loading;
mod openings;
mod play;
mod puzzles;
mod pwa;
mod records;
mod saving;
mod start_position;
mod steps;
mod sub_path;
mod tablebase;
mod tables_kept;
mod tables_served;
mod themes;
mod traditional;
mod transfer;
mod worker_speed;
