//! How another copy of the player's data joins this device's: each part
//! by its own rule, every rule such that merging the same copy twice
//! changes nothing the second time and that nothing here is lost.
//!
//! - games: by [`SavedGame::key`]; a game this device has stays as it is;
//! - lessons: the union of those done;
//! - endgame drills: per drill, the larger of the two counts of tries and
//!   of successes (counts of one history seen twice are not added);
//! - puzzles: the attempts of both, each once (by puzzle and time); the
//!   rating, streak and puzzle ratings of the copy whose last attempt is
//!   the more recent; the best streak of both;
//! - reviews: by the line reviewed; a line this device has reviewed keeps
//!   its figures;
//! - settings: this device's, unless it has none or only the defaults
//!   (a device just set up, or one whose data was cleared).

use std::collections::BTreeSet;

use super::Backup;
use crate::lesson::LessonProgress;
use crate::practice::PracticeProgress;
use crate::puzzle::Progress as PuzzleProgress;
use crate::reviewed::ReviewedLine;
use crate::saved::SavedGame;
use crate::settings::Settings;

/// What a merge added to this device.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Merged {
    pub games: usize,
    pub lessons: usize,
    pub puzzle_attempts: usize,
    pub drills: usize,
}

impl Merged {
    /// Whether the merge added nothing.
    pub fn is_empty(&self) -> bool {
        *self == Merged::default()
    }
}

/// Adds the reviews of `other` whose lines `mine` lacks; returns them.
pub fn merge_reviews(mine: &[ReviewedLine], other: Vec<ReviewedLine>) -> Vec<ReviewedLine> {
    let mut known: BTreeSet<String> = mine.iter().map(|r| r.line.clone()).collect();
    other
        .into_iter()
        .filter(|r| known.insert(r.line.clone()))
        .collect()
}

/// Adds the games of `other` that `mine` lacks; returns them.
pub fn merge_games(mine: &[SavedGame], other: Vec<SavedGame>) -> Vec<SavedGame> {
    let mut known: BTreeSet<String> = mine.iter().map(SavedGame::key).collect();
    other
        .into_iter()
        .filter(|g| known.insert(g.key()))
        .collect()
}

pub(super) fn merge(mine: &mut Backup, other: Backup) -> Merged {
    let new_games = merge_games(&mine.games, other.games);
    let mut merged = Merged {
        games: new_games.len(),
        ..Merged::default()
    };
    mine.games.extend(new_games);
    mine.games.sort_by_key(|g| std::cmp::Reverse(g.key()));
    let new_reviews = merge_reviews(&mine.reviews, other.reviews);
    mine.reviews.extend(new_reviews);
    if mine
        .settings
        .as_ref()
        .is_none_or(|s| *s == Settings::default())
        && other.settings.is_some()
    {
        mine.settings = other.settings;
    }
    if let Some(theirs) = other.lessons {
        merged.lessons = mine
            .lessons
            .get_or_insert_with(LessonProgress::default)
            .merge(theirs);
    }
    if let Some(theirs) = other.endgames {
        merged.drills = mine
            .endgames
            .get_or_insert_with(PracticeProgress::default)
            .merge(theirs);
    }
    if let Some(theirs) = other.puzzles {
        merged.puzzle_attempts = mine
            .puzzles
            .get_or_insert_with(PuzzleProgress::default)
            .merge(theirs);
    }
    merged
}
