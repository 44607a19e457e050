//! One supposition of what every face-down piece is.

use xiangqi::{Color, Move, Role, Square};
use xiangqi_jieqi::{Played, Position};

/// A position with a supposed identity for each face-down piece: a world
/// of full information, searched as such.
#[derive(Clone, Debug)]
pub struct World {
    /// The position as both players see it.
    pub position: Position,
    /// What each face-down piece is supposed to be, by point.
    identities: [Option<Role>; 90],
}

impl World {
    /// Supposes what `position`'s face-down pieces are: each side's
    /// pieces still face down, shuffled onto its face-down points.
    pub fn suppose(position: &Position, rng: &mut oorandom::Rand32) -> World {
        let mut identities = [None; 90];
        for color in Color::ALL {
            let mut pool = position.unrevealed_pool(color);
            for square in position.hidden_squares(color) {
                let pick = rng.rand_range(0..pool.len() as u32) as usize;
                identities[square.index()] = Some(pool.swap_remove(pick));
            }
        }
        World {
            position: position.clone(),
            identities,
        }
    }

    /// What the piece on `square` is in this world, face up or down.
    pub fn identity(&self, square: Square) -> Option<Role> {
        match self.position.at(square)? {
            xiangqi_jieqi::Token::Shown(_, role) => Some(role),
            xiangqi_jieqi::Token::Hidden(_) => self.identities[square.index()],
        }
    }

    /// The world after `mv`, with what it turns over as supposed.
    pub fn play(&self, mv: Move) -> (World, Played) {
        let identities = &self.identities;
        let (position, played) = self.position.play(mv, |_, square, _| {
            identities[square.index()].expect("a supposed identity")
        });
        let mut next = World {
            position,
            identities: self.identities,
        };
        next.identities[mv.from.index()] = None;
        next.identities[mv.to.index()] = None;
        (next, played)
    }
}
