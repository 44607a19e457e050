//! The positions along a puzzle's line, shared by the theme detectors.

use xiangqi::{Color, Move, Piece, Position};

use crate::line::Step;

/// A line played out: `positions[i]` is the position before ply `i`, and
/// the last one is the position after the line.
#[derive(Debug, Clone)]
pub struct Walk {
    /// The positions, one more than the moves.
    pub positions: Vec<Position>,
    /// The line's main moves (alternatives are not played).
    pub moves: Vec<Move>,
    /// The side that solves the puzzle (to move at the start).
    pub solver: Color,
}

impl Walk {
    /// Plays `line` from `start`, stopping before the first illegal move.
    pub fn new(start: &Position, line: &[Step]) -> Walk {
        let mut positions = vec![start.clone()];
        let mut moves = Vec::new();
        for step in line {
            let Some(last) = positions.last() else { break };
            let Ok(next) = last.play(step.mv) else { break };
            positions.push(next);
            moves.push(step.mv);
        }
        Walk {
            positions,
            moves,
            solver: start.side_to_move(),
        }
    }

    /// Plays a line given in ICCS, for tests.
    #[cfg(test)]
    pub fn from_iccs(fen: &str, line: &str) -> Walk {
        let start = Position::from_fen(fen).expect("test FEN");
        let steps: Vec<Step> = line
            .split_whitespace()
            .map(|s| s.parse().expect("test move"))
            .collect();
        let walk = Walk::new(&start, &steps);
        assert_eq!(walk.moves.len(), steps.len(), "test line is legal");
        walk
    }

    /// The defending side.
    pub fn defender(&self) -> Color {
        self.solver.other()
    }

    /// The plies where the solver moves: 0, 2, 4, ...
    pub fn solver_plies(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.moves.len()).step_by(2)
    }

    /// The position after the line.
    pub fn end(&self) -> &Position {
        self.positions.last().expect("a walk has its start")
    }

    /// Whether the line ends with the defender checkmated.
    pub fn ends_in_checkmate(&self) -> bool {
        let end = self.end();
        end.side_to_move() == self.defender() && end.is_checkmate()
    }

    /// The piece ply `i` captures, if any.
    pub fn captured(&self, i: usize) -> Option<Piece> {
        self.positions[i].capture_of(self.moves[i])
    }
}
