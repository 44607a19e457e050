//! Scoring of repeated positions.
//!
//! In xiangqi a repetition is not simply a draw: the side that keeps
//! checking (perpetual check), chasing a piece (perpetual chase), or doing
//! one or the other with every move (perpetual attack) loses, while idle
//! repetitions are drawn. Judging a cycle is a rules question,
//! answered by the rules crate's [`judge_cycle`]; this module turns its
//! verdict into a search score.
//!
//! The search calls [`score_repetition`] at the first repetition of a
//! position on its path (or of a position from the game history): one
//! cycle is enough evidence inside the search, where a line that repeats
//! once would repeat again.

use xiangqi::{judge_cycle, Move, Position};

use crate::score::MATE;

/// Contempt in centipawns: the side to move at the root values a draw at
/// `-CONTEMPT`, so it avoids repetitions when it is not worse.
pub const CONTEMPT: i32 = 5;

/// The draw score at `ply` from the side to move's point of view, with
/// contempt for the root side.
#[inline]
pub fn draw_score(ply: usize) -> i32 {
    if ply & 1 == 0 {
        -CONTEMPT
    } else {
        CONTEMPT
    }
}

/// Scores a repetition found at `ply`: `pos` is the repeated position and
/// `cycle` the moves that led from its earlier occurrence back to it.
/// Returns a score from the side to move's point of view: a rule loss
/// scores like being mated here, a rule win like mating, else a draw.
#[inline]
pub fn score_repetition(pos: &Position, cycle: &[Move], ply: usize) -> i32 {
    match judge_cycle(pos, cycle).loser() {
        None => draw_score(ply),
        Some(loser) if loser == pos.side_to_move() => -MATE + ply as i32,
        Some(_) => MATE - ply as i32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(s: &str) -> Vec<Move> {
        s.split_whitespace().map(|m| m.parse().unwrap()).collect()
    }

    #[test]
    fn idle_shuffle_is_a_draw() {
        let pos = Position::startpos();
        let cycle = moves("b0c2 b9c7 c2b0 c7b9");
        assert_eq!(score_repetition(&pos, &cycle, 4), draw_score(4));
    }

    #[test]
    fn perpetual_check_loses() {
        // The red chariot checks on ranks 9 and 8 while the general steps
        // between d9 and d8: Red, to move in the repeated position, loses.
        let pos = Position::from_fen("3k5/8R/9/9/9/9/9/9/9/4K4 w").unwrap();
        let cycle = moves("i8i9 d9d8 i9i8 d8d9");
        assert_eq!(score_repetition(&pos, &cycle, 3), -MATE + 3);
    }

    #[test]
    fn perpetual_attack_loses() {
        // One check, one chase: the red chariot checks from h9 and goes
        // back to h4 to attack the horse on c4. Red, to move in the
        // repeated position, loses.
        let pos = Position::from_fen("3k5/9/9/9/9/2n4R1/9/9/9/5K3 w").unwrap();
        let cycle = moves("h4h9 d9d8 h9h4 d8d9");
        assert_eq!(score_repetition(&pos, &cycle, 4), -MATE + 4);
    }
}
