//! The study screens (analysis board, game review, position editor, puzzle
//! trainer) and the game's dialogs that are not needed to play (see
//! `xiangqi_study::dialogs`) as a module of their own, which the page loads
//! the first time one of them is opened (see `xiangqi_study::study`).

use wasm_bindgen::prelude::*;
use xiangqi::Color;
use xiangqi_model::DialogCommand;
use xiangqi_study::dialogs;
use xiangqi_study::screens::{
    mount, mount_editor, mount_endgame_trainer, mount_friend, mount_lessons, mount_trainer, unmount,
};
use xiangqi_study::study::Host;

/// Reads the player's records (settings, progress, games with friends)
/// into this module's memory; the page waits for it before it mounts any
/// screen, so that every screen reads them at once.
#[wasm_bindgen]
pub async fn read_records() {
    xiangqi_ui::web::database::records::load().await;
}

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

/// Mounts the lessons into `root`, on lesson `id` if given.
#[wasm_bindgen]
pub fn mount_learn(root: web_sys::HtmlElement, id: Option<String>) {
    mount_lessons(root, id);
}

/// Mounts the endgame trainer into `root`, on drill `id` if given.
#[wasm_bindgen]
pub fn mount_endgames(root: web_sys::HtmlElement, id: Option<String>) {
    mount_endgame_trainer(root, id);
}

/// Mounts the games with a friend on another device into `root` (`id` is
/// not used: the screen reads the page's query).
#[wasm_bindgen]
pub fn mount_friends(root: web_sys::HtmlElement, _id: Option<String>) {
    mount_friend(root);
}

/// Mounts the puzzle trainer into `root`, on puzzle `id` if given.
#[wasm_bindgen]
pub fn mount_puzzles(root: web_sys::HtmlElement, id: Option<String>) {
    mount_trainer(root, id);
}

/// Mounts the game's dialog that `context` (a `DialogContext` as JSON)
/// names into `root`; `on_command(name, arg)` carries out a `DialogCommand`
/// (see `DialogCommand::to_wire`) and
/// answers an error text or `undefined`. `file`, if given, is imported at
/// once.
#[wasm_bindgen]
pub fn mount_dialog(
    root: web_sys::HtmlElement,
    context: String,
    on_command: js_sys::Function,
    file: Option<web_sys::File>,
) -> Result<(), JsValue> {
    let context = serde_json::from_str(&context).map_err(|e| JsValue::from_str(&e.to_string()))?;
    let send = Box::new(move |command: DialogCommand| {
        let (name, arg) = command.to_wire();
        on_command
            .call2(
                &JsValue::NULL,
                &JsValue::from_str(name),
                &JsValue::from_str(&arg),
            )
            .ok()
            .and_then(|answer| answer.as_string())
    });
    dialogs::mount_dialog(root, context, send, file);
    Ok(())
}

/// The page's new description of the game for the open dialog.
#[wasm_bindgen]
pub fn update_dialog(context: String) {
    if let Ok(context) = serde_json::from_str(&context) {
        dialogs::update_dialog(context);
    }
}

/// Takes the open dialog away.
#[wasm_bindgen]
pub fn unmount_dialog() {
    dialogs::unmount_dialog();
}

/// Names the opening of `moves` (ICCS, space-separated, from the start
/// position) in the language `lang` inside `root`, the page's place for it.
#[wasm_bindgen]
pub fn show_opening(root: web_sys::HtmlElement, moves: String, lang: String) {
    xiangqi_study::opening::show_opening(root, &moves, &lang);
}

/// Hands a file to the open import dialog.
#[wasm_bindgen]
pub fn import_file(file: web_sys::File) {
    dialogs::import_file(file);
}

/// Takes the screens away once the current event is handled (not from
/// inside one of their own handlers).
fn unmount_later() {
    gloo_timers::callback::Timeout::new(0, unmount).forget();
}

fn main() {}
