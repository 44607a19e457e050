//! Reading XQF files.

use super::header::{self, code_square};
use super::keys::Keys;
use super::moves;
use super::record::Data;
use super::HEADER_LEN;
use crate::color::Color;
use crate::formats::board::{board_position as position, slot_piece};
use crate::formats::error::{ImportError, ImportErrorKind, Part, SetupError};
use crate::formats::Format;
use crate::piece::Piece;
use crate::tree::{GameTree, NodeId};

fn error(kind: ImportErrorKind) -> ImportError {
    ImportError::new(Format::Xqf, kind)
}

pub(crate) fn read(bytes: &[u8]) -> Result<GameTree, ImportError> {
    if !super::has_signature(bytes) {
        return Err(error(ImportErrorKind::NotThisFormat));
    }
    if bytes.len() < HEADER_LEN {
        return Err(error(ImportErrorKind::Truncated { part: Part::Header }));
    }
    let h = &bytes[..HEADER_LEN];
    let version = h[2];
    let keys = if version <= 10 {
        Keys::PLAIN
    } else {
        Keys::from_header(h)
    };
    let board = read_board(h, version, &keys).map_err(|e| error(ImportErrorKind::BadSetup(e)))?;

    let mut data = Data::new(&bytes[HEADER_LEN..], version, keys);
    let root = data.record().map_err(error)?;
    let first_mover = if root.has_child {
        data.peek_from()
            .and_then(code_square)
            .and_then(|sq| board[sq.index()])
            .map(|p| p.color)
    } else {
        None
    };
    let side = first_mover.unwrap_or(if h[header::FIRST_SIDE] == 1 {
        Color::Black
    } else {
        Color::Red
    });
    let start = position(&board, side).map_err(|e| error(ImportErrorKind::BadSetup(e)))?;

    let mut tree = GameTree::new(start);
    for (offset, capacity, tag) in header::strings() {
        let value = header::read_string(h, offset, capacity);
        if !value.is_empty() {
            tree.set_tag(tag, value);
        }
    }
    tree.result = header::code_result(h[header::RESULT]);
    let _ = tree.set_comment(NodeId::ROOT, root.comment);
    if root.has_child {
        moves::read_moves(&mut tree, &mut data)
            .map_err(|kind| ImportError::with_partial(Format::Xqf, kind, tree.clone()))?;
    }
    Ok(tree)
}

/// The board of the header's 32 piece slots.
fn read_board(h: &[u8], version: u8, keys: &Keys) -> Result<[Option<Piece>; 90], SetupError> {
    let mut codes = [0u8; 32];
    codes.copy_from_slice(&h[header::PIECES..header::PIECES + 32]);
    if version >= 12 {
        // Stored rotated: slot i is at (i - key - 1) mod 32.
        let stored = codes;
        for (i, &c) in stored.iter().enumerate() {
            codes[(usize::from(keys.xy) + i + 1) % 32] = c;
        }
    }
    let mut board = [None; 90];
    for (slot, &code) in codes.iter().enumerate() {
        let Some(sq) = code_square(code.wrapping_sub(keys.xy)) else {
            continue;
        };
        if board[sq.index()].is_some() {
            return Err(SetupError::TwoPiecesOn(sq));
        }
        board[sq.index()] = Some(slot_piece(slot));
    }
    Ok(board)
}
