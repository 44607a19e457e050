//! The review in a covered ending: its searches are answered from the
//! endgame tables, so a win thrown to a draw is a blunder and a slower
//! mate is no fault.

use std::sync::Arc;

use xiangqi::{Move, Position};
use xiangqi_tablebase::{Material, Tablebase, Task, Wdl};

use super::classify::MoveClass;
use super::review_harness::Runner;
use super::ReviewDepth;

/// The legal move of `pos` whose verdict (from the mover's view) `pick`
/// prefers.
fn choose(tb: &Tablebase, pos: &Position, pick: impl Fn(Wdl, u32) -> bool) -> Option<Move> {
    tb.move_verdicts(pos)?
        .into_iter()
        .find(|v| pick(v.verdict.result, v.verdict.moves_to_mate.unwrap_or(0)))
        .map(|v| v.mv)
}

#[test]
fn a_thrown_win_is_a_blunder_and_a_slower_mate_is_not() {
    let ending: Material = "KR-KAA".parse().unwrap();
    let mut tb = Tablebase::new();
    tb.build(ending, &mut |_, _| {}).unwrap();
    // Red wins more slowly than it could, Black defends best, Red throws
    // the win away, Black defends: from the first start (of a few) where
    // each of these moves exists (not at the ending's longest mate).
    let best = |pos: &Position| tb.best_moves(pos).and_then(|b| b.first().copied());
    let line = |start: &Position| -> Option<(Vec<Move>, Position)> {
        let mate = tb.probe(start)?.moves_to_mate?;
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for ply in 0..4 {
            let m = match ply {
                0 => choose(&tb, &pos, |r, n| r == Wdl::Win && n > mate)?,
                2 => choose(&tb, &pos, |r, _| r == Wdl::Draw)?,
                _ => best(&pos)?,
            };
            pos = pos.play(m).ok()?;
            moves.push(m);
        }
        Some((moves, pos))
    };
    let (start, (moves, pos)) = (0..64u64)
        .filter_map(|k| tb.practice_position(ending, Task::Win, k * 1_000_003 + 3))
        .find_map(|start| line(&start).map(|l| (start, l)))
        .expect("a start with a slower win and a win to throw");
    assert_eq!(tb.probe(&pos).map(|p| p.result), Some(Wdl::Draw));
    let runner = Runner {
        tables: Some(Arc::new(tb)),
        ..Runner::new(ReviewDepth::Quick)
    };
    let (a, _) = runner.review(&start, &moves);
    let classes = a.classes();
    assert_eq!(classes[0], None, "the slower mate: {classes:?}");
    assert_eq!(
        classes[2],
        Some(MoveClass::Blunder),
        "the thrown win: {classes:?}"
    );
    assert!(
        classes[1].is_none() && classes[3].is_none(),
        "Black's best defence: {classes:?}"
    );
}
