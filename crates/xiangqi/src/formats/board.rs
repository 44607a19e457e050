//! Piece lists shared by XQF and DhtmlXQ: both give the squares of 32
//! pieces in a fixed order of roles, Red's 16 then Black's.

use super::SetupError;
use crate::color::Color;
use crate::piece::Piece;
use crate::position::Position;
use crate::role::Role;

/// The role of each of the 16 slots of a side: 车马相仕帅仕相马车炮炮兵兵兵兵兵.
pub(crate) const SLOT_ROLES: [Role; 16] = [
    Role::Chariot,
    Role::Horse,
    Role::Elephant,
    Role::Advisor,
    Role::General,
    Role::Advisor,
    Role::Elephant,
    Role::Horse,
    Role::Chariot,
    Role::Cannon,
    Role::Cannon,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
];

/// The piece of slot `slot` (0..32).
pub(crate) fn slot_piece(slot: usize) -> Piece {
    let color = if slot < 16 { Color::Red } else { Color::Black };
    Piece::new(color, SLOT_ROLES[slot % 16])
}

/// Places `pieces` (each in the first free slot of its role and colour, in
/// the order given) and returns the slot of each piece; `None` for a piece
/// with no free slot (more than the game has).
pub(crate) fn assign_slots<T: Copy>(pieces: &[(T, Piece)]) -> [Option<T>; 32] {
    let mut slots = [None; 32];
    for &(at, piece) in pieces {
        let base = if piece.color == Color::Red { 0 } else { 16 };
        if let Some(i) = (0..16).find(|&i| SLOT_ROLES[i] == piece.role && slots[base + i].is_none())
        {
            slots[base + i] = Some(at);
        }
    }
    slots
}

/// The position of a board (index `rank * 9 + file`), checked by the FEN
/// reader.
pub(crate) fn board_position(
    board: &[Option<Piece>; 90],
    side: Color,
) -> Result<Position, SetupError> {
    let mut fen = String::new();
    for rank in (0..10).rev() {
        let mut empty = 0;
        for file in 0..9 {
            match board[rank * 9 + file] {
                Some(p) => {
                    if empty > 0 {
                        fen.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    fen.push(p.fen_char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            fen.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    fen.push_str(if side == Color::Red { " w" } else { " b" });
    Ok(Position::from_fen(&fen)?)
}
