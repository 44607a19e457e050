//! The player's small records: the settings, the trainers' progress
//! (puzzles, lessons, endgames), the 揭棋 game and the games with friends, each one
//! whole value under its id in the store of its kind.
//!
//! They are few and small, and the screens read them the moment they
//! draw, so each program of the app reads them all into memory when it
//! starts ([`load`]) and from then on keeps them for `storage` (see
//! [`storage::keep_records_in`]): a read is immediate, a write goes to
//! memory at once, to the database in a transaction of its own, and to
//! every other program of the app on this device (other tabs, and the
//! other module in this tab), which take the new text in. A write the
//! browser refuses is said and tried again with the others (see
//! `super::retry_everything`).
//!
//! The first start after the update moves the values the previous
//! release kept under the same keys in localStorage across; the old key
//! is removed only once its record has committed.

use std::cell::RefCell;
use std::rc::Rc;

use idb::TransactionMode;
use wasm_bindgen::JsValue;

use super::schema::{FRIENDS, PROGRESS, SETTINGS};
use super::{database, DbError};
use crate::web::storage::{self, RecordKeeper};
use crate::web::tabs;
use crate::web::write_failures::{report, Failure};

/// Each record: its key in `storage` (and in the previous release's
/// localStorage), its store and its id there.
const RECORDS: [(&str, &str, &str); 8] = [
    (storage::SETTINGS, SETTINGS, "settings"),
    (storage::PUZZLES, PROGRESS, "puzzles"),
    (storage::LESSONS, PROGRESS, "lessons"),
    (storage::ENDGAMES, PROGRESS, "endgames"),
    (storage::JIEQI, PROGRESS, "jieqi"),
    (storage::FRIEND_LINKS, FRIENDS, "links"),
    (storage::FRIEND_LIVE, FRIENDS, "live"),
    (storage::FRIEND_STUN, FRIENDS, "stun"),
];

/// The index in [`RECORDS`] of the record under `key`, if it is one.
fn index(key: &str) -> Option<usize> {
    RECORDS.iter().position(|(k, _, _)| *k == key)
}

/// Every record's text, in the order of [`RECORDS`].
type Texts = [Option<String>; RECORDS.len()];

thread_local! {
    /// Every record's text as this program knows it.
    static COPY: RefCell<Texts> = const { RefCell::new([const { None }; RECORDS.len()]) };
    /// Keys whose last write the browser refused.
    static WAITING: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// How long a start waits for the database, in ms: a tab of an older
/// release that holds it open can keep a new schema waiting until it
/// closes, and the page must not wait that long to draw.
const OPEN_WAIT_MS: u32 = 3_000;
/// How often the start looks whether the database has opened, in ms.
const OPEN_LOOK_MS: u32 = 4;

/// Reads every record into memory (moving the previous release's values
/// in first) and keeps them for `storage` from now on. `false` when the
/// browser offers no database, or it did not open in time: `storage` then
/// goes on with localStorage for this start.
pub async fn load() -> bool {
    let opened = Rc::new(RefCell::new(None));
    // Not given up when the wait is: the database opens for the games
    // whenever it can.
    let slot = opened.clone();
    wasm_bindgen_futures::spawn_local(async move {
        *slot.borrow_mut() = Some(database().await);
    });
    let mut waited = 0;
    let db = loop {
        if let Some(result) = opened.borrow_mut().take() {
            match result {
                Ok(db) => break db,
                Err(_) => return false,
            }
        }
        if waited >= OPEN_WAIT_MS {
            return false;
        }
        gloo_timers::future::TimeoutFuture::new(OPEN_LOOK_MS).await;
        waited += OPEN_LOOK_MS;
    };
    move_from_local_storage(&db).await;
    let Ok(read) = read_all(&db).await else {
        return false;
    };
    COPY.with(|c| *c.borrow_mut() = read);
    tabs::on_stored(|key, text| {
        if let Some(i) = index(&key) {
            COPY.with(|c| c.borrow_mut()[i] = text);
        }
    });
    storage::keep_records_in(Records);
    true
}

/// Every record's text.
async fn read_all(db: &idb::Database) -> Result<Texts, DbError> {
    let tx = db.transaction(&[SETTINGS, PROGRESS, FRIENDS], TransactionMode::ReadOnly)?;
    let mut read: Texts = Default::default();
    for (text, (_, store, id)) in read.iter_mut().zip(RECORDS) {
        let value = tx.object_store(store)?.get(JsValue::from_str(id))?.await?;
        *text = value.and_then(|v| v.as_string());
    }
    let _ = tx.await;
    Ok(read)
}

/// Moves whatever localStorage holds under a record's key into the
/// database. A value there is newer than the record: only the previous
/// release, or a start of this one without a database, writes it.
async fn move_from_local_storage(db: &idb::Database) {
    let found: Vec<(&str, String)> = RECORDS
        .iter()
        .filter_map(|(key, _, _)| Some((*key, storage::read_local(key)?)))
        .collect();
    if found.is_empty() {
        return;
    }
    let moved = async {
        let tx = db.transaction(&[SETTINGS, PROGRESS, FRIENDS], TransactionMode::ReadWrite)?;
        for (key, text) in &found {
            let (_, store, id) = RECORDS[index(key).ok_or(DbError::Failed)?];
            tx.object_store(store)?
                .put(&JsValue::from_str(text), Some(&JsValue::from_str(id)))?;
        }
        tx.commit()?.await?;
        Ok::<(), DbError>(())
    }
    .await;
    if moved.is_ok() {
        for (key, _) in found {
            storage::remove_local(key);
        }
    }
}

/// Writes the record under `key` as this program knows it now (removed
/// when it knows none).
async fn write(key: String) -> Result<(), DbError> {
    let i = index(&key).ok_or(DbError::Failed)?;
    let (_, store, id) = RECORDS[i];
    let text = COPY.with(|c| c.borrow()[i].clone());
    let db = database().await?;
    let tx = db.transaction(&[store], TransactionMode::ReadWrite)?;
    let records = tx.object_store(store)?;
    let id = JsValue::from_str(id);
    match text {
        Some(text) => {
            records.put(&JsValue::from_str(&text), Some(&id))?;
        }
        None => {
            records.delete(id)?;
        }
    }
    tx.commit()?.await?;
    Ok(())
}

/// Writes `key` now; a refusal is said and the key waits for [`retry`].
fn write_soon(key: &str) {
    let key = key.to_string();
    wasm_bindgen_futures::spawn_local(async move {
        if write(key.clone()).await.is_err() {
            wait(key);
            report(Failure::Records);
        }
    });
}

/// Keeps `key` waiting for [`retry`].
fn wait(key: String) {
    WAITING.with(|w| {
        let mut w = w.borrow_mut();
        if !w.contains(&key) {
            w.push(key);
        }
    });
}

/// Writes again the records the browser refused; `true` when none waits.
pub async fn retry() -> bool {
    let waiting = WAITING.with(|w| std::mem::take(&mut *w.borrow_mut()));
    for key in waiting {
        if write(key.clone()).await.is_err() {
            wait(key);
        }
    }
    WAITING.with(|w| w.borrow().is_empty())
}

/// The records, as `storage` reads and writes them.
struct Records;

impl RecordKeeper for Records {
    fn keeps(&self, key: &str) -> bool {
        index(key).is_some()
    }

    fn get(&self, key: &str) -> Option<String> {
        let i = index(key)?;
        COPY.with(|c| c.borrow()[i].clone())
    }

    fn put(&self, key: &str, text: String) {
        self.set(key, Some(text));
    }

    fn remove(&self, key: &str) {
        self.set(key, None);
    }
}

impl Records {
    /// Keeps `text` under `key` here, tells the other programs and writes
    /// it to the database.
    fn set(&self, key: &str, text: Option<String>) {
        let Some(i) = index(key) else {
            return;
        };
        tabs::tell_record(key, text.as_deref());
        COPY.with(|c| c.borrow_mut()[i] = text);
        write_soon(key);
    }
}
