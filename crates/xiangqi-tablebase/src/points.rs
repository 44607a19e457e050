//! The points a piece can ever stand on, asked of the rules crate.
//!
//! A general keeps to its palace (9 points), an advisor to 5 of them, an
//! elephant to 7 points of its own half, a soldier to the 55 points in
//! front of its start; the other pieces go anywhere. The lists are read
//! from [`Setup::problems`], so the index never disagrees with the rules
//! about where a piece may stand.

use xiangqi::{Piece, Setup, SetupProblem, Square};

/// The points `piece` may stand on, from a0 up.
pub(crate) fn points(piece: Piece) -> Vec<Square> {
    Square::ALL
        .filter(|&sq| {
            let mut setup = Setup::empty();
            setup.put(sq, Some(piece));
            !setup.problems().iter().any(|p| {
                matches!(
                    p,
                    SetupProblem::GeneralOutsidePalace { .. }
                        | SetupProblem::AdvisorOffPoint { .. }
                        | SetupProblem::ElephantOffPoint { .. }
                        | SetupProblem::SoldierBehindStart { .. }
                )
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::{Color, Role};

    #[test]
    fn the_rules_give_the_familiar_counts_and_mirror_closed_sets() {
        let expected = [
            (Role::General, 9),
            (Role::Advisor, 5),
            (Role::Elephant, 7),
            (Role::Soldier, 55),
            (Role::Chariot, 90),
            (Role::Horse, 90),
            (Role::Cannon, 90),
        ];
        for color in Color::ALL {
            for (role, n) in expected {
                let pts = points(Piece::new(color, role));
                assert_eq!(pts.len(), n, "{color} {role}");
                for sq in &pts {
                    assert!(pts.contains(&sq.mirror()), "{color} {role} {sq}");
                }
            }
        }
    }
}
