//! One engine search, kept as the lines of its last completed depth.

use xiangqi::{Move, Position};
use xiangqi_engine::{Engine, Limits, Score};

use super::{Reject, NODE_BUDGET};
use crate::line::Step;

/// A root move with its score and line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The root move.
    pub mv: Move,
    /// Its score for the side to move.
    pub score: Score,
}

/// The result of [`analyse`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// The best lines of the deepest completed iteration, best first.
    pub lines: Vec<Line>,
    /// That iteration's depth (0 when none completed).
    pub depth: u32,
    /// The first depth from which every completed iteration's best move
    /// was the final best move.
    pub settled_at: u32,
}

impl Analysis {
    /// The best line, if the position has a legal move.
    pub fn best(&self) -> Option<&Line> {
        self.lines.first()
    }

    /// The second-best line, if there is more than one legal move.
    pub fn second(&self) -> Option<&Line> {
        self.lines.get(1)
    }

    /// A defender's step: `reply`, with the replies scored exactly the
    /// same as accepted alternatives.
    pub fn defence_step(&self, reply: &Line) -> Step {
        let alternatives = self.lines[1..]
            .iter()
            .filter(|l| l.score == reply.score)
            .map(|l| l.mv)
            .collect();
        Step {
            mv: reply.mv,
            alternatives,
        }
    }
}

/// [`analyse`] to `depth` within the verification's node budget, or
/// [`Reject::Budget`] when the budget ran out first.
pub fn analyse_to(
    engine: &mut Engine,
    pos: &Position,
    depth: u32,
    lines: usize,
) -> Result<Analysis, Reject> {
    let a = analyse(engine, pos, depth, lines, NODE_BUDGET);
    if a.depth < depth {
        return Err(Reject::Budget);
    }
    Ok(a)
}

/// Searches `pos` (no history) to `depth` with `multipv` lines, stopping
/// early after `nodes` nodes (then [`Analysis::depth`] falls short).
pub fn analyse(
    engine: &mut Engine,
    pos: &Position,
    depth: u32,
    multipv: usize,
    nodes: u64,
) -> Analysis {
    let limits = Limits {
        depth: Some(depth),
        nodes: Some(nodes),
        multipv,
        ..Limits::default()
    };
    let mut by_depth: Vec<(u32, Vec<Line>)> = Vec::new();
    engine.search(pos, &[], &limits, None, &mut |info| {
        if info.progress_only || info.pv.is_empty() {
            return;
        }
        let line = Line {
            mv: info.pv[0],
            score: info.score,
        };
        match by_depth.last_mut() {
            Some((d, lines)) if *d == info.depth => lines.push(line),
            _ => by_depth.push((info.depth, vec![line])),
        }
    });
    let Some((last_depth, lines)) = by_depth.last().cloned() else {
        return Analysis {
            lines: Vec::new(),
            depth: 0,
            settled_at: 0,
        };
    };
    let best = lines[0].mv;
    let settled_at = by_depth
        .iter()
        .rev()
        .take_while(|(_, l)| l[0].mv == best)
        .last()
        .map_or(last_depth, |(d, _)| *d);
    Analysis {
        lines,
        depth: last_depth,
        settled_at,
    }
}

/// A score as one number for comparisons: mates beyond every centipawn
/// score, shorter mates better, longer defences better when mated.
pub fn value(s: Score) -> i32 {
    match s {
        Score::Cp(c) => c,
        Score::Mate(n) if n > 0 => 1_000_000 - n,
        Score::Mate(n) => -1_000_000 - n,
    }
}
