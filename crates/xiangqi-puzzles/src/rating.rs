//! The difficulty rating: a heuristic starting estimate on an Elo-like
//! scale, for the trainer to refine from players' results.
//!
//! Points are added to a base for what makes a puzzle hard to see:
//!
//! * the base: 600 for a mate in 1, plus 250 for each further solver move;
//!   900 for a material tactic, plus 150 for each further solver move;
//! * the search depth at which the engine settled on the first move (see
//!   [`Features::depth_found`]): 40 for each ply beyond 2;
//! * a quiet first move (neither a capture nor a check): 200;
//! * a sacrifice on the way: 150;
//! * the number of legal moves at the start: 25 for each doubling beyond
//!   8 (more choice, more to overlook).
//!
//! The result is rounded to 10 and kept within 400..=2800.

use crate::format::Kind;

/// What the rating is computed from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Features {
    /// What the line wins.
    pub kind: Kind,
    /// Solver moves in the line.
    pub solver_moves: u32,
    /// The first depth from which the engine's best first move was the
    /// solution at every deeper iteration.
    pub depth_found: u32,
    /// The first move neither captures nor checks.
    pub quiet_first: bool,
    /// The line contains a sacrifice ([`crate::themes::sacrifice`]).
    pub sacrifice: bool,
    /// Legal moves in the puzzle position.
    pub legal_moves: u32,
}

/// The rating of a puzzle with these features.
pub fn rating(f: &Features) -> u32 {
    let extra = f.solver_moves.saturating_sub(1) as f64;
    let mut r = match f.kind {
        Kind::Mate(_) => 600.0 + 250.0 * extra,
        Kind::Material(_) => 900.0 + 150.0 * extra,
    };
    r += 40.0 * f64::from(f.depth_found.saturating_sub(2));
    if f.quiet_first {
        r += 200.0;
    }
    if f.sacrifice {
        r += 150.0;
    }
    if f.legal_moves > 8 {
        r += 25.0 * (f64::from(f.legal_moves) / 8.0).log2();
    }
    ((r / 10.0).round() as u32 * 10).clamp(400, 2800)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base() -> Features {
        Features {
            kind: Kind::Mate(1),
            solver_moves: 1,
            depth_found: 1,
            quiet_first: false,
            sacrifice: false,
            legal_moves: 8,
        }
    }

    #[test]
    fn longer_quieter_and_deeper_is_harder() {
        let easy = rating(&base());
        assert_eq!(easy, 600);
        let long = rating(&Features {
            kind: Kind::Mate(3),
            solver_moves: 3,
            ..base()
        });
        assert!(long > easy);
        let quiet = rating(&Features {
            quiet_first: true,
            ..base()
        });
        assert!(quiet > easy);
        let deep = rating(&Features {
            depth_found: 9,
            ..base()
        });
        assert!(deep > easy);
        let wide = rating(&Features {
            legal_moves: 40,
            ..base()
        });
        assert!(wide > easy);
    }
}
