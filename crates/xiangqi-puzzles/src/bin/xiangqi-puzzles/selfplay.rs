//! Self-play games to mine: varied levels from varied openings.

use xiangqi::{Game, Position};
use xiangqi_engine::rng::Rng;
use xiangqi_engine::{level_by_number, Engine, Level, Limits};

/// Plies a game may last before it is cut off.
const MAX_PLIES: usize = 240;

/// Nodes a player may search for one move.
const MOVE_NODES: u64 = 500_000;

/// The positions of one game, from its start.
pub struct PlayedGame {
    pub positions: Vec<Position>,
    /// Plies of the random opening, not mined.
    pub opening: usize,
    pub levels: [u8; 2],
}

/// The level with its time cap removed: the depth cap and
/// [`MOVE_NODES`] bound it, so a game is the same on a fast or a busy
/// machine.
fn untimed(number: u8) -> Option<Level> {
    level_by_number(number).map(|l| Level {
        max_time_ms: None,
        ..*l
    })
}

/// Plays game `index` of `seed`: two to five random plies, then two
/// engines at levels 2..=6 (each side its own, drawn at random).
pub fn play(seed: u64, index: u64) -> PlayedGame {
    let mut rng = Rng::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ index);
    let mut game = Game::new(Position::startpos());
    let opening = 2 + rng.below(4) as usize;
    for _ in 0..opening {
        let moves = game.legal_moves();
        let m = moves[rng.below(moves.len() as u64) as usize];
        let _ = game.play(m);
    }
    let levels = [2 + rng.below(5) as u8, 2 + rng.below(5) as u8];
    let mut engines = [Engine::new(16), Engine::new(16)];
    for (i, e) in engines.iter_mut().enumerate() {
        e.set_seed(rng.next_u64() ^ i as u64);
        e.new_game();
    }
    // The node cap replaces the levels' time cap as the guard against a
    // search that explodes (a quiescence search full of checks).
    let limits = Limits {
        depth: Some(8),
        nodes: Some(MOVE_NODES),
        ..Limits::default()
    };
    while game.outcome().is_none() && game.ply_count() < MAX_PLIES {
        let side = game.side_to_move().index();
        let level = untimed(levels[side]);
        let out = engines[side].search(
            game.start(),
            game.moves(),
            &limits,
            level.as_ref(),
            &mut |_| {},
        );
        let Some(m) = out.best else { break };
        if game.play(m).is_err() {
            break;
        }
    }
    PlayedGame {
        positions: game.positions().to_vec(),
        opening,
        levels,
    }
}
