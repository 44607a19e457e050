//! Setting up a position by hand: a board with any pieces anywhere, and
//! every reason it is not yet a legal position.
//!
//! [`Position::from_fen`] reads through [`Setup`] and refuses with the first
//! of its problems, so both apply exactly the same rules.

use crate::attacks::{general_attacked, piece_attacks, pieces_between};
use crate::color::Color;
use crate::piece::Piece;
use crate::position::Position;
use crate::role::Role;
use crate::square::Square;

/// A board being set up, not necessarily legal: any pieces on any points,
/// the side to move and the move counters.
///
/// ```
/// use xiangqi::{Color, Piece, Role, Setup, SetupProblem};
/// let mut setup = Setup::empty();
/// let e0 = "e0".parse().unwrap();
/// setup.put(e0, Some(Piece::new(Color::Red, Role::General)));
/// assert_eq!(
///     setup.problems(),
///     vec![SetupProblem::MissingGeneral { color: Color::Black }]
/// );
/// setup.put("d9".parse().unwrap(), Some(Piece::new(Color::Black, Role::General)));
/// let position = setup.to_position().unwrap();
/// assert_eq!(position.to_fen(), "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Piece codes (see [`Piece::code`]), 0 for empty.
    pub(crate) board: [u8; 90],
    pub(crate) turn: Color,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
}

/// One reason a set-up is not a legal position, with where it is.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupProblem {
    /// A side has no general.
    #[error("{color} has no general")]
    MissingGeneral {
        /// The side.
        color: Color,
    },
    /// More pieces of a kind than a side has at the start.
    #[error("too many {piece}: {count} (at most {max})")]
    TooManyPieces {
        /// The piece.
        piece: Piece,
        /// How many stand on the board.
        count: usize,
        /// The most a side has.
        max: usize,
        /// Where they stand.
        squares: Vec<Square>,
    },
    /// A general outside its palace.
    #[error("{color} general outside its palace on {square}")]
    GeneralOutsidePalace {
        /// The general's side.
        color: Color,
        /// Where it stands.
        square: Square,
    },
    /// An advisor off the five points of its palace it can reach.
    #[error("{color} advisor on unreachable point {square}")]
    AdvisorOffPoint {
        /// The advisor's side.
        color: Color,
        /// Where it stands.
        square: Square,
    },
    /// An elephant off the seven points of its side it can reach.
    #[error("{color} elephant on unreachable point {square}")]
    ElephantOffPoint {
        /// The elephant's side.
        color: Color,
        /// Where it stands.
        square: Square,
    },
    /// A soldier behind its start rank, or on its side of the river
    /// between its start files.
    #[error("{color} soldier on unreachable point {square}")]
    SoldierBehindStart {
        /// The soldier's side.
        color: Color,
        /// Where it stands.
        square: Square,
    },
    /// The two generals face each other on an open file.
    #[error("the generals face each other on {red} and {black}")]
    GeneralsFacing {
        /// Red's general.
        red: Square,
        /// Black's general.
        black: Square,
    },
    /// The side that just moved is in check: its opponent could take the
    /// general.
    #[error("{color} is in check but not to move")]
    SideNotToMoveInCheck {
        /// The side in check.
        color: Color,
        /// Its general.
        general: Square,
        /// The pieces giving check.
        checkers: Vec<Square>,
    },
}

impl SetupProblem {
    /// The points the problem is about, to mark them on a board.
    pub fn squares(&self) -> Vec<Square> {
        match self {
            SetupProblem::MissingGeneral { .. } => Vec::new(),
            SetupProblem::TooManyPieces { squares, .. } => squares.clone(),
            SetupProblem::GeneralOutsidePalace { square, .. }
            | SetupProblem::AdvisorOffPoint { square, .. }
            | SetupProblem::ElephantOffPoint { square, .. }
            | SetupProblem::SoldierBehindStart { square, .. } => vec![*square],
            SetupProblem::GeneralsFacing { red, black } => vec![*red, *black],
            SetupProblem::SideNotToMoveInCheck {
                general, checkers, ..
            } => {
                let mut all = vec![*general];
                all.extend(checkers);
                all
            }
        }
    }
}

/// `sq` seen from `color`'s side: Red's own squares unchanged, Black's
/// turned half round.
fn own_view(sq: Square, color: Color) -> (u8, u8) {
    let s = if color == Color::Red { sq } else { sq.flip() };
    (s.file(), s.rank())
}

/// Whether `color`'s advisor can ever stand on `sq`.
fn advisor_point(sq: Square, color: Color) -> bool {
    matches!(
        own_view(sq, color),
        (3, 0) | (5, 0) | (4, 1) | (3, 2) | (5, 2)
    )
}

/// Whether `color`'s elephant can ever stand on `sq`.
fn elephant_point(sq: Square, color: Color) -> bool {
    matches!(
        own_view(sq, color),
        (2, 0) | (6, 0) | (0, 2) | (4, 2) | (8, 2) | (2, 4) | (6, 4)
    )
}

/// Whether `color`'s soldier can ever stand on `sq`: its start points and
/// the ones in front of them before the river, anywhere across it.
fn soldier_point(sq: Square, color: Color) -> bool {
    match own_view(sq, color) {
        (_, 0..=2) => false,
        (file, 3 | 4) => file % 2 == 0,
        _ => true,
    }
}

/// The problem of a piece standing where its kind can never be, if any.
fn misplaced(piece: Piece, square: Square) -> Option<SetupProblem> {
    let color = piece.color;
    match piece.role {
        Role::General if !square.in_palace(color) => {
            Some(SetupProblem::GeneralOutsidePalace { color, square })
        }
        Role::Advisor if !advisor_point(square, color) => {
            Some(SetupProblem::AdvisorOffPoint { color, square })
        }
        Role::Elephant if !elephant_point(square, color) => {
            Some(SetupProblem::ElephantOffPoint { color, square })
        }
        Role::Soldier if !soldier_point(square, color) => {
            Some(SetupProblem::SoldierBehindStart { color, square })
        }
        _ => None,
    }
}

impl Default for Setup {
    fn default() -> Self {
        Setup::empty()
    }
}

impl From<&Position> for Setup {
    fn from(p: &Position) -> Setup {
        Setup {
            board: p.board,
            turn: p.turn,
            halfmove: p.halfmove,
            fullmove: p.fullmove,
        }
    }
}

impl Setup {
    /// An empty board, Red to move.
    pub fn empty() -> Setup {
        Setup {
            board: [0; 90],
            turn: Color::Red,
            halfmove: 0,
            fullmove: 1,
        }
    }

    /// The standard start position.
    pub fn start() -> Setup {
        Setup::from(&Position::startpos())
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.board[sq.index()])
    }

    /// Puts `piece` on `sq` (`None` empties it) and returns what stood there.
    pub fn put(&mut self, sq: Square, piece: Option<Piece>) -> Option<Piece> {
        let before = self.piece_at(sq);
        self.board[sq.index()] = piece.map_or(0, Piece::code);
        before
    }

    /// The pieces with their squares, from a0 up.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.board
            .iter()
            .enumerate()
            .filter_map(|(i, &c)| Piece::from_code(c).map(|p| (Square::from_index_unchecked(i), p)))
    }

    /// How many of `piece` stand on the board.
    pub fn count(&self, piece: Piece) -> usize {
        let code = piece.code();
        self.board.iter().filter(|&&c| c == code).count()
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        self.turn
    }

    /// Gives the move to `color`.
    pub fn set_side_to_move(&mut self, color: Color) {
        self.turn = color;
    }

    /// Whether no piece stands on the board.
    pub fn is_empty(&self) -> bool {
        self.board.iter().all(|&c| c == 0)
    }

    /// Every reason this is not a legal position, in a fixed order: pieces
    /// on points they can never reach (from a0 up), then for Red and Black
    /// too many pieces of a kind and a missing general, then generals
    /// facing each other, then the side not to move in check. The last two
    /// are only looked for when each side has one general.
    pub fn problems(&self) -> Vec<SetupProblem> {
        let mut problems: Vec<SetupProblem> = self
            .pieces()
            .filter_map(|(sq, p)| misplaced(p, sq))
            .collect();
        for color in Color::ALL {
            for role in Role::ALL {
                let piece = Piece::new(color, role);
                let squares: Vec<Square> = self
                    .pieces()
                    .filter(|&(_, p)| p == piece)
                    .map(|(sq, _)| sq)
                    .collect();
                if squares.len() > role.max_count() {
                    problems.push(SetupProblem::TooManyPieces {
                        piece,
                        count: squares.len(),
                        max: role.max_count(),
                        squares,
                    });
                }
            }
            if self.count(Piece::new(color, Role::General)) == 0 {
                problems.push(SetupProblem::MissingGeneral { color });
            }
        }
        if let (Some(red), Some(black)) = (
            self.lone_general(Color::Red),
            self.lone_general(Color::Black),
        ) {
            let (r, b) = (red.index(), black.index());
            let facing = red.file() == black.file() && pieces_between(&self.board, r, b) == Some(0);
            if facing {
                problems.push(SetupProblem::GeneralsFacing { red, black });
            }
            let color = self.turn.other();
            let general = if color == Color::Red { red } else { black };
            if general_attacked(&self.board, general.index(), self.turn) {
                let checkers = self.checkers(general);
                if !checkers.is_empty() {
                    problems.push(SetupProblem::SideNotToMoveInCheck {
                        color,
                        general,
                        checkers,
                    });
                }
            }
        }
        problems
    }

    /// The square of `color`'s general when it has exactly one.
    fn lone_general(&self, color: Color) -> Option<Square> {
        let general = Piece::new(color, Role::General);
        let mut found = self.pieces().filter(|&(_, p)| p == general);
        match (found.next(), found.next()) {
            (Some((sq, _)), None) => Some(sq),
            _ => None,
        }
    }

    /// The pieces of the side to move that attack `general`, leaving out
    /// a facing general (that is [`SetupProblem::GeneralsFacing`]).
    fn checkers(&self, general: Square) -> Vec<Square> {
        self.pieces()
            .filter(|&(_, p)| p.color == self.turn && p.role != Role::General)
            .filter(|&(sq, p)| piece_attacks(&self.board, sq.index(), p.code(), general.index()))
            .map(|(sq, _)| sq)
            .collect()
    }

    /// The legal position, or every problem in the way (see
    /// [`Setup::problems`]).
    pub fn to_position(&self) -> Result<Position, Vec<SetupProblem>> {
        let problems = self.problems();
        if problems.is_empty() {
            Ok(Position::from_parts(
                self.board,
                self.turn,
                self.halfmove,
                self.fullmove,
            ))
        } else {
            Err(problems)
        }
    }
}
