//! Zobrist hashing keys, derived from splitmix64 (the side key at compile
//! time, the piece keys on demand).

use crate::color::Color;
use crate::piece::Piece;
use crate::square::Square;

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// Seed of the piece keys.
const PIECE_SEED: u64 = 0x5851_F42D_4C95_7F2D;

/// The key of internal piece code `code` (0..16) on square index `index`
/// (0..90): splitmix64's output at the pair's position in the sequence.
/// Codes 0 (empty) and 8 map to no piece and have zero keys.
///
/// Computed on demand (two multiplications) rather than read from a
/// 16 × 90 table: such a table is random, incompressible bytes in both
/// wasm files the browser downloads, and computing the key costs perft
/// and the engine bench nothing measurable (`cargo xtask bench` shows
/// both).
#[inline]
pub(crate) const fn key_at(code: usize, index: usize) -> u64 {
    if code & 7 == 0 {
        return 0;
    }
    let step = (code * 90 + index) as u64;
    splitmix64(PIECE_SEED.wrapping_add(step.wrapping_mul(0x9E37_79B9_7F4A_7C15))).1
}

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
    key_at(piece.code() as usize, square.index())
}

/// The key for the side to move (zero for Red).
#[inline]
pub fn side_key(color: Color) -> u64 {
    match color {
        Color::Red => 0,
        Color::Black => SIDE_KEY,
    }
}
