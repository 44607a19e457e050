//! One attempt at a puzzle: the solver's moves checked against the
//! solution, the defender's replies taken from it, wrong moves shown and
//! taken back, hints and the solution replayed.
//!
//! The attempt never waits by itself: when it asks for a pause (before
//! the defender's reply, before a wrong move is taken back, between the
//! solution's moves) the shell calls [`Attempt::resume`] after it.

use xiangqi::{Color, FenError, Move, Position, Square};
use xiangqi_puzzles::{Kind, Puzzle};

use super::rating::Result as Rated;

/// What the shell shows: `data-state` of the trainer's panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// No wrong move, no move given away, the line not finished yet.
    Solving,
    /// The line was played to its end without a wrong move.
    Solved,
    /// A wrong move was played, the move was shown, or the solution.
    Failed,
}

impl State {
    /// The word of `data-state`.
    pub fn name(self) -> &'static str {
        match self {
            State::Solving => "solving",
            State::Solved => "solved",
            State::Failed => "failed",
        }
    }
}

/// What the attempt waits for before it goes on by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    /// The defender's reply, after a right move.
    Reply,
    /// Taking back the wrong move on the board.
    TakeBack,
    /// The solution's next move.
    Solution,
}

/// What a move of the player did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A move of the solution (or another mate where a mate is asked for).
    Right(Move),
    /// Not the move: it stands on the board until taken back.
    Wrong(Move),
}

/// How much help was asked for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Hint {
    #[default]
    None,
    /// The piece to move is highlighted.
    Piece,
    /// The move is shown (the attempt counts as failed).
    Move,
}

/// An attempt at one puzzle.
#[derive(Clone, Debug)]
pub struct Attempt {
    puzzle: Puzzle,
    start: Position,
    position: Position,
    /// The moves on the board since the start, the solution's so far.
    played: Vec<Move>,
    /// A wrong move on the board, to be taken back.
    wrong: Option<Move>,
    failed: bool,
    hint: Hint,
    solution_shown: bool,
    done: bool,
    pending: Option<Pending>,
    selected: Option<Square>,
    animate: Option<Move>,
    /// Whether the result has been handed out (see [`Attempt::take_result`]).
    rated: bool,
}

impl Attempt {
    /// A fresh attempt at `puzzle`.
    pub fn new(puzzle: Puzzle) -> Result<Attempt, FenError> {
        let start = puzzle.position()?;
        Ok(Attempt {
            position: start.clone(),
            start,
            puzzle,
            played: Vec::new(),
            wrong: None,
            failed: false,
            hint: Hint::None,
            solution_shown: false,
            done: false,
            pending: None,
            selected: None,
            animate: None,
            rated: false,
        })
    }

    /// The attempt again after a reload, already rated as `result`: it
    /// is not rated a second time, and stays failed if it failed.
    pub fn resumed(puzzle: Puzzle, result: Rated) -> Result<Attempt, FenError> {
        let mut a = Attempt::new(puzzle)?;
        a.failed = result == Rated::Failed;
        a.rated = true;
        Ok(a)
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The puzzle's position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The position on the board.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The moves on the board since the start (a wrong one included
    /// while it stands).
    pub fn moves(&self) -> Vec<Move> {
        self.played.iter().copied().chain(self.wrong).collect()
    }

    /// The side that solves.
    pub fn solver(&self) -> Color {
        self.start.side_to_move()
    }

    pub fn state(&self) -> State {
        if self.failed {
            State::Failed
        } else if self.done {
            State::Solved
        } else {
            State::Solving
        }
    }

    /// Whether the line has been played to its end.
    pub fn is_done(&self) -> bool {
        self.done
    }

    pub fn hint(&self) -> Hint {
        self.hint
    }

    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }

    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// The wrong move on the board, if one stands.
    pub fn wrong(&self) -> Option<Move> {
        self.wrong
    }

    pub fn animate(&self) -> Option<Move> {
        self.animate
    }

    pub fn last_move(&self) -> Option<Move> {
        self.wrong.or_else(|| self.played.last().copied())
    }

    /// Legal targets of the selected piece.
    pub fn targets(&self) -> Vec<Square> {
        self.selected
            .map(|sq| self.position.legal_targets(sq))
            .unwrap_or_default()
    }

    /// The solution's next move, when it is the solver's turn.
    pub fn expected(&self) -> Option<Move> {
        if self.done || self.wrong.is_some() || self.played.len() % 2 == 1 {
            return None;
        }
        self.puzzle.line.get(self.played.len()).map(|s| s.mv)
    }

    /// Whether the player may move now: the solver's turn, nothing pending.
    pub fn accepts_moves(&self) -> bool {
        self.pending.is_none() && self.expected().is_some()
    }

    /// Whether the piece on `sq` may be picked up.
    pub fn can_pick(&self, sq: Square) -> bool {
        self.accepts_moves()
            && self
                .position
                .piece_at(sq)
                .is_some_and(|p| p.color == self.solver())
    }

    /// A tap on `sq`: picks a piece of the solver, or moves the picked one.
    /// The piece a hint picked stays picked when tapped: the player tapping
    /// it means to move it, and a second tap would otherwise do nothing.
    pub fn tap(&mut self, sq: Square) -> Option<Verdict> {
        self.animate = None;
        let hinted = self.hint != Hint::None && self.expected().is_some_and(|m| m.from == sq);
        match self.selected {
            Some(from) if from == sq && hinted => {}
            Some(from) if from == sq => self.selected = None,
            Some(from) if self.position.is_legal(Move::new(from, sq)) => {
                return self.try_move(Move::new(from, sq));
            }
            _ if self.can_pick(sq) => self.selected = Some(sq),
            _ => self.selected = None,
        }
        None
    }

    /// A piece dragged from `from` to `to`.
    pub fn drop_piece(&mut self, from: Square, to: Square) -> Option<Verdict> {
        self.animate = None;
        self.try_move(Move::new(from, to))
    }

    /// The player's move `m`, if it is legal and the player may move.
    pub fn try_move(&mut self, m: Move) -> Option<Verdict> {
        self.selected = None;
        let expected = self.expected()?;
        if self.pending.is_some() || !self.position.is_legal(m) {
            return None;
        }
        let mut after = self.position.clone();
        after.do_move(m);
        // Where a mate is asked for, any mate ends the puzzle (the line
        // ends in mate, so a mate now is as good as the rest of it).
        let mates = matches!(self.puzzle.kind, Kind::Mate(_)) && !after.has_legal_move();
        if m == expected || mates {
            self.advance(m, after);
            if mates {
                self.done = true;
            }
            if !self.done {
                self.pending = Some(Pending::Reply);
            }
            Some(Verdict::Right(m))
        } else {
            self.position = after;
            self.wrong = Some(m);
            self.animate = Some(m);
            self.failed = true;
            self.pending = Some(Pending::TakeBack);
            Some(Verdict::Wrong(m))
        }
    }

    fn advance(&mut self, m: Move, after: Position) {
        self.position = after;
        self.played.push(m);
        self.animate = Some(m);
        if self.played.len() >= self.puzzle.line.len() {
            self.done = true;
            self.pending = None;
        }
    }

    /// Goes on after the pause the attempt asked for: plays the
    /// defender's reply, takes the wrong move back, or plays the
    /// solution's next move. Returns the move played, if any.
    pub fn resume(&mut self) -> Option<Move> {
        let pending = self.pending.take()?;
        match pending {
            Pending::TakeBack => {
                self.wrong.take()?;
                self.position = self.replay();
                self.animate = None;
                // The solution goes on where it was, if it was asked for.
                if self.solution_shown {
                    self.pending = Some(Pending::Solution);
                }
                None
            }
            Pending::Reply | Pending::Solution => {
                let step = self.puzzle.line.get(self.played.len())?;
                let m = step.mv;
                if !self.position.is_legal(m) {
                    // A broken line: end the attempt where it stands.
                    self.done = true;
                    return None;
                }
                let mut after = self.position.clone();
                after.do_move(m);
                self.advance(m, after);
                if pending == Pending::Solution && !self.done {
                    self.pending = Some(Pending::Solution);
                }
                Some(m)
            }
        }
    }

    fn replay(&self) -> Position {
        let mut pos = self.start.clone();
        for &m in &self.played {
            pos.do_move(m);
        }
        pos
    }

    /// The next hint: first the piece to move is highlighted (selected,
    /// with its targets), then the move itself is shown, which fails the
    /// attempt.
    pub fn ask_hint(&mut self) -> Hint {
        let Some(m) = self.expected().filter(|_| self.pending.is_none()) else {
            return self.hint;
        };
        match self.hint {
            Hint::None => {
                self.hint = Hint::Piece;
                self.selected = Some(m.from);
            }
            Hint::Piece | Hint::Move => {
                self.hint = Hint::Move;
                self.selected = Some(m.from);
                self.failed = true;
            }
        }
        self.hint
    }

    /// The move shown by the second hint, while it is still to be played.
    pub fn hint_move(&self) -> Option<Move> {
        self.expected().filter(|_| self.hint == Hint::Move)
    }

    /// Replays the rest of the solution, a move per pause; the attempt
    /// counts as failed.
    pub fn show_solution(&mut self) {
        if self.done {
            return;
        }
        self.failed = true;
        self.solution_shown = true;
        self.selected = None;
        if self.pending.is_none() || self.pending == Some(Pending::Reply) {
            self.pending = Some(Pending::Solution);
        }
    }

    /// The attempt's result for the ratings, once it is known (at the
    /// first failure, or when the line is finished), and only once.
    pub fn take_result(&mut self) -> Option<Rated> {
        if self.rated {
            return None;
        }
        let result = if self.failed {
            Rated::Failed
        } else if self.done {
            if self.hint == Hint::None {
                Rated::Solved
            } else {
                Rated::Assisted
            }
        } else {
            return None;
        };
        self.rated = true;
        Some(result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi_puzzles::format::read;

    /// Mate in 2: two chariots (a line of the shipped kind).
    fn puzzle(line: &str, kind: &str, fen: &str) -> Puzzle {
        let text = format!("#xiangqi-puzzles 1\n0123456789ab\t{fen}\t{line}\t{kind}\t900\t\n");
        read(&text).unwrap().remove(0)
    }

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    const FEN: &str = "2RR1a1n1/4k4/4b3r/6p1p/9/9/P1r6/4B4/4C4/4KAB2 w - - 0 33";
    const LINE: &str = "d9e9 e8f8 e9f9 f8e8 c9c3 e8d8 c3c8 d8d7 f9d9";

    #[test]
    fn the_line_played_solves_with_the_replies_after_pauses() {
        let mut a = Attempt::new(puzzle(LINE, "mate:5", FEN)).unwrap();
        assert_eq!(a.solver(), Color::Red);
        let line: Vec<Move> = LINE.split(' ').map(mv).collect();
        for pair in line.chunks(2) {
            assert_eq!(a.try_move(pair[0]), Some(Verdict::Right(pair[0])));
            let rated_now = a.is_done().then_some(Rated::Solved);
            assert_eq!(a.take_result(), rated_now);
            if let Some(&reply) = pair.get(1) {
                assert_eq!(a.pending(), Some(Pending::Reply));
                assert!(!a.accepts_moves());
                assert_eq!(a.resume(), Some(reply));
            }
        }
        assert_eq!(a.state(), State::Solved);
        assert!(!a.position().has_legal_move());
        assert_eq!(a.take_result(), None, "rated once");
    }

    #[test]
    fn a_wrong_move_fails_and_is_taken_back_then_the_line_still_finishes() {
        let mut a = Attempt::new(puzzle(LINE, "mate:5", FEN)).unwrap();
        let wrong = mv("a3a4");
        assert_eq!(a.try_move(wrong), Some(Verdict::Wrong(wrong)));
        assert_eq!(a.state(), State::Failed);
        assert_eq!(a.take_result(), Some(Rated::Failed));
        assert_ne!(a.position(), a.start());
        assert_eq!(a.resume(), None);
        assert_eq!(a.position(), a.start());
        assert!(a.accepts_moves());
        for (i, m) in LINE.split(' ').map(mv).enumerate() {
            if i % 2 == 0 {
                assert_eq!(a.try_move(m), Some(Verdict::Right(m)));
            } else {
                assert_eq!(a.resume(), Some(m));
            }
        }
        assert!(a.is_done());
        assert_eq!(a.state(), State::Failed);
        assert_eq!(a.take_result(), None);
    }

    #[test]
    fn another_mate_is_accepted_where_a_mate_is_asked_for() {
        // Two chariots against a bare general: a8a9 and b1b9 both mate.
        let fen = "3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1";
        let mut a = Attempt::new(puzzle("a8a9", "mate:1", fen)).unwrap();
        let other = mv("b1b9");
        let mut after = a.position().clone();
        after.do_move(other);
        assert!(!after.has_legal_move(), "the test's other move mates");
        assert_eq!(a.try_move(other), Some(Verdict::Right(other)));
        assert_eq!(a.state(), State::Solved);
        // Where material is asked for, only the line counts.
        let mut b = Attempt::new(puzzle("a8a9", "material:900", fen)).unwrap();
        assert_eq!(b.try_move(other), Some(Verdict::Wrong(other)));
    }

    #[test]
    fn hints_show_the_piece_then_the_move_which_fails() {
        let mut a = Attempt::new(puzzle(LINE, "mate:5", FEN)).unwrap();
        assert_eq!(a.ask_hint(), Hint::Piece);
        assert_eq!(a.selected(), Some(mv("d9e9").from));
        assert_eq!(a.state(), State::Solving);
        assert_eq!(a.hint_move(), None);
        assert_eq!(a.ask_hint(), Hint::Move);
        assert_eq!(a.hint_move(), Some(mv("d9e9")));
        assert_eq!(a.state(), State::Failed);
    }

    #[test]
    fn a_tap_on_the_piece_a_hint_picked_keeps_it_picked() {
        let mut a = Attempt::new(puzzle(LINE, "mate:5", FEN)).unwrap();
        a.ask_hint();
        let from = mv("d9e9").from;
        a.tap(from);
        assert_eq!(a.selected(), Some(from), "still in hand");
        a.tap(mv("d9e9").to);
        assert_ne!(
            a.state(),
            State::Failed,
            "the move was played: {:?}",
            a.state()
        );
    }

    #[test]
    fn the_piece_hint_alone_counts_as_assisted() {
        let mut a = Attempt::new(puzzle(
            "a8a9",
            "mate:1",
            "3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1",
        ))
        .unwrap();
        a.ask_hint();
        a.try_move(mv("a8a9"));
        assert_eq!(a.state(), State::Solved);
        assert_eq!(a.take_result(), Some(Rated::Assisted));
    }

    #[test]
    fn the_solution_is_replayed_move_by_move() {
        let mut a = Attempt::new(puzzle(LINE, "mate:5", FEN)).unwrap();
        a.try_move(mv("d9e9"));
        a.show_solution();
        assert_eq!(a.state(), State::Failed);
        let mut n = 1;
        while a.pending() == Some(Pending::Solution) {
            assert!(a.resume().is_some());
            n += 1;
        }
        assert_eq!(n, 9);
        assert!(a.is_done());
        assert!(!a.accepts_moves());
    }

    #[test]
    fn illegal_and_untimely_moves_are_ignored() {
        let mut a = Attempt::new(puzzle(LINE, "mate:5", FEN)).unwrap();
        assert_eq!(a.try_move(mv("e0e2")), None);
        a.try_move(mv("d9e9"));
        assert_eq!(a.try_move(mv("e9e8")), None, "the defender's turn");
        assert!(!a.can_pick(mv("e9e8").from));
    }
}
