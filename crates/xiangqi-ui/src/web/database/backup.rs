//! All the player's data on this device as one [`Backup`], and a backup
//! (a file, or what another device sends) merged into it: the games
//! into the database, the rest into its stored values (see
//! [`crate::model::backup`] for the rules).

use super::{database, games, reviews, DbError};
use crate::model::backup::{Backup, Merged};
use crate::model::HistoryChange;
use crate::web::storage;

/// Everything stored on this device.
pub async fn collect() -> Result<Backup, DbError> {
    let (games, _) = games::all().await?;
    Ok(Backup {
        games,
        settings: storage::load_settings(),
        puzzles: storage::load_puzzle_progress().ok().flatten(),
        lessons: storage::load_lesson_progress().ok().flatten(),
        endgames: storage::load_practice_progress().ok().flatten(),
        reviews: reviews::all().await?,
    })
}

/// Merges `incoming` into this device's data and stores the result; says
/// what was added. Nothing is written if the games cannot be read first.
pub async fn restore(incoming: Backup) -> Result<Merged, DbError> {
    let mut mine = collect().await?;
    let before = mine.clone();
    let merged = mine.merge(incoming);
    let _ = database().await?;
    let new_games: Vec<HistoryChange> =
        crate::model::backup::merge_games(&before.games, mine.games)
            .into_iter()
            .map(|g| HistoryChange::Filed(Box::new(g)))
            .collect();
    games::apply(new_games).await;
    if games::waiting() {
        return Err(DbError::Failed);
    }
    let new_reviews = crate::model::backup::merge_reviews(&before.reviews, mine.reviews.clone());
    if !new_reviews.is_empty() {
        reviews::put(&new_reviews).await?;
    }
    if mine.settings != before.settings {
        if let Some(s) = &mine.settings {
            storage::save(storage::SETTINGS, s);
        }
    }
    if mine.puzzles != before.puzzles {
        if let Some(p) = &mine.puzzles {
            storage::save(storage::PUZZLES, p);
        }
    }
    if mine.lessons != before.lessons {
        if let Some(l) = &mine.lessons {
            storage::save(storage::LESSONS, l);
        }
    }
    if mine.endgames != before.endgames {
        if let Some(e) = &mine.endgames {
            storage::save(storage::ENDGAMES, e);
        }
    }
    Ok(merged)
}
