//! The ruling on a repetition cycle, and what the offending side's moves did.

use super::SquareSet;
use crate::attack_pattern::AttackPattern;
use crate::color::Color;
use crate::outcome::{Outcome, Reason};
use crate::piece::Piece;
use crate::square::Square;

/// The kind of forbidden repetition (长打): every move of the offender
/// checked, every move chased the same piece, or every move did one or
/// the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PerpetualKind {
    /// Perpetual check (长将).
    Check,
    /// Perpetual chase of one piece (长捉).
    Chase,
    /// Checks and chases of one piece mixed (一将一捉 and the like).
    Attack,
}

impl PerpetualKind {
    /// The reason a game lost this way ends with.
    pub fn reason(self) -> Reason {
        match self {
            PerpetualKind::Check => Reason::PerpetualCheck,
            PerpetualKind::Chase => Reason::PerpetualChase,
            PerpetualKind::Attack => Reason::PerpetualAttack,
        }
    }
}

/// The ruling on a repetition cycle (see the [module docs](super) for the rules).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RepetitionVerdict {
    /// Nobody is forbidden (or both are): the repetition is a draw.
    Draw,
    /// `loser` gave check with every one of its moves.
    PerpetualCheck {
        /// The side that checked perpetually.
        loser: Color,
        /// The pieces that gave those checks, on their squares at the end of the cycle.
        checkers: SquareSet,
    },
    /// `loser` chased the same piece with every one of its moves.
    PerpetualChase {
        /// The side that chased perpetually.
        loser: Color,
        /// The chased piece and its square at the end of the cycle.
        chased: (Piece, Square),
        /// The chasing pieces, on their squares at the end of the cycle.
        chasers: SquareSet,
    },
    /// `loser` checked or chased the same piece with every one of its
    /// moves, and did both.
    PerpetualAttack {
        /// The side that attacked perpetually.
        loser: Color,
        /// The chased piece and its square at the end of the cycle.
        chased: (Piece, Square),
        /// The checking pieces, on their squares at the end of the cycle.
        checkers: SquareSet,
        /// The chasing pieces, on their squares at the end of the cycle.
        chasers: SquareSet,
        /// Which of the loser's moves checked and which chased.
        pattern: AttackPattern,
    },
}

impl RepetitionVerdict {
    /// The side that loses, `None` for a draw.
    pub fn loser(&self) -> Option<Color> {
        match *self {
            RepetitionVerdict::Draw => None,
            RepetitionVerdict::PerpetualCheck { loser, .. }
            | RepetitionVerdict::PerpetualChase { loser, .. }
            | RepetitionVerdict::PerpetualAttack { loser, .. } => Some(loser),
        }
    }

    /// The side that wins, `None` for a draw.
    pub fn winner(&self) -> Option<Color> {
        self.loser().map(Color::other)
    }

    /// The kind of forbidden repetition, `None` for a draw.
    pub fn kind(&self) -> Option<PerpetualKind> {
        match self {
            RepetitionVerdict::Draw => None,
            RepetitionVerdict::PerpetualCheck { .. } => Some(PerpetualKind::Check),
            RepetitionVerdict::PerpetualChase { .. } => Some(PerpetualKind::Chase),
            RepetitionVerdict::PerpetualAttack { .. } => Some(PerpetualKind::Attack),
        }
    }

    /// The checking and chasing pieces (empty for a draw).
    pub fn culprits(&self) -> SquareSet {
        match *self {
            RepetitionVerdict::Draw => SquareSet::EMPTY,
            RepetitionVerdict::PerpetualCheck { checkers, .. } => checkers,
            RepetitionVerdict::PerpetualChase { chasers, .. } => chasers,
            RepetitionVerdict::PerpetualAttack {
                checkers, chasers, ..
            } => checkers.union(chasers),
        }
    }

    /// The chased piece and its square, for a perpetual chase or attack.
    pub fn chased(&self) -> Option<(Piece, Square)> {
        match *self {
            RepetitionVerdict::PerpetualChase { chased, .. }
            | RepetitionVerdict::PerpetualAttack { chased, .. } => Some(chased),
            _ => None,
        }
    }

    /// Which of the loser's moves checked and which chased, for a
    /// perpetual attack (for a perpetual check every move checked, for a
    /// perpetual chase every move chased).
    pub fn pattern(&self) -> Option<AttackPattern> {
        match *self {
            RepetitionVerdict::PerpetualAttack { pattern, .. } => Some(pattern),
            _ => None,
        }
    }

    /// The game result: a draw by [`Reason::Repetition`], or a loss by
    /// [`Reason::PerpetualCheck`], [`Reason::PerpetualChase`] or
    /// [`Reason::PerpetualAttack`].
    pub fn to_outcome(&self) -> Outcome {
        match (self.loser(), self.kind()) {
            (Some(loser), Some(kind)) => Outcome {
                winner: Some(loser.other()),
                reason: kind.reason(),
                culprits: self.culprits().to_vec(),
                chased: self.chased(),
                pattern: self.pattern(),
            },
            _ => Outcome::draw(Reason::Repetition),
        }
    }
}
