//! The database's name, its schema version and what each version adds.
//! A new version adds its step at the end of [`upgrade`]; a browser that
//! held an older version runs the steps it lacks, in order.

use idb::event::VersionChangeEvent;
use idb::{DatabaseEvent, ObjectStoreParams};

/// The database's name (one per site).
pub const NAME: &str = "xiangqi";
/// The schema's version.
pub const VERSION: u32 = 3;
/// Finished (and set-aside) games, by [`SavedGame::key`](crate::model::SavedGame::key),
/// each as the versioned JSON of a saved game.
pub const GAMES: &str = "games";
/// What the reviews of games found, by the line reviewed
/// (`ReviewedLine::line`), each as its JSON. Added in version 2.
pub const REVIEWS: &str = "reviews";

/// The player's settings, one record (see `super::records`). Added in
/// version 3.
pub const SETTINGS: &str = "settings";
/// The trainers' progress: puzzles, lessons and endgames, one record
/// each. Added in version 3.
pub const PROGRESS: &str = "progress";
/// The games with friends on other devices (by link, over a direct
/// connection) and the STUN server named for them. Added in version 3.
pub const FRIENDS: &str = "friends";

/// Brings a database from the version it had to [`VERSION`].
pub fn upgrade(event: VersionChangeEvent) {
    let Ok(db) = event.database() else {
        return;
    };
    let from = event.old_version().unwrap_or(0);
    if from < 1 {
        // Keys are given with each record (the game's key).
        let _ = db.create_object_store(GAMES, ObjectStoreParams::new());
    }
    if from < 2 {
        let _ = db.create_object_store(REVIEWS, ObjectStoreParams::new());
    }
    if from < 3 {
        for store in [SETTINGS, PROGRESS, FRIENDS] {
            let _ = db.create_object_store(store, ObjectStoreParams::new());
        }
    }
}
