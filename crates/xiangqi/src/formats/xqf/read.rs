//! Reading XQF files.

use super::header::{self, code_square};
use super::keys::Keys;
use super::HEADER_LEN;
use crate::formats::board::{board_position as position, slot_piece};
use crate::formats::error::tree_error_kind;
use crate::formats::{Format, ImportError, ImportErrorKind, Part, SetupError};
use crate::{Color, GameTree, Move, NodeId, Piece, Position};

fn error(kind: ImportErrorKind) -> ImportError {
    ImportError::new(Format::Xqf, kind)
}

/// One move record.
struct Record {
    from: u8,
    to: u8,
    has_child: bool,
    has_sibling: bool,
    comment: Option<String>,
}

/// The move data, decrypted, and a read cursor.
struct Data {
    bytes: Vec<u8>,
    at: usize,
    version: u8,
    keys: Keys,
}

impl Data {
    fn take(&mut self, n: usize, part: Part) -> Result<&[u8], ImportErrorKind> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&e| e <= self.bytes.len())
            .ok_or(ImportErrorKind::Truncated { part })?;
        let slice = &self.bytes[self.at..end];
        self.at = end;
        Ok(slice)
    }

    fn read_u32(&mut self, part: Part) -> Result<u32, ImportErrorKind> {
        let b = self.take(4, part)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn record(&mut self) -> Result<Record, ImportErrorKind> {
        let b = self.take(4, Part::Move)?;
        let (from, to, flags) = (b[0], b[1], b[2]);
        let from = from.wrapping_sub(0x18).wrapping_sub(self.keys.xyf);
        let to = to.wrapping_sub(0x20).wrapping_sub(self.keys.xyt);
        let (has_child, has_sibling, comment_len) = if self.version <= 10 {
            let len = self.read_u32(Part::Comment)?;
            (flags & 0xF0 != 0, flags & 0x0F != 0, len)
        } else {
            let len = if flags & 0x20 != 0 {
                self.read_u32(Part::Comment)?
                    .wrapping_sub(self.keys.comment_len)
            } else {
                0
            };
            (flags & 0x80 != 0, flags & 0x40 != 0, len)
        };
        // A negative 32-bit length reads as a huge one and is cut short.
        let comment_len = usize::try_from(comment_len).unwrap_or(usize::MAX);
        let comment = if comment_len == 0 {
            None
        } else {
            Some(header::decode_gbk(self.take(comment_len, Part::Comment)?))
        };
        Ok(Record {
            from,
            to,
            has_child,
            has_sibling,
            comment: comment.filter(|c| !c.is_empty()),
        })
    }

    /// The from-square of the next record, without moving the cursor.
    fn peek_from(&self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        Some(b.wrapping_sub(0x18).wrapping_sub(self.keys.xyf))
    }
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

    let mut data = Data {
        bytes: bytes[HEADER_LEN..].to_vec(),
        at: 0,
        version,
        keys,
    };
    if version > 10 {
        for (i, b) in data.bytes.iter_mut().enumerate() {
            *b = b.wrapping_sub(data.keys.stream_at(i));
        }
    }
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
        read_moves(&mut tree, &mut data)
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

/// Reads the records after the root's. The tree is stored in preorder
/// (node, first child's subtree, next sibling's subtree); `pending` holds
/// the places where a sibling is still to come.
fn read_moves(tree: &mut GameTree, data: &mut Data) -> Result<(), ImportErrorKind> {
    let mut slot = (NodeId::ROOT, tree.start().clone(), 0usize);
    let mut pending: Vec<(NodeId, Position, usize)> = Vec::new();
    // Records repeating a move add no node, so count records too: this
    // bounds `pending`.
    for _ in 0..crate::MAX_NODES {
        let record = data.record()?;
        let (parent, pos, ply) = slot;
        let text = format!(
            "{}{}",
            code_square(record.from).map_or("??".into(), |s| s.to_string()),
            code_square(record.to).map_or("??".into(), |s| s.to_string())
        );
        let mv = match (code_square(record.from), code_square(record.to)) {
            (Some(from), Some(to)) => Move::new(from, to),
            _ => {
                return Err(tree_error_kind(
                    crate::TreeError::UnknownNode,
                    ply + 1,
                    &pos,
                    text,
                ))
            }
        };
        let node = tree
            .add_move_in(parent, &pos, mv)
            .map_err(|e| tree_error_kind(e, ply + 1, &pos, text))?;
        let _ = tree.set_comment(node, record.comment);
        if record.has_sibling {
            pending.push((parent, pos.clone(), ply));
        }
        if record.has_child {
            let mut next = pos;
            next.do_move(mv);
            slot = (node, next, ply + 1);
        } else {
            match pending.pop() {
                Some(s) => slot = s,
                None => return Ok(()),
            }
        }
    }
    Err(ImportErrorKind::TooManyMoves {
        max: crate::MAX_NODES,
    })
}
