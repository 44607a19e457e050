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
//! - settings: this device's, unless it has none or only the defaults
//!   (a device just set up, or one whose data was cleared).

use std::collections::BTreeSet;

use super::Backup;
use crate::lesson::LessonProgress;
use crate::practice::PracticeProgress;
use crate::puzzle::Progress as PuzzleProgress;
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
    if mine
        .settings
        .as_ref()
        .is_none_or(|s| *s == Settings::default())
        && other.settings.is_some()
    {
        mine.settings = other.settings;
    }
    if let Some(theirs) = other.lessons {
        let lessons = mine.lessons.get_or_insert_with(LessonProgress::default);
        for id in theirs.done {
            if !lessons.is_done(&id) {
                lessons.complete(&id);
                merged.lessons += 1;
            }
        }
    }
    if let Some(theirs) = other.endgames {
        let drills = mine.endgames.get_or_insert_with(PracticeProgress::default);
        for (id, record) in theirs.drills {
            let own = drills.drills.entry(id).or_default();
            let more = record.tries > own.tries || record.successes > own.successes;
            own.tries = own.tries.max(record.tries);
            own.successes = own.successes.max(record.successes);
            merged.drills += usize::from(more);
        }
    }
    if let Some(theirs) = other.puzzles {
        match mine.puzzles.as_mut() {
            None => {
                merged.puzzle_attempts = theirs.history.len();
                mine.puzzles = Some(theirs);
            }
            Some(own) => merged.puzzle_attempts = merge_puzzles(own, theirs),
        }
    }
    merged
}

/// The latest attempt's time, if any.
fn last_attempt(p: &PuzzleProgress) -> f64 {
    p.history
        .iter()
        .map(|e| e.at)
        .fold(f64::NEG_INFINITY, f64::max)
}

/// Merges puzzle progress; returns how many attempts were new here.
fn merge_puzzles(own: &mut PuzzleProgress, theirs: PuzzleProgress) -> usize {
    let seen: BTreeSet<(String, u64)> = own
        .history
        .iter()
        .map(|e| (e.id.clone(), e.at.to_bits()))
        .collect();
    let new: Vec<_> = theirs
        .history
        .iter()
        .filter(|e| !seen.contains(&(e.id.clone(), e.at.to_bits())))
        .cloned()
        .collect();
    let added = new.len();
    let best_streak = own.best_streak.max(theirs.best_streak);
    if last_attempt(&theirs) > last_attempt(own) {
        own.player = theirs.player;
        own.streak = theirs.streak;
        for (id, rating) in theirs.puzzles {
            own.puzzles.insert(id, rating);
        }
    } else {
        for (id, rating) in theirs.puzzles {
            own.puzzles.entry(id).or_insert(rating);
        }
    }
    own.history.extend(new);
    own.history.sort_by(|a, b| b.at.total_cmp(&a.at));
    own.best_streak = best_streak;
    added
}
