//! Alpha-beta search of one world, captures played out at the leaves.

use xiangqi::Move;

use crate::eval::{evaluate, victim_worth};
use crate::world::World;

/// Worse than any real score; a mate `n` plies away scores `MATE - n`.
const MATE: i32 = 30_000;
const INFINITY: i32 = 32_000;
/// How many captures in a row the leaves play out.
const CAPTURE_PLIES: u32 = 6;

/// Each of `moves`' score for the side to move in `world`, searched
/// `depth` plies (at least one) with a full window, so that scores
/// from different worlds can be added up; `nodes` counts the positions
/// visited.
pub fn score_moves(world: &World, moves: &[Move], depth: u32, nodes: &mut u64) -> Vec<i32> {
    let mut search = Search { nodes: 0 };
    let scores = moves
        .iter()
        .map(|mv| {
            let (next, _) = world.play(*mv);
            -search.negamax(&next, depth.saturating_sub(1), -INFINITY, INFINITY, 1)
        })
        .collect();
    *nodes += search.nodes;
    scores
}

/// One search's count of the positions it visited.
struct Search {
    nodes: u64,
}

/// Captures first, the most valuable victim first.
fn ordered(world: &World, mut moves: Vec<Move>) -> Vec<Move> {
    moves.sort_by_key(|m| -victim_worth(world, m.to));
    moves
}

impl Search {
    fn negamax(&mut self, world: &World, depth: u32, mut alpha: i32, beta: i32, ply: i32) -> i32 {
        self.nodes += 1;
        if depth == 0 {
            return self.captures(world, alpha, beta, CAPTURE_PLIES);
        }
        let moves = world.position.legal_moves();
        if moves.is_empty() {
            // Mated or stalemated: both lose.
            return -MATE + ply;
        }
        let mut best = -INFINITY;
        for mv in ordered(world, moves) {
            let (next, _) = world.play(mv);
            let score = -self.negamax(&next, depth - 1, -beta, -alpha, ply + 1);
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// The leaves: standing pat, or the captures that do better.
    fn captures(&mut self, world: &World, mut alpha: i32, beta: i32, left: u32) -> i32 {
        self.nodes += 1;
        let stand = evaluate(world);
        if stand >= beta || left == 0 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        for mv in ordered(world, world.position.legal_captures()) {
            let (next, _) = world.play(mv);
            let score = -self.captures(&next, -beta, -alpha, left - 1);
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}
