//! The puzzle trainer, action by action: a puzzle solved, failed, resumed
//! after a reload, skipped when its position does not read, and the next
//! puzzle after a filter change.

use std::sync::Arc;

use xiangqi::Color;
use xiangqi_puzzles::format::read;
use xiangqi_puzzles::Puzzle;

use super::{mv, sq};
use crate::puzzle::trainer::{Feedback, Said, Trainer, TrainerEffect};
use crate::puzzle::{Goal, Pending, Progress, Rated, State};

/// Mate in one: the chariot on a7 goes to a9; the one on b8 holds the
/// general's only flight. Black's soldier keeps other moves from being
/// stalemates (which would end the puzzle as well as the mate).
const MATE_FEN: &str = "3k5/1R7/R8/9/9/9/9/p8/9/4K4 w - - 0 1";
const NOW: f64 = 1.767e12;

fn collection(unreadable: &[&str]) -> Arc<Vec<Puzzle>> {
    let mut text = String::from("#xiangqi-puzzles 1\n");
    for (id, kind) in [
        ("000000000001", "mate:1"),
        ("000000000002", "mate:1"),
        ("000000000003", "material:900"),
    ] {
        text.push_str(&format!("{id}\t{MATE_FEN}\ta7a9\t{kind}\t1000\t\n"));
    }
    let mut puzzles = read(&text).expect("collection");
    for p in &mut puzzles {
        if unreadable.contains(&p.id.as_str()) {
            p.fen = "not a position".into();
        }
    }
    Arc::new(puzzles)
}

fn shown(effects: &[TrainerEffect]) -> Option<&str> {
    effects.iter().find_map(|e| match e {
        TrainerEffect::ShowPuzzle(id) => Some(id.as_str()),
        _ => None,
    })
}

fn said(effects: &[TrainerEffect]) -> Vec<Said> {
    effects
        .iter()
        .filter_map(|e| match e {
            TrainerEffect::Say(parts) => Some(parts.clone()),
            _ => None,
        })
        .flatten()
        .collect()
}

fn on_screen(t: &Trainer) -> String {
    t.attempt().expect("a puzzle on screen").puzzle().id.clone()
}

fn opened(id: &str) -> Trainer {
    let mut t = Trainer::new(Progress::default());
    let effects = t.load(collection(&[]), Some(id), 1);
    assert_eq!(shown(&effects), Some(id));
    t
}

#[test]
fn a_solved_puzzle_is_said_rated_once_and_saved() {
    let mut t = opened("000000000001");
    assert_eq!(t.attempt().unwrap().solver(), Color::Red);
    assert!(
        t.tap(sq("a7"), NOW).is_empty(),
        "picking up says nothing yet"
    );
    let effects = t.tap(sq("a9"), NOW);
    let words = said(&effects);
    assert!(matches!(words[0], Said::Move { mv: m, .. } if m == mv("a7a9")));
    assert!(words.contains(&Said::Feedback(Feedback::Right)));
    assert!(words.contains(&Said::Finished(State::Solved)));
    assert!(
        words
            .iter()
            .any(|w| matches!(w, Said::Rating { change, .. } if *change > 0)),
        "{words:?}"
    );
    assert!(effects.contains(&TrainerEffect::SaveProgress));
    assert_eq!(t.feedback(), Some(Feedback::Right));
    let progress = t.progress();
    assert_eq!(progress.history.len(), 1);
    assert_eq!(progress.history[0].result, Rated::Solved);
    assert_eq!(progress.history[0].at, NOW);
    assert_eq!(progress.streak, 1);
}

#[test]
fn a_wrong_move_fails_is_taken_back_after_a_wait_and_is_not_rated_again() {
    let mut t = opened("000000000001");
    let effects = t.drop_piece(sq("e0"), sq("e1"), NOW);
    assert!(said(&effects).contains(&Said::Feedback(Feedback::Wrong)));
    assert!(said(&effects)
        .iter()
        .any(|w| matches!(w, Said::Rating { change, .. } if *change < 0)));
    assert!(effects.contains(&TrainerEffect::Wait(Pending::TakeBack)));
    t.resume(NOW);
    let attempt = t.attempt().unwrap();
    assert_eq!(
        attempt.position(),
        attempt.start(),
        "the wrong move is taken back"
    );
    let effects = t.drop_piece(sq("a7"), sq("a9"), NOW);
    assert!(said(&effects).contains(&Said::Finished(State::Failed)));
    assert!(!said(&effects)
        .iter()
        .any(|w| matches!(w, Said::Rating { .. })));
    assert_eq!(t.progress().history.len(), 1);
    assert_eq!(t.progress().history[0].result, Rated::Failed);
    assert_eq!(t.progress().streak, 0);
}

#[test]
fn after_a_reload_the_unfinished_puzzle_comes_back() {
    let mut t = Trainer::new(Progress::default());
    t.load(collection(&[]), None, 5);
    let first = on_screen(&t);
    let stored = serde_json::to_string(t.progress()).unwrap();
    let mut again = Trainer::new(serde_json::from_str(&stored).unwrap());
    let effects = again.load(collection(&[]), None, 99);
    assert_eq!(shown(&effects), Some(first.as_str()));
}

#[test]
fn a_failed_puzzle_reopened_after_a_reload_stays_failed_and_is_not_rated_twice() {
    let mut t = opened("000000000002");
    t.drop_piece(sq("e0"), sq("e1"), NOW);
    let stored = serde_json::to_string(t.progress()).unwrap();
    let mut again = Trainer::new(serde_json::from_str(&stored).unwrap());
    again.load(collection(&[]), Some("000000000002"), 1);
    assert_eq!(again.attempt().unwrap().state(), State::Failed);
    let effects = again.drop_piece(sq("a7"), sq("a9"), NOW);
    assert!(!said(&effects)
        .iter()
        .any(|w| matches!(w, Said::Rating { .. })));
    assert_eq!(again.progress().history.len(), 1);
}

#[test]
fn a_puzzle_that_does_not_read_is_passed_over_for_another() {
    let mut t = Trainer::new(Progress::default());
    let effects = t.load(collection(&["000000000002"]), Some("000000000002"), 3);
    let id = on_screen(&t);
    assert_ne!(id, "000000000002");
    assert_eq!(shown(&effects), Some(id.as_str()));
    assert!(t.progress().seen.contains(&"000000000002".to_string()));
    assert!(said(&effects).contains(&Said::FindBest(Color::Red)));
}

#[test]
fn a_collection_of_unreadable_puzzles_leaves_the_board_empty_without_a_loop() {
    let mut t = Trainer::new(Progress::default());
    let all = ["000000000001", "000000000002", "000000000003"];
    let effects = t.load(collection(&all), None, 3);
    assert!(t.attempt().is_none());
    assert_eq!(shown(&effects), None);
}

#[test]
fn a_link_to_an_unknown_puzzle_says_so_and_opens_another() {
    let mut t = Trainer::new(Progress::default());
    let effects = t.load(collection(&[]), Some("ffffffffffff"), 3);
    assert!(said(&effects).contains(&Said::UnknownId("ffffffffffff".into())));
    assert!(t.attempt().is_some());
}

#[test]
fn a_filter_change_opens_a_puzzle_that_fits_and_keeps_one_that_does() {
    let mut t = opened("000000000001");
    let effects = t.set_filter(|f| f.goal = Goal::Mate, 4);
    assert_eq!(shown(&effects), None, "the mate on screen still fits");
    assert!(effects.contains(&TrainerEffect::SaveProgress));
    let effects = t.set_filter(|f| f.goal = Goal::Material, 4);
    assert_eq!(shown(&effects), Some("000000000003"));
    assert_eq!(t.progress().filter.goal, Goal::Material);
}

#[test]
fn a_finished_puzzle_gives_way_to_the_next_when_the_filter_changes() {
    let mut t = opened("000000000001");
    t.tap(sq("a7"), NOW);
    t.tap(sq("a9"), NOW);
    let effects = t.set_filter(|f| f.goal = Goal::Mate, 4);
    assert!(shown(&effects).is_some_and(|id| id != "000000000001"));
}

#[test]
fn hints_show_the_piece_then_the_move_and_the_move_fails_the_attempt() {
    let mut t = opened("000000000001");
    let effects = t.hint(NOW);
    assert_eq!(said(&effects), vec![Said::Feedback(Feedback::HintPiece)]);
    assert_eq!(t.attempt().unwrap().selected(), Some(sq("a7")));
    let effects = t.hint(NOW);
    assert!(said(&effects).contains(&Said::Feedback(Feedback::HintMove)));
    assert_eq!(t.attempt().unwrap().hint_move(), Some(mv("a7a9")));
    assert_eq!(t.progress().history[0].result, Rated::Failed);
}

#[test]
fn the_solution_is_played_out_after_a_wait() {
    let mut t = opened("000000000001");
    let effects = t.show_solution(NOW);
    assert_eq!(effects[0], TrainerEffect::CancelWait);
    assert!(effects.contains(&TrainerEffect::Wait(Pending::Solution)));
    assert_eq!(t.feedback(), Some(Feedback::SolutionShown));
    let effects = t.resume(NOW);
    assert!(said(&effects)
        .iter()
        .any(|w| matches!(w, Said::Move { mv: m, .. } if *m == mv("a7a9"))));
    assert!(t.attempt().unwrap().is_done());
}

#[test]
fn the_daily_puzzle_is_marked_and_the_next_is_not() {
    let mut t = Trainer::new(Progress::default());
    t.load(collection(&[]), None, 1);
    let effects = t.open_daily(2026, 12, 3, 1);
    assert!(shown(&effects).is_some());
    assert!(t.is_daily());
    t.next(2);
    assert!(!t.is_daily());
}

#[test]
fn the_analysis_board_gets_the_start_and_the_moves_turned_to_the_solver() {
    let mut t = opened("000000000001");
    t.tap(sq("a7"), NOW);
    t.tap(sq("a9"), NOW);
    let stored = t.analysis().expect("a puzzle on screen");
    assert_eq!(stored.bottom, Color::Red);
}
