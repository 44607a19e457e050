//! Position keys and left-right mirroring.
//!
//! A key is the 64-bit FNV-1a hash of the FEN's board and side to move
//! (not its counters), so it is defined by this crate alone: the engine's
//! Zobrist keys may change between versions, a book's keys must not.
//!
//! Xiangqi is symmetric left to right: an opening played on the other wing
//! is the same opening. [`mirror_key`] is the key of the mirrored position
//! and [`mirror_move`] the mirrored move, so a table written for one wing
//! serves both.

use xiangqi::{Move, Position};

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0100_0000_01b3;

fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(FNV_OFFSET, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(FNV_PRIME)
    })
}

/// The FEN's board and side to move.
fn board_and_side(pos: &Position) -> (String, String) {
    let fen = pos.to_fen();
    let mut fields = fen.split_whitespace();
    let board = fields.next().unwrap_or_default().to_string();
    let side = fields.next().unwrap_or_default().to_string();
    (board, side)
}

/// The key of `pos`.
///
/// ```
/// use xiangqi::Position;
/// use xiangqi_openings::key::{key, mirror_key};
/// let start = Position::startpos();
/// // The start position is its own mirror image.
/// assert_eq!(key(&start), mirror_key(&start));
/// ```
pub fn key(pos: &Position) -> u64 {
    let (board, side) = board_and_side(pos);
    fnv1a(&format!("{board} {side}"))
}

/// The key of `pos` mirrored left to right.
pub fn mirror_key(pos: &Position) -> u64 {
    let (board, side) = board_and_side(pos);
    fnv1a(&format!("{} {side}", mirror_board(&board)))
}

/// `pos` mirrored left to right (a mirrored legal position is legal).
pub fn mirror_position(pos: &Position) -> Position {
    let fen = pos.to_fen();
    let (board, rest) = fen.split_once(' ').unwrap_or((fen.as_str(), "w"));
    Position::from_fen(&format!("{} {rest}", mirror_board(board))).unwrap_or_else(|_| pos.clone())
}

/// A FEN board field mirrored left to right: each rank read backwards.
fn mirror_board(board: &str) -> String {
    board
        .split('/')
        .map(|rank| {
            let mut cells = Vec::new();
            for c in rank.chars() {
                match c.to_digit(10) {
                    Some(n) => cells.extend(std::iter::repeat_n(None, n as usize)),
                    None => cells.push(Some(c)),
                }
            }
            cells.reverse();
            let mut out = String::new();
            let mut empty = 0;
            for cell in cells {
                match cell {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push(c);
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            out
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// `m` mirrored left to right (`h2e2` becomes `b2e2`).
pub fn mirror_move(m: Move) -> Move {
    Move::new(m.from.mirror(), m.to.mirror())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    #[test]
    fn mirrored_openings_share_keys() {
        let left = Position::startpos().play(mv("b2e2")).unwrap();
        let right = Position::startpos().play(mv("h2e2")).unwrap();
        assert_ne!(key(&left), key(&right));
        assert_eq!(key(&left), mirror_key(&right));
        assert_eq!(mirror_key(&left), key(&right));
        assert_eq!(mirror_move(mv("h2e2")), mv("b2e2"));
        assert_eq!(mirror_move(mv("h9g7")), mv("b9c7"));
        assert_eq!(key(&mirror_position(&right)), key(&left));
        assert_eq!(
            mirror_position(&mirror_position(&right)).to_fen(),
            right.to_fen()
        );
    }

    #[test]
    fn side_to_move_is_part_of_the_key() {
        let a = Position::from_fen("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1").unwrap();
        let b = Position::from_fen("3k5/9/9/9/9/9/9/9/R8/4K4 b - - 0 1").unwrap();
        let c = Position::from_fen("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 7 30").unwrap();
        assert_ne!(key(&a), key(&b));
        assert_eq!(key(&a), key(&c));
        assert_eq!(
            mirror_board("3k5/9/9/9/9/9/9/9/R8/4K4"),
            "5k3/9/9/9/9/9/9/9/8R/4K4"
        );
    }
}
