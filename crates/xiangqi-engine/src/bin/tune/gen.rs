//! `gen`: self-play games of the engine at a fixed node count per move,
//! from varied openings, with their quiet positions labelled by the game's
//! result.
//!
//! Each game starts with a walk through the opening book (a few plies,
//! chosen by weight) and a couple of uniformly random plies, so games
//! differ while the engine plays every later move deterministically. A
//! game ends by the rules, by adjudication once both sides' searches agree
//! that one side is far ahead for several plies, or as a draw at a ply cap.

use std::io::Write;
use std::time::Instant;

use xiangqi::{Color, Game, Position};
use xiangqi_engine::rng::Rng;
use xiangqi_engine::{Engine, Limits, Score};
use xiangqi_openings::book::{pick, Book};

use crate::data::write_line;
use crate::quiet::is_quiet;

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

/// Score beyond which, held by the same side for [`ADJUDICATE_PLIES`]
/// consecutive searches, the game is given to that side.
const ADJUDICATE_CP: i32 = 1000;
const ADJUDICATE_PLIES: usize = 6;
/// Games still going at this ply are drawn.
const MAX_PLIES: usize = 300;

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
    let mut engine = Engine::new(16);
    let mut stats = GenStats::default();
    let started = Instant::now();
    for g in 0..s.games {
        let mut rng = Rng::new(s.seed.wrapping_mul(0x9E37_79B9).wrapping_add(g as u64));
        engine.new_game();
        let (result, positions, plies, adjudicated) = play_one(&mut engine, &mut rng, s);
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

/// One game: its result for Red, the positions kept, its length and
/// whether it was adjudicated.
fn play_one(
    engine: &mut Engine,
    rng: &mut Rng,
    s: &GenSettings,
) -> (f32, Vec<Position>, usize, bool) {
    let start = Position::startpos();
    let mut game = Game::new(start.clone());
    open(&mut game, rng, s.random_plies);
    let mut kept = Vec::new();
    // Consecutive plies the searches gave Red (positive) or Black
    // (negative) a decisive edge.
    let mut streak: i32 = 0;
    let limits = Limits::nodes(s.nodes);
    loop {
        if let Some(o) = game.outcome() {
            let r = match o.winner {
                Some(Color::Red) => 1.0,
                Some(Color::Black) => 0.0,
                None => 0.5,
            };
            return (r, kept, game.ply_count(), false);
        }
        if game.ply_count() >= MAX_PLIES {
            return (0.5, kept, game.ply_count(), false);
        }
        let pos = game.position().clone();
        if game.ply_count() >= s.skip_plies && !pos.is_check() && is_quiet(&pos) {
            kept.push(pos.clone());
        }
        let out = engine.search(&start, game.moves(), &limits, None, &mut |_| {});
        let Some(m) = out.best else {
            // The rules judge positions without a move; nothing to do.
            return (0.5, kept, game.ply_count(), false);
        };
        let for_mover = match out.score {
            Score::Cp(cp) => cp,
            Score::Mate(n) if n > 0 => ADJUDICATE_CP,
            Score::Mate(_) => -ADJUDICATE_CP,
        };
        let for_red = if pos.side_to_move() == Color::Red {
            for_mover
        } else {
            -for_mover
        };
        streak = match (for_red >= ADJUDICATE_CP, for_red <= -ADJUDICATE_CP) {
            (true, _) => streak.max(0) + 1,
            (_, true) => streak.min(0) - 1,
            _ => 0,
        };
        if streak.unsigned_abs() as usize >= ADJUDICATE_PLIES {
            let r = if streak > 0 { 1.0 } else { 0.0 };
            return (r, kept, game.ply_count(), true);
        }
        if game.play(m).is_err() {
            return (0.5, kept, game.ply_count(), false);
        }
    }
}

/// Plays the opening: book moves for a random number of plies (while the
/// position is in the book), then `random_plies` uniformly random moves.
fn open(game: &mut Game, rng: &mut Rng, random_plies: usize) {
    let book_plies = 2 + rng.below(9) as usize;
    for _ in 0..book_plies {
        let choices = Book::builtin().probe(game.position());
        match pick(&choices, rng.next_u64()) {
            Some(m) if game.play(m).is_ok() => {}
            _ => break,
        }
    }
    for _ in 0..random_plies {
        let moves = game.legal_moves();
        if moves.is_empty() || game.is_over() {
            break;
        }
        let m = moves[rng.below(moves.len() as u64) as usize];
        if game.play(m).is_err() {
            break;
        }
    }
}
