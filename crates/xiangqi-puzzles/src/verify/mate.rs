//! Proving a mate puzzle.
//!
//! At every solver step the engine searches the best two moves to depth
//! `2m + 3` plies, where `m` is the number of solver moves the mate still
//! needs: the best must mate in at most `m`, and the second must not (it
//! may mate more slowly). The two plies beyond the mate itself are there
//! because a second mating move can escape the second line of a search
//! that only just reaches the mate. At every defender step it searches the best
//! [`DEFENCE_LINES`] replies to the same kind of depth: the best must
//! still lose to a mate in at most the remaining moves, and the replies
//! scored the same are recorded as accepted alternatives.

use xiangqi::Position;
use xiangqi_engine::{Engine, Score};

use super::analyse::{analyse_to, Analysis};
use super::{Proof, Reject};
use crate::format::Kind;
use crate::line::Step;

/// The longest mate (in solver moves) the collection takes.
pub const MAX_MATE: u32 = 7;
/// How many defender replies are compared at each defender step (the
/// best and up to this many less one equal alternatives).
pub const DEFENCE_LINES: usize = 4;

/// The search depth that proves a mate in `m` solver moves at a solver
/// step, and a loss in `m` at a defender step.
pub fn depth_for(m: u32) -> u32 {
    2 * m + 3
}

/// Proves that the solver to move in `start` mates in at most `claimed`
/// moves by one line with a unique move at every solver step.
pub fn prove_mate(engine: &mut Engine, start: &Position, claimed: u32) -> Result<Proof, Reject> {
    if claimed == 0 || claimed > MAX_MATE {
        return Err(Reject::TooLong);
    }
    let mut pos = start.clone();
    let mut line = Vec::new();
    let mut m = claimed;
    let mut settled_at = 0;
    loop {
        let a = searched(engine, &pos, m, 2)?;
        let best = a.best().ok_or(Reject::NotWinning)?;
        m = match best.score {
            Score::Mate(k) if k > 0 && k as u32 <= m => k as u32,
            _ => return Err(Reject::NotWinning),
        };
        if let Some(Score::Mate(j)) = a.second().map(|l| l.score) {
            if j > 0 && j as u32 <= m {
                return Err(Reject::NotUnique);
            }
        }
        if line.is_empty() {
            if a.second().is_none() {
                return Err(Reject::Forced);
            }
            settled_at = a.settled_at;
        }
        line.push(Step::only(best.mv));
        pos.do_move(best.mv);
        if m == 1 {
            if pos.has_legal_move() {
                return Err(Reject::NotWinning);
            }
            break;
        }
        let d = searched(engine, &pos, m - 1, DEFENCE_LINES)?;
        let reply = d.best().ok_or(Reject::NotWinning)?;
        m = match reply.score {
            Score::Mate(k) if k < 0 && ((-k) as u32) < m => (-k) as u32,
            _ => return Err(Reject::DefenceHolds),
        };
        line.push(d.defence_step(reply));
        pos.do_move(reply.mv);
    }
    let n = line.len().div_ceil(2) as u8;
    Ok(Proof {
        line,
        kind: Kind::Mate(n),
        settled_at,
    })
}

/// A search to the depth for `m`, or [`Reject::Budget`].
fn searched(engine: &mut Engine, pos: &Position, m: u32, lines: usize) -> Result<Analysis, Reject> {
    analyse_to(engine, pos, depth_for(m), lines)
}
