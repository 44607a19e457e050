//! Opening moves from the book, for games only.
//!
//! The engine plays a weighted random move from the shipped opening book
//! (`xiangqi-openings`, built by `cargo xtask book`) while a game is in
//! it, at every level, so its openings vary. Only game moves use it: a
//! search with a depth or node limit, an infinite search or several lines
//! is an analysis and always searches, and `bench` never comes here, so
//! the bench signature does not depend on the book.

use xiangqi::{Move, Position};
use xiangqi_openings::book::{pick, Book};

use crate::limits::Limits;
use crate::rng::Rng;

/// Whether a search with `limits` is a move in a game: it runs on a clock
/// or a move time, and nothing makes it an analysis.
///
/// ```
/// use xiangqi_engine::{book::is_game_move, Limits};
/// assert!(is_game_move(&Limits { movetime: Some(500), ..Limits::default() }));
/// assert!(!is_game_move(&Limits::depth(8)));
/// ```
pub fn is_game_move(limits: &Limits) -> bool {
    let timed = limits.movetime.is_some() || limits.wtime.is_some() || limits.btime.is_some();
    timed
        && limits.depth.is_none()
        && limits.nodes.is_none()
        && !limits.infinite
        && limits.multipv <= 1
}

/// A book move in the position reached from `start` after `moves`,
/// chosen by weight with `rng`; `None` when the position is not in the
/// book or every book move is `banned`.
pub fn book_move(start: &Position, moves: &[Move], banned: &[Move], rng: &mut Rng) -> Option<Move> {
    let mut pos = start.clone();
    for &m in moves {
        if !pos.is_legal(m) {
            return None;
        }
        pos.do_move(m);
    }
    let mut choices = Book::builtin().probe(&pos);
    choices.retain(|(m, _)| !banned.contains(m));
    pick(&choices, rng.next_u64())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_is_in_the_book_and_moves_vary_with_the_seed() {
        let start = Position::startpos();
        let firsts: std::collections::BTreeSet<Move> = (0..40)
            .filter_map(|seed| book_move(&start, &[], &[], &mut Rng::new(seed)))
            .collect();
        assert!(firsts.len() >= 4, "{firsts:?}");
        for m in &firsts {
            assert!(start.is_legal(*m));
        }
        let again = book_move(&start, &[], &[], &mut Rng::new(7));
        assert_eq!(again, book_move(&start, &[], &[], &mut Rng::new(7)));
    }

    #[test]
    fn black_answers_the_central_cannon_from_the_book() {
        let h2e2: Move = "h2e2".parse().unwrap();
        let reply = book_move(&Position::startpos(), &[h2e2], &[], &mut Rng::new(1)).unwrap();
        let after = Position::startpos().play(h2e2).unwrap();
        assert!(after.is_legal(reply));
        assert!(Book::builtin()
            .probe(&after)
            .iter()
            .any(|&(m, _)| m == reply));
    }

    #[test]
    fn out_of_book_banned_or_illegal_gives_none() {
        let start = Position::startpos();
        let odd: Move = "a3a4".parse().unwrap();
        let reply: Move = "i6i5".parse().unwrap();
        assert_eq!(
            book_move(&start, &[odd, reply], &[], &mut Rng::new(1)),
            None
        );
        let all: Vec<Move> = Book::builtin()
            .probe(&start)
            .iter()
            .map(|&(m, _)| m)
            .collect();
        assert_eq!(book_move(&start, &[], &all, &mut Rng::new(1)), None);
        let illegal: Move = "e0e5".parse().unwrap();
        assert_eq!(book_move(&start, &[illegal], &[], &mut Rng::new(1)), None);
    }
}
