//! The trainer's shell: the collection, the attempt on screen and the
//! saved progress in signals; opening puzzles, the filters, saving, the
//! ways out, and what is said to screen readers. Moves, hints and the
//! pauses they ask for are in `moves.rs`.

use std::sync::Arc;

use leptos::prelude::*;
use xiangqi_puzzles::Puzzle;

use super::collection::{self, LoadError};
use crate::model::puzzle::{choice, Attempt, Progress};
use crate::model::{Lang, StoredAnalysis};
use crate::study::StudySession;
use crate::web::storage;
use crate::words::{self, puzzles as w, puzzles::Word};

/// The collection as the trainer has it.
#[derive(Clone, Debug, PartialEq)]
pub enum Collection {
    Loading,
    Failed(LoadError),
    Ready(Arc<Vec<Puzzle>>),
}

/// The trainer's state for the views. Cheap to copy.
#[derive(Clone, Copy)]
pub struct Trainer {
    pub study: StudySession,
    pub collection: RwSignal<Collection>,
    pub attempt: RwSignal<Option<Attempt>>,
    pub progress: RwSignal<Progress>,
    /// Whether the puzzle on screen is the daily one.
    pub daily: RwSignal<bool>,
    /// The latest right/wrong/hint line under the board.
    pub feedback: RwSignal<Option<Word>>,
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
        let t = Trainer {
            study,
            collection: RwSignal::new(Collection::Loading),
            attempt: RwSignal::new(None),
            progress: RwSignal::new(progress),
            daily: RwSignal::new(false),
            feedback: RwSignal::new(None),
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
                    t.collection.set(Collection::Ready(puzzles));
                    t.open_first(id);
                }
                Err(e) => t.collection.set(Collection::Failed(e)),
            }
        });
    }

    fn puzzles(&self) -> Option<Arc<Vec<Puzzle>>> {
        match self.collection.get_untracked() {
            Collection::Ready(p) => Some(p),
            _ => None,
        }
    }

    fn open_first(&self, id: Option<String>) {
        let Some(puzzles) = self.puzzles() else {
            return;
        };
        if let Some(id) = id {
            match puzzles.iter().position(|p| p.id == id) {
                Some(i) => return self.open(i, false),
                None => {
                    let lang = self.study.lang.get_untracked();
                    self.study.say(words::puzzles::unknown_id(lang, &id));
                }
            }
        }
        // A puzzle left unfinished and unrated comes back.
        let unfinished = self.progress.with_untracked(|p| {
            p.current
                .as_ref()
                .filter(|c| c.result.is_none())
                .and_then(|c| puzzles.iter().position(|q| q.id == c.id))
        });
        match unfinished {
            Some(i) => self.open(i, false),
            None => self.open_next(),
        }
    }

    /// Opens puzzle `index` of the collection.
    fn open(&self, index: usize, daily: bool) {
        let Some(puzzles) = self.puzzles() else {
            return;
        };
        let Some(puzzle) = puzzles.get(index).cloned() else {
            return;
        };
        self.cancel_timer();
        let id = puzzle.id.clone();
        let rated = self.progress.with_untracked(|p| p.rated_result(&id));
        let attempt = match rated {
            Some(result) => Attempt::resumed(puzzle, result),
            None => Attempt::new(puzzle),
        };
        let Ok(attempt) = attempt else {
            // A position that does not read: on to another.
            self.progress.update(|p| p.open(&id));
            return self.open_next();
        };
        let solver = attempt.solver();
        self.attempt.set(Some(attempt));
        self.daily.set(daily);
        self.feedback.set(None);
        self.progress.update(|p| p.open(&id));
        self.save();
        crate::web::replace_query(&format!("?mode=puzzle&id={id}"));
        let lang = self.study.lang.get_untracked();
        self.say(words::puzzles::find_best(lang, solver).to_string());
    }

    /// The player asked for the next puzzle.
    pub fn next(&self) {
        self.acted();
        self.open_next();
    }

    /// A message about the link or saved data has been seen once the
    /// player does something: it goes, so it covers nothing.
    pub(super) fn acted(&self) {
        self.study.notice.set(None);
    }

    /// The next puzzle for the player (see [`choice::next`]).
    fn open_next(&self) {
        let Some(puzzles) = self.puzzles() else {
            return;
        };
        self.progress.update(Progress::close);
        let index = self
            .progress
            .with_untracked(|p| choice::next(&puzzles, p, crate::web::seed()));
        match index {
            Some(i) => self.open(i, false),
            None => {
                self.cancel_timer();
                self.attempt.set(None);
                self.save();
            }
        }
    }

    /// Today's puzzle (see [`choice::daily`]), by the local calendar.
    pub fn open_daily(&self) {
        self.acted();
        let Some(puzzles) = self.puzzles() else {
            return;
        };
        let now = js_sys::Date::new_0();
        let index = choice::daily(
            &puzzles,
            now.get_full_year() as i32,
            now.get_month() + 1,
            now.get_date(),
        );
        if let Some(i) = index {
            self.progress.update(Progress::close);
            self.open(i, true);
        }
    }

    /// Changes the filters; the next puzzle follows them.
    pub fn set_filter(&self, change: impl FnOnce(&mut crate::model::puzzle::Filter)) {
        self.acted();
        self.progress.update(|p| change(&mut p.filter));
        self.save();
        let shown_fits = self.attempt.with_untracked(|a| {
            a.as_ref().is_some_and(|a| {
                self.progress
                    .with_untracked(|p| p.filter.admits(a.puzzle()))
            })
        });
        let finished = self
            .attempt
            .with_untracked(|a| a.as_ref().is_none_or(Attempt::is_done));
        if !shown_fits || finished {
            self.open_next();
        }
    }

    /// The puzzle's position and the moves played on the analysis board;
    /// the page opens it there.
    pub fn analyse(&self) {
        let stored = self.attempt.with_untracked(|a| {
            a.as_ref().map(|a| {
                let mut stored = StoredAnalysis::of_moves(a.start().clone(), &a.moves());
                stored.bottom = a.solver();
                stored
            })
        });
        if let Some(stored) = stored {
            self.cancel_timer();
            storage::save(storage::ANALYSIS, &stored);
            crate::web::go("");
        }
    }

    /// Back to the game.
    pub fn back_to_game(&self) {
        self.cancel_timer();
        crate::web::go("");
    }

    pub(super) fn save(&self) {
        self.progress
            .with_untracked(|p| storage::save(storage::PUZZLES, p));
    }

    pub(super) fn say_all(&self, parts: Vec<String>) {
        self.say(w::sentences(self.study.lang.get_untracked(), &parts));
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
