//! Changes to the past games on their way into the database, kept at once
//! (localStorage writes are synchronous) under `xiangqi.v1.unfiled.<tab>`
//! until their transaction has committed: a tab closed or reloaded the
//! moment a game ends loses nothing, and the next start of the app (in any
//! tab) files what it finds there. Each tab has its own key, so that two
//! tabs never overwrite each other's.

use std::cell::OnceCell;

use serde::{Deserialize, Serialize};

use crate::model::saved::decode_with;
use crate::model::{HistoryChange, SavedGame};
use crate::web::json::BrowserJson;
use crate::web::storage;

/// The keys' common start.
const PREFIX: &str = "xiangqi.v1.unfiled.";

/// A change as kept.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Kept {
    Filed(Box<SavedGame>),
    Forgotten(String),
}

thread_local! {
    static KEY: OnceCell<String> = const { OnceCell::new() };
}

/// This tab's key.
fn key() -> String {
    KEY.with(|k| {
        k.get_or_init(|| format!("{PREFIX}{:x}", (js_sys::Math::random() * 1e15) as u64))
            .clone()
    })
}

/// Keeps `changes` (every change not yet committed, oldest first).
pub fn keep(changes: &[HistoryChange]) {
    let kept: Vec<Kept> = changes
        .iter()
        .map(|c| match c {
            HistoryChange::Filed(g) => Kept::Filed(g.clone()),
            HistoryChange::Forgotten(k) => Kept::Forgotten(k.clone()),
        })
        .collect();
    storage::save(&key(), &kept);
}

/// Forgets this tab's kept changes: they are in the database.
pub fn clear() {
    storage::remove(&key());
}

/// Every tab's kept changes, by key (those of tabs closed before their
/// changes reached the database, and any still on their way).
pub fn left_behind() -> Vec<(String, Vec<HistoryChange>)> {
    storage::keys_starting_with(PREFIX)
        .into_iter()
        .filter_map(|k| {
            let text = storage::read_text(&k)?;
            let kept: Vec<Kept> = decode_with(&BrowserJson, &text).ok()?;
            let changes = kept
                .into_iter()
                .map(|c| match c {
                    Kept::Filed(g) => HistoryChange::Filed(g),
                    Kept::Forgotten(k) => HistoryChange::Forgotten(k),
                })
                .collect();
            Some((k, changes))
        })
        .collect()
}
