//! How a game ended: the winner (or a draw), the reason, and the pieces
//! involved.

use std::{fmt, str::FromStr};

use crate::attack_pattern::AttackPattern;
use crate::color::Color;
use crate::piece::Piece;
use crate::square::Square;

/// Why a game ended.
///
/// Every reason has a stable lower-case code (see [`Reason::code`]) that
/// round-trips through [`FromStr`]:
///
/// ```
/// use xiangqi::Reason;
/// assert_eq!(Reason::PerpetualChase.code(), "perpetual-chase");
/// assert_eq!("perpetual-attack".parse::<Reason>(), Ok(Reason::PerpetualAttack));
/// assert_eq!("move-limit".parse::<Reason>(), Ok(Reason::MoveLimit));
/// assert_eq!("theoretical-draw".parse::<Reason>(), Ok(Reason::TheoreticalDraw));
/// for r in Reason::ALL {
///     assert_eq!(r.code().parse::<Reason>(), Ok(r));
///     assert_eq!(r.to_string(), r.code());
/// }
/// assert!("mate".parse::<Reason>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Reason {
    /// The side to move is in check and has no legal move; it loses.
    Checkmate,
    /// The side to move is not in check but has no legal move (困毙); in
    /// xiangqi it loses, exactly like checkmate.
    Stalemate,
    /// A repetition in which one side checked with every move; that side loses.
    PerpetualCheck,
    /// A repetition in which one side chased the same piece with every move;
    /// that side loses.
    PerpetualChase,
    /// A repetition in which one side checked or chased the same piece
    /// with every move, mixing both (一将一捉 and the like, 长打); that side
    /// loses.
    PerpetualAttack,
    /// A repetition with no forbidden side (or with both sides forbidden): a draw.
    Repetition,
    /// The natural move limit: sixty moves each without a capture; a draw.
    MoveLimit,
    /// Neither side has a piece that can cross the river (chariot, horse,
    /// cannon or soldier): nobody can win, a draw (和 (一)).
    InsufficientMaterial,
    /// An endgame table shows that neither side can force mate with best
    /// play (a theoretical draw). The rules alone cannot see this, so this
    /// crate never reaches the verdict itself: the app and the engine,
    /// which can read tables, decide it and only name it with this reason.
    TheoreticalDraw,
    /// A player resigned.
    Resignation,
    /// The players agreed to a draw.
    Agreement,
    /// A player ran out of time.
    Timeout,
}

impl Reason {
    /// All reasons, in declaration order.
    pub const ALL: [Reason; 12] = [
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::PerpetualCheck,
        Reason::PerpetualChase,
        Reason::PerpetualAttack,
        Reason::Repetition,
        Reason::MoveLimit,
        Reason::InsufficientMaterial,
        Reason::TheoreticalDraw,
        Reason::Resignation,
        Reason::Agreement,
        Reason::Timeout,
    ];

    /// The stable code: `checkmate`, `stalemate`, `perpetual-check`,
    /// `perpetual-chase`, `perpetual-attack`, `repetition`, `move-limit`,
    /// `insufficient-material`, `theoretical-draw`, `resignation`,
    /// `agreement` or `timeout`.
    pub const fn code(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::PerpetualCheck => "perpetual-check",
            Reason::PerpetualChase => "perpetual-chase",
            Reason::PerpetualAttack => "perpetual-attack",
            Reason::Repetition => "repetition",
            Reason::MoveLimit => "move-limit",
            Reason::InsufficientMaterial => "insufficient-material",
            Reason::TheoreticalDraw => "theoretical-draw",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::Timeout => "timeout",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Error returned when a string is not one of the [`Reason`] codes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown game end reason")]
pub struct ParseReasonError;

impl FromStr for Reason {
    type Err = ParseReasonError;
    fn from_str(s: &str) -> Result<Reason, ParseReasonError> {
        let s = s.trim();
        Reason::ALL
            .into_iter()
            .find(|r| r.code() == s)
            .ok_or(ParseReasonError)
    }
}

/// The result of a finished game.
///
/// ```
/// use xiangqi::{Color, Outcome, Piece, Reason, Role, Square};
///
/// let mate = Outcome::win(Color::Red, Reason::Checkmate);
/// assert_eq!(mate.result_code(), "red");
/// assert_eq!(mate.loser(), Some(Color::Black));
///
/// let e5: Square = "e5".parse().unwrap();
/// let chase = Outcome {
///     winner: Some(Color::Red),
///     reason: Reason::PerpetualChase,
///     culprits: vec!["c7".parse().unwrap()],
///     chased: Some((Piece::new(Color::Red, Role::Horse), e5)),
///     pattern: None,
/// };
/// assert_eq!(chase.loser(), Some(Color::Black));
///
/// let draw = Outcome::draw(Reason::MoveLimit);
/// assert_eq!(draw.result_code(), "draw");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: Reason,
    /// The pieces responsible, where they stand at the end: the checking
    /// pieces for checkmate and perpetual check, the chasing pieces for a
    /// perpetual chase, both for a perpetual attack; empty otherwise.
    pub culprits: Vec<Square>,
    /// For a perpetual chase or attack: the chased piece and where it
    /// stands at the end.
    pub chased: Option<(Piece, Square)>,
    /// For a perpetual attack: which of the loser's moves checked and
    /// which chased.
    pub pattern: Option<AttackPattern>,
}

impl Outcome {
    /// A win for `winner`, with no culprits recorded.
    pub fn win(winner: Color, reason: Reason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
            culprits: Vec::new(),
            chased: None,
            pattern: None,
        }
    }

    /// A loss for `loser` (a win for the other side).
    pub fn loss(loser: Color, reason: Reason) -> Outcome {
        Outcome::win(loser.other(), reason)
    }

    /// A draw.
    pub fn draw(reason: Reason) -> Outcome {
        Outcome {
            winner: None,
            reason,
            culprits: Vec::new(),
            chased: None,
            pattern: None,
        }
    }

    /// The losing side, or `None` for a draw.
    pub fn loser(&self) -> Option<Color> {
        self.winner.map(Color::other)
    }

    /// Whether the game is drawn.
    pub fn is_draw(&self) -> bool {
        self.winner.is_none()
    }

    /// `"red"`, `"black"` or `"draw"`.
    pub fn result_code(&self) -> &'static str {
        match self.winner {
            Some(Color::Red) => "red",
            Some(Color::Black) => "black",
            None => "draw",
        }
    }
}

/// The result in short, for logs and tools: `red wins (checkmate)`,
/// `draw (repetition)`. Sentences for players are the app's business.
///
/// ```
/// use xiangqi::{Color, Outcome, Reason};
/// assert_eq!(Outcome::win(Color::Black, Reason::Timeout).to_string(), "black wins (timeout)");
/// assert_eq!(Outcome::draw(Reason::Repetition).to_string(), "draw (repetition)");
/// ```
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(w) => write!(f, "{w} wins ({})", self.reason.code()),
            None => write!(f, "draw ({})", self.reason.code()),
        }
    }
}
