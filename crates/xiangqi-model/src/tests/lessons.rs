//! Lessons, step by step: points found and refused with their reason,
//! a goal reached within its moves, a question answered, a mate finished
//! against the AI's replies, and the lesson recorded once done.

use std::sync::Arc;

use xiangqi::{Move, Position};

use super::{mv, sq};
use crate::lesson::why::why_not;
use crate::lesson::{Lesson, LessonEffect, LessonPlay, LessonProgress, LessonSaid, StepState, Why};

fn texts(en: &str) -> String {
    format!(r#"{{"en": "{en}", "zh-Hans": "{en}", "zh-Hant": "{en}", "vi": "{en}"}}"#)
}

fn lesson(steps: &str) -> Arc<Lesson> {
    let json = format!(
        r#"{{"id": "test", "part": "pieces", "order": 1, "title": {t}, "intro": {t}, "steps": [{steps}]}}"#,
        t = texts("x")
    );
    Arc::new(Lesson::parse("test.json", &json).unwrap_or_else(|e| panic!("{e}")))
}

fn said(effects: &[LessonEffect]) -> Vec<LessonSaid> {
    effects
        .iter()
        .filter_map(|e| match e {
            LessonEffect::Say(parts) => Some(parts.clone()),
            _ => None,
        })
        .flatten()
        .collect()
}

fn reach_step() -> String {
    format!(
        r#"{{"kind": "reach", "fen": "3k5/9/9/9/9/p8/9/9/9/R3K4 w - - 0 1", "from": "a0", "text": {}}}"#,
        texts("reach")
    )
}

fn capture_step() -> String {
    format!(
        r#"{{"kind": "goal", "fen": "3k5/9/9/4p4/9/p3p4/9/9/9/R3K4 w - - 0 1", "goal": {{"type": "capture-all"}}, "moves": 3, "text": {}}}"#,
        texts("capture")
    )
}

#[test]
fn every_point_the_piece_reaches_is_found_and_others_are_explained() {
    let mut play = LessonPlay::new(lesson(&reach_step()));
    let StepState::Reaching { targets, .. } = play.state().clone() else {
        panic!("a reach step");
    };
    assert_eq!(targets.len(), 7, "a1–a4 and b0–d0");
    let refused = said(&play.tap(sq("a5")));
    assert_eq!(refused, vec![LessonSaid::Refused(Why::PathBlocked)]);
    let refused = said(&play.tap(sq("b1")));
    assert_eq!(
        refused,
        vec![LessonSaid::Refused(Why::NotItsWay(xiangqi::Role::Chariot))]
    );
    for (i, t) in targets.iter().enumerate() {
        let words = said(&play.tap(*t));
        assert_eq!(
            words[0],
            LessonSaid::Found {
                left: targets.len() - i - 1
            }
        );
        assert!(play.tap(*t).is_empty(), "a point found twice says nothing");
    }
    assert_eq!(play.state(), &StepState::Done);
}

#[test]
fn a_goal_is_reached_within_its_moves_or_tried_again() {
    let steps = format!("{},{}", reach_step(), capture_step());
    let mut play = LessonPlay::new(lesson(&steps));
    assert!(play.next_step().is_empty(), "not before the step is done");
    let StepState::Reaching { targets, .. } = play.state().clone() else {
        panic!()
    };
    for t in targets {
        play.tap(t);
    }
    play.next_step();
    assert_eq!(play.step_index(), (1, 2));
    // A wasted move, then the other two: out of moves.
    play.tap(sq("a0"));
    play.tap(sq("b0"));
    play.try_move(mv("b0b4"));
    let words = said(&play.try_move(mv("b4a4")));
    assert!(words.contains(&LessonSaid::OutOfMoves), "{words:?}");
    assert_eq!(play.state(), &StepState::Failed);
    play.retry();
    for m in ["a0a4", "a4e4"] {
        play.try_move(mv(m));
    }
    // The last step done completes the lesson there and then, before Next.
    let effects = play.try_move(mv("e4e6"));
    assert!(said(&effects).contains(&LessonSaid::StepDone));
    assert!(effects.contains(&LessonEffect::Completed("test".into())));
    let mut progress = LessonProgress::default();
    for effect in &effects {
        if let LessonEffect::Completed(id) = effect {
            progress.complete(id);
        }
    }
    assert!(progress.is_done("test"));
    let effects = play.next_step();
    assert_eq!(said(&effects), vec![LessonSaid::LessonDone]);
    assert!(play.is_finished());
}

#[test]
fn a_check_is_taken_back_where_the_other_side_only_watches() {
    let mut play = LessonPlay::new(lesson(&capture_step()));
    let before = play.position().clone();
    let words = said(&play.try_move(mv("a0d0")));
    assert!(words.contains(&LessonSaid::NoCheckHere), "{words:?}");
    assert_eq!(play.position(), &before);
}

#[test]
fn a_question_is_answered_and_wrong_answers_stay_marked() {
    let quiz = format!(
        r#"{{"kind": "quiz", "text": {q}, "options": [
            {{"text": {a}, "why": {w1}}},
            {{"text": {b}, "right": true, "why": {w2}}}]}}"#,
        q = texts("q"),
        a = texts("a"),
        b = texts("b"),
        w1 = texts("no"),
        w2 = texts("yes")
    );
    let mut play = LessonPlay::new(lesson(&quiz));
    let words = said(&play.answer(0));
    assert!(matches!(&words[0], LessonSaid::Text(t) if t.get("en") == "no"));
    assert_eq!(play.tried(), &[0]);
    let words = said(&play.answer(1));
    assert!(words.contains(&LessonSaid::StepDone));
}

#[test]
fn a_mate_against_the_ai_waits_for_its_reply_and_ends_in_mate() {
    // Two chariots: a quiet move shuts the eighth rank, then any reply
    // of the general is met by mate on the ninth.
    let step = format!(
        r#"{{"kind": "goal", "fen": "4k4/9/R8/1R7/9/9/9/9/9/3K5 w - - 0 1", "goal": {{"type": "mate", "in": 2}}, "moves": 2, "reply": "ai", "text": {}}}"#,
        texts("mate")
    );
    let mut play = LessonPlay::new(lesson(&step));
    let effects = play.try_move(mv("a7a8"));
    let id = effects
        .iter()
        .find_map(|e| match e {
            LessonEffect::Search(spec) => Some(spec.id),
            _ => None,
        })
        .expect("the AI is asked");
    assert!(matches!(play.state(), StepState::Waiting { .. }));
    assert!(
        play.try_move(mv("b6b9")).is_empty(),
        "no move while the AI thinks"
    );
    assert!(
        play.ai_replied(id + 7, Some(mv("e9e8"))).is_empty(),
        "an old answer"
    );
    let reply = play
        .position()
        .legal_moves()
        .iter()
        .next()
        .copied()
        .unwrap();
    play.ai_replied(id, Some(reply));
    let mate = play
        .position()
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| {
            let mut p = play.position().clone();
            p.do_move(m);
            !p.has_legal_move()
        })
        .expect("a mate in one after any reply");
    let words = said(&play.try_move(mate));
    assert!(words.contains(&LessonSaid::StepDone), "{words:?}");
}

fn why(fen: &str, m: &str) -> Option<Why> {
    why_not(
        &Position::from_fen(fen).unwrap(),
        m.parse::<Move>().unwrap(),
    )
}

#[test]
fn refusals_name_the_rule_a_beginner_learns() {
    // A horse on b0 with a piece on b1: its leg.
    let horse = "3k5/9/9/9/9/9/9/9/1R7/1N2K4 w - - 0 1";
    assert_eq!(why(horse, "b0c2"), Some(Why::LegBlocked(sq("b1"))));
    assert_eq!(
        why(horse, "b0b2"),
        Some(Why::NotItsWay(xiangqi::Role::Horse))
    );
    // An elephant on c0 with a piece on d1: its eye; one on c4 at the river.
    let elephant = "3k5/9/9/9/9/2B6/9/9/3p5/2B1K4 w - - 0 1";
    assert_eq!(why(elephant, "c0e2"), Some(Why::EyeBlocked(sq("d1"))));
    assert_eq!(why(elephant, "c4e6"), Some(Why::River));
    // The advisor and the general stay in the palace.
    let palace = "3k5/9/9/9/9/9/9/9/9/3AK4 w - - 0 1";
    assert_eq!(why(palace, "d0c1"), Some(Why::Palace));
    // A cannon needs exactly one screen to capture.
    let cannon = "3k5/9/9/9/9/9/p8/9/9/C3K4 w - - 0 1";
    assert_eq!(why(cannon, "a0a3"), Some(Why::NeedsScreen));
    // Soldiers: never back, sideways only after the river.
    let soldier = "3k5/9/9/9/9/9/P8/9/9/4K4 w - - 0 1";
    assert_eq!(why(soldier, "a3b3"), Some(Why::SoldierSideways));
    assert_eq!(why(soldier, "a3a2"), Some(Why::SoldierBackward));
    // The generals may not face each other.
    let face = "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
    assert_eq!(why(face, "e0d0"), Some(Why::GeneralsFace));
    assert_eq!(why(face, "e0e1"), None);
}
