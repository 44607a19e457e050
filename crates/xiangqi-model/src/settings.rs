//! The player's choices, remembered between visits.
//!
//! Stored as JSON whose fields are plain text (`"notation": "wxf"`,
//! `"time_control": "10+5"`, `"lang": "zh"`); unreadable fields fall back
//! to their defaults, one by one, so nothing a player chose is lost to one
//! bad value.

use serde::{Deserialize, Serialize};
use xiangqi::{Color, Notation, TimeControl};

use super::mode::Seating;

/// The language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    En,
    /// Chinese in simplified characters (简体中文).
    Zh,
    /// Chinese in traditional characters (繁體中文).
    ZhHant,
    /// Vietnamese (Tiếng Việt).
    Vi,
}

impl Lang {
    /// Every language, in the order the language choice shows them.
    pub const ALL: [Lang; 4] = [Lang::Zh, Lang::ZhHant, Lang::En, Lang::Vi];

    /// The language a BCP 47 tag asks for, if the app has it: traditional
    /// characters for `zh-Hant` and, unless the tag says `Hans`, for the
    /// places that write them (`zh-TW`, `zh-HK`, `zh-MO`); simplified for
    /// any other `zh`; Vietnamese for `vi`; English for `en`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.to_ascii_lowercase().replace('_', "-");
        let parts: Vec<&str> = tag.split('-').collect();
        let traditional = !parts.contains(&"hans")
            && parts[1..]
                .iter()
                .any(|p| matches!(*p, "hant" | "tw" | "hk" | "mo"));
        match parts[0] {
            "zh" if traditional => Some(Lang::ZhHant),
            "zh" => Some(Lang::Zh),
            "vi" => Some(Lang::Vi),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// The first of the browser's languages (most wanted first) that the
    /// app has, else English.
    pub fn from_tags<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or(Lang::En)
    }

    /// The code kept in the settings and set on the page: `en`, `zh`,
    /// `zh-Hant`, `vi`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
            Lang::ZhHant => "zh-Hant",
            Lang::Vi => "vi",
        }
    }

    /// Whether the language is written in Chinese characters.
    pub fn is_chinese(self) -> bool {
        matches!(self, Lang::Zh | Lang::ZhHant)
    }

    /// The language's own name, as the language choice shows it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Zh => "简体中文",
            Lang::ZhHant => "繁體中文",
            Lang::Vi => "Tiếng Việt",
        }
    }
}

/// Who the player faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Opponent {
    Ai,
    Human,
}

impl Opponent {
    /// `ai` or `human`.
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
    /// `red`, `black` or `random`.
    pub fn parse(text: &str) -> Option<SideChoice> {
        match text {
            "red" => Some(SideChoice::Red),
            "black" => Some(SideChoice::Black),
            "random" => Some(SideChoice::Random),
            _ => None,
        }
    }

    /// The side this choice gives, `coin` deciding a random one.
    pub fn resolve(self, coin: bool) -> Color {
        match self {
            SideChoice::Red => Color::Red,
            SideChoice::Black => Color::Black,
            SideChoice::Random if coin => Color::Red,
            SideChoice::Random => Color::Black,
        }
    }
}

/// The page's colours: as the device prefers (its light or dark mode), or
/// chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// As the device prefers (`prefers-color-scheme`).
    #[default]
    Device,
    Light,
    Dark,
}

impl Theme {
    /// Every theme, in the order the menu offers them.
    pub const ALL: [Theme; 3] = [Theme::Device, Theme::Light, Theme::Dark];

    /// Its name in storage, commands and the menu's values.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Device => "device",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// The theme named `name`, if any.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }

    /// Whether the page is light, given whether the device prefers light.
    pub fn is_light(self, device_prefers_light: bool) -> bool {
        match self {
            Theme::Device => device_prefers_light,
            Theme::Light => true,
            Theme::Dark => false,
        }
    }
}

/// How the board is drawn: its colours (the pieces' characters and
/// hints are chosen apart).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardLook {
    /// Wood, with shaded pieces.
    #[default]
    Wood,
    /// Plain and high in contrast: black lines on a pale board.
    Plain,
    /// Paper: white and ink, flat, for print and diagrams.
    Paper,
}

impl BoardLook {
    /// Every look, in the order the menu offers them.
    pub const ALL: [BoardLook; 3] = [BoardLook::Wood, BoardLook::Plain, BoardLook::Paper];

    /// Its name in storage, commands, the page (`data-board`) and the
    /// exported picture.
    pub fn name(self) -> &'static str {
        match self {
            BoardLook::Wood => "wood",
            BoardLook::Plain => "plain",
            BoardLook::Paper => "paper",
        }
    }

    /// The look named `name`, if any.
    pub fn from_name(name: &str) -> Option<BoardLook> {
        BoardLook::ALL.into_iter().find(|b| b.name() == name)
    }
}

/// What the pieces show: their Chinese characters, pictures that say
/// what each piece is to a player who does not read them (a crown for the
/// general, a horse's head, a tower for the chariot...), or the characters
/// in black and white as printed diagrams show them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PieceSet {
    /// The characters, simplified or traditional as chosen.
    #[default]
    Characters,
    /// A picture of what each piece is.
    Pictures,
    /// The characters as books and diagrams print them, without colour:
    /// Red's in ink on a white disc, Black's white on an inked disc.
    Print,
}

impl PieceSet {
    /// Every set, in the order the menu offers them.
    pub const ALL: [PieceSet; 3] = [PieceSet::Characters, PieceSet::Pictures, PieceSet::Print];

    /// Its name in storage, commands and the page (`data-pieces`).
    pub fn name(self) -> &'static str {
        match self {
            PieceSet::Characters => "characters",
            PieceSet::Pictures => "pictures",
            PieceSet::Print => "print",
        }
    }

    /// The set named `name`, if any.
    pub fn from_name(name: &str) -> Option<PieceSet> {
        PieceSet::ALL.into_iter().find(|p| p.name() == name)
    }
}

/// Everything remembered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub opponent: Opponent,
    pub side: SideChoice,
    /// The AI level; read it through [`Settings::level`], which tames it.
    pub level: u8,
    /// The chosen move notation; `None` until chosen (the language's
    /// usual one applies, see [`Settings::notation`]).
    #[serde(with = "notation_text")]
    pub notation: Option<Notation>,
    pub sound: bool,
    pub engine_panel: bool,
    /// The chosen language; `None` until chosen (the browser's applies).
    #[serde(with = "lang_text")]
    pub lang: Option<Lang>,
    /// The characters on the pieces and the board, once chosen: `Some(true)`
    /// for simplified (帅, 马, 车, 汉), `Some(false)` for traditional (帥,
    /// 馬, 車, 漢); `None` until chosen (the language's script applies, see
    /// [`Settings::simplified`]).
    #[serde(rename = "characters", with = "characters_text")]
    pub characters: Option<bool>,
    /// The choice as stored before it could be left unchosen: `false` was
    /// a player's choice of traditional characters, `true` the default
    /// everyone had. Read, never written.
    #[serde(rename = "simplified", skip_serializing)]
    pub legacy_simplified: Option<bool>,
    /// Movement hints drawn on the pieces, for newcomers.
    pub hints: bool,
    /// The last time control chosen.
    #[serde(with = "time_control_text")]
    pub time_control: TimeControl,
    /// How two players sit.
    pub seating: Seating,
    /// Turn the board after each move (two players side by side).
    pub auto_flip: bool,
    /// Light or dark, or as the device prefers.
    pub theme: Theme,
    /// The board's look.
    pub board: BoardLook,
    /// What the pieces show.
    pub pieces: PieceSet,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            opponent: Opponent::Ai,
            side: SideChoice::Red,
            level: 3,
            notation: None,
            sound: false,
            engine_panel: false,
            lang: None,
            characters: None,
            legacy_simplified: None,
            hints: false,
            time_control: TimeControl::UNLIMITED,
            seating: Seating::SideBySide,
            auto_flip: false,
            theme: Theme::Device,
            board: BoardLook::Wood,
            pieces: PieceSet::Characters,
        }
    }
}

impl Settings {
    /// The level, within the engine's table.
    pub fn level(&self) -> u8 {
        clamp_level(self.level)
    }

    /// The move notation: the chosen one, else the one readers of `lang`
    /// expect (WXF in English, Chinese in Chinese).
    pub fn notation(&self, lang: Lang) -> Notation {
        self.notation.unwrap_or(match lang {
            Lang::En => Notation::Wxf,
            Lang::Zh | Lang::ZhHant => Notation::Chinese,
            Lang::Vi => Notation::Vietnamese,
        })
    }

    /// Whether the board speaks simplified characters (帅, 马, 车, 汉) in
    /// `lang`: as chosen, else traditional in 繁體中文 and simplified in the
    /// other languages.
    pub fn simplified(&self, lang: Lang) -> bool {
        match (self.characters, self.legacy_simplified) {
            (Some(chosen), _) => chosen,
            (None, Some(false)) => false,
            (None, _) => lang != Lang::ZhHant,
        }
    }

    /// The language: the chosen one, else `browser`'s.
    pub fn lang_or(&self, browser: Lang) -> Lang {
        self.lang.unwrap_or(browser)
    }

    /// Parses unversioned JSON (the format before versioned storage),
    /// falling back to the defaults.
    pub fn from_json(text: &str) -> Settings {
        Settings::from_json_with(&crate::json::SerdeJson, text)
    }

    /// [`Settings::from_json`] through `json`.
    pub fn from_json_with(json: &impl crate::json::JsonText, text: &str) -> Settings {
        json.read(text).unwrap_or_default()
    }
}

/// `level` within the engine's table (1 to the top level).
pub fn clamp_level(level: u8) -> u8 {
    let top = u8::try_from(xiangqi_engine::levels().len()).unwrap_or(u8::MAX);
    level.clamp(1, top.max(1))
}

/// A new game's set-up, as chosen in the dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewGameChoice {
    pub opponent: Opponent,
    pub side: SideChoice,
    pub level: u8,
    #[serde(with = "time_control_text")]
    pub time_control: TimeControl,
    pub seating: Seating,
    pub auto_flip: bool,
    /// The pieces one side gives before the first move (none by default,
    /// and never remembered: each game's own).
    #[serde(default)]
    pub handicap: crate::handicap::Handicap,
    /// Who gives them.
    #[serde(default = "red")]
    pub handicap_giver: Color,
}

fn red() -> Color {
    Color::Red
}

impl NewGameChoice {
    /// The choice remembered in the settings.
    pub fn from_settings(settings: &Settings) -> NewGameChoice {
        NewGameChoice {
            opponent: settings.opponent,
            side: settings.side,
            level: settings.level(),
            time_control: settings.time_control,
            seating: settings.seating,
            auto_flip: settings.auto_flip,
            handicap: crate::handicap::Handicap::None,
            handicap_giver: Color::Red,
        }
    }
}

/// A notation stored by name; empty (or unknown) means not chosen.
pub(crate) mod notation_text {
    use serde::{Deserialize, Deserializer, Serializer};
    use xiangqi::Notation;

    pub fn serialize<S: Serializer>(n: &Option<Notation>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(n.map_or("", |n| n.name()))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Notation>, D::Error> {
        Ok(String::deserialize(d)?.parse().ok())
    }
}

/// A language stored as its code; empty (or unknown) means not chosen.
pub(crate) mod lang_text {
    use super::Lang;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(l: &Option<Lang>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(l.map_or("", Lang::code))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
        let code = String::deserialize(d)?;
        Ok(Lang::ALL.into_iter().find(|l| l.code() == code))
    }
}

/// The characters stored as `simplified` or `traditional`; empty (or
/// unknown) means not chosen.
mod characters_text {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(c: &Option<bool>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match c {
            Some(true) => "simplified",
            Some(false) => "traditional",
            None => "",
        })
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<bool>, D::Error> {
        Ok(match String::deserialize(d)?.as_str() {
            "simplified" => Some(true),
            "traditional" => Some(false),
            _ => None,
        })
    }
}

/// A time control stored in its text form (`10+5`); unreadable text
/// means no clock.
mod time_control_text {
    use serde::{Deserialize, Deserializer, Serializer};
    use xiangqi::TimeControl;

    pub fn serialize<S: Serializer>(tc: &TimeControl, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&tc.to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<TimeControl, D::Error> {
        let text = String::deserialize(d)?;
        Ok(text.parse().unwrap_or(TimeControl::UNLIMITED))
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
    fn out_of_range_values_are_tamed_one_by_one() {
        let s = Settings::from_json(
            "{\"level\": 200, \"notation\": \"klingon\", \"time_control\": \"soon\", \"sound\": true}",
        );
        assert_eq!(s.level(), xiangqi_engine::levels().len() as u8);
        assert_eq!(s.notation, None);
        assert_eq!(s.time_control, TimeControl::UNLIMITED);
        assert!(s.sound, "the good values stay");
    }

    #[test]
    fn the_notation_follows_the_language_until_chosen() {
        let mut s = Settings::default();
        assert_eq!(s.notation(Lang::En), Notation::Wxf);
        assert_eq!(s.notation(Lang::Zh), Notation::Chinese);
        assert!(
            s.simplified(Lang::Zh),
            "simplified characters, like the interface's"
        );
        s.notation = Some(Notation::Iccs);
        assert_eq!(s.notation(Lang::Zh), Notation::Iccs);
    }

    #[test]
    fn the_theme_follows_the_device_until_chosen_and_is_kept() {
        let old = Settings::from_json(r#"{"level": 4}"#);
        assert_eq!(old.theme, Theme::Device, "settings from before themes");
        assert!(old.theme.is_light(true) && !old.theme.is_light(false));
        let chosen = Settings {
            theme: Theme::Dark,
            ..Settings::default()
        };
        let text = serde_json::to_string(&chosen).unwrap();
        assert!(text.contains(r#""theme":"dark""#), "{text}");
        assert_eq!(Settings::from_json(&text).theme, Theme::Dark);
        assert!(!Theme::Dark.is_light(true) && Theme::Light.is_light(false));
        for theme in Theme::ALL {
            assert_eq!(Theme::from_name(theme.name()), Some(theme));
        }
    }

    #[test]
    fn the_characters_follow_the_language_until_chosen() {
        let s = Settings::default();
        assert!(
            !s.simplified(Lang::ZhHant),
            "繁體中文 reads traditional pieces"
        );
        assert!(s.simplified(Lang::Zh) && s.simplified(Lang::En) && s.simplified(Lang::Vi));
        let chosen = Settings {
            characters: Some(true),
            ..Settings::default()
        };
        assert!(
            chosen.simplified(Lang::ZhHant),
            "a choice holds in every language"
        );
        // Stored before the choice could be left open: `true` was everyone's
        // default, `false` a player's choice of traditional characters.
        let old_default = Settings::from_json("{\"simplified\": true}");
        assert!(!old_default.simplified(Lang::ZhHant));
        let old_choice = Settings::from_json("{\"simplified\": false}");
        assert!(!old_choice.simplified(Lang::Zh));
        let text = serde_json::to_string(&old_choice).unwrap();
        assert!(!text.contains("\"simplified\":"), "{text}");
        let again = Settings {
            characters: Some(false),
            ..Settings::default()
        };
        assert!(serde_json::to_string(&again)
            .unwrap()
            .contains("\"characters\":\"traditional\""));
    }

    #[test]
    fn the_stored_text_is_plain() {
        let s = Settings {
            notation: Some(Notation::Wxf),
            lang: Some(Lang::Zh),
            time_control: "10+5".parse().unwrap(),
            ..Settings::default()
        };
        let text = serde_json::to_string(&s).unwrap();
        assert!(text.contains("\"notation\":\"wxf\""), "{text}");
        assert!(text.contains("\"lang\":\"zh\""), "{text}");
        assert!(text.contains("\"time_control\":\"10+5\""), "{text}");
        assert_eq!(serde_json::from_str::<Settings>(&text).unwrap(), s);
        let unset = serde_json::to_string(&Settings::default()).unwrap();
        assert!(unset.contains("\"lang\":\"\""), "{unset}");
    }

    #[test]
    fn chinese_browsers_get_chinese() {
        assert_eq!(Lang::from_tag("zh-CN"), Some(Lang::Zh));
        assert_eq!(Lang::from_tag("zh"), Some(Lang::Zh));
        assert_eq!(Lang::from_tag("zh-Hans-HK"), Some(Lang::Zh));
        assert_eq!(Lang::from_tag("zh-HK"), Some(Lang::ZhHant));
        assert_eq!(Lang::from_tag("zh-TW"), Some(Lang::ZhHant));
        assert_eq!(Lang::from_tag("zh-Hant"), Some(Lang::ZhHant));
        assert_eq!(Lang::from_tag("vi-VN"), Some(Lang::Vi));
        assert_eq!(Lang::from_tag("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_tag("fr-FR"), None);
        assert_eq!(Lang::from_tag(""), None);
        assert_eq!(Lang::from_tags(["fr", "vi", "en"]), Lang::Vi);
        assert_eq!(Lang::from_tags(["fr"]), Lang::En);
        assert_eq!(Settings::default().lang_or(Lang::Zh), Lang::Zh);
    }
}
