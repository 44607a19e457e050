//! Every lesson file (`lessons/*.json`) reads, and every task in it can be
//! done: each goal within the moves it allows, each mate against the best
//! defence in exactly the length it claims (the engine confirms it).

use std::path::PathBuf;

use xiangqi::{Move, Position};
use xiangqi_engine::{Engine, Limits, Score};
use xiangqi_model::lesson::{read_all, Goal, Lesson, Part, Reply, Step};

fn lessons() -> Vec<Lesson> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../lessons");
    let mut files = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("the lessons folder") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "json") {
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            files.push((name, std::fs::read_to_string(&path).expect("a lesson file")));
        }
    }
    read_all(files.iter().map(|(n, t)| (n.as_str(), t.as_str()))).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn there_are_at_least_25_lessons_in_three_parts_with_unique_ids() {
    let lessons = lessons();
    assert!(lessons.len() >= 25, "{} lessons", lessons.len());
    let mut ids: Vec<&str> = lessons.iter().map(|l| l.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), lessons.len(), "lesson ids are unique");
    for part in [Part::Pieces, Part::Rules, Part::Mates] {
        assert!(lessons.iter().any(|l| l.part == part), "{part:?}");
    }
}

/// Whether the learner, moving alone (the other side only watches, and a
/// move that gives check is taken back unless it reaches the goal), can
/// reach `goal` from `pos` within `left` moves.
fn solvable_alone(pos: &Position, goal: &Goal, left: u32) -> bool {
    if left == 0 {
        return false;
    }
    for &m in pos.legal_moves().iter() {
        let mut after = pos.clone();
        after.do_move(m);
        if reached(goal, &after, m) {
            return true;
        }
        if after.is_check() {
            continue;
        }
        after.do_null_move();
        if solvable_alone(&after, goal, left - 1) {
            return true;
        }
    }
    false
}

fn reached(goal: &Goal, after: &Position, m: Move) -> bool {
    match goal {
        Goal::CaptureAll => after
            .pieces_of(after.side_to_move())
            .all(|(_, p)| p.role == xiangqi::Role::General),
        Goal::Reach { square } => m.to == *square,
        Goal::Mate { .. } => !after.has_legal_move(),
        Goal::Stalemate => !after.has_legal_move() && !after.is_check(),
        Goal::Play { moves } => moves.contains(&m),
    }
}

/// The engine's score for `pos`, searched to `depth`.
fn score(engine: &mut Engine, pos: &Position, depth: u32) -> Score {
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    let mut last = Score::Cp(0);
    engine.search(pos, &[], &limits, None, &mut |info| {
        if !info.progress_only && !info.pv.is_empty() {
            last = info.score;
        }
    });
    last
}

#[test]
fn every_goal_can_be_reached_within_its_moves() {
    let mut engine = Engine::new(16);
    for lesson in lessons() {
        for (i, step) in lesson.steps.iter().enumerate() {
            let Step::Goal {
                goal, moves, reply, ..
            } = step
            else {
                continue;
            };
            let pos = step.position().unwrap();
            let at = format!("{} step {}", lesson.id, i + 1);
            match (reply, goal) {
                (Reply::Ai, Goal::Mate { within: Some(n) }) => {
                    engine.new_game();
                    let found = score(&mut engine, &pos, 2 * n + 3);
                    assert_eq!(found, Score::Mate(*n as i32), "{at}: the mate's length");
                }
                (Reply::None, _) => {
                    let limit = moves.unwrap_or(6).min(6);
                    assert!(
                        solvable_alone(&pos, goal, limit),
                        "{at}: not reachable in {limit}"
                    );
                }
                _ => panic!("{at}: an AI defence needs a mate of given length"),
            }
        }
    }
}
