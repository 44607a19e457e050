//! Playing repetition cycles through a game, shared by the repetition suites.

use xiangqi::{judge_cycle, Color, Game, Move, Outcome, Position, Reason};

/// What a published ruling says about a cycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ruling {
    /// Nobody is forbidden, or both are.
    Draw,
    /// This side loses for the given reason.
    Loses(Color, Reason),
}

impl Ruling {
    /// The ruling an outcome gives.
    pub fn of(outcome: &Outcome) -> Ruling {
        match outcome.loser() {
            None => Ruling::Draw,
            Some(loser) => Ruling::Loses(loser, outcome.reason),
        }
    }
}

/// Parses moves written in ICCS (`h2e2`).
pub fn iccs(moves: &[&str]) -> Vec<Move> {
    moves.iter().map(|m| m.parse().unwrap()).collect()
}

/// Parses moves as published, in WXF (`R2=9`) or Chinese (`车四平三`)
/// notation, played in turn from `fen`.
pub fn published(fen: &str, moves: &[&str]) -> Vec<Move> {
    let mut pos = Position::from_fen(fen).unwrap();
    moves
        .iter()
        .map(|text| {
            let m = pos
                .parse_move(text)
                .unwrap_or_else(|e| panic!("{text} in {pos}: {e}"));
            pos = pos.play(m).unwrap();
            m
        })
        .collect()
}

/// Parses the published moves `prefix` then `cycle` (see [`published`]).
pub fn published_cycle(fen: &str, prefix: &[&str], cycle: &[&str]) -> (Vec<Move>, Vec<Move>) {
    let all: Vec<&str> = prefix.iter().chain(cycle).copied().collect();
    let mut moves = published(fen, &all);
    let cycle = moves.split_off(prefix.len());
    (moves, cycle)
}

/// Plays `prefix`, then `cycle` twice, from `fen`, checking that the game
/// goes on until the very last move, which brings the start of the cycle
/// back a third time and ends the game. Also checks that `judge_cycle`
/// over a single cycle rules the same. Returns the outcome.
pub fn play_out(fen: &str, prefix: &[Move], cycle: &[Move]) -> Outcome {
    let mut game = Game::from_fen(fen).unwrap();
    for &m in prefix {
        game.play(m)
            .unwrap_or_else(|e| panic!("{e} in {}", game.position()));
    }
    let start = game.position().clone();
    for (i, &m) in cycle.iter().chain(cycle).enumerate() {
        assert_eq!(game.outcome(), None, "the game ended before ply {i}");
        game.play(m)
            .unwrap_or_else(|e| panic!("{e} at ply {i} in {}", game.position()));
    }
    assert_eq!(game.position().mailbox(), start.mailbox(), "not a cycle");
    let outcome = game.outcome().expect("the third occurrence ends the game");
    let single = judge_cycle(&start, cycle).to_outcome();
    assert_eq!(
        Ruling::of(&single),
        Ruling::of(&outcome),
        "one cycle: {single:?}"
    );
    assert_eq!(single.chased, outcome.chased);
    outcome
}

/// Plays `moves` from `fen`, checking that the game goes on until the very
/// last move and that the last move ends it. Returns the outcome.
pub fn play_through(fen: &str, moves: &[Move]) -> Outcome {
    let mut game = Game::from_fen(fen).unwrap();
    for (i, &m) in moves.iter().enumerate() {
        assert_eq!(game.outcome(), None, "the game ended before ply {i}");
        game.play(m)
            .unwrap_or_else(|e| panic!("{e} at ply {i} in {}", game.position()));
    }
    game.outcome().expect("the last move ends the game")
}
