//! The two sides.

use std::fmt;

/// A side: Red moves first, Black second.
///
/// ```
/// use xiangqi::Color;
/// assert_eq!(Color::Red.other(), Color::Black);
/// assert_eq!(Color::Black.fen_char(), 'b');
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Red (upper-case in FEN), starts on ranks 0..=4 and moves first.
    Red,
    /// Black (lower-case in FEN), starts on ranks 5..=9.
    Black,
}

impl Color {
    /// Both colours, Red first.
    pub const ALL: [Color; 2] = [Color::Red, Color::Black];

    /// The opponent.
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }

    /// The side-to-move letter used in FEN: `'w'` for Red, `'b'` for Black.
    pub const fn fen_char(self) -> char {
        match self {
            Color::Red => 'w',
            Color::Black => 'b',
        }
    }

    /// Parses a side-to-move letter: `w` or `r` for Red, `b` for Black.
    pub const fn from_fen_char(ch: char) -> Option<Color> {
        match ch {
            'w' | 'W' | 'r' | 'R' => Some(Color::Red),
            'b' | 'B' => Some(Color::Black),
            _ => None,
        }
    }

    /// 0 for Red, 1 for Black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `true` for Red.
    #[inline]
    pub const fn is_red(self) -> bool {
        matches!(self, Color::Red)
    }

    /// The English name, `"red"` or `"black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Black => "black",
        }
    }
}

/// With the `serde` feature a colour is written as its [name](Color::name),
/// `"red"` or `"black"`.
#[cfg(feature = "serde")]
impl serde::Serialize for Color {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Color {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        match text.as_ref() {
            "red" => Ok(Color::Red),
            "black" => Ok(Color::Black),
            _ => Err(serde::de::Error::custom("expected \"red\" or \"black\"")),
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
