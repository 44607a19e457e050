//! Self-play games for training data: the engine plays itself at a fixed
//! node count per move from varied openings, and each game gives its
//! quiet positions with the search's score and the game's result. The
//! evaluation's fit (`xiangqi-tune gen`) and the learned evaluation's data
//! (`xiangqi-nnue gen`) both read games made here.
//!
//! Each game starts with a walk through the opening book (a few plies,
//! chosen by weight) and a couple of uniformly random plies, so games
//! differ while the engine plays every later move deterministically: the
//! same seed gives the same game, whatever was played before it (the
//! engine starts every game afresh). A game ends by the rules, by
//! adjudication once the searches agree for several plies that one side
//! is far ahead, or as a draw at a ply cap.

mod quiet;

use xiangqi::{Color, Game, Position};
use xiangqi_openings::book::{pick, Book};

use crate::rng::Rng;
use crate::{Config, Engine, Limits, Score};

pub use quiet::is_quiet;

/// The engine that plays the data's games: the hand-written evaluation
/// alone, whatever the engine plays with by default. A data run started
/// before the default changed goes on writing the same games, the
/// evaluation's fit learns from the evaluation it fits, and a learned
/// correction learns what to add to the evaluation that played.
pub fn data_engine() -> Engine {
    let mut engine = Engine::new(16);
    engine.set_config(Config::hand_written());
    engine
}

/// How the games are played and which positions are kept.
#[derive(Clone, Copy, Debug)]
pub struct SelfPlay {
    /// The node budget of every move.
    pub nodes: u64,
    /// Positions before this ply are not kept.
    pub skip_plies: usize,
    /// Uniformly random plies after the book walk.
    pub random_plies: usize,
}

/// Score beyond which, held by the same side for [`ADJUDICATE_PLIES`]
/// consecutive searches, the game is given to that side.
pub const ADJUDICATE_CP: i32 = 1000;
/// How many consecutive searches must agree before a game is given.
pub const ADJUDICATE_PLIES: usize = 6;
/// Games still going at this ply are drawn.
pub const MAX_PLIES: usize = 300;

/// A kept position and the search's score of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// The position, before the move the search chose.
    pub pos: Position,
    /// The score of the search made from this position, in centipawns for
    /// the side to move; `None` when it found a mate.
    pub score_cp: Option<i32>,
}

/// One finished self-play game.
#[derive(Clone, Debug, PartialEq)]
pub struct SelfPlayGame {
    /// 1 Red won, 0.5 draw, 0 Black won.
    pub result: f32,
    /// The quiet positions out of check from [`SelfPlay::skip_plies`] on.
    pub samples: Vec<Sample>,
    /// The game's length.
    pub plies: usize,
    /// Whether the searches' agreement decided it rather than the rules.
    pub adjudicated: bool,
}

/// The seed of game `index` of a run seeded `seed`.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    seed.wrapping_mul(0x9E37_79B9).wrapping_add(index)
}

/// Plays one game seeded `seed` (see [`game_seed`]), `engine` starting
/// afresh.
pub fn play_game(engine: &mut Engine, seed: u64, s: &SelfPlay) -> SelfPlayGame {
    let mut rng = Rng::new(seed);
    engine.new_game();
    let start = Position::startpos();
    let mut game = Game::new(start.clone());
    open(&mut game, &mut rng, s.random_plies);
    let mut samples = Vec::new();
    // Consecutive plies the searches gave Red (positive) or Black
    // (negative) a decisive edge.
    let mut streak: i32 = 0;
    let limits = Limits::nodes(s.nodes);
    let end = |result: f32, samples: Vec<Sample>, game: &Game, adjudicated: bool| SelfPlayGame {
        result,
        samples,
        plies: game.ply_count(),
        adjudicated,
    };
    loop {
        if let Some(o) = game.outcome() {
            let r = match o.winner {
                Some(Color::Red) => 1.0,
                Some(Color::Black) => 0.0,
                None => 0.5,
            };
            return end(r, samples, &game, false);
        }
        if game.ply_count() >= MAX_PLIES {
            return end(0.5, samples, &game, false);
        }
        let pos = game.position().clone();
        let keep = game.ply_count() >= s.skip_plies && !pos.is_check() && is_quiet(&pos);
        let out = engine.search(&start, game.moves(), &limits, None, &mut |_| {});
        let Some(m) = out.best else {
            // The rules judge positions without a move; nothing to do.
            return end(0.5, samples, &game, false);
        };
        let for_mover = match out.score {
            Score::Cp(cp) => cp,
            Score::Mate(n) if n > 0 => ADJUDICATE_CP,
            Score::Mate(_) => -ADJUDICATE_CP,
        };
        if keep {
            let score_cp = match out.score {
                Score::Cp(cp) => Some(cp),
                Score::Mate(_) => None,
            };
            samples.push(Sample {
                pos: pos.clone(),
                score_cp,
            });
        }
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
            return end(r, samples, &game, true);
        }
        if game.play(m).is_err() {
            return end(0.5, samples, &game, false);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_depends_on_its_seed_alone() {
        let s = SelfPlay {
            nodes: 300,
            skip_plies: 4,
            random_plies: 2,
        };
        let mut engine = Engine::new(1);
        let first = play_game(&mut engine, game_seed(3, 1), &s);
        // Another game in between changes nothing.
        let _ = play_game(&mut engine, game_seed(3, 2), &s);
        let again = play_game(&mut engine, game_seed(3, 1), &s);
        assert_eq!(first, again);
        assert!(!first.samples.is_empty());
        assert!(first.samples.iter().all(|x| !x.pos.is_check()));
        assert!([0.0, 0.5, 1.0].contains(&first.result));
    }
}
