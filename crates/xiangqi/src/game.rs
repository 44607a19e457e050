//! A game: a start position, the moves played, the positions they led to,
//! and the result by the rules (or as recorded by the players).
//!
//! # When the game ends
//!
//! [`Game::outcome`] checks, after every move, in this order:
//!
//! 1. **No legal move.** The side to move loses: by checkmate if it is in
//!    check, by stalemate (困毙) otherwise. The culprits of a checkmate are
//!    the checking pieces.
//! 2. **Repetition.** When the current position (same board, same side to
//!    move; found by Zobrist key and confirmed by comparing boards) occurs
//!    for the **third** time, the moves since its **previous** occurrence
//!    — the cycle that brought it back — are judged with [`judge_cycle`]:
//!    perpetual check, perpetual chase or a mixture of the two (perpetual
//!    attack) loses, anything else is a draw ([`Reason::Repetition`]).
//!    When the position occurs for the **second** time and the cycle since
//!    its first occurrence is forbidden for one side,
//!    [`Game::perpetual_warning`] says so: playing that cycle once more
//!    brings the third occurrence by the same moves, and loses.
//!
//!    Why the last cycle: the rule books judge the moves that make the
//!    repetition, not the history of the position. The AXF rules (rules 3
//!    and 5, <http://www.wxf.org/xq/rule/asia/>) speak of both sides
//!    repeating "a sequence of moves that return to the same state", and
//!    rule against the side that repeats a violation; the Chinese rules
//!    (象棋竞赛规则) draw a game where "双方走棋出现循环反复三次" (the
//!    moves go round a cycle three times) and the 棋例 chapter says
//!    "不变作和", and their 长将 and 长捉 are a side's moves that keep
//!    checking or chasing. H. G. Muller's summary
//!    of the Asian rules (<https://www.chessvariants.com/index/listcomments.php?id=27153>)
//!    reads them the same way: any repeated position counts, not only
//!    consecutive ones, the side forcing the repetition loses, and every
//!    move of the repeat loop must be forcing. The third occurrence is
//!    made by the cycle since the second. Judging from the first of the
//!    three occurrences instead lets one quiet visit, however long
//!    before, turn a later perpetual check or chase into a draw.
//!    Fairy-Stockfish does that: `Position::is_optional_game_end`
//!    (commit c19b5f6) accumulates its check and chase flags over every
//!    move back to the first of the three occurrences. This crate rules
//!    otherwise on purpose; the cases are in `tests/rulings/history.rs`.
//!
//!    When the two most recent cycles differ, the later one decides. A
//!    quiet return followed by a return by checks loses for the checker:
//!    it brought back by perpetual check a position that had been on the
//!    board twice (no warning could come first, as the cycle at the
//!    second occurrence was quiet; [`Game::repetition_count`] is the only
//!    notice). A return by checks followed by a quiet one is a draw: the
//!    checker varied its moves, which is what the rules ask of it.
//!    Judging the two cycles together, or requiring both to be forbidden,
//!    would draw the first case too.
//! 3. **No attacking material.** When neither side has a chariot, horse,
//!    cannon or soldier, nobody can ever give check, let alone mate: a draw
//!    at once ([`Reason::InsufficientMaterial`], 和 (一)). Generals,
//!    advisors and elephants never leave their own half of the board.
//! 4. **Natural move limit.** Sixty moves each side (120 plies) without a
//!    capture is a draw ([`Reason::MoveLimit`]). The count restarts at 0
//!    after every capture. Within the current capture-free stretch, each
//!    side's first ten checking moves count like any other move, but its
//!    checking moves beyond the tenth do not count. Non-checking moves
//!    always count. A start position's FEN halfmove clock is taken as
//!    plies already counted (as non-checking moves), so a FEN with clock
//!    100 is drawn after 20 more plies without a capture.
//!
//! Once a game has a result, it stands: [`Game::undo`] refuses to take a
//! move back (不许反悔).
//!
//! Results decided off the board are recorded with [`Game::resign`],
//! [`Game::agree_draw`], [`Game::flag`] (time forfeit: that side loses;
//! this implementation does not turn a flag fall into a draw when the
//! opponent lacks mating material) or [`Game::set_result`]. A recorded
//! result takes precedence over the rules.

use crate::by_color::ByColor;
use crate::color::Color;
use crate::fen::FenError;
use crate::movelist::MoveList;
use crate::mv::Move;
use crate::outcome::{Outcome, Reason};
use crate::position::{IllegalMove, Position};
use crate::repetition::{judge_cycle, PerpetualWarning};
use crate::square::Square;

/// Plies in the natural move limit: 60 moves each side.
pub const MOVE_LIMIT_PLIES: u32 = 120;
/// Checking moves per side that still count toward the move limit.
pub const COUNTED_CHECKS: u8 = 10;

/// Why a move cannot be taken back.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UndoError {
    /// No move has been played.
    #[error("there is no move to take back")]
    NoMove,
    /// The game has a result, and a result stands.
    #[error("the result stands: {0}")]
    Finished(Outcome),
}

/// Error returned when a result is recorded for a game that is already over.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the game is already over: {0}")]
pub struct GameOver(pub Outcome);

/// The move-limit counter at one ply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct LimitCount {
    /// Plies counted toward the 120 since the last capture.
    counted: u32,
    /// Checking moves per side since the last capture.
    checks: ByColor<u8>,
}

/// A game in progress or finished.
///
/// ```
/// use xiangqi::{Color, Game, Reason};
///
/// // Two chariots against a bare general: Red mates on b9.
/// let mut game = Game::from_fen("4k4/R8/9/9/9/9/9/9/9/1R1K5 w").unwrap();
/// assert_eq!(game.outcome(), None);
/// game.play("b0b9".parse().unwrap()).unwrap();
/// let outcome = game.outcome().unwrap();
/// assert_eq!(outcome.winner, Some(Color::Red));
/// assert_eq!(outcome.reason, Reason::Checkmate);
/// assert!(game.play("e9e8".parse().unwrap()).is_err()); // the game is over
///
/// assert!(game.undo().is_err()); // a result stands
/// let mut game = Game::default();
/// game.resign(Color::Red).unwrap();
/// assert_eq!(game.outcome().unwrap().to_string(), "black wins (resignation)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// `positions[i]` is the position after `i` moves; never empty.
    positions: Vec<Position>,
    moves: Vec<Move>,
    limits: Vec<LimitCount>,
    /// The outcome by the rules at the current position.
    rules: Option<Outcome>,
    /// A result recorded by the players or the application.
    recorded: Option<Outcome>,
}

impl Default for Game {
    fn default() -> Self {
        Game::new(Position::startpos())
    }
}

impl Game {
    /// A game starting from `start` (which may already be decided, e.g. a
    /// checkmate position).
    pub fn new(start: Position) -> Game {
        let limit = LimitCount {
            counted: start.halfmove_clock(),
            checks: ByColor::new(0, 0),
        };
        let mut game = Game {
            positions: vec![start],
            moves: Vec::new(),
            limits: vec![limit],
            rules: None,
            recorded: None,
        };
        game.rules = game.rules_outcome();
        game
    }

    /// A game starting from a FEN position.
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        Position::from_fen(fen).map(Game::new)
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.positions[self.positions.len() - 1]
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position of the game: the start, then the position after each move.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The position after `ply` moves (0 = the start), if the game is that long.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// Number of moves (plies) played.
    pub fn ply_count(&self) -> usize {
        self.moves.len()
    }

    /// The last move played.
    pub fn last_move(&self) -> Option<Move> {
        self.moves.last().copied()
    }

    /// The side to move in the current position.
    pub fn side_to_move(&self) -> Color {
        self.position().side_to_move()
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.position().is_check()
    }

    /// The pieces giving check to the side to move.
    pub fn checkers(&self) -> Vec<Square> {
        self.position().checkers()
    }

    /// Legal moves in the current position; empty once the game is over.
    pub fn legal_moves(&self) -> MoveList {
        if self.is_over() {
            MoveList::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// Legal destinations of the piece on `sq`; empty if it is not the side
    /// to move's piece or the game is over.
    pub fn legal_targets(&self, sq: Square) -> Vec<Square> {
        if self.is_over() {
            Vec::new()
        } else {
            self.position().legal_targets(sq)
        }
    }

    /// Plies counted toward the natural move limit (see the [module docs](self)).
    pub fn move_limit_count(&self) -> u32 {
        self.limits[self.limits.len() - 1].counted
    }

    /// How many times the current position (board and side to move) has
    /// occurred in the game, counting the current occurrence.
    pub fn repetition_count(&self) -> usize {
        self.occurrences().0
    }

    /// Whether a side would lose by repeating once more: the current
    /// position has occurred exactly twice, and the moves between its two
    /// occurrences are a perpetual check, chase or attack by one side (see
    /// [`judge_cycle`]). Playing the same cycle again brings the position
    /// back a third time by the same moves, and the third occurrence is
    /// judged by the cycle since the second: that side loses. `None` once
    /// the game is over.
    ///
    /// ```
    /// use xiangqi::{Color, Game, PerpetualKind};
    ///
    /// // The red chariot checks from e4 and f4; the black general steps aside.
    /// let mut game = Game::from_fen("4k4/9/9/9/9/5R3/9/9/9/3K5 w").unwrap();
    /// for m in ["f4e4", "e9f9", "e4f4"] {
    ///     game.play(m.parse().unwrap()).unwrap();
    ///     assert_eq!(game.perpetual_warning(), None);
    /// }
    /// game.play("f9e9".parse().unwrap()).unwrap(); // the start, for the second time
    /// let warning = game.perpetual_warning().unwrap();
    /// assert_eq!(warning.offender, Color::Red);
    /// assert_eq!(warning.kind, PerpetualKind::Check);
    /// assert_eq!(warning.chased, None);
    /// ```
    pub fn perpetual_warning(&self) -> Option<PerpetualWarning> {
        if self.is_over() {
            return None;
        }
        let (count, previous) = self.occurrences();
        if count != 2 {
            return None;
        }
        let verdict = judge_cycle(&self.positions[previous], &self.moves[previous..]);
        PerpetualWarning::from_verdict(&verdict)
    }

    /// Plays a legal move. Fails, leaving the game unchanged, if the move
    /// is illegal or the game is already over.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove { mv: m });
        }
        let pos = self.position();
        let mover = pos.side_to_move();
        let capture = pos.is_capture(m);
        let next = pos.play(m)?;
        let prev = self.limits[self.limits.len() - 1];
        let limit = if capture {
            LimitCount {
                counted: 0,
                checks: ByColor::new(0, 0),
            }
        } else {
            let mut l = prev;
            let counts = if next.is_check() {
                let c = &mut l.checks[mover];
                *c = c.saturating_add(1);
                *c <= COUNTED_CHECKS
            } else {
                true
            };
            if counts {
                l.counted = l.counted.saturating_add(1);
            }
            l
        };
        self.positions.push(next);
        self.moves.push(m);
        self.limits.push(limit);
        self.rules = self.rules_outcome();
        Ok(())
    }

    /// Takes back the last move and returns it. A finished game refuses:
    /// its result stands.
    ///
    /// ```
    /// use xiangqi::{Color, Game, UndoError};
    /// let mut game = Game::default();
    /// assert_eq!(game.undo(), Err(UndoError::NoMove));
    /// game.play("h2e2".parse().unwrap()).unwrap();
    /// assert_eq!(game.undo(), Ok("h2e2".parse().unwrap()));
    /// game.play("h2e2".parse().unwrap()).unwrap();
    /// game.resign(Color::Black).unwrap();
    /// assert!(matches!(game.undo(), Err(UndoError::Finished(_))));
    /// ```
    pub fn undo(&mut self) -> Result<Move, UndoError> {
        if let Some(outcome) = self.outcome() {
            return Err(UndoError::Finished(outcome));
        }
        let m = self.moves.pop().ok_or(UndoError::NoMove)?;
        self.positions.pop();
        self.limits.pop();
        self.rules = self.rules_outcome();
        Ok(m)
    }

    /// The result, if the game is over: a recorded result, else the
    /// outcome by the rules (see the [module docs](self)).
    pub fn outcome(&self) -> Option<Outcome> {
        self.recorded.clone().or_else(|| self.rules.clone())
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.recorded.is_some() || self.rules.is_some()
    }

    /// Records that `loser` resigned.
    pub fn resign(&mut self, loser: Color) -> Result<(), GameOver> {
        self.record(Outcome::loss(loser, Reason::Resignation))
    }

    /// Records a draw by agreement.
    pub fn agree_draw(&mut self) -> Result<(), GameOver> {
        self.record(Outcome::draw(Reason::Agreement))
    }

    /// Records that `loser` ran out of time.
    pub fn flag(&mut self, loser: Color) -> Result<(), GameOver> {
        self.record(Outcome::loss(loser, Reason::Timeout))
    }

    /// Records any result, replacing a previously recorded one and taking
    /// precedence over the rules (for example when loading a finished game
    /// or applying an arbiter's decision).
    pub fn set_result(&mut self, outcome: Outcome) {
        self.recorded = Some(outcome);
    }

    /// Removes a recorded result; the outcome by the rules applies again.
    pub fn clear_result(&mut self) {
        self.recorded = None;
    }

    fn record(&mut self, outcome: Outcome) -> Result<(), GameOver> {
        if let Some(done) = self.outcome() {
            return Err(GameOver(done));
        }
        self.recorded = Some(outcome);
        Ok(())
    }

    /// How often the current position occurred, and the ply of its
    /// previous occurrence (the current ply if there is none): the moves
    /// since then are the cycle that brought it back.
    fn occurrences(&self) -> (usize, usize) {
        let n = self.positions.len() - 1;
        let cur = &self.positions[n];
        let key = cur.zobrist();
        let mut count = 1;
        let mut previous = n;
        let mut j = n;
        while j >= 2 {
            // A position reached by a capture (halfmove clock 0 after a
            // move) cannot equal any earlier position: fewer pieces.
            if self.positions[j].halfmove_clock() == 0
                || self.positions[j - 1].halfmove_clock() == 0
            {
                break;
            }
            j -= 2;
            let p = &self.positions[j];
            if p.zobrist() == key && p.turn == cur.turn && p.board == cur.board {
                if count == 1 {
                    previous = j;
                }
                count += 1;
            }
        }
        (count, previous)
    }

    /// The outcome by the rules at the current position.
    fn rules_outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if !pos.has_legal_move() {
            let loser = pos.side_to_move();
            return Some(if pos.is_check() {
                Outcome {
                    winner: Some(loser.other()),
                    reason: Reason::Checkmate,
                    culprits: pos.checkers(),
                    chased: None,
                    pattern: None,
                }
            } else {
                Outcome::loss(loser, Reason::Stalemate)
            });
        }
        let (count, previous) = self.occurrences();
        if count >= 3 {
            let cycle = &self.moves[previous..];
            return Some(judge_cycle(&self.positions[previous], cycle).to_outcome());
        }
        if !pos.has_attacking_material() {
            return Some(Outcome::draw(Reason::InsufficientMaterial));
        }
        if self.move_limit_count() >= MOVE_LIMIT_PLIES {
            return Some(Outcome::draw(Reason::MoveLimit));
        }
        None
    }
}
