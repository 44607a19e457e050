//! The split points of the page's program: each function here is where a
//! lazily loaded screen begins. The build cuts the program at them
//! (`cargo xtask postbuild`), so that a screen's code, and what only it
//! uses, is a chunk of its own, downloaded the first time the screen
//! opens; the runtime, the rules and the words' machinery stay in the page
//! and travel once. Calling one of them downloads its chunk if it is not
//! there yet (functions of one chunk share it) and then runs it; a chunk
//! that cannot be had (offline before the service worker kept it, a
//! failed request) is a [`ChunkMissing`], and the next call tries again.
//!
//! Each chunk's screens also need their styles and their words: callers go
//! through `study_host::study_ready` first.

use wasm_split_helpers::wasm_split;
use xiangqi::Color;
use xiangqi_ui::model::DialogContext;

pub use xiangqi_study::chunk::ChunkMissing;

/// The analysis board and review in `root` (see
/// `xiangqi_study::screens::mount_with_ways_back`).
#[wasm_split(analysis, fallible)]
pub fn mount_analysis(
    root: web_sys::HtmlElement,
    on_close: Box<dyn Fn()>,
    on_try_again: Box<dyn Fn(String, Color)>,
) -> Result<(), ChunkMissing> {
    xiangqi_study::screens::mount_with_ways_back(root, on_close, on_try_again);
    Ok(())
}

/// The position editor in `root`, on `fen` if given.
#[wasm_split(editor, fallible)]
pub fn mount_editor(root: web_sys::HtmlElement, fen: Option<String>) -> Result<(), ChunkMissing> {
    xiangqi_study::screens::mount_editor(root, fen);
    Ok(())
}

/// The lessons in `root`, on lesson `id` if given.
#[wasm_split(lessons, fallible)]
pub fn mount_lessons(root: web_sys::HtmlElement, id: Option<String>) -> Result<(), ChunkMissing> {
    xiangqi_study::screens::mount_lessons(root, id);
    Ok(())
}

/// The endgame trainer in `root`, on drill `id` if given.
#[wasm_split(endgames, fallible)]
pub fn mount_endgames(root: web_sys::HtmlElement, id: Option<String>) -> Result<(), ChunkMissing> {
    xiangqi_study::screens::mount_endgame_trainer(root, id);
    Ok(())
}

/// Games with a friend on another device in `root` (the screen reads the
/// page's query itself).
#[wasm_split(friend, fallible)]
pub fn mount_friend(root: web_sys::HtmlElement) -> Result<(), ChunkMissing> {
    xiangqi_study::screens::mount_friend(root);
    Ok(())
}

/// 揭棋 in `root`.
#[wasm_split(jieqi, fallible)]
pub fn mount_jieqi(root: web_sys::HtmlElement) -> Result<(), ChunkMissing> {
    xiangqi_study::screens::mount_jieqi(root);
    Ok(())
}

/// The puzzle trainer in `root`, on puzzle `id` if given.
#[wasm_split(puzzles, fallible)]
pub fn mount_puzzles(root: web_sys::HtmlElement, id: Option<String>) -> Result<(), ChunkMissing> {
    xiangqi_study::screens::mount_trainer(root, id);
    Ok(())
}

/// The game's dialog `context` names in `root`; `send` carries out its
/// commands; `file`, if given, is imported at once.
#[wasm_split(dialogs, fallible, preload(preload_dialogs))]
pub fn mount_dialog(
    root: web_sys::HtmlElement,
    context: DialogContext,
    send: xiangqi_study::dialogs::Send,
    file: Option<web_sys::File>,
) -> Result<(), ChunkMissing> {
    xiangqi_study::dialogs::mount_dialog(root, context, send, file);
    Ok(())
}

/// The page's new description of the game for the open dialog.
#[wasm_split(dialogs, fallible)]
pub fn update_dialog(context: DialogContext) -> Result<(), ChunkMissing> {
    xiangqi_study::dialogs::update_dialog(context);
    Ok(())
}

/// Takes the open dialog away.
#[wasm_split(dialogs, fallible)]
pub fn unmount_dialog() -> Result<(), ChunkMissing> {
    xiangqi_study::dialogs::unmount_dialog();
    Ok(())
}

/// Hands a file to the open import dialog.
#[wasm_split(dialogs, fallible)]
pub fn import_file(file: web_sys::File) -> Result<(), ChunkMissing> {
    xiangqi_study::dialogs::import_file(file);
    Ok(())
}

/// Names the opening of `moves` (ICCS, space-separated, from the start
/// position) in the language `lang` inside `root`.
#[wasm_split(opening, fallible)]
pub fn show_opening(
    root: web_sys::HtmlElement,
    moves: String,
    lang: String,
) -> Result<(), ChunkMissing> {
    xiangqi_study::opening::show_opening(root, &moves, &lang);
    Ok(())
}
