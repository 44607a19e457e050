//! Opening the page: defaults, links, resuming, corrupt data.

use xiangqi::{Clocks, Color, Game, GameRecord, Reason, TimeControl};

use super::*;

#[test]
fn a_first_visit_starts_a_game_against_the_ai_with_red_to_move() {
    let (t, effects) = vs_ai();
    assert_eq!(
        t.mode(),
        Mode::VsAi(VsAi {
            ai: Color::Black,
            level: 3
        })
    );
    assert_eq!(t.bottom(), Color::Red);
    assert!(t.can_move());
    assert!(effects.contains(&Effect::WarmUpAi));
    assert!(
        search_in(&effects).is_none(),
        "Red moves first: the AI waits"
    );
    assert_eq!(t.notice(), None);
}

#[test]
fn playing_black_against_the_ai_turns_the_board_and_the_ai_opens() {
    let (t, effects) = open_with(Settings {
        side: SideChoice::Black,
        ..Settings::default()
    });
    assert_eq!(t.bottom(), Color::Black);
    let search = search_in(&effects).expect("the AI moves first");
    assert_eq!(search.level, Some(3));
    assert!(search.moves.is_empty());
    assert!(t.ai_thinking());
    assert!(!t.can_move());
}

fn saved_vs_ai_game(clock_ms: u64) -> SavedGame {
    let mut game = Game::default();
    game.play(mv("h2e2")).unwrap();
    game.play(mv("h9g7")).unwrap();
    let mut clocks = Clocks::new(TimeControl::from(xiangqi::GameTime::SuddenDeath {
        main_ms: clock_ms,
    }));
    clocks.start(Color::Red, 0.0);
    SavedGame {
        record: GameRecord::from(&game),
        clocks: clocks.snapshot(10_000.0),
        ai: Some(Color::Black),
        level: 2,
        seating: Seating::SideBySide,
        auto_flip: false,
        bottom: Color::Red,
        saved_at: 1.0e12,
        started_at: 1.0e12 - 60_000.0,
        archived: false,
        draws: DrawOffers::default(),
        tree: None,
    }
}

/// The page opened again `away_ms` after `saved` was saved.
fn reopen(saved: SavedGame, away_ms: f64) -> Table {
    let stored = Stored {
        current: Some(saved),
        ..Stored::default()
    };
    Table::open(
        stored,
        Ok(LinkSetup::default()),
        Now::new(0.0, 1.0e12 + away_ms),
        1,
    )
    .0
}

#[test]
fn a_reload_resumes_the_game_and_charges_the_player_for_the_time_away() {
    let saved = saved_vs_ai_game(300_000);
    let t = reopen(saved, 5_000.0);
    assert_eq!(t.game().ply_count(), 2);
    assert_eq!(t.mode().vs_ai().map(|v| v.level), Some(2));
    let left = t.clocks().remaining(Color::Red, 0.0).main_ms;
    assert_eq!(left, 300_000 - 10_000 - 5_000);
    assert!(t.can_move());
}

#[test]
fn a_reload_after_the_time_ran_out_ends_the_game_on_time() {
    let saved = saved_vs_ai_game(12_000);
    let t = reopen(saved, 5_000.0);
    let outcome = t.outcome().expect("flag fell while away");
    assert_eq!(outcome.reason, Reason::Timeout);
    assert_eq!(outcome.loser(), Some(Color::Red));
    assert_eq!(t.dialog(), Dialog::GameOver);
    assert_eq!(t.history().len(), 1);
}

#[test]
fn two_players_are_not_charged_for_the_time_away() {
    let mut saved = saved_vs_ai_game(300_000);
    saved.ai = None;
    let t = reopen(saved, 3_600_000.0);
    assert!(t.outcome().is_none());
    assert_eq!(
        t.clocks().remaining(Color::Red, 0.0).main_ms,
        300_000 - 10_000
    );
}

#[test]
fn a_set_up_link_files_the_game_in_progress_and_starts_from_its_position() {
    let link = LinkSetup {
        position: Some(xiangqi::Position::from_fen(MATE_IN_ONE).unwrap()),
        opponent: Some(Opponent::Human),
        ..LinkSetup::default()
    };
    let (t, _) = Table::open(
        Stored {
            current: Some(saved_vs_ai_game(300_000)),
            ..Stored::default()
        },
        Ok(link),
        at(0.0),
        1,
    );
    assert_eq!(t.game().start().to_fen(), MATE_IN_ONE);
    assert!(t.mode().ai_side().is_none());
    assert_eq!(t.history().len(), 1, "the interrupted game is kept");
    assert_eq!(
        t.settings().opponent,
        Opponent::Human,
        "the link's choice is remembered"
    );
}

#[test]
fn a_bad_link_is_ignored_with_every_reason_and_the_game_resumes() {
    let errors = vec![
        LinkError::Unreadable,
        LinkError::BadValue {
            name: "side",
            value: "blue".into(),
            expected: "red, black, random".into(),
        },
    ];
    let (t, effects) = Table::open(
        Stored {
            current: Some(saved_vs_ai_game(300_000)),
            set_aside: vec!["xiangqi.v1.history.corrupt.1".into()],
            ..Stored::default()
        },
        Err(errors.clone()),
        Now::new(0.0, 1.0e12),
        1,
    );
    assert_eq!(t.game().ply_count(), 2, "the saved game goes on");
    let notice = t.notice().expect("the player is told");
    assert_eq!(
        notice.notice,
        Notice::Problems(vec![
            Problem::Link(errors[0].clone()),
            Problem::Link(errors[1].clone()),
            Problem::LinkIgnored,
            Problem::SetAside(vec!["xiangqi.v1.history.corrupt.1".into()]),
        ])
    );
    assert!(notice.notice.is_sticky());
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::FadeNotice { .. })),
        "problems stay until dismissed"
    );
}

#[test]
fn a_position_without_moves_opens_on_the_game_over_dialog() {
    let (mut t, _) = vs_ai();
    // Black to move is checkmated.
    set_up(&mut t, "3k4R/R8/9/9/9/9/9/9/9/4K4 b - - 0 1", at(10.0));
    assert_eq!(t.outcome().map(|o| o.reason), Some(Reason::Checkmate));
    assert_eq!(t.dialog(), Dialog::GameOver);
}
