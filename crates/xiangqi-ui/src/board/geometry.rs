//! Where board points sit in the SVG's coordinate system.
//!
//! The board is drawn in a fixed `viewBox`; CSS scales it to the viewport.
//! Points are [`SPACING`] units apart, with a margin for the file numbers.

use xiangqi::{Color, Square};

/// Distance between two neighbouring points.
pub const SPACING: f64 = 100.0;
/// Space between the outer lines and the edge of the drawing.
pub const MARGIN: f64 = 100.0;
/// Width of the whole drawing (8 intervals plus margins).
pub const WIDTH: f64 = 8.0 * SPACING + 2.0 * MARGIN;
/// Height of the whole drawing (9 intervals plus margins).
pub const HEIGHT: f64 = 9.0 * SPACING + 2.0 * MARGIN;
/// Radius of a piece.
pub const PIECE_RADIUS: f64 = 44.0;

/// Screen x of a file (0 = a) seen from `orientation`.
pub fn x_of_file(file: u8, orientation: Color) -> f64 {
    let column = match orientation {
        Color::Red => f64::from(file),
        Color::Black => 8.0 - f64::from(file),
    };
    MARGIN + column * SPACING
}

/// Screen y of a rank (0 = Red's back rank) seen from `orientation`.
pub fn y_of_rank(rank: u8, orientation: Color) -> f64 {
    let row = match orientation {
        Color::Red => 9.0 - f64::from(rank),
        Color::Black => f64::from(rank),
    };
    MARGIN + row * SPACING
}

/// Screen centre of a square.
pub fn point(square: Square, orientation: Color) -> (f64, f64) {
    (
        x_of_file(square.file(), orientation),
        y_of_rank(square.rank(), orientation),
    )
}

/// The board point nearest to the drawing coordinates `(x, y)`, if within
/// half a spacing of the outer lines.
pub fn square_at(x: f64, y: f64, orientation: Color) -> Option<Square> {
    let column = ((x - MARGIN) / SPACING).round();
    let row = ((y - MARGIN) / SPACING).round();
    if !(0.0..=8.0).contains(&column) || !(0.0..=9.0).contains(&row) {
        return None;
    }
    let (column, row) = (column as u8, row as u8);
    match orientation {
        Color::Red => Square::new(column, 9 - row),
        Color::Black => Square::new(8 - column, row),
    }
}

/// A drawing coordinate as SVG text, to a tenth of a unit (`500`, `-12.5`).
/// Written with integer arithmetic on purpose: printing an `f64` with
/// `Display` would bring Rust's float formatting into the app's wasm for
/// numbers that never need more than one decimal.
pub fn num(v: f64) -> String {
    let tenths = (v * 10.0).round() as i64;
    let sign = if tenths < 0 { "-" } else { "" };
    let t = tenths.unsigned_abs();
    if t.is_multiple_of(10) {
        format!("{sign}{}", t / 10)
    } else {
        format!("{sign}{}.{}", t / 10, t % 10)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn red_orientation_puts_red_back_rank_at_the_bottom() {
        let a0: Square = "a0".parse().unwrap();
        let i9: Square = "i9".parse().unwrap();
        assert_eq!(point(a0, Color::Red), (MARGIN, HEIGHT - MARGIN));
        assert_eq!(point(i9, Color::Red), (WIDTH - MARGIN, MARGIN));
    }

    #[test]
    fn coordinates_print_to_a_tenth() {
        assert_eq!(num(500.0), "500");
        assert_eq!(num(12.34), "12.3");
        assert_eq!(num(-0.25), "-0.3");
        assert_eq!(num(-7.0), "-7");
        assert_eq!(num(0.04), "0");
    }

    #[test]
    fn black_orientation_is_a_half_turn() {
        let a0: Square = "a0".parse().unwrap();
        assert_eq!(point(a0, Color::Black), (WIDTH - MARGIN, MARGIN));
    }

    #[test]
    fn square_at_inverts_point() {
        for o in [Color::Red, Color::Black] {
            for sq in Square::ALL {
                let (x, y) = point(sq, o);
                assert_eq!(square_at(x + 30.0, y - 30.0, o), Some(sq));
            }
        }
        assert_eq!(square_at(-60.0, 100.0, Color::Red), None);
    }
}
