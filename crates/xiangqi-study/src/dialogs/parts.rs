//! The larger dialogs, each a chunk of its own: the menu, a new game,
//! import, export, past games and the player's record. Opening one
//! downloads its chunk the first time; the small ones (the questions, game
//! over, keys, rules) come with the dialogs' own chunk.

use leptos::prelude::*;
use wasm_split_helpers::wasm_split;
use xiangqi_ui::words::{Msg, StudyMsg};

use super::import::ImportState;
use super::{CloseRow, Dialogs, Modal};
use crate::chunk::{lazy_view, ChunkMissing};

/// The menu, drawn once its chunk is there.
pub fn menu() -> AnyView {
    lazy_view(menu_view(), missing)
}

/// A new game's choices, drawn once its chunk is there.
pub fn new_game() -> AnyView {
    lazy_view(new_game_view(), missing)
}

/// Import, drawn once its chunk is there.
pub fn import() -> AnyView {
    lazy_view(import_view(), missing)
}

/// Export, drawn once its chunk is there.
pub fn export() -> AnyView {
    lazy_view(export_view(), missing)
}

/// Past games, drawn once its chunk is there.
pub fn history() -> AnyView {
    lazy_view(history_view(), missing)
}

/// The player's record, drawn once its chunk is there.
pub fn record() -> AnyView {
    lazy_view(record_view(), missing)
}

/// Reads `file` in the import dialog (its chunk is downloaded first).
pub fn import_file(s: Dialogs, state: RwSignal<ImportState>, file: web_sys::File) {
    wasm_bindgen_futures::spawn_local(async move {
        if read_file(s, state, file).await.is_err() {
            let text = s.t(StudyMsg::FilesUnavailable).to_string();
            state.set(ImportState::Failed(text));
        }
    });
}

/// Starts downloading the menu's chunk, the dialog a player opens first.
pub async fn preload_menu() {
    let _ = menu_chunk().await;
}

/// What a dialog whose chunk cannot be had shows instead.
fn missing() -> AnyView {
    let s = expect_context::<Dialogs>();
    view! {
        <Modal testid="dialog-unavailable" title=Signal::derive(move || s.t(Msg::DialogUnavailable).to_string())>
            <CloseRow />
        </Modal>
    }
    .into_any()
}

#[wasm_split(dialog_menu, fallible, preload(menu_chunk))]
fn menu_view() -> Result<AnyView, ChunkMissing> {
    Ok(view! { <super::menu::Menu /> }.into_any())
}

#[wasm_split(dialog_new_game, fallible)]
fn new_game_view() -> Result<AnyView, ChunkMissing> {
    Ok(view! { <super::new_game::NewGame /> }.into_any())
}

#[wasm_split(dialog_import, fallible)]
fn import_view() -> Result<AnyView, ChunkMissing> {
    Ok(view! { <super::import::Import /> }.into_any())
}

#[wasm_split(dialog_import, fallible)]
fn read_file(
    s: Dialogs,
    state: RwSignal<ImportState>,
    file: web_sys::File,
) -> Result<(), ChunkMissing> {
    super::import::import_file(s, state, file);
    Ok(())
}

#[wasm_split(dialog_export, fallible)]
fn export_view() -> Result<AnyView, ChunkMissing> {
    Ok(view! { <super::export::Export /> }.into_any())
}

#[wasm_split(dialog_history, fallible)]
fn history_view() -> Result<AnyView, ChunkMissing> {
    Ok(view! { <super::history::History /> }.into_any())
}

#[wasm_split(dialog_record, fallible)]
fn record_view() -> Result<AnyView, ChunkMissing> {
    Ok(view! { <super::record::Record /> }.into_any())
}
