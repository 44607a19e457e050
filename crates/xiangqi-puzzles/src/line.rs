//! A solution line: the solver's and the defender's moves, alternating.

use std::fmt;
use std::str::FromStr;

use xiangqi::Move;

/// One ply of a solution.
///
/// Solver steps (even indices, from 0) have no alternatives: the verifier
/// proved the move is the only one that keeps the win. Defender steps
/// (odd indices) may list equally good defences in `alternatives`; the line
/// continues after `mv`, the engine's choice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The move of the line.
    pub mv: Move,
    /// Other moves accepted at this step (defender steps only).
    pub alternatives: Vec<Move>,
}

impl Step {
    /// A step with no alternatives.
    pub fn only(mv: Move) -> Step {
        Step {
            mv,
            alternatives: Vec::new(),
        }
    }

    /// Whether `m` is the step's move or one of its alternatives.
    pub fn accepts(&self, m: Move) -> bool {
        self.mv == m || self.alternatives.contains(&m)
    }
}

impl fmt::Display for Step {
    /// `h2e2`, or `e9e8/d9e8` with alternatives after the move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.mv)?;
        for a in &self.alternatives {
            write!(f, "/{a}")?;
        }
        Ok(())
    }
}

impl FromStr for Step {
    type Err = xiangqi::ParseMoveError;

    fn from_str(s: &str) -> Result<Step, Self::Err> {
        let mut parts = s.split('/');
        let mv = parts.next().unwrap_or("").parse()?;
        let alternatives = parts.map(str::parse).collect::<Result<_, _>>()?;
        Ok(Step { mv, alternatives })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_round_trip() {
        let s: Step = "e9e8/d9e8/f9e8".parse().unwrap();
        assert_eq!(s.alternatives.len(), 2);
        assert!(s.accepts("d9e8".parse().unwrap()));
        assert_eq!(s.to_string(), "e9e8/d9e8/f9e8");
        assert!("e9e8/".parse::<Step>().is_err());
    }
}
