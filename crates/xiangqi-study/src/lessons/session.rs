//! The lessons screen's shell: the lessons as read, the progress in
//! storage, the lesson being played (a [`LessonPlay`]) in a signal, and
//! what its effects ask of the browser (saying, the AI's defence, saving).

use std::sync::Arc;

use leptos::prelude::*;
use xiangqi::Square;
use xiangqi_ui::ai::{AiBridge, AiEvent};
use xiangqi_ui::model::lesson::{
    read_all, Lesson, LessonEffect, LessonPlay, LessonProgress, LessonSaid,
};
use xiangqi_ui::model::Lang;
use xiangqi_ui::web::{self, storage};

use super::files::FILES;
use super::words::{said, word};
use crate::study::StudySession;

/// The lessons screen's state for the views. Cheap to copy.
#[derive(Clone, Copy)]
pub struct Lessons {
    pub study: StudySession,
    /// Every lesson in the order of the path (empty if a file did not read).
    pub all: StoredValue<Arc<Vec<Arc<Lesson>>>>,
    pub progress: RwSignal<LessonProgress>,
    /// The lesson being played, if any (else the list is shown).
    pub play: RwSignal<Option<LessonPlay>>,
    /// The latest feedback under the board (to a move, a tap, an answer).
    pub feedback: RwSignal<String>,
    /// What the live region says: the feedback, and each step's task as
    /// it opens (shown on screen in the panel, so not as feedback).
    pub said: RwSignal<String>,
    ai: StoredValue<Option<AiBridge>, LocalStorage>,
}

impl Lessons {
    /// The lessons, the progress from storage, and lesson `id` if the link
    /// names one.
    pub fn start(study: StudySession, id: Option<String>) -> Lessons {
        let lang = study.lang.get_untracked();
        let all = match read_all(FILES.iter().copied()) {
            Ok(lessons) => lessons.into_iter().map(Arc::new).collect(),
            Err(e) => {
                study.say(word(lang, "unreadable", &[("what", e.to_string())]));
                Vec::new()
            }
        };
        let progress = storage::load_lesson_progress().unwrap_or_else(|aside| {
            study.say(xiangqi_ui::words::set_aside(lang, &[aside]));
            None
        });
        let l = Lessons {
            study,
            all: StoredValue::new(Arc::new(all)),
            progress: RwSignal::new(progress.unwrap_or_default()),
            play: RwSignal::new(None),
            feedback: RwSignal::new(String::new()),
            said: RwSignal::new(String::new()),
            ai: StoredValue::new_local(None),
        };
        if let Some(id) = id {
            if !l.open(&id) {
                study.say(word(lang, "unknown", &[("id", id)]));
            }
        }
        l
    }

    pub fn lang(&self) -> Lang {
        self.study.lang.get()
    }

    /// A word of the screen in the current language.
    pub fn w(&self, key: &str) -> String {
        word(self.lang(), key, &[])
    }

    /// Opens lesson `id`; `false` if there is none.
    pub fn open(&self, id: &str) -> bool {
        let Some(lesson) = self
            .all
            .with_value(|all| all.iter().find(|l| l.id == id).cloned())
        else {
            return false;
        };
        let play = LessonPlay::new(lesson);
        let effects = play.opening();
        self.play.set(Some(play));
        self.feedback.set(String::new());
        web::replace_query(&format!("?mode=learn&id={id}"));
        self.run(effects);
        true
    }

    /// Back to the list of lessons.
    pub fn to_list(&self) {
        self.with_ai(AiBridge::cancel);
        self.play.set(None);
        self.feedback.set(String::new());
        web::replace_query("?mode=learn");
    }

    /// The lesson after the one played, in the path's order.
    pub fn following(&self) -> Option<String> {
        let current = self
            .play
            .with_untracked(|p| p.as_ref().map(|p| p.lesson().id.clone()))?;
        self.all.with_value(|all| {
            let i = all.iter().position(|l| l.id == current)?;
            all.get(i + 1).map(|l| l.id.clone())
        })
    }

    pub fn tap(&self, sq: Square) {
        self.act(|p| p.tap(sq));
    }

    pub fn drop_piece(&self, from: Square, to: Square) {
        self.act(|p| p.drop_piece(from, to));
    }

    pub fn answer(&self, choice: usize) {
        self.act(|p| p.answer(choice));
    }

    pub fn next(&self) {
        self.act(LessonPlay::next_step);
    }

    pub fn retry(&self) {
        self.with_ai(AiBridge::cancel);
        self.act(LessonPlay::retry);
    }

    /// Performs an action on the lesson being played and carries out what
    /// it asks for.
    fn act(&self, action: impl FnOnce(&mut LessonPlay) -> Vec<LessonEffect>) {
        let effects = self
            .play
            .try_update(|p| p.as_mut().map(action))
            .flatten()
            .unwrap_or_default();
        self.run(effects);
    }

    fn run(&self, effects: Vec<LessonEffect>) {
        for effect in effects {
            match effect {
                LessonEffect::Say(parts) => self.say(&parts),
                LessonEffect::Search(spec) => {
                    self.ensure_ai();
                    self.with_ai(|ai| ai.search(&spec));
                }
                LessonEffect::Completed(id) => {
                    // Merged with what is stored: another tab's lessons
                    // stay done.
                    let stored = storage::load_lesson_progress().ok().flatten();
                    self.progress.update(|p| {
                        p.complete(&id);
                        if let Some(stored) = stored {
                            p.merge(stored);
                        }
                    });
                    self.progress
                        .with_untracked(|p| storage::save(storage::LESSONS, p));
                }
            }
        }
    }

    fn say(&self, parts: &[LessonSaid]) {
        let lang = self.study.lang.get_untracked();
        let text: Vec<String> = parts.iter().map(|p| said(lang, p)).collect();
        let text = xiangqi_ui::words::puzzles::sentences(lang, &text);
        // A step's own texts open it: the panel shows them already, so
        // they are only spoken.
        if parts.iter().all(|p| matches!(p, LessonSaid::Task(_))) {
            self.feedback.set(String::new());
        } else {
            self.feedback.set(text.clone());
        }
        self.said.set(text);
    }

    /// The AI worker, started the first time a lesson needs a defence.
    fn ensure_ai(&self) {
        if self.ai.with_value(Option::is_some) {
            return;
        }
        let l = *self;
        self.ai
            .set_value(Some(AiBridge::new(move |event| l.on_ai(event))));
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
            AiEvent::Result { id, best, .. } => self.act(|p| p.ai_replied(id, best)),
            AiEvent::Failed => {
                let waiting = self.play.with_untracked(|p| {
                    p.as_ref().and_then(|p| match p.state() {
                        xiangqi_ui::model::lesson::StepState::Waiting { id, .. } => Some(*id),
                        _ => None,
                    })
                });
                if let Some(id) = waiting {
                    self.act(|p| p.ai_replied(id, None));
                }
            }
            _ => {}
        }
    }
}
