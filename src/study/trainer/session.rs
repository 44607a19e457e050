//! The trainer's shell: the collection, the attempt on screen and the
//! saved progress in signals; the pauses the attempt asks for, saving,
//! and what is said to screen readers.

use std::sync::Arc;

use leptos::prelude::*;
use xiangqi::Move;
use xiangqi_puzzles::Puzzle;

use super::collection::{self, LoadError};
use crate::model::puzzle::{choice, Attempt, Pending, Progress, Verdict};
use crate::model::{Lang, StoredAnalysis};
use crate::study::StudySession;
use crate::web::storage;
use crate::words::{self, puzzles::Word};

/// The pause before the defender's reply.
pub const REPLY_MS: u32 = 400;
/// How long a wrong move stands before it is taken back.
pub const TAKE_BACK_MS: u32 = 700;
/// The pause between the solution's moves.
pub const SOLUTION_MS: u32 = 800;

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
    timer: StoredValue<Option<gloo_timers::callback::Timeout>, LocalStorage>,
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
    fn acted(&self) {
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
    pub fn set_filter(&self, change: impl FnOnce(&mut choice::Filter)) {
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

    /// A tap on the board.
    pub fn tap(&self, sq: xiangqi::Square) {
        self.play(|a| a.tap(sq));
    }

    /// A piece dropped on the board.
    pub fn drop_piece(&self, from: xiangqi::Square, to: xiangqi::Square) {
        self.play(|a| a.drop_piece(from, to));
    }

    fn play(&self, f: impl FnOnce(&mut Attempt) -> Option<Verdict>) {
        self.acted();
        let before = self.position();
        let verdict = self
            .attempt
            .try_update(|a| a.as_mut().and_then(f))
            .flatten();
        let Some(verdict) = verdict else { return };
        let lang = self.study.lang.get_untracked();
        let mut parts = Vec::new();
        match verdict {
            Verdict::Right(m) => {
                if let Some(p) = &before {
                    parts.push(words::moves::move_sentence(lang, p, m));
                }
                self.feedback.set(Some(Word::Right));
                parts.push(Word::Right.text(lang).to_string());
            }
            Verdict::Wrong(m) => {
                if let Some(p) = &before {
                    parts.push(words::moves::move_sentence(lang, p, m));
                }
                self.feedback.set(Some(Word::Wrong));
                parts.push(Word::Wrong.text(lang).to_string());
            }
        }
        parts.extend(self.rate());
        self.say_all(parts);
        self.schedule();
    }

    fn position(&self) -> Option<xiangqi::Position> {
        self.attempt
            .with_untracked(|a| a.as_ref().map(|a| a.position().clone()))
    }

    /// Records the attempt's result once it is known; returns what to say.
    fn rate(&self) -> Vec<String> {
        let lang = self.study.lang.get_untracked();
        let taken = self.attempt.try_update(|a| {
            a.as_mut().and_then(|a| {
                let result = a.take_result()?;
                Some((a.puzzle().id.clone(), a.puzzle().rating, result))
            })
        });
        let mut parts = Vec::new();
        let done_now = self
            .attempt
            .with_untracked(|a| a.as_ref().map(|a| (a.state(), a.is_done())));
        if let Some(Some((id, estimate, result))) = taken {
            let entry = self
                .progress
                .try_update(|p| p.record(&id, estimate, result, js_sys::Date::now()));
            if let Some(entry) = entry {
                parts.push(words::puzzles::rating_said(
                    lang,
                    entry.after.round() as i32,
                    entry.change(),
                ));
            }
            self.save();
        }
        if let Some((state, true)) = done_now {
            parts.insert(0, words::puzzles::state(lang, state, true).to_string());
        }
        parts
    }

    /// Asks for the next pause the attempt wants, if any.
    fn schedule(&self) {
        let pending = self
            .attempt
            .with_untracked(|a| a.as_ref().and_then(Attempt::pending));
        let Some(pending) = pending else { return };
        let ms = match pending {
            Pending::Reply => REPLY_MS,
            Pending::TakeBack => TAKE_BACK_MS,
            Pending::Solution => SOLUTION_MS,
        };
        let t = *self;
        let timeout = gloo_timers::callback::Timeout::new(ms, move || t.resume());
        self.timer.set_value(Some(timeout));
    }

    fn cancel_timer(&self) {
        if let Some(timer) = self.timer.try_update_value(Option::take).flatten() {
            timer.cancel();
        }
    }

    /// After a pause: the reply, the take-back, or the solution's next move.
    fn resume(&self) {
        self.timer.set_value(None);
        let before = self.position();
        let played: Option<Move> = self
            .attempt
            .try_update(|a| a.as_mut().and_then(Attempt::resume))
            .flatten();
        let lang = self.study.lang.get_untracked();
        let mut parts = Vec::new();
        if let (Some(m), Some(p)) = (played, &before) {
            parts.push(words::moves::move_sentence(lang, p, m));
        }
        parts.extend(self.rate());
        if !parts.is_empty() {
            self.say_all(parts);
        }
        self.schedule();
    }

    /// The next hint: the piece, then the move.
    pub fn hint(&self) {
        self.acted();
        let hint = self
            .attempt
            .try_update(|a| a.as_mut().map(Attempt::ask_hint));
        let Some(Some(hint)) = hint else { return };
        let word = match hint {
            crate::model::puzzle::Hint::Move => Word::HintMove,
            _ => Word::HintPiece,
        };
        self.feedback.set(Some(word));
        let mut parts = vec![self.w(word).to_string()];
        parts.extend(self.rate());
        self.say_all(parts);
    }

    /// Replays the rest of the solution.
    pub fn show_solution(&self) {
        self.acted();
        self.cancel_timer();
        self.attempt.update(|a| {
            if let Some(a) = a {
                a.show_solution();
            }
        });
        self.feedback.set(Some(Word::SolutionShown));
        let mut parts = vec![self.w(Word::SolutionShown).to_string()];
        parts.extend(self.rate());
        self.say_all(parts);
        self.schedule();
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
            crate::editor::go("");
        }
    }

    /// Back to the game.
    pub fn back_to_game(&self) {
        self.cancel_timer();
        crate::editor::go("");
    }

    fn save(&self) {
        self.progress
            .with_untracked(|p| storage::save(storage::PUZZLES, p));
    }

    fn say_all(&self, parts: Vec<String>) {
        let sep = match self.study.lang.get_untracked() {
            Lang::En => ". ",
            Lang::Zh => "。",
        };
        let text: Vec<String> = parts.into_iter().filter(|p| !p.is_empty()).collect();
        self.say(text.join(sep));
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
