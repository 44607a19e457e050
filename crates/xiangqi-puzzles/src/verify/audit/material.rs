//! The audit of a material puzzle: no forced mate in the position, and
//! the stored line proven again, deeper.

use xiangqi::Position;
use xiangqi_engine::Score;

use super::{Auditor, Flaw, Reason};
use crate::line::Step;
use crate::material::balance;
use crate::verify::analyse::{value, Analysis, Line};
use crate::verify::{AHEAD_MARGIN_CP, MARGIN_CP, MIN_GAIN, SECOND_MAX_CP, WIN_CP};

/// Checks a material puzzle: see the module doc of
/// [`super`](crate::verify::audit).
pub(super) fn audit(au: &mut Auditor, start: &Position, line: &[Step]) -> Result<(), Flaw> {
    mate_scan(au, start, &line[0])?;
    line_holds(au, start, line)
}

/// Neither engine finds a forced mate for the solver in the start
/// position. The scan stops at its node budget without failing: what it
/// looks for is a mate, and one found at any depth is one.
fn mate_scan(au: &mut Auditor, start: &Position, first: &Step) -> Result<(), Flaw> {
    let depth = au.settings.mate_scan_depth;
    let a = au.scan_search(start, depth, 2, au.settings.proof_nodes);
    no_mate(&a, first)?;
    let s = au.shipped_search(start, depth);
    no_mate(&s, first)
}

fn no_mate(a: &Analysis, first: &Step) -> Result<(), Flaw> {
    match a.best() {
        Some(best) if matches!(best.score, Score::Mate(k) if k > 0) => {
            let reason = if first.accepts(best.mv) {
                Reason::AnswerMates
            } else {
                Reason::MateInPosition
            };
            Err(flaw(reason, 0, a, best))
        }
        _ => Ok(()),
    }
}

/// The line as the proof checks it, at the audit's depth: every solver
/// move clearly best and winning, every defence still lost, and the
/// defender's best answer to the last move does not take the gain back.
fn line_holds(au: &mut Auditor, start: &Position, line: &[Step]) -> Result<(), Flaw> {
    let depth = au.settings.material_depth;
    let solver = start.side_to_move();
    let base = balance(start, solver);
    let mut pos = start.clone();
    for (ply, step) in line.iter().enumerate() {
        if ply % 2 == 0 {
            let a = au.proof_search(&pos, depth, 2, ply)?;
            solver_step(&a, step, ply)?;
        } else {
            let d = au.proof_search(&pos, depth, 3, ply)?;
            defender_step(&d, ply)?;
        }
        pos.do_move(step.mv);
    }
    let ply = line.len();
    let d = au.proof_search(&pos, depth, 3, ply)?;
    defender_step(&d, ply)?;
    if let Some(reply) = d.best() {
        if pos.is_capture(reply.mv) {
            let mut after = pos.clone();
            after.do_move(reply.mv);
            if balance(&after, solver) - base < MIN_GAIN {
                return Err(flaw(Reason::DefenceHolds, ply, &d, reply));
            }
        }
    }
    Ok(())
}

fn solver_step(a: &Analysis, step: &Step, ply: usize) -> Result<(), Flaw> {
    let Some(best) = a.best() else {
        return Err(Flaw::at(Reason::NotWinning, ply));
    };
    if matches!(best.score, Score::Mate(k) if k > 0) {
        let reason = if step.accepts(best.mv) {
            Reason::AnswerMates
        } else {
            Reason::MateInPosition
        };
        return Err(flaw(reason, ply, a, best));
    }
    let b = value(best.score);
    if !step.accepts(best.mv) {
        let close = a
            .second()
            .is_some_and(|s| step.accepts(s.mv) && value(s.score) > b - MARGIN_CP);
        let reason = if close {
            Reason::SecondAnswer
        } else {
            Reason::OtherBest
        };
        return Err(flaw(reason, ply, a, best));
    }
    if b < WIN_CP {
        return Err(flaw(Reason::NotWinning, ply, a, best));
    }
    if let Some(second) = a.second() {
        let s = value(second.score);
        if ply == 0 && s > SECOND_MAX_CP && s > b - AHEAD_MARGIN_CP {
            return Err(flaw(Reason::AlreadyWinning, ply, a, second));
        }
        if s > b - MARGIN_CP {
            return Err(flaw(Reason::SecondAnswer, ply, a, second));
        }
    }
    Ok(())
}

fn defender_step(d: &Analysis, ply: usize) -> Result<(), Flaw> {
    match d.best() {
        Some(reply) if -value(reply.score) < WIN_CP => {
            Err(flaw(Reason::DefenceHolds, ply, d, reply))
        }
        _ => Ok(()),
    }
}

fn flaw(reason: Reason, ply: usize, a: &Analysis, line: &Line) -> Flaw {
    Flaw {
        reason,
        ply,
        mv: Some(line.mv),
        score: Some(line.score),
        depth: a.depth,
    }
}
