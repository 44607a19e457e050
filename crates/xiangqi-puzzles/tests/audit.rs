//! The deeper re-check ([`xiangqi_puzzles::verify::audit`]) catches what
//! the proof let through: the two puzzles that an independent engine
//! (Fairy-Stockfish, one second, two lines) found flawed in a sample of the
//! collection, as the collection shipped them. Both pass the proof's own
//! check; the re-check dropped them from the collection.

mod common;

use xiangqi_puzzles::format::read;
use xiangqi_puzzles::verify::audit::{Auditor, Reason, Settings};
use xiangqi_puzzles::verify::Verifier;
use xiangqi_puzzles::Puzzle;

/// Mate in 3 by `f6f8`, but `f9f8` mates in 3 as well.
const SECOND_MATE: &str = "02bbebc6d50f\t5R3/4k4/n8/5R3/1rb3P2/p8/3N5/4B4/4A4/2BAK4 w - - 3 43\tf6f8 e8e7 f9e9 e7d7 d3e5\tmate:3\t1160\tmateIn3,endgame";
/// "Win material" by `d2d1`, but `h9h1` mates in 6.
const HIDDEN_MATE: &str = "393ce87f2ee4\t3rkabr1/4a4/4b4/p1p1R3p/9/2P6/P7P/3p5/4K1n2/3R1AB2 b - - 3 31\td2d1 d0d1 g1f3 e1e0 d9d1\tmaterial:800\t1380\tendgame,checkFork";

fn puzzle(line: &str) -> Puzzle {
    let text = format!("#xiangqi-puzzles 1\n{line}\n");
    read(&text).expect("the puzzle reads").remove(0)
}

#[test]
fn the_proof_passes_both_flawed_puzzles() {
    let mut v = Verifier::new();
    for line in [SECOND_MATE, HIDDEN_MATE] {
        let p = puzzle(line);
        assert_eq!(v.recheck(&p), Ok(true), "{}", p.id);
    }
}

#[test]
fn a_second_mate_as_fast_is_caught() {
    let p = puzzle(SECOND_MATE);
    let flaw = Auditor::new(Settings::default()).audit(&p).unwrap_err();
    assert_eq!(flaw.reason, Reason::SecondAnswer, "{flaw}");
    assert_eq!(flaw.ply, 0);
    assert_eq!(flaw.mv.map(|m| m.to_string()).as_deref(), Some("f9f8"));
}

#[test]
fn a_forced_mate_in_a_material_puzzle_is_caught() {
    let p = puzzle(HIDDEN_MATE);
    let flaw = Auditor::new(Settings::default()).audit(&p).unwrap_err();
    assert_eq!(flaw.reason, Reason::MateInPosition, "{flaw}");
    assert_eq!(flaw.mv.map(|m| m.to_string()).as_deref(), Some("h9h1"));
}

#[test]
fn neither_flawed_puzzle_ships() {
    let ids = [puzzle(SECOND_MATE).id, puzzle(HIDDEN_MATE).id];
    assert!(common::shipped().iter().all(|p| !ids.contains(&p.id)));
}

/// How many shipped puzzles the always-run sample re-checks, spread over
/// the file (a debug build searches slowly).
const SAMPLE: usize = 3;

#[test]
fn a_sample_of_shipped_puzzles_passes_the_recheck() {
    let all = common::shipped();
    let mut auditor = Auditor::new(Settings::default());
    for p in all.iter().step_by(all.len() / SAMPLE).take(SAMPLE) {
        assert_eq!(auditor.audit(p), Ok(()), "{} ({})", p.id, p.fen);
    }
}

#[test]
#[ignore = "minutes in release: every shipped puzzle (or `cargo xtask puzzles recheck`)"]
fn every_shipped_puzzle_passes_the_recheck() {
    let mut auditor = Auditor::new(Settings::default());
    let failed: Vec<String> = common::shipped()
        .iter()
        .filter_map(|p| auditor.audit(p).err().map(|f| format!("{}: {f}", p.id)))
        .collect();
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}
