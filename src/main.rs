//! The Xiangqi web app: a Leptos client-side-rendered page.

mod app;
mod board;
mod link;

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(app::App);
}
