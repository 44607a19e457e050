//! Reading and writing FEN.

use crate::{Color, Piece, Position, Role, Square};

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
    /// A colour has no general.
    #[error("{color} has no general")]
    MissingGeneral {
        /// The colour.
        color: Color,
    },
    /// More pieces of a kind than the game has.
    #[error("too many {piece}: {count} (at most {max})")]
    TooManyPieces {
        /// The piece.
        piece: Piece,
        /// How many were found.
        count: usize,
        /// The most allowed.
        max: usize,
    },
    /// A general outside its palace.
    #[error("general outside its palace on {square}")]
    GeneralOutsidePalace {
        /// The square.
        square: Square,
    },
    /// An advisor on a point advisors cannot reach.
    #[error("advisor on unreachable point {square}")]
    AdvisorOffPoint {
        /// The square.
        square: Square,
    },
    /// An elephant on a point elephants cannot reach.
    #[error("elephant on unreachable point {square}")]
    ElephantOffPoint {
        /// The square.
        square: Square,
    },
    /// A soldier behind or beside its starting points.
    #[error("soldier on unreachable point {square}")]
    SoldierBehindStart {
        /// The square.
        square: Square,
    },
    /// The two generals face each other on an open file.
    #[error("the generals face each other")]
    GeneralsFacing,
    /// The side that just moved is in check.
    #[error("the side not to move is in check")]
    SideNotToMoveInCheck,
}

/// Whether `sq` (from `color`'s point of view) is a point its advisor can reach.
fn advisor_point(sq: Square, color: Color) -> bool {
    let s = if color == Color::Red { sq } else { sq.flip() };
    matches!(
        (s.file(), s.rank()),
        (3, 0) | (5, 0) | (4, 1) | (3, 2) | (5, 2)
    )
}

fn elephant_point(sq: Square, color: Color) -> bool {
    let s = if color == Color::Red { sq } else { sq.flip() };
    matches!(
        (s.file(), s.rank()),
        (2, 0) | (6, 0) | (0, 2) | (4, 2) | (8, 2) | (2, 4) | (6, 4)
    )
}

fn soldier_point(sq: Square, color: Color) -> bool {
    let s = if color == Color::Red { sq } else { sq.flip() };
    match s.rank() {
        0..=2 => false,
        3 | 4 => s.file() % 2 == 0,
        _ => true,
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
    /// halfmove clock 0 and move number 1.
    ///
    /// ```
    /// use xiangqi::{FenError, Position};
    /// let pos = Position::from_fen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r").unwrap();
    /// assert_eq!(pos, Position::startpos());
    /// assert_eq!(
    ///     Position::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w"),
    ///     Err(FenError::GeneralsFacing)
    /// );
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
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

        validate(&board, turn)?;
        Ok(Position::from_parts(board, turn, halfmove, fullmove))
    }

    /// Writes the position as FEN (`b` for elephants, `n` for horses, `w` for Red).
    pub fn to_fen(&self) -> String {
        let mut s = String::with_capacity(80);
        for rank in (0..10usize).rev() {
            let mut empty = 0;
            for file in 0..9usize {
                match Piece::from_code(self.board[rank * 9 + file]) {
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
        s.push(self.turn.fen_char());
        s.push_str(" - - ");
        s.push_str(&self.halfmove.to_string());
        s.push(' ');
        s.push_str(&self.fullmove.to_string());
        s
    }
}

impl std::str::FromStr for Position {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}

fn validate(board: &[u8; 90], turn: Color) -> Result<(), FenError> {
    let mut counts = [0usize; 16];
    for (i, &c) in board.iter().enumerate() {
        let Some(p) = Piece::from_code(c) else {
            continue;
        };
        let square = Square::from_index_unchecked(i);
        match p.role {
            Role::General if !square.in_palace(p.color) => {
                return Err(FenError::GeneralOutsidePalace { square })
            }
            Role::Advisor if !advisor_point(square, p.color) => {
                return Err(FenError::AdvisorOffPoint { square })
            }
            Role::Elephant if !elephant_point(square, p.color) => {
                return Err(FenError::ElephantOffPoint { square })
            }
            Role::Soldier if !soldier_point(square, p.color) => {
                return Err(FenError::SoldierBehindStart { square })
            }
            _ => {}
        }
        counts[c as usize] += 1;
    }
    for color in Color::ALL {
        for role in Role::ALL {
            let piece = Piece::new(color, role);
            let count = counts[piece.code() as usize];
            if count > role.max_count() {
                return Err(FenError::TooManyPieces {
                    piece,
                    count,
                    max: role.max_count(),
                });
            }
        }
        if counts[Piece::new(color, Role::General).code() as usize] == 0 {
            return Err(FenError::MissingGeneral { color });
        }
    }
    let find = |color: Color| {
        let code = Piece::new(color, Role::General).code();
        board.iter().position(|&c| c == code).unwrap_or(0)
    };
    let (red, black) = (find(Color::Red), find(Color::Black));
    if red % 9 == black % 9 && crate::attacks::pieces_between(board, red, black) == Some(0) {
        return Err(FenError::GeneralsFacing);
    }
    let them = turn.other();
    let their_general = if them == Color::Red { red } else { black };
    if crate::attacks::general_attacked(board, their_general, turn) {
        return Err(FenError::SideNotToMoveInCheck);
    }
    Ok(())
}
