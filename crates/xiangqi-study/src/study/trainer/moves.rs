//! Moves on the trainer's board, hints and the solution, handed to the
//! model, and the waits it asks for between them (the defender's reply,
//! taking a wrong move back, the solution's next move).

use leptos::prelude::*;
use xiangqi::Square;

use super::session::Trainer;
use xiangqi_ui::model::puzzle::Pending;

/// The pause before the defender's reply.
pub const REPLY_MS: u32 = 400;
/// How long a wrong move stands before it is taken back.
pub const TAKE_BACK_MS: u32 = 700;
/// The pause between the solution's moves.
pub const SOLUTION_MS: u32 = 800;

impl Trainer {
    /// A tap on the board.
    pub fn tap(&self, sq: Square) {
        self.acted();
        self.act(|m| m.tap(sq, js_sys::Date::now()));
    }

    /// A piece dropped on the board.
    pub fn drop_piece(&self, from: Square, to: Square) {
        self.acted();
        self.act(|m| m.drop_piece(from, to, js_sys::Date::now()));
    }

    /// The next hint: the piece, then the move.
    pub fn hint(&self) {
        self.acted();
        self.act(|m| m.hint(js_sys::Date::now()));
    }

    /// Plays out the rest of the solution.
    pub fn show_solution(&self) {
        self.acted();
        self.act(|m| m.show_solution(js_sys::Date::now()));
    }

    /// Waits as the model asked, then resumes it.
    pub(super) fn wait(&self, pending: Pending) {
        let ms = match pending {
            Pending::Reply => REPLY_MS,
            Pending::TakeBack => TAKE_BACK_MS,
            Pending::Solution => SOLUTION_MS,
        };
        self.cancel_timer();
        let t = *self;
        let timeout = gloo_timers::callback::Timeout::new(ms, move || {
            t.timer.set_value(None);
            t.act(|m| m.resume(js_sys::Date::now()));
        });
        self.timer.set_value(Some(timeout));
    }

    pub(super) fn cancel_timer(&self) {
        if let Some(timer) = self.timer.try_update_value(Option::take).flatten() {
            timer.cancel();
        }
    }
}
