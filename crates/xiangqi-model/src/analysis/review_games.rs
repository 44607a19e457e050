//! A collection of games with known blunders, made on the spot by the
//! engine playing itself at a fixed node budget (so the same games every
//! time, nothing downloaded): clean games; games where, at a chosen move,
//! a piece is deliberately left where it is taken for nothing; and games
//! where a forced mate is missed or let in.

use xiangqi::{Move, Position, Role};
use xiangqi_engine::{Engine, Limits, Score};

/// The node budget of the self-play moves: enough to avoid hanging
/// pieces, small enough to build the collection in a moment.
const PLAY_NODES: u64 = 20_000;
/// The depth that sorts the moves of a mate position: which keep the mate
/// and which seem to throw it away.
const MATE_CHECK_DEPTH: u32 = 11;
/// The depth that confirms a chosen move really throws the mate away: a
/// quiet move can leave a longer mate that depth 11 does not see, and the
/// review's own deep check (depth 14) would rightly not mark it.
const MATE_CONFIRM_DEPTH: u32 = 16;
/// The node budget used to find a move that hangs a piece.
const PROBE_NODES: u64 = 6_000;

/// A game of the collection.
#[derive(Clone, Debug)]
pub struct TestGame {
    pub name: String,
    pub start: Position,
    pub moves: Vec<Move>,
    /// The plies (1-based: the n-th move) known to throw away a piece or a
    /// mate.
    pub blunders: Vec<usize>,
}

impl TestGame {
    /// The plies that are not known blunders.
    pub fn clean_plies(&self) -> impl Iterator<Item = usize> + '_ {
        (1..=self.moves.len()).filter(|p| !self.blunders.contains(p))
    }
}

fn mv(text: &str) -> Move {
    text.parse().expect("a move of the collection reads")
}

/// Plays `plies` engine moves on from `start` after `moves` (stopping at
/// the end of the game).
fn play_on(engine: &mut Engine, start: &Position, moves: &mut Vec<Move>, plies: usize) {
    for _ in 0..plies {
        let out = engine.search(start, moves, &Limits::nodes(PLAY_NODES), None, &mut |_| {});
        match out.best {
            Some(m) => moves.push(m),
            None => return,
        }
    }
}

fn position_after(start: &Position, moves: &[Move]) -> Position {
    let mut pos = start.clone();
    for &m in moves {
        pos.do_move(m);
    }
    pos
}

/// A quiet move of a chariot, horse or cannon to a square where the
/// opponent's best reply takes it and wins at least `min_cp`: the
/// clearest such move (the smallest loss above `min_cp`, so a horse is
/// preferred to a chariot where both hang).
fn hanging_move(
    engine: &mut Engine,
    start: &Position,
    moves: &[Move],
    min_cp: i32,
) -> Option<Move> {
    let pos = position_after(start, moves);
    let before = cp(engine
        .search(start, moves, &Limits::nodes(PROBE_NODES), None, &mut |_| {})
        .score)?;
    let mut found: Option<(i32, Move)> = None;
    for &m in pos.legal_moves().iter() {
        let heavy = matches!(
            pos.piece_at(m.from).map(|p| p.role),
            Some(Role::Chariot | Role::Horse | Role::Cannon)
        );
        if !heavy || pos.is_capture(m) || pos.gives_check(m) {
            continue;
        }
        let mut line = moves.to_vec();
        line.push(m);
        let reply = engine.search(start, &line, &Limits::nodes(PROBE_NODES), None, &mut |_| {});
        let (Some(r), Some(after)) = (reply.best, cp(reply.score)) else {
            continue;
        };
        let loss = before + after;
        if r.to == m.to && loss >= min_cp && found.is_none_or(|(l, _)| loss < l) {
            found = Some((loss, m));
        }
    }
    found.map(|(_, m)| m)
}

fn cp(score: Score) -> Option<i32> {
    match score {
        Score::Cp(c) => Some(c),
        Score::Mate(_) => None,
    }
}

/// The openings the games start with (two moves each side).
const OPENINGS: [[&str; 4]; 8] = [
    ["h2e2", "h9g7", "h0g2", "i9h9"],
    ["c3c4", "g6g5", "b0c2", "b9c7"],
    ["b2e2", "b9c7", "b0c2", "a9b9"],
    ["g3g4", "c6c5", "h0g2", "h9i7"],
    ["h2e2", "b7e7", "h0g2", "b9c7"],
    ["c0e2", "h7e7", "b0c2", "h9g7"],
    ["b2d2", "h9g7", "b0c2", "c6c5"],
    ["h0g2", "c6c5", "g3g4", "b9c7"],
];

/// The collection: for each of the first `openings` openings a clean game
/// of `clean_plies` more moves and a game with a piece hung at a known
/// move, then `after_blunder` moves; and positions where a mate is missed
/// or let in.
pub fn collection(openings: usize, clean_plies: usize, after_blunder: usize) -> Vec<TestGame> {
    let start = Position::startpos();
    let mut games = Vec::new();
    for (i, opening) in OPENINGS.iter().take(openings).enumerate() {
        let mut engine = Engine::new(16);
        let mut moves: Vec<Move> = opening.iter().map(|m| mv(m)).collect();
        play_on(&mut engine, &start, &mut moves, clean_plies);
        games.push(TestGame {
            name: format!("clean {i}"),
            start: start.clone(),
            moves,
            blunders: vec![],
        });
        // The same opening, then a piece hung at a move that depends on
        // the game, the side alternating.
        let mut engine = Engine::new(16);
        let mut moves: Vec<Move> = opening.iter().map(|m| mv(m)).collect();
        play_on(&mut engine, &start, &mut moves, 4 + 2 * (i % 4) + i / 4);
        if let Some(m) = hanging_move(&mut engine, &start, &moves, 250) {
            moves.push(m);
            let blunder = moves.len();
            play_on(&mut engine, &start, &mut moves, after_blunder);
            games.push(TestGame {
                name: format!("hung piece {i} at ply {blunder}"),
                start: start.clone(),
                moves,
                blunders: vec![blunder],
            });
        }
    }
    games.extend(mate_games(after_blunder));
    games
}

/// Positions with a forced mate: the mate missed (a quiet move instead of
/// the mating one), and the mate let in (a move that leaves it).
fn mate_games(after: usize) -> Vec<TestGame> {
    vec![
        // Red mates at once with a5d5 (the flying general guards e9);
        // any other move leaves a chariot against a chariot, no mate.
        first_move_game(
            "mate in 1 missed",
            "3k5/9/9/9/R8/9/9/9/8r/4K4 w",
            after,
            |s| !matches!(s, Score::Mate(n) if n <= 0),
        ),
        // Black can take a chariot; the move chosen lets a mate in instead.
        first_move_game(
            "mate let in",
            "9/4k4/R8/9/9/9/9/9/r8/1R1K5 b",
            after,
            |s| matches!(s, Score::Mate(n) if n > 0),
        ),
    ]
}

/// A game from `fen` whose first move throws a mate away: of the moves
/// after which the opponent's score `s` (from the opponent's view) is
/// `bad(s)` (the mover's mate gone, or the opponent mating), the best for
/// the mover that a search to [`MATE_CONFIRM_DEPTH`] still finds bad,
/// where another move would not have been bad.
fn first_move_game(name: &str, fen: &str, after: usize, bad: fn(Score) -> bool) -> TestGame {
    let start = Position::from_fen(fen).expect("a collection FEN reads");
    let mut engine = Engine::new(16);
    let mut candidates: Vec<(i32, Move)> = Vec::new();
    let mut good = false;
    for &m in start.legal_moves().iter() {
        let reply = reply_score(&mut engine, &start, m, MATE_CHECK_DEPTH);
        if !bad(reply) {
            good = true;
        } else {
            candidates.push((rank_for_mover(reply), m));
        }
    }
    assert!(good, "the position has a mate to throw away");
    candidates.sort_by_key(|&(rank, _)| std::cmp::Reverse(rank));
    let first = candidates
        .into_iter()
        .map(|(_, m)| m)
        .find(|&m| bad(reply_score(&mut engine, &start, m, MATE_CONFIRM_DEPTH)))
        .expect("a move throws the mate away at the confirming depth");
    let mut moves = vec![first];
    play_on(&mut engine, &start, &mut moves, after);
    TestGame {
        name: name.to_string(),
        start,
        moves,
        blunders: vec![1],
    }
}

/// The opponent's score after `m`, from the opponent's view.
fn reply_score(engine: &mut Engine, start: &Position, m: Move, depth: u32) -> Score {
    engine
        .search(start, &[m], &Limits::depth(depth), None, &mut |_| {})
        .score
}

/// How good a move is for the mover, given the opponent's score after it.
fn rank_for_mover(reply: Score) -> i32 {
    match reply {
        Score::Mate(n) if n > 0 => -100_000 + n,
        Score::Mate(n) => 100_000 + n,
        Score::Cp(c) => -c,
    }
}
