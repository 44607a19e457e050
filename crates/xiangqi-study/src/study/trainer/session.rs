//! The trainer's shell: the collection as fetched, the model
//! ([`model::Trainer`]) in a signal, and what its effects ask of the
//! browser (saying, waiting, saving, the address). Moves, hints and the
//! waits they ask for are in `moves.rs`.

use std::sync::Arc;

use leptos::prelude::*;
use xiangqi_puzzles::Puzzle;

use super::collection::{self, LoadError};
use crate::study::StudySession;
use xiangqi_ui::model::puzzle::{self as model, Attempt, Feedback, Progress, Said, TrainerEffect};
use xiangqi_ui::model::Lang;
use xiangqi_ui::web::{self, storage};
use xiangqi_ui::words::{puzzles as w, puzzles::Word};

/// The collection as the trainer has it.
#[derive(Clone, Debug, PartialEq)]
pub enum Collection {
    Loading,
    Failed(LoadError),
    Ready(Arc<Vec<Puzzle>>),
}

/// The trainer's shell, for the views: the model in a signal, and the
/// signals the views read, derived from it. Cheap to copy.
#[derive(Clone, Copy)]
pub struct Trainer {
    pub study: StudySession,
    pub collection: RwSignal<Collection>,
    pub model: RwSignal<model::Trainer>,
    /// The attempt on screen (a copy of the model's, for the views).
    pub attempt: Signal<Option<Attempt>>,
    pub progress: Memo<Progress>,
    /// Whether the puzzle on screen is the daily one.
    pub daily: Memo<bool>,
    /// The latest right/wrong/hint line under the board.
    pub feedback: Memo<Option<Feedback>>,
    /// What the live region says.
    pub said: RwSignal<String>,
    pub(super) timer: StoredValue<Option<gloo_timers::callback::Timeout>, LocalStorage>,
}

impl Trainer {
    /// The trainer: progress from storage, the collection fetched, then
    /// puzzle `id` (from the link) or the next one for the player.
    pub fn start(study: StudySession, id: Option<String>) -> Trainer {
        let progress = match storage::load_puzzle_progress() {
            Ok(p) => p.unwrap_or_default(),
            Err(_) => {
                study.say(Word::Corrupt.text(study.lang.get_untracked()).to_string());
                Progress::default()
            }
        };
        let model = RwSignal::new(model::Trainer::new(progress));
        let t = Trainer {
            study,
            collection: RwSignal::new(Collection::Loading),
            model,
            attempt: Signal::derive(move || model.with(|m| m.attempt().cloned())),
            progress: Memo::new(move |_| model.with(|m| m.progress().clone())),
            daily: Memo::new(move |_| model.with(model::Trainer::is_daily)),
            feedback: Memo::new(move |_| model.with(model::Trainer::feedback)),
            said: RwSignal::new(String::new()),
            timer: StoredValue::new_local(None),
        };
        t.load(id);
        t
    }

    /// The current language.
    pub fn lang(&self) -> Lang {
        self.study.lang.get()
    }

    /// A fixed word in the current language.
    pub fn w(&self, word: Word) -> &'static str {
        word.text(self.lang())
    }

    /// Fetches the collection and opens the first puzzle.
    pub fn load(&self, id: Option<String>) {
        let t = *self;
        t.collection.set(Collection::Loading);
        wasm_bindgen_futures::spawn_local(async move {
            match collection::fetch().await {
                Ok(puzzles) => {
                    t.collection.set(Collection::Ready(puzzles.clone()));
                    t.act(|m| m.load(puzzles, id.as_deref(), web::seed()));
                }
                Err(e) => t.collection.set(Collection::Failed(e)),
            }
        });
    }

    /// Performs an action on the model and carries out what it asks for.
    pub(super) fn act(&self, action: impl FnOnce(&mut model::Trainer) -> Vec<TrainerEffect>) {
        let effects = self.model.try_update(action).unwrap_or_default();
        self.run(effects);
    }

    /// Carries out the model's effects.
    fn run(&self, effects: Vec<TrainerEffect>) {
        for effect in effects {
            match effect {
                TrainerEffect::Say(parts) => self.say_parts(&parts),
                TrainerEffect::Wait(pending) => self.wait(pending),
                TrainerEffect::CancelWait => self.cancel_timer(),
                TrainerEffect::SaveProgress => self.save(),
                TrainerEffect::ShowPuzzle(id) => {
                    web::replace_query(&format!("?mode=puzzle&id={id}"))
                }
            }
        }
    }

    /// Says `parts`: a puzzle the link named but the collection lacks is
    /// the screen's notice; the rest goes to the live region as one text.
    fn say_parts(&self, parts: &[Said]) {
        let lang = self.study.lang.get_untracked();
        let mut spoken = Vec::new();
        for part in parts {
            match part {
                Said::UnknownId(_) => self.study.say(w::said(lang, part)),
                _ => spoken.push(w::said(lang, part)),
            }
        }
        if !spoken.is_empty() {
            self.say(w::sentences(lang, &spoken));
        }
    }

    /// The player asked for the next puzzle.
    pub fn next(&self) {
        self.acted();
        self.act(|m| m.next(web::seed()));
    }

    /// A message about the link or saved data has been seen once the
    /// player does something: it goes, so it covers nothing.
    pub(super) fn acted(&self) {
        self.study.notice.set(None);
    }

    /// Today's puzzle (see [`choice::daily`](xiangqi_ui::model::puzzle::choice::daily)),
    /// by the local calendar.
    pub fn open_daily(&self) {
        self.acted();
        let now = js_sys::Date::new_0();
        let (year, month, day) = (
            now.get_full_year() as i32,
            now.get_month() + 1,
            now.get_date(),
        );
        self.act(|m| m.open_daily(year, month, day, web::seed()));
    }

    /// Changes the filters; the next puzzle follows them.
    pub fn set_filter(&self, change: impl FnOnce(&mut xiangqi_ui::model::puzzle::Filter)) {
        self.acted();
        self.act(|m| m.set_filter(change, web::seed()));
    }

    /// The puzzle's position and the moves played on the analysis board;
    /// the page opens it there.
    pub fn analyse(&self) {
        if let Some(stored) = self.model.with_untracked(model::Trainer::analysis) {
            self.cancel_timer();
            storage::save(storage::ANALYSIS, &stored);
            web::go("");
        }
    }

    /// Back to the game.
    pub fn back_to_game(&self) {
        self.cancel_timer();
        web::go("");
    }

    /// Saves the progress merged with what is stored: another tab's
    /// solves count here too, and this tab's are not undone there.
    fn save(&self) {
        if let Ok(Some(stored)) = storage::load_puzzle_progress() {
            self.model.update(|m| m.merge_progress(stored));
        }
        self.model
            .with_untracked(|m| storage::save(storage::PUZZLES, m.progress()));
    }

    /// Says `words` in the live region (a repeat still changes it, so it
    /// is read again).
    pub fn say(&self, words: String) {
        self.said.update(|old| {
            *old = if old.trim_end_matches('\u{a0}') == words && !old.ends_with('\u{a0}') {
                format!("{words}\u{a0}")
            } else {
                words
            };
        });
    }
}
