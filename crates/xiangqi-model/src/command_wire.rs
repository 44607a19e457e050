//! [`DialogCommand`] as it crosses from the study module to the page: a
//! name and a text argument, read back by a plain `match` rather than a
//! derived deserializer. The page reads every command its dialogs may
//! send, and a derived reader of this many variants cost the page's first
//! download about 6 KB gzip (`cargo xtask bench size`); this costs a
//! fraction of that. The payloads that already travel as JSON elsewhere
//! (a dialog, a new game's choice, a record) keep their JSON.

use xiangqi::{Color, GameRecord};

use crate::handover::DialogCommand;
use crate::json::{JsonText, SerdeJson};

/// Separates a record's JSON from the tree that goes with it (JSON text
/// never holds this character unescaped).
const TREE_MARK: char = '\u{1}';

impl DialogCommand {
    /// The command's name and argument.
    pub fn to_wire(&self) -> (&'static str, String) {
        let json = |value: &dyn erased::Json| value.json();
        match self {
            DialogCommand::Close => ("close", String::new()),
            DialogCommand::Open(dialog) => ("open", json(dialog)),
            DialogCommand::Copied(copied) => ("copied", copied.to_string()),
            DialogCommand::SetUp(fen) => ("set-up", fen.clone()),
            DialogCommand::OpenRecord { record, tree } => {
                let mut arg = json(record);
                if let Some(tree) = tree {
                    arg.push(TREE_MARK);
                    arg.push_str(tree);
                }
                ("open-record", arg)
            }
            DialogCommand::OpenHistory(key) => ("open-history", key.clone()),
            DialogCommand::DeleteHistory(key) => ("delete-history", key.clone()),
            DialogCommand::NewGame(choice) => ("new-game", json(choice)),
            DialogCommand::Resign(by) => ("resign", by.name().to_string()),
            DialogCommand::OfferDraw(by) => ("offer-draw", by.name().to_string()),
            DialogCommand::AcceptTakeback(by) => ("accept-takeback", by.name().to_string()),
            DialogCommand::PlayOn => ("play-on", String::new()),
            DialogCommand::Analyse => ("analyse", String::new()),
            DialogCommand::Review => ("review", String::new()),
            DialogCommand::SetLang(code) => ("set-lang", code.clone()),
            DialogCommand::SetNotation(name) => ("set-notation", name.clone()),
            DialogCommand::SetSimplified(on) => ("set-simplified", on.to_string()),
            DialogCommand::SetHints(on) => ("set-hints", on.to_string()),
            DialogCommand::SetTheme(theme) => ("set-theme", theme.name().to_string()),
            DialogCommand::SetBoard(look) => ("set-board", look.name().to_string()),
            DialogCommand::SetPieces(set) => ("set-pieces", set.name().to_string()),
            DialogCommand::ToggleSound => ("toggle-sound", String::new()),
            DialogCommand::ToggleEnginePanel => ("toggle-engine-panel", String::new()),
            DialogCommand::TogglePause => ("toggle-pause", String::new()),
            DialogCommand::EditPosition => ("edit-position", String::new()),
            DialogCommand::Puzzles => ("puzzles", String::new()),
            DialogCommand::FriendDevice => ("friend-device", String::new()),
            DialogCommand::Learn => ("learn", String::new()),
            DialogCommand::Endgames => ("endgames", String::new()),
            DialogCommand::Jieqi => ("jieqi", String::new()),
            DialogCommand::Install => ("install", String::new()),
        }
    }

    /// The command named `name` with argument `arg`; `None` for anything
    /// else.
    pub fn from_wire(name: &str, arg: &str) -> Option<DialogCommand> {
        DialogCommand::from_wire_with(&SerdeJson, name, arg)
    }

    /// [`DialogCommand::from_wire`], reading the JSON arguments through
    /// `json`.
    pub fn from_wire_with(json: &impl JsonText, name: &str, arg: &str) -> Option<DialogCommand> {
        let color = || match arg {
            "red" => Some(Color::Red),
            "black" => Some(Color::Black),
            _ => None,
        };
        let flag = || arg.parse::<bool>().ok();
        Some(match name {
            "close" => DialogCommand::Close,
            "open" => DialogCommand::Open(json.read(arg)?),
            "copied" => DialogCommand::Copied(flag()?),
            "set-up" => DialogCommand::SetUp(arg.to_string()),
            "open-record" => {
                let (record, tree) = match arg.split_once(TREE_MARK) {
                    Some((record, tree)) => (record, Some(tree.to_string())),
                    None => (arg, None),
                };
                let record: GameRecord = json.read(record)?;
                DialogCommand::OpenRecord { record, tree }
            }
            "open-history" => DialogCommand::OpenHistory(game_key(arg)?),
            "delete-history" => DialogCommand::DeleteHistory(game_key(arg)?),
            "new-game" => DialogCommand::NewGame(json.read(arg)?),
            "resign" => DialogCommand::Resign(color()?),
            "offer-draw" => DialogCommand::OfferDraw(color()?),
            "accept-takeback" => DialogCommand::AcceptTakeback(color()?),
            "play-on" => DialogCommand::PlayOn,
            "analyse" => DialogCommand::Analyse,
            "review" => DialogCommand::Review,
            "set-lang" => DialogCommand::SetLang(arg.to_string()),
            "set-notation" => DialogCommand::SetNotation(arg.to_string()),
            "set-simplified" => DialogCommand::SetSimplified(flag()?),
            "set-hints" => DialogCommand::SetHints(flag()?),
            "set-theme" => DialogCommand::SetTheme(crate::settings::Theme::from_name(arg)?),
            "set-board" => DialogCommand::SetBoard(crate::settings::BoardLook::from_name(arg)?),
            "set-pieces" => DialogCommand::SetPieces(crate::settings::PieceSet::from_name(arg)?),
            "toggle-sound" => DialogCommand::ToggleSound,
            "toggle-engine-panel" => DialogCommand::ToggleEnginePanel,
            "toggle-pause" => DialogCommand::TogglePause,
            "edit-position" => DialogCommand::EditPosition,
            "puzzles" => DialogCommand::Puzzles,
            "friend-device" => DialogCommand::FriendDevice,
            "learn" => DialogCommand::Learn,
            "endgames" => DialogCommand::Endgames,
            "jieqi" => DialogCommand::Jieqi,
            "install" => DialogCommand::Install,
            _ => return None,
        })
    }
}

/// JSON for the payloads that travel as JSON, behind one small trait so
/// that `to_wire` reads as a table.
mod erased {
    pub trait Json {
        fn json(&self) -> String;
    }

    impl<T: serde::Serialize> Json for T {
        fn json(&self) -> String {
            serde_json::to_string(self).unwrap_or_default()
        }
    }
}

/// A past game's key as [`SavedGame::key`](crate::SavedGame::key) writes
/// it: digits, a dash, hexadecimal digits.
fn game_key(text: &str) -> Option<String> {
    let (when, hash) = text.split_once('-')?;
    let ok = !when.is_empty()
        && when.len() <= 20
        && when.bytes().all(|b| b.is_ascii_digit())
        && hash.len() == 16
        && hash.bytes().all(|b| b.is_ascii_hexdigit());
    ok.then(|| text.to_string())
}
