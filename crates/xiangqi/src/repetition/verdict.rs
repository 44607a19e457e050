//! The ruling on a repetition cycle, and what the offending side's moves did.

use super::SquareSet;
use crate::{Color, Outcome, Piece, Reason, Square};

/// What one move of the offending side did in the cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// It gave check (whatever else it did).
    Check,
    /// It chased the chased piece of the verdict, without giving check.
    Chase,
    /// Neither (never the case for a losing side's moves).
    Idle,
}

/// Which of the offending side's moves in the cycle checked and which
/// chased, in order. Move `i` is the offender's `i`-th move (from 0) in the
/// judged moves. At most the first [`AttackPattern::CAPACITY`] moves are
/// recorded. `Copy` and allocation-free.
///
/// ```
/// use xiangqi::{AttackPattern, MoveKind};
///
/// // A check, then a chase.
/// let mut pattern = AttackPattern::default();
/// pattern.push(true, false);
/// pattern.push(false, true);
/// assert_eq!(pattern.len(), 2);
/// assert_eq!(pattern.kinds().collect::<Vec<_>>(), [MoveKind::Check, MoveKind::Chase]);
/// assert_eq!(pattern.checks().collect::<Vec<_>>(), [0]);
/// assert_eq!(pattern.chases().collect::<Vec<_>>(), [1]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct AttackPattern {
    len: u8,
    checks: u128,
    chases: u128,
}

impl AttackPattern {
    /// The most moves a pattern records.
    pub const CAPACITY: usize = 128;

    /// Records the next move: whether it checked, whether it chased.
    /// Moves beyond [`CAPACITY`](Self::CAPACITY) are not recorded.
    pub fn push(&mut self, check: bool, chase: bool) {
        let i = self.len as usize;
        if i >= Self::CAPACITY {
            return;
        }
        self.checks |= u128::from(check) << i;
        self.chases |= u128::from(chase) << i;
        self.len += 1;
    }

    /// Number of moves recorded.
    pub fn len(self) -> usize {
        self.len as usize
    }

    /// Whether no move is recorded.
    pub fn is_empty(self) -> bool {
        self.len == 0
    }

    /// What move `i` did; `None` past the end.
    pub fn kind(self, i: usize) -> Option<MoveKind> {
        if i >= self.len() {
            None
        } else if self.checks >> i & 1 == 1 {
            Some(MoveKind::Check)
        } else if self.chases >> i & 1 == 1 {
            Some(MoveKind::Chase)
        } else {
            Some(MoveKind::Idle)
        }
    }

    /// What each move did, in order.
    pub fn kinds(self) -> impl Iterator<Item = MoveKind> {
        (0..self.len()).filter_map(move |i| self.kind(i))
    }

    /// The indexes (from 0) of the moves that gave check.
    pub fn checks(self) -> impl Iterator<Item = usize> {
        (0..self.len()).filter(move |&i| self.kind(i) == Some(MoveKind::Check))
    }

    /// The indexes (from 0) of the moves that chased without giving check.
    pub fn chases(self) -> impl Iterator<Item = usize> {
        (0..self.len()).filter(move |&i| self.kind(i) == Some(MoveKind::Chase))
    }

    /// A pattern of `len` moves (at most [`CAPACITY`](Self::CAPACITY))
    /// from bit masks, bit `i` standing for move `i`.
    pub(super) fn from_masks(len: usize, checks: u128, chases: u128) -> AttackPattern {
        AttackPattern {
            len: len.min(Self::CAPACITY) as u8,
            checks,
            chases,
        }
    }
}

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
