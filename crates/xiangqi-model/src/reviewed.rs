//! What a finished review of a game found, kept so that the player's
//! record can draw their accuracy over time. A review judges moves, so it
//! is kept by the moves it judged ([`line_key`]: the start position and
//! the main line), not by a game: every kept game with those moves finds
//! it, however it was opened for review.

use serde::{Deserialize, Serialize};
use xiangqi::{Color, Move, Position};

/// A review's figures for one main line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewedLine {
    /// [`line_key`] of the line reviewed.
    pub line: String,
    /// Red's mean move accuracy, 0–100 (`None` without judged moves).
    pub red: Option<f64>,
    pub black: Option<f64>,
    /// When the review ended (ms since 1970).
    pub at: f64,
}

impl ReviewedLine {
    /// The accuracy of `side`.
    pub fn of(&self, side: Color) -> Option<f64> {
        match side {
            Color::Red => self.red,
            Color::Black => self.black,
        }
    }
}

/// The name of the line from `start` through `moves`: an FNV-1a hash of
/// the start's FEN and the moves, with how many there are.
pub fn line_key(start: &Position, moves: &[Move]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for b in bytes {
            hash ^= u64::from(*b);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    };
    eat(start.to_fen().as_bytes());
    for m in moves {
        eat(b",");
        eat(m.to_string().as_bytes());
    }
    format!("{:04}-{hash:016x}", moves.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(list: &str) -> Vec<Move> {
        list.split(' ').map(|m| m.parse().unwrap()).collect()
    }

    #[test]
    fn a_line_is_named_by_its_start_and_its_moves() {
        let start = Position::startpos();
        let a = line_key(&start, &moves("h2e2 h9g7"));
        assert_eq!(a, line_key(&start, &moves("h2e2 h9g7")));
        assert_ne!(a, line_key(&start, &moves("h2e2 b9c7")));
        assert_ne!(a, line_key(&start, &moves("h2e2")));
        let other: Position = "4k4/9/9/9/9/9/9/9/3R5/3K5 w".parse().unwrap();
        assert_ne!(line_key(&other, &[]), line_key(&start, &[]));
        assert!(a.starts_with("0002-"));
    }
}
