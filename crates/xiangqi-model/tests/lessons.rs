//! Every lesson file (`lessons/*.json`) reads, and every task in it can be
//! done: each goal within the moves it allows, each mate against the best
//! defence in exactly the length it claims (the engine confirms it).

use std::path::PathBuf;

use xiangqi::Position;
use xiangqi_engine::{Engine, Limits, Score};
use xiangqi_model::lesson::{
    read_all, solve, Goal, Lesson, LessonEffect, LessonPlay, LessonSaid, Part, Reply, Step,
    StepState,
};

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
                    let line = solve(step).unwrap_or_else(|| {
                        panic!("{at}: cannot be done as its text says within {moves:?} moves")
                    });
                    if let Some(limit) = moves {
                        assert!(line.len() as u32 <= *limit, "{at}: {line:?}");
                    }
                }
                _ => panic!("{at}: an AI defence needs a mate of given length"),
            }
        }
    }
}

/// A task of the pieces part is about its piece: the text names it ("with
/// the horse"), so the step names it with `by`, and the search above does
/// the task with that piece alone.
#[test]
fn every_task_of_a_piece_lesson_is_done_by_that_piece_alone() {
    for lesson in lessons().iter().filter(|l| l.part == Part::Pieces) {
        let role = lesson
            .piece
            .unwrap_or_else(|| panic!("{}: names no piece", lesson.id));
        for (i, step) in lesson.steps.iter().enumerate() {
            let Step::Goal { by, .. } = step else {
                continue;
            };
            let at = format!("{} step {}", lesson.id, i + 1);
            let by = by.unwrap_or_else(|| panic!("{at}: names no piece"));
            let piece = step.position().unwrap().piece_at(by);
            assert_eq!(piece.map(|p| p.role), Some(role), "{at}: the piece on {by}");
        }
    }
}

/// Each way the search finds, played on the lesson's own board as a
/// learner would, finishes its step; the last step finishes the lesson.
#[test]
fn each_way_found_plays_through_the_lesson_as_a_learner_would() {
    for lesson in lessons() {
        let steps = lesson.steps.clone();
        let mut play = LessonPlay::new(std::sync::Arc::new(lesson.clone()));
        let mut completed = false;
        for (i, step) in steps.iter().enumerate() {
            let at = format!("{} step {}", lesson.id, i + 1);
            let effects: Vec<LessonEffect> = match (step, solve(step)) {
                (_, Some(line)) => line.into_iter().flat_map(|m| play.try_move(m)).collect(),
                (Step::Reach { .. }, None) => {
                    let StepState::Reaching { targets, .. } = play.state().clone() else {
                        panic!("{at}: not reaching")
                    };
                    targets.into_iter().flat_map(|t| play.tap(t)).collect()
                }
                (Step::Quiz { options, .. }, None) => {
                    let right = options
                        .iter()
                        .position(|o| o.right)
                        .expect("a right answer");
                    play.answer(right)
                }
                // Mates against a defence are confirmed by the engine above.
                (Step::Goal { .. }, None) => break,
            };
            assert_eq!(play.state(), &StepState::Done, "{at}: {effects:?}");
            completed |= effects.contains(&LessonEffect::Completed(lesson.id.clone()));
            if i + 1 < steps.len() {
                play.next_step();
            }
        }
        if !completed && play.state() == &StepState::Done && play.step_index().0 + 1 == steps.len()
        {
            panic!(
                "{}: the last step done did not complete the lesson",
                lesson.id
            );
        }
    }
}

/// A learner who runs out of moves on the horse's detour is shown where a
/// way around starts.
#[test]
fn out_of_moves_shows_where_a_way_starts() {
    let horse = lessons()
        .into_iter()
        .find(|l| l.id == "horse")
        .expect("the horse lesson");
    let mut play = LessonPlay::new(std::sync::Arc::new(horse));
    let StepState::Reaching { targets, .. } = play.state().clone() else {
        panic!()
    };
    for t in targets {
        play.tap(t);
    }
    play.next_step();
    let mut last = Vec::new();
    for m in ["b0a2", "a2b4", "b4a2", "a2b0"] {
        last = play.try_move(m.parse().unwrap());
    }
    let said: Vec<&LessonSaid> = last
        .iter()
        .flat_map(|e| match e {
            LessonEffect::Say(parts) => parts.iter().collect(),
            _ => Vec::new(),
        })
        .collect();
    assert!(said.contains(&&LessonSaid::OutOfMoves), "{said:?}");
    assert!(
        said.iter()
            .any(|s| matches!(s, LessonSaid::TryFirst { mv, .. } if mv.from.to_string() == "b0")),
        "{said:?}"
    );
}

/// In Vietnamese, Red's soldier is Binh (Black's is Tốt), as the moves
/// are written: a text about the learner's own soldier names it so.
#[test]
fn the_learners_soldier_is_binh_in_vietnamese() {
    for lesson in lessons() {
        let texts = std::iter::once(&lesson.intro).chain(lesson.steps.iter().map(Step::text));
        for t in texts {
            let en = t.get("en").to_lowercase();
            if en.contains("your soldier") || en.contains("your own soldier") {
                let vi = t.get("vi");
                assert!(vi.contains("Binh"), "{}: {vi}", lesson.id);
            }
        }
    }
}
