//! The 揭棋 screen's shell: the table in a signal, the game kept in
//! storage after every move, and the computer's moves from the AI worker.

use leptos::prelude::*;
use xiangqi::{Color, Square};
use xiangqi_ui::ai::{AiBridge, AiEvent};
use xiangqi_ui::model::jieqi::{JieqiEffect, JieqiOpponent, JieqiTable};
use xiangqi_ui::model::Lang;
use xiangqi_ui::web::storage;

use super::words::word;
use crate::study::StudySession;

/// The screen's state for the views. Cheap to copy.
#[derive(Clone, Copy)]
pub struct JieqiSession {
    pub study: StudySession,
    /// The game on the board, if one is (else the choice is shown).
    pub table: RwSignal<Option<JieqiTable>>,
    ai: StoredValue<Option<AiBridge>, LocalStorage>,
}

impl JieqiSession {
    /// The screen, with the game kept from the last visit if there is one.
    pub fn start(study: StudySession) -> JieqiSession {
        let j = JieqiSession {
            study,
            table: RwSignal::new(None),
            ai: StoredValue::new_local(None),
        };
        j.ai.set_value(Some(AiBridge::new(move |event| j.on_ai(event))));
        let lang = study.lang.get_untracked();
        match storage::load_jieqi() {
            Ok(Some(saved)) => {
                if let Some((table, effects)) = JieqiTable::restore(&saved) {
                    j.table.set(Some(table));
                    j.run(effects);
                }
            }
            Ok(None) => {}
            // A stored game that cannot be read or replayed is kept aside
            // and said; a new game is offered.
            Err(aside) => study.say(xiangqi_ui::words::set_aside(lang, &[aside])),
        }
        j
    }

    pub fn lang(&self) -> Lang {
        self.study.lang.get()
    }

    /// A word of the screen in the current language.
    pub fn w(&self, key: &str) -> String {
        word(self.lang(), key, &[])
    }

    /// Whether pieces are written in simplified characters.
    pub fn simplified(&self) -> bool {
        self.study
            .settings
            .with(|s| s.simplified(self.study.lang.get()))
    }

    /// Starts a new game against `opponent`, its bag from a fresh seed.
    pub fn new_game(&self, opponent: JieqiOpponent) {
        self.with_ai(AiBridge::cancel);
        let (table, effects) = JieqiTable::new(fresh_seed(), opponent);
        self.table.set(Some(table));
        self.run(effects);
    }

    /// The game kept in storage, back on the board.
    pub fn resume(&self) {
        if let Ok(Some(saved)) = storage::load_jieqi() {
            if let Some((table, effects)) = JieqiTable::restore(&saved) {
                self.table.set(Some(table));
                self.run(effects);
            }
        }
    }

    /// Back to the choice of a game; the game on the board stays stored
    /// until another one starts.
    pub fn to_choice(&self) {
        self.with_ai(AiBridge::cancel);
        self.table.set(None);
    }

    pub fn tap(&self, square: Square) {
        self.act(|t| t.tap(square));
    }

    pub fn drop_piece(&self, from: Square, to: Square) {
        self.act(|t| t.drop_piece(from, to));
    }

    pub fn take_back(&self) {
        self.with_ai(AiBridge::cancel);
        self.act(JieqiTable::take_back);
    }

    pub fn resign(&self, color: Color) {
        self.with_ai(AiBridge::cancel);
        self.act(|t| t.resign(color));
    }

    /// Performs an action on the table and carries out what it asks for.
    fn act(&self, action: impl FnOnce(&mut JieqiTable) -> Vec<JieqiEffect>) {
        let effects = self
            .table
            .try_update(|t| t.as_mut().map(action))
            .flatten()
            .unwrap_or_default();
        self.run(effects);
    }

    fn run(&self, effects: Vec<JieqiEffect>) {
        for effect in effects {
            match effect {
                JieqiEffect::AskComputer {
                    id,
                    plies,
                    level,
                    seed,
                } => self.with_ai(|ai| ai.jieqi(id, plies, level, seed)),
                JieqiEffect::Save => {
                    if let Some(saved) = self
                        .table
                        .with_untracked(|t| t.as_ref().map(JieqiTable::saved))
                    {
                        storage::save(storage::JIEQI, &saved);
                    }
                }
            }
        }
    }

    fn with_ai(&self, f: impl FnOnce(&AiBridge)) {
        self.ai.with_value(|ai| {
            if let Some(ai) = ai {
                f(ai);
            }
        });
    }

    fn on_ai(&self, event: AiEvent) {
        match event {
            AiEvent::Result { id, best, .. } => self.act(|t| t.on_reply(id, best)),
            AiEvent::Failed => self.act(JieqiTable::on_failed),
            _ => {}
        }
    }

    /// Shuts the worker down: the screen is going away.
    pub fn close(&self) {
        self.with_ai(AiBridge::shutdown);
    }
}

/// A new bag's seed: below 2^53, so that it is exact in JSON and links.
fn fresh_seed() -> u64 {
    let random = (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64;
    random & ((1 << 53) - 1)
}
