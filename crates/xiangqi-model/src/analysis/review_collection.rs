//! The review against games with known blunders (see
//! [`review_games`](super::review_games)): every known blunder is marked
//! (a mistake at least), and the clean moves are not marked as mistakes
//! or blunders. The agreement with a deep search over the collection is
//! measured by an ignored test, reported in `docs/review.md`.

use std::time::Instant;

use xiangqi::{Color, Position};
use xiangqi_engine::{Engine, Limits, Score};

use super::super::engine_info::negate;
use super::classify::{judge, MoveClass};
use super::review_games::{collection, TestGame};
use super::review_harness::Runner;
use super::review_plan::mover;
use super::ReviewDepth;

/// What a review made of one game.
struct Verdicts {
    classes: Vec<Option<MoveClass>>,
    searches: usize,
    ms: u128,
}

fn review(game: &TestGame, runner: &Runner) -> Verdicts {
    let clock = Instant::now();
    let (a, searches) = runner.review(&game.start, &game.moves);
    Verdicts {
        classes: a.classes(),
        searches,
        ms: clock.elapsed().as_millis(),
    }
}

fn describe(game: &TestGame, classes: &[Option<MoveClass>]) -> String {
    let marks: Vec<String> = classes
        .iter()
        .enumerate()
        .filter_map(|(i, c)| c.map(|c| format!("{}{}", i + 1, c.symbol())))
        .collect();
    format!(
        "{}: known {:?}, marked {}",
        game.name,
        game.blunders,
        marks.join(" ")
    )
}

#[test]
fn the_quick_review_marks_each_known_blunder_and_no_clean_move() {
    let runner = Runner {
        shallower: 4,
        ..Runner::new(ReviewDepth::Quick)
    };
    for game in collection(2, 10, 3) {
        let v = review(&game, &runner);
        let text = describe(&game, &v.classes);
        eprintln!("{text} ({} searches, {} ms)", v.searches, v.ms);
        for &ply in &game.blunders {
            assert!(v.classes[ply - 1] >= Some(MoveClass::Mistake), "{text}");
        }
        for ply in game.clean_plies() {
            assert!(v.classes[ply - 1] < Some(MoveClass::Mistake), "{text}");
        }
    }
}

/// The depth of the reference search.
const REFERENCE_DEPTH: u32 = 14;

/// Each move's class by a search of every position to
/// [`REFERENCE_DEPTH`], without a time limit.
fn reference(game: &TestGame) -> Vec<Option<MoveClass>> {
    let mut engine = Engine::new(64);
    let mut scores_red = Vec::new();
    for ply in 0..=game.moves.len() {
        let mut pos: Position = game.start.clone();
        for &m in &game.moves[..ply] {
            pos.do_move(m);
        }
        let score = if pos.has_legal_move() {
            let out = engine.search(
                &game.start,
                &game.moves[..ply],
                &Limits::depth(REFERENCE_DEPTH),
                None,
                &mut |_| {},
            );
            out.score
        } else {
            Score::Mate(0)
        };
        let red_view = if pos.side_to_move() == Color::Black {
            negate(score)
        } else {
            score
        };
        scores_red.push(match red_view {
            // Mated on the board: the side to move lost.
            Score::Mate(0) if pos.side_to_move() == Color::Red => Score::Mate(-1),
            Score::Mate(0) => Score::Mate(1),
            s => s,
        });
    }
    let first = game.start.side_to_move();
    (1..=game.moves.len())
        .map(|ply| {
            let view = |s: Score| {
                if mover(first, ply) == Color::Red {
                    s
                } else {
                    negate(s)
                }
            };
            judge(view(scores_red[ply - 1]), view(scores_red[ply])).class
        })
        .collect()
}

/// Figures for one setting over the collection.
#[derive(Default)]
struct Tally {
    known: usize,
    known_marked: usize,
    clean: usize,
    clean_marked: usize,
    /// Moves the reference marks a mistake or worse, and of them those the
    /// review marks so too.
    ref_marked: usize,
    both_marked: usize,
    /// Moves the review marks a mistake or worse and the reference not.
    review_only: usize,
    plies: usize,
    searches: usize,
    ms: u128,
}

/// The agreement of the review with a deep search over the collection,
/// for both settings. Heavy: run it optimised,
/// `cargo test --release --lib review_agreement -- --ignored --nocapture`.
#[test]
#[ignore]
fn review_agreement() {
    let games = collection(8, 30, 8);
    let mut tallies: Vec<(ReviewDepth, Tally)> = ReviewDepth::ALL
        .iter()
        .map(|&m| (m, Tally::default()))
        .collect();
    let serious = |c: Option<MoveClass>| c >= Some(MoveClass::Mistake);
    for game in &games {
        let reference = reference(game);
        for (mode, t) in &mut tallies {
            let v = review(game, &Runner::new(*mode));
            eprintln!(
                "{:?} {} ({} searches, {} ms); reference marks {}",
                mode,
                describe(game, &v.classes),
                v.searches,
                v.ms,
                describe(game, &reference)
            );
            t.plies += game.moves.len();
            t.searches += v.searches;
            t.ms += v.ms;
            for &ply in &game.blunders {
                t.known += 1;
                t.known_marked += usize::from(serious(v.classes[ply - 1]));
            }
            for ply in game.clean_plies() {
                t.clean += 1;
                t.clean_marked += usize::from(serious(v.classes[ply - 1]));
            }
            for (r, c) in reference.iter().zip(&v.classes) {
                t.ref_marked += usize::from(serious(*r));
                t.both_marked += usize::from(serious(*r) && serious(*c));
                t.review_only += usize::from(!serious(*r) && serious(*c));
            }
        }
    }
    for (mode, t) in &tallies {
        eprintln!(
            "{:?}: {} of {} known blunders marked, {} false marks over {} clean moves; \
             of {} moves the depth-{REFERENCE_DEPTH} search marks, {} marked, and {} marked \
             that it does not; {} games, {} moves, {} searches, {} ms natively ({} ms a game)",
            mode,
            t.known_marked,
            t.known,
            t.clean_marked,
            t.clean,
            t.ref_marked,
            t.both_marked,
            t.review_only,
            games.len(),
            t.plies,
            t.searches,
            t.ms,
            t.ms / games.len() as u128
        );
    }
}
