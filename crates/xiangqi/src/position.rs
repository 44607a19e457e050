//! The position: board, side to move, counters and hash.

use std::fmt;

use crate::color::Color;
use crate::movelist::MoveList;
use crate::mv::Move;
use crate::piece::Piece;
use crate::role::Role;
use crate::square::Square;
use crate::{
    tables::BIT,
    zobrist::{key_at, SIDE_KEY},
};

/// The standard starting position.
pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// A legal xiangqi position.
///
/// Positions are only built from the start position or from a validated
/// FEN, so both generals are always present and every piece stands on a
/// point it can legally reach.
///
/// ```
/// use xiangqi::{Move, Position};
/// let pos = Position::startpos();
/// assert_eq!(pos.legal_moves().len(), 44);
/// let m: Move = "h2e2".parse().unwrap();
/// let after = pos.play(m).unwrap();
/// assert_eq!(
///     after.to_fen(),
///     "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
/// );
/// assert!(pos.play("h2h8".parse().unwrap()).is_err()); // blocked by the cannon on h7
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    /// Piece codes (see `Piece::code`), 0 for empty.
    pub(crate) board: [u8; 90],
    /// Occupancy bit sets per colour.
    pub(crate) occ: [u128; 2],
    /// General squares per colour.
    pub(crate) generals: [u8; 2],
    pub(crate) turn: Color,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) hash: u64,
}

/// Information needed to take back a move made with [`Position::do_move`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Undo {
    captured: u8,
    halfmove: u32,
    hash: u64,
}

impl Undo {
    /// The piece captured by the move, if any.
    #[inline]
    pub fn captured(&self) -> Option<Piece> {
        Piece::from_code(self.captured)
    }
}

/// Error returned by [`Position::play`] for a move that is not legal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("illegal move {mv}")]
pub struct IllegalMove {
    /// The rejected move.
    pub mv: Move,
}

impl Default for Position {
    fn default() -> Self {
        Position::startpos()
    }
}

impl Position {
    /// The standard starting position.
    pub fn startpos() -> Position {
        match Position::from_fen(START_FEN) {
            Ok(p) => p,
            Err(_) => unreachable!("the start FEN is valid"),
        }
    }

    /// Builds a position from a board without any validation; used by the
    /// FEN reader after it has checked everything.
    pub(crate) fn from_parts(
        board: [u8; 90],
        turn: Color,
        halfmove: u32,
        fullmove: u32,
    ) -> Position {
        let mut occ = [0u128; 2];
        let mut generals = [0u8; 2];
        for (i, &c) in board.iter().enumerate() {
            if let Some(p) = Piece::from_code(c) {
                occ[p.color.index()] |= 1u128 << i;
                if p.role == Role::General {
                    generals[p.color.index()] = i as u8;
                }
            }
        }
        let mut pos = Position {
            board,
            occ,
            generals,
            turn,
            halfmove,
            fullmove,
            hash: 0,
        };
        pos.hash = pos.compute_zobrist();
        pos
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.board[sq.index()])
    }

    /// The whole board at once, for code that reads it at every node (an
    /// engine's evaluation and move ordering): the [`Piece::code`] of every
    /// point (0 when empty), indexed by [`Square::index`].
    ///
    /// ```
    /// use xiangqi::{Color, Piece, Position, Role, Square};
    /// let pos = Position::startpos();
    /// let board = pos.mailbox();
    /// let h0: Square = "h0".parse().unwrap();
    /// assert_eq!(board[h0.index()], Piece::new(Color::Red, Role::Horse).code());
    /// assert_eq!(board[h0.index()] & 7, Role::Horse as u8);
    /// assert_eq!(board["e4".parse::<Square>().unwrap().index()], 0);
    /// // The same as asking point by point.
    /// for sq in Square::ALL {
    ///     assert_eq!(Piece::from_code(board[sq.index()]), pos.piece_at(sq));
    /// }
    /// ```
    #[inline]
    pub fn mailbox(&self) -> &[u8; 90] {
        &self.board
    }

    /// The points `color` occupies as a bit set: bit `i` is set when a piece
    /// of that colour stands on the square of [index](Square::index) `i`.
    ///
    /// ```
    /// use xiangqi::{Color, Position};
    /// let pos = Position::startpos();
    /// let red = pos.occupancy(Color::Red);
    /// assert_eq!(red.count_ones(), 16);
    /// assert_eq!(red & pos.occupancy(Color::Black), 0);
    /// // Walk the pieces from the lowest square up.
    /// let first = red.trailing_zeros() as usize;
    /// assert_eq!(pos.mailbox()[first], pos.piece_at("a0".parse().unwrap()).unwrap().code());
    /// ```
    #[inline]
    pub fn occupancy(&self, color: Color) -> u128 {
        self.occ[color.index()]
    }

    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.turn
    }

    /// The square of `color`'s general.
    #[inline]
    pub fn general_square(&self, color: Color) -> Square {
        Square::from_index_unchecked(self.generals[color.index()] as usize)
    }

    /// Plies since the last capture.
    #[inline]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// The move number, starting at 1 and incremented after Black moves.
    #[inline]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The incrementally maintained Zobrist key.
    #[inline]
    pub fn zobrist(&self) -> u64 {
        self.hash
    }

    /// Computes the Zobrist key from scratch (equal to [`Position::zobrist`]).
    pub fn compute_zobrist(&self) -> u64 {
        let mut h = if self.turn == Color::Black {
            SIDE_KEY
        } else {
            0
        };
        for (i, &c) in self.board.iter().enumerate() {
            h ^= key_at(c as usize & 15, i);
        }
        h
    }

    /// All pieces with their squares, in square order.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.board
            .iter()
            .enumerate()
            .filter_map(|(i, &c)| Piece::from_code(c).map(|p| (Square::from_index_unchecked(i), p)))
    }

    /// Pieces of one colour with their squares.
    pub fn pieces_of(&self, color: Color) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.pieces().filter(move |(_, p)| p.color == color)
    }

    /// Number of pieces of `piece`'s kind on the board.
    pub fn count(&self, piece: Piece) -> usize {
        let c = piece.code();
        self.board.iter().filter(|&&x| x == c).count()
    }

    /// Whether either side has a piece that can cross the river: a
    /// chariot, horse, cannon or soldier. Without one, neither general can
    /// ever be checked.
    ///
    /// ```
    /// use xiangqi::Position;
    /// assert!(Position::startpos().has_attacking_material());
    /// let guards = Position::from_fen("3aka3/9/4b4/9/9/9/9/4B4/9/3AKA3 w").unwrap();
    /// assert!(!guards.has_attacking_material());
    /// ```
    pub fn has_attacking_material(&self) -> bool {
        self.attacking_pieces() > 0
    }

    /// How many chariots, horses, cannons and soldiers stand on the board,
    /// both sides together.
    ///
    /// ```
    /// use xiangqi::Position;
    /// assert_eq!(Position::startpos().attacking_pieces(), 22);
    /// ```
    pub fn attacking_pieces(&self) -> usize {
        self.pieces()
            .filter(|(_, p)| {
                matches!(
                    p.role,
                    Role::Chariot | Role::Horse | Role::Cannon | Role::Soldier
                )
            })
            .count()
    }

    /// The piece a move would capture: an opposing piece on the destination.
    #[inline]
    pub fn capture_of(&self, m: Move) -> Option<Piece> {
        self.piece_at(m.to).filter(|p| p.color != self.turn)
    }

    /// Whether the move captures something.
    #[inline]
    pub fn is_capture(&self, m: Move) -> bool {
        self.capture_of(m).is_some()
    }

    /// Makes a move in place and returns what is needed to undo it.
    ///
    /// The move is not checked: it must be legal (e.g. taken from
    /// [`Position::legal_moves`]). An illegal move does not panic but leaves
    /// a meaningless position until it is undone.
    ///
    /// ```
    /// use xiangqi::Position;
    /// let mut pos = Position::startpos();
    /// let before = pos.clone();
    /// let m = "b0c2".parse().unwrap();
    /// let undo = pos.do_move(m);
    /// assert_eq!(pos.zobrist(), pos.compute_zobrist());
    /// pos.undo_move(m, undo);
    /// assert_eq!(pos, before);
    /// ```
    #[inline]
    pub fn do_move(&mut self, m: Move) -> Undo {
        let from = m.from.index();
        let to = m.to.index();
        let piece = self.board[from];
        let captured = self.board[to];
        let us = self.turn.index();
        let undo = Undo {
            captured,
            halfmove: self.halfmove,
            hash: self.hash,
        };
        self.hash ^= key_at(piece as usize & 15, from) ^ key_at(piece as usize & 15, to) ^ SIDE_KEY;
        if captured != 0 {
            self.hash ^= key_at(captured as usize & 15, to);
            self.occ[us ^ 1] &= !BIT[to];
            self.halfmove = 0;
        } else {
            self.halfmove = self.halfmove.saturating_add(1);
        }
        self.occ[us] ^= BIT[from] | BIT[to];
        self.board[to] = piece;
        self.board[from] = 0;
        if piece & 7 == Role::General as u8 {
            self.generals[us] = to as u8;
        }
        if self.turn == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = self.turn.other();
        undo
    }

    /// Takes back `m`, which must be the last move made with [`Position::do_move`].
    #[inline]
    pub fn undo_move(&mut self, m: Move, undo: Undo) {
        let from = m.from.index();
        let to = m.to.index();
        self.turn = self.turn.other();
        let us = self.turn.index();
        if self.turn == Color::Black {
            self.fullmove = self.fullmove.saturating_sub(1);
        }
        let piece = self.board[to];
        self.board[from] = piece;
        self.board[to] = undo.captured;
        self.occ[us] ^= BIT[from] | BIT[to];
        if undo.captured != 0 {
            self.occ[us ^ 1] |= BIT[to];
        }
        if piece & 7 == Role::General as u8 {
            self.generals[us] = from as u8;
        }
        self.halfmove = undo.halfmove;
        self.hash = undo.hash;
    }

    /// Passes the turn (for null-move pruning). Undo with [`Position::undo_null_move`].
    #[inline]
    pub fn do_null_move(&mut self) -> Undo {
        let undo = Undo {
            captured: 0,
            halfmove: self.halfmove,
            hash: self.hash,
        };
        self.hash ^= SIDE_KEY;
        self.turn = self.turn.other();
        undo
    }

    /// Takes back a null move.
    #[inline]
    pub fn undo_null_move(&mut self, undo: Undo) {
        self.turn = self.turn.other();
        self.halfmove = undo.halfmove;
        self.hash = undo.hash;
    }

    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        match self.piece_at(m.from) {
            Some(p) if p.color == self.turn => {}
            _ => return false,
        }
        let mut list = MoveList::new();
        self.gen_piece(m.from.index(), false, &mut list);
        list.contains(&m) && self.is_safe(m)
    }

    /// Returns the position after the legal move `m`, or an error.
    pub fn play(&self, m: Move) -> Result<Position, IllegalMove> {
        if !self.is_legal(m) {
            return Err(IllegalMove { mv: m });
        }
        let mut p = self.clone();
        p.do_move(m);
        Ok(p)
    }

    /// Legal destinations of the piece on `sq` (empty if it is not the side to move's).
    pub fn legal_targets(&self, sq: Square) -> Vec<Square> {
        match self.piece_at(sq) {
            Some(p) if p.color == self.turn => {}
            _ => return Vec::new(),
        }
        let mut list = MoveList::new();
        self.gen_piece(sq.index(), false, &mut list);
        list.iter()
            .filter(|&&m| self.is_safe(m))
            .map(|m| m.to)
            .collect()
    }

    /// Whether the move gives check.
    pub fn gives_check(&self, m: Move) -> bool {
        let mut p = self.clone();
        p.do_move(m);
        p.is_check()
    }

    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_move()
    }

    /// Whether the side to move has no legal move but is not in check.
    /// In xiangqi this loses, like checkmate.
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_move()
    }

    /// Whether the side to move has lost: checkmated or stalemated.
    pub fn is_game_over(&self) -> bool {
        !self.has_legal_move()
    }

    /// Whether the side to move has at least one legal move.
    pub fn has_legal_move(&self) -> bool {
        !self.legal_moves().is_empty()
    }

    /// A board diagram with Chinese characters (traditional or simplified),
    /// Black at the top, `．` on empty points.
    pub fn to_chinese_diagram(&self, simplified: bool) -> String {
        let mut s = String::new();
        for rank in (0..10u8).rev() {
            for file in 0..9u8 {
                let sq = Square::from_index_unchecked((rank * 9 + file) as usize);
                s.push(match self.piece_at(sq) {
                    Some(p) => p.chinese(simplified),
                    None => '．',
                });
            }
            s.push('\n');
        }
        s
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.to_fen())
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}
