//! The first start after the update: the past games the previous release
//! kept under `xiangqi.v1.history` in localStorage move into the
//! database. The old key is removed only once the transaction holding
//! every game has committed; if the move fails it is tried again at the
//! next start, and nothing is lost meanwhile.

use super::games::add_all;
use crate::web::storage;

/// Moves the old past games across, if there are any.
pub async fn from_local_storage(db: &idb::Database) {
    let games = match storage::load_old_history() {
        Ok(Some(games)) => games,
        // Nothing to move, or unreadable (set aside and said at start).
        Ok(None) | Err(_) => return,
    };
    if add_all(db, &games).await.is_ok() {
        storage::remove(storage::HISTORY);
    }
}
