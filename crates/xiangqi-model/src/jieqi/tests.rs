use xiangqi::{Color, Move};

use super::*;

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

#[test]
fn two_players_move_in_turn_by_taps_and_pieces_turn_over() {
    let (mut t, effects) = JieqiTable::new(
        8,
        JieqiOpponent::TwoPlayers {
            seating: Seating::FaceToFace,
        },
    );
    assert_eq!(effects, vec![JieqiEffect::Save]);
    assert_eq!(t.face_down().len(), 30);
    // A face-down piece on the cannon's point is drawn as a cannon.
    assert_eq!(
        t.setup().piece_at(sq("h2")).map(|p| p.role),
        Some(xiangqi::Role::Cannon)
    );
    assert!(
        t.tap(sq("h7")).is_empty(),
        "Black's piece cannot be picked on Red's turn"
    );
    assert_eq!(t.selected(), None);
    t.tap(sq("h2"));
    assert!(t.targets().contains(&sq("e2")));
    assert_eq!(t.tap(sq("e2")), vec![JieqiEffect::Save]);
    assert_eq!(t.face_down().len(), 29);
    assert_eq!(t.to_move(), Color::Black);
    assert_eq!(t.last_move(), Some(mv("h2e2")));
    // Taken back: the piece goes face down again, and turns over the same.
    let first = t.game().plies()[0];
    t.take_back();
    assert_eq!(t.face_down().len(), 30);
    t.drop_piece(sq("h2"), sq("e2"));
    assert_eq!(t.game().plies()[0], first);
}

#[test]
fn the_computer_is_asked_with_the_record_alone_and_its_answer_played() {
    let opponent = JieqiOpponent::Computer {
        level: 3,
        computer: Color::Red,
    };
    let (mut t, effects) = JieqiTable::new(4, opponent);
    let Some(JieqiEffect::AskComputer {
        id, plies, level, ..
    }) = effects.get(1).cloned()
    else {
        panic!("the computer moves first as Red: {effects:?}");
    };
    assert!(plies.is_empty());
    assert_eq!(level, 3);
    assert_eq!(t.bottom(), Color::Black);
    assert!(!t.persons_turn());
    assert!(t.tap(sq("b7")).is_empty());
    // A stale answer is ignored; the right one is played.
    assert!(t.on_reply(id + 7, Some(mv("h2e2"))).is_empty());
    assert_eq!(t.on_reply(id, Some(mv("h2e2"))), vec![JieqiEffect::Save]);
    assert!(t.persons_turn());
    t.tap(sq("h9"));
    let effects = t.tap(sq("g7"));
    let Some(JieqiEffect::AskComputer { plies, .. }) = effects.get(1).cloned() else {
        panic!("the computer's turn again: {effects:?}");
    };
    assert_eq!(plies.len(), 2);
    // What it is told is what both players saw: the moves and reveals.
    assert_eq!(plies[0], t.game().plies()[0].to_string());
    // Taking back against the computer returns to the person's move.
    t.take_back();
    assert_eq!(t.game().plies().len(), 1);
    assert!(t.persons_turn());
}

#[test]
fn a_stored_game_comes_back_and_a_tampered_one_is_refused() {
    let (mut t, _) = JieqiTable::new(
        12,
        JieqiOpponent::TwoPlayers {
            seating: Seating::SideBySide,
        },
    );
    for m in ["h2e2", "h7e7", "b0c2"] {
        t.drop_piece(mv(m).from, mv(m).to);
    }
    let saved = t.saved();
    let json = serde_json::to_string(&saved).unwrap();
    let back: SavedJieqi = serde_json::from_str(&json).unwrap();
    let (restored, _) = JieqiTable::restore(&back).unwrap();
    assert_eq!(restored.game().position(), t.game().position());
    let mut tampered = back.clone();
    tampered.seed += 1;
    assert!(JieqiTable::restore(&tampered).is_none());
    let text = record_text(&t);
    assert!(text.contains("[JieqiSeed \"12\"]"), "{text}");
    assert!(
        text.contains(&format!("1. {} ", t.game().plies()[0])),
        "{text}"
    );
}

#[test]
fn resigning_ends_the_game_for_the_other_side() {
    let (mut t, _) = JieqiTable::new(
        3,
        JieqiOpponent::TwoPlayers {
            seating: Seating::SideBySide,
        },
    );
    t.resign(Color::Red);
    assert_eq!(t.end().and_then(JieqiEnd::winner), Some(Color::Black));
    assert!(t.tap(sq("h2")).is_empty());
    assert!(record_text(&t).contains("0-1"));
}
