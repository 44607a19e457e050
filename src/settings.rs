//! The player's choices, remembered in localStorage between visits.
//!
//! Unreadable or missing data gives the defaults; nothing here panics.

use serde::{Deserialize, Serialize};
use xiangqi::{Notation, TimeControl};

use crate::i18n::Lang;
use crate::storage::{self, Loaded, Seating};

/// Who the player faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Opponent {
    Ai,
    Human,
}

impl Opponent {
    pub fn parse(text: &str) -> Option<Opponent> {
        match text {
            "ai" => Some(Opponent::Ai),
            "human" => Some(Opponent::Human),
            _ => None,
        }
    }
}

/// The side the player asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SideChoice {
    Red,
    Black,
    Random,
}

impl SideChoice {
    pub fn parse(text: &str) -> Option<SideChoice> {
        match text {
            "red" => Some(SideChoice::Red),
            "black" => Some(SideChoice::Black),
            "random" => Some(SideChoice::Random),
            _ => None,
        }
    }
}

/// Everything remembered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub opponent: Opponent,
    pub side: SideChoice,
    pub level: u8,
    /// `chinese`, `wxf` or `iccs`.
    pub notation: String,
    pub sound: bool,
    pub engine_panel: bool,
    /// `en` or `zh`; empty until chosen (the browser's language applies).
    pub lang: String,
    /// Simplified piece characters (帅, 马, 车) instead of traditional.
    pub simplified: bool,
    /// Movement hints drawn on the pieces, for newcomers.
    pub hints: bool,
    /// The last time control chosen, in its text form (`10+5`).
    pub time_control: String,
    /// How two players sit.
    pub seating: Seating,
    /// Turn the board after each move (two players side by side).
    pub auto_flip: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            opponent: Opponent::Ai,
            side: SideChoice::Red,
            level: 3,
            notation: Notation::Chinese.name().to_string(),
            sound: false,
            engine_panel: false,
            lang: String::new(),
            simplified: false,
            hints: false,
            time_control: TimeControl::Unlimited.to_string(),
            seating: Seating::SideBySide,
            auto_flip: false,
        }
    }
}

impl Settings {
    /// The notation of the move list.
    pub fn notation(&self) -> Notation {
        self.notation.parse().unwrap_or(Notation::Chinese)
    }

    /// The level, clamped to the engine's table.
    pub fn level(&self) -> u8 {
        let top = xiangqi_engine::levels().len() as u8;
        self.level.clamp(1, top.max(1))
    }

    /// The chosen language, else the browser's.
    pub fn lang(&self) -> Lang {
        match self.lang.as_str() {
            "en" => Lang::En,
            "zh" => Lang::Zh,
            _ => Lang::detect(),
        }
    }

    /// The last time control (no clock when unreadable).
    pub fn time_control(&self) -> TimeControl {
        self.time_control.parse().unwrap_or(TimeControl::Unlimited)
    }

    /// Reads the stored settings (defaults when absent or unreadable) and
    /// the key unreadable data was moved to, if any.
    pub fn load() -> (Settings, Option<String>) {
        match storage::load::<Settings>(storage::SETTINGS) {
            Loaded::Found(s) => (s, None),
            Loaded::SetAside(key) => (Settings::default(), Some(key)),
            Loaded::Missing => (
                storage::read_raw(storage::OLD_SETTINGS)
                    .map(|text: String| Settings::from_json(&text))
                    .unwrap_or_default(),
                None,
            ),
        }
    }

    /// Parses unversioned JSON (the format before `xiangqi.v1`), falling
    /// back to the defaults.
    pub fn from_json(text: &str) -> Settings {
        serde_json::from_str(text).unwrap_or_default()
    }

    /// Stores the settings (silently does nothing when storage is unavailable).
    pub fn save(&self) {
        storage::save(storage::SETTINGS, self);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unreadable_data_gives_defaults() {
        assert_eq!(Settings::from_json("not json"), Settings::default());
        assert_eq!(Settings::from_json("{\"level\": 5}").level, 5);
        assert!(!Settings::default().sound, "sound starts muted");
    }

    #[test]
    fn out_of_range_values_are_tamed() {
        let s = Settings::from_json("{\"level\": 200, \"notation\": \"klingon\"}");
        assert_eq!(s.level(), xiangqi_engine::levels().len() as u8);
        assert_eq!(s.notation(), Notation::Chinese);
    }
}
