//! Openings from walks through the opening book.

use xiangqi::Position;
use xiangqi_engine::rng::Rng;
use xiangqi_openings::book::{pick, Book};

use super::Opening;

/// The opening of game pair `pair` when openings come from the book: a
/// walk of `plies` moves through the opening book, each chosen by weight
/// with a generator seeded by `seed` and `pair`, stopping early where the
/// book ends. Under node or depth limits this engine plays the same game
/// from the same opening, so a long match needs more lines than
/// [`super::OPENINGS`] has.
pub fn book_walk(seed: u64, pair: usize, plies: usize) -> Opening {
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
    Opening::line(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::Move;

    #[test]
    fn book_walks_are_legal_and_differ() {
        let lines: std::collections::BTreeSet<Vec<Move>> =
            (0..50).map(|pair| book_walk(1, pair, 8).moves).collect();
        assert!(lines.len() > 30, "{}", lines.len());
        for line in &lines {
            let mut pos = Position::startpos();
            for &m in line {
                pos = pos.play(m).unwrap();
            }
        }
    }
}
