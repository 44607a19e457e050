//! A fixed-capacity move list.

use std::{fmt, ops::Deref, ops::DerefMut};

use crate::mv::Move;
use crate::square::Square;

/// Capacity of a [`MoveList`]; more than the most pseudo-legal moves any
/// position allows (119).
pub const MAX_MOVES: usize = 128;

const NULL: Move = Move {
    from: Square::from_index_unchecked(0),
    to: Square::from_index_unchecked(0),
};

/// A list of moves stored inline, without heap allocation. Derefs to `[Move]`.
///
/// ```
/// use xiangqi::Position;
/// let moves = Position::startpos().legal_moves();
/// assert_eq!(moves.len(), 44);
/// assert!(moves.iter().any(|m| m.to_string() == "h2e2"));
/// ```
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    #[inline]
    pub const fn new() -> MoveList {
        MoveList {
            moves: [NULL; MAX_MOVES],
            len: 0,
        }
    }

    /// Appends a move; ignored if the list is full (cannot happen for moves of one position).
    #[inline]
    pub fn push(&mut self, m: Move) {
        if self.len < MAX_MOVES {
            self.moves[self.len] = m;
            self.len += 1;
        }
    }

    /// Removes all moves.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the moves for which `f` returns true, preserving order.
    pub fn retain(&mut self, mut f: impl FnMut(Move) -> bool) {
        let mut j = 0;
        for i in 0..self.len {
            let m = self.moves[i];
            if f(m) {
                self.moves[j] = m;
                j += 1;
            }
        }
        self.len = j;
    }

    /// Shortens the list to `len` moves.
    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl DerefMut for MoveList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl Extend<Move> for MoveList {
    fn extend<T: IntoIterator<Item = Move>>(&mut self, iter: T) {
        for m in iter {
            self.push(m);
        }
    }
}

impl FromIterator<Move> for MoveList {
    fn from_iter<T: IntoIterator<Item = Move>>(iter: T) -> Self {
        let mut l = MoveList::new();
        l.extend(iter);
        l
    }
}
