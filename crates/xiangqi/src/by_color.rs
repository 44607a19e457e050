//! A value for each side.

use std::ops::{Index, IndexMut};

use crate::color::Color;

/// One value for Red and one for Black, indexed by [`Color`].
///
/// ```
/// use xiangqi::{ByColor, Color};
/// let mut checks = ByColor::new(0u8, 0u8);
/// checks[Color::Black] += 1;
/// assert_eq!(checks[Color::Black], 1);
/// assert_eq!(checks.map(|n| n * 2), ByColor::new(0, 2));
/// assert_eq!(ByColor::from_fn(Color::name).red, "red");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ByColor<T> {
    /// Red's value.
    pub red: T,
    /// Black's value.
    pub black: T,
}

impl<T> ByColor<T> {
    /// Red's and Black's values.
    pub const fn new(red: T, black: T) -> ByColor<T> {
        ByColor { red, black }
    }

    /// The value of each side, computed from the side.
    pub fn from_fn(mut f: impl FnMut(Color) -> T) -> ByColor<T> {
        ByColor {
            red: f(Color::Red),
            black: f(Color::Black),
        }
    }

    /// Both values transformed by `f`.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByColor<U> {
        ByColor {
            red: f(self.red),
            black: f(self.black),
        }
    }

    /// The value of `color`.
    pub const fn get(&self, color: Color) -> &T {
        match color {
            Color::Red => &self.red,
            Color::Black => &self.black,
        }
    }

    /// The value of `color`, to change.
    pub fn get_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::Red => &mut self.red,
            Color::Black => &mut self.black,
        }
    }
}

impl<T: Clone> ByColor<T> {
    /// The same value for both sides.
    pub fn both(value: T) -> ByColor<T> {
        ByColor {
            red: value.clone(),
            black: value,
        }
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;

    fn index(&self, color: Color) -> &T {
        self.get(color)
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    fn index_mut(&mut self, color: Color) -> &mut T {
        self.get_mut(color)
    }
}
