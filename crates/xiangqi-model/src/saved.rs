//! What is kept between visits, as versioned JSON: the game in progress,
//! the past games and the settings.
//!
//! Each stored value is wrapped as `{"version": 1, "data": ...}`; text that
//! cannot be read, or was written by another version, is an error here and
//! is set aside by the shell (never a panic, never lost).
//!
//! # Time spent while the page is closed
//!
//! Clocks are saved with the wall-clock time of the save. When the page is
//! opened again:
//!
//! * between two players on this device, the clocks resume exactly as they
//!   were: nobody is charged for the time the page was closed (the players
//!   may have left the table);
//! * against the AI, the player's running clock is charged the wall-clock
//!   time since the last save, as if the page had stayed open, so closing
//!   the tab gives no free thinking time; when the AI was to move, its
//!   clock resumes from the last save and is not charged for the time the
//!   page was closed (it starts its search again).

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use xiangqi::{ClockSnapshot, Color, GameRecord, RecordResult};

use super::draw_offers::DrawOffers;
use super::json::{JsonText, SerdeJson};
use super::mode::{Friends, Mode, Seating, VsAi};
use super::settings::clamp_level;

/// The version of the stored format.
pub const VERSION: u32 = 1;

/// A game as saved: enough to resume it exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// Start position, moves, result and tags.
    pub record: GameRecord,
    /// Both clocks.
    pub clocks: ClockSnapshot,
    /// The AI's side, if playing the AI.
    pub ai: Option<Color>,
    /// The AI's level.
    pub level: u8,
    /// How two players sit.
    #[serde(default)]
    pub seating: Seating,
    /// Whether the board turns after each move (two players side by side).
    #[serde(default)]
    pub auto_flip: bool,
    /// The side at the bottom of the screen.
    pub bottom: Color,
    /// Wall-clock time of the save (ms since 1970).
    pub saved_at: f64,
    /// Wall-clock time the game started (ms since 1970).
    pub started_at: f64,
    /// Whether the game is already in the history.
    #[serde(default)]
    pub archived: bool,
    /// The draw offers made so far (a pending one, and the declined counts).
    #[serde(default)]
    pub draws: DrawOffers,
    /// The whole tree (variations and comments, as PGN) of the file the
    /// game was imported from, kept for export.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tree: Option<String>,
}

impl SavedGame {
    /// Whether the game has begun and is not over: worth keeping when
    /// another game replaces it.
    pub fn in_progress(&self) -> bool {
        !self.record.moves.is_empty() && self.record.result == RecordResult::Unfinished
    }

    /// Who played.
    pub fn mode(&self) -> Mode {
        match self.ai {
            Some(ai) => Mode::VsAi(VsAi {
                ai,
                level: clamp_level(self.level),
            }),
            None => Mode::Friends(Friends {
                seating: self.seating,
                auto_flip: self.auto_flip,
            }),
        }
    }
}

#[derive(Serialize, Deserialize)]
struct Envelope<T> {
    version: u32,
    data: T,
}

/// Why stored data was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// Written by another version of the app.
    Version(u32),
    /// Not readable at all. (The parser's own message is not kept: the
    /// player is told the data was set aside, and formatting it would
    /// bring the JSON and I/O error texts into the page.)
    Unreadable,
}

/// Just the version of a stored value (the rest is skipped unread).
#[derive(Deserialize)]
struct VersionOnly {
    version: u64,
}

/// Reads versioned JSON. The version is read first, so that data of
/// another version is told apart from data that is broken.
pub fn decode<T: DeserializeOwned>(text: &str) -> Result<T, DecodeError> {
    decode_with(&SerdeJson, text)
}

/// [`decode`] through `json`.
pub fn decode_with<T: DeserializeOwned>(
    json: &impl JsonText,
    text: &str,
) -> Result<T, DecodeError> {
    let version = json
        .read::<VersionOnly>(text)
        .ok_or(DecodeError::Unreadable)?
        .version;
    if version != u64::from(VERSION) {
        return Err(DecodeError::Version(
            u32::try_from(version).unwrap_or(u32::MAX),
        ));
    }
    json.read::<Envelope<T>>(text)
        .map(|e| e.data)
        .ok_or(DecodeError::Unreadable)
}

/// Writes versioned JSON.
pub fn encode<T: Serialize>(data: &T) -> Option<String> {
    encode_with(&SerdeJson, data)
}

/// [`encode`] through `json`.
pub fn encode_with<T: Serialize>(json: &impl JsonText, data: &T) -> Option<String> {
    json.write(&Envelope {
        version: VERSION,
        data,
    })
}

impl SavedGame {
    /// The game's name in the past games: when it began and what was
    /// played (start, moves, result), so that the same game filed again,
    /// from this tab, another tab or a restored backup, is one entry. It
    /// sorts by the start time.
    pub fn key(&self) -> String {
        // FNV-1a over the record's identity; stable across versions.
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |bytes: &[u8]| {
            for b in bytes {
                hash ^= u64::from(*b);
                hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
            }
        };
        eat(self.record.start.to_fen().as_bytes());
        for m in &self.record.moves {
            eat(m.to_string().as_bytes());
            eat(b",");
        }
        eat(format!("{:?}", self.record.result).as_bytes());
        let started = if self.started_at.is_finite() && self.started_at > 0.0 {
            self.started_at as u64
        } else {
            0
        };
        format!("{started:015}-{hash:016x}")
    }

    /// The name of the game's moves, under which a review of them is
    /// kept (see [`crate::reviewed`]).
    pub fn line_key(&self) -> String {
        crate::reviewed::line_key(&self.record.start, &self.record.moves)
    }
}

/// Adds a game at the front of the history; every game is kept. An entry
/// with the same [`SavedGame::key`] is the same game filed again: it moves
/// to the front instead of being listed twice.
pub fn push_history(history: &mut Vec<SavedGame>, game: SavedGame) {
    let key = game.key();
    history.retain(|g| g.key() != key);
    history.insert(0, game);
}

/// A finished game for tests: one move (`first`), `result`, begun at
/// `started_at`, against the computer at `level` when `ai` is given.
#[cfg(test)]
pub(crate) fn finished_game(
    ai: Option<Color>,
    level: u8,
    result: RecordResult,
    started_at: f64,
    first: &str,
) -> SavedGame {
    let mut game = xiangqi::Game::default();
    if let Ok(m) = first.parse() {
        let _ = game.play(m);
    }
    let mut record = GameRecord::from(&game);
    record.result = result;
    SavedGame {
        record,
        clocks: xiangqi::Clocks::new(xiangqi::TimeControl::UNLIMITED).snapshot(0.0),
        ai,
        level,
        seating: Seating::SideBySide,
        auto_flip: false,
        bottom: Color::Red,
        saved_at: started_at,
        started_at,
        archived: true,
        draws: DrawOffers::default(),
        tree: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::{Clocks, Game, TimeControl};

    fn sample() -> SavedGame {
        let mut game = Game::default();
        for m in ["h2e2", "h9g7"] {
            game.play(m.parse().unwrap()).unwrap();
        }
        let mut clocks = Clocks::new(TimeControl::from(xiangqi::GameTime::Fischer {
            main_ms: 60_000,
            increment_ms: 2_000,
        }));
        clocks.start(Color::Red, 0.0);
        SavedGame {
            record: GameRecord::from(&game),
            clocks: clocks.snapshot(1_500.0),
            ai: Some(Color::Black),
            level: 3,
            seating: Seating::FaceToFace,
            auto_flip: false,
            bottom: Color::Red,
            saved_at: 1.0e12,
            started_at: 1.0e12,
            archived: false,
            draws: DrawOffers::default(),
            tree: None,
        }
    }

    #[test]
    fn a_saved_game_round_trips() {
        let g = sample();
        let text = encode(&g).unwrap();
        assert!(text.starts_with("{\"version\":1,"));
        assert!(text.contains("\"ai\":\"black\""), "{text}");
        assert!(text.contains("\"bottom\":\"red\""), "{text}");
        assert_eq!(decode::<SavedGame>(&text), Ok(g.clone()));
        assert!(g.in_progress());
        assert_eq!(
            g.mode(),
            Mode::VsAi(VsAi {
                ai: Color::Black,
                level: 3
            })
        );
    }

    #[test]
    fn bad_data_is_an_error_not_a_panic() {
        assert!(matches!(
            decode::<SavedGame>("{not json"),
            Err(DecodeError::Unreadable)
        ));
        assert!(matches!(
            decode::<SavedGame>("{\"version\":1,\"data\":{\"record\":3}}"),
            Err(DecodeError::Unreadable)
        ));
        assert_eq!(
            decode::<SavedGame>("{\"version\":7,\"data\":null}"),
            Err(DecodeError::Version(7))
        );
        assert!(decode::<SavedGame>("[1,2]").is_err());
        let mut text = encode(&sample()).unwrap();
        text = text.replace("h2e2", "zz99");
        assert!(decode::<SavedGame>(&text).is_err());
        let text = encode(&sample()).unwrap().replace("\"black\"", "\"blue\"");
        assert!(decode::<SavedGame>(&text).is_err());
    }

    #[test]
    fn the_history_keeps_every_game() {
        let mut h = Vec::new();
        for i in 0..1_005 {
            let mut g = sample();
            g.level = (i % 7) as u8;
            g.started_at += i as f64;
            push_history(&mut h, g);
        }
        assert_eq!(h.len(), 1_005);
        assert_eq!(h[0].level, (1_004 % 7) as u8);
    }

    #[test]
    fn a_games_key_names_it_and_sorts_by_its_start() {
        let a = sample();
        let mut later = sample();
        later.started_at += 1_000.0;
        assert_eq!(a.key(), sample().key());
        assert!(a.key() < later.key());
        let mut other = sample();
        other.record.moves.pop();
        assert_ne!(a.key(), other.key(), "other moves, another game");
    }

    #[test]
    fn a_game_filed_again_is_listed_once() {
        let mut h = Vec::new();
        push_history(&mut h, sample());
        let mut other = sample();
        other.started_at += 1.0;
        push_history(&mut h, other);
        push_history(&mut h, sample());
        assert_eq!(h.len(), 2);
        assert_eq!(h[0], sample(), "the game filed again comes first");
    }
}
