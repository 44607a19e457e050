//! Draw offers as the rule book has them (和 (二)).
//!
//! * An offer is made by the side to move, during its turn, and goes with
//!   the move it then plays. It cannot be withdrawn.
//! * The opponent accepts or declines; playing its own move declines.
//! * A side whose offer was declined may offer again only once the
//!   opponent has offered (and been declined) as often: with equal counts
//!   either side may offer. (先提出者如被对方拒绝，非经对方提和一次，不得再度
//!   提出；若双方提和次数对等，即可由任何一方再次提和。)
//!
//! * A takeback does not withdraw an offer: an offer waiting when moves
//!   are taken back counts as declined, so a side cannot take back its
//!   offer by taking back its move (against the AI, alone).
//!
//! Claims of a draw by repetition or by the move limit are not offers:
//! the rules decide those by themselves and they do not count here.

use xiangqi::{ByColor, Color};

/// An offer waiting for its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PendingOffer {
    /// Who offered.
    pub by: Color,
    /// Whether the offerer has since played the move the offer goes with.
    pub moved: bool,
}

/// Why a side may not offer a draw now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferBlock {
    /// The game is over.
    GameOver,
    /// An offer is waiting for its answer.
    Pending,
    /// Offers are made in one's own turn.
    NotYourTurn,
    /// This side's offers were declined more often than the opponent's:
    /// the opponent must offer first.
    OpponentsTurnToOffer,
}

/// Every offer of the game so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DrawOffers {
    pending: Option<PendingOffer>,
    declined: ByColor<u32>,
}

impl DrawOffers {
    /// The offer waiting for its answer.
    pub fn pending(&self) -> Option<PendingOffer> {
        self.pending
    }

    /// How many of each side's offers were declined.
    pub fn declined(&self) -> ByColor<u32> {
        self.declined
    }

    /// Why `by` may not offer now (`side_to_move` and `over` describe the
    /// game), or `None` when it may.
    pub fn block(&self, by: Color, side_to_move: Color, over: bool) -> Option<OfferBlock> {
        if over {
            Some(OfferBlock::GameOver)
        } else if self.pending.is_some() {
            Some(OfferBlock::Pending)
        } else if by != side_to_move {
            Some(OfferBlock::NotYourTurn)
        } else if self.declined[by] > self.declined[by.other()] {
            Some(OfferBlock::OpponentsTurnToOffer)
        } else {
            None
        }
    }

    /// Records `by`'s offer (the caller has checked [`DrawOffers::block`]).
    pub fn offer(&mut self, by: Color) {
        self.pending = Some(PendingOffer { by, moved: false });
    }

    /// The answerer declines the pending offer.
    pub fn decline(&mut self) {
        if let Some(offer) = self.pending.take() {
            self.declined[offer.by] += 1;
        }
    }

    /// A move was played by `mover`: the offerer's own move carries the
    /// offer; the answerer's move declines it.
    pub fn moved(&mut self, mover: Color) {
        match self.pending {
            Some(offer) if offer.by == mover => {
                self.pending = Some(PendingOffer {
                    moved: true,
                    ..offer
                });
            }
            Some(_) => self.decline(),
            None => {}
        }
    }

    /// Moves were taken back: the waiting offer was not accepted, so it
    /// counts as declined. Voiding it instead would let the offerer
    /// withdraw it, which 和 (二) does not allow.
    pub fn end_on_takeback(&mut self) {
        self.decline();
    }

    /// The offer was accepted (the game ends).
    pub fn accepted(&mut self) {
        self.pending = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, Red};

    #[test]
    fn a_declined_side_waits_for_the_opponents_offer() {
        let mut d = DrawOffers::default();
        assert_eq!(d.block(Red, Red, false), None);
        d.offer(Red);
        assert_eq!(d.block(Black, Red, false), Some(OfferBlock::Pending));
        d.moved(Red);
        assert_eq!(
            d.pending().map(|o| o.moved),
            Some(true),
            "it goes with the move"
        );
        d.moved(Black);
        assert_eq!(d.pending(), None, "a move declines");
        assert_eq!(d.declined(), ByColor::new(1, 0));
        assert_eq!(
            d.block(Red, Red, false),
            Some(OfferBlock::OpponentsTurnToOffer)
        );
        assert_eq!(d.block(Black, Black, false), None);
        assert_eq!(d.block(Black, Red, false), Some(OfferBlock::NotYourTurn));
        d.offer(Black);
        d.decline();
        assert_eq!(d.declined(), ByColor::new(1, 1));
        assert_eq!(
            d.block(Red, Red, false),
            None,
            "equal counts: either may offer"
        );
        assert_eq!(d.block(Red, Red, true), Some(OfferBlock::GameOver));
    }

    #[test]
    fn a_takeback_counts_a_waiting_offer_as_declined() {
        let mut d = DrawOffers::default();
        d.offer(Red);
        d.end_on_takeback();
        assert_eq!(d.pending(), None);
        assert_eq!(d.declined(), ByColor::new(1, 0));
        assert_eq!(
            d.block(Red, Red, false),
            Some(OfferBlock::OpponentsTurnToOffer),
            "the offer was made: Red may not simply make it again"
        );
        d.end_on_takeback();
        assert_eq!(
            d.declined(),
            ByColor::new(1, 0),
            "no offer, nothing counted"
        );
    }
}
