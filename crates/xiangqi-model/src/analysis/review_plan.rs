//! What a review asks the engine next: first every position of the main
//! line at the setting's depth, in order; then, for each move that seems
//! to lose something (or to let a mate in or slip), the positions before
//! and after it again at the deeper recheck depth. A move's loss is the
//! difference between two searches of the same depth, and a sharp
//! difference is confirmed by deeper searches of both before the move is
//! marked: a horizon effect in one of the two searches (a trapped piece
//! seen in one and not in the other) would otherwise mark the wrong move,
//! or spread one lost piece over several small inaccuracies.

use xiangqi::Color;
use xiangqi_engine::Score;

use super::super::engine_info::negate;
use super::classify::{judge, Judgement};
use super::review_depth::ReviewDepth;
use super::review_eval::PlyEval;

/// A loss (in points of winning chance) from which a move's two
/// positions are searched again: below the inaccuracy threshold, so that
/// a move the deeper search finds worse is not left unmarked.
pub const RECHECK_LOSS: f64 = 8.0;

/// One search the review needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Job {
    /// The position after this many moves of the main line.
    pub ply: usize,
    /// The depth to search it to.
    pub depth: u32,
    /// Whether this is the deeper second look.
    pub recheck: bool,
}

/// The next search a review with these `evals` needs at depth setting
/// `mode`, or `None` when every move is judged. `first` is the side that
/// plays the main line's first move.
pub fn next_job(evals: &[Option<PlyEval>], mode: ReviewDepth, first: Color) -> Option<Job> {
    if let Some(ply) = evals.iter().position(Option::is_none) {
        return Some(Job {
            ply,
            depth: mode.depth(),
            recheck: false,
        });
    }
    (1..evals.len())
        .filter(|&ply| judge_ply(evals, ply, mover(first, ply)).is_some_and(|j| needs_recheck(&j)))
        .flat_map(|ply| [ply - 1, ply])
        .find(|&ply| evals[ply].as_ref().is_some_and(|e| !e.rechecked))
        .map(|ply| Job {
            ply,
            depth: mode.recheck_depth(),
            recheck: true,
        })
}

/// Whether a first verdict is sharp enough to be confirmed deeper.
fn needs_recheck(j: &Judgement) -> bool {
    j.loss >= RECHECK_LOSS || j.mate.is_some()
}

/// The side that played the main line's `ply`-th move (1-based).
pub fn mover(first: Color, ply: usize) -> Color {
    if ply % 2 == 1 {
        first
    } else {
        first.other()
    }
}

/// The verdict on the `ply`-th move, played by `mover`, once both
/// positions around it are evaluated.
pub fn judge_ply(evals: &[Option<PlyEval>], ply: usize, mover: Color) -> Option<Judgement> {
    let before = evals.get(ply.checked_sub(1)?)?.as_ref()?.score_red();
    let after = evals.get(ply)?.as_ref()?.score_red();
    let view = |s: Score| if mover == Color::Red { s } else { negate(s) };
    Some(judge(view(before), view(after)))
}
