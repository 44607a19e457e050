//! Taps, drags, refusals, looking back, settings.

use xiangqi::{Color, Notation, Reason, TimeControl};

use super::*;

#[test]
fn a_tap_selects_and_a_second_tap_on_a_target_moves() {
    let mut t = friends(TimeControl::UNLIMITED);
    t.tap(sq("h2"), at(1.0));
    assert_eq!(t.selected(), Some(sq("h2")));
    assert!(t.targets().contains(&sq("e2")));
    t.tap(sq("e2"), at(2.0));
    assert_eq!(t.game().moves(), &[mv("h2e2")]);
    assert_eq!(t.selected(), None);
    assert_eq!(t.animate(), Some(mv("h2e2")), "a tapped move slides");
    assert_eq!(t.shown_last_move(), Some(mv("h2e2")));
}

#[test]
fn tapping_the_selected_piece_puts_it_down_and_another_own_piece_switches() {
    let mut t = friends(TimeControl::UNLIMITED);
    t.tap(sq("h2"), at(1.0));
    t.tap(sq("h2"), at(2.0));
    assert_eq!(t.selected(), None);
    t.tap(sq("h2"), at(3.0));
    t.tap(sq("b2"), at(4.0));
    assert_eq!(t.selected(), Some(sq("b2")));
    assert!(t.game().moves().is_empty());
}

#[test]
fn an_opponent_piece_cannot_be_picked_up() {
    let mut t = friends(TimeControl::UNLIMITED);
    t.tap(sq("h7"), at(1.0));
    assert_eq!(t.selected(), None);
    assert!(!t.can_pick(sq("h7")));
    assert!(t.can_pick(sq("h2")));
}

#[test]
fn an_illegal_target_is_refused_with_a_mark_that_fades() {
    let mut t = friends(TimeControl::UNLIMITED);
    t.tap(sq("h2"), at(1.0));
    let effects = t.tap(sq("g5"), at(2.0));
    assert!(t.game().moves().is_empty(), "nothing is played");
    assert_eq!(t.refused(), Some(sq("g5")));
    assert_eq!(t.selected(), Some(sq("h2")), "the piece stays in hand");
    assert_eq!(t.notice().map(|n| &n.notice), Some(&Notice::IllegalMove));
    let id = effects
        .iter()
        .find_map(|e| match e {
            Effect::FadeRefusal { id, .. } => Some(*id),
            _ => None,
        })
        .expect("the mark fades");
    let notice_id = effects
        .iter()
        .find_map(|e| match e {
            Effect::FadeNotice { id, .. } => Some(*id),
            _ => None,
        })
        .expect("the message fades");
    t.fade_refusal(id + 100);
    assert!(t.refused().is_some(), "another mark's timer does nothing");
    t.fade_refusal(id);
    assert_eq!(t.refused(), None);
    t.fade_notice(notice_id);
    assert_eq!(t.notice(), None);
}

#[test]
fn a_drag_to_a_legal_point_moves_without_sliding_and_to_an_illegal_one_is_refused() {
    let mut t = friends(TimeControl::UNLIMITED);
    t.drop_piece(sq("h2"), sq("g6"), at(1.0));
    assert!(t.game().moves().is_empty());
    assert_eq!(t.refused(), Some(sq("g6")));
    t.drop_piece(sq("h2"), sq("e2"), at(2.0));
    assert_eq!(t.game().moves(), &[mv("h2e2")]);
    assert_eq!(t.animate(), None, "a carried piece does not slide");
    t.drop_piece(sq("b2"), sq("e2"), at(3.0));
    assert_eq!(t.game().ply_count(), 1, "Red cannot move twice");
}

#[test]
fn a_game_from_the_first_tap_to_the_end_dialog() {
    let mut t = friends(TimeControl::from(xiangqi::GameTime::Fischer {
        main_ms: 60_000,
        increment_ms: 1_000,
    }));
    set_up(&mut t, MATE_IN_ONE, at(0.0));
    let history_before = t.revisions().history;
    tap_move(&mut t, "i0i9", at(2_000.0));
    let outcome = t.outcome().expect("mate");
    assert_eq!(outcome.reason, Reason::Checkmate);
    assert_eq!(outcome.winner, Some(Color::Red));
    assert_eq!(t.dialog(), Dialog::GameOver);
    assert_eq!(t.clocks().running(), None, "the clocks stop");
    assert_eq!(t.history().len(), 1, "the game is filed");
    assert!(t.revisions().history > history_before);
    assert!(!t.can_move());
    assert!(!t.can_offer_draw(Color::Black));
    // After the end a move is tried on the analysis board, never played.
    assert!(t.tries_moves());
    t.tap(sq("d9"), at(3_000.0));
    assert!(
        t.targets().is_empty(),
        "the mated general has nowhere to go"
    );
    t.show(0);
    let effects = t.tap(sq("i0"), at(3_100.0));
    assert_eq!(t.selected(), Some(sq("i0")), "{effects:?}");
    let effects = t.tap(sq("i1"), at(3_200.0));
    assert!(
        effects.contains(&Effect::TryOnAnalysisBoard(mv("i0i1"))),
        "{effects:?}"
    );
    assert_eq!(t.game().ply_count(), 1, "the finished game is untouched");
    assert_eq!(t.outcome().map(|o| o.reason), Some(Reason::Checkmate));
}

#[test]
fn looking_back_shows_earlier_positions_and_refuses_moves_there() {
    let mut t = friends(TimeControl::UNLIMITED);
    tap_move(&mut t, "h2e2", at(1.0));
    tap_move(&mut t, "h9g7", at(2.0));
    t.show_first();
    assert!(!t.is_live());
    assert_eq!(t.ply_on_board(), 0);
    assert_eq!(t.shown_position(), &xiangqi::Position::startpos());
    t.tap(sq("h2"), at(3.0));
    assert_eq!(t.notice().map(|n| &n.notice), Some(&Notice::ReviewOnly));
    t.show_next();
    assert_eq!(t.ply_on_board(), 1);
    assert_eq!(t.animate(), Some(mv("h2e2")), "stepping forward slides");
    t.show_last();
    assert!(t.is_live());
    t.show_previous();
    assert_eq!(t.ply_on_board(), 1);
    t.show(99);
    assert!(t.is_live());
}

#[test]
fn a_move_revises_the_saved_game_and_a_selection_does_not() {
    let mut t = friends(TimeControl::UNLIMITED);
    let r0 = t.revisions();
    t.tap(sq("h2"), at(1.0));
    assert_eq!(t.revisions(), r0, "a selection is not saved");
    t.tap(sq("e2"), at(2.0));
    assert!(t.revisions().game > r0.game);
    assert_eq!(t.revisions().settings, r0.settings);
    let saved = t.saved_game(at(3.0));
    assert_eq!(saved.record.moves, vec![mv("h2e2")]);
    assert_eq!(saved.ai, None);
    assert!(saved.in_progress());
}

#[test]
fn settings_changes_are_kept_and_revised() {
    let mut t = friends(TimeControl::UNLIMITED);
    let r0 = t.revisions().settings;
    t.set_notation(Notation::Wxf);
    t.set_lang(Lang::Zh);
    t.set_simplified(false);
    t.set_hints(true);
    t.toggle_engine_panel();
    let effects = t.toggle_sound();
    assert!(effects.contains(&Effect::UnlockSound));
    let s = t.settings();
    assert_eq!(s.notation, Some(Notation::Wxf));
    assert_eq!(t.lang(), Lang::Zh);
    assert!(!s.simplified(Lang::Zh) && s.hints && s.engine_panel && s.sound);
    assert_eq!(t.revisions().settings, r0 + 6);
    t.set_lang(Lang::Zh);
    assert_eq!(t.revisions().settings, r0 + 6, "no change, no save");
}

#[test]
fn the_board_flips_except_face_to_face() {
    let mut t = friends(TimeControl::UNLIMITED);
    t.flip();
    assert_eq!(t.bottom(), Color::Black);
    t.new_game(
        NewGameChoice {
            seating: Seating::FaceToFace,
            ..NewGameChoice::from_settings(&Settings {
                opponent: Opponent::Human,
                ..Settings::default()
            })
        },
        at(5.0),
    );
    assert_eq!(t.bottom(), Color::Red);
    assert!(t.mode().face_to_face());
    t.flip();
    assert_eq!(
        t.bottom(),
        Color::Red,
        "face to face, each player keeps a side"
    );
}

#[test]
fn dialogs_open_and_close() {
    let mut t = friends(TimeControl::UNLIMITED);
    t.open_dialog(Dialog::Export);
    assert_eq!(t.dialog(), Dialog::Export);
    t.open_dialog(Dialog::None);
    assert_eq!(t.dialog(), Dialog::None);
}

#[test]
fn a_record_opens_between_two_players_and_the_game_in_progress_is_filed() {
    let (mut t, _) = vs_ai();
    tap_move(&mut t, "h2e2", at(1.0));
    let record: xiangqi::GameRecord = "1. 炮二平五 马８进７ 2. 马二进三".parse().unwrap();
    let effects = t.open_record(&record, at(2.0)).expect("legal record");
    assert_eq!(t.game().ply_count(), 3);
    assert!(
        t.mode().ai_side().is_none(),
        "someone's game, not one against the AI of the game it replaced"
    );
    assert!(search_in(&effects).is_none(), "the AI is not asked");
    assert!(t.tags().is_empty(), "no names but the record's");
    assert_eq!(t.history().len(), 1, "the game against the AI is filed");
    assert_eq!(t.clocks().running(), Some(Color::Black));
    // Played on and filed, it is saved with PGN's placeholder names; opened
    // again from the past games, a placeholder is no name.
    t.show_last();
    tap_move(&mut t, "b9c7", at(3.0));
    t.open_record(&record, at(4.0)).expect("legal record");
    assert_eq!(t.history()[0].record.tag("Red"), Some("?"));
    let filed = t.history()[0].clone();
    t.open_past_game(filed, at(5.0));
    assert_eq!(t.game().ply_count(), 4);
    assert!(t.tags().is_empty(), "a placeholder is no name");
}

#[test]
fn records_opened_again_and_again_are_filed_only_once_played_on() {
    let mut t = friends(TimeControl::UNLIMITED);
    let record: xiangqi::GameRecord =
        "[Red \"Hu Ronghua\"]\n[Black \"Yang Guanlin\"]\n\n1. 炮二平五 马８进７ 2. 马二进三"
            .parse()
            .unwrap();
    for i in 0..4 {
        t.open_record(&record, at(f64::from(i)))
            .expect("legal record");
    }
    assert!(
        t.history().is_empty(),
        "a record as opened is in its file, not filed here"
    );
    assert!(t
        .tags()
        .contains(&("Red".to_string(), "Hu Ronghua".to_string())));
    // Played on, it is this device's game: filed when replaced, with the
    // record's names.
    t.show_last();
    tap_move(&mut t, "b9c7", at(10.0));
    t.open_record(&record, at(11.0)).expect("legal record");
    assert_eq!(t.history().len(), 1);
    assert_eq!(t.history()[0].record.tag("Black"), Some("Yang Guanlin"));
    assert_eq!(t.history()[0].record.moves.len(), 4);
}

#[test]
fn a_result_stands_and_the_last_position_can_be_played_on() {
    let mut t = friends(TimeControl::UNLIMITED);
    tap_move(&mut t, "h2e2", at(1.0));
    tap_move(&mut t, "h9g7", at(2.0));
    assert!(t.can_undo());
    t.ask_resign(Color::Red);
    t.resign(Color::Red, at(3.0));
    assert!(!t.can_undo(), "no take-back after a result");
    t.undo(at(4.0));
    t.accept_takeback(Color::Black, at(4.0));
    assert_eq!(t.game().ply_count(), 2);
    assert!(t.outcome().is_some(), "the resignation stands");
    assert!(t.can_play_on());
    t.play_on(at(5.0));
    assert!(t.outcome().is_none());
    assert!(t.game().moves().is_empty());
    assert_eq!(
        t.game().start().to_fen(),
        t.history()[0].record.to_game().unwrap().position().to_fen()
    );
    assert!(t.mode().ai_side().is_none(), "the same players");
    assert_eq!(
        t.history().len(),
        1,
        "the finished game is kept with its result"
    );
}

#[test]
fn a_mate_cannot_be_played_on_or_taken_back() {
    let mut t = friends(TimeControl::UNLIMITED);
    set_up(&mut t, MATE_IN_ONE, at(0.0));
    tap_move(&mut t, "i0i9", at(1.0));
    assert!(!t.can_undo());
    assert!(!t.can_play_on());
}

#[test]
fn bare_generals_are_drawn_when_set_up() {
    let mut t = friends(TimeControl::UNLIMITED);
    set_up(&mut t, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", at(0.0));
    assert_eq!(
        t.outcome().map(|o| o.reason),
        Some(Reason::InsufficientMaterial)
    );
    assert_eq!(t.dialog(), Dialog::GameOver);
}

#[test]
fn a_game_is_deleted_from_the_history() {
    let mut t = friends(TimeControl::UNLIMITED);
    tap_move(&mut t, "h2e2", at(1.0));
    t.resign(xiangqi::Color::Black, at(2.0));
    assert_eq!(t.history().len(), 1);
    let before = t.revisions().history;
    let key = t.history()[0].key();
    t.forget_past_game(&key);
    assert!(t.history().is_empty());
    assert!(t.revisions().history > before, "the change is saved");
}

#[test]
fn the_store_is_told_each_game_filed_or_forgotten_never_the_whole_list() {
    let mut t = friends(TimeControl::UNLIMITED);
    tap_move(&mut t, "h2e2", at(1.0));
    t.resign(xiangqi::Color::Black, at(2.0));
    let changes = t.take_history_changes();
    assert_eq!(changes.len(), 1);
    let crate::HistoryChange::Filed(filed) = &changes[0] else {
        panic!("{changes:?}")
    };
    assert!(t.take_history_changes().is_empty(), "taken once");
    // A game another tab filed is forgotten by its key.
    let mut elsewhere = (**filed).clone();
    elsewhere.started_at -= 60_000.0;
    t.forget_past_game(&elsewhere.key());
    assert_eq!(
        t.take_history_changes(),
        vec![crate::HistoryChange::Forgotten(elsewhere.key())]
    );
    // Opening a command by key asks the shell to read the game.
    let (effects, _) = t
        .command(crate::DialogCommand::OpenHistory(filed.key()), at(9.0))
        .unwrap();
    assert!(effects.contains(&Effect::OpenPastGame(filed.key())));
}

#[test]
fn an_imported_tree_is_kept_with_its_game_until_another_game() {
    let mut t = friends(TimeControl::UNLIMITED);
    let record: xiangqi::GameRecord = "1. 炮二平五 马８进７".parse().unwrap();
    let tree = "1. 炮二平五 马８进７ (1... 炮８平５) *".to_string();
    t.open_imported(&record, tree.clone(), at(1.0))
        .expect("legal");
    assert_eq!(t.imported_tree(), Some(tree.as_str()));
    let saved = t.saved_game(at(2.0));
    assert_eq!(
        saved.tree.as_deref(),
        Some(tree.as_str()),
        "saved with the game"
    );
    t.new_game(NewGameChoice::from_settings(t.settings()), at(3.0));
    assert_eq!(t.imported_tree(), None);
}
