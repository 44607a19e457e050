//! The games played on this device. Each change to them is also kept as
//! a [`HistoryChange`] until the shell takes it, so that the store writes
//! the one game filed or forgotten, never the whole list back (which
//! would undo what another tab filed meanwhile).

use super::Table;
use crate::effect::Effect;
use crate::notice::Notice;
use crate::now::Now;
use crate::saved::{push_history, SavedGame};

/// One change to the past games, for the store to make.
#[derive(Clone, Debug, PartialEq)]
pub enum HistoryChange {
    /// This game is filed (or filed again: same key, newer content).
    Filed(Box<SavedGame>),
    /// The game with this key is no longer listed.
    Forgotten(String),
}

impl Table {
    pub(super) fn add_to_history(&mut self, game: SavedGame) {
        push_history(&mut self.history, game.clone());
        self.history_changes
            .push(HistoryChange::Filed(Box::new(game)));
        self.revisions.history += 1;
    }

    /// Removes game `index` from the history.
    pub fn delete_history(&mut self, index: usize) -> Vec<Effect> {
        if index < self.history.len() {
            let gone = self.history.remove(index);
            self.history_changes
                .push(HistoryChange::Forgotten(gone.key()));
            self.revisions.history += 1;
        }
        self.drain()
    }

    /// The changes to the past games since the last call, oldest first,
    /// for the store to make.
    pub fn take_history_changes(&mut self) -> Vec<HistoryChange> {
        std::mem::take(&mut self.history_changes)
    }

    /// The past games as the store holds them now (another tab may have
    /// filed some), most recent first; changes not yet taken are kept on
    /// top, so that nothing of this tab's is lost.
    pub fn replace_history(&mut self, mut stored: Vec<SavedGame>) {
        stored.sort_by_key(|g| std::cmp::Reverse(g.key()));
        for change in &self.history_changes {
            match change {
                HistoryChange::Filed(g) => push_history(&mut stored, (**g).clone()),
                HistoryChange::Forgotten(key) => stored.retain(|g| &g.key() != key),
            }
        }
        if stored != self.history {
            self.history = stored;
            self.revisions.history += 1;
        }
    }

    /// Opens game `index` of the history: a finished one for review, an
    /// unfinished one to play on (it becomes the current game again).
    pub fn open_history(&mut self, index: usize, now: Now) -> Vec<Effect> {
        let Some(entry) = self.history.get(index).cloned() else {
            return self.drain();
        };
        if entry.in_progress() {
            self.history.remove(index);
            self.history_changes
                .push(HistoryChange::Forgotten(entry.key()));
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
