//! The engine proves the shipped puzzles again: the same unique solution
//! comes out. A sample always runs; the whole collection with
//! `cargo test --release -p xiangqi-puzzles --features verify --test recheck -- --ignored`
//! (about a minute).

mod common;

use xiangqi_puzzles::verify::Verifier;
use xiangqi_puzzles::Puzzle;

/// How many puzzles the always-run sample takes, spread over the file.
const SAMPLE: usize = 6;

/// Proves every puzzle again and fails with the list of those whose proof
/// did not come out the same (all of them, not just the first).
fn recheck(puzzles: &[Puzzle]) {
    let mut v = Verifier::new();
    let failed: Vec<String> = puzzles
        .iter()
        .filter_map(|p| match v.recheck(p) {
            Ok(true) => None,
            other => Some(format!("{} ({}): {other:?}", p.id, p.fen)),
        })
        .collect();
    assert!(
        failed.is_empty(),
        "{} of {} puzzles not proven again:\n{}",
        failed.len(),
        puzzles.len(),
        failed.join("\n")
    );
}

#[test]
fn a_sample_of_shipped_puzzles_is_proven_again() {
    let all = common::shipped();
    let step = (all.len() / SAMPLE).max(1);
    let sample: Vec<Puzzle> = all.into_iter().step_by(step).take(SAMPLE).collect();
    recheck(&sample);
}

#[test]
#[ignore = "minutes in release: every shipped puzzle"]
fn every_shipped_puzzle_is_proven_again() {
    recheck(&common::shipped());
}
