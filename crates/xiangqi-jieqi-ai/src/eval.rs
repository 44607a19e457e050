//! What a world is worth to the side to move.

use xiangqi::{Role, Square};
use xiangqi_jieqi::Token;

use crate::world::World;

/// A piece's worth in centipawns. Face-up advisors and elephants roam the
/// whole board in 揭棋, so they are worth more than in xiangqi.
fn worth(role: Role, square: Square, owner: xiangqi::Color) -> i32 {
    match role {
        Role::General => 0,
        Role::Advisor => 140,
        Role::Elephant => 150,
        Role::Horse => 280,
        Role::Cannon => 300,
        Role::Chariot => 600,
        Role::Soldier if square.crossed_river(owner) => 110,
        Role::Soldier => 50,
    }
}

/// A face-down piece's small discount: it moves as its point's piece
/// until it is turned over, and its owner does not know it either.
const FACE_DOWN_DISCOUNT: i32 = 10;

/// The material of the side to move less the other's.
pub fn evaluate(world: &World) -> i32 {
    let us = world.position.side_to_move();
    let mut score = 0;
    for square in xiangqi::Square::ALL {
        let Some(token) = world.position.at(square) else {
            continue;
        };
        let Some(role) = world.identity(square) else {
            continue;
        };
        let mut value = worth(role, square, token.color());
        if matches!(token, Token::Hidden(_)) {
            value -= FACE_DOWN_DISCOUNT;
        }
        score += if token.color() == us { value } else { -value };
    }
    score
}

/// A captured piece's worth, for ordering captures.
pub fn victim_worth(world: &World, square: Square) -> i32 {
    match (world.position.at(square), world.identity(square)) {
        (Some(token), Some(role)) => worth(role, square, token.color()),
        _ => 0,
    }
}
