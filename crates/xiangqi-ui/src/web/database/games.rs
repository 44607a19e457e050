//! The past games: each finished game one record, added or removed by
//! itself in a transaction. Changes that could not be written wait in
//! memory (and in the outbox, see `super::outbox`) and go with the next
//! write (or the next `super::retry_everything`).

use std::cell::RefCell;

use idb::TransactionMode;
use wasm_bindgen::JsValue;

use super::schema::GAMES;
use super::{database, DbError};
use crate::model::saved::{decode_with, encode_with};
use crate::model::{HistoryChange, SavedGame};
use crate::web::json::BrowserJson;
use crate::web::write_failures::{report, Failure};

thread_local! {
    /// Changes not yet written, oldest first.
    static PENDING: RefCell<Vec<HistoryChange>> = const { RefCell::new(Vec::new()) };
}

/// Every game stored, most recent first; records that cannot be read are
/// skipped and counted.
pub async fn all() -> Result<(Vec<SavedGame>, usize), DbError> {
    let db = database().await?;
    let tx = db.transaction(&[GAMES], TransactionMode::ReadOnly)?;
    let store = tx.object_store(GAMES)?;
    let values = store.get_all(None, None)?.await?;
    let _ = tx.await;
    let mut unreadable = 0;
    let mut games: Vec<SavedGame> = values
        .into_iter()
        .filter_map(|v| {
            let game = v
                .as_string()
                .and_then(|text| decode_with::<SavedGame>(&BrowserJson, &text).ok());
            unreadable += usize::from(game.is_none());
            game
        })
        .collect();
    games.sort_by_key(|g| std::cmp::Reverse(g.key()));
    Ok((games, unreadable))
}

/// How many games are stored, and the most recent `n` of them (most
/// recent first): what a list shows first, read at a fraction of the
/// cost of [`all`].
pub async fn recent(n: usize) -> Result<(usize, Vec<SavedGame>), DbError> {
    let db = database().await?;
    let tx = db.transaction(&[GAMES], TransactionMode::ReadOnly)?;
    let store = tx.object_store(GAMES)?;
    // Keys sort by the time a game began: the last `n` are the newest.
    let keys = store.get_all_keys(None, None)?.await?;
    let total = keys.len();
    let values = match keys.get(total.saturating_sub(n)) {
        Some(from) => {
            let range = idb::KeyRange::lower_bound(from, None)?;
            store
                .get_all(Some(idb::Query::KeyRange(range)), None)?
                .await?
        }
        None => Vec::new(),
    };
    let _ = tx.await;
    let mut games: Vec<SavedGame> = values
        .into_iter()
        .filter_map(|v| v.as_string())
        .filter_map(|text| decode_with::<SavedGame>(&BrowserJson, &text).ok())
        .collect();
    games.sort_by_key(|g| std::cmp::Reverse(g.key()));
    Ok((total, games))
}

/// The key of every game stored, oldest first: what another tab's change
/// is measured against without reading every game again.
pub async fn keys() -> Result<Vec<String>, DbError> {
    let db = database().await?;
    let tx = db.transaction(&[GAMES], TransactionMode::ReadOnly)?;
    let store = tx.object_store(GAMES)?;
    let keys = store.get_all_keys(None, None)?.await?;
    let _ = tx.await;
    Ok(keys.into_iter().filter_map(|k| k.as_string()).collect())
}

/// The game stored under `key`, if there is one that reads.
pub async fn get(key: &str) -> Result<Option<SavedGame>, DbError> {
    let db = database().await?;
    let tx = db.transaction(&[GAMES], TransactionMode::ReadOnly)?;
    let store = tx.object_store(GAMES)?;
    let value = store.get(JsValue::from_str(key))?.await?;
    let _ = tx.await;
    Ok(value
        .and_then(|v| v.as_string())
        .and_then(|text| decode_with::<SavedGame>(&BrowserJson, &text).ok()))
}

/// Writes `changes` (after any still waiting from an earlier failure), in
/// one transaction; on failure they wait for the next try and the player
/// is told.
pub async fn apply(changes: Vec<HistoryChange>) {
    let batch = PENDING.with(|p| {
        let mut p = p.borrow_mut();
        p.extend(changes);
        std::mem::take(&mut *p)
    });
    if batch.is_empty() {
        return;
    }
    // Kept at once, in case the tab closes before the transaction commits.
    super::outbox::keep(&batch);
    match write(&batch).await {
        Ok(()) => {
            super::outbox::clear();
            super::tabs_told();
        }
        Err(_) => {
            PENDING.with(|p| {
                let mut p = p.borrow_mut();
                let newer = std::mem::take(&mut *p);
                *p = batch;
                p.extend(newer);
            });
            report(Failure::Games);
        }
    }
}

/// Whether changes are waiting to be written.
pub fn waiting() -> bool {
    PENDING.with(|p| !p.borrow().is_empty())
}

/// Writes `batch` in one transaction.
async fn write(batch: &[HistoryChange]) -> Result<(), DbError> {
    write_to(&*database().await?, batch).await
}

/// Writes `batch` into `db` in one transaction.
pub(super) async fn write_to(db: &idb::Database, batch: &[HistoryChange]) -> Result<(), DbError> {
    let tx = db.transaction(&[GAMES], TransactionMode::ReadWrite)?;
    let store = tx.object_store(GAMES)?;
    for change in batch {
        match change {
            HistoryChange::Filed(game) => {
                let text = encode_with(&BrowserJson, game).ok_or(DbError::Failed)?;
                store.put(
                    &JsValue::from_str(&text),
                    Some(&JsValue::from_str(&game.key())),
                )?;
            }
            HistoryChange::Forgotten(key) => {
                store.delete(JsValue::from_str(key))?;
            }
        }
    }
    tx.commit()?.await?;
    Ok(())
}

/// Adds `games` in one transaction (the move from localStorage, a
/// restored backup); a game already there under the same key is kept as
/// it is.
pub(super) async fn add_all(db: &idb::Database, games: &[SavedGame]) -> Result<(), DbError> {
    let tx = db.transaction(&[GAMES], TransactionMode::ReadWrite)?;
    let store = tx.object_store(GAMES)?;
    for game in games {
        let key = JsValue::from_str(&game.key());
        let text = encode_with(&BrowserJson, game).ok_or(DbError::Failed)?;
        if store.count(Some(idb::Query::Key(key.clone())))?.await? == 0 {
            store.put(&JsValue::from_str(&text), Some(&key))?;
        }
    }
    tx.commit()?.await?;
    Ok(())
}

/// Adds a finished game to the past games (a screen of the study module
/// that plays games of its own, such as a friend's on another device):
/// one record added to the database, whatever other tabs hold.
pub fn add_finished(game: SavedGame) {
    wasm_bindgen_futures::spawn_local(apply(vec![HistoryChange::Filed(Box::new(game))]));
}
