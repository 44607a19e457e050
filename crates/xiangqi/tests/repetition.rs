//! Repetition rulings (AXF rules): each cycle is played twice through
//! `Game::play`, so the start position occurs for the third time on the last
//! move, and is also judged directly with `judge_cycle` over one cycle.

use xiangqi::{
    judge_cycle, Color, Game, Move, MoveKind, Outcome, PerpetualKind, PerpetualWarning, Piece,
    Position, Reason, RepetitionVerdict, Role, Square,
};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

fn squares(list: &[&str]) -> Vec<Square> {
    let mut v: Vec<Square> = list.iter().map(|s| sq(s)).collect();
    v.sort();
    v
}

/// Plays `cycle` twice from `fen`, checking the game only ends on the very
/// last move, and returns the final outcome. Also checks that `judge_cycle`
/// over a single cycle gives the same ruling.
fn repeat(fen: &str, cycle: &[&str]) -> Outcome {
    let start = Position::from_fen(fen).unwrap();
    let moves: Vec<Move> = cycle.iter().map(|m| mv(m)).collect();
    let mut game = Game::new(start.clone());
    let total = moves.len() * 2;
    for (i, &m) in moves.iter().chain(moves.iter()).enumerate() {
        assert_eq!(game.outcome(), None, "game ended early before ply {i}");
        game.play(m)
            .unwrap_or_else(|e| panic!("{e} at ply {i} in {}", game.position()));
    }
    assert_eq!(game.ply_count(), total);
    assert_eq!(game.position().zobrist(), start.zobrist());
    assert_eq!(game.repetition_count(), 3);
    let outcome = game.outcome().expect("the third occurrence ends the game");

    let single = judge_cycle(&start, &moves).to_outcome();
    assert_eq!(single.winner, outcome.winner, "single cycle: {single:?}");
    assert_eq!(single.reason, outcome.reason);
    assert_eq!(single.chased, outcome.chased);
    assert_eq!(single.culprits, outcome.culprits);
    // The game judges the cycle since the previous occurrence: this one.
    assert_eq!(single.pattern, outcome.pattern);

    // The game refuses further moves.
    let any = game.position().legal_moves()[0];
    assert!(game.play(any).is_err());
    outcome
}

fn assert_draw(outcome: &Outcome) {
    assert_eq!(outcome.winner, None, "{outcome:?}");
    assert_eq!(outcome.reason, Reason::Repetition);
    assert!(outcome.culprits.is_empty());
    assert_eq!(outcome.chased, None);
    assert_eq!(outcome.result_code(), "draw");
}

#[test]
fn perpetual_check_by_one_side_loses() {
    // The red chariot checks from e4 and f4; the black general steps between e9 and f9.
    let o = repeat(
        "4k4/9/9/9/9/5R3/9/9/9/3K5 w",
        &["f4e4", "e9f9", "e4f4", "f9e9"],
    );
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::PerpetualCheck);
    assert_eq!(o.culprits, squares(&["f4"]));
    assert_eq!(o.chased, None);
    assert_eq!(o.result_code(), "black");
}

#[test]
fn mutual_perpetual_check_is_a_draw() {
    // Both cannons check along their lines; every horse move both parries the
    // check against its own general and opens (or closes) a screen that
    // checks the other one.
    let o = repeat(
        "4c4/9/C2nNk3/9/9/9/9/9/9/4K4 w",
        &["e7d5", "d7e5", "d5e7", "e5d7"],
    );
    assert_draw(&o);
}

#[test]
fn chariot_chasing_an_unprotected_horse_loses() {
    let o = repeat(
        "3k5/9/1n7/9/9/2R6/9/9/9/4K4 w",
        &["c4b4", "b7c9", "b4c4", "c9b7"],
    );
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::PerpetualChase);
    assert_eq!(o.culprits, squares(&["c4"]));
    assert_eq!(
        o.chased,
        Some((Piece::new(Color::Black, Role::Horse), sq("b7")))
    );
}

#[test]
fn cannon_chasing_a_protected_chariot_loses() {
    // The black chariot is protected by the advisor on e8, but a cannon
    // attacking a chariot is a chase all the same.
    let o = repeat(
        "2br5/4ak3/C1n6/9/9/9/9/9/9/4K4 w",
        &["a7a9", "d9d7", "a9a7", "d7d9"],
    );
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::PerpetualChase);
    assert_eq!(o.culprits, squares(&["a7"]));
    assert_eq!(
        o.chased,
        Some((Piece::new(Color::Black, Role::Chariot), sq("d9")))
    );
}

#[test]
fn horse_chasing_a_protected_chariot_loses() {
    // The black chariot steps between d7 and d6, protected by the chariot
    // on d9; the red horse attacks it from f6 and from e4 in turn.
    let o = repeat(
        "3rk4/9/3r5/9/9/4N4/9/9/9/5K3 w",
        &["e4f6", "d7d6", "f6e4", "d6d7"],
    );
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::PerpetualChase);
    assert_eq!(o.culprits, squares(&["e4"]));
    assert_eq!(
        o.chased,
        Some((Piece::new(Color::Black, Role::Chariot), sq("d7")))
    );
}

#[test]
fn elephants_chasing_a_protected_horse_lose() {
    // The red chariot steps between the two elephant eyes (d1, f1), so each
    // move opens an elephant's attack on the horse on e2, which the black
    // chariot on e6 protects.
    let o = repeat(
        "4k4/9/9/4r4/9/9/9/4n4/3R5/2B1K1B2 w",
        &["d1f1", "e9e8", "f1d1", "e8e9"],
    );
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::PerpetualChase);
    assert_eq!(o.culprits, squares(&["c0", "g0"]));
    assert_eq!(
        o.chased,
        Some((Piece::new(Color::Black, Role::Horse), sq("e2")))
    );
}

#[test]
fn chariot_chasing_a_protected_cannon_is_a_draw() {
    // A chariot attacking a protected cannon is not a chase.
    let o = repeat(
        "3c5/4ak3/R8/9/9/9/9/9/9/4K4 w",
        &["a7a9", "d9d7", "a9a7", "d7d9"],
    );
    assert_draw(&o);
}

#[test]
fn chase_by_a_soldier_is_a_draw() {
    let o = repeat(
        "3k5/9/4c4/3P5/9/9/9/9/9/5K3 w",
        &["d6e6", "e7d7", "e6d6", "d7e7"],
    );
    assert_draw(&o);
}

#[test]
fn chase_by_the_general_is_a_draw() {
    let o = repeat(
        "5k3/9/9/9/9/9/9/4c4/3K5/9 w",
        &["d1e1", "e2d2", "e1d1", "d2e2"],
    );
    assert_draw(&o);
}

#[test]
fn chasing_an_uncrossed_soldier_is_a_draw() {
    // The red horse steps between c4 and d6, opening each chariot's line to
    // the soldier on c6 in turn.
    let o = repeat(
        "4k4/9/9/2p5R/9/2N6/9/2R6/9/5K3 w",
        &["c4d6", "e9d9", "d6c4", "d9e9"],
    );
    assert_draw(&o);
}

#[test]
fn discovered_chase_of_an_unprotected_cannon_loses() {
    // Same manoeuvre as above against a cannon: each horse move uncovers a
    // chariot's attack on it. Two pieces take turns to chase one piece
    // (两子轮流捉一子): a chase of that piece.
    let o = repeat(
        "4k4/9/9/2c4R1/9/2N6/9/2R6/9/5K3 w",
        &["c4d6", "e9d9", "d6c4", "d9e9"],
    );
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::PerpetualChase);
    assert_eq!(o.culprits, squares(&["c2", "h6"]));
    assert_eq!(
        o.chased,
        Some((Piece::new(Color::Black, Role::Cannon), sq("c6")))
    );
}

#[test]
fn a_pinned_attacker_does_not_chase() {
    // As above, but the chariot on c2 is pinned against the general on f2
    // by the black chariot on a2: its "attack" is not a legal capture, so
    // only every other red move chases.
    let o = repeat(
        "4k4/9/9/2c4R1/9/2N6/9/r1R2K3/9/9 w",
        &["c4d6", "e9d9", "d6c4", "d9e9"],
    );
    assert_draw(&o);
}

#[test]
fn blocking_a_check_does_not_chase_with_the_attack_it_frees() {
    // The red chariot checks along the 9th rank from b9 every other move;
    // Black blocks with the advisor on d9, which makes the black chariot's
    // standing attack on the red horse (d5 on d7) a legal capture again.
    // That block is not a chase, so Black's advisor returning to e8 (which
    // does attack the horse) chases only every other move: a draw.
    let o = repeat(
        "1R2k1b2/3ca4/3Nba3/n8/3r5/9/9/C3B4/4A4/4KA3 b",
        &["e8d9", "b9b2", "d9e8", "b2b9"],
    );
    assert_draw(&o);
}

#[test]
fn stepping_out_of_check_does_not_chase_with_the_attack_it_frees() {
    // The red horse checks from c9; the black general steps aside to f8,
    // which makes the elephant's standing attack on the red cannon (g5 on
    // e7) a legal capture again. Not a chase: only the general's return,
    // which opens the other elephant's eye, attacks anew. A draw.
    let o = repeat(
        "5ab1r/N3k4/4Ca3/9/6b1R/9/9/3A5/9/1nB1KA3 w",
        &["a8c9", "e8f8", "c9a8", "f8e8"],
    );
    assert_draw(&o);
}

#[test]
fn mutual_chase_is_a_draw() {
    // Each side's horse steps between two points, uncovering one of its
    // chariots' attacks on the enemy cannon with every move.
    let o = repeat(
        "3k5/6r2/9/2c4R1/6n2/2N6/1r4C2/2R6/9/5K3 w",
        &["c4d6", "g5f3", "d6c4", "f3g5"],
    );
    assert_draw(&o);

    // Black's half of the position alone: Black chases the red cannon.
    let o = repeat(
        "3k5/6r2/9/9/6n2/9/1r4C2/9/9/5K3 w",
        &["f0f1", "g5f3", "f1f0", "f3g5"],
    );
    assert_eq!(o.winner, Some(Color::Red));
    assert_eq!(o.reason, Reason::PerpetualChase);
    assert_eq!(o.culprits, squares(&["b3", "g8"]));
    assert_eq!(
        o.chased,
        Some((Piece::new(Color::Red, Role::Cannon), sq("g3")))
    );
}

#[test]
fn perpetual_check_outranks_perpetual_chase() {
    // Red checks with every move; every black escape uncovers a cannon's
    // attack on the checking chariot. The checking side loses.
    let o = repeat(
        "4k1b1c/R5n1c/9/9/9/9/9/9/9/3K5 w",
        &["a8a9", "e9e8", "a9a8", "e8e9"],
    );
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::PerpetualCheck);
    assert_eq!(o.culprits, squares(&["a8"]));

    // Black alone would be chasing the chariot.
    let start = Position::from_fen("4k1b1c/R5n1c/9/9/9/9/9/9/9/3K5 w").unwrap();
    let moves: Vec<Move> = ["a8a9", "e9e8", "a9a8", "e8e9"].map(mv).to_vec();
    let v = judge_cycle(&start, &moves);
    assert!(matches!(
        v,
        RepetitionVerdict::PerpetualCheck {
            loser: Color::Red,
            ..
        }
    ));
}

#[test]
fn idle_repetition_is_a_draw() {
    let o = repeat(xiangqi::START_FEN, &["b0c2", "b9c7", "c2b0", "c7b9"]);
    assert_draw(&o);
}

#[test]
fn black_can_lose_by_perpetual_check_too() {
    // The first test mirrored: Black checks with every move.
    let o = repeat(
        "5k3/9/9/9/3r5/9/9/9/9/4K4 b",
        &["d5e5", "e0d0", "e5d5", "d0e0"],
    );
    assert_eq!(o.winner, Some(Color::Red));
    assert_eq!(o.reason, Reason::PerpetualCheck);
    assert_eq!(o.culprits, squares(&["d5"]));
}

#[test]
fn judge_cycle_rejects_non_cycles_without_panicking() {
    let start = Position::startpos();
    assert_eq!(judge_cycle(&start, &[]), RepetitionVerdict::Draw);
    // Odd length.
    assert_eq!(judge_cycle(&start, &[mv("b0c2")]), RepetitionVerdict::Draw);
    // Does not return to the start.
    let open: Vec<Move> = ["b0c2", "b9c7", "c2e3", "c7b9"].map(mv).to_vec();
    assert_eq!(judge_cycle(&start, &open), RepetitionVerdict::Draw);
    // Illegal moves.
    let illegal: Vec<Move> = ["e0e5", "e9e4"].map(mv).to_vec();
    assert_eq!(judge_cycle(&start, &illegal), RepetitionVerdict::Draw);
    // Moves from empty squares and of the wrong colour.
    let junk: Vec<Move> = ["e5e6", "a9a8"].map(mv).to_vec();
    assert_eq!(judge_cycle(&start, &junk), RepetitionVerdict::Draw);
}

#[test]
fn verdict_helpers() {
    let start = Position::from_fen("3k5/9/1n7/9/9/2R6/9/9/9/4K4 w").unwrap();
    let moves: Vec<Move> = ["c4b4", "b7c9", "b4c4", "c9b7"].map(mv).to_vec();
    let v = judge_cycle(&start, &moves);
    assert_eq!(v.loser(), Some(Color::Red));
    assert_eq!(v.winner(), Some(Color::Black));
    assert_eq!(v.culprits().to_vec(), vec![sq("c4")]);
    assert_eq!(
        v.chased(),
        Some((Piece::new(Color::Black, Role::Horse), sq("b7")))
    );
    assert_eq!(RepetitionVerdict::Draw.loser(), None);
    assert_eq!(RepetitionVerdict::Draw.culprits().len(), 0);
    assert_eq!(
        RepetitionVerdict::Draw.to_outcome(),
        Outcome::draw(Reason::Repetition)
    );
}

#[test]
fn a_standing_attack_is_not_a_chase() {
    // The chariot on a4 attacks the unprotected horse on a7 throughout, but
    // no move creates the attack: only new attacks chase.
    let o = repeat(
        "3k5/9/n8/9/9/R8/9/9/9/4K4 w",
        &["e0e1", "d9d8", "e1e0", "d8d9"],
    );
    assert_draw(&o);
}

#[test]
fn offering_a_chariot_exchange_is_not_a_chase() {
    // The red chariot attacks the unprotected black chariot with every move,
    // but the black chariot can take it back: an offer to exchange.
    let o = repeat(
        "3k5/9/1r7/9/9/2R6/9/9/9/4K4 w",
        &["c4b4", "b7c7", "b4c4", "c7b7"],
    );
    assert_draw(&o);
}

#[test]
fn one_check_one_chase_loses_as_a_perpetual_attack() {
    // The red chariot checks from h9, then goes back to h4, where it
    // attacks the unprotected black horse on c4 anew; the black general
    // steps between d9 and d8. Every red move checks or chases the horse
    // (一将一捉): the Chinese rules rule it 长打.
    let o = repeat(
        "3k5/9/9/9/9/2n4R1/9/9/9/5K3 w",
        &["h4h9", "d9d8", "h9h4", "d8d9"],
    );
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::PerpetualAttack);
    assert_eq!(o.culprits, squares(&["h4"]));
    assert_eq!(
        o.chased,
        Some((Piece::new(Color::Black, Role::Horse), sq("c4")))
    );
    // In the cycle the game judges (the one since the previous occurrence):
    // move 1 checked, move 2 chased.
    let pattern = o
        .pattern
        .expect("a perpetual attack says what each move did");
    use MoveKind::{Chase, Check};
    assert_eq!(pattern.kinds().collect::<Vec<_>>(), [Check, Chase]);
    assert_eq!(pattern.checks().collect::<Vec<_>>(), [0]);
    assert_eq!(pattern.chases().collect::<Vec<_>>(), [1]);

    let start = Position::from_fen("3k5/9/9/9/9/2n4R1/9/9/9/5K3 w").unwrap();
    let v = judge_cycle(&start, &["h4h9", "d9d8", "h9h4", "d8d9"].map(mv));
    assert_eq!(v.kind(), Some(PerpetualKind::Attack));
    assert_eq!(v.pattern().map(|p| p.len()), Some(2));
}

#[test]
fn checks_and_chases_of_different_pieces_are_a_draw() {
    // The red chariot checks from i9, chases the horse on c6 from i6,
    // checks again from i8, then chases the horse on c5 from i5; the black
    // general walks d9, d8, e8, e9. Every red move checks or chases, but no
    // single piece is chased by every move that does not check.
    let o = repeat(
        "3k5/9/9/2n6/2n5R/9/9/9/9/5K3 w",
        &[
            "i5i9", "d9d8", "i9i6", "d8e8", "i6i8", "e8e9", "i8i5", "e9d9",
        ],
    );
    assert_draw(&o);
}

#[test]
fn elephants_chasing_a_protected_chariot_lose() {
    // The red chariot steps between the elephant eyes d1 and f1, so each
    // move opens an elephant's attack on the black chariot on e2. That
    // chariot is protected by the one on e6, but an elephant is worth
    // less than a chariot: each attack threatens to win material.
    let o = repeat(
        "4k4/9/9/4r4/9/9/9/4r4/3R5/2BK2B2 w",
        &["d1f1", "e9e8", "f1d1", "e8e9"],
    );
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::PerpetualChase);
    assert_eq!(o.culprits, squares(&["c0", "g0"]));
    assert_eq!(
        o.chased,
        Some((Piece::new(Color::Black, Role::Chariot), sq("e2")))
    );
}

#[test]
fn warning_comes_at_the_second_occurrence_of_a_forbidden_cycle() {
    let fen = "3k5/9/9/9/9/2n4R1/9/9/9/5K3 w";
    let cycle = ["h4h9", "d9d8", "h9h4", "d8d9"].map(mv);
    let mut game = Game::from_fen(fen).unwrap();
    for &m in &cycle {
        assert_eq!(game.perpetual_warning(), None);
        game.play(m).unwrap();
    }
    // The start is back for the second time: once more loses.
    let expected = PerpetualWarning {
        offender: Color::Red,
        kind: PerpetualKind::Attack,
        chased: Some((Piece::new(Color::Black, Role::Horse), sq("c4"))),
    };
    assert_eq!(game.perpetual_warning(), Some(expected));
    // Each position of the second cycle is a second occurrence too.
    for &m in &cycle[..3] {
        game.play(m).unwrap();
        assert_eq!(game.perpetual_warning(), Some(expected));
    }
    game.play(cycle[3]).unwrap();
    assert_eq!(
        game.outcome().map(|o| o.reason),
        Some(Reason::PerpetualAttack)
    );
    assert_eq!(game.perpetual_warning(), None, "the game is over");
}

#[test]
fn no_warning_for_an_allowed_repetition_or_after_a_change() {
    // Horses stepping back and forth: a repetition, but nobody is forbidden.
    let mut game = Game::default();
    for m in ["b0c2", "b9c7", "c2b0", "c7b9"] {
        game.play(mv(m)).unwrap();
    }
    assert_eq!(game.repetition_count(), 2);
    assert_eq!(game.perpetual_warning(), None);

    // A perpetual chase warned about, then varied: the warning goes.
    let mut game = Game::from_fen("3k5/9/1n7/9/9/2R6/9/9/9/4K4 w").unwrap();
    for m in ["c4b4", "b7c9", "b4c4", "c9b7"] {
        game.play(mv(m)).unwrap();
    }
    let w = game.perpetual_warning().unwrap();
    assert_eq!((w.offender, w.kind), (Color::Red, PerpetualKind::Chase));
    game.play(mv("e0e1")).unwrap();
    assert_eq!(game.perpetual_warning(), None);
}

#[test]
fn a_chase_that_also_checks_counts_as_a_check() {
    // Each horse move uncovers a chariot's attack on the black cannon on
    // c6 (the one on c2 from d6, the one on h6 from c4), and the move to d6
    // also checks the general on e8. Every red move chases the cannon, but
    // a move that checks is a check first: one check, one chase.
    let o = repeat(
        "9/4k4/9/2c4R1/9/2N6/9/2R6/9/5K3 w",
        &["c4d6", "e8d8", "d6c4", "d8e8"],
    );
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::PerpetualAttack);
    assert_eq!(
        o.chased,
        Some((Piece::new(Color::Black, Role::Cannon), sq("c6")))
    );
    use MoveKind::{Chase, Check};
    let pattern = o
        .pattern
        .expect("a perpetual attack says what each move did");
    assert_eq!(pattern.kinds().collect::<Vec<_>>(), [Check, Chase]);
}
