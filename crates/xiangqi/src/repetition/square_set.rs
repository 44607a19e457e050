//! A set of board points as a bit mask.

use std::fmt;

use crate::square::Square;

/// A set of board points, stored as a 90-bit mask. `Copy` and allocation-free.
///
/// ```
/// use xiangqi::{Square, SquareSet};
/// let mut set = SquareSet::EMPTY;
/// set.insert("e5".parse().unwrap());
/// set.insert("a0".parse().unwrap());
/// assert_eq!(set.len(), 2);
/// assert!(set.contains("e5".parse().unwrap()));
/// let names: Vec<String> = set.iter().map(|s| s.to_string()).collect();
/// assert_eq!(names, ["a0", "e5"]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SquareSet(u128);

impl SquareSet {
    /// The empty set.
    pub const EMPTY: SquareSet = SquareSet(0);

    /// Adds a square.
    #[inline]
    pub fn insert(&mut self, sq: Square) {
        self.0 |= 1u128 << sq.index();
    }

    /// Removes a square.
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        self.0 &= !(1u128 << sq.index());
    }

    /// Whether the set holds `sq`.
    #[inline]
    pub fn contains(self, sq: Square) -> bool {
        self.0 >> sq.index() & 1 != 0
    }

    /// Number of squares.
    #[inline]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The squares in either set.
    #[inline]
    pub fn union(self, other: SquareSet) -> SquareSet {
        SquareSet(self.0 | other.0)
    }

    /// The squares in index order (`a0, b0, …, i9`).
    pub fn iter(self) -> impl Iterator<Item = Square> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Square::from_index(i)
        })
    }

    /// The squares in index order, collected.
    pub fn to_vec(self) -> Vec<Square> {
        self.iter().collect()
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<T: IntoIterator<Item = Square>>(iter: T) -> Self {
        let mut s = SquareSet::EMPTY;
        for sq in iter {
            s.insert(sq);
        }
        s
    }
}

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|s| s.to_string()))
            .finish()
    }
}
