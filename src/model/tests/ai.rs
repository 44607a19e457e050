//! Playing the AI: its moves, stale and illegal answers, hints, draw
//! offers judged by the engine, takebacks, a failing worker.

use xiangqi::{Color, TimeControl};
use xiangqi_engine::Score;

use super::*;

/// Red plays h2e2 against the AI; returns the AI's search.
fn after_first_move(t: &mut Table) -> SearchSpec {
    let effects = tap_move(t, "h2e2", at(100.0));
    search_in(&effects).expect("the AI is asked")
}

#[test]
fn the_ai_is_asked_after_the_players_move_and_its_answer_is_played() {
    let (mut t, _) = vs_ai();
    let search = after_first_move(&mut t);
    assert_eq!(search.moves, vec![mv("h2e2")]);
    assert_eq!(search.level, Some(3));
    assert_eq!(search.fen, xiangqi::START_FEN);
    assert!(t.ai_thinking());
    assert!(!t.can_move());
    t.tap(sq("b2"), at(150.0));
    assert_eq!(t.notice().map(|n| &n.notice), Some(&Notice::NotYourTurn));
    t.ai_result(search.id, Some(mv("h9g7")), Score::Cp(10), at(200.0));
    assert_eq!(t.game().moves(), &[mv("h2e2"), mv("h9g7")]);
    assert!(!t.ai_thinking());
    assert!(t.can_move());
}

#[test]
fn stale_answers_are_ignored() {
    let (mut t, _) = vs_ai();
    let search = after_first_move(&mut t);
    t.ai_info(search.id + 1, 5, Score::Cp(30), vec![mv("h9g7")]);
    assert_eq!(t.info(), None);
    t.ai_result(search.id + 1, Some(mv("h9g7")), Score::Cp(0), at(150.0));
    assert_eq!(t.game().ply_count(), 1);
    assert!(t.ai_thinking(), "still waiting for the real answer");
}

#[test]
fn progress_is_shown_from_reds_point_of_view() {
    let (mut t, _) = vs_ai();
    let search = after_first_move(&mut t);
    t.ai_info(search.id, 7, Score::Cp(-40), vec![mv("h9g7"), mv("h0g2")]);
    let info = t.info().expect("shown");
    assert_eq!(info.depth, 7);
    assert_eq!(
        info.score_red,
        Score::Cp(40),
        "Black's -0.40 is Red's +0.40"
    );
    assert_eq!(info.pv, vec![mv("h9g7"), mv("h0g2")]);
}

#[test]
fn an_illegal_answer_is_asked_again_then_reported() {
    let (mut t, _) = vs_ai();
    let search = after_first_move(&mut t);
    let effects = t.ai_result(search.id, Some(mv("a0a5")), Score::Cp(0), at(150.0));
    assert_eq!(t.game().ply_count(), 1, "not played");
    let again = search_in(&effects).expect("asked again");
    assert_ne!(again.id, search.id);
    t.ai_result(again.id, None, Score::Cp(0), at(160.0));
    assert_eq!(t.notice().map(|n| &n.notice), Some(&Notice::WorkerFailed));
    assert!(!t.ai_thinking());
}

#[test]
fn a_failed_worker_is_reported_and_a_restarted_one_keeps_the_game() {
    let (mut t, _) = vs_ai();
    let search = after_first_move(&mut t);
    t.ai_restarted();
    assert_eq!(
        t.notice().map(|n| &n.notice),
        Some(&Notice::WorkerRestarted)
    );
    assert!(t.ai_thinking(), "the request was sent again");
    t.ai_result(search.id, Some(mv("h9g7")), Score::Cp(0), at(300.0));
    assert_eq!(t.game().ply_count(), 2);
    tap_move(&mut t, "h0g2", at(400.0));
    t.ai_failed();
    assert!(!t.ai_thinking());
    assert!(t.notice().is_some_and(|n| n.notice.is_sticky()));
}

#[test]
fn a_hint_is_drawn_and_said() {
    let (mut t, _) = vs_ai();
    let effects = t.ask_hint();
    let search = search_in(&effects).expect("the engine is asked");
    assert_eq!(search.level, None, "hints come from full strength");
    assert_eq!(t.task(), Some(Task::Hint));
    assert!(search_in(&t.ask_hint()).is_none(), "one question at a time");
    t.ai_result(search.id, Some(mv("h2e2")), Score::Cp(20), at(50.0));
    assert_eq!(t.hint(), Some(mv("h2e2")));
    assert!(matches!(
        t.notice().map(|n| &n.notice),
        Some(Notice::Hint { mv: m, .. }) if *m == mv("h2e2")
    ));
    tap_move(&mut t, "b2e2", at(60.0));
    assert_eq!(t.hint(), None, "a move clears the hint");
}

#[test]
fn a_move_during_a_hint_cancels_it() {
    let (mut t, _) = vs_ai();
    let hint = search_in(&t.ask_hint()).unwrap();
    let effects = tap_move(&mut t, "h2e2", at(10.0));
    assert!(effects.contains(&Effect::CancelSearch));
    t.ai_result(hint.id, Some(mv("b2e2")), Score::Cp(0), at(20.0));
    assert_eq!(t.hint(), None, "the late hint is dropped");
}

#[test]
fn the_ai_declines_a_draw_when_better_and_accepts_when_worse() {
    let (mut t, _) = vs_ai();
    let effects = t.offer_draw(Color::Red);
    let judge = search_in(&effects).expect("the engine judges");
    assert_eq!(t.task(), Some(Task::Draw));
    // Red to move; Red's -0.80 is the AI's +0.80.
    t.ai_result(judge.id, Some(mv("h2e2")), Score::Cp(-80), at(10.0));
    assert_eq!(t.notice().map(|n| &n.notice), Some(&Notice::DrawDeclined));
    assert!(t.outcome().is_none());
    assert!(
        !t.can_offer_draw(Color::Red),
        "not again before the AI moves"
    );
    t.offer_draw(Color::Red);
    assert_eq!(
        t.notice().map(|n| &n.notice),
        Some(&Notice::DrawAlreadyDeclined)
    );
    let search = after_first_move(&mut t);
    t.ai_result(search.id, Some(mv("h9g7")), Score::Cp(0), at(200.0));
    assert!(t.can_offer_draw(Color::Red), "the AI has moved since");
    let judge = search_in(&t.offer_draw(Color::Red)).unwrap();
    t.ai_result(judge.id, None, Score::Cp(60), at(300.0));
    let outcome = t.outcome().expect("agreed");
    assert_eq!(outcome.reason, xiangqi::Reason::Agreement);
    assert_eq!(t.dialog(), Dialog::GameOver);
}

#[test]
fn a_takeback_against_the_ai_returns_to_the_players_turn() {
    let (mut t, _) = vs_ai();
    assert!(!t.can_undo(), "nothing to take back");
    let search = after_first_move(&mut t);
    t.ai_result(search.id, Some(mv("h9g7")), Score::Cp(0), at(200.0));
    assert!(t.can_undo());
    let effects = t.undo(at(300.0));
    assert_eq!(t.game().ply_count(), 0);
    assert!(search_in(&effects).is_none());
    assert!(t.can_move());
}

#[test]
fn a_takeback_while_the_ai_thinks_cancels_its_search() {
    let (mut t, _) = vs_ai();
    let search = after_first_move(&mut t);
    let effects = t.undo(at(150.0));
    assert!(effects.contains(&Effect::CancelSearch));
    assert_eq!(t.game().ply_count(), 0);
    t.ai_result(search.id, Some(mv("h9g7")), Score::Cp(0), at(200.0));
    assert_eq!(t.game().ply_count(), 0, "the cancelled answer is dropped");
}

#[test]
fn resigning_asks_first() {
    let (mut t, _) = vs_ai();
    t.ask_resign(t.acting_side());
    assert_eq!(t.dialog(), Dialog::ConfirmResign(Color::Red));
    t.open_dialog(Dialog::None);
    assert!(t.outcome().is_none());
    t.ask_resign(Color::Red);
    t.resign(Color::Red, at(10.0));
    assert_eq!(t.outcome().and_then(|o| o.winner), Some(Color::Black));
    assert_eq!(t.history().len(), 1);
}

#[test]
fn a_timed_game_tells_the_ai_its_clock() {
    let (mut t, _) = open_with(Settings {
        time_control: TimeControl::Fischer {
            main_ms: 60_000,
            increment_ms: 2_000,
        },
        ..Settings::default()
    });
    let search = after_first_move(&mut t);
    let clock = search.clock.expect("timed");
    assert_eq!((clock.winc, clock.binc), (2_000, 2_000));
    assert_eq!(clock.btime, 60_000);
    assert_eq!(clock.wtime, 60_000 - 100 + 2_000);
    assert_eq!(search.movetime_ms, None);
}

#[test]
fn the_top_level_thinks_for_a_fixed_time_without_a_clock() {
    let top = xiangqi_engine::levels().len() as u8;
    let (mut t, _) = open_with(Settings {
        level: top,
        ..Settings::default()
    });
    let search = after_first_move(&mut t);
    assert_eq!(search.movetime_ms, Some(TOP_LEVEL_MOVETIME_MS));
    assert_eq!(search.budget_ms as u64, TOP_LEVEL_MOVETIME_MS);
}
