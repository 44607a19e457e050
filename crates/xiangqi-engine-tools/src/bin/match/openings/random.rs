//! Neutral openings: a few random legal plies from the start position,
//! kept only where a short search finds neither side clearly ahead.

use std::collections::HashSet;

use xiangqi::{Game, Position};
use xiangqi_engine::rng::Rng;
use xiangqi_engine::{Config, Engine, Limits, Score};

use super::Opening;

/// How deep the judge searches each candidate. A depth limit keeps the
/// verdict the same on every machine and under any load.
pub const JUDGE_DEPTH: u32 = 8;
/// The judge's hash table in MiB.
const JUDGE_HASH_MIB: usize = 4;
/// Candidates tried per opening wanted before giving up.
const TRIES_PER_OPENING: usize = 200;

/// Scores candidate openings with a fixed, fresh search of this engine
/// at full strength, with the hand-written evaluation alone: the judge
/// stays the same when the engine's evaluation changes, so a seed names
/// the same openings before and after (and matches measured on them
/// stay comparable).
pub struct Judge {
    engine: Engine,
}

impl Default for Judge {
    fn default() -> Self {
        let mut engine = Engine::new(JUDGE_HASH_MIB);
        engine.set_config(Config::hand_written());
        Judge { engine }
    }
}

impl Judge {
    /// The score of the position after `opening` for the side to move,
    /// in centipawns; `None` when the search finds a mate or no move.
    pub fn score(&mut self, opening: &Opening) -> Option<i32> {
        self.engine.new_game();
        let outcome = self.engine.search(
            &opening.start,
            &opening.moves,
            &Limits::depth(JUDGE_DEPTH),
            None,
            &mut |_| {},
        );
        match (outcome.best, outcome.score) {
            (Some(_), Score::Cp(cp)) => Some(cp),
            _ => None,
        }
    }

    /// Whether neither side is ahead by more than `margin_cp`.
    pub fn balanced(&mut self, opening: &Opening, margin_cp: i32) -> bool {
        self.score(opening).is_some_and(|cp| cp.abs() <= margin_cp)
    }
}

/// What [`random_openings`] made.
pub struct Generated {
    pub openings: Vec<Opening>,
    /// Candidates set aside: over, repeated, or out of balance.
    pub skipped: usize,
}

/// `count` different openings of `plies` uniformly random legal plies
/// from the start position, each within `margin_cp` by the [`Judge`];
/// the same for the same `seed`. Candidates where the game is already
/// over (mate, stalemate, a rule) or that repeat an earlier position are
/// skipped too.
pub fn random_openings(
    seed: u64,
    plies: usize,
    margin_cp: i32,
    count: usize,
) -> Result<Generated, String> {
    let mut rng = Rng::new(seed.wrapping_mul(0x9E37_79B9).wrapping_add(0x5EED));
    let mut judge = Judge::default();
    let mut seen = HashSet::new();
    let mut openings = Vec::with_capacity(count);
    let mut skipped = 0;
    let budget = count
        .saturating_mul(TRIES_PER_OPENING)
        .max(TRIES_PER_OPENING);
    for _ in 0..budget {
        if openings.len() == count {
            break;
        }
        let kept = random_walk(&mut rng, plies).filter(|opening| {
            seen.insert(opening.position().zobrist()) && judge.balanced(opening, margin_cp)
        });
        match kept {
            Some(opening) => openings.push(opening),
            None => skipped += 1,
        }
    }
    if openings.len() < count {
        return Err(format!(
            "only {} of {count} random openings of {plies} plies are within {margin_cp} cp \
             after {budget} tries; allow a larger --balance",
            openings.len()
        ));
    }
    Ok(Generated { openings, skipped })
}

/// One walk of `plies` random legal moves; `None` if the game ends on
/// the way or leaves the side to move without a move.
fn random_walk(rng: &mut Rng, plies: usize) -> Option<Opening> {
    let mut game = Game::new(Position::startpos());
    for _ in 0..plies {
        let moves = game.legal_moves();
        if game.is_over() || moves.is_empty() {
            return None;
        }
        let m = moves[rng.below(moves.len() as u64) as usize];
        game.play(m).ok()?;
    }
    if game.is_over() || game.legal_moves().is_empty() {
        return None;
    }
    Some(Opening::line(game.moves().to_vec()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_legal_balanced_openings() {
        let a = random_openings(1, 6, 150, 6).unwrap();
        let b = random_openings(1, 6, 150, 6).unwrap();
        assert_eq!(a.openings, b.openings);
        assert_eq!(a.skipped, b.skipped);
        let other = random_openings(2, 6, 150, 6).unwrap();
        assert_ne!(a.openings, other.openings);
        let mut judge = Judge::default();
        let mut positions = HashSet::new();
        for opening in &a.openings {
            assert_eq!(opening.moves.len(), 6);
            let mut game = Game::new(Position::startpos());
            for &m in &opening.moves {
                game.play(m).unwrap();
            }
            assert!(!game.is_over());
            let cp = judge.score(opening).unwrap();
            assert!(cp.abs() <= 150, "{cp}");
            assert!(positions.insert(opening.position().zobrist()));
        }
    }

    #[test]
    fn a_tighter_margin_skips_more() {
        let loose = random_openings(3, 6, 1000, 8).unwrap();
        let tight = random_openings(3, 6, 40, 8).unwrap();
        assert!(tight.skipped > loose.skipped);
        let mut judge = Judge::default();
        for opening in &tight.openings {
            assert!(judge.score(opening).unwrap().abs() <= 40);
        }
    }

    #[test]
    fn the_judge_sees_a_missing_chariot() {
        let mut judge = Judge::default();
        assert!(judge.balanced(&Opening::line(vec![]), 150));
        let chariot_down = Opening {
            start: Position::from_fen(
                "1nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
            )
            .unwrap(),
            moves: vec![],
        };
        assert!(judge.score(&chariot_down).unwrap() > 400);
        assert!(!judge.balanced(&chariot_down, 150));
    }

    #[test]
    fn too_few_openings_is_an_error() {
        // With no plies every candidate is the start position again.
        let err = random_openings(1, 0, 150, 2).err().unwrap();
        assert!(err.contains("--balance"), "{err}");
    }
}
