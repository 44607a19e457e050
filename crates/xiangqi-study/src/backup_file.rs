//! Making and reading the backup file (every game and all progress in one
//! file, see `xiangqi_model::backup`): the menu's save and restore and the
//! move to another device share it, and it is a chunk of its own,
//! downloaded the first time the player does one of them.

use wasm_split_helpers::wasm_split;
use xiangqi_ui::model::backup::{Backup, BackupError, Merged};
use xiangqi_ui::web::database::backup;
use xiangqi_ui::web::json::BrowserJson;

use crate::chunk::{ChunkMissing, ChunkWork};

/// Why a backup's text was not merged into this device's data.
#[derive(Clone, Debug, PartialEq)]
pub enum NotRestored {
    /// The text is not a backup this version can read.
    Unreadable(BackupError),
    /// The device's storage refused it, or the code to read it could not
    /// be downloaded.
    NotStored,
}

/// The text of a backup of everything this device holds, made at `now`
/// (milliseconds since the epoch); none if the storage cannot be read or
/// the code to make it cannot be downloaded.
pub async fn text(now: f64) -> Option<String> {
    made_text(now).await.ok()?.await
}

/// Reads `text` as a backup and merges it into this device's data.
pub async fn restore(text: String) -> Result<Merged, NotRestored> {
    match merged(text).await {
        Ok(work) => work.await,
        Err(ChunkMissing) => Err(NotRestored::NotStored),
    }
}

#[wasm_split(backup, fallible)]
fn made_text(now: f64) -> Result<ChunkWork<Option<String>>, ChunkMissing> {
    Ok(Box::pin(async move {
        let all = backup::collect().await.ok()?;
        all.to_text(&BrowserJson, now)
    }))
}

#[wasm_split(backup, fallible)]
fn merged(text: String) -> Result<ChunkWork<Result<Merged, NotRestored>>, ChunkMissing> {
    Ok(Box::pin(async move {
        let incoming = Backup::from_text(&BrowserJson, &text).map_err(NotRestored::Unreadable)?;
        backup::restore(incoming)
            .await
            .map_err(|_| NotRestored::NotStored)
    }))
}
