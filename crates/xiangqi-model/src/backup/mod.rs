//! All the player's data in one file, and the merge that brings such a
//! file (a backup, or what another device sends) into what this device
//! holds: nothing duplicated, nothing of this device's replaced by older
//! or by less. The file is one JSON document with its format's name and
//! version, so that a foreign or newer file is told apart from a broken
//! one.

mod merge;
pub mod transfer;

use serde::{Deserialize, Serialize};

use crate::json::JsonText;
use crate::lesson::LessonProgress;
use crate::practice::PracticeProgress;
use crate::puzzle::Progress as PuzzleProgress;
use crate::reviewed::ReviewedLine;
use crate::saved::SavedGame;
use crate::settings::Settings;

pub use merge::{merge_games, merge_reviews, Merged};

/// The format's name, written in every file.
pub const FORMAT: &str = "xiangqi-backup";
/// The format's version.
pub const VERSION: u32 = 1;

/// Everything the player made on a device.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Backup {
    /// Finished (and set-aside) games, most recent first.
    #[serde(default)]
    pub games: Vec<SavedGame>,
    #[serde(default)]
    pub settings: Option<Settings>,
    #[serde(default)]
    pub puzzles: Option<PuzzleProgress>,
    #[serde(default)]
    pub lessons: Option<LessonProgress>,
    #[serde(default)]
    pub endgames: Option<PracticeProgress>,
    /// What the reviews of games found, by the line reviewed.
    #[serde(default)]
    pub reviews: Vec<ReviewedLine>,
}

/// The file around a [`Backup`].
#[derive(Serialize, Deserialize)]
struct File<T> {
    format: String,
    version: u32,
    /// When it was made (ms since 1970).
    saved_at: f64,
    #[serde(flatten)]
    data: T,
}

/// Just what names a file.
#[derive(Deserialize)]
struct Name {
    format: Option<String>,
    version: Option<u64>,
}

/// Why a file cannot be restored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackupError {
    /// Not JSON at all (a picture, a record, a cut-short file).
    NotJson,
    /// JSON, but not this app's backup.
    Foreign,
    /// A backup of a newer version of the app.
    Newer(u32),
    /// This app's backup of this version, but its content is broken.
    Broken,
}

impl Backup {
    /// The file's text, made at `saved_at`.
    pub fn to_text(&self, json: &impl JsonText, saved_at: f64) -> Option<String> {
        json.write(&File {
            format: FORMAT.to_string(),
            version: VERSION,
            saved_at,
            data: self,
        })
    }

    /// Reads a file's text; changes nothing.
    pub fn from_text(json: &impl JsonText, text: &str) -> Result<Backup, BackupError> {
        let name: Name = json.read(text).ok_or(BackupError::NotJson)?;
        if name.format.as_deref() != Some(FORMAT) {
            return Err(BackupError::Foreign);
        }
        match name.version {
            Some(v) if v == u64::from(VERSION) => {}
            Some(v) if v > u64::from(VERSION) => {
                return Err(BackupError::Newer(u32::try_from(v).unwrap_or(u32::MAX)))
            }
            _ => return Err(BackupError::Broken),
        }
        json.read::<File<Backup>>(text)
            .map(|f| f.data)
            .ok_or(BackupError::Broken)
    }

    /// Merges `other` (a restored file, another device's data) into this
    /// device's data, and says what it added.
    pub fn merge(&mut self, other: Backup) -> Merged {
        merge::merge(self, other)
    }
}

#[cfg(test)]
mod tests;
