//! What the offending side's moves did in a repetition cycle: which
//! checked and which chased. Part of both a repetition verdict and the
//! outcome it leads to.

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
    pub(crate) fn from_masks(len: usize, checks: u128, chases: u128) -> AttackPattern {
        AttackPattern {
            len: len.min(Self::CAPACITY) as u8,
            checks,
            chases,
        }
    }
}
