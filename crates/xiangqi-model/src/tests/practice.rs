//! The endgame trainer's attempts, as a player meets them: a position
//! from the worker, moves judged by the tables' verdicts, the AI's
//! replies, and a verdict that counts in the progress.

use xiangqi_tablebase::{Probe, Wdl};

use super::*;
use crate::practice::{
    drill, Failure, PracticeEffect, PracticeGame, PracticeProgress, PracticeState, HOLD_MOVES,
};

/// Red's chariot mates in one (a0d0: the flying general guards e9).
const CHARIOT_MATES: &str = "3k5/9/9/9/9/9/9/9/9/R3K4 w";
/// A horse and two advisors, Black to move.
const HORSE_VS_ADVISORS: &str = "3aka3/9/9/9/9/9/9/2N6/9/3K5 b";

fn probe_fen(effects: &[PracticeEffect]) -> Option<String> {
    effects.iter().find_map(|e| match e {
        PracticeEffect::Probe { fen } => Some(fen.clone()),
        _ => None,
    })
}

fn search_id(effects: &[PracticeEffect]) -> Option<u32> {
    effects.iter().find_map(|e| match e {
        PracticeEffect::Search(s) => Some(s.id),
        _ => None,
    })
}

fn started(id: &str, fen: &str) -> (PracticeGame, u32) {
    let (mut g, effects) = PracticeGame::start(drill(id).unwrap(), 42, 100);
    let asked = match &effects[..] {
        [PracticeEffect::Practise {
            id, ending, seed, ..
        }] => {
            assert_eq!(*ending, drill(g.drill().id).unwrap().ending);
            assert_eq!(*seed, 42);
            *id
        }
        other => panic!("{other:?}"),
    };
    g.on_solving(asked, "KR-K", 1, 2);
    assert_eq!(
        g.state(),
        &PracticeState::Preparing {
            solving: Some(("KR-K".into(), 1, 2))
        }
    );
    let effects = g.on_practice(asked, Some(fen));
    assert_eq!(g.state(), &PracticeState::Playing);
    assert!(probe_fen(&effects).is_some(), "the start is judged too");
    (g, asked)
}

fn win_in(n: u32) -> Probe {
    Probe {
        result: Wdl::Win,
        moves_to_mate: Some(n),
    }
}

fn loss_in(n: u32) -> Probe {
    Probe {
        result: Wdl::Loss,
        moves_to_mate: Some(n),
    }
}

#[test]
fn mating_wins_the_drill_and_counts_in_the_progress() {
    let (mut g, _) = started("chariot-bare", CHARIOT_MATES);
    let mut progress = PracticeProgress::default();
    let start = g.position().unwrap().to_fen();
    g.on_verdict(&start, Some(win_in(1)), &mut progress);
    assert_eq!(g.verdict(), Some(win_in(1)));
    // Black's pieces cannot be picked up; the chariot can.
    assert!(g.tap(sq("d9"), &mut progress).is_empty());
    assert_eq!(g.selected(), None);
    g.tap(sq("a0"), &mut progress);
    assert!(g.targets().contains(&sq("d0")));
    let effects = g.tap(sq("d0"), &mut progress);
    assert_eq!(g.state(), &PracticeState::Won);
    assert_eq!(effects, vec![PracticeEffect::SaveProgress]);
    assert!(progress.is_done("chariot-bare"));
    assert_eq!(progress.record("chariot-bare").tries, 1);
}

#[test]
fn a_move_that_lets_the_win_slip_fails_at_once() {
    let (mut g, _) = started("chariot-bare", CHARIOT_MATES);
    let mut progress = PracticeProgress::default();
    let effects = g.drop_piece(sq("a0"), sq("a1"), &mut progress);
    let fen = probe_fen(&effects).expect("the move is judged");
    let reply = search_id(&effects).expect("the AI answers");
    // Still lost for Black: the attempt goes on, the AI replies.
    g.on_verdict(&fen, Some(loss_in(2)), &mut progress);
    assert_eq!(g.state(), &PracticeState::Playing);
    let effects = g.on_reply(reply, Some(mv("d9d8")), &mut progress);
    assert!(g.players_turn());
    let fen = probe_fen(&effects).unwrap();
    g.on_verdict(&fen, Some(win_in(2)), &mut progress);
    assert_eq!(g.verdict(), Some(win_in(2)));
    // The chariot wanders off where the tables call it a draw.
    let effects = g.drop_piece(sq("a1"), sq("b1"), &mut progress);
    let reply = search_id(&effects).unwrap();
    g.on_verdict(
        &probe_fen(&effects).unwrap(),
        Some(Probe::DRAW),
        &mut progress,
    );
    assert_eq!(
        g.state(),
        &PracticeState::Failed(Failure::ThrewWin(mv("a1b1")))
    );
    // The AI's late reply changes nothing.
    assert!(g
        .on_reply(reply, Some(mv("d8d9")), &mut progress)
        .is_empty());
    assert_eq!(progress.record("chariot-bare").tries, 1);
    assert!(!progress.is_done("chariot-bare"));
}

#[test]
fn a_draw_is_held_by_surviving_the_attackers_moves() {
    let (mut g, _) = started("horse-two-advisors", HORSE_VS_ADVISORS);
    assert_eq!(g.player(), xiangqi::Color::Black);
    let mut progress = PracticeProgress::default();
    let shuffle = [("e9e8", "c2b4"), ("e8e9", "b4c2")];
    for round in 0..HOLD_MOVES as usize {
        let (ours, theirs) = shuffle[round % 2];
        let effects = g.drop_piece(mv(ours).from, mv(ours).to, &mut progress);
        let reply = search_id(&effects).expect("the AI answers");
        g.on_verdict(
            &probe_fen(&effects).unwrap(),
            Some(Probe::DRAW),
            &mut progress,
        );
        assert_eq!(g.state(), &PracticeState::Playing, "round {round}");
        g.on_reply(reply, Some(mv(theirs)), &mut progress);
        if g.state() != &PracticeState::Playing {
            break;
        }
    }
    // Held after the tenth move of the horse (or by the rules' draw on
    // repetition, whichever comes first).
    assert_eq!(g.state(), &PracticeState::Held);
    assert!(progress.is_done("horse-two-advisors"));
}

#[test]
fn a_drawn_position_thrown_into_a_loss_fails() {
    let (mut g, _) = started("horse-two-advisors", HORSE_VS_ADVISORS);
    let mut progress = PracticeProgress::default();
    let effects = g.drop_piece(sq("e9"), sq("e8"), &mut progress);
    g.on_verdict(
        &probe_fen(&effects).unwrap(),
        Some(win_in(5)),
        &mut progress,
    );
    assert_eq!(
        g.state(),
        &PracticeState::Failed(Failure::ThrewDraw(mv("e9e8")))
    );
}

#[test]
fn no_position_or_a_stale_answer() {
    let (mut g, effects) = PracticeGame::start(drill("soldier-bare").unwrap(), 1, 7);
    assert_eq!(g.last_request(), 7);
    assert!(matches!(
        effects[0],
        PracticeEffect::Practise { hold: false, .. }
    ));
    // An answer to an older request is not this attempt's.
    assert!(g.on_practice(6, Some(CHARIOT_MATES)).is_empty());
    assert!(matches!(g.state(), PracticeState::Preparing { .. }));
    // The worker had none: the attempt cannot start.
    g.on_practice(7, None);
    assert_eq!(g.state(), &PracticeState::Unavailable);
    // A position with the wrong side to move is refused the same way.
    let (mut g, _) = PracticeGame::start(drill("soldier-bare").unwrap(), 1, 7);
    g.on_practice(7, Some(HORSE_VS_ADVISORS));
    assert_eq!(g.state(), &PracticeState::Unavailable);
}

#[test]
fn the_link_names_the_trainer_and_its_drill() {
    let query = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    };
    assert_eq!(
        crate::practice::requested(query(&[("mode", "endgames")])),
        Some(None)
    );
    assert_eq!(
        crate::practice::requested(query(&[("mode", "endgames"), ("id", "kr")])),
        Some(Some("kr".into()))
    );
    assert_eq!(
        crate::practice::requested(query(&[("mode", "learn")])),
        None
    );
}
