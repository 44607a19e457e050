//! Everything kept in localStorage: the game in progress, the finished
//! games, and the settings.
//!
//! Each key holds versioned JSON (`{"version": 1, "data": ...}`) under a
//! namespaced name (`xiangqi.v1.*`). Data that cannot be read (corrupt, or
//! written by an incompatible version) is moved aside to
//! `<key>.corrupt.<timestamp>` so that nothing is lost, the caller is told,
//! and the page goes on with a fresh value. Nothing here panics on stored
//! data.
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
use xiangqi::{ClockSnapshot, Color, GameRecord};

/// The version of the stored format.
pub const VERSION: u32 = 1;
/// The game in progress (or the last one played).
pub const CURRENT: &str = "xiangqi.v1.current";
/// Finished (and set-aside) games, most recent first.
pub const HISTORY: &str = "xiangqi.v1.history";
/// The player's settings.
pub const SETTINGS: &str = "xiangqi.v1.settings";
/// Where settings were kept before the versioned format.
pub const OLD_SETTINGS: &str = "xiangqi.settings.v1";
/// How many games the history keeps.
pub const HISTORY_LEN: usize = 100;

/// How two players share the device.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Seating {
    /// Both on the same side of the screen.
    #[default]
    SideBySide,
    /// Facing each other across a tablet lying between them.
    FaceToFace,
}

/// A game as saved: enough to resume it exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// Start position, moves, result and tags.
    pub record: GameRecord,
    /// Both clocks.
    pub clocks: ClockSnapshot,
    /// The AI's side, if playing the AI.
    #[serde(with = "opt_color")]
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
    #[serde(with = "color")]
    pub bottom: Color,
    /// Wall-clock time of the save (ms since 1970).
    pub saved_at: f64,
    /// Wall-clock time the game started (ms since 1970).
    pub started_at: f64,
    /// Whether the game is already in the history.
    #[serde(default)]
    pub archived: bool,
}

impl SavedGame {
    /// Whether the game has begun and is not over: worth keeping when
    /// another game replaces it.
    pub fn in_progress(&self) -> bool {
        !self.record.moves.is_empty() && self.record.result == xiangqi::RecordResult::Unfinished
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
    /// Not readable at all.
    Unreadable(String),
}

/// Reads versioned JSON.
pub fn decode<T: DeserializeOwned>(text: &str) -> Result<T, DecodeError> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| DecodeError::Unreadable(e.to_string()))?;
    let version = value
        .get("version")
        .and_then(serde_json::Value::as_u64)
        .ok_or_else(|| DecodeError::Unreadable("no version".into()))?;
    if version != u64::from(VERSION) {
        return Err(DecodeError::Version(
            u32::try_from(version).unwrap_or(u32::MAX),
        ));
    }
    serde_json::from_value::<Envelope<T>>(value)
        .map(|e| e.data)
        .map_err(|e| DecodeError::Unreadable(e.to_string()))
}

/// Writes versioned JSON.
pub fn encode<T: Serialize>(data: &T) -> Option<String> {
    serde_json::to_string(&Envelope {
        version: VERSION,
        data,
    })
    .ok()
}

/// What was found under a key.
#[derive(Debug)]
pub enum Loaded<T> {
    Missing,
    Found(T),
    /// The data was unreadable and was moved to this key.
    SetAside(String),
}

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The raw text under `key`.
pub fn read_raw(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Reads `key`, setting unreadable data aside.
pub fn load<T: DeserializeOwned>(key: &str) -> Loaded<T> {
    let Some(text) = read_raw(key) else {
        return Loaded::Missing;
    };
    match decode(&text) {
        Ok(data) => Loaded::Found(data),
        Err(_) => Loaded::SetAside(set_aside(key, &text)),
    }
}

/// Moves whatever `key` holds aside (data that reads but cannot be used);
/// returns the new key.
pub fn set_aside_key(key: &str) -> Option<String> {
    let text = read_raw(key)?;
    Some(set_aside(key, &text))
}

/// Moves unreadable `text` from `key` to `key.corrupt.<timestamp>`.
fn set_aside(key: &str, text: &str) -> String {
    let aside = format!("{key}.corrupt.{}", js_sys::Date::now() as u64);
    if let Some(s) = local() {
        let _ = s.set_item(&aside, text);
        let _ = s.remove_item(key);
    }
    aside
}

/// Stores `data` under `key` (silently does nothing when storage is
/// unavailable or full).
pub fn save<T: Serialize>(key: &str, data: &T) {
    if let (Some(s), Some(text)) = (local(), encode(data)) {
        let _ = s.set_item(key, &text);
    }
}

/// Adds a game at the front of the history (which keeps the most recent
/// [`HISTORY_LEN`]); returns the new history.
pub fn push_history(history: &mut Vec<SavedGame>, game: SavedGame) {
    history.insert(0, game);
    history.truncate(HISTORY_LEN);
}

mod color {
    use serde::{Deserialize, Deserializer, Serializer};
    use xiangqi::Color;

    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(c.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let text = String::deserialize(d)?;
        match text.as_str() {
            "red" => Ok(Color::Red),
            "black" => Ok(Color::Black),
            _ => Err(serde::de::Error::custom("unknown colour")),
        }
    }
}

mod opt_color {
    use serde::{Deserialize, Deserializer, Serializer};
    use xiangqi::Color;

    pub fn serialize<S: Serializer>(c: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
        match c {
            Some(c) => s.serialize_some(c.name()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
        match Option::<String>::deserialize(d)?.as_deref() {
            None => Ok(None),
            Some("red") => Ok(Some(Color::Red)),
            Some("black") => Ok(Some(Color::Black)),
            Some(_) => Err(serde::de::Error::custom("unknown colour")),
        }
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
        let mut clocks = Clocks::new(TimeControl::Fischer {
            main_ms: 60_000,
            increment_ms: 2_000,
        });
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
        }
    }

    #[test]
    fn a_saved_game_round_trips() {
        let g = sample();
        let text = encode(&g).unwrap();
        assert!(text.starts_with("{\"version\":1,"));
        assert_eq!(decode::<SavedGame>(&text), Ok(g.clone()));
        assert!(g.in_progress());
    }

    #[test]
    fn bad_data_is_an_error_not_a_panic() {
        assert!(matches!(
            decode::<SavedGame>("{not json"),
            Err(DecodeError::Unreadable(_))
        ));
        assert!(matches!(
            decode::<SavedGame>("{\"version\":1,\"data\":{\"record\":3}}"),
            Err(DecodeError::Unreadable(_))
        ));
        assert_eq!(
            decode::<SavedGame>("{\"version\":7,\"data\":null}"),
            Err(DecodeError::Version(7))
        );
        assert!(decode::<SavedGame>("[1,2]").is_err());
        let mut text = encode(&sample()).unwrap();
        text = text.replace("h2e2", "zz99");
        assert!(decode::<SavedGame>(&text).is_err());
    }

    #[test]
    fn the_history_keeps_the_most_recent_games() {
        let mut h = Vec::new();
        for i in 0..(HISTORY_LEN + 5) {
            let mut g = sample();
            g.level = (i % 7) as u8;
            push_history(&mut h, g);
        }
        assert_eq!(h.len(), HISTORY_LEN);
        assert_eq!(h[0].level, ((HISTORY_LEN + 4) % 7) as u8);
    }
}
