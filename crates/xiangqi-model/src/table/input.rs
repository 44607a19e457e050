//! Taps and drags on the board: selection, moves, refusals.
//!
//! The board reports where the player tapped or dropped; the table
//! decides what that means, as chessground's owner does with
//! `movable.dests`.

use xiangqi::{Move, Square};

use super::{Table, REFUSAL_MS};
use crate::effect::{Effect, Sound};
use crate::notice::Notice;
use crate::now::Now;

impl Table {
    /// A tap on a board point: picks up, puts down, moves or refuses.
    pub fn tap(&mut self, sq: Square, now: Now) -> Vec<Effect> {
        if self.settings.sound {
            self.effect(Effect::UnlockSound);
        }
        if !self.can_move() && !self.tries_moves() {
            if !self.is_live() {
                self.say(Notice::ReviewOnly);
            } else if self.ai_thinking() {
                self.say(Notice::NotYourTurn);
            }
            return self.drain();
        }
        match self.selected {
            Some(from) if from == sq => self.selected = None,
            Some(from) => {
                if self.targets().contains(&sq) {
                    self.make_move(Move::new(from, sq), true, now);
                } else if self.can_pick(sq) {
                    self.selected = Some(sq);
                } else {
                    self.refuse(sq);
                }
            }
            None => {
                if self.can_pick(sq) {
                    self.selected = Some(sq);
                }
            }
        }
        self.drain()
    }

    /// A piece dragged from `from` and dropped on `to`.
    pub fn drop_piece(&mut self, from: Square, to: Square, now: Now) -> Vec<Effect> {
        if from == to || !self.can_pick(from) {
            return self.drain();
        }
        self.selected = Some(from);
        if self.targets().contains(&to) {
            // The piece was carried there: it lands without sliding.
            self.make_move(Move::new(from, to), false, now);
        } else {
            self.refuse(to);
        }
        self.drain()
    }

    /// Gentle feedback for an illegal target: a brief mark, nothing changes.
    fn refuse(&mut self, sq: Square) {
        let id = self.next_serial();
        self.refused = Some((sq, id));
        self.effect(Effect::FadeRefusal {
            id,
            after_ms: REFUSAL_MS,
        });
        self.say(Notice::IllegalMove);
    }

    /// A legal move made on the board: played in a game going on, tried
    /// on the analysis board once the game is over.
    fn make_move(&mut self, m: Move, slide: bool, now: Now) {
        if self.can_move() {
            self.play_move(m, slide, now);
        } else {
            self.selected = None;
            self.effect(Effect::TryOnAnalysisBoard(m));
        }
    }

    /// Plays `m` on the live game and lets the game go on; `slide`
    /// animates the piece from its origin.
    pub(super) fn play_move(&mut self, m: Move, slide: bool, now: Now) {
        // A hint or a draw question about the old position is moot now.
        self.cancel_search();
        self.now = now.mono;
        if let Some(loser) = self.clocks.flagged(now.mono) {
            self.time_out(loser, now);
            return;
        }
        let capture = self.game.position().is_capture(m);
        let mover = self.game.side_to_move();
        if self.game.play(m).is_err() {
            return;
        }
        self.draws.moved(mover);
        // A game played on is this device's game: filed when replaced or
        // over, even if it came from a record that was not.
        self.archived = false;
        let flagged = self.clocks.press(now.mono).err().map(|f| f.color);
        self.selected = None;
        self.hint = None;
        self.animate = slide.then_some(m);
        self.shown_ply = None;
        if self.settings.sound {
            if self.game.is_check() {
                self.effect(Effect::Sound(Sound::Check));
            } else if capture {
                self.effect(Effect::Sound(Sound::Capture));
            }
        }
        if let Some(loser) = flagged {
            self.time_out(loser, now);
        } else if self.game.is_over() {
            self.finish(now);
        } else {
            self.turn_board_to_mover();
            self.maybe_ai_move(now);
        }
    }

    /// Between two players side by side, turns the board to the side to
    /// move when they asked for it.
    pub(super) fn turn_board_to_mover(&mut self) {
        let turned = self
            .mode
            .friends()
            .and_then(|f| f.turned_to(self.game.side_to_move()));
        if let Some(bottom) = turned {
            if self.bottom != bottom {
                self.animate = None;
                self.bottom = bottom;
            }
        }
    }
}
