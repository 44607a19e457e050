//! The material table puzzles are stated in.
//!
//! A material puzzle's gain is counted with these fixed values, not with
//! the engine's evaluation, so that anyone can check it with the rules
//! alone: soldier 100 (crossed or not), advisor 200, elephant 200, horse
//! 400, cannon 450, chariot 900.

use xiangqi::{Color, Position, Role};

/// The value of a piece of `role` in the puzzles' material count.
pub const fn value(role: Role) -> i32 {
    match role {
        Role::General => 0,
        Role::Advisor | Role::Elephant => 200,
        Role::Horse => 400,
        Role::Cannon => 450,
        Role::Chariot => 900,
        Role::Soldier => 100,
    }
}

/// `side`'s material less the opponent's.
pub fn balance(pos: &Position, side: Color) -> i32 {
    pos.pieces()
        .map(|(_, p)| {
            if p.color == side {
                value(p.role)
            } else {
                -value(p.role)
            }
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_is_even_and_a_chariot_counts() {
        let pos = Position::startpos();
        assert_eq!(balance(&pos, Color::Red), 0);
        let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1").unwrap();
        assert_eq!(balance(&pos, Color::Red), 900);
        assert_eq!(balance(&pos, Color::Black), -900);
    }
}
