//! Reading and writing FEN.

use crate::color::Color;
use crate::piece::Piece;
use crate::position::Position;
use crate::setup::{Setup, SetupProblem};

/// Why a FEN string was rejected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The input is empty.
    #[error("empty FEN")]
    Empty,
    /// The board part does not have 10 ranks separated by `/`.
    #[error("board must have 10 ranks separated by '/'")]
    WrongRankCount,
    /// A rank does not describe exactly 9 points.
    #[error("rank {rank} does not have 9 points")]
    BadRankLength {
        /// The rank (0 = Red's back rank).
        rank: u8,
    },
    /// A character that is neither a piece letter nor a digit 1-9.
    #[error("invalid character {ch:?} at position {position}")]
    InvalidChar {
        /// The character.
        ch: char,
        /// Its character index in the input.
        position: usize,
    },
    /// The side-to-move field is not `w`, `r` or `b`.
    #[error("side to move must be 'w', 'r' or 'b'")]
    BadSideToMove,
    /// The halfmove clock or fullmove number is not a valid number.
    #[error("invalid move counter")]
    BadNumber,
    /// Extra fields after the move counters.
    #[error("unexpected extra field {field:?}")]
    UnexpectedField {
        /// The field.
        field: String,
    },
    /// The text is well formed but the position breaks a rule of the
    /// board: the first of its [`Setup::problems`].
    #[error("{}", rule_text(.0))]
    Setup(SetupProblem),
}

/// A broken rule in the words of a FEN error: shorter than a
/// [`SetupProblem`]'s, without the sides and squares that the editor shows
/// on the board.
fn rule_text(problem: &SetupProblem) -> String {
    match problem {
        SetupProblem::MissingGeneral { .. } | SetupProblem::TooManyPieces { .. } => {
            problem.to_string()
        }
        SetupProblem::GeneralOutsidePalace { square, .. } => {
            format!("general outside its palace on {square}")
        }
        SetupProblem::AdvisorOffPoint { square, .. } => {
            format!("advisor on unreachable point {square}")
        }
        SetupProblem::ElephantOffPoint { square, .. } => {
            format!("elephant on unreachable point {square}")
        }
        SetupProblem::SoldierBehindStart { square, .. } => {
            format!("soldier on unreachable point {square}")
        }
        SetupProblem::GeneralsFacing { .. } => "the generals face each other".to_string(),
        SetupProblem::SideNotToMoveInCheck { .. } => "the side not to move is in check".to_string(),
    }
}

fn parse_counter(field: &str) -> Result<u32, FenError> {
    if field.is_empty() || !field.bytes().all(|b| b.is_ascii_digit()) {
        return Err(FenError::BadNumber);
    }
    field.parse().map_err(|_| FenError::BadNumber)
}

impl Position {
    /// Reads a FEN string and validates the position.
    ///
    /// Elephants may be written `b` or `e`, horses `n` or `h`; Red to move
    /// may be `w` or `r`. Missing trailing fields default to Red to move,
    /// halfmove clock 0 and move number 1. A position that breaks a rule of
    /// the board is refused with the first of its [`Setup::problems`].
    ///
    /// ```
    /// use xiangqi::{FenError, Position, SetupProblem};
    /// let pos = Position::from_fen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r").unwrap();
    /// assert_eq!(pos, Position::startpos());
    /// let err = Position::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w").unwrap_err();
    /// assert!(matches!(err, FenError::Setup(SetupProblem::GeneralsFacing { .. })));
    /// assert_eq!(err.to_string(), "the generals face each other");
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Setup::from_fen(fen)?.to_position().map_err(|problems| {
            problems
                .into_iter()
                .next()
                .map_or(FenError::Empty, FenError::from)
        })
    }

    /// Writes the position as FEN (`b` for elephants, `n` for horses, `w` for Red).
    pub fn to_fen(&self) -> String {
        write_fen(&self.board, self.turn, self.halfmove, self.fullmove)
    }
}

impl Setup {
    /// Reads a FEN string without checking the position: any pieces on any
    /// points (see [`Setup::problems`]). The text itself must be well
    /// formed, as for [`Position::from_fen`].
    ///
    /// ```
    /// use xiangqi::Setup;
    /// let three_advisors = Setup::from_fen("3akab2/4a4/9/9/9/9/9/9/9/4K4 w").unwrap();
    /// assert_eq!(three_advisors.problems().len(), 1);
    /// assert!(Setup::from_fen("3akab2/4a4 w").is_err());
    /// ```
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        let fen = fen.trim();
        let mut fields = fen.split_ascii_whitespace();
        let board_str = fields.next().ok_or(FenError::Empty)?;

        let mut board = [0u8; 90];
        let mut rank_idx: usize = 0; // 0 = first row in the string = rank 9
        let mut file: u32 = 0;
        for (position, ch) in board_str.chars().enumerate() {
            match ch {
                '/' => {
                    if file != 9 {
                        return Err(FenError::BadRankLength {
                            rank: 9u8.saturating_sub(rank_idx as u8),
                        });
                    }
                    rank_idx += 1;
                    file = 0;
                    if rank_idx > 9 {
                        return Err(FenError::WrongRankCount);
                    }
                }
                '1'..='9' => {
                    file += ch as u32 - '0' as u32;
                    if file > 9 {
                        return Err(FenError::BadRankLength {
                            rank: 9 - rank_idx as u8,
                        });
                    }
                }
                _ => {
                    let piece =
                        Piece::from_fen_char(ch).ok_or(FenError::InvalidChar { ch, position })?;
                    if file >= 9 {
                        return Err(FenError::BadRankLength {
                            rank: 9 - rank_idx as u8,
                        });
                    }
                    board[(9 - rank_idx) * 9 + file as usize] = piece.code();
                    file += 1;
                }
            }
        }
        if rank_idx != 9 {
            return Err(FenError::WrongRankCount);
        }
        if file != 9 {
            return Err(FenError::BadRankLength { rank: 0 });
        }

        let turn = match fields.next() {
            None => Color::Red,
            Some(s) => {
                let mut cs = s.chars();
                match (cs.next().and_then(Color::from_fen_char), cs.next()) {
                    (Some(c), None) => c,
                    _ => return Err(FenError::BadSideToMove),
                }
            }
        };
        let rest: Vec<&str> = fields.collect();
        let mut i = 0;
        // Castling and en passant placeholders.
        while i < rest.len() && i < 2 && rest[i] == "-" {
            i += 1;
        }
        let halfmove = match rest.get(i) {
            Some(s) => {
                i += 1;
                parse_counter(s)?
            }
            None => 0,
        };
        let fullmove = match rest.get(i) {
            Some(s) => {
                i += 1;
                parse_counter(s)?.max(1)
            }
            None => 1,
        };
        if let Some(extra) = rest.get(i) {
            return Err(FenError::UnexpectedField {
                field: extra.chars().take(32).collect(),
            });
        }

        Ok(Setup {
            board,
            turn,
            halfmove,
            fullmove,
        })
    }

    /// Writes the set-up as FEN, as [`Position::to_fen`] does.
    pub fn to_fen(&self) -> String {
        write_fen(&self.board, self.turn, self.halfmove, self.fullmove)
    }
}

/// FEN of a board (`b` for elephants, `n` for horses, `w` for Red).
fn write_fen(board: &[u8; 90], turn: Color, halfmove: u32, fullmove: u32) -> String {
    let mut s = String::with_capacity(80);
    for rank in (0..10usize).rev() {
        let mut empty = 0;
        for file in 0..9usize {
            match Piece::from_code(board[rank * 9 + file]) {
                Some(p) => {
                    if empty > 0 {
                        s.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    s.push(p.fen_char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            s.push((b'0' + empty) as char);
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s.push(' ');
    s.push(turn.fen_char());
    s.push_str(" - - ");
    s.push_str(&halfmove.to_string());
    s.push(' ');
    s.push_str(&fullmove.to_string());
    s
}

impl std::str::FromStr for Position {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}

impl From<SetupProblem> for FenError {
    fn from(problem: SetupProblem) -> FenError {
        FenError::Setup(problem)
    }
}
