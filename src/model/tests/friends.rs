//! Two players on one device: questions put to the other player,
//! seating, turning the board.

use xiangqi::{Color, Reason, TimeControl};

use super::*;

#[test]
fn a_takeback_is_asked_of_the_other_player() {
    let mut t = friends(TimeControl::Unlimited);
    tap_move(&mut t, "h2e2", at(1.0));
    tap_move(&mut t, "h9g7", at(2.0));
    t.undo(at(3.0));
    assert_eq!(t.dialog(), Dialog::Takeback(Color::Black));
    assert_eq!(t.dialog().answerer(), Some(Color::Red));
    assert_eq!(t.game().ply_count(), 2, "nothing until agreed");
    t.open_dialog(Dialog::None);
    assert_eq!(t.game().ply_count(), 2, "declined");
    t.ask_takeback(Color::Black);
    t.accept_takeback(Color::Black, at(4.0));
    assert_eq!(t.game().ply_count(), 1);
    assert_eq!(t.game().side_to_move(), Color::Black);
    assert_eq!(t.dialog(), Dialog::None);
}

#[test]
fn a_draw_offer_is_answered_by_the_other_player() {
    let mut t = friends(TimeControl::Unlimited);
    tap_move(&mut t, "h2e2", at(1.0));
    t.offer_draw(Color::Black);
    assert_eq!(t.dialog(), Dialog::DrawOffer(Color::Black));
    t.decline_draw(Color::Black);
    assert_eq!(t.dialog(), Dialog::None);
    assert!(!t.can_offer_draw(Color::Black));
    assert!(
        t.can_offer_draw(Color::Red),
        "the other side may still offer"
    );
    tap_move(&mut t, "h9g7", at(2.0));
    tap_move(&mut t, "h0g2", at(3.0));
    assert!(t.can_offer_draw(Color::Black), "Red has moved since");
    t.offer_draw(Color::Black);
    t.agree_draw(at(4.0));
    assert_eq!(t.outcome().map(|o| o.reason), Some(Reason::Agreement));
}

#[test]
fn the_board_turns_to_the_mover_when_asked() {
    let mut t = friends(TimeControl::Unlimited);
    t.new_game(
        NewGameChoice {
            auto_flip: true,
            ..NewGameChoice::from_settings(t.settings())
        },
        at(1.0),
    );
    assert_eq!(t.bottom(), Color::Red);
    tap_move(&mut t, "h2e2", at(2.0));
    assert_eq!(t.bottom(), Color::Black);
    tap_move(&mut t, "h9g7", at(3.0));
    assert_eq!(t.bottom(), Color::Red);
}

#[test]
fn face_to_face_the_buttons_act_for_the_side_to_move() {
    let mut t = friends(TimeControl::Unlimited);
    assert_eq!(t.acting_side(), Color::Red);
    tap_move(&mut t, "h2e2", at(2.0));
    assert_eq!(t.acting_side(), Color::Black);
    t.ask_resign(Color::Black);
    assert_eq!(t.dialog(), Dialog::ConfirmResign(Color::Black));
    assert_eq!(t.dialog().answerer(), Some(Color::Black));
}

#[test]
fn switching_from_the_ai_to_a_friend_files_the_game_in_progress() {
    let (mut t, _) = vs_ai();
    let effects = tap_move(&mut t, "h2e2", at(1.0));
    assert!(search_in(&effects).is_some());
    let effects = t.new_game(
        NewGameChoice {
            opponent: Opponent::Human,
            seating: Seating::FaceToFace,
            ..NewGameChoice::from_settings(t.settings())
        },
        at(2.0),
    );
    assert!(effects.contains(&Effect::CancelSearch));
    assert_eq!(
        t.mode(),
        Mode::Friends(Friends {
            seating: Seating::FaceToFace,
            auto_flip: false
        })
    );
    assert!(t.game().moves().is_empty());
    assert_eq!(t.history().len(), 1);
    assert!(t.history()[0].archived);
    assert_eq!(t.settings().opponent, Opponent::Human);
    t.open_history(0, at(3.0));
    assert_eq!(t.game().ply_count(), 1, "the filed game goes on");
    assert!(t.mode().ai_side().is_some());
    assert!(
        t.history().is_empty(),
        "it left the history to be played on"
    );
}
