//! Draw offers at the table: made by the side to move, carried by its
//! move, answered by the opponent (see [`crate::DrawOffers`]). The
//! AI answers an offer when its turn comes, from its own search, and
//! offers a draw itself when the position is dead level.

use xiangqi::{Color, Move};
use xiangqi_engine::Score;

use super::Table;
use crate::dialog::Dialog;
use crate::draw_offers::{DrawOffers, OfferBlock};
use crate::effect::Effect;
use crate::mode::Mode;
use crate::notice::Notice;
use crate::now::Now;

impl Table {
    /// The game's draw offers.
    pub fn draw_offers(&self) -> &DrawOffers {
        &self.draws
    }

    /// Why `by` may not offer a draw now, or `None` when it may.
    pub fn offer_block(&self, by: Color) -> Option<OfferBlock> {
        self.draws
            .block(by, self.game.side_to_move(), self.game.is_over())
    }

    /// Whether `by` may offer a draw now.
    pub fn can_offer_draw(&self, by: Color) -> bool {
        self.offer_block(by).is_none()
    }

    /// Asks `by` to confirm a draw offer (it cannot be withdrawn).
    pub fn ask_offer_draw(&mut self, by: Color) -> Vec<Effect> {
        if self.mode.is_human(by) && self.can_offer_draw(by) {
            self.dialog = Dialog::ConfirmDrawOffer(by);
        }
        self.drain()
    }

    /// `by` offers a draw; the offer goes with the move `by` plays next.
    pub fn offer_draw(&mut self, by: Color) -> Vec<Effect> {
        if self.dialog == Dialog::ConfirmDrawOffer(by) {
            self.dialog = Dialog::None;
        }
        if self.mode.is_human(by) && self.can_offer_draw(by) {
            self.draws.offer(by);
            if self.mode.ai_side().is_some() {
                self.say(Notice::OfferGoesWithMove);
            }
        }
        self.drain()
    }

    /// A person answers the pending offer (the side that did not make it).
    pub fn answer_draw(&mut self, accept: bool, now: Now) -> Vec<Effect> {
        let Some(offer) = self.draws.pending() else {
            return self.drain();
        };
        if !self.mode.is_human(offer.by.other()) || self.game.is_over() {
            return self.drain();
        }
        if accept {
            self.record_draw(now);
        } else {
            self.draws.decline();
        }
        self.drain()
    }

    pub(super) fn record_draw(&mut self, now: Now) {
        self.cancel_search();
        self.draws.accepted();
        let _ = self.game.agree_draw();
        self.finish(now);
    }

    /// The AI's turn has come with `best` to play and `score` (its own
    /// view): it answers a pending offer, and may offer a draw itself.
    /// Returns whether the game goes on with the move.
    pub(super) fn ai_considers_draw(&mut self, best: Move, score: Score, now: Now) -> bool {
        let Mode::VsAi(v) = self.mode else {
            return true;
        };
        let offered = self.draws.pending().is_some_and(|o| o.by == v.human());
        if offered {
            let attackers = self.game.position().attacking_pieces();
            if v.accepts_draw(score, self.game.ply_count(), attackers) {
                self.say(Notice::DrawAccepted);
                self.record_draw(now);
                return false;
            }
            // Playing its move declines; say so.
            self.say(Notice::DrawDeclined);
        }
        self.ai_scores.push(score);
        let attackers = self
            .game
            .position()
            .play(best)
            .map_or(usize::MAX, |after| after.attacking_pieces());
        if self.draws.pending().is_none()
            && self.can_offer_draw(v.ai)
            && v.offers_draw(&self.ai_scores, attackers)
        {
            self.draws.offer(v.ai);
            self.say(Notice::AiOffersDraw);
        }
        true
    }
}
