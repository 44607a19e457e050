//! `gen`: self-play games of the engine at a fixed node count per move,
//! from varied openings, with their quiet positions labelled by the game's
//! result (the games themselves: `xiangqi_engine::selfplay`).

use std::io::Write;
use std::time::Instant;

use xiangqi_engine::selfplay::{data_engine, game_seed, play_game, SelfPlay};

use crate::data::write_line;

/// How the games are played and sampled.
pub struct GenSettings {
    pub games: u32,
    pub nodes: u64,
    pub seed: u64,
    /// Positions before this ply are not recorded.
    pub skip_plies: usize,
    /// Uniformly random plies after the book walk.
    pub random_plies: usize,
}

/// Totals for the report.
#[derive(Default)]
pub struct GenStats {
    pub positions: usize,
    /// Red wins, draws, Black wins.
    pub results: [u32; 3],
    pub adjudicated: u32,
    pub plies: usize,
}

/// Plays the games, writing each game's data lines to `out` as it ends
/// (a long run stopped early keeps its finished games), and reports
/// progress.
pub fn generate(s: &GenSettings, out: &mut impl Write) -> Result<GenStats, String> {
    let mut engine = data_engine();
    let mut stats = GenStats::default();
    let started = Instant::now();
    for g in 0..s.games {
        let game = play_game(
            &mut engine,
            game_seed(s.seed, u64::from(g)),
            &SelfPlay {
                nodes: s.nodes,
                skip_plies: s.skip_plies,
                random_plies: s.random_plies,
            },
        );
        let (result, plies, adjudicated) = (game.result, game.plies, game.adjudicated);
        let positions: Vec<_> = game.samples.into_iter().map(|x| x.pos).collect();
        stats.results[match result {
            r if r > 0.75 => 0,
            r if r < 0.25 => 2,
            _ => 1,
        }] += 1;
        stats.adjudicated += u32::from(adjudicated);
        stats.plies += plies;
        stats.positions += positions.len();
        let mut lines = String::new();
        for pos in &positions {
            write_line(&mut lines, g, result, pos);
        }
        out.write_all(lines.as_bytes())
            .and_then(|()| out.flush())
            .map_err(|e| format!("cannot write the data: {e}"))?;
        if (g + 1) % 50 == 0 || g + 1 == s.games {
            let secs = started.elapsed().as_secs_f64();
            eprintln!(
                "gen: {} games, {} positions, red/draw/black {}/{}/{}, {:.0} positions/s",
                g + 1,
                stats.positions,
                stats.results[0],
                stats.results[1],
                stats.results[2],
                stats.positions as f64 / secs.max(1e-9)
            );
        }
    }
    Ok(stats)
}
