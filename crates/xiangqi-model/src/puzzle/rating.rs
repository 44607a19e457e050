//! Glicko-2 ratings for the puzzle trainer, computed by the `skillratings`
//! crate. Each attempt is one rated game between the player and the
//! puzzle: solved alone is a win for the player, solved after the first
//! hint (the piece to move) a draw, and a wrong move, the second hint (the
//! move itself) or "Show solution" a loss. Both sides are updated: the
//! player's rating, and the puzzle's own rating on this device, which
//! starts from the collection's estimate.

use serde::{Deserialize, Serialize};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// The deviation a puzzle starts with: the collection's estimate is
/// trusted more than a new player's 350.
pub const PUZZLE_DEVIATION: f64 = 150.0;

/// The deviation a new player starts with. Glicko-2's usual 350 lets
/// one early attempt move the rating by hundreds of points; 200 still
/// settles within a few dozen attempts.
pub const PLAYER_DEVIATION: f64 = 200.0;

/// Where a new player starts: among the easier puzzles (the collection's
/// median is about 1100 and its lower quarter under 910), so the first
/// puzzles offered are ones a beginner can solve; a stronger player
/// climbs in a few attempts.
pub const NEW_PLAYER_RATING: f64 = 1000.0;

/// A Glicko-2 rating: the rating, its deviation and its volatility.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player: [`NEW_PLAYER_RATING`] ± [`PLAYER_DEVIATION`],
    /// volatility 0.06.
    fn default() -> Rating {
        Rating {
            rating: NEW_PLAYER_RATING,
            deviation: PLAYER_DEVIATION,
            volatility: 0.06,
        }
    }
}

impl Rating {
    /// A puzzle never attempted here: the collection's `estimate`.
    pub fn of_puzzle(estimate: u32) -> Rating {
        Rating {
            rating: f64::from(estimate),
            deviation: PUZZLE_DEVIATION,
            volatility: 0.06,
        }
    }

    /// The rating as a whole number, as shown.
    pub fn shown(&self) -> i32 {
        self.rating.round() as i32
    }

    /// Whether stored numbers can be used (finite, deviation positive).
    pub fn is_sane(&self) -> bool {
        self.rating.is_finite()
            && self.deviation.is_finite()
            && self.volatility.is_finite()
            && self.deviation > 0.0
            && self.volatility > 0.0
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(r: Glicko2Rating) -> Rating {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(r: Rating) -> Glicko2Rating {
        Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

/// How an attempt ended, as a game between the player and the puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Result {
    /// Solved without help.
    Solved,
    /// Solved after the first hint (the piece to move was shown).
    Assisted,
    /// A wrong move, the move shown as a hint, or the solution shown.
    Failed,
}

/// The player's and the puzzle's ratings after an attempt.
pub fn rate(player: Rating, puzzle: Rating, result: Result) -> (Rating, Rating) {
    let outcome = match result {
        Result::Solved => Outcomes::WIN,
        Result::Assisted => Outcomes::DRAW,
        Result::Failed => Outcomes::LOSS,
    };
    let (p, q) = glicko2(
        &player.into(),
        &puzzle.into(),
        &outcome,
        &Glicko2Config::new(),
    );
    (p.into(), q.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solving_raises_the_player_and_lowers_the_puzzle() {
        let (p, q) = rate(Rating::default(), Rating::of_puzzle(1000), Result::Solved);
        assert!(p.rating > 1000.0 && q.rating < 1000.0);
        assert!(p.deviation < PLAYER_DEVIATION);
        let (p, q) = rate(Rating::default(), Rating::of_puzzle(1000), Result::Failed);
        assert!(p.rating < 1000.0 && q.rating > 1000.0);
    }

    #[test]
    fn a_first_failure_costs_a_sensible_amount() {
        let (p, _) = rate(Rating::default(), Rating::of_puzzle(900), Result::Failed);
        let drop = NEW_PLAYER_RATING - p.rating;
        assert!(drop > 20.0 && drop < 250.0, "{drop}");
    }

    #[test]
    fn an_assisted_solve_of_an_equal_puzzle_moves_little() {
        let (p, _) = rate(Rating::default(), Rating::of_puzzle(1000), Result::Assisted);
        assert!((p.rating - NEW_PLAYER_RATING).abs() < 1.0);
    }

    #[test]
    fn beating_an_easy_puzzle_earns_less_than_a_hard_one() {
        let easy = rate(Rating::default(), Rating::of_puzzle(900), Result::Solved).0;
        let hard = rate(Rating::default(), Rating::of_puzzle(2100), Result::Solved).0;
        assert!(easy.rating < hard.rating);
    }
}
