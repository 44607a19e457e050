//! The friend screen's parts that most visits never show, each a chunk of
//! its own: moving the player's data to another device, and reading a
//! code with the camera.

use leptos::prelude::*;
use wasm_split_helpers::wasm_split;
use xiangqi_ui::words::StudyMsg;

use super::Friend;
use crate::chunk::{lazy_view, ChunkMissing};

/// The panel that moves the player's data, drawn once its chunk is there.
pub fn transfer_panel() -> AnyView {
    lazy_view(transfer_view(), missing)
}

/// The camera's dialog that reads a code, drawn once its chunk is there.
pub fn scan_dialog(on_code: Callback<String>, on_close: Callback<()>) -> AnyView {
    lazy_view(scan_view(on_code, on_close), missing)
}

/// What a part whose chunk cannot be had shows instead.
fn missing() -> AnyView {
    let f = expect_context::<Friend>();
    view! {
        <p class="field-error" role="alert" data-testid="part-unavailable">
            {move || f.study.t(StudyMsg::PartUnavailable)}
        </p>
    }
    .into_any()
}

#[wasm_split(friend_transfer, fallible)]
fn transfer_view() -> Result<AnyView, ChunkMissing> {
    Ok(view! { <super::transfer::TransferPanel /> }.into_any())
}

#[wasm_split(friend_scan, fallible)]
fn scan_view(on_code: Callback<String>, on_close: Callback<()>) -> Result<AnyView, ChunkMissing> {
    Ok(view! { <super::scan::ScanDialog on_code on_close /> }.into_any())
}
