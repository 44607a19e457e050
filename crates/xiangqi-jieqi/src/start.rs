//! The starting points, and the piece each one stands for.

use xiangqi::{Color, Role, Square};

/// Red's starting points (file, rank) and their pieces, the general's
/// included. Black's are the same points seen from the other side.
const RED_START: [((u8, u8), Role); 16] = [
    ((0, 0), Role::Chariot),
    ((1, 0), Role::Horse),
    ((2, 0), Role::Elephant),
    ((3, 0), Role::Advisor),
    ((4, 0), Role::General),
    ((5, 0), Role::Advisor),
    ((6, 0), Role::Elephant),
    ((7, 0), Role::Horse),
    ((8, 0), Role::Chariot),
    ((1, 2), Role::Cannon),
    ((7, 2), Role::Cannon),
    ((0, 3), Role::Soldier),
    ((2, 3), Role::Soldier),
    ((4, 3), Role::Soldier),
    ((6, 3), Role::Soldier),
    ((8, 3), Role::Soldier),
];

/// The side and piece whose starting point `square` is, if it is one.
/// A face-down piece on it moves as that piece.
pub fn start_role(square: Square) -> Option<(Color, Role)> {
    let (color, red_square) = if square.rank() <= 4 {
        (Color::Red, square)
    } else {
        (Color::Black, square.flip().mirror())
    };
    RED_START
        .iter()
        .find(|((f, r), _)| red_square.file() == *f && red_square.rank() == *r)
        .map(|(_, role)| (color, *role))
}

/// Every starting point of `color` with its piece, the general first.
pub(crate) fn start_points(color: Color) -> impl Iterator<Item = (Square, Role)> {
    let mut points: Vec<(Square, Role)> = RED_START
        .iter()
        .map(move |((f, r), role)| {
            let red = Square::new(*f, *r).expect("on the board");
            let square = match color {
                Color::Red => red,
                Color::Black => red.flip().mirror(),
            };
            (square, *role)
        })
        .collect();
    points.sort_by_key(|(_, role)| *role != Role::General);
    points.into_iter()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn each_side_has_its_sixteen_points() {
        for color in Color::ALL {
            let points: Vec<_> = start_points(color).collect();
            assert_eq!(points.len(), 16);
            assert_eq!(points[0].1, Role::General);
            for (square, role) in points {
                assert_eq!(start_role(square), Some((color, role)));
            }
        }
        assert_eq!(start_role(sq("b7")), Some((Color::Black, Role::Cannon)));
        assert_eq!(start_role(sq("a9")), Some((Color::Black, Role::Chariot)));
        assert_eq!(start_role(sq("e9")), Some((Color::Black, Role::General)));
        assert_eq!(start_role(sq("e1")), None);
        assert_eq!(start_role(sq("b5")), None);
    }
}
