//! XQF, the binary record format of XQStudio (象棋演播室, by Dong Shiwei)
//! and of the programs that adopted it.
//!
//! The layout and the encryption are described publicly in the XQFTOOLS
//! notes (`XQF.TXT`) and in the XQStudio reader (`XQFRW.pas`), and are
//! implemented by several open-source readers. In short:
//!
//! * a 1024-byte header: signature `XQ`, version, key bytes, the squares of
//!   the 32 pieces (`file * 10 + rank`, Red's lower left is 0; a value over
//!   89 marks a piece that is not on the board), who moves first, the
//!   result, and Pascal strings (a length byte, then GBK text) for the
//!   title, event, date, place, players and so on;
//! * the moves from byte 1024: a record for the root, then the records of
//!   the tree in preorder: each node, then its first child's subtree, then
//!   its next sibling's. A record is four bytes (from, to, flags, reserved)
//!   followed by its comment.
//!
//! Up to version 10 nothing is encrypted: squares are stored plus `0x18`
//! (from) and `0x20` (to), the flags' high nibble says "has a child" and
//! the low nibble "has a sibling", and every record carries a 32-bit
//! comment length. From version 11 the file is encrypted with keys derived
//! from the header (see [`keys`]): the piece squares are shifted by a key
//! (and, from version 12, rotated among the 32 slots), the move squares
//! by two more keys, the comment length by another, and every byte from
//! 1024 on by a 32-byte key stream; the flags become bits (`0x80` child,
//! `0x40` sibling, `0x20` comment follows).
//!
//! The format has no field for move marks: they travel as the first word
//! of the move's comment (see [`marks`]). Records whose move cannot be
//! played are passed over as other readers do (see [`moves`]).

mod header;
mod keys;
mod marks;
mod moves;
mod read;
mod record;
mod write;

pub(crate) use read::read;
pub(crate) use write::write;

/// Size of the file header.
const HEADER_LEN: usize = 1024;

/// Whether the bytes start like an XQF file.
pub(crate) fn has_signature(bytes: &[u8]) -> bool {
    bytes.starts_with(b"XQ")
}

/// How [`GameTree::to_xqf_with`](crate::GameTree::to_xqf_with) writes a
/// file.
///
/// ```
/// use xiangqi::{GameTree, XqfOptions};
/// let tree = GameTree::from_pgn("1. 炮二平五 {中炮} 马８进７").unwrap();
/// let bytes = tree.to_xqf_with(XqfOptions { version: 18, key_seed: 7 });
/// assert_eq!(bytes[2], 18);
/// assert_eq!(GameTree::from_xqf(&bytes).unwrap(), tree);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct XqfOptions {
    /// The version byte: 10 or less writes a plain file, 11 and more an
    /// encrypted one (18 is what XQStudio 1.8 and later write). Versions
    /// over 18 are written as 18; 0 as 10.
    pub version: u8,
    /// Chooses the encryption keys of encrypted versions; any value gives
    /// a valid file.
    pub key_seed: u32,
}

impl Default for XqfOptions {
    /// Version 10, unencrypted.
    fn default() -> Self {
        XqfOptions {
            version: 10,
            key_seed: 0,
        }
    }
}
