//! The study screens (analysis board, game review, position editor) as a
//! module of their
//! own, which the page loads the first time they are opened (see
//! `xiangqi_web::study`).

use wasm_bindgen::prelude::*;
use xiangqi::Color;
use xiangqi_web::study::{mount, mount_editor, mount_trainer, unmount, Host};

/// Mounts the study screens into `root`. `on_close()` is called when the
/// player goes back to the game, `on_try_again(fen, side)` for a new game
/// against the AI from a position (`side` is `red` or `black`).
#[wasm_bindgen]
pub fn mount_study(
    root: web_sys::HtmlElement,
    on_close: js_sys::Function,
    on_try_again: js_sys::Function,
) {
    let host = Host {
        on_close: Box::new(move || {
            unmount_later();
            let _ = on_close.call0(&JsValue::NULL);
        }),
        on_try_again: Box::new(move |fen: String, side: Color| {
            unmount_later();
            let _ = on_try_again.call2(
                &JsValue::NULL,
                &JsValue::from_str(&fen),
                &JsValue::from_str(side.name()),
            );
        }),
    };
    mount(root, host);
}

/// Mounts the position editor into `root`, on `fen` if given.
#[wasm_bindgen]
pub fn mount_position_editor(root: web_sys::HtmlElement, fen: Option<String>) {
    mount_editor(root, fen);
}

/// Mounts the puzzle trainer into `root`, on puzzle `id` if given.
#[wasm_bindgen]
pub fn mount_puzzles(root: web_sys::HtmlElement, id: Option<String>) {
    mount_trainer(root, id);
}

/// Takes the screens away once the current event is handled (not from
/// inside one of their own handlers).
fn unmount_later() {
    gloo_timers::callback::Timeout::new(0, unmount).forget();
}

fn main() {}
