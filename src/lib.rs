//! The Xiangqi web app.
//!
//! [`model`] is the app's state and behaviour in plain Rust, tested
//! natively; [`words`] is every text in both languages; [`ai`] is the
//! worker and the protocol both sides speak. The rest is the browser's
//! edge: [`session`] (the shell), `web` (storage, time, sound) and the
//! Leptos components.

pub mod ai;
mod announce;
mod app;
mod board;
mod clock_view;
mod controls;
mod dialogs;
mod draw_offer;
mod editor;
pub mod extras;
mod extras_host;
mod files;
pub use xiangqi_model as model;
mod move_list;
mod open_dialog;
mod opening_name;
mod pwa;
pub mod screens;
mod seat;
pub mod session;
mod status;
pub mod study;
mod study_host;
mod web;
pub mod widgets;
pub mod words;

/// Starts the app in the page.
pub fn run() {
    console_error_panic_hook::set_once();
    // The loading screen paints first even when the app arrives at once,
    // so the page never sits blank while the app builds itself.
    web::paint::after_next_paint(|| {
        leptos::mount::mount_to_body(app::App);
        remove_splash();
    });
}

/// Takes away the loading screen of index.html once the app has drawn itself.
fn remove_splash() {
    if let Some(splash) = leptos::prelude::document().get_element_by_id("splash") {
        splash.remove();
    }
}
