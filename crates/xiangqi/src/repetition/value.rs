//! The material values that decide whether an attack on a protected piece
//! is a chase.
//!
//! The Chinese rules (象棋竞赛规则, 棋例, on 子力价值) weigh the pieces as:
//! a chariot is worth two horses, two cannons, or a horse and a cannon; a
//! horse equals a cannon; an advisor equals an elephant; a soldier that
//! has crossed the river has a floating value, and one that has not, like
//! the general, is no "piece of value" at all (attacking it is never a
//! chase). This module fixes the crossed soldier at the advisor's value,
//! which is the reading of the AXF rules too (a crossed soldier may be
//! chased only when unprotected).

use crate::piece::Piece;
use crate::role::Role;
use crate::square::Square;

/// The value of `piece` standing on `sq`, for chase rulings: chariot 4,
/// horse and cannon 3, advisor, elephant and crossed soldier 2, uncrossed
/// soldier 1, general 0 (never chased: attacking it is a check).
#[inline]
pub(super) fn value(piece: Piece, sq: Square) -> u8 {
    match piece.role {
        Role::Chariot => 4,
        Role::Horse | Role::Cannon => 3,
        Role::Advisor | Role::Elephant => 2,
        Role::Soldier if sq.crossed_river(piece.color) => 2,
        Role::Soldier => 1,
        Role::General => 0,
    }
}

/// The lowest value a piece must have for an attack on it to be a chase:
/// uncrossed soldiers and the general are below it.
pub(super) const CHASEABLE: u8 = 2;

/// Whether `piece` can chase at all: the general and soldiers attacking by
/// themselves make idle moves (Chinese rules, 棋例通则).
#[inline]
pub(super) fn can_chase(piece: Piece) -> bool {
    !matches!(piece.role, Role::General | Role::Soldier)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::color::Color;

    fn at(color: Color, role: Role, sq: &str) -> u8 {
        value(Piece::new(color, role), sq.parse().unwrap())
    }

    #[test]
    fn one_table_orders_the_pieces() {
        assert!(at(Color::Black, Role::Chariot, "a9") > at(Color::Black, Role::Horse, "b9"));
        assert_eq!(
            at(Color::Black, Role::Horse, "b9"),
            at(Color::Black, Role::Cannon, "b7")
        );
        assert!(at(Color::Red, Role::Cannon, "b2") > at(Color::Red, Role::Advisor, "d0"));
        assert_eq!(
            at(Color::Red, Role::Advisor, "d0"),
            at(Color::Red, Role::Elephant, "c0")
        );
        // A red soldier counts once it stands on Black's half (ranks 5..9).
        assert_eq!(at(Color::Red, Role::Soldier, "e5"), CHASEABLE);
        assert!(at(Color::Red, Role::Soldier, "e4") < CHASEABLE);
        assert_eq!(at(Color::Black, Role::Soldier, "e4"), CHASEABLE);
        assert!(at(Color::Black, Role::General, "e9") < CHASEABLE);
    }
}
