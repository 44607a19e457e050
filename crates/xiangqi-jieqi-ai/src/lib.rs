//! The computer's play at 揭棋.
//!
//! It is given a [`Position`], which holds only what both players see: it
//! cannot know what a face-down piece is. It plays by supposition (what
//! card-game programs call determinization): it draws, many times, what
//! every face-down piece might be from the pieces each side still has
//! face down, searches each such world as if it were known, and plays
//! the move whose scores summed over the worlds are best. The draws come
//! from its own seed, so the same seed and the same position give the
//! same move, whatever the game's bag holds.

mod eval;
mod search;
mod world;

use xiangqi::Move;
use xiangqi_jieqi::Position;

pub use world::World;

/// How hard it thinks, and how much it errs on purpose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strength {
    /// Worlds supposed per move.
    pub worlds: u32,
    /// Plies searched in each, before captures are played out.
    pub depth: u32,
    /// At most this many centipawns of noise added to each move's score,
    /// so that weaker levels choose among near moves as people do.
    pub noise_cp: i32,
}

/// The strength of each of the app's eight levels at 揭棋, weakest first.
pub const LEVELS: [Strength; 8] = [
    Strength {
        worlds: 2,
        depth: 1,
        noise_cp: 250,
    },
    Strength {
        worlds: 3,
        depth: 1,
        noise_cp: 120,
    },
    Strength {
        worlds: 4,
        depth: 2,
        noise_cp: 80,
    },
    Strength {
        worlds: 6,
        depth: 2,
        noise_cp: 40,
    },
    Strength {
        worlds: 8,
        depth: 2,
        noise_cp: 15,
    },
    Strength {
        worlds: 10,
        depth: 3,
        noise_cp: 8,
    },
    Strength {
        worlds: 12,
        depth: 3,
        noise_cp: 0,
    },
    Strength {
        worlds: 16,
        depth: 4,
        noise_cp: 0,
    },
];

/// The strength of level `level` (1..=8; outside, the nearest).
pub fn level(level: u8) -> Strength {
    LEVELS[usize::from(level.clamp(1, 8)) - 1]
}

/// The move the computer plays in `position` (none if it has none),
/// drawing its suppositions from `seed`.
pub fn choose_move(position: &Position, strength: Strength, seed: u64) -> Option<Move> {
    think(position, strength, seed).mv
}

/// What the computer plays and how much it searched for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thought {
    /// The move (none if it has none).
    pub mv: Option<Move>,
    /// The positions searched, over all the worlds supposed.
    pub nodes: u64,
}

/// [`choose_move`], with the count of positions searched.
pub fn think(position: &Position, strength: Strength, seed: u64) -> Thought {
    let moves = position.legal_moves();
    if moves.len() <= 1 {
        return Thought {
            mv: moves.first().copied(),
            nodes: 0,
        };
    }
    let mut nodes = 0;
    let mut rng = oorandom::Rand32::new(seed);
    let mut totals = vec![0i64; moves.len()];
    for _ in 0..strength.worlds.max(1) {
        let world = World::suppose(position, &mut rng);
        for (total, score) in totals.iter_mut().zip(search::score_moves(
            &world,
            &moves,
            strength.depth,
            &mut nodes,
        )) {
            *total += i64::from(score);
        }
    }
    let worlds = i64::from(strength.worlds.max(1));
    let noise = |rng: &mut oorandom::Rand32| match strength.noise_cp {
        0 => 0,
        n => rng.rand_range(0..(2 * n as u32 + 1)) as i64 - i64::from(n),
    };
    let scored: Vec<i64> = totals
        .iter()
        .map(|t| t / worlds + noise(&mut rng))
        .collect();
    let best = (0..moves.len())
        .max_by_key(|i| scored[*i])
        .expect("moves to choose from");
    Thought {
        mv: Some(moves[best]),
        nodes,
    }
}

#[cfg(test)]
mod tests;
