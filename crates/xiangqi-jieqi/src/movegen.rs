//! Where each piece may go, and whether a side's general is attacked.

use xiangqi::{Color, Move, Role, Square};

use crate::start::start_role;
use crate::token::Token;

/// The board as the move generator reads it: 90 points, `rank * 9 + file`.
pub(crate) type Board = [Option<Token>; 90];

const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// Every point of the board.
pub(crate) fn squares() -> xiangqi::SquareIter {
    Square::ALL
}

/// What the piece on `square` moves as: a face-up piece as itself, a
/// face-down one as the piece of its starting point (none elsewhere,
/// which a face-down piece never is).
pub(crate) fn movement(token: Token, square: Square) -> Option<Role> {
    match token {
        Token::Shown(_, role) => Some(role),
        Token::Hidden(color) => match start_role(square) {
            Some((owner, role)) if owner == color => Some(role),
            _ => None,
        },
    }
}

/// Every point the piece on `from` attacks or may move to, before
/// checks are considered; calls `to` for each.
pub(crate) fn targets(board: &Board, from: Square, mut to: impl FnMut(Square)) {
    let Some(token) = board[from.index()] else {
        return;
    };
    let Some(role) = movement(token, from) else {
        return;
    };
    let color = token.color();
    let hidden = token.is_hidden();
    let free = |s: Square| board[s.index()].is_none_or(|t| t.color() != color);
    let empty = |s: Square| board[s.index()].is_none();
    match role {
        Role::General => {
            for (df, dr) in ORTHOGONAL {
                if let Some(s) = from.offset(df, dr) {
                    if s.in_palace(color) && free(s) {
                        to(s);
                    }
                }
            }
        }
        Role::Advisor => {
            for (df, dr) in DIAGONAL {
                if let Some(s) = from.offset(df, dr) {
                    // Face down it is still in its palace; face up it
                    // goes anywhere.
                    if (!hidden || s.in_palace(color)) && free(s) {
                        to(s);
                    }
                }
            }
        }
        Role::Elephant => {
            for (df, dr) in DIAGONAL {
                let (Some(eye), Some(s)) = (from.offset(df, dr), from.offset(2 * df, 2 * dr))
                else {
                    continue;
                };
                if empty(eye) && (!hidden || s.own_side(color)) && free(s) {
                    to(s);
                }
            }
        }
        Role::Horse => {
            for (df, dr) in ORTHOGONAL {
                let Some(leg) = from.offset(df, dr) else {
                    continue;
                };
                if !empty(leg) {
                    continue;
                }
                let sides = if df == 0 {
                    [(1, dr), (-1, dr)]
                } else {
                    [(df, 1), (df, -1)]
                };
                for (sf, sr) in sides {
                    if let Some(s) = leg.offset(sf, sr) {
                        if free(s) {
                            to(s);
                        }
                    }
                }
            }
        }
        Role::Chariot | Role::Cannon => {
            for (df, dr) in ORTHOGONAL {
                let mut screened = false;
                let mut at = from;
                while let Some(s) = at.offset(df, dr) {
                    at = s;
                    match (board[s.index()], role, screened) {
                        (None, _, false) => to(s),
                        (None, _, true) => {}
                        (Some(t), Role::Chariot, _) => {
                            if t.color() != color {
                                to(s);
                            }
                            break;
                        }
                        (Some(_), _, false) => screened = true,
                        (Some(t), _, true) => {
                            if t.color() != color {
                                to(s);
                            }
                            break;
                        }
                    }
                }
            }
        }
        Role::Soldier => {
            let forward = match color {
                Color::Red => 1,
                Color::Black => -1,
            };
            let mut steps = vec![(0, forward)];
            if from.crossed_river(color) {
                steps.extend([(1, 0), (-1, 0)]);
            }
            for (df, dr) in steps {
                if let Some(s) = from.offset(df, dr) {
                    if free(s) {
                        to(s);
                    }
                }
            }
        }
    }
}

/// Where `color`'s general stands, if it is on the board.
pub(crate) fn general(board: &Board, color: Color) -> Option<Square> {
    squares().find(|s| board[s.index()] == Some(Token::Shown(color, Role::General)))
}

/// Whether `color`'s general is attacked, or faces the other general on
/// an open file.
pub(crate) fn in_check(board: &Board, color: Color) -> bool {
    let Some(king) = general(board, color) else {
        return false;
    };
    if let Some(other) = general(board, color.other()) {
        if other.file() == king.file() {
            let (low, high) = (king.rank().min(other.rank()), king.rank().max(other.rank()));
            let open = (low + 1..high).all(|r| {
                board[Square::new(king.file(), r).expect("on the board").index()].is_none()
            });
            if open {
                return true;
            }
        }
    }
    attacked(board, king, color.other())
}

/// Whether a piece of `by` attacks `square`, found by looking outwards
/// from the square for each kind of attacker (what a face-down piece
/// attacks as is the piece of its point, as [`movement`] says).
fn attacked(board: &Board, square: Square, by: Color) -> bool {
    let attacker = |s: Square, role: Role| {
        board[s.index()].is_some_and(|t| t.color() == by && movement(t, s) == Some(role))
    };
    let empty = |s: Square| board[s.index()].is_none();
    // Chariots along the lines, cannons over one screen.
    for (df, dr) in ORTHOGONAL {
        let mut screens = 0;
        let mut at = square;
        while let Some(s) = at.offset(df, dr) {
            at = s;
            if empty(s) {
                continue;
            }
            if (screens == 0 && attacker(s, Role::Chariot))
                || (screens == 1 && attacker(s, Role::Cannon))
            {
                return true;
            }
            screens += 1;
            if screens > 1 {
                break;
            }
        }
    }
    // Horses: the one on (square + 2 along, 1 across) is hobbled by the
    // point next to it towards the square.
    for (hf, hr) in [
        (1i8, 2i8),
        (-1, 2),
        (1, -2),
        (-1, -2),
        (2, 1),
        (-2, 1),
        (2, -1),
        (-2, -1),
    ] {
        let Some(horse) = square.offset(hf, hr) else {
            continue;
        };
        // The leg is next to the horse, one step back along its long leg.
        let (lf, lr) = if hr.abs() == 2 {
            (0, -hr.signum())
        } else {
            (-hf.signum(), 0)
        };
        if attacker(horse, Role::Horse) && horse.offset(lf, lr).is_some_and(empty) {
            return true;
        }
    }
    // Advisors and elephants, diagonally; face down they never leave
    // their palace or side, which `targets` says, so ask it.
    for (df, dr) in DIAGONAL {
        if let Some(s) = square.offset(df, dr) {
            if attacker(s, Role::Advisor) && reaches(board, s, square) {
                return true;
            }
        }
        if let (Some(eye), Some(s)) = (square.offset(df, dr), square.offset(2 * df, 2 * dr)) {
            if attacker(s, Role::Elephant) && empty(eye) && reaches(board, s, square) {
                return true;
            }
        }
    }
    // Soldiers: from behind the square (as `by` moves), or beside it once
    // across the river.
    let back = match by {
        Color::Red => -1,
        Color::Black => 1,
    };
    for (df, dr) in [(0, back), (1, 0), (-1, 0)] {
        if let Some(s) = square.offset(df, dr) {
            if attacker(s, Role::Soldier) && (dr != 0 || s.crossed_river(by)) {
                return true;
            }
        }
    }
    // The general, one step orthogonally (its facing is checked apart).
    ORTHOGONAL
        .into_iter()
        .filter_map(|(df, dr)| square.offset(df, dr))
        .any(|s| attacker(s, Role::General) && square.in_palace(by))
}

/// Whether the piece on `from` may move to `to`, as [`targets`] says.
fn reaches(board: &Board, from: Square, to: Square) -> bool {
    let mut hits = false;
    targets(board, from, |s| hits |= s == to);
    hits
}

/// `color`'s legal moves on `board`: those after which its general is
/// neither attacked nor facing the other. What a face-down piece turns
/// out to be cannot change this: only where pieces stand does.
pub(crate) fn legal_moves(board: &Board, color: Color) -> Vec<Move> {
    legal(board, color, false)
}

/// `color`'s legal captures on `board`.
pub(crate) fn legal_captures(board: &Board, color: Color) -> Vec<Move> {
    legal(board, color, true)
}

/// `color`'s legal moves, or only its captures.
fn legal(board: &Board, color: Color, captures_only: bool) -> Vec<Move> {
    let mut moves = Vec::with_capacity(64);
    for from in squares() {
        if board[from.index()].is_none_or(|t| t.color() != color) {
            continue;
        }
        let mut to = Vec::with_capacity(17);
        targets(board, from, |s| {
            if !captures_only || board[s.index()].is_some() {
                to.push(s);
            }
        });
        for target in to {
            let mut after = *board;
            after[target.index()] = after[from.index()].take();
            if !in_check(&after, color) {
                moves.push(Move::new(from, target));
            }
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::Position;

    /// Whether a piece of `by` attacks `square`, by asking every piece.
    fn attacked_slowly(board: &Board, square: Square, by: Color) -> bool {
        squares().any(|from| {
            board[from.index()].is_some_and(|t| t.color() == by) && reaches(board, from, square)
        })
    }

    #[test]
    fn looking_outwards_finds_the_attacks_every_piece_makes() {
        // Positions of many games, with face-down and face-up pieces,
        // advisors and elephants across the river among them.
        let mut checked = 0;
        for seed in 0..40u64 {
            let bag = crate::Bag::from_seed(seed);
            let mut p = Position::start();
            for k in 0..150usize {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[(k * 13 + seed as usize) % moves.len()];
                p = p.play(m, |c, _, n| bag.draw(c, n).unwrap()).0;
                let board = p.board();
                for square in squares() {
                    for by in Color::ALL {
                        // Attacks on points held by the other side, as
                        // checks are (a cannon moves to an empty point
                        // without a screen, but attacks only over one).
                        if board[square.index()].is_none_or(|t| t.color() == by) {
                            continue;
                        }
                        assert_eq!(
                            attacked(board, square, by),
                            attacked_slowly(board, square, by),
                            "{square} by {by:?}, seed {seed}, ply {k}"
                        );
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 100_000, "{checked} attacks compared");
    }
}
