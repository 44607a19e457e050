//! Resignation and takebacks.

use xiangqi::{Color, Game};

use super::Table;
use crate::dialog::Dialog;
use crate::effect::Effect;
use crate::mode::Mode;
use crate::now::Now;

impl Table {
    /// The side the panel's buttons act for (offer a draw, resign).
    pub fn acting_side(&self) -> Color {
        self.mode.acting_side(self.game.side_to_move())
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
    /// move (and the AI's reply); between two players side by side, asks
    /// the other player first. Face to face there is no shared takeback:
    /// a seat asks for itself ([`Table::ask_takeback`]).
    pub fn undo(&mut self, now: Now) -> Vec<Effect> {
        if !self.can_undo() || self.mode.face_to_face() {
            return self.drain();
        }
        match self.mode {
            Mode::Friends(_) => {
                let stm = self.game.side_to_move();
                self.dialog = Dialog::Takeback(stm.other());
            }
            Mode::VsAi(_) => {
                self.cancel_search();
                self.draws.end_on_takeback();
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

    /// Between two players: `by` asks to take back their last move (one
    /// they have made: the question goes to the other player).
    pub fn ask_takeback(&mut self, by: Color) -> Vec<Effect> {
        if self.can_take_back(by) {
            self.dialog = Dialog::Takeback(by);
        }
        self.drain()
    }

    /// Whether `by` may ask to take back a move: two players, and `by`
    /// has a move on the board to take back.
    pub fn can_take_back(&self, by: Color) -> bool {
        self.can_undo()
            && self.mode.ai_side().is_none()
            && (0..self.game.ply_count()).any(|i| {
                self.game
                    .position_at(i)
                    .is_some_and(|p| p.side_to_move() == by)
            })
    }

    /// `by` withdraws its takeback request, or the other player declines it.
    pub fn drop_takeback(&mut self) -> Vec<Effect> {
        if matches!(self.dialog, Dialog::Takeback(_)) {
            self.dialog = Dialog::None;
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
        self.draws.end_on_takeback();
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
            // The game goes on: its clock runs for the side to move, the
            // moves-in-time count follows the game and each side's next
            // move has its full per-move time.
            self.archived = false;
            self.clocks.retake(self.moves_made(), now.mono);
            self.clocks.start(self.game.side_to_move(), now.mono);
            if keep_paused {
                self.clocks.pause(now.mono);
            }
        }
        self.turn_board_to_mover();
        self.maybe_ai_move(now);
    }
}
