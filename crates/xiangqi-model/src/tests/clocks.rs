//! Clocks: flag falls, pauses, takebacks.

use xiangqi::{Color, Reason, TimeControl};

use super::*;

#[test]
fn a_flag_falls_on_the_tick_after_the_time_runs_out() {
    let mut t = friends(TimeControl::from(xiangqi::GameTime::SuddenDeath {
        main_ms: 1_000,
    }));
    assert!(!t.flag_due(999.0));
    assert!(t.flag_due(1_001.0));
    t.tick(at(1_001.0));
    let outcome = t.outcome().expect("flag fell");
    assert_eq!(outcome.reason, Reason::Timeout);
    assert_eq!(outcome.loser(), Some(Color::Red));
    assert_eq!(t.dialog(), Dialog::GameOver);
    assert!(!t.can_undo(), "a fallen flag stays fallen");
}

#[test]
fn a_move_after_the_time_ran_out_is_not_played() {
    let mut t = friends(TimeControl::from(xiangqi::GameTime::SuddenDeath {
        main_ms: 1_000,
    }));
    tap_move(&mut t, "h2e2", at(1_500.0));
    assert!(t.game().moves().is_empty());
    assert_eq!(t.outcome().map(|o| o.reason), Some(Reason::Timeout));
}

#[test]
fn paused_clocks_stop_the_game() {
    let mut t = friends(TimeControl::from(xiangqi::GameTime::SuddenDeath {
        main_ms: 10_000,
    }));
    t.toggle_pause(at(1_000.0));
    assert!(t.clocks().is_paused());
    assert!(!t.can_move());
    assert!(!t.flag_due(60_000.0));
    t.toggle_pause(at(60_000.0));
    assert_eq!(
        t.clocks().remaining(Color::Red, 60_000.0).main_ms,
        9_000,
        "the pause was not charged"
    );
    assert!(t.can_move());
}

#[test]
fn a_pause_lasts_through_an_agreed_takeback() {
    let mut t = friends(TimeControl::from(xiangqi::GameTime::SuddenDeath {
        main_ms: 10_000,
    }));
    tap_move(&mut t, "h2e2", at(1_000.0));
    t.toggle_pause(at(2_000.0));
    t.ask_takeback(Color::Red);
    t.accept_takeback(Color::Red, at(3_000.0));
    assert_eq!(t.game().ply_count(), 0);
    assert!(t.clocks().is_paused());
}

#[test]
fn the_ai_game_cannot_be_paused() {
    let (mut t, _) = vs_ai();
    t.toggle_pause(at(1.0));
    assert!(!t.clocks().is_paused());
}

#[test]
fn the_side_that_does_not_move_within_the_per_move_limit_loses() {
    let mut t = friends("10 s/move".parse().expect("control"));
    tap_move(&mut t, "h2e2", at(9_000.0));
    // Black thinks past its ten seconds; Red's long first move was legal.
    assert!(!t.flag_due(18_999.0));
    assert!(t.flag_due(19_000.0));
    t.tick(at(19_000.0));
    let outcome = t.outcome().expect("flag fell");
    assert_eq!(outcome.reason, Reason::Timeout);
    assert_eq!(outcome.loser(), Some(Color::Black));
}

#[test]
fn a_takeback_gives_the_move_its_full_time_and_recounts_the_stage() {
    let mut t = friends("2/1, 10 s/move".parse().expect("control"));
    tap_move(&mut t, "h2e2", at(1_000.0));
    tap_move(&mut t, "h9g7", at(2_000.0));
    tap_move(&mut t, "b2c2", at(3_000.0));
    let red = |t: &Table, ms| t.clocks().remaining(Color::Red, ms);
    assert_eq!(red(&t, 3_000.0).moves_to_control, Some(2));
    t.ask_takeback(Color::Red);
    t.accept_takeback(Color::Red, at(8_000.0));
    assert_eq!(t.game().ply_count(), 2);
    let r = red(&t, 8_000.0);
    assert_eq!(r.moves_to_control, Some(1), "one red move stands");
    assert_eq!(r.move_ms_left, Some(10_000));
}

/// Thirty seconds each and five more a move.
fn thirty_seconds_plus_five() -> TimeControl {
    TimeControl::from(xiangqi::GameTime::Fischer {
        main_ms: 30_000,
        increment_ms: 5_000,
    })
}

/// The sounds among `effects`.
fn sounds(effects: &[Effect]) -> Vec<Sound> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Sound(s) => Some(*s),
            _ => None,
        })
        .collect()
}

#[test]
fn the_running_side_hears_one_warning_as_its_time_goes_low() {
    let mut t = friends(thirty_seconds_plus_five());
    t.toggle_sound();
    assert!(!t.low_time_due(15_000.0), "twenty seconds left is not low");
    assert!(t.low_time_due(21_000.0));
    assert_eq!(sounds(&t.tick(at(21_000.0))), vec![Sound::LowTime]);
    assert!(!t.low_time_due(22_000.0), "one warning, not one a tick");
    assert!(sounds(&t.tick(at(22_000.0))).is_empty());
    // The increment lifts Red over the line; Red is warned again when its
    // time next runs low.
    tap_move(&mut t, "h2e2", at(22_000.0));
    tap_move(&mut t, "h7e7", at(23_000.0));
    assert!(t.low_time_due(23_500.0), "Red's time is back over the line");
    assert!(sounds(&t.tick(at(23_500.0))).is_empty());
    assert!(t.low_time_due(27_000.0));
    assert_eq!(sounds(&t.tick(at(27_000.0))), vec![Sound::LowTime]);
}

#[test]
fn no_warning_sounds_with_sound_off() {
    let mut t = friends(thirty_seconds_plus_five());
    assert!(t.low_time_due(21_000.0));
    assert!(sounds(&t.tick(at(21_000.0))).is_empty());
    assert!(!t.low_time_due(22_000.0));
}
