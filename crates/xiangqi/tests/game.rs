//! Game records: end by checkmate and stalemate, the natural move limit,
//! recorded results, and the helpers a user interface needs.

use xiangqi::{
    Color, Game, GameOver, Move, Outcome, Position, Reason, Square, UndoError, COUNTED_CHECKS,
    MOVE_LIMIT_PLIES,
};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

fn play(game: &mut Game, m: &str) {
    game.play(mv(m))
        .unwrap_or_else(|e| panic!("{e} in {}", game.position()));
}

#[test]
fn red_checkmates() {
    let mut game = Game::from_fen("4k4/R8/9/9/9/9/9/9/9/1R1K5 w").unwrap();
    assert_eq!(game.outcome(), None);
    assert!(!game.is_over());
    play(&mut game, "b0b9");
    assert!(game.is_check());
    assert_eq!(game.checkers(), vec![sq("b9")]);
    let o = game.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::Red));
    assert_eq!(o.reason, Reason::Checkmate);
    assert_eq!(o.culprits, vec![sq("b9")]);
    assert_eq!(o.chased, None);
    assert_eq!(o.result_code(), "red");
    assert!(game.is_over());
    // No more moves, and no moves offered.
    assert!(game.play(mv("e9e8")).is_err());
    assert!(game.legal_moves().is_empty());
    assert!(game.legal_targets(sq("e9")).is_empty());
    assert_eq!(game.ply_count(), 1);
}

#[test]
fn black_checkmates() {
    let mut game = Game::from_fen("5k1r1/9/9/9/9/9/9/9/8r/4K4 b").unwrap();
    play(&mut game, "h9h0");
    let o = game.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::Checkmate);
    assert_eq!(o.culprits, vec![sq("h0")]);
    assert_eq!(o.result_code(), "black");
}

#[test]
fn stalemate_loses_for_black() {
    // After e6e7 the black general has no legal move and is not in check.
    let mut game = Game::from_fen("4k4/9/9/4P4/9/9/9/9/3R1R3/4K4 w").unwrap();
    play(&mut game, "e6e7");
    assert!(!game.is_check());
    assert!(game.position().is_stalemate());
    let o = game.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::Red));
    assert_eq!(o.reason, Reason::Stalemate);
    assert!(o.culprits.is_empty());
}

#[test]
fn stalemate_loses_for_red() {
    let mut game = Game::from_fen("4k4/3r1r3/9/9/9/9/4p4/9/9/4K4 b").unwrap();
    play(&mut game, "e3e2");
    let o = game.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::Stalemate);
}

#[test]
fn a_game_can_start_decided() {
    let game = Game::from_fen("4k4/9/4P4/9/9/9/9/9/3R1R3/4K4 b").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::loss(Color::Black, Reason::Stalemate))
    );
    assert!(game.is_over());
}

/// A red chariot walking a 5-move loop and a black chariot walking an
/// 8-move loop: no position occurs three times within 60 moves each.
const RED_LOOP: [&str; 5] = ["a4b4", "b4b3", "b3c3", "c3c4", "c4a4"];
const BLACK_LOOP: [&str; 8] = [
    "f5g5", "g5g6", "g6h6", "h6h5", "h5i5", "i5i6", "i6f6", "f6f5",
];
const LOOPS_FEN: &str = "4k4/9/9/9/5r3/R8/9/9/9/3K5 w";

#[test]
fn sixty_moves_each_without_capture_is_a_draw() {
    let mut game = Game::from_fen(LOOPS_FEN).unwrap();
    for i in 0..60 {
        assert_eq!(game.outcome(), None, "ended before move {i}");
        play(&mut game, RED_LOOP[i % 5]);
        assert_eq!(
            game.outcome(),
            None,
            "ended after {} plies",
            game.ply_count()
        );
        play(&mut game, BLACK_LOOP[i % 8]);
        assert!(game.repetition_count() <= 2);
    }
    assert_eq!(game.ply_count(), 120);
    assert_eq!(game.move_limit_count(), MOVE_LIMIT_PLIES);
    let o = game.outcome().unwrap();
    assert_eq!(o, Outcome::draw(Reason::MoveLimit));
    assert_eq!(o.result_code(), "draw");
    assert!(game.play(mv(RED_LOOP[0])).is_err());

    // The draw stands: the last move cannot be taken back.
    assert_eq!(game.undo(), Err(UndoError::Finished(o)));
    assert_eq!(game.ply_count(), 120);
}

#[test]
fn a_capture_restarts_the_count() {
    // As above, with a black soldier on i4 that the red chariot takes on
    // the 41st ply.
    let mut game = Game::from_fen("4k4/9/9/9/5r3/R7p/9/9/9/3K5 w").unwrap();
    for i in 0..20 {
        play(&mut game, RED_LOOP[i % 5]);
        play(&mut game, BLACK_LOOP[i % 8]);
    }
    assert_eq!(game.move_limit_count(), 40);
    play(&mut game, "a4i4");
    assert_eq!(game.move_limit_count(), 0);
    // The red chariot now loops on the other wing.
    let red_loop = ["i4h4", "h4h3", "h3g3", "g3g4", "g4i4"];
    for k in 0..120 {
        assert_eq!(game.outcome(), None, "ended {k} plies after the capture");
        if k % 2 == 0 {
            play(&mut game, BLACK_LOOP[(20 + k / 2) % 8]);
        } else {
            play(&mut game, red_loop[(k / 2) % 5]);
        }
    }
    assert_eq!(game.ply_count(), 41 + 120);
    assert_eq!(game.outcome(), Some(Outcome::draw(Reason::MoveLimit)));
}

#[test]
fn the_start_clock_counts() {
    let fen = "4k4/9/9/9/5r3/R8/9/9/9/3K5 w - - 100 1";
    let mut game = Game::from_fen(fen).unwrap();
    assert_eq!(game.move_limit_count(), 100);
    for i in 0..10 {
        assert_eq!(game.outcome(), None);
        play(&mut game, RED_LOOP[i % 5]);
        assert_eq!(game.outcome(), None);
        play(&mut game, BLACK_LOOP[i % 8]);
    }
    assert_eq!(game.ply_count(), 20);
    assert_eq!(game.outcome(), Some(Outcome::draw(Reason::MoveLimit)));
}

#[test]
fn checks_beyond_the_tenth_do_not_count() {
    // Every block of four plies: a red chariot checks from a9 or a8, the
    // black general steps between e9 and e8, then both sides make a quiet
    // move with their looping chariots. Red checks on plies 1, 5, 9, ...
    let mut game = Game::from_fen("4k4/R8/9/9/5r3/R8/9/9/9/3K5 w").unwrap();
    let checks = [["a8a9", "e9e8"], ["a9a8", "e8e9"]];
    let mut ply = 0;
    let mut block = 0;
    let mut red_checks = 0u32;
    while game.outcome().is_none() {
        let [check, escape] = checks[block % 2];
        let quiet = [RED_LOOP[block % 5], BLACK_LOOP[block % 8]];
        for m in [check, escape, quiet[0], quiet[1]] {
            if game.outcome().is_some() {
                break;
            }
            play(&mut game, m);
            ply += 1;
            if m == check {
                assert!(game.is_check());
                red_checks += 1;
            }
            assert!(game.repetition_count() < 3);
            let uncounted = red_checks.saturating_sub(COUNTED_CHECKS as u32);
            assert_eq!(game.move_limit_count(), ply - uncounted, "ply {ply}");
        }
        block += 1;
    }
    // 147 plies with 37 red checks, 27 of them beyond the tenth:
    // 147 - 27 = 120 counted plies.
    assert_eq!(ply, 147);
    assert_eq!(red_checks, 37);
    assert_eq!(game.outcome(), Some(Outcome::draw(Reason::MoveLimit)));
}

#[test]
fn repetition_is_judged_by_the_cycle_that_made_it() {
    // The start position occurs at plies 0, 4 and 8. The first cycle is a
    // quiet one, the second a perpetual check: the third occurrence is
    // made by the checks, and Red loses. No warning comes first: the cycle
    // at the second occurrence was quiet.
    let fen = "4k4/9/9/9/9/5R3/9/9/9/3K5 w";
    let quiet = ["d0d1", "e9e8", "d1d0", "e8e9"];
    let checks = ["f4e4", "e9f9", "e4f4", "f9e9"];
    let mut game = Game::from_fen(fen).unwrap();
    for m in quiet {
        play(&mut game, m);
    }
    assert_eq!(game.repetition_count(), 2);
    for m in checks {
        assert_eq!(game.outcome(), None);
        assert_eq!(game.perpetual_warning(), None);
        play(&mut game, m);
    }
    assert_eq!(game.repetition_count(), 3);
    let o = game.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::PerpetualCheck);
    assert_eq!(o.culprits, [sq("f4")]);

    // The other way round: the checks are warned about at the second
    // occurrence, Red varies with quiet moves, and the third occurrence,
    // made by those, is a draw.
    let mut game = Game::from_fen(fen).unwrap();
    for m in checks {
        play(&mut game, m);
    }
    let warning = game.perpetual_warning().unwrap();
    assert_eq!(warning.offender, Color::Red);
    for m in quiet {
        assert_eq!(game.outcome(), None);
        play(&mut game, m);
    }
    assert_eq!(game.repetition_count(), 3);
    assert_eq!(game.outcome(), Some(Outcome::draw(Reason::Repetition)));
}

#[test]
fn resignation() {
    let mut game = Game::default();
    play(&mut game, "h2e2");
    game.resign(Color::Black).unwrap();
    let o = game.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::Red));
    assert_eq!(o.reason, Reason::Resignation);
    assert!(game.play(mv("h7e7")).is_err());
    assert_eq!(game.resign(Color::Red), Err(GameOver(o.clone())));
    assert_eq!(game.agree_draw(), Err(GameOver(o.clone())));
    assert_eq!(game.flag(Color::Red), Err(GameOver(o)));
    assert_eq!(game.ply_count(), 1);

    // The resignation stands.
    assert!(matches!(game.undo(), Err(UndoError::Finished(_))));
    assert_eq!(game.ply_count(), 1);
    // Only an explicit clearing (an arbiter's) reopens the game.
    game.clear_result();
    assert_eq!(game.undo(), Ok(mv("h2e2")));
}

#[test]
fn draw_by_agreement() {
    let mut game = Game::default();
    game.agree_draw().unwrap();
    let o = game.outcome().unwrap();
    assert_eq!(o, Outcome::draw(Reason::Agreement));
    assert_eq!(o.result_code(), "draw");
    game.clear_result();
    assert_eq!(game.outcome(), None);
}

#[test]
fn time_forfeit() {
    let mut game = Game::default();
    game.flag(Color::Red).unwrap();
    let o = game.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::Timeout);
    assert!(game.play(mv("h2e2")).is_err());
}

#[test]
fn set_result_overrides() {
    let mut game = Game::from_fen("4k4/R8/9/9/9/9/9/9/9/1R1K5 w").unwrap();
    play(&mut game, "b0b9");
    assert_eq!(game.outcome().unwrap().reason, Reason::Checkmate);
    game.set_result(Outcome::draw(Reason::Agreement));
    assert_eq!(game.outcome(), Some(Outcome::draw(Reason::Agreement)));
    game.clear_result();
    assert_eq!(game.outcome().unwrap().reason, Reason::Checkmate);
}

#[test]
fn history_and_helpers() {
    let mut game = Game::default();
    assert_eq!(game.start(), &Position::startpos());
    assert_eq!(game.side_to_move(), Color::Red);
    let mut targets = game.legal_targets(sq("b0"));
    targets.sort();
    assert_eq!(targets, vec![sq("a2"), sq("c2")]);
    assert!(game.legal_targets(sq("b9")).is_empty()); // not Red's piece
    assert!(game.legal_targets(sq("e4")).is_empty()); // empty point
    assert_eq!(game.legal_moves().len(), 44);

    // An illegal move changes nothing.
    assert!(game.play(mv("h2h8")).is_err());
    assert!(game.play(mv("e4e5")).is_err());
    assert_eq!(game.ply_count(), 0);

    for m in ["h2e2", "h9g7", "e2e6", "a9a8"] {
        play(&mut game, m);
    }
    assert_eq!(game.ply_count(), 4);
    assert_eq!(game.positions().len(), 5);
    assert_eq!(game.moves(), &["h2e2", "h9g7", "e2e6", "a9a8"].map(mv));
    assert_eq!(game.last_move(), Some(mv("a9a8")));
    assert_eq!(game.position_at(0), Some(&Position::startpos()));
    assert_eq!(game.position_at(4), Some(game.position()));
    assert_eq!(game.position_at(5), None);
    // e2e6 took a soldier: the counter restarted.
    assert_eq!(game.move_limit_count(), 1);

    // Check helpers.
    let mut g = Game::from_fen("4k4/9/9/9/9/5R3/9/9/9/3K5 w").unwrap();
    play(&mut g, "f4e4");
    assert!(g.is_check());
    assert_eq!(g.checkers(), vec![sq("e4")]);
    assert_eq!(g.side_to_move(), Color::Black);

    // Undo back to the start.
    while game.undo().is_ok() {}
    assert_eq!(game.ply_count(), 0);
    assert_eq!(game.position(), &Position::startpos());
    assert_eq!(game.undo(), Err(UndoError::NoMove));
}

#[test]
fn generals_with_only_guards_are_drawn_at_once() {
    // The black general takes Red's last attacker; guards alone remain.
    let mut game = Game::from_fen("3a1a3/4Rk3/4b4/9/9/9/9/4B4/9/3AKA3 b").unwrap();
    assert!(game.outcome().is_none());
    play(&mut game, "f8e8");
    let o = game.outcome().expect("a dead position");
    assert_eq!(o, Outcome::draw(Reason::InsufficientMaterial));
    assert_eq!(o.reason.code(), "insufficient-material");
    // A set-up position without attackers is drawn before any move.
    let bare = Game::from_fen("4k4/9/9/9/9/9/9/9/9/3K5 w").unwrap();
    assert_eq!(
        bare.outcome().map(|o| o.reason),
        Some(Reason::InsufficientMaterial)
    );
    // One soldier is enough to play on.
    let soldier = Game::from_fen("4k4/9/9/9/9/9/4P4/9/9/3K5 w").unwrap();
    assert!(soldier.outcome().is_none());
}

#[test]
fn reason_codes_round_trip() {
    let codes = [
        "checkmate",
        "stalemate",
        "perpetual-check",
        "perpetual-chase",
        "perpetual-attack",
        "repetition",
        "move-limit",
        "insufficient-material",
        "theoretical-draw",
        "resignation",
        "agreement",
        "timeout",
    ];
    assert_eq!(Reason::ALL.len(), codes.len());
    for (reason, code) in Reason::ALL.into_iter().zip(codes) {
        assert_eq!(reason.code(), code);
        assert_eq!(code.parse::<Reason>(), Ok(reason));
    }
    assert!("".parse::<Reason>().is_err());
    assert!("Checkmate".parse::<Reason>().is_err());
}
