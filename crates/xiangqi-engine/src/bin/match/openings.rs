//! The opening lines a match starts its games from.

use xiangqi::{Move, Position};
use xiangqi_engine::rng::Rng;
use xiangqi_openings::book::{pick, Book};

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

/// The opening lines as moves.
pub fn openings() -> Vec<Vec<Move>> {
    OPENINGS
        .iter()
        .map(|l| {
            l.split_whitespace()
                .filter_map(|m| m.parse().ok())
                .collect()
        })
        .collect()
}

/// The opening of game pair `pair` when openings come from the book: a
/// walk of `plies` moves through the opening book, each chosen by weight
/// with a generator seeded by `seed` and `pair`, stopping early where the
/// book ends. Under node or depth limits this engine plays the same game
/// from the same opening, so a long match needs more lines than
/// [`OPENINGS`] has.
pub fn book_walk(seed: u64, pair: usize, plies: usize) -> Vec<Move> {
    let mut rng = Rng::new(seed.wrapping_mul(0x2545_F491).wrapping_add(pair as u64));
    let mut pos = Position::startpos();
    let mut line = Vec::new();
    for _ in 0..plies {
        let Some(m) = pick(&Book::builtin().probe(&pos), rng.next_u64()) else {
            break;
        };
        pos.do_move(m);
        line.push(m);
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn book_walks_are_legal_and_differ() {
        let lines: std::collections::BTreeSet<Vec<Move>> =
            (0..50).map(|pair| book_walk(1, pair, 8)).collect();
        assert!(lines.len() > 30, "{}", lines.len());
        for line in &lines {
            let mut pos = Position::startpos();
            for &m in line {
                pos = pos.play(m).unwrap();
            }
        }
    }

    #[test]
    fn openings_are_legal() {
        for line in OPENINGS {
            let mut pos = Position::startpos();
            for m in line.split_whitespace() {
                pos = pos.play(m.parse().unwrap()).unwrap();
            }
        }
        assert!(openings().iter().all(|o| !o.is_empty()));
    }
}
