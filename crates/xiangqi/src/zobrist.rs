//! Zobrist hashing keys, generated at compile time.

use crate::{Color, Piece, Square};

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn piece_keys() -> [[u64; 90]; 16] {
    let mut keys = [[0u64; 90]; 16];
    let mut state = 0x5851_F42D_4C95_7F2D;
    let mut code = 0;
    while code < 16 {
        // Codes 0 (empty) and 8 map to no piece and keep zero keys.
        if code & 7 != 0 {
            let mut s = 0;
            while s < 90 {
                let (next, v) = splitmix64(state);
                state = next;
                keys[code][s] = v;
                s += 1;
            }
        }
        code += 1;
    }
    keys
}

/// Keys indexed by internal piece code and square index.
pub(crate) static PIECE_KEYS: [[u64; 90]; 16] = piece_keys();

/// Key XORed in when Black is to move.
pub const SIDE_KEY: u64 = splitmix64(0x2545_F491_4F6C_DD1D).1;

/// The Zobrist key of `piece` standing on `square`.
///
/// ```
/// use xiangqi::{zobrist, Color, Piece, Role, Square};
/// let p = Piece::new(Color::Red, Role::Cannon);
/// let sq: Square = "h2".parse().unwrap();
/// assert_ne!(zobrist::piece_key(p, sq), 0);
/// ```
#[inline]
pub fn piece_key(piece: Piece, square: Square) -> u64 {
    PIECE_KEYS[piece.code() as usize][square.index()]
}

/// The key for the side to move (zero for Red).
#[inline]
pub fn side_key(color: Color) -> u64 {
    match color {
        Color::Red => 0,
        Color::Black => SIDE_KEY,
    }
}
