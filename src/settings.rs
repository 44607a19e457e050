//! The player's choices, remembered in localStorage between visits.
//!
//! Unreadable or missing data gives the defaults; nothing here panics.

use serde::{Deserialize, Serialize};
use xiangqi::Notation;

const KEY: &str = "xiangqi.settings.v1";

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

    /// Reads the stored settings (defaults when absent or unreadable).
    pub fn load() -> Settings {
        storage()
            .and_then(|s| s.get_item(KEY).ok().flatten())
            .map(|text| Settings::from_json(&text))
            .unwrap_or_default()
    }

    /// Parses stored JSON, falling back to the defaults.
    pub fn from_json(text: &str) -> Settings {
        serde_json::from_str(text).unwrap_or_default()
    }

    /// Stores the settings (silently does nothing when storage is unavailable).
    pub fn save(&self) {
        if let (Some(s), Ok(text)) = (storage(), serde_json::to_string(self)) {
            let _ = s.set_item(KEY, &text);
        }
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
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
