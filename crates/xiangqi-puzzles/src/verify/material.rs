//! Proving a material-winning tactic.
//!
//! At the first solver step the engine searches the best two moves to
//! [`MATERIAL_DEPTH`]: the best must score at least [`WIN_CP`], the second
//! at least [`MARGIN_CP`] below the best, or [`AHEAD_MARGIN_CP`] below
//! when the second move itself scores above [`SECOND_MAX_CP`] (the solver
//! is ahead anyway, so the tactic must add more).
//! Later solver steps need only the margin (or a single legal move). Each
//! defender step takes the engine's best reply at the same depth, with the
//! equally scored replies as alternatives. The line ends after the first
//! solver move that has won at least [`MIN_GAIN`] in the
//! [`crate::material`] table when the defender's best reply captures
//! nothing and still leaves the solver [`WIN_CP`] ahead; it must end
//! within [`MAX_SOLVER_MOVES`].

use xiangqi::Position;
use xiangqi_engine::{Engine, Score};

use super::analyse::{analyse_to, value, Analysis};
use super::{Proof, Reject};
use crate::format::Kind;
use crate::line::Step;
use crate::material::balance;

/// The depth, in plies, of every search of a material puzzle.
pub const MATERIAL_DEPTH: u32 = 10;
/// The best move's score must reach this (centipawns).
pub const WIN_CP: i32 = 250;
/// Above this the second-best first move needs the larger margin.
pub const SECOND_MAX_CP: i32 = 100;
/// The second-best move must be at least this much worse.
pub const MARGIN_CP: i32 = 200;
/// The margin for the first move when the second-best scores above
/// [`SECOND_MAX_CP`].
pub const AHEAD_MARGIN_CP: i32 = 400;
/// The least material gain (material table) a puzzle states.
pub const MIN_GAIN: i32 = 300;
/// The most solver moves a material line may take.
pub const MAX_SOLVER_MOVES: usize = 3;

/// Proves that the solver to move in `start` wins material by one line
/// with a clearly best move at every solver step.
pub fn prove_material(engine: &mut Engine, start: &Position) -> Result<Proof, Reject> {
    let solver = start.side_to_move();
    let base = balance(start, solver);
    let mut pos = start.clone();
    let mut line = Vec::new();
    let mut settled_at = 0;
    for step in 0..MAX_SOLVER_MOVES {
        let a = searched(engine, &pos, 2)?;
        let best = a.best().ok_or(Reject::NotWinning)?;
        if matches!(best.score, Score::Mate(k) if k > 0) {
            return Err(Reject::MateInstead);
        }
        let b = value(best.score);
        if b < WIN_CP {
            return Err(Reject::NotWinning);
        }
        match a.second() {
            None if step == 0 => return Err(Reject::Forced),
            None => {}
            Some(second) => {
                let s = value(second.score);
                if step == 0 && s > SECOND_MAX_CP && s > b - AHEAD_MARGIN_CP {
                    return Err(Reject::AlreadyWinning);
                }
                if s > b - MARGIN_CP {
                    return Err(Reject::NotUnique);
                }
            }
        }
        if step == 0 {
            settled_at = a.settled_at;
        }
        line.push(Step::only(best.mv));
        pos.do_move(best.mv);
        let gain = balance(&pos, solver) - base;
        if !pos.has_legal_move() {
            return Err(Reject::MateInstead);
        }
        let d = searched(engine, &pos, 3)?;
        let reply = d.best().ok_or(Reject::MateInstead)?;
        if -value(reply.score) < WIN_CP {
            return Err(Reject::DefenceHolds);
        }
        if gain >= MIN_GAIN && !pos.is_capture(reply.mv) {
            return Ok(Proof {
                line,
                kind: Kind::Material(gain as u32),
                settled_at,
            });
        }
        if step + 1 == MAX_SOLVER_MOVES {
            break;
        }
        line.push(d.defence_step(reply));
        pos.do_move(reply.mv);
    }
    Err(Reject::TooLong)
}

fn searched(engine: &mut Engine, pos: &Position, lines: usize) -> Result<Analysis, Reject> {
    analyse_to(engine, pos, MATERIAL_DEPTH, lines)
}
