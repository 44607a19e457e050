//! The picture piece set's shapes: each piece as a picture of what it is,
//! for a player who does not read its character. The general wears a
//! crown, the advisor is a shield, the elephant an elephant's head, the
//! horse a horse's head, the chariot a tower, the cannon a cannon on its
//! wheel and the soldier a pawn: the shapes chess players know, so that
//! the horse's, the chariot's and the soldier's moves are the ones they
//! expect of them.
//!
//! Each picture fits a circle of radius 37 centred on the origin (inside a
//! piece of radius 44, within its ring). The page draws them on its board
//! and [`crate::image`] in an exported picture: one drawing for both.

use xiangqi::Role;

/// One shape of a picture: filled in the piece's colour, or cut out of
/// it in the face's colour, or a stroke of the piece's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A path filled in the piece's colour.
    Fill(&'static str),
    /// A path filled in the face's colour, over the filled shapes.
    Cut(&'static str),
    /// A path stroked in the piece's colour, `width` units wide.
    Stroke(&'static str, u8),
}

/// The shapes of `role`'s picture, in drawing order.
pub fn shapes(role: Role) -> &'static [Shape] {
    use Shape::{Cut, Fill, Stroke};
    match role {
        Role::General => &[
            Fill("M-24 14 L-28 -14 L-14 0 L0 -22 L14 0 L28 -14 L24 14 Z M-24 18 H24 V25 H-24 Z"),
            Fill("M-32 -16 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z M-4 -24 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z M24 -16 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z"),
        ],
        Role::Advisor => &[
            Fill("M0 -27 L25 0 L0 27 L-25 0 Z"),
            Cut("M0 -17 L-15 0 L0 17 L15 0 Z"),
            Fill("M-3 -9 H3 V-3 H9 V3 H3 V9 H-3 V3 H-9 V-3 H-3 Z"),
        ],
        Role::Elephant => &[
            Fill("M-26 -6 a11 14 0 1 0 22 0 a11 14 0 1 0 -22 0 Z M4 -6 a11 14 0 1 0 22 0 a11 14 0 1 0 -22 0 Z"),
            Cut("M-21 -6 a6 9 0 1 0 12 0 a6 9 0 1 0 -12 0 Z M9 -6 a6 9 0 1 0 12 0 a6 9 0 1 0 -12 0 Z"),
            Fill("M-11 -9 a11 13 0 1 0 22 0 a11 13 0 1 0 -22 0 Z"),
            Stroke("M0 -2 C0 10 -3 18 3 24", 8),
            Cut("M-7.5 -11 a2.5 2.5 0 1 0 5 0 a2.5 2.5 0 1 0 -5 0 Z M2.5 -11 a2.5 2.5 0 1 0 5 0 a2.5 2.5 0 1 0 -5 0 Z"),
        ],
        Role::Horse => &[
            Fill("M-20 26 L20 26 C20 10 14 2 12 -6 C14 -14 10 -22 2 -26 L-2 -30 L-4 -24 C-12 -22 -18 -14 -22 -6 L-26 2 C-27 6 -24 9 -20 8 L-12 4 C-8 2 -4 2 -2 -2 C0 6 -12 12 -20 26 Z"),
            Cut("M-7 -14 a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0 Z"),
        ],
        Role::Chariot => &[Fill(
            "M-20 -24 H-12 V-17 H-4 V-24 H4 V-17 H12 V-24 H20 V-10 H14 V14 H20 V26 H-20 V14 H-14 V-10 H-20 Z",
        )],
        Role::Cannon => &[
            Fill("M-26 4 L18 -20 L24 -10 L-20 14 Z M19 -15 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0 Z"),
            Fill("M-20 14 a12 12 0 1 0 24 0 a12 12 0 1 0 -24 0 Z M-28 24 H14 V28 H-28 Z"),
            Cut("M-13 14 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0 Z"),
        ],
        Role::Soldier => &[Fill(
            "M-10 -14 a10 10 0 1 0 20 0 a10 10 0 1 0 -20 0 Z M-7 -4 H7 L12 18 H-12 Z M-20 18 H20 V26 H-20 Z",
        )],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_has_a_picture_inside_its_ring() {
        for role in Role::ALL {
            let shapes = shapes(role);
            assert!(!shapes.is_empty(), "{role:?}");
            for shape in shapes {
                let (Shape::Fill(d) | Shape::Cut(d) | Shape::Stroke(d, _)) = *shape;
                // Absolute coordinates (after M, L, H, V, C) stay inside
                // the ring: no number beyond 37 in either direction.
                for number in d
                    .split(|c: char| c.is_ascii_alphabetic() || c == ' ')
                    .filter_map(|n| n.parse::<f64>().ok())
                {
                    assert!(number.abs() <= 37.0, "{role:?}: {number} in {d}");
                }
            }
        }
    }
}
