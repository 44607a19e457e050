//! How a game ended: the winner (or a draw), the reason, and the pieces
//! involved, with English and Chinese descriptions.

use std::{fmt, str::FromStr};

use crate::{Color, Piece, Role, Square};

/// Why a game ended.
///
/// Every reason has a stable lower-case code (see [`Reason::code`]) that
/// round-trips through [`FromStr`]:
///
/// ```
/// use xiangqi::Reason;
/// assert_eq!(Reason::PerpetualChase.code(), "perpetual-chase");
/// assert_eq!("move-limit".parse::<Reason>(), Ok(Reason::MoveLimit));
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
    /// A repetition with no forbidden side (or with both sides forbidden): a draw.
    Repetition,
    /// The natural move limit: sixty moves each without a capture; a draw.
    MoveLimit,
    /// A player resigned.
    Resignation,
    /// The players agreed to a draw.
    Agreement,
    /// A player ran out of time.
    Timeout,
}

impl Reason {
    /// All reasons, in declaration order.
    pub const ALL: [Reason; 9] = [
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::PerpetualCheck,
        Reason::PerpetualChase,
        Reason::Repetition,
        Reason::MoveLimit,
        Reason::Resignation,
        Reason::Agreement,
        Reason::Timeout,
    ];

    /// The stable code: `checkmate`, `stalemate`, `perpetual-check`,
    /// `perpetual-chase`, `repetition`, `move-limit`, `resignation`,
    /// `agreement` or `timeout`.
    pub const fn code(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::PerpetualCheck => "perpetual-check",
            Reason::PerpetualChase => "perpetual-chase",
            Reason::Repetition => "repetition",
            Reason::MoveLimit => "move-limit",
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
/// assert_eq!(mate.describe(), "Red wins by checkmate");
/// assert_eq!(mate.describe_zh(), "红方将死黑方");
///
/// let e5: Square = "e5".parse().unwrap();
/// let chase = Outcome {
///     winner: Some(Color::Red),
///     reason: Reason::PerpetualChase,
///     culprits: vec!["c7".parse().unwrap()],
///     chased: Some((Piece::new(Color::Red, Role::Horse), e5)),
/// };
/// assert_eq!(chase.describe(), "Black loses: perpetual chase of the red horse on e5");
/// assert_eq!(chase.describe_zh(), "黑方长捉红马，判负");
///
/// let draw = Outcome::draw(Reason::MoveLimit);
/// assert_eq!(draw.result_code(), "draw");
/// assert_eq!(draw.describe(), "Draw: 60 moves each without a capture");
/// assert_eq!(draw.describe_zh(), "和棋：六十回合自然限着");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: Reason,
    /// The pieces responsible, where they stand at the end: the checking
    /// pieces for checkmate and perpetual check, the chasing pieces for a
    /// perpetual chase; empty otherwise.
    pub culprits: Vec<Square>,
    /// For a perpetual chase: the chased piece and where it stands at the end.
    pub chased: Option<(Piece, Square)>,
}

fn side_en(c: Color) -> &'static str {
    match c {
        Color::Red => "Red",
        Color::Black => "Black",
    }
}

fn side_zh(c: Color) -> &'static str {
    match c {
        Color::Red => "红方",
        Color::Black => "黑方",
    }
}

/// Short Chinese name of a piece with its colour, e.g. `红马`, `黑车`.
fn piece_zh(p: Piece) -> String {
    let color = match p.color {
        Color::Red => '红',
        Color::Black => '黑',
    };
    let name = match (p.color, p.role) {
        (Color::Red, Role::General) => '帅',
        (Color::Black, Role::General) => '将',
        (Color::Red, Role::Advisor) => '仕',
        (Color::Black, Role::Advisor) => '士',
        (Color::Red, Role::Elephant) => '相',
        (Color::Black, Role::Elephant) => '象',
        (_, Role::Horse) => '马',
        (_, Role::Chariot) => '车',
        (_, Role::Cannon) => '炮',
        (Color::Red, Role::Soldier) => '兵',
        (Color::Black, Role::Soldier) => '卒',
    };
    let mut s = String::with_capacity(8);
    s.push(color);
    s.push(name);
    s
}

impl Outcome {
    /// A win for `winner`, with no culprits recorded.
    pub fn win(winner: Color, reason: Reason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
            culprits: Vec::new(),
            chased: None,
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

    /// A plain-English sentence such as `"Red wins by checkmate"`,
    /// `"Black loses: perpetual chase of the red horse on e5"` or
    /// `"Draw by repetition"`.
    pub fn describe(&self) -> String {
        let Some(w) = self.winner else {
            return match self.reason {
                Reason::Repetition => "Draw by repetition".to_string(),
                Reason::MoveLimit => "Draw: 60 moves each without a capture".to_string(),
                Reason::Agreement => "Draw by agreement".to_string(),
                Reason::PerpetualCheck => "Draw: both sides check perpetually".to_string(),
                Reason::PerpetualChase => "Draw: both sides chase perpetually".to_string(),
                other => format!("Draw ({})", other.code()),
            };
        };
        let (w, l) = (side_en(w), side_en(w.other()));
        match self.reason {
            Reason::Checkmate => format!("{w} wins by checkmate"),
            Reason::Stalemate => format!("{w} wins: stalemate ({l} has no legal move)"),
            Reason::PerpetualCheck => format!("{l} loses: perpetual check"),
            Reason::PerpetualChase => match self.chased {
                Some((p, sq)) => format!(
                    "{l} loses: perpetual chase of the {} {} on {sq}",
                    p.color.name(),
                    p.role.name()
                ),
                None => format!("{l} loses: perpetual chase"),
            },
            Reason::Resignation => format!("{w} wins: {l} resigned"),
            Reason::Timeout => format!("{w} wins on time: {l} ran out of time"),
            Reason::Repetition => format!("{w} wins by repetition"),
            Reason::MoveLimit => format!("{w} wins at the move limit"),
            Reason::Agreement => format!("{w} wins by agreement"),
        }
    }

    /// A short Chinese description such as `"红方将死黑方"`,
    /// `"黑方长捉红马，判负"` or `"和棋：重复局面"`.
    pub fn describe_zh(&self) -> String {
        let Some(w) = self.winner else {
            return match self.reason {
                Reason::Repetition => "和棋：重复局面".to_string(),
                Reason::MoveLimit => "和棋：六十回合自然限着".to_string(),
                Reason::Agreement => "和棋：双方议和".to_string(),
                Reason::PerpetualCheck => "和棋：双方长将".to_string(),
                Reason::PerpetualChase => "和棋：双方长捉".to_string(),
                _ => "和棋".to_string(),
            };
        };
        let (w, l) = (side_zh(w), side_zh(w.other()));
        match self.reason {
            Reason::Checkmate => format!("{w}将死{l}"),
            Reason::Stalemate => format!("{l}困毙，{w}胜"),
            Reason::PerpetualCheck => format!("{l}长将，判负"),
            Reason::PerpetualChase => match self.chased {
                Some((p, _)) => format!("{l}长捉{}，判负", piece_zh(p)),
                None => format!("{l}长捉，判负"),
            },
            Reason::Resignation => format!("{l}认输，{w}胜"),
            Reason::Timeout => format!("{l}超时，{w}胜"),
            Reason::Repetition | Reason::MoveLimit | Reason::Agreement => format!("{w}胜"),
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}
