//! A position as both players see it.

use xiangqi::{Color, Move, Piece, Role, Square};

use crate::bag::Bag;
use crate::movegen::{self, squares, Board};
use crate::start::start_points;
use crate::token::Token;

/// The board, the side to move and what each side still has face down.
/// It never holds what a face-down piece is: that is drawn when it is
/// turned over (see [`Position::play`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    side: Color,
    /// Per side, how many pieces of each role (indexed by `Role as usize`)
    /// are still face down, on the board or not yet captured.
    unrevealed: [[u8; 8]; 2],
}

/// What one move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The move.
    pub mv: Move,
    /// What the moving piece turned out to be, if it was face down.
    pub revealed: Option<Role>,
    /// The piece taken, if any, face up (turned over if it was face down).
    pub captured: Option<Piece>,
    /// Whether the piece taken was face down.
    pub captured_hidden: bool,
}

impl Played {
    /// Whether something was turned over or taken: no earlier position
    /// can come back after it.
    pub fn is_irreversible(&self) -> bool {
        self.revealed.is_some() || self.captured.is_some()
    }
}

fn side_index(color: Color) -> usize {
    match color {
        Color::Red => 0,
        Color::Black => 1,
    }
}

impl Position {
    /// The start: the generals face up, every other piece face down on
    /// its starting point, Red to move.
    pub fn start() -> Position {
        let mut board: Board = [None; 90];
        for color in Color::ALL {
            for (square, role) in start_points(color) {
                board[square.index()] = Some(match role {
                    Role::General => Token::Shown(color, Role::General),
                    _ => Token::Hidden(color),
                });
            }
        }
        Position {
            board,
            side: Color::Red,
            unrevealed: [Bag::side_counts(); 2],
        }
    }

    /// The position a record leads to from the start, what each move
    /// turned over taken from the record: what both players know, with
    /// no bag. The index of the first move that is illegal or says other
    /// than what the board allows (a reveal missing, extra or not left
    /// face down), with its index.
    pub fn after_record(plies: &[crate::PlyRecord]) -> Result<Position, usize> {
        let mut now = Position::start();
        for (i, ply) in plies.iter().enumerate() {
            let mover_hidden = now.at(ply.mv.from).is_some_and(Token::is_hidden);
            let taken_hidden = now.at(ply.mv.to).is_some_and(Token::is_hidden);
            let fits = |role: Option<Role>, hidden: bool, color: Color| match (role, hidden) {
                (Some(role), true) => now.unrevealed(color, role) > 0,
                (None, false) => true,
                _ => false,
            };
            let us = now.side;
            if !now.is_legal(ply.mv)
                || !fits(ply.revealed, mover_hidden, us)
                || !fits(ply.captured_hidden, taken_hidden, us.other())
            {
                return Err(i);
            }
            now = now
                .play(ply.mv, |color, _, _| {
                    if color == us {
                        ply.revealed.expect("checked above")
                    } else {
                        ply.captured_hidden.expect("checked above")
                    }
                })
                .0;
        }
        Ok(now)
    }

    /// What stands on `square`.
    pub fn at(&self, square: Square) -> Option<Token> {
        self.board[square.index()]
    }

    /// The board, for the move generator's tests.
    #[cfg(test)]
    pub(crate) fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// How many of `color`'s pieces of `role` are still face down.
    pub fn unrevealed(&self, color: Color, role: Role) -> u8 {
        self.unrevealed[side_index(color)][role as usize]
    }

    /// `color`'s face-down pieces, by role, as a list with repeats: what
    /// each of its face-down pieces may turn out to be.
    pub fn unrevealed_pool(&self, color: Color) -> Vec<Role> {
        Role::ALL
            .into_iter()
            .flat_map(|role| std::iter::repeat_n(role, self.unrevealed(color, role) as usize))
            .collect()
    }

    /// How many of `color`'s pieces have been turned over so far.
    pub fn revealed_count(&self, color: Color) -> usize {
        crate::PIECES_PER_SIDE
            - self.unrevealed[side_index(color)]
                .iter()
                .map(|c| *c as usize)
                .sum::<usize>()
    }

    /// The legal moves of the side to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        movegen::legal_moves(&self.board, self.side)
    }

    /// The legal captures of the side to move.
    pub fn legal_captures(&self) -> Vec<Move> {
        movegen::legal_captures(&self.board, self.side)
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(&mv)
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        movegen::in_check(&self.board, self.side)
    }

    /// Every point holding a face-down piece of `color`.
    pub fn hidden_squares(&self, color: Color) -> impl Iterator<Item = Square> + '_ {
        squares().filter(move |s| self.board[s.index()] == Some(Token::Hidden(color)))
    }

    /// Plays `mv`, which must be legal, turning over what it moves or
    /// takes face down: `reveal(color, square, drawn)` says what the
    /// face-down piece of `color` on `square` is, `drawn` pieces of that
    /// side having been turned over before it. A game draws from its bag;
    /// a search, from the identities it has supposed.
    pub fn play(
        &self,
        mv: Move,
        mut reveal: impl FnMut(Color, Square, usize) -> Role,
    ) -> (Position, Played) {
        let mut next = self.clone();
        let mover = self.board[mv.from.index()].expect("a piece on the move's point");
        let color = mover.color();
        let mut turn_over = |next: &mut Position, owner: Color, square: Square| {
            let role = reveal(owner, square, next.revealed_count(owner));
            let pool = &mut next.unrevealed[side_index(owner)][role as usize];
            debug_assert!(*pool > 0, "{role:?} of {owner:?} is not face down");
            *pool = pool.saturating_sub(1);
            role
        };
        let (captured, captured_hidden) = match self.board[mv.to.index()] {
            None => (None, false),
            Some(Token::Shown(owner, role)) => (Some(Piece::new(owner, role)), false),
            Some(Token::Hidden(owner)) => {
                let role = turn_over(&mut next, owner, mv.to);
                (Some(Piece::new(owner, role)), true)
            }
        };
        let (placed, revealed) = match mover {
            Token::Hidden(owner) => {
                let role = turn_over(&mut next, owner, mv.from);
                (Token::Shown(owner, role), Some(role))
            }
            shown => (shown, None),
        };
        next.board[mv.from.index()] = None;
        next.board[mv.to.index()] = Some(placed);
        next.side = color.other();
        let played = Played {
            mv,
            revealed,
            captured,
            captured_hidden,
        };
        (next, played)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    /// Plays the moves, revealing in turn from `bag`.
    fn after(bag: &Bag, moves: &[&str]) -> Position {
        moves.iter().fold(Position::start(), |p, m| {
            assert!(p.is_legal(mv(m)), "{m} is legal");
            p.play(mv(m), |c, _, n| bag.draw(c, n).unwrap()).0
        })
    }

    #[test]
    fn the_start_has_the_moves_of_the_usual_start() {
        // Face-down pieces move as the pieces of their points, so the
        // start has xiangqi's 44 first moves.
        let start = Position::start();
        assert_eq!(start.legal_moves().len(), 44);
        assert!(!start.in_check());
        assert_eq!(start.revealed_count(Color::Red), 0);
        assert_eq!(start.unrevealed_pool(Color::Black).len(), 15);
    }

    #[test]
    fn a_moved_piece_is_what_the_bag_says_and_the_pool_shrinks() {
        let bag = Bag::from_orders(
            1,
            [
                Role::Chariot,
                Role::Soldier,
                Role::Soldier,
                Role::Soldier,
                Role::Soldier,
                Role::Soldier,
                Role::Advisor,
                Role::Advisor,
                Role::Elephant,
                Role::Elephant,
                Role::Horse,
                Role::Horse,
                Role::Chariot,
                Role::Cannon,
                Role::Cannon,
            ]
            .to_vec(),
            [
                Role::Elephant,
                Role::Advisor,
                Role::Advisor,
                Role::Elephant,
                Role::Horse,
                Role::Horse,
                Role::Chariot,
                Role::Chariot,
                Role::Cannon,
                Role::Cannon,
                Role::Soldier,
                Role::Soldier,
                Role::Soldier,
                Role::Soldier,
                Role::Soldier,
            ]
            .to_vec(),
        )
        .unwrap();
        // The cannon's point: it moves as a cannon and turns out a chariot.
        let p = after(&bag, &["h2e2"]);
        assert_eq!(
            p.at(mv("h2e2").to),
            Some(Token::Shown(Color::Red, Role::Chariot))
        );
        assert_eq!(p.unrevealed(Color::Red, Role::Chariot), 1);
        assert_eq!(p.revealed_count(Color::Red), 1);
        // Black's cannon point turns out an elephant, which may now cross
        // the river: from e7 it may go to c5 or g5 and then beyond.
        let p = after(&bag, &["h2e2", "b7e7", "a0a1"]);
        assert_eq!(
            p.at(mv("a0a1").to),
            Some(Token::Shown(Color::Red, Role::Soldier))
        );
        let p = after(&bag, &["h2e2", "b7c7", "a0a1", "c7a5", "a1a2", "a5c3"]);
        assert_eq!(
            p.at("c3".parse().unwrap()),
            Some(Token::Shown(Color::Black, Role::Elephant))
        );
    }

    #[test]
    fn a_face_down_piece_taken_is_turned_over() {
        let bag = Bag::from_seed(7);
        // Red's cannon takes Black's face-down horse point b9? The cannon
        // on b2 screens over b7 (face down) to b9.
        let p = Position::start();
        let (_, played) = p.play(mv("b2b9"), |c, _, n| bag.draw(c, n).unwrap());
        assert!(played.captured_hidden);
        assert_eq!(
            played.captured.unwrap().role,
            bag.draw(Color::Black, 0).unwrap()
        );
        assert_eq!(played.revealed, bag.draw(Color::Red, 0));
    }
}
