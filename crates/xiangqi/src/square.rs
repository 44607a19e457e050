//! Board points.

use std::{fmt, str::FromStr};

use crate::color::Color;

/// Number of files (columns), `a` to `i`.
pub const FILES: u8 = 9;
/// Number of ranks (rows), `0` to `9`.
pub const RANKS: u8 = 10;

/// One of the 90 points of the board, in ICCS coordinates.
///
/// Files `a`..`i` run from Red's left to Red's right, ranks `0`..`9` from
/// Red's back rank to Black's. The index is `rank * 9 + file`.
///
/// ```
/// use xiangqi::Square;
/// let sq: Square = "e0".parse().unwrap();
/// assert_eq!((sq.file(), sq.rank()), (4, 0));
/// assert_eq!(sq.index(), 4);
/// assert_eq!(sq.flip().to_string(), "e9");
/// assert_eq!(Square::new(9, 0), None);
/// assert_eq!(Square::ALL.count(), 90);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

/// Error returned when a square name such as `e0` cannot be parsed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid square: expected a file a-i followed by a rank 0-9")]
pub struct ParseSquareError;

/// Iterator over all squares in index order (see [`Square::ALL`]).
#[derive(Debug, Clone)]
pub struct SquareIter(u8);

impl Iterator for SquareIter {
    type Item = Square;
    fn next(&mut self) -> Option<Square> {
        if self.0 < 90 {
            let s = Square(self.0);
            self.0 += 1;
            Some(s)
        } else {
            None
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = 90usize.saturating_sub(self.0 as usize);
        (n, Some(n))
    }
}

impl ExactSizeIterator for SquareIter {}

impl Square {
    /// Iterator over all 90 squares, `a0, b0, ..., i9`.
    pub const ALL: SquareIter = SquareIter(0);

    /// The square on `file` (0..9) and `rank` (0..10), if on the board.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < FILES && rank < RANKS {
            Some(Square(rank * FILES + file))
        } else {
            None
        }
    }

    /// The square with this index (0..90), if valid.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < 90 {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Caller guarantees `index < 90`.
    #[inline]
    pub(crate) const fn from_index_unchecked(index: usize) -> Square {
        debug_assert!(index < 90);
        Square(index as u8)
    }

    /// The file, 0 (`a`) to 8 (`i`).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }

    /// The rank, 0 (Red's back rank) to 9 (Black's back rank).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// The index `rank * 9 + file`, 0..90.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The point seen from the other side: rotated by 180 degrees.
    #[inline]
    pub const fn flip(self) -> Square {
        Square(89 - self.0)
    }

    /// Mirrors left and right (file `a` ↔ `i`).
    #[inline]
    pub const fn mirror(self) -> Square {
        Square(self.rank() * FILES + (FILES - 1 - self.file()))
    }

    /// The square shifted by (`df`, `dr`), if still on the board.
    #[inline]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f >= 0 && r >= 0 {
            Square::new(f as u8, r as u8)
        } else {
            None
        }
    }

    /// Whether this square lies in the palace of `color` (files d..f, ranks 0..2 or 7..9).
    #[inline]
    pub const fn in_palace(self, color: Color) -> bool {
        let f = self.file();
        let r = self.rank();
        f >= 3
            && f <= 5
            && match color {
                Color::Red => r <= 2,
                Color::Black => r >= 7,
            }
    }

    /// Whether this square is on `color`'s own side of the river.
    #[inline]
    pub const fn own_side(self, color: Color) -> bool {
        match color {
            Color::Red => self.rank() <= 4,
            Color::Black => self.rank() >= 5,
        }
    }

    /// Whether this square is across the river for `color`.
    #[inline]
    pub const fn crossed_river(self, color: Color) -> bool {
        !self.own_side(color)
    }

    /// The rank counted from `color`'s own back rank (0..10).
    #[inline]
    pub const fn relative_rank(self, color: Color) -> u8 {
        match color {
            Color::Red => self.rank(),
            Color::Black => 9 - self.rank(),
        }
    }

    /// The file letter, `'a'`..`'i'`.
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    /// The rank digit, `'0'`..`'9'`.
    pub const fn rank_char(self) -> char {
        (b'0' + self.rank()) as char
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return Err(ParseSquareError);
        }
        let f = b[0].to_ascii_lowercase();
        let r = b[1];
        if !(b'a'..=b'i').contains(&f) || !r.is_ascii_digit() {
            return Err(ParseSquareError);
        }
        Square::new(f - b'a', r - b'0').ok_or(ParseSquareError)
    }
}

impl From<Square> for usize {
    fn from(s: Square) -> usize {
        s.index()
    }
}
