//! The player's database on the device: IndexedDB (through the `idb`
//! crate), one object store per kind of record, written record by record
//! in transactions, so that any number of tabs add to it without undoing
//! one another. The schema has a version; `schema` says what each
//! version adds, and the first start after an update moves what the
//! previous release kept in localStorage across (`migrate`).
//!
//! Nothing here panics on stored data or on a browser that refuses
//! storage: every call says whether it worked, and the page tells the
//! player what was not saved (see `failures`).

pub mod backup;
pub mod games;
mod migrate;
mod outbox;
pub mod persistence;
pub mod records;
pub mod reviews;
mod schema;

use std::cell::RefCell;
use std::rc::Rc;

pub use crate::web::write_failures::{failing, on_failure, report as report_failure, Failure};

/// Why the database could not do what was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DbError {
    /// This browser offers no IndexedDB (or blocks it here).
    Unavailable,
    /// A read or a write failed (quota, a private window, a closed
    /// connection).
    Failed,
}

impl From<idb::Error> for DbError {
    fn from(_: idb::Error) -> Self {
        DbError::Failed
    }
}

thread_local! {
    /// The open connection, shared by every call of this program.
    static OPEN: RefCell<Option<Rc<idb::Database>>> = const { RefCell::new(None) };
}

/// The database, opened (and brought to the current schema, with the old
/// localStorage data moved in) on first use.
pub async fn database() -> Result<Rc<idb::Database>, DbError> {
    if let Some(db) = OPEN.with(|o| o.borrow().clone()) {
        return Ok(db);
    }
    let factory = idb::Factory::new().map_err(|_| DbError::Unavailable)?;
    let mut request = factory
        .open(schema::NAME, Some(schema::VERSION))
        .map_err(|_| DbError::Unavailable)?;
    request.on_upgrade_needed(schema::upgrade);
    let mut db = request.await.map_err(|_| DbError::Unavailable)?;
    // Another tab's newer version asks this connection to step aside: it
    // closes, and the next call opens the new version.
    db.on_version_change(|_| {
        if let Some(db) = OPEN.with(|o| o.borrow_mut().take()) {
            db.close();
        }
    });
    let db = Rc::new(db);
    OPEN.with(|o| *o.borrow_mut() = Some(db.clone()));
    migrate::from_local_storage(&db).await;
    // What a tab closed too soon left on its way in.
    for (key, changes) in outbox::left_behind() {
        if games::write_to(&db, &changes).await.is_ok() {
            crate::web::storage::remove(&key);
        }
    }
    Ok(db)
}

/// Writes again whatever the browser refused (records and games); once
/// nothing waits after a failure, the player hears that all is saved.
pub async fn retry_everything() {
    let records = crate::web::storage::retry_unsaved() & records::retry().await;
    games::apply(Vec::new()).await;
    if records && !games::waiting() && failing() {
        report_failure(Failure::Recovered);
    }
}

/// Tells the other tabs of the app that the past games changed.
fn tabs_told() {
    crate::web::tabs::tell(crate::web::tabs::Change::Games);
}
