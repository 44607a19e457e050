//! A game between two devices: each device's half is driven as its
//! player would, and the messages travel as JSON text between them.

use xiangqi::{Color, Position, Reason, TimeControl};

use super::{at, mv};
use crate::remote::{
    position_hash, PeerMessage, Refusal, RemoteEffect, RemoteGame, RemoteState, CLAIM_GRACE_MS,
    MAX_MESSAGE_BYTES,
};

const ID: &str = "game-0001";

fn sudden_death(secs: u64) -> TimeControl {
    format!("{secs}s").parse().expect("time control")
}

/// Red invites, Black joins from Red's hello.
fn pair(control: TimeControl) -> (RemoteGame, RemoteGame) {
    let red = RemoteGame::invite(
        ID.into(),
        Color::Red,
        Position::startpos(),
        control,
        at(0.0),
    );
    let black = RemoteGame::join(&red.hello(), at(0.0)).expect("joins");
    (red, black)
}

/// The messages among `effects`, as the wire carries them.
fn sent(effects: &[RemoteEffect]) -> Vec<String> {
    effects
        .iter()
        .filter_map(|e| match e {
            RemoteEffect::Send(m) => Some(m.to_json()),
            _ => None,
        })
        .collect()
}

/// Delivers what `effects` send to `to`; what `to` says back.
fn deliver(effects: &[RemoteEffect], to: &mut RemoteGame, ms: f64) -> Vec<RemoteEffect> {
    sent(effects)
        .iter()
        .flat_map(|text| to.receive(text, at(ms)))
        .collect()
}

fn refusal(effects: &[RemoteEffect]) -> Option<Refusal> {
    effects.iter().find_map(|e| match e {
        RemoteEffect::Refused(r) => Some(r.clone()),
        _ => None,
    })
}

fn said(effects: &[RemoteEffect], state: &RemoteState) -> bool {
    effects
        .iter()
        .any(|e| matches!(e, RemoteEffect::Say(s) if s == state))
}

fn moves(game: &RemoteGame) -> Vec<String> {
    game.game()
        .moves()
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// Red's `h2e2` and Black's `h9g7`, delivered.
fn two_moves(red: &mut RemoteGame, black: &mut RemoteGame) {
    let e = red.play(mv("h2e2"), false, at(1_000.0)).expect("red moves");
    deliver(&e, black, 1_050.0);
    let e = black
        .play(mv("h9g7"), false, at(3_000.0))
        .expect("black moves");
    deliver(&e, red, 3_050.0);
}

#[test]
fn the_guest_plays_the_other_side_of_the_same_game() {
    let (red, black) = pair(TimeControl::UNLIMITED);
    assert_eq!(black.me(), Color::Black);
    assert_eq!(black.id(), ID);
    assert_eq!(black.game().position(), red.game().position());
    assert!(red.my_turn());
    assert!(!black.my_turn());
}

#[test]
fn moves_travel_and_each_player_moves_only_in_their_turn() {
    let (mut red, mut black) = pair(TimeControl::UNLIMITED);
    assert_eq!(
        black.play(mv("h9g7"), false, at(10.0)),
        None,
        "not Black's turn"
    );
    two_moves(&mut red, &mut black);
    assert_eq!(moves(&red), ["h2e2", "h9g7"]);
    assert_eq!(moves(&black), moves(&red));
    assert_eq!(
        position_hash(red.game().position()),
        position_hash(black.game().position())
    );
    assert_eq!(red.play(mv("a0a5"), false, at(4_000.0)), None, "illegal");
}

#[test]
fn malformed_messages_are_refused_and_change_nothing() {
    let (mut red, mut black) = pair(TimeControl::UNLIMITED);
    two_moves(&mut red, &mut black);
    let before = moves(&red);
    let huge = format!(
        "{{\"kind\":\"resign\",\"x\":\"{}\"}}",
        "a".repeat(MAX_MESSAGE_BYTES)
    );
    for text in [
        "not json",
        "{\"kind\":\"move\"}",
        "{\"kind\":\"resign\",\"script\":\"<img onerror=alert(1)>\"}",
        "{\"kind\":\"launch\"}",
        "[1,2,3]",
        huge.as_str(),
    ] {
        let effects = red.receive(text, at(4_000.0));
        let why = refusal(&effects).expect("refused");
        assert!(
            matches!(why, Refusal::Malformed(_) | Refusal::TooLarge),
            "{text:.40}: {why:?}"
        );
        assert_eq!(moves(&red), before);
        assert!(red.outcome().is_none());
    }
}

#[test]
fn illegal_or_out_of_turn_moves_are_refused_and_change_nothing() {
    let (mut red, mut black) = pair(TimeControl::UNLIMITED);
    two_moves(&mut red, &mut black);
    let hash = position_hash(red.game().position());
    let forged = |ply: u32, mv: &str, hash: &str| {
        PeerMessage::Move {
            ply,
            mv: mv.into(),
            spent: 10,
            hash: hash.into(),
            offer_draw: false,
        }
        .to_json()
    };
    // Black sends a move in Red's turn.
    let e = red.receive(&forged(2, "h7h0", &hash), at(5_000.0));
    assert_eq!(refusal(&e), Some(Refusal::NotTheirTurn));
    // Red's device refuses an illegal move from Black, a stale one, and one
    // whose position does not match.
    let e = red.play(mv("b2b9"), false, at(6_000.0)).expect("red plays");
    deliver(&e, &mut black, 6_050.0);
    let before = moves(&black);
    let mut after = black.game().position().clone();
    after.do_move(mv("i9i7"));
    let good_hash = position_hash(&after);
    let e = black.receive(&forged(3, "a0a9", &good_hash), at(7_000.0));
    assert_eq!(refusal(&e), Some(Refusal::NotTheirTurn));
    let e = red.receive(&forged(3, "i9i5", &good_hash), at(7_000.0));
    assert_eq!(refusal(&e), Some(Refusal::IllegalMove("i9i5".into())));
    let e = red.receive(&forged(1, "i9i7", &good_hash), at(7_000.0));
    assert_eq!(
        refusal(&e),
        Some(Refusal::WrongPly {
            expected: 3,
            got: 1
        })
    );
    let e = red.receive(&forged(3, "i9i7", "0000000000000000"), at(7_000.0));
    assert_eq!(refusal(&e), Some(Refusal::HashMismatch));
    assert_eq!(moves(&black), before);
    assert_eq!(red.game().ply_count(), 3);
    // The genuine move is taken.
    let e = red.receive(&forged(3, "i9i7", &good_hash), at(7_000.0));
    assert!(said(&e, &RemoteState::OpponentMoved(mv("i9i7"))));
}

#[test]
fn a_draw_offer_goes_with_a_move_and_is_answered_by_the_opponent_only() {
    let (mut red, mut black) = pair(TimeControl::UNLIMITED);
    let e = red.play(mv("h2e2"), true, at(1_000.0)).expect("red offers");
    // Red cannot accept its own offer.
    assert!(red.answer_draw(true).is_empty());
    let e = deliver(&e, &mut black, 1_050.0);
    assert!(said(&e, &RemoteState::DrawOffered));
    let e = black.answer_draw(true);
    assert_eq!(black.outcome().map(|o| o.reason), Some(Reason::Agreement));
    deliver(&e, &mut red, 1_100.0);
    assert_eq!(red.outcome().map(|o| o.reason), Some(Reason::Agreement));
}

#[test]
fn playing_on_declines_and_the_decliner_offers_next() {
    let (mut red, mut black) = pair(TimeControl::UNLIMITED);
    let e = red.play(mv("h2e2"), true, at(1_000.0)).expect("red offers");
    deliver(&e, &mut black, 1_050.0);
    let e = black
        .play(mv("h9g7"), false, at(2_000.0))
        .expect("black plays on");
    deliver(&e, &mut red, 2_050.0);
    assert!(red.offers().pending().is_none());
    // Red's offer was declined: Red may not offer again before Black does.
    assert_eq!(red.play(mv("b2b9"), true, at(3_000.0)), None);
    // A forged acceptance of the declined offer is refused.
    let e = red.receive(
        &PeerMessage::DrawAnswer { accept: true }.to_json(),
        at(3_000.0),
    );
    assert_eq!(refusal(&e), Some(Refusal::Unexpected));
    assert!(red.outcome().is_none());
}

#[test]
fn a_takeback_needs_the_opponents_consent() {
    let (mut red, mut black) = pair(TimeControl::UNLIMITED);
    two_moves(&mut red, &mut black);
    // Black's device cannot make Red's move disappear on its own.
    let forged = PeerMessage::TakebackAnswer { accept: true }.to_json();
    let e = red.receive(&forged, at(4_000.0));
    assert_eq!(refusal(&e), Some(Refusal::Unexpected));
    assert_eq!(red.game().ply_count(), 2);
    assert!(black.answer_takeback(true, at(4_000.0)).is_empty());
    // Red asks; it cannot move while it waits.
    let e = red.ask_takeback();
    assert!(!red.my_turn());
    let e = deliver(&e, &mut black, 4_100.0);
    assert!(said(&e, &RemoteState::TakebackAsked));
    let e = black.answer_takeback(true, at(5_000.0));
    assert_eq!(black.game().ply_count(), 0);
    let e = deliver(&e, &mut red, 5_050.0);
    assert!(said(&e, &RemoteState::TakebackAgreed));
    assert_eq!(red.game().ply_count(), 0);
    assert!(red.my_turn());
}

#[test]
fn a_refused_takeback_leaves_the_game() {
    let (mut red, mut black) = pair(TimeControl::UNLIMITED);
    two_moves(&mut red, &mut black);
    let e = black.ask_takeback();
    deliver(&e, &mut red, 4_000.0);
    let e = red.answer_takeback(false, at(4_500.0));
    let e = deliver(&e, &mut black, 4_550.0);
    assert!(said(&e, &RemoteState::TakebackRefused));
    assert_eq!(black.game().ply_count(), 2);
    assert_eq!(red.game().ply_count(), 2);
}

#[test]
fn resigning_ends_the_game_on_both_devices() {
    let (mut red, mut black) = pair(TimeControl::UNLIMITED);
    let e = black.resign();
    deliver(&e, &mut red, 100.0);
    for device in [&red, &black] {
        let outcome = device.outcome().expect("over");
        assert_eq!(outcome.reason, Reason::Resignation);
        assert_eq!(outcome.loser(), Some(Color::Black));
    }
    let e = red.receive(&PeerMessage::Resign {}.to_json(), at(200.0));
    assert_eq!(refusal(&e), Some(Refusal::Unexpected));
}

#[test]
fn both_devices_show_the_same_clocks() {
    let (mut red, mut black) = pair(sudden_death(60));
    // Red thinks 10 s; the move takes 300 ms to arrive.
    let e = red.play(mv("h2e2"), false, at(10_000.0)).expect("moves");
    deliver(&e, &mut black, 10_300.0);
    // Black has thought 5 s on its own device.
    let (clocks, t) = black.clocks(at(15_300.0));
    assert_eq!(clocks.remaining(Color::Red, t).main_ms, 50_000);
    assert_eq!(clocks.remaining(Color::Black, t).main_ms, 55_000);
    let (clocks, t) = red.clocks(at(15_000.0));
    assert_eq!(clocks.remaining(Color::Red, t).main_ms, 50_000);
    assert_eq!(clocks.remaining(Color::Black, t).main_ms, 55_000);
}

#[test]
fn a_players_own_device_declares_the_flag_and_the_other_agrees() {
    let (mut red, mut black) = pair(sudden_death(60));
    // A forged claim that Red has flagged while Red has time is refused.
    let early = PeerMessage::Flag {
        ply: 0,
        loser: Color::Red,
    }
    .to_json();
    let e = red.receive(&early, at(10_000.0));
    assert_eq!(refusal(&e), Some(Refusal::Unexpected));
    assert!(red.tick(at(59_000.0)).is_empty());
    let e = red.tick(at(60_001.0));
    assert_eq!(red.outcome().map(|o| o.reason), Some(Reason::Timeout));
    // Black's device started Red's clock at the same moment here.
    deliver(&e, &mut black, 60_100.0);
    let outcome = black.outcome().expect("black agrees");
    assert_eq!(outcome.loser(), Some(Color::Red));
}

#[test]
fn an_absent_opponent_still_loses_on_time() {
    let (mut red, mut black) = pair(sudden_death(30));
    let e = red.play(mv("h2e2"), false, at(1_000.0)).expect("moves");
    deliver(&e, &mut black, 1_000.0);
    // Black's device goes silent; Red waits out Black's time and the grace.
    assert!(red.tick(at(31_500.0)).is_empty());
    let e = red.tick(at(31_001.0 + CLAIM_GRACE_MS as f64 + 1.0));
    assert!(!sent(&e).is_empty());
    assert_eq!(red.outcome().and_then(|o| o.loser()), Some(Color::Black));
}

#[test]
fn after_a_drop_the_longer_game_is_kept_on_both_devices() {
    let (mut red, mut black) = pair(TimeControl::UNLIMITED);
    two_moves(&mut red, &mut black);
    // Red's next move is lost on the way.
    let _lost = red.play(mv("b2b9"), false, at(5_000.0)).expect("moves");
    assert_eq!(black.game().ply_count(), 2);
    // Both devices say hello again.
    let from_red = vec![RemoteEffect::Send(red.hello())];
    let from_black = vec![RemoteEffect::Send(black.hello())];
    let e = deliver(&from_red, &mut black, 9_000.0);
    assert!(said(&e, &RemoteState::Resumed(3)));
    let e = deliver(&from_black, &mut red, 9_000.0);
    assert!(refusal(&e).is_none());
    assert_eq!(moves(&red), moves(&black));
    assert!(black.my_turn());
}

#[test]
fn games_that_went_different_ways_are_not_merged() {
    let (mut red, mut black) = pair(TimeControl::UNLIMITED);
    let mut other = RemoteGame::invite(
        ID.into(),
        Color::Red,
        Position::startpos(),
        TimeControl::UNLIMITED,
        at(0.0),
    );
    other.play(mv("b2e2"), false, at(10.0)).expect("moves");
    red.play(mv("h2e2"), false, at(10.0)).expect("moves");
    // Red's move was lost; its hello brings it.
    let e = deliver(&[RemoteEffect::Send(red.hello())], &mut black, 30.0);
    assert_eq!(refusal(&e), None, "the longer list is taken");
    // A hello from a game that went another way is refused.
    let e = black.receive(&other.hello().to_json(), at(40.0));
    assert_eq!(refusal(&e), Some(Refusal::Diverged));
    assert_eq!(moves(&black), ["h2e2"]);
}

#[test]
fn a_game_in_another_version_or_with_a_bad_list_is_not_joined() {
    let red = RemoteGame::invite(
        ID.into(),
        Color::Red,
        Position::startpos(),
        TimeControl::UNLIMITED,
        at(0.0),
    );
    let PeerMessage::Hello {
        game,
        start,
        sender,
        control,
        hash,
        ..
    } = red.hello()
    else {
        panic!("hello")
    };
    let hello = |protocol: u32, moves: Vec<&str>, spent: Vec<u64>, hash: &str| PeerMessage::Hello {
        protocol,
        game: game.clone(),
        start: start.clone(),
        sender,
        control,
        moves: moves.into_iter().map(String::from).collect(),
        spent,
        hash: hash.into(),
    };
    assert_eq!(
        RemoteGame::join(&hello(9, vec![], vec![], &hash), at(0.0)).err(),
        Some(Refusal::Protocol(9))
    );
    assert_eq!(
        RemoteGame::join(&hello(1, vec!["a0a5"], vec![5], &hash), at(0.0)).err(),
        Some(Refusal::IllegalMove("a0a5".into()))
    );
    assert!(matches!(
        RemoteGame::join(&hello(1, vec!["h2e2"], vec![], &hash), at(0.0)),
        Err(Refusal::Malformed(_))
    ));
    assert_eq!(
        RemoteGame::join(&hello(1, vec!["h2e2"], vec![5], &hash), at(0.0)).err(),
        Some(Refusal::HashMismatch)
    );
}

#[test]
fn a_reload_resumes_the_game_with_its_clocks() {
    let (mut red, mut black) = pair(sudden_death(60));
    two_moves(&mut red, &mut black);
    let stored = red.stored(at(4_050.0));
    let json = serde_json::to_string(&stored).expect("saves");
    // The page is reloaded a second later (its monotonic clock restarts).
    let read = serde_json::from_str(&json).expect("reads");
    let later = xiangqi_model_now(0.0, at(5_050.0).wall);
    let again = RemoteGame::restore(read, later).expect("restores");
    assert_eq!(moves(&again), moves(&red));
    let (clocks, t) = again.clocks(later);
    let (before, t0) = red.clocks(at(5_050.0));
    assert_eq!(
        clocks.remaining(Color::Red, t).main_ms,
        before.remaining(Color::Red, t0).main_ms
    );
    // A save whose moves do not play is dropped.
    let corrupt = json.replace("h9g7", "h9h0");
    let read = serde_json::from_str(&corrupt).expect("reads");
    assert!(RemoteGame::restore(read, later).is_none());
}

fn xiangqi_model_now(mono: f64, wall: f64) -> crate::Now {
    crate::Now::new(mono, wall)
}

/// Two devices from a position where Red's general may take the soldier
/// that checks it, leaving a lone cannon (a theoretical draw).
fn pair_at(fen: &str) -> (RemoteGame, RemoteGame) {
    let red = RemoteGame::invite(
        ID.into(),
        Color::Red,
        Position::from_fen(fen).expect("fen"),
        TimeControl::UNLIMITED,
        at(0.0),
    );
    let black = RemoteGame::join(&red.hello(), at(0.0)).expect("joins");
    (red, black)
}

#[test]
fn a_theoretical_draw_ends_the_game_alike_on_both_devices_whatever_comes_first() {
    const SOLDIER_TAKEN: &str = "3k5/9/9/9/9/C8/9/9/4p4/4K4 w";
    let (mut red, mut black) = pair_at(SOLDIER_TAKEN);
    let sent_move = red.play(mv("e0e1"), false, at(100.0)).expect("legal");
    deliver(&sent_move, &mut black, 150.0);
    let drawn = red.game().position().to_fen();
    // Red's tables answer first: the game ends on Red's device.
    let ended = red.ending_verdict(&drawn, true, at(200.0));
    let outcome = red.outcome().expect("over on Red's device");
    assert_eq!(outcome.reason, Reason::TheoreticalDraw);
    assert!(said(&ended, &RemoteState::Ended(outcome)));
    assert!(
        sent(&ended).is_empty(),
        "nothing to send: each device judges"
    );
    // Black moves before its own tables answer; Red refuses the move.
    let late = black.play(mv("d9d8"), false, at(300.0)).expect("legal");
    let refused = deliver(&late, &mut red, 350.0);
    assert!(refusal(&refused).is_some());
    assert_eq!(red.game().ply_count(), 1);
    // Black's verdict on the drawn position drops that move: both devices
    // end with the same game and result.
    black.ending_verdict(&drawn, true, at(400.0));
    assert_eq!(black.outcome(), red.outcome());
    assert_eq!(black.game().moves(), red.game().moves());
    // A later verdict, a win or a position not in the game changes nothing.
    assert!(red.ending_verdict(&drawn, true, at(500.0)).is_empty());
    let (mut fresh, _) = pair_at(SOLDIER_TAKEN);
    assert!(fresh.ending_verdict(&drawn, true, at(10.0)).is_empty());
    assert!(fresh
        .ending_verdict(SOLDIER_TAKEN, false, at(10.0))
        .is_empty());
    assert_eq!(fresh.outcome(), None);
}

#[test]
fn a_theoretical_draw_survives_a_reload() {
    let (mut red, _) = pair_at("3k5/9/9/9/9/C8/9/9/4p4/4K4 w");
    red.play(mv("e0e1"), false, at(100.0)).expect("legal");
    let fen = red.game().position().to_fen();
    red.ending_verdict(&fen, true, at(200.0));
    let restored = RemoteGame::restore(red.stored(at(300.0)), at(400.0)).expect("restores");
    assert_eq!(restored.outcome(), red.outcome());
}
