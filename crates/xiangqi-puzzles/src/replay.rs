//! Checking a puzzle with the rules alone: the solution is legal and
//! ends the way its kind says.
//!
//! This is what the trainer can trust without the engine: the verifier
//! ([`crate::verify`]) proves that the solution is the only one, and this
//! check, which anyone can rerun, proves that it works.

use std::fmt;

use xiangqi::Position;

use crate::format::{Kind, Puzzle};
use crate::id::puzzle_id;
use crate::material::balance;

/// What is wrong with a puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError {
    /// The FEN does not parse.
    BadFen(String),
    /// The id is not the one derived from the FEN.
    WrongId {
        /// The id the FEN gives.
        expected: String,
    },
    /// The move (or an accepted alternative) at this ply is illegal.
    IllegalMove {
        /// Ply from 0.
        ply: usize,
        /// The move in ICCS.
        mv: String,
    },
    /// The game ends before the line does.
    EndsEarly {
        /// Ply from 0.
        ply: usize,
    },
    /// A mate line has the wrong number of plies.
    WrongLength {
        /// Plies in the line.
        plies: usize,
    },
    /// A mate line does not end with the defender out of moves.
    NoMate,
    /// A material line does not win what it says.
    WrongGain {
        /// The gain the line actually makes.
        actual: i32,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::BadFen(e) => write!(f, "bad FEN: {e}"),
            ReplayError::WrongId { expected } => write!(f, "id should be {expected}"),
            ReplayError::IllegalMove { ply, mv } => write!(f, "illegal move {mv} at ply {ply}"),
            ReplayError::EndsEarly { ply } => write!(f, "the game is over before ply {ply}"),
            ReplayError::WrongLength { plies } => write!(f, "a mate line of {plies} plies"),
            ReplayError::NoMate => write!(f, "the line does not end in mate"),
            ReplayError::WrongGain { actual } => write!(f, "the line wins {actual}"),
        }
    }
}

impl std::error::Error for ReplayError {}

/// Replays `p`'s solution: every move and accepted alternative is legal,
/// a mate ends with the defender to move and without a legal move
/// (checkmate, or stalemate, which loses in xiangqi), and a material line
/// changes the solver's balance by exactly the stated gain.
pub fn replay(p: &Puzzle) -> Result<(), ReplayError> {
    let start = Position::from_fen(&p.fen).map_err(|e| ReplayError::BadFen(e.to_string()))?;
    let expected = puzzle_id(&p.fen);
    if p.id != expected {
        return Err(ReplayError::WrongId { expected });
    }
    let solver = start.side_to_move();
    let mut pos = start.clone();
    for (ply, step) in p.line.iter().enumerate() {
        if !pos.has_legal_move() {
            return Err(ReplayError::EndsEarly { ply });
        }
        for &m in std::iter::once(&step.mv).chain(&step.alternatives) {
            if !pos.is_legal(m) {
                return Err(ReplayError::IllegalMove {
                    ply,
                    mv: m.to_string(),
                });
            }
        }
        pos.do_move(step.mv);
    }
    match p.kind {
        Kind::Mate(n) => {
            if p.line.len() != 2 * usize::from(n) - 1 {
                return Err(ReplayError::WrongLength {
                    plies: p.line.len(),
                });
            }
            if pos.side_to_move() == solver || pos.has_legal_move() {
                return Err(ReplayError::NoMate);
            }
        }
        Kind::Material(g) => {
            let actual = balance(&pos, solver) - balance(&start, solver);
            if i64::from(actual) != i64::from(g) {
                return Err(ReplayError::WrongGain { actual });
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::line::Step;

    fn puzzle(fen: &str, line: &str, kind: Kind) -> Puzzle {
        Puzzle {
            id: puzzle_id(fen),
            fen: fen.to_string(),
            line: line
                .split(' ')
                .map(|s| s.parse::<Step>().unwrap())
                .collect(),
            kind,
            rating: 1000,
            themes: vec![],
        }
    }

    const MATE: &str = "4k4/9/4C4/9/2C6/9/9/9/3R5/5K3 w - - 0 1";

    #[test]
    fn a_mate_replays() {
        assert_eq!(replay(&puzzle(MATE, "c5e5", Kind::Mate(1))), Ok(()));
    }

    #[test]
    fn wrong_lines_are_caught() {
        assert_eq!(
            replay(&puzzle(MATE, "c5c6", Kind::Mate(1))),
            Err(ReplayError::NoMate)
        );
        assert!(matches!(
            replay(&puzzle(MATE, "c5f5", Kind::Mate(1))),
            Err(ReplayError::IllegalMove { ply: 0, .. }) | Err(ReplayError::NoMate)
        ));
        let mut p = puzzle(MATE, "c5e5", Kind::Mate(1));
        p.id = "000000000000".to_string();
        assert!(matches!(replay(&p), Err(ReplayError::WrongId { .. })));
    }

    #[test]
    fn material_gain_is_counted() {
        let fen = "3aka3/9/9/1r3r3/9/9/2N6/9/9/3K5 w - - 0 1";
        assert_eq!(
            replay(&puzzle(fen, "c3d5 b6b9 d5f6", Kind::Material(900))),
            Ok(())
        );
        assert_eq!(
            replay(&puzzle(fen, "c3d5 b6b9 d5f6", Kind::Material(400))),
            Err(ReplayError::WrongGain { actual: 900 })
        );
    }
}
