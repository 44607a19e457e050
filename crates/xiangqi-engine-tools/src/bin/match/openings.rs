//! The openings a match starts its games from: where each game pair
//! begins (a position and the moves played from it before the players
//! take over).

mod book;
mod file;
mod random;

use std::path::PathBuf;

use xiangqi::{Color, Game, Move, Position};
use xiangqi_model::handicap::Handicap;

/// Where the games start (`--book-plies`, `--random-plies`, `--openings`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OpeningChoice {
    /// The 20 fixed lines.
    Fixed,
    /// Walks of this many plies through the opening book.
    Book { plies: usize },
    /// This many random legal plies, kept within `balance_cp`.
    Random { plies: usize, balance_cp: i32 },
    /// The positions in a file, one FEN a line.
    File(PathBuf),
}

pub use book::book_walk;
pub use random::random_openings;

/// Where a pair of games starts: `moves` played from `start`. The players
/// are handed the whole history, so repetitions count from `start`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opening {
    pub start: Position,
    pub moves: Vec<Move>,
}

impl Opening {
    /// A line of moves from the start position.
    pub fn line(moves: Vec<Move>) -> Opening {
        Opening {
            start: Position::startpos(),
            moves,
        }
    }

    /// The same moves from the start with `giver`'s pieces of `handicap`
    /// taken away; `None` if a move is no longer legal there (it moves a
    /// piece given).
    pub fn given(&self, handicap: Handicap, giver: Color) -> Option<Opening> {
        if handicap == Handicap::None {
            return Some(self.clone());
        }
        let start = handicap.start(giver);
        let mut game = Game::new(start.clone());
        for &m in &self.moves {
            game.play(m).ok()?;
        }
        Some(Opening {
            start,
            moves: self.moves.clone(),
        })
    }

    /// Whether the opening can be played with `handicap` given by either
    /// side.
    pub fn playable_with(&self, handicap: Handicap) -> bool {
        [Color::Red, Color::Black]
            .into_iter()
            .all(|giver| self.given(handicap, giver).is_some())
    }

    /// The position the players take over.
    pub fn position(&self) -> Position {
        let mut pos = self.start.clone();
        for &m in &self.moves {
            pos.do_move(m);
        }
        pos
    }
}

/// Short balanced opening lines in ICCS; each is played twice, once with
/// each player as Red.
pub const OPENINGS: [&str; 20] = [
    "h2e2 h9g7",
    "h2e2 b9c7",
    "h2e2 h7e7",
    "h2e2 b7e7",
    "c3c4 g6g5",
    "c3c4 b9c7",
    "g3g4 c6c5",
    "b0c2 h9g7",
    "h0g2 b9c7",
    "c0e2 h7e7",
    "g0e2 b7e7",
    "b2d2 h9g7",
    "h2d2 h9g7",
    "b2e2 h9g7 h0g2 i9h9",
    "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7",
    "c3c4 c6c5 b0c2 b9c7",
    "h2e2 h7e7 h0g2 h9g7",
    "b2c2 h9g7",
    "h2g2 b9c7",
    "e3e4 h9g7",
];

/// The fixed opening lines.
pub fn openings() -> Vec<Opening> {
    OPENINGS
        .iter()
        .map(|l| {
            Opening::line(
                l.split_whitespace()
                    .filter_map(|m| m.parse().ok())
                    .collect(),
            )
        })
        .collect()
}

/// One opening for each of `pairs` game pairs, and a line saying where
/// they come from.
pub fn for_match(
    choice: &OpeningChoice,
    seed: u64,
    pairs: usize,
    handicap: Handicap,
) -> Result<(Vec<Opening>, String), String> {
    let cycle = |mut list: Vec<Opening>| -> Result<Vec<Opening>, String> {
        list.retain(|o| o.playable_with(handicap));
        if list.is_empty() {
            return Err(format!(
                "no opening can be played with a {} given",
                handicap.name()
            ));
        }
        Ok((0..pairs).map(|p| list[p % list.len()].clone()).collect())
    };
    if handicap != Handicap::None
        && matches!(
            choice,
            OpeningChoice::Book { .. } | OpeningChoice::Random { .. }
        )
    {
        return Err("--handicap goes with the fixed lines or --openings FILE".into());
    }
    Ok(match choice {
        OpeningChoice::Fixed => (cycle(openings())?, "openings: the fixed lines".to_string()),
        OpeningChoice::Book { plies } => (
            (0..pairs).map(|p| book_walk(seed, p, *plies)).collect(),
            format!("openings: {plies}-ply walks through the book, seed {seed}"),
        ),
        OpeningChoice::Random { plies, balance_cp } => {
            let made = random_openings(seed, *plies, *balance_cp, pairs)?;
            let note = format!(
                "openings: {pairs} of {plies} random plies, seed {seed}, within {balance_cp} cp \
                 at depth {} (candidates skipped: {})",
                random::JUDGE_DEPTH,
                made.skipped
            );
            (made.openings, note)
        }
        OpeningChoice::File(path) => {
            let list = file::read_file(path).map_err(|e| e.to_string())?;
            let note = format!("openings: {} positions from {}", list.len(), path.display());
            (cycle(list)?, note)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openings_are_legal() {
        for line in OPENINGS {
            let mut pos = Position::startpos();
            for m in line.split_whitespace() {
                pos = pos.play(m.parse().unwrap()).unwrap();
            }
        }
        assert!(openings().iter().all(|o| !o.moves.is_empty()));
    }

    #[test]
    fn every_pair_gets_an_opening() {
        let (fixed, _) = for_match(&OpeningChoice::Fixed, 1, 25, Handicap::None).unwrap();
        assert_eq!(fixed.len(), 25);
        assert_eq!(fixed[20], fixed[0]);
        let (walks, _) =
            for_match(&OpeningChoice::Book { plies: 4 }, 1, 3, Handicap::None).unwrap();
        assert_eq!(walks.len(), 3);
        let random = OpeningChoice::Random {
            plies: 4,
            balance_cp: 200,
        };
        let (first, note) = for_match(&random, 5, 3, Handicap::None).unwrap();
        assert_eq!(first, for_match(&random, 5, 3, Handicap::None).unwrap().0);
        assert!(note.contains("skipped"), "{note}");
        let missing = OpeningChoice::File("/nonexistent/openings.epd".into());
        assert!(for_match(&missing, 1, 3, Handicap::None).is_err());
    }
}

#[cfg(test)]
mod handicap_tests {
    use super::*;

    fn line(moves: &str) -> Opening {
        Opening::line(moves.split(' ').map(|m| m.parse().unwrap()).collect())
    }

    #[test]
    fn an_opening_that_moves_a_given_piece_is_left_out() {
        // Red's left horse is b0; Black's, as Black sits, is h9.
        assert!(line("h2e2 b9c7").playable_with(Handicap::Horse));
        assert!(!line("b0c2 b9c7").playable_with(Handicap::Horse));
        assert!(!line("h2e2 h9g7").playable_with(Handicap::Horse));
        let given = line("h2e2 b9c7")
            .given(Handicap::Horse, Color::Red)
            .unwrap();
        assert_eq!(given.start, Handicap::Horse.start(Color::Red));
        assert_eq!(given.moves.len(), 2);
    }

    #[test]
    fn the_fixed_lines_leave_openings_for_every_handicap() {
        for handicap in Handicap::ALL {
            let (list, _) = for_match(&OpeningChoice::Fixed, 1, 4, handicap).unwrap();
            assert_eq!(list.len(), 4, "{}", handicap.name());
        }
        let random = OpeningChoice::Random {
            plies: 4,
            balance_cp: 150,
        };
        assert!(for_match(&random, 1, 4, Handicap::Horse).is_err());
    }
}
