//! The shipped collection checked with the rules alone: every solution is
//! legal and ends as its kind says, whatever the engine thinks.

mod common;

use std::collections::HashSet;

use xiangqi::Color;
use xiangqi_puzzles::replay::replay;
use xiangqi_puzzles::themes::detect;
use xiangqi_puzzles::{Kind, Theme};

/// The collection must not shrink below this by accident.
const AT_LEAST: usize = 300;

#[test]
fn every_shipped_solution_replays_with_the_rules() {
    let puzzles = common::shipped();
    assert!(puzzles.len() >= AT_LEAST, "only {} puzzles", puzzles.len());
    for p in &puzzles {
        if let Err(e) = replay(p) {
            panic!("puzzle {} ({}): {e}", p.id, p.fen);
        }
    }
}

#[test]
fn ids_are_unique_and_sorted() {
    let puzzles = common::shipped();
    let ids: HashSet<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids.len(), puzzles.len());
    assert!(puzzles.windows(2).all(|w| w[0].id < w[1].id));
}

#[test]
fn both_colours_mates_and_material() {
    let puzzles = common::shipped();
    let side = |c: Color| {
        puzzles
            .iter()
            .filter(|p| p.position().unwrap().side_to_move() == c)
            .count()
    };
    assert!(side(Color::Red) > 0 && side(Color::Black) > 0);
    assert!(puzzles.iter().any(|p| matches!(p.kind, Kind::Material(_))));
    for n in 1..=3 {
        assert!(
            puzzles.iter().any(|p| p.kind == Kind::Mate(n)),
            "no mate in {n}"
        );
    }
}

#[test]
fn themes_are_what_the_detectors_say() {
    for p in common::shipped() {
        let pos = p.position().unwrap();
        assert_eq!(detect(&pos, &p.line, p.kind), p.themes, "puzzle {}", p.id);
        if let Kind::Mate(n) = p.kind {
            assert!(p.themes.contains(&Theme::MateIn(n)));
        }
    }
}
