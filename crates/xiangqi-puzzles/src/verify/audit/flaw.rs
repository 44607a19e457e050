//! What the deeper re-check ([`super::Auditor`]) finds wrong with a puzzle.

use std::fmt;

use xiangqi::Move;
use xiangqi_engine::Score;

/// Why a puzzle fails the re-check, for counting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Reason {
    /// Another solver move wins as well as the line's (mates within the
    /// remaining moves, or is within the material margin): two answers.
    SecondAnswer,
    /// The line's move is not what the deeper search finds best: another
    /// move wins more, or mates faster.
    OtherBest,
    /// The line's mate is longer than the position needs.
    ShorterMate,
    /// The deeper search does not confirm the win (no mate within the
    /// remaining moves, or too few centipawns).
    NotWinning,
    /// A defence holds out beyond the line's claim, or gives the gain back.
    DefenceHolds,
    /// The solver is ahead anyway and the tactic adds too little.
    AlreadyWinning,
    /// A material puzzle whose position has a forced mate for the solver
    /// by another move than the answer: the trainer would refuse the mate.
    MateInPosition,
    /// A material puzzle whose answer starts a forced mate: the puzzle
    /// is a mate, and its line need not follow it.
    AnswerMates,
    /// The engine as the app ships it does not agree with the proof.
    ShippedDisagrees,
    /// A search did not reach its depth within its node budget.
    Budget,
    /// The FEN does not read.
    Unreadable,
}

impl Reason {
    /// Every reason, in report order.
    pub const ALL: [Reason; 11] = [
        Reason::SecondAnswer,
        Reason::OtherBest,
        Reason::ShorterMate,
        Reason::NotWinning,
        Reason::DefenceHolds,
        Reason::AlreadyWinning,
        Reason::MateInPosition,
        Reason::AnswerMates,
        Reason::ShippedDisagrees,
        Reason::Budget,
        Reason::Unreadable,
    ];

    /// A short stable code, as written in the verdict file.
    pub fn code(self) -> &'static str {
        match self {
            Reason::SecondAnswer => "second-answer",
            Reason::OtherBest => "other-best",
            Reason::ShorterMate => "shorter-mate",
            Reason::NotWinning => "not-winning",
            Reason::DefenceHolds => "defence-holds",
            Reason::AlreadyWinning => "already-winning",
            Reason::MateInPosition => "mate-in-position",
            Reason::AnswerMates => "answer-mates",
            Reason::ShippedDisagrees => "shipped-disagrees",
            Reason::Budget => "budget",
            Reason::Unreadable => "unreadable",
        }
    }

    /// The reason with this [`Reason::code`].
    pub fn from_code(code: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.code() == code)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A failed re-check: why, at which ply of the line, and the move and
/// score that show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flaw {
    /// Why.
    pub reason: Reason,
    /// The ply of the line (0: the first solver move) where it shows.
    pub ply: usize,
    /// The move that shows it (the other answer, the holding defence),
    /// when there is one.
    pub mv: Option<Move>,
    /// That move's score, for the side to move at `ply`.
    pub score: Option<Score>,
    /// The depth of the search that found it.
    pub depth: u32,
}

impl Flaw {
    /// A flaw at `ply` with nothing more to show.
    pub fn at(reason: Reason, ply: usize) -> Flaw {
        Flaw {
            reason,
            ply,
            mv: None,
            score: None,
            depth: 0,
        }
    }
}

impl fmt::Display for Flaw {
    /// `second-answer at ply 0: f9f8 mate 3 (depth 11)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at ply {}", self.reason, self.ply)?;
        if let Some(mv) = self.mv {
            write!(f, ": {mv}")?;
        }
        if let Some(s) = self.score {
            write!(f, " {}", s.uci())?;
        }
        if self.depth > 0 {
            write!(f, " (depth {})", self.depth)?;
        }
        Ok(())
    }
}
