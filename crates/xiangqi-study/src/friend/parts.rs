//! The friend screen's part that most visits never show, a chunk of its
//! own: moving the player's data to another device (the camera's scanner
//! is one too, see `scan.rs`).

use leptos::prelude::*;
use wasm_split_helpers::wasm_split;

use super::Friend;
use crate::chunk::{lazy_view, part_unavailable, ChunkMissing};

/// The panel that moves the player's data, drawn once its chunk is there.
pub fn transfer_panel() -> AnyView {
    let f = expect_context::<Friend>();
    lazy_view(transfer_view(), move || part_unavailable(f.study.lang))
}

#[wasm_split(friend_transfer, fallible)]
fn transfer_view() -> Result<AnyView, ChunkMissing> {
    Ok(view! { <super::transfer::TransferPanel /> }.into_any())
}
