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
mod pwa;
mod session;
mod settings;
mod sound;
mod status;
mod storage;

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(app::App);
}
