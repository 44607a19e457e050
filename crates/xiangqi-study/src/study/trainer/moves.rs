//! Moves on the trainer's board, hints and the solution: each goes to the
//! attempt, whose verdict is said and rated, and whose pauses (the
//! defender's reply, taking a wrong move back, the solution's next move)
//! are timed here.

use leptos::prelude::*;
use xiangqi::{Move, Square};

use super::session::Trainer;
use crate::model::puzzle::{Attempt, Hint, Pending, Verdict};
use crate::words::{self, puzzles::Word};

/// The pause before the defender's reply.
pub const REPLY_MS: u32 = 400;
/// How long a wrong move stands before it is taken back.
pub const TAKE_BACK_MS: u32 = 700;
/// The pause between the solution's moves.
pub const SOLUTION_MS: u32 = 800;

impl Trainer {
    /// A tap on the board.
    pub fn tap(&self, sq: Square) {
        self.play(|a| a.tap(sq));
    }

    /// A piece dropped on the board.
    pub fn drop_piece(&self, from: Square, to: Square) {
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

    pub(super) fn cancel_timer(&self) {
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
            Hint::Move => Word::HintMove,
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
}
