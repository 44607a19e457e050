//! The endgame tables in play and on the analysis board: a covered
//! position is asked about once, a drawn verdict ends the game with the
//! rule book's theoretical draw, a verdict about another position counts
//! for nothing.

use xiangqi::Reason;
use xiangqi_tablebase::{Probe, Wdl};

use super::*;

/// A lone cannon against a bare general: no table position is won.
const CANNON_ALONE: &str = "4k4/9/9/9/9/9/9/4C4/9/3K5 w - - 0 1";

fn probes(effects: &[Effect]) -> Vec<(String, bool)> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::ProbeEnding { fen, each_move } => Some((fen.clone(), *each_move)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_covered_drawn_ending_is_drawn_at_once_face_to_face() {
    let mut t = friends(TimeControl::default());
    let effects = set_up(&mut t, CANNON_ALONE, at(10.0));
    let asked = probes(&effects);
    assert_eq!(asked.len(), 1, "{effects:?}");
    assert!(!asked[0].1, "play needs no verdict per move");
    // Asked once: another action on the same position asks nothing.
    assert!(probes(&t.tap(sq("e2"), at(20.0))).is_empty());
    t.ending_verdict(&asked[0].0, Some(Probe::DRAW), at(30.0));
    let outcome = t.outcome().expect("the game is over");
    assert_eq!(outcome.reason, Reason::TheoreticalDraw);
    assert_eq!(outcome.winner, None);
    assert_eq!(t.dialog(), Dialog::GameOver);
}

#[test]
fn a_verdict_about_another_position_or_a_win_changes_nothing() {
    let mut t = friends(TimeControl::default());
    let fen = probes(&set_up(&mut t, CANNON_ALONE, at(10.0)))[0].0.clone();
    let effects = tap_move(&mut t, "e2e3", at(20.0));
    // The new position is asked about in turn.
    assert_eq!(probes(&effects).len(), 1);
    // The answer about the old one comes late: it is ignored.
    t.ending_verdict(&fen, Some(Probe::DRAW), at(30.0));
    assert_eq!(t.outcome(), None);
    let now_fen = probes(&effects)[0].0.clone();
    let win = Probe {
        result: Wdl::Win,
        moves_to_mate: Some(3),
    };
    t.ending_verdict(&now_fen, Some(win), at(40.0));
    t.ending_verdict(&now_fen, None, at(40.0));
    assert_eq!(t.outcome(), None);
}

#[test]
fn a_position_no_table_covers_is_not_asked_about() {
    let mut t = friends(TimeControl::default());
    // A chariot against a soldier: both sides attack, so no table is
    // exact there.
    let both = "4k4/9/9/9/9/9/4p4/9/4R4/3K5 w - - 0 1";
    assert!(probes(&set_up(&mut t, both, at(10.0))).is_empty());
    // The opening position neither.
    let (_, effects) = vs_ai();
    assert!(probes(&effects).is_empty());
}

#[test]
fn the_analysis_board_shows_the_verdict_of_the_shown_position_only() {
    let start = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w").unwrap();
    let (mut a, effects) = Analysis::from_moves(start.clone(), &[mv("a0a1")]);
    let asked = probes(&effects);
    assert_eq!(asked.len(), 1);
    assert!(asked[0].1, "the board lists each move's verdict");
    assert!(a.ending().is_none());
    a.on_solving("KR-K", 1, 2);
    assert_eq!(a.solving(), Some(("KR-K", 1, 2)));
    let win = Probe {
        result: Wdl::Win,
        moves_to_mate: Some(2),
    };
    // An answer about another position is not shown.
    a.on_ending(&start.to_fen(), Some(win), &[]);
    assert!(a.ending().is_none());
    let loss = Probe {
        result: Wdl::Loss,
        moves_to_mate: Some(2),
    };
    let moves = [(mv("d9d8"), Probe::DRAW), (mv("d9e9"), win)];
    a.on_ending(&asked[0].0, Some(loss), &moves);
    let ending = a.ending().expect("shown");
    assert_eq!(ending.verdict, loss);
    // Best first: the winning move, then the draw.
    assert_eq!(ending.moves[0].0, mv("d9e9"));
    assert_eq!(a.solving(), None);
    // Back at the start: that verdict is not this position's.
    let back = probes(&a.back());
    assert!(a.ending().is_none());
    assert_eq!(back.len(), 1);
}

#[test]
fn one_sided_endings_are_asked_about_and_two_attacking_sides_are_not() {
    // A cannon with an advisor against two elephants: the host may serve
    // its table, so the worker is asked.
    let mut t = friends(TimeControl::default());
    let guarded = "2b1k4/9/4b4/9/9/9/9/C8/4A4/3K5 w - - 0 1";
    assert_eq!(probes(&set_up(&mut t, guarded, at(10.0))).len(), 1);
    // Two attacking pieces against none: a host may serve that too.
    let mut t = friends(TimeControl::default());
    let two = "4k4/9/9/9/9/9/9/4C4/4R4/3K5 w - - 0 1";
    assert_eq!(probes(&set_up(&mut t, two, at(10.0))).len(), 1);
    // Both sides attack: no table is exact there, so none is asked.
    let mut t = friends(TimeControl::default());
    let both = "4k4/9/9/9/9/9/4p4/9/4R4/3K5 w - - 0 1";
    assert!(probes(&set_up(&mut t, both, at(10.0))).is_empty());
}

#[test]
fn a_table_downloaded_for_the_analysis_board_is_shown_until_the_verdict_comes() {
    // A cannon with an advisor against two elephants, on the board.
    let start = Position::from_fen("2b1k4/9/4b4/9/9/9/9/C8/4A4/3K5 w").unwrap();
    let (mut a, effects) = Analysis::from_moves(start, &[]);
    let asked = probes(&effects);
    assert_eq!(asked.len(), 1, "{effects:?}");
    a.on_ai(&AiEvent::Downloading {
        id: 1,
        ending: "KCA-KEE".into(),
        bytes: 14_141,
    });
    assert_eq!(a.downloading(), Some(("KCA-KEE", 14_141)));
    a.on_ending(&asked[0].0, Some(Probe::DRAW), &[]);
    assert_eq!(a.downloading(), None);
    assert_eq!(a.ending().map(|e| e.verdict), Some(Probe::DRAW));
    // Stopped by the player: the download is no longer shown.
    a.on_ai(&AiEvent::Downloading {
        id: 1,
        ending: "KCA-KEE".into(),
        bytes: 14_141,
    });
    a.tables_stopped();
    assert_eq!(a.downloading(), None);
}
