//! The player's puzzle progress, saved between visits: the player's
//! rating, the puzzles' ratings on this device, the streak, the recent
//! attempts, the puzzles recently seen, the puzzle on screen and the
//! chosen filters.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::filter::Filter;
use super::rating::{rate, Rating, Result as Rated};

/// How many attempts the history keeps.
pub const HISTORY_LEN: usize = 50;

/// A new player's first rated attempts, whose rating changes are damped.
pub const EARLY_ATTEMPTS: usize = 10;

/// The most one of the first [`EARLY_ATTEMPTS`] moves the player's
/// rating: a miss or two at the start says little about a player, and a
/// rating that falls by 80 on the first miss discourages more than it
/// informs. The deviation still narrows as Glicko-2 has it.
pub const EARLY_MAX_CHANGE: f64 = 40.0;
/// How many puzzles count as recently seen (not offered again).
pub const SEEN_LEN: usize = 400;

/// One rated attempt.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    pub id: String,
    pub result: Rated,
    /// The player's rating before and after.
    pub before: f64,
    pub after: f64,
    /// Wall-clock time (ms since 1970).
    pub at: f64,
}

impl Entry {
    /// The change of the shown rating: `+12`, `-8`.
    pub fn change(&self) -> i32 {
        self.after.round() as i32 - self.before.round() as i32
    }
}

/// The puzzle on screen, and its result once rated (so that a reload does
/// not rate it again).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Current {
    pub id: String,
    #[serde(default)]
    pub result: Option<Rated>,
}

/// Everything the trainer keeps.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    #[serde(default)]
    pub player: Rating,
    /// Puzzles attempted here, by id, with their ratings.
    #[serde(default)]
    pub puzzles: BTreeMap<String, Rating>,
    /// Rated attempts, most recent first.
    #[serde(default)]
    pub history: Vec<Entry>,
    #[serde(default)]
    pub streak: u32,
    #[serde(default)]
    pub best_streak: u32,
    /// Puzzles opened lately, most recent last.
    #[serde(default)]
    pub seen: Vec<String>,
    #[serde(default)]
    pub current: Option<Current>,
    #[serde(default)]
    pub filter: Filter,
}

impl Progress {
    /// Merges another copy of this progress (another tab's, a backup's):
    /// the attempts of both, each once (by puzzle and time); the rating,
    /// streak and puzzle ratings of the copy whose last attempt is the
    /// more recent; the best streak of both. Merging the same copy again
    /// changes nothing. Returns how many attempts were new here.
    pub fn merge(&mut self, theirs: Progress) -> usize {
        let last = |p: &Progress| {
            p.history
                .iter()
                .map(|e| e.at)
                .fold(f64::NEG_INFINITY, f64::max)
        };
        let seen: std::collections::BTreeSet<(String, u64)> = self
            .history
            .iter()
            .map(|e| (e.id.clone(), e.at.to_bits()))
            .collect();
        let new: Vec<Entry> = theirs
            .history
            .iter()
            .filter(|e| !seen.contains(&(e.id.clone(), e.at.to_bits())))
            .cloned()
            .collect();
        let added = new.len();
        let best_streak = self.best_streak.max(theirs.best_streak);
        if last(&theirs) > last(self) {
            self.player = theirs.player;
            self.streak = theirs.streak;
            self.puzzles.extend(theirs.puzzles);
        } else {
            for (id, rating) in theirs.puzzles {
                self.puzzles.entry(id).or_insert(rating);
            }
        }
        self.history.extend(new);
        self.history.sort_by(|a, b| b.at.total_cmp(&a.at));
        self.best_streak = best_streak;
        added
    }

    /// Whether stored progress can be used: every rating a number.
    pub fn is_sane(&self) -> bool {
        self.player.is_sane() && self.puzzles.values().all(Rating::is_sane)
    }

    /// The rating of puzzle `id`: as adjusted here, or the collection's
    /// `estimate` for a puzzle not attempted yet.
    pub fn puzzle_rating(&self, id: &str, estimate: u32) -> Rating {
        self.puzzles
            .get(id)
            .copied()
            .unwrap_or_else(|| Rating::of_puzzle(estimate))
    }

    /// Puzzle `id` is on screen.
    pub fn open(&mut self, id: &str) {
        if self.current.as_ref().is_some_and(|c| c.id == id) {
            return;
        }
        self.current = Some(Current {
            id: id.to_string(),
            result: None,
        });
        self.seen.retain(|s| s != id);
        self.seen.push(id.to_string());
        if self.seen.len() > SEEN_LEN {
            let extra = self.seen.len() - SEEN_LEN;
            self.seen.drain(..extra);
        }
    }

    /// The puzzle on screen is finished: the next visit opens another.
    pub fn close(&mut self) {
        self.current = None;
    }

    /// The result already rated for the puzzle on screen, if it is `id`.
    pub fn rated_result(&self, id: &str) -> Option<Rated> {
        self.current
            .as_ref()
            .filter(|c| c.id == id)
            .and_then(|c| c.result)
    }

    /// Rates an attempt at puzzle `id` (collection estimate `estimate`):
    /// both ratings, the streak and the history.
    pub fn record(&mut self, id: &str, estimate: u32, result: Rated, now_ms: f64) -> Entry {
        let before = self.player;
        let (mut player, puzzle) = rate(before, self.puzzle_rating(id, estimate), result);
        if self.history.len() < EARLY_ATTEMPTS {
            player.rating = player.rating.clamp(
                before.rating - EARLY_MAX_CHANGE,
                before.rating + EARLY_MAX_CHANGE,
            );
        }
        self.player = player;
        self.puzzles.insert(id.to_string(), puzzle);
        if result == Rated::Failed {
            self.streak = 0;
        } else {
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        }
        if let Some(c) = self.current.as_mut().filter(|c| c.id == id) {
            c.result = Some(result);
        }
        let entry = Entry {
            id: id.to_string(),
            result,
            before: before.rating,
            after: player.rating,
            at: now_ms,
        };
        self.history.insert(0, entry.clone());
        self.history.truncate(HISTORY_LEN);
        entry
    }

    /// The last attempt's rating change, if any.
    pub fn last_change(&self) -> Option<i32> {
        self.history.first().map(Entry::change)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attempts_move_the_ratings_the_streak_and_the_history() {
        let mut p = Progress::default();
        p.open("a");
        let e = p.record("a", 1200, Rated::Solved, 1.0);
        assert!(e.change() > 0);
        assert_eq!(p.streak, 1);
        assert_eq!(p.rated_result("a"), Some(Rated::Solved));
        assert!(p.puzzle_rating("a", 1200).rating < 1200.0);
        p.open("b");
        p.record("b", 1200, Rated::Failed, 2.0);
        assert_eq!((p.streak, p.best_streak), (0, 1));
        assert_eq!(p.history.len(), 2);
        assert_eq!(p.history[0].id, "b");
        assert!(p.last_change().unwrap() < 0);
        assert_eq!(p.seen, ["a", "b"]);
    }

    #[test]
    fn a_new_player_starts_low_and_the_first_attempts_move_little() {
        let mut p = Progress::default();
        assert_eq!(
            p.player.shown(),
            1000,
            "a new player starts on easy puzzles"
        );
        p.open("a");
        let first = p.record("a", 700, Rated::Failed, 1.0);
        assert!(
            (-40..0).contains(&first.change()),
            "one early miss costs at most 40: {}",
            first.change()
        );
        for i in 0..EARLY_ATTEMPTS {
            let id = format!("s{i}");
            p.open(&id);
            p.record(&id, 1600, Rated::Solved, 2.0);
        }
        let settled = p.record("late", 1000, Rated::Failed, 3.0);
        assert!(settled.change() < 0, "later attempts rate as Glicko-2 does");
    }

    #[test]
    fn the_history_and_the_seen_list_are_bounded() {
        let mut p = Progress::default();
        for i in 0..SEEN_LEN + 10 {
            let id = format!("{i:012x}");
            p.open(&id);
            p.record(&id, 1500, Rated::Assisted, 0.0);
        }
        assert_eq!(p.history.len(), HISTORY_LEN);
        assert_eq!(p.seen.len(), SEEN_LEN);
        assert!(p.is_sane());
    }

    #[test]
    fn progress_round_trips_and_bad_numbers_are_refused() {
        let mut p = Progress::default();
        p.open("a");
        p.record("a", 900, Rated::Failed, 5.0);
        let text = crate::saved::encode(&p).unwrap();
        let back: Progress = crate::saved::decode(&text).unwrap();
        assert_eq!(back.history.len(), 1);
        assert_eq!(back.player.shown(), p.player.shown());
        assert_eq!(back.current, p.current);
        let mut bad = p.clone();
        bad.player.deviation = -1.0;
        assert!(!bad.is_sane());
        assert!(crate::saved::decode::<Progress>("{\"version\":1,\"data\":\"nonsense\"}").is_err());
    }
}
