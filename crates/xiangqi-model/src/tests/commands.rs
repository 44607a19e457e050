//! The study module's dialog commands, carried out on the table.

use xiangqi::{GameTime, TimeControl};

use super::*;
use crate::{CommandError, DialogCommand, ShellStep};

fn timed() -> TimeControl {
    TimeControl::from(GameTime::SuddenDeath { main_ms: 600_000 })
}

#[test]
fn a_bad_fen_or_record_is_refused_and_the_game_is_unchanged() {
    let mut t = friends(timed());
    tap_move(&mut t, "h2e2", at(1_000.0));
    let refused = t.command(DialogCommand::SetUp("not a position".into()), at(2_000.0));
    assert!(matches!(refused, Err(CommandError::BadFen(_))));
    let record: xiangqi::GameRecord = "1. 炮二平五".parse().expect("a record");
    let mut broken = record.clone();
    broken.moves.push(mv("a0a9"));
    let refused = t.command(
        DialogCommand::OpenRecord {
            record: broken,
            tree: None,
        },
        at(3_000.0),
    );
    assert!(matches!(refused, Err(CommandError::BadRecord(_))));
    assert_eq!(t.game().ply_count(), 1, "the game is as it was");
}

#[test]
fn a_position_is_set_up_and_said() {
    let mut t = friends(timed());
    let fen = "4k4/9/9/9/9/9/9/9/3R5/3K5 w".to_string();
    let (_, step) = t
        .command(DialogCommand::SetUp(fen), at(1_000.0))
        .expect("a position");
    assert_eq!(step, ShellStep::Done);
    assert_eq!(
        t.game().start().to_fen(),
        "4k4/9/9/9/9/9/9/9/3R5/3K5 w - - 0 1"
    );
    assert_eq!(t.notice().map(|n| &n.notice), Some(&Notice::Imported));
}

#[test]
fn leaving_for_another_screen_stops_two_players_clocks_only() {
    let mut t = friends(timed());
    tap_move(&mut t, "h2e2", at(1_000.0));
    let (_, step) = t
        .command(DialogCommand::EditPosition, at(2_000.0))
        .expect("the editor");
    let ShellStep::Go(query) = step else {
        panic!("the editor's address, not {step:?}");
    };
    assert!(query.starts_with("?mode=edit"), "{query}");
    assert!(t.clocks().is_paused(), "the friends' clocks stop");

    let (mut t, _) = vs_ai();
    let (_, step) = t
        .command(DialogCommand::Puzzles, at(2_000.0))
        .expect("the puzzles");
    assert_eq!(step, ShellStep::Go("?mode=puzzle".into()));
    assert!(!t.clocks().is_paused(), "against the AI the clock runs on");

    let mut t = friends(timed());
    tap_move(&mut t, "h2e2", at(1_000.0));
    let (_, step) = t
        .command(DialogCommand::FriendDevice, at(2_000.0))
        .expect("the friend screen");
    assert_eq!(step, ShellStep::Go("?mode=friend".into()));
    assert!(t.clocks().is_paused(), "the friends' clocks stop");
}

#[test]
fn the_analysis_board_and_the_install_prompt_are_the_pages_to_open() {
    let mut t = friends(timed());
    t.open_dialog(Dialog::Menu);
    let (_, step) = t.command(DialogCommand::Analyse, at(1.0)).expect("analyse");
    assert_eq!((step, t.dialog()), (ShellStep::Analyse, Dialog::None));
    t.open_dialog(Dialog::Menu);
    let (_, step) = t.command(DialogCommand::Install, at(2.0)).expect("install");
    assert_eq!((step, t.dialog()), (ShellStep::Install, Dialog::None));
    let (_, step) = t
        .command(DialogCommand::SetNotation("klingon".into()), at(3.0))
        .expect("an unknown notation is ignored");
    assert_eq!(step, ShellStep::Done);
    let (_, _) = t
        .command(DialogCommand::ToggleSound, at(4.0))
        .expect("sound");
    assert!(t.settings().sound);
}
