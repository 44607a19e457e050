//! The player's own figures, from the games and puzzles kept on the
//! device: results against each level of the computer and against
//! friends; a rating against the computer's levels over time, with its
//! uncertainty (Glicko-2 over the finished games against the rated levels,
//! in the order they were played, each level at its measured Elo); and
//! the puzzle rating over time; the accuracy of the player's moves in
//! the reviewed games against the computer.

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use xiangqi::{Color, RecordResult};

use crate::history_filter::players_side;
use crate::mode::Seating;
use crate::puzzle::Progress;
use crate::reviewed::ReviewedLine;
use crate::saved::SavedGame;

/// Where the rating against the computer starts, and its uncertainty.
pub const START_RATING: f64 = 1500.0;
pub const START_DEVIATION: f64 = 350.0;
/// How sure a level's measured Elo is taken to be.
const LEVEL_DEVIATION: f64 = 60.0;

/// Whom a tally is against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Against {
    /// The computer at this level.
    Level(u8),
    /// A friend beside you (or on another device).
    Friend,
    /// A friend face to face.
    FaceToFace,
}

/// Wins, draws and losses, from the player's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.won + self.drawn + self.lost
    }
}

/// One point of a rating over time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingPoint {
    /// When (ms since 1970).
    pub at: f64,
    pub rating: f64,
    /// Its uncertainty: the rating is within two deviations either way
    /// with about 95 % confidence.
    pub deviation: f64,
}

/// The player's figures.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayerRecord {
    /// Finished games by opponent, the computer's levels first.
    pub tallies: Vec<(Against, Tally)>,
    /// The rating against the computer after each finished game against
    /// a rated level, oldest first.
    pub rating: Vec<RatingPoint>,
    /// The puzzle rating after each rated attempt, oldest first.
    pub puzzles: Vec<RatingPoint>,
    /// The player's accuracy (0–100) in each reviewed game against the
    /// computer, oldest game first.
    pub accuracy: Vec<RatingPoint>,
}

/// The player's figures from `games` (in any order), the puzzle
/// `progress` and the `reviews` kept; `level_elo` gives a level's
/// measured strength.
pub fn player_record(
    games: &[SavedGame],
    progress: Option<&Progress>,
    reviews: &[ReviewedLine],
    level_elo: impl Fn(u8) -> Option<f64>,
) -> PlayerRecord {
    let mut finished: Vec<&SavedGame> = games
        .iter()
        .filter(|g| g.record.result != RecordResult::Unfinished)
        .collect();
    finished.sort_by(|a, b| a.started_at.total_cmp(&b.started_at));
    let mut tallies: Vec<(Against, Tally)> = Vec::new();
    let mut rating = Glicko2Rating {
        rating: START_RATING,
        deviation: START_DEVIATION,
        volatility: 0.06,
    };
    let mut series = Vec::new();
    let mut accuracy = Vec::new();
    for g in finished {
        let mine = players_side(g);
        if g.ai.is_some() {
            let line = g.line_key();
            if let Some(a) = reviews
                .iter()
                .find(|r| r.line == line)
                .and_then(|r| r.of(mine))
            {
                accuracy.push(RatingPoint {
                    at: g.started_at,
                    rating: a,
                    deviation: 0.0,
                });
            }
        }
        let score = match (g.record.result, mine) {
            (RecordResult::Draw, _) => Outcomes::DRAW,
            (RecordResult::RedWins, Color::Red) | (RecordResult::BlackWins, Color::Black) => {
                Outcomes::WIN
            }
            _ => Outcomes::LOSS,
        };
        let against = match (g.ai, g.seating) {
            (Some(_), _) => Against::Level(g.level),
            (None, Seating::FaceToFace) => Against::FaceToFace,
            (None, Seating::SideBySide) => Against::Friend,
        };
        let tally = match tallies.iter_mut().find(|(a, _)| *a == against) {
            Some((_, t)) => t,
            None => {
                tallies.push((against, Tally::default()));
                &mut tallies.last_mut().expect("just pushed").1
            }
        };
        match score {
            Outcomes::WIN => tally.won += 1,
            Outcomes::DRAW => tally.drawn += 1,
            Outcomes::LOSS => tally.lost += 1,
        }
        if let (Some(_), Some(elo)) = (g.ai, level_elo(g.level)) {
            let level = Glicko2Rating {
                rating: elo,
                deviation: LEVEL_DEVIATION,
                volatility: 0.06,
            };
            rating = glicko2(&rating, &level, &score, &Glicko2Config::new()).0;
            series.push(RatingPoint {
                at: g.started_at,
                rating: rating.rating,
                deviation: rating.deviation,
            });
        }
    }
    tallies.sort_by_key(|(a, _)| *a);
    let puzzles = progress
        .map(|p| {
            let mut points: Vec<RatingPoint> = p
                .history
                .iter()
                .map(|e| RatingPoint {
                    at: e.at,
                    rating: e.after,
                    deviation: 0.0,
                })
                .collect();
            points.sort_by(|a, b| a.at.total_cmp(&b.at));
            points
        })
        .unwrap_or_default();
    PlayerRecord {
        tallies,
        rating: series,
        puzzles,
        accuracy,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(ai: Option<Color>, level: u8, result: RecordResult, at: f64) -> SavedGame {
        crate::saved::finished_game(ai, level, result, at, "h2e2")
    }

    fn elo(level: u8) -> Option<f64> {
        Some(1000.0 + 200.0 * f64::from(level))
    }

    #[test]
    fn results_are_counted_by_opponent_from_the_players_side() {
        let games = [
            game(Some(Color::Black), 3, RecordResult::RedWins, 1.0),
            game(Some(Color::Red), 3, RecordResult::RedWins, 2.0),
            game(Some(Color::Black), 3, RecordResult::Draw, 3.0),
            game(None, 0, RecordResult::BlackWins, 4.0),
            game(None, 0, RecordResult::Unfinished, 5.0),
        ];
        let r = player_record(&games, None, &[], elo);
        assert_eq!(
            r.tallies,
            vec![
                (
                    Against::Level(3),
                    Tally {
                        won: 1,
                        drawn: 1,
                        lost: 1
                    }
                ),
                (
                    Against::Friend,
                    Tally {
                        won: 0,
                        drawn: 0,
                        lost: 1
                    }
                ),
            ]
        );
        assert_eq!(r.rating.len(), 3, "a point per game against the computer");
    }

    #[test]
    fn wins_against_a_level_raise_the_rating_toward_it_and_narrow_it() {
        let wins: Vec<SavedGame> = (0..12)
            .map(|i| game(Some(Color::Black), 5, RecordResult::RedWins, f64::from(i)))
            .collect();
        let r = player_record(&wins, None, &[], elo);
        let (first, last) = (r.rating[0], r.rating[11]);
        assert!(last.rating > first.rating && last.rating > elo(5).unwrap());
        assert!(last.deviation < first.deviation && first.deviation < START_DEVIATION);
    }

    #[test]
    fn the_accuracy_is_the_players_side_of_each_reviewed_game_against_the_computer() {
        let mut games = vec![
            // The player is Red against the computer, then Black.
            game(Some(Color::Black), 3, RecordResult::RedWins, 2.0),
            game(Some(Color::Red), 3, RecordResult::RedWins, 1.0),
            // Face to face: no one's own accuracy.
            game(None, 0, RecordResult::Draw, 3.0),
        ];
        games[1].record.moves.push("h9g7".parse().unwrap());
        let review = |g: &SavedGame, red, black| ReviewedLine {
            line: g.line_key(),
            red: Some(red),
            black: Some(black),
            at: 9.0,
        };
        let reviews = [
            review(&games[0], 91.0, 40.0),
            review(&games[1], 30.0, 77.0),
            review(&games[2], 60.0, 60.0),
        ];
        let r = player_record(&games, None, &reviews, elo);
        let points: Vec<(f64, f64)> = r.accuracy.iter().map(|p| (p.at, p.rating)).collect();
        assert_eq!(
            points,
            vec![(1.0, 77.0), (2.0, 91.0)],
            "oldest first, the player's side"
        );
        // A game never reviewed has no point.
        let r = player_record(&games, None, &reviews[1..2], elo);
        assert_eq!(r.accuracy.len(), 1);
    }
}
