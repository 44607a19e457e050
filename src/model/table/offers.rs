//! Draw offers, resignation and takebacks.

use xiangqi::{Color, Game};

use super::thinking::{DRAW_DEPTH, DRAW_MOVETIME_MS};
use super::{Table, Task};
use crate::model::dialog::Dialog;
use crate::model::effect::Effect;
use crate::model::mode::Mode;
use crate::model::notice::Notice;
use crate::model::now::Now;

impl Table {
    /// The side the panel's buttons act for (offer a draw, resign).
    pub fn acting_side(&self) -> Color {
        self.mode.acting_side(self.game.side_to_move())
    }

    /// Whether `offerer` may offer a draw now: the game is on, the worker
    /// is free, and an offer of theirs that was declined is followed by
    /// an opponent's move.
    pub fn can_offer_draw(&self, offerer: Color) -> bool {
        if self.game.is_over() || self.pending.is_some() {
            return false;
        }
        match self.draw_declined {
            None => true,
            Some((by, ply)) => {
                by != offerer
                    || (ply..self.game.ply_count()).any(|i| {
                        self.game
                            .position_at(i)
                            .is_some_and(|p| p.side_to_move() != offerer)
                    })
            }
        }
    }

    /// `offerer` offers a draw: the AI judges it, a second player answers it.
    pub fn offer_draw(&mut self, offerer: Color) -> Vec<Effect> {
        if !self.can_offer_draw(offerer) {
            if self.draw_declined.is_some() {
                self.say(Notice::DrawAlreadyDeclined);
            }
            return self.drain();
        }
        match self.mode {
            Mode::VsAi(_) => {
                self.say(Notice::DrawThinking);
                self.search(
                    Task::Draw,
                    None,
                    Some(DRAW_MOVETIME_MS),
                    Some(DRAW_DEPTH),
                    None,
                );
            }
            Mode::Friends(_) => self.dialog = Dialog::DrawOffer(offerer),
        }
        self.drain()
    }

    /// The draw offered is accepted.
    pub fn agree_draw(&mut self, now: Now) -> Vec<Effect> {
        self.record_draw(now);
        self.drain()
    }

    pub(super) fn record_draw(&mut self, now: Now) {
        self.cancel_search();
        let _ = self.game.agree_draw();
        self.finish(now);
    }

    /// `offerer`'s draw offer is declined.
    pub fn decline_draw(&mut self, offerer: Color) -> Vec<Effect> {
        self.note_declined(offerer);
        if matches!(self.dialog, Dialog::DrawOffer(_)) {
            self.dialog = Dialog::None;
        }
        self.drain()
    }

    pub(super) fn note_declined(&mut self, offerer: Color) {
        self.draw_declined = Some((offerer, self.game.ply_count()));
    }

    /// Asks `loser` to confirm resigning.
    pub fn ask_resign(&mut self, loser: Color) -> Vec<Effect> {
        if !self.game.is_over() {
            self.dialog = Dialog::ConfirmResign(loser);
        }
        self.drain()
    }

    /// `loser` resigns.
    pub fn resign(&mut self, loser: Color, now: Now) -> Vec<Effect> {
        self.cancel_search();
        let _ = self.game.resign(loser);
        self.finish(now);
        self.drain()
    }

    /// Whether a takeback is possible: the game has no result (a result
    /// stands, 不许反悔), no flag has fallen, and some move of a person's
    /// is on the board.
    pub fn can_undo(&self) -> bool {
        if self.game.is_over() || self.clocks.flagged(self.now).is_some() {
            return false;
        }
        (0..self.game.ply_count()).any(|i| {
            self.game
                .position_at(i)
                .is_some_and(|p| self.mode.is_human(p.side_to_move()))
        })
    }

    /// The takeback button: against the AI, takes back the player's last
    /// move (and the AI's reply); between two players, asks the other
    /// player first.
    pub fn undo(&mut self, now: Now) -> Vec<Effect> {
        if !self.can_undo() {
            return self.drain();
        }
        match self.mode {
            Mode::Friends(_) => {
                let stm = self.game.side_to_move();
                self.dialog = Dialog::Takeback(stm.other());
            }
            Mode::VsAi(_) => {
                self.cancel_search();
                let mode = self.mode;
                while self.game.undo().is_ok() {
                    if mode.is_human(self.game.side_to_move()) {
                        break;
                    }
                }
                self.after_takeback(false, now);
            }
        }
        self.drain()
    }

    /// Between two players: `by` asks to take back their last move.
    pub fn ask_takeback(&mut self, by: Color) -> Vec<Effect> {
        if self.can_undo() && self.mode.ai_side().is_none() {
            self.dialog = Dialog::Takeback(by);
        }
        self.drain()
    }

    /// The other player agreed: the moves back to `by`'s last turn are
    /// taken back.
    pub fn accept_takeback(&mut self, by: Color, now: Now) -> Vec<Effect> {
        if !self.can_undo() {
            self.dialog = Dialog::None;
            return self.drain();
        }
        self.cancel_search();
        // A pause agreed during the game lasts; the stop at its end does not.
        let keep_paused = !self.game.is_over() && self.clocks.is_paused();
        if self.game.undo().is_ok() {
            while self.game.side_to_move() != by && self.game.undo().is_ok() {}
        }
        self.dialog = Dialog::None;
        self.after_takeback(keep_paused, now);
        self.drain()
    }

    fn after_takeback(&mut self, keep_paused: bool, now: Now) {
        self.shown_ply = None;
        self.selected = None;
        self.hint = None;
        self.animate = None;
        self.info = None;
        if self.dialog == Dialog::GameOver {
            self.dialog = Dialog::None;
        }
        if !Game::is_over(&self.game) {
            // The game goes on: its clock runs for the side to move.
            self.archived = false;
            self.clocks.start(self.game.side_to_move(), now.mono);
            if keep_paused {
                self.clocks.pause(now.mono);
            }
        }
        self.turn_board_to_mover();
        self.maybe_ai_move(now);
    }
}
