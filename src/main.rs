//! The Xiangqi web app: a Leptos client-side-rendered page.

mod ai;
mod announce;
mod app;
mod board;
mod clock;
mod controls;
mod dialogs;
mod i18n;
mod link;
mod move_list;
mod paint;
mod pwa;
mod session;
mod settings;
mod sound;
mod status;
mod storage;

fn main() {
    console_error_panic_hook::set_once();
    // The loading screen paints first even when the app arrives at once,
    // so the page never sits blank while the app builds itself.
    paint::after_next_paint(|| {
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
