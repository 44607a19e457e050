//! Two players on one device: questions put to the other player,
//! seating, turning the board.

use xiangqi::{Color, Reason, TimeControl};

use super::*;
use crate::OfferBlock;

#[test]
fn a_takeback_is_asked_of_the_other_player() {
    let mut t = friends(TimeControl::UNLIMITED);
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
fn a_draw_offer_follows_the_rule_book() {
    let mut t = friends(TimeControl::UNLIMITED);
    tap_move(&mut t, "h2e2", at(1.0));
    assert!(
        !t.can_offer_draw(Color::Red),
        "Red offers in Red's turn only"
    );
    t.offer_draw(Color::Black);
    assert_eq!(t.offer_block(Color::Black), Some(OfferBlock::Pending));
    tap_move(&mut t, "h9g7", at(2.0));
    assert!(
        t.draw_offers().pending().is_some(),
        "the offer goes with Black's move and cannot be withdrawn"
    );
    t.answer_draw(false, at(3.0));
    assert_eq!(t.draw_offers().declined(), xiangqi::ByColor::new(0, 1));
    tap_move(&mut t, "h0g2", at(4.0));
    assert_eq!(
        t.offer_block(Color::Black),
        Some(OfferBlock::OpponentsTurnToOffer),
        "declined once: Black waits for Red's offer"
    );
    tap_move(&mut t, "b9c7", at(5.0));
    t.offer_draw(Color::Red);
    // Black declines by moving... after Red's move.
    tap_move(&mut t, "b0c2", at(6.0));
    tap_move(&mut t, "a9a8", at(7.0));
    assert_eq!(t.draw_offers().declined(), xiangqi::ByColor::new(1, 1));
    tap_move(&mut t, "a0a1", at(8.0));
    assert!(
        t.can_offer_draw(Color::Black),
        "equal counts: either may offer"
    );
    t.offer_draw(Color::Black);
    t.answer_draw(true, at(9.0));
    assert_eq!(t.outcome().map(|o| o.reason), Some(Reason::Agreement));
}

#[test]
fn a_pending_offer_survives_a_reload() {
    let mut t = friends(TimeControl::UNLIMITED);
    t.offer_draw(Color::Red);
    tap_move(&mut t, "h2e2", at(1.0));
    let saved = t.saved_game(at(2.0));
    let text = crate::saved::encode(&saved).unwrap();
    let back: SavedGame = crate::saved::decode(&text).unwrap();
    let (t, _) = Table::open(
        Stored {
            current: Some(back),
            ..Stored::default()
        },
        Ok(LinkSetup::default()),
        at(3.0),
        1,
    );
    assert_eq!(t.draw_offers().pending().map(|o| o.by), Some(Color::Red));
}

#[test]
fn the_board_turns_to_the_mover_when_asked() {
    let mut t = friends(TimeControl::UNLIMITED);
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
    let mut t = friends(TimeControl::UNLIMITED);
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
    let filed = t.history()[0].clone();
    t.open_past_game(filed, at(3.0));
    assert_eq!(t.game().ply_count(), 1, "the filed game goes on");
    assert!(t.mode().ai_side().is_some());
    assert!(
        t.history().is_empty(),
        "it left the history to be played on"
    );
}

#[test]
fn an_offer_is_confirmed_first() {
    let mut t = friends(TimeControl::UNLIMITED);
    t.ask_offer_draw(Color::Red);
    assert_eq!(t.dialog(), Dialog::ConfirmDrawOffer(Color::Red));
    assert_eq!(t.dialog().answerer(), Some(Color::Red));
    t.open_dialog(Dialog::None);
    assert_eq!(t.draw_offers().pending(), None, "cancelled: no offer");
    t.ask_offer_draw(Color::Black);
    assert_eq!(t.dialog(), Dialog::None, "not Black's turn");
    t.ask_offer_draw(Color::Red);
    t.offer_draw(Color::Red);
    assert_eq!(t.dialog(), Dialog::None);
    assert_eq!(t.draw_offers().pending().map(|o| o.by), Some(Color::Red));
}

/// Two players face to face, with `time_control`.
fn face_to_face(time_control: TimeControl) -> Table {
    open_with(Settings {
        opponent: Opponent::Human,
        seating: Seating::FaceToFace,
        time_control,
        ..Settings::default()
    })
    .0
}

#[test]
fn face_to_face_a_seat_takes_back_only_its_own_move_and_never_from_the_shared_panel() {
    let mut t = face_to_face(TimeControl::UNLIMITED);
    tap_move(&mut t, "h2e2", at(1.0));
    assert!(
        !t.can_take_back(Color::Black),
        "Black has no move to take back"
    );
    t.ask_takeback(Color::Black);
    assert_eq!(t.dialog(), Dialog::None);
    tap_move(&mut t, "h9g7", at(2.0));
    // The shared takeback would let Red take back Black's move alone.
    t.undo(at(3.0));
    assert_eq!(t.dialog(), Dialog::None, "no shared takeback face to face");
    assert_eq!(t.game().ply_count(), 2);
    t.ask_takeback(Color::Black);
    assert_eq!(t.dialog(), Dialog::Takeback(Color::Black));
    t.drop_takeback();
    assert_eq!(t.dialog(), Dialog::None, "withdrawn or declined");
    assert_eq!(t.game().ply_count(), 2);
    t.ask_takeback(Color::Black);
    t.accept_takeback(Color::Black, at(4.0));
    assert_eq!(t.game().ply_count(), 1);
    assert_eq!(t.game().side_to_move(), Color::Black);
}

#[test]
fn face_to_face_a_pause_is_ended_by_the_seat_that_made_it() {
    let mut t = face_to_face("1+0".parse::<TimeControl>().expect("a time control"));
    tap_move(&mut t, "h2e2", at(1_000.0));
    assert!(t.can_pause());
    t.toggle_pause_by(Color::Black, at(2_000.0));
    assert!(t.clocks().is_paused());
    assert_eq!(t.paused_by(), Some(Color::Black));
    t.toggle_pause_by(Color::Red, at(3_000.0));
    assert!(t.clocks().is_paused(), "Red cannot end Black's pause");
    t.toggle_pause_by(Color::Black, at(4_000.0));
    assert!(!t.clocks().is_paused());
    assert_eq!(t.paused_by(), None);
    // Leaving the game stops the clocks for both; either seat resumes.
    t.toggle_pause(at(5_000.0));
    assert!(t.clocks().is_paused());
    t.toggle_pause(at(6_000.0));
    assert!(
        t.clocks().is_paused(),
        "the shared pause does not resume face to face"
    );
    t.toggle_pause_by(Color::Red, at(7_000.0));
    assert!(!t.clocks().is_paused());
}

#[test]
fn side_by_side_the_shared_pause_stops_and_restarts() {
    let mut t = friends("1+0".parse::<TimeControl>().expect("a time control"));
    tap_move(&mut t, "h2e2", at(1_000.0));
    t.toggle_pause(at(2_000.0));
    assert!(t.clocks().is_paused());
    t.toggle_pause(at(3_000.0));
    assert!(!t.clocks().is_paused());
}

/// A first visit: the welcome is open over a game against the AI.
fn first_visit() -> Table {
    Table::open(
        Stored {
            browser_lang: Some(Lang::En),
            first_visit: true,
            ..Stored::default()
        },
        Ok(LinkSetup::default()),
        at(0.0),
        7,
    )
    .0
}

#[test]
fn the_welcome_game_is_at_the_level_it_promises_however_the_welcome_is_left() {
    let mut t = first_visit();
    assert_eq!(t.dialog(), Dialog::Welcome);
    t.open_dialog(Dialog::None);
    assert_eq!(
        t.mode().vs_ai().map(|v| v.level),
        Some(crate::WELCOME_LEVEL),
        "Escape leaves the game the welcome promised"
    );
}

#[test]
fn a_friend_game_from_the_welcome_asks_for_the_clock_and_the_seating() {
    let mut t = first_visit();
    t.welcome_choice(Opponent::Human, at(1.0));
    assert_eq!(
        t.dialog(),
        Dialog::NewGame,
        "the new-game dialog, not a game at once"
    );
    assert_eq!(t.settings().opponent, Opponent::Human, "set for a friend");
}
