//! The games played on this device.

use super::Table;
use crate::effect::Effect;
use crate::notice::Notice;
use crate::now::Now;
use crate::saved::{push_history, SavedGame};

impl Table {
    pub(super) fn add_to_history(&mut self, game: SavedGame) {
        push_history(&mut self.history, game);
        self.revisions.history += 1;
    }

    /// Removes game `index` from the history.
    pub fn delete_history(&mut self, index: usize) -> Vec<Effect> {
        if index < self.history.len() {
            self.history.remove(index);
            self.revisions.history += 1;
        }
        self.drain()
    }

    /// Opens game `index` of the history: a finished one for review, an
    /// unfinished one to play on (it becomes the current game again).
    pub fn open_history(&mut self, index: usize, now: Now) -> Vec<Effect> {
        let Some(entry) = self.history.get(index).cloned() else {
            return self.drain();
        };
        if entry.in_progress() {
            self.history.remove(index);
            self.revisions.history += 1;
        }
        self.archive_current(now);
        let archived = !entry.in_progress();
        if !self.resume(SavedGame { archived, ..entry }, false, now) {
            self.say(Notice::HistoryUnreadable);
        }
        self.drain()
    }
}
