//! The games played on this device. The store (the shell's) holds them
//! all; the table keeps the games filed in this session, and each change
//! as a [`HistoryChange`] until the shell takes it, so that the store
//! writes the one game filed or forgotten, never a whole list back (which
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

    /// Removes the past game with this key (from the store, and from
    /// this session's list).
    pub fn forget_past_game(&mut self, key: &str) -> Vec<Effect> {
        self.history.retain(|g| g.key() != key);
        self.history_changes
            .push(HistoryChange::Forgotten(key.to_string()));
        self.revisions.history += 1;
        self.drain()
    }

    /// The changes to the past games since the last call, oldest first,
    /// for the store to make.
    pub fn take_history_changes(&mut self) -> Vec<HistoryChange> {
        std::mem::take(&mut self.history_changes)
    }

    /// Opens a past game, as the store gave it: a finished one for
    /// review, an unfinished one to play on (it leaves the past games and
    /// becomes the current game again).
    pub fn open_past_game(&mut self, entry: SavedGame, now: Now) -> Vec<Effect> {
        if entry.in_progress() {
            let key = entry.key();
            self.history.retain(|g| g.key() != key);
            self.history_changes.push(HistoryChange::Forgotten(key));
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
