//! The audit of a mate puzzle: its stored line, step by step.

use xiangqi::Position;
use xiangqi_engine::Score;

use super::{Auditor, Flaw, Reason, DEFENCE_LINES};
use crate::line::Step;
use crate::verify::analyse::Analysis;

/// Checks the line of a mate in `n`: see the module doc of
/// [`super`](crate::verify::audit).
pub(super) fn audit(au: &mut Auditor, start: &Position, line: &[Step], n: u32) -> Result<(), Flaw> {
    let margin = au.settings.mate_margin;
    let depth = |r: u32| 2 * r - 1 + margin;
    let mut pos = start.clone();
    for (ply, step) in line.iter().enumerate() {
        if ply % 2 == 0 {
            let r = n - ply as u32 / 2;
            let a = au.proof_search(&pos, depth(r), 2, ply)?;
            solver_step(&a, step, r, ply, true)?;
            if au.settings.every_move && r > 1 {
                no_other_mate(au, &pos, step, r, ply)?;
            }
            // The shipped engine goes two plies further when its budget
            // allows: it is the one that plays against the user.
            let s = au.shipped_search(&pos, depth(r) + 2);
            solver_step(&s, step, r, ply, false).map_err(|f| Flaw {
                reason: Reason::ShippedDisagrees,
                ..f
            })?;
        } else {
            let r = n - (ply as u32).div_ceil(2);
            let d = au.proof_search(&pos, depth(r), DEFENCE_LINES, ply)?;
            defender_step(&d, r, ply)?;
        }
        pos.do_move(step.mv);
    }
    Ok(())
}

/// A solver step with `r` moves to go: the best move is the line's and
/// mates in exactly `r`; no other move mates within `r`.
///
/// Without `exact`, the line's move need only be found mating, in any
/// number of moves: a search that prunes harder (the shipped engine's)
/// can find a mate by a longer way than the shortest, which says nothing
/// against the puzzle; the proof engine's deeper search is the one that
/// measures it.
fn solver_step(a: &Analysis, step: &Step, r: u32, ply: usize, exact: bool) -> Result<(), Flaw> {
    let flaw = |reason, line: &crate::verify::Line| Flaw {
        reason,
        ply,
        mv: Some(line.mv),
        score: Some(line.score),
        depth: a.depth,
    };
    let Some(best) = a.best() else {
        return Err(Flaw::at(Reason::NotWinning, ply));
    };
    let k = match best.score {
        Score::Mate(k) if k > 0 && (k as u32 <= r || !exact) => k as u32,
        _ => return Err(flaw(Reason::NotWinning, best)),
    };
    if !step.accepts(best.mv) {
        let line_is_second = a.second().is_some_and(|s| step.accepts(s.mv));
        let tie = line_is_second && a.second().map(|s| s.score) == Some(best.score);
        let reason = if tie {
            Reason::SecondAnswer
        } else {
            Reason::OtherBest
        };
        return Err(flaw(reason, best));
    }
    if exact && k < r {
        return Err(flaw(Reason::ShorterMate, best));
    }
    if let Some(second) = a.second() {
        if matches!(second.score, Score::Mate(j) if j > 0 && j as u32 <= r)
            && !step.accepts(second.mv)
        {
            return Err(flaw(Reason::SecondAnswer, second));
        }
    }
    Ok(())
}

/// Each legal solver move the step does not accept, searched on its own
/// from empty tables to the depth its mate would need plus the margin:
/// none mates within `r` (a mate in one by any move the trainer accepts,
/// hence `r > 1` only).
fn no_other_mate(
    au: &mut Auditor,
    pos: &Position,
    step: &Step,
    r: u32,
    ply: usize,
) -> Result<(), Flaw> {
    let depth = 2 * (r - 1) - 1 + au.settings.mate_margin;
    for &mv in pos.legal_moves().iter() {
        if step.accepts(mv) {
            continue;
        }
        let mut after = pos.clone();
        after.do_move(mv);
        let a = au.scan_search(&after, depth, 1, au.settings.other_move_nodes);
        let mated_in = match a.best() {
            // No reply: the move mates (or stalemates) at once.
            None => Some(0),
            Some(reply) => match reply.score {
                Score::Mate(k) if k <= 0 => Some((-k) as u32),
                _ => None,
            },
        };
        if let Some(k) = mated_in.filter(|&k| k < r) {
            return Err(Flaw {
                reason: Reason::SecondAnswer,
                ply,
                mv: Some(mv),
                score: Some(Score::Mate(k as i32 + 1)),
                depth: a.depth,
            });
        }
    }
    Ok(())
}

/// A defender step with `r` solver moves to go after it: the best reply
/// is still mated within `r`.
fn defender_step(d: &Analysis, r: u32, ply: usize) -> Result<(), Flaw> {
    let Some(reply) = d.best() else {
        return Err(Flaw::at(Reason::DefenceHolds, ply));
    };
    match reply.score {
        Score::Mate(k) if k < 0 && (-k) as u32 <= r => Ok(()),
        _ => Err(Flaw {
            reason: Reason::DefenceHolds,
            ply,
            mv: Some(reply.mv),
            score: Some(reply.score),
            depth: d.depth,
        }),
    }
}
