//! The endgame trainer's shell: the progress in storage, the attempt
//! being played (a [`PracticeGame`]) in a signal, and what its effects ask
//! of the browser (the worker's positions, verdicts and moves; saving).

use leptos::prelude::*;
use xiangqi::Square;
use xiangqi_ui::ai::{AiBridge, AiEvent};
use xiangqi_ui::model::practice::{
    drill, PracticeEffect, PracticeGame, PracticeProgress, PracticeState, DRILLS,
};
use xiangqi_ui::model::Lang;
use xiangqi_ui::web::{self, storage};

use crate::endgame_words::word;
use crate::study::StudySession;

/// The trainer's state for the views. Cheap to copy.
#[derive(Clone, Copy)]
pub struct Endgames {
    pub study: StudySession,
    pub progress: RwSignal<PracticeProgress>,
    /// The progress as last read from storage or written to it, so that
    /// a save adds only what this tab counted since.
    saved: StoredValue<PracticeProgress>,
    /// The attempt being played, if any (else the list is shown).
    pub attempt: RwSignal<Option<PracticeGame>>,
    ai: StoredValue<Option<AiBridge>, LocalStorage>,
}

impl Endgames {
    /// The trainer, with the progress from storage, on drill `id` if the
    /// link names one.
    pub fn start(study: StudySession, id: Option<String>) -> Endgames {
        let lang = study.lang.get_untracked();
        let progress = storage::load_practice_progress().unwrap_or_else(|aside| {
            study.say(xiangqi_ui::words::set_aside(lang, &[aside]));
            None
        });
        let e = Endgames {
            study,
            progress: RwSignal::new(progress.clone().unwrap_or_default()),
            saved: StoredValue::new(progress.unwrap_or_default()),
            attempt: RwSignal::new(None),
            ai: StoredValue::new_local(None),
        };
        let l = e;
        e.ai.set_value(Some(AiBridge::new(move |event| l.on_ai(event))));
        if let Some(id) = id {
            if !e.open(&id) {
                study.say(word(lang, "unknown", &[("id", id)]));
                web::replace_query("?mode=endgames");
            }
        }
        e
    }

    pub fn lang(&self) -> Lang {
        self.study.lang.get()
    }

    /// A word of the screen in the current language.
    pub fn w(&self, key: &str) -> String {
        word(self.lang(), key, &[])
    }

    /// Starts an attempt at drill `id` on a new position; `false` if there
    /// is no such drill.
    pub fn open(&self, id: &str) -> bool {
        let Some(d) = drill(id) else {
            return false;
        };
        let first_id = self
            .attempt
            .with_untracked(|a| a.as_ref().map_or(0, PracticeGame::last_request))
            + 1;
        // Each attempt its own position.
        let seed = js_sys::Date::now() as u64;
        let (attempt, effects) = PracticeGame::start(d, seed, first_id);
        self.attempt.set(Some(attempt));
        web::replace_query(&format!("?mode=endgames&id={id}"));
        self.run(effects);
        true
    }

    /// Another position of the same drill.
    pub fn again(&self) {
        if let Some(id) = self
            .attempt
            .with_untracked(|a| a.as_ref().map(|a| a.drill().id))
        {
            self.open(id);
        }
    }

    /// The drill after the one played, in the list's order.
    pub fn following(&self) -> Option<&'static str> {
        let current = self
            .attempt
            .with_untracked(|a| a.as_ref().map(|a| a.drill().id))?;
        let i = DRILLS.iter().position(|d| d.id == current)?;
        DRILLS.get(i + 1).map(|d| d.id)
    }

    /// Back to the list (abandoning the attempt and any solving).
    pub fn to_list(&self) {
        self.with_ai(AiBridge::cancel);
        self.attempt.set(None);
        web::replace_query("?mode=endgames");
    }

    pub fn tap(&self, sq: Square) {
        self.act(|a, p| a.tap(sq, p));
    }

    pub fn drop_piece(&self, from: Square, to: Square) {
        self.act(|a, p| a.drop_piece(from, to, p));
    }

    /// Performs an action on the attempt and carries out what it asks for.
    fn act(
        &self,
        action: impl FnOnce(&mut PracticeGame, &mut PracticeProgress) -> Vec<PracticeEffect>,
    ) {
        let mut progress = self.progress.get_untracked();
        let effects = self
            .attempt
            .try_update(|a| a.as_mut().map(|a| action(a, &mut progress)))
            .flatten()
            .unwrap_or_default();
        if progress != self.progress.get_untracked() {
            self.progress.set(progress);
        }
        self.run(effects);
    }

    fn run(&self, effects: Vec<PracticeEffect>) {
        for effect in effects {
            match effect {
                PracticeEffect::Practise {
                    id,
                    ending,
                    hold,
                    seed,
                } => self.with_ai(|ai| ai.practise(id, ending, hold, seed)),
                PracticeEffect::Probe { fen } => self.with_ai(|ai| ai.probe(&fen, false)),
                PracticeEffect::Search(spec) => self.with_ai(|ai| ai.search(&spec)),
                PracticeEffect::SaveProgress => {
                    // What this tab counted, added to what is stored:
                    // another tab's attempts are kept and counted too.
                    let stored = storage::load_practice_progress()
                        .ok()
                        .flatten()
                        .unwrap_or_default();
                    let now = self
                        .progress
                        .with_untracked(|p| self.saved.with_value(|base| p.rebased(base, stored)));
                    storage::save(storage::ENDGAMES, &now);
                    self.saved.set_value(now.clone());
                    self.progress.set(now);
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
            AiEvent::Solving {
                id,
                ending,
                done,
                total,
            } => self.act(|a, _| {
                a.on_solving(id, &ending, done, total);
                Vec::new()
            }),
            AiEvent::Practice { id, fen } => self.act(|a, _| a.on_practice(id, fen.as_deref())),
            AiEvent::Ending { fen, verdict, .. } => self.act(|a, p| a.on_verdict(&fen, verdict, p)),
            AiEvent::Result { id, best, .. } => self.act(|a, p| a.on_reply(id, best, p)),
            AiEvent::Failed => self.act(|a, _| {
                a.on_ai_failed();
                Vec::new()
            }),
            AiEvent::Info { .. } | AiEvent::Downloading { .. } | AiEvent::Restarted => {}
        }
    }

    /// Whether the attempt waits for the worker's position.
    pub fn preparing(&self) -> bool {
        self.attempt.with(|a| {
            a.as_ref()
                .is_some_and(|a| matches!(a.state(), PracticeState::Preparing { .. }))
        })
    }

    /// Shuts the worker down: the screen is going away.
    pub fn close(&self) {
        self.with_ai(AiBridge::shutdown);
    }
}
