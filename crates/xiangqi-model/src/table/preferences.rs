//! The player's settings.

use xiangqi::Notation;

use super::Table;
use crate::effect::Effect;
use crate::settings::{Lang, Settings};

impl Table {
    /// Changes the settings (they are saved by revision).
    pub(super) fn change_settings(&mut self, change: impl FnOnce(&mut Settings)) {
        let before = self.settings.clone();
        change(&mut self.settings);
        if self.settings != before {
            self.revisions.settings += 1;
        }
    }

    /// The notation of the move list and the engine lines.
    pub fn set_notation(&mut self, notation: Notation) -> Vec<Effect> {
        self.change_settings(|s| s.notation = Some(notation));
        self.drain()
    }

    /// Sound on or off.
    pub fn toggle_sound(&mut self) -> Vec<Effect> {
        self.change_settings(|s| s.sound = !s.sound);
        if self.settings.sound {
            self.effect(Effect::UnlockSound);
        }
        self.drain()
    }

    /// Settings another tab of the app stored: shown here as they are,
    /// without being written back (they are stored already).
    pub fn adopt_settings(&mut self, settings: Settings) -> Vec<Effect> {
        self.settings = settings;
        self.drain()
    }

    /// The interface language (remembered).
    pub fn set_lang(&mut self, lang: Lang) -> Vec<Effect> {
        self.change_settings(|s| s.lang = Some(lang));
        self.drain()
    }

    /// Simplified or traditional piece characters.
    pub fn set_simplified(&mut self, simplified: bool) -> Vec<Effect> {
        self.change_settings(|s| s.characters = Some(simplified));
        self.drain()
    }

    /// Movement hints on the pieces, for newcomers.
    pub fn set_hints(&mut self, hints: bool) -> Vec<Effect> {
        self.change_settings(|s| s.hints = hints);
        self.drain()
    }

    /// The page's colours.
    pub fn set_theme(&mut self, theme: crate::settings::Theme) -> Vec<Effect> {
        self.change_settings(|s| s.theme = theme);
        self.drain()
    }

    /// The board's look.
    pub fn set_board(&mut self, look: crate::settings::BoardLook) -> Vec<Effect> {
        self.change_settings(|s| s.board = look);
        self.drain()
    }

    /// What the pieces show.
    pub fn set_pieces(&mut self, set: crate::settings::PieceSet) -> Vec<Effect> {
        self.change_settings(|s| s.pieces = set);
        self.drain()
    }

    /// The engine panel shown or hidden.
    pub fn toggle_engine_panel(&mut self) -> Vec<Effect> {
        self.change_settings(|s| s.engine_panel = !s.engine_panel);
        self.drain()
    }
}
