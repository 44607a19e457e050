//! Playing the AI: its moves, stale and illegal answers, hints, draw
//! offers judged by the engine, takebacks, a failing worker.

use xiangqi::{Color, TimeControl};
use xiangqi_engine::Score;

use super::*;
use crate::OfferBlock;

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
    answer(
        &mut t,
        search.id,
        Some(mv("h9g7")),
        Score::Cp(10),
        at(200.0),
    );
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
    answer(
        &mut t,
        search.id + 1,
        Some(mv("h9g7")),
        Score::Cp(0),
        at(150.0),
    );
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
    let effects = answer(&mut t, search.id, Some(mv("a0a5")), Score::Cp(0), at(150.0));
    assert_eq!(t.game().ply_count(), 1, "not played");
    let again = search_in(&effects).expect("asked again");
    assert_ne!(again.id, search.id);
    answer(&mut t, again.id, None, Score::Cp(0), at(160.0));
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
    answer(&mut t, search.id, Some(mv("h9g7")), Score::Cp(0), at(300.0));
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
    assert_eq!(search.depth, None, "no depth cap: the top level has none");
    assert!(
        search.movetime_ms >= Some(2_000),
        "a fixed time, not a shallow depth"
    );
    assert_eq!(t.task(), Some(Task::Hint));
    assert!(search_in(&t.ask_hint()).is_none(), "one question at a time");
    answer(&mut t, search.id, Some(mv("h2e2")), Score::Cp(20), at(50.0));
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
fn an_offer_goes_with_the_players_move_and_the_ai_answers_on_its_turn() {
    let (mut t, _) = vs_ai();
    assert!(!t.can_offer_draw(Color::Black), "only in one's own turn");
    t.offer_draw(Color::Red);
    assert_eq!(
        t.notice().map(|n| &n.notice),
        Some(&Notice::OfferGoesWithMove)
    );
    assert_eq!(t.offer_block(Color::Red), Some(OfferBlock::Pending));
    let search = after_first_move(&mut t);
    assert!(
        t.draw_offers().pending().is_some_and(|o| o.moved),
        "the offer went with the move"
    );
    // The AI (Black) thinks it stands better: it declines by playing.
    answer(
        &mut t,
        search.id,
        Some(mv("h9g7")),
        Score::Cp(80),
        at(200.0),
    );
    assert_eq!(t.notice().map(|n| &n.notice), Some(&Notice::DrawDeclined));
    assert_eq!(t.game().ply_count(), 2);
    assert!(t.outcome().is_none());
    assert_eq!(t.draw_offers().declined(), xiangqi::ByColor::new(1, 0));
    assert_eq!(
        t.offer_block(Color::Red),
        Some(OfferBlock::OpponentsTurnToOffer),
        "not again until the AI has offered"
    );
    t.offer_draw(Color::Red);
    assert_eq!(t.draw_offers().pending(), None);
}

#[test]
fn a_takeback_does_not_withdraw_the_players_offer() {
    let (mut t, _) = vs_ai();
    t.offer_draw(Color::Red);
    after_first_move(&mut t);
    // While the AI thinks about the offer, the player takes the move back.
    t.undo(at(150.0));
    assert_eq!(t.game().ply_count(), 0);
    assert_eq!(t.draw_offers().pending(), None);
    assert_eq!(
        t.offer_block(Color::Red),
        Some(OfferBlock::OpponentsTurnToOffer),
        "the offer counts as made and declined"
    );
}

#[test]
fn the_ai_accepts_an_offer_when_it_stands_worse() {
    let (mut t, _) = vs_ai();
    t.offer_draw(Color::Red);
    let search = after_first_move(&mut t);
    answer(
        &mut t,
        search.id,
        Some(mv("h9g7")),
        Score::Cp(-300),
        at(200.0),
    );
    let outcome = t.outcome().expect("agreed");
    assert_eq!(outcome.reason, xiangqi::Reason::Agreement);
    assert_eq!(t.game().ply_count(), 1, "the AI's move is not played");
    assert_eq!(t.dialog(), Dialog::GameOver);
}

/// A chariot each climbing its file, without repeating a position.
const CLIMB: [(&str, &str); 7] = [
    ("i0i1", "a1a2"),
    ("i1i2", "a2a3"),
    ("i2i3", "a3a4"),
    ("i3i4", "a4a5"),
    ("i4i5", "a5a6"),
    ("i5i6", "a6a7"),
    ("i6i7", "a7a8"),
];

/// A dead level chariot ending against the AI, played on (the AI scoring
/// each of its moves `score`) until the AI offers a draw or the moves run
/// out; returns how many moves each side played.
fn level_ending_until_the_ai_offers(t: &mut Table, score: Score) -> usize {
    // A chariot each and nothing else to attack with.
    set_up(t, "3k5/9/9/9/9/9/9/9/r8/4K3R w - - 0 1", at(0.0));
    let mut n = 0;
    while t.draw_offers().pending().is_none() && n < CLIMB.len() {
        let (red, black) = CLIMB[n];
        let when = n as f64 * 10.0;
        let search = search_in(&tap_move(t, red, at(when))).expect("asked");
        answer(t, search.id, Some(mv(black)), score, at(when + 5.0));
        n += 1;
    }
    n
}

#[test]
fn the_ai_offers_a_draw_in_a_dead_level_ending_and_a_refusal_restores_the_players_right() {
    let (mut t, _) = vs_ai();
    let n = level_ending_until_the_ai_offers(&mut t, Score::Cp(5));
    let offer = t.draw_offers().pending().expect("the AI offers");
    assert_eq!(offer.by, Color::Black);
    assert_eq!(t.notice().map(|n| &n.notice), Some(&Notice::AiOffersDraw));
    assert!(n >= 6, "only after several level moves");
    // The player declines by moving; both have one declined offer now.
    tap_move(&mut t, "e0e1", at(500.0));
    assert_eq!(t.draw_offers().pending(), None);
    assert_eq!(t.draw_offers().declined(), xiangqi::ByColor::new(0, 1));
    t.answer_draw(true, at(501.0));
    assert!(t.outcome().is_none(), "nothing left to accept");
}

#[test]
fn the_player_accepts_the_ais_offer() {
    let (mut t, _) = vs_ai();
    level_ending_until_the_ai_offers(&mut t, Score::Cp(-10));
    assert!(t.draw_offers().pending().is_some());
    t.answer_draw(true, at(500.0));
    assert_eq!(
        t.outcome().map(|o| o.reason),
        Some(xiangqi::Reason::Agreement)
    );
}

#[test]
fn a_takeback_against_the_ai_returns_to_the_players_turn() {
    let (mut t, _) = vs_ai();
    assert!(!t.can_undo(), "nothing to take back");
    let search = after_first_move(&mut t);
    answer(&mut t, search.id, Some(mv("h9g7")), Score::Cp(0), at(200.0));
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
    answer(&mut t, search.id, Some(mv("h9g7")), Score::Cp(0), at(200.0));
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
        time_control: TimeControl::from(xiangqi::GameTime::Fischer {
            main_ms: 60_000,
            increment_ms: 2_000,
        }),
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

#[test]
fn a_per_move_limit_caps_the_ais_move_and_a_stage_tells_it_the_moves_to_go() {
    let (mut t, _) = open_with(Settings {
        time_control: "40/90, 10 s/move".parse().expect("control"),
        ..Settings::default()
    });
    let search = after_first_move(&mut t);
    assert_eq!(search.move_cap_ms, Some(10_000));
    assert!(u64::from(search.budget_ms) <= 10_000);
    let clock = search.clock.expect("a game time");
    assert_eq!(clock.movestogo, Some(40));
    assert_eq!(clock.btime, 90 * 60_000);
}

#[test]
fn a_quick_answer_is_held_until_the_ai_has_visibly_thought() {
    let (mut t, _) = vs_ai();
    let search = after_first_move(&mut t);
    let effects = t.ai_result(search.id, Some(mv("h9g7")), Score::Cp(0), at(120.0));
    let after = effects
        .iter()
        .find_map(|e| match e {
            Effect::AiMoveDue { id, after_ms } if *id == search.id => Some(*after_ms),
            _ => None,
        })
        .expect("held");
    // Asked at 100 ms, answered at 120 ms: held to 0.6–1.2 s in all.
    let total = 20.0 + f64::from(after);
    assert!((600.0..=1_200.0).contains(&total), "thinks {total} ms");
    assert_eq!(t.game().ply_count(), 1, "not played yet");
    assert_eq!(t.task(), Some(Task::AiMove), "still thinking");
    t.ai_move_due(search.id, at(120.0 + f64::from(after)));
    assert_eq!(t.game().ply_count(), 2);
}

#[test]
fn a_held_move_is_dropped_by_a_takeback_and_a_slow_answer_is_not_held() {
    let (mut t, _) = vs_ai();
    let search = after_first_move(&mut t);
    t.ai_result(search.id, Some(mv("h9g7")), Score::Cp(0), at(150.0));
    t.undo(at(300.0));
    t.ai_move_due(search.id, at(2_000.0));
    assert_eq!(
        t.game().ply_count(),
        0,
        "the held move came after the takeback"
    );

    let search = after_first_move(&mut t);
    let effects = t.ai_result(search.id, Some(mv("h9g7")), Score::Cp(0), at(5_000.0));
    assert!(!effects
        .iter()
        .any(|e| matches!(e, Effect::AiMoveDue { .. })));
    assert_eq!(t.game().ply_count(), 2, "a long search is played at once");
}

#[test]
fn with_little_time_on_its_clock_the_ai_is_not_held() {
    let (mut t, _) = open_with(Settings {
        time_control: "20s".parse().expect("control"),
        ..Settings::default()
    });
    let search = after_first_move(&mut t);
    let effects = t.ai_result(search.id, Some(mv("h9g7")), Score::Cp(0), at(110.0));
    assert!(!effects
        .iter()
        .any(|e| matches!(e, Effect::AiMoveDue { .. })));
    assert_eq!(t.game().ply_count(), 2);
}
