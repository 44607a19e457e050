//! The fixed benchmark: a handful of varied positions searched to a fixed
//! depth with a fresh engine. The node count is deterministic, so it
//! doubles as a signature of the search (a change that alters it changes
//! the search), and nodes per second measure speed.

use xiangqi::{Move, Position};

use crate::stopwatch::Stopwatch;
use crate::{Config, Engine, Limits};

/// Depth used by `bench` without an argument.
pub const DEFAULT_DEPTH: u32 = 9;

/// Openings (as moves from the start), middlegames and endgames.
const POSITIONS: [(&str, &str); 10] = [
    ("startpos", ""),
    ("startpos", "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7"),
    ("startpos", "b2e2 b9c7 b0c2 a9b9 a0b0 h9g7 h0g2 c6c5"),
    ("startpos", "c3c4 g6g5 b0c2 h9g7 h2f2 b9c7"),
    ("startpos", "h2e2 h7e7 h0g2 h9g7 i0h0 i9h9 h0h6 b9c7"),
    (
        "r1ba1abr1/4k4/1cn3nc1/p1p1p1p1p/9/2P6/P3P1P1P/1CN1B1NC1/9/R2AKAB1R w",
        "",
    ),
    ("3akab2/9/4b4/9/9/2n6/9/9/4A4/R3KA3 w", ""),
    ("4ka3/4a4/9/4P4/9/9/9/5N3/9/4K4 w", ""),
    ("3k5/9/4b4/2P3P2/9/9/9/9/4C4/3AK4 w", ""),
    ("2bak4/4a4/4b4/4C4/2r6/9/9/4B4/4A4/3AK1R2 b", ""),
];

/// The bench positions with their move histories.
pub fn positions() -> Vec<(Position, Vec<Move>)> {
    POSITIONS
        .iter()
        .filter_map(|(fen, moves)| {
            let start = if *fen == "startpos" {
                Position::startpos()
            } else {
                Position::from_fen(fen).ok()?
            };
            let moves = moves
                .split_whitespace()
                .map(|m| m.parse().ok())
                .collect::<Option<Vec<Move>>>()?;
            Some((start, moves))
        })
        .collect()
}

/// Searches every position to `depth`; returns (nodes, milliseconds).
pub fn run(depth: u32) -> (u64, u64) {
    run_with(depth, Config::default())
}

/// [`run`] with the search and evaluation of `config` (for example the
/// hand-written evaluation alone, to compare speeds).
pub fn run_with(depth: u32, config: Config) -> (u64, u64) {
    let clock = Stopwatch::start();
    let mut nodes = 0;
    for (start, moves) in positions() {
        let mut e = Engine::new(16);
        e.set_config(config);
        let out = e.search(&start, &moves, &Limits::depth(depth), None, &mut |_| {});
        nodes += out.nodes;
    }
    (nodes, clock.elapsed_ms())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_positions_are_valid() {
        let p = positions();
        assert_eq!(p.len(), POSITIONS.len());
        for (start, moves) in p {
            let mut pos = start;
            for m in moves {
                pos = pos.play(m).unwrap();
            }
            assert!(pos.has_legal_move());
        }
    }

    /// The bench's node count at [`DEFAULT_DEPTH`]: the search's
    /// signature, the figure the UCI `bench` command prints. A change that
    /// alters the search (ordering, pruning, evaluation, hashing) changes
    /// it; such a change updates this pin and says why.
    const SIGNATURE: u64 = 262_837;

    #[test]
    fn bench_signature() {
        assert_eq!(run(DEFAULT_DEPTH).0, SIGNATURE);
    }

    /// The same at depth 2, which points at the shallow end of the tree
    /// when the signature moves.
    const SHALLOW: u64 = 1_840;

    #[test]
    fn shallow_bench_node_count() {
        assert_eq!(run(2).0, SHALLOW);
    }
}
