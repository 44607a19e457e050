//! Scoring of repeated positions.
//!
//! In xiangqi a repetition is not simply a draw: the side that keeps
//! checking (perpetual check) or chasing an unprotected piece (perpetual
//! chase) loses, while idle repetitions are drawn. Judging a cycle is a
//! rules question, so it belongs to the rules crate; until the rules crate
//! offers a judgement, every repetition is scored here as a draw.
//!
//! This is the single place where such a judgement plugs in: the search
//! calls [`score_repetition`] with the position that repeated and the moves
//! of the cycle (which lead from that position back to itself).

use xiangqi::{Move, Position};

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
/// Returns a score from the side to move's point of view.
///
/// Extension point: replace the body with the rules crate's cycle
/// judgement (perpetual check / chase loses) when it is available.
#[inline]
pub fn score_repetition(pos: &Position, cycle: &[Move], ply: usize) -> i32 {
    let _ = (pos, cycle);
    draw_score(ply)
}
