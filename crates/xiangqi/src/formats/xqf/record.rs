//! Decoding the move records that follow the header.

use super::header;
use super::keys::Keys;
use crate::formats::error::{ImportErrorKind, Part};

/// One move record, decoded: squares as XQF codes (`file * 10 + rank`,
/// past 89 for a square off the board), its tree flags and its comment.
pub(super) struct Record {
    pub from: u8,
    pub to: u8,
    pub has_child: bool,
    pub has_sibling: bool,
    pub comment: Option<String>,
}

/// The move data, decrypted, and a read cursor.
pub(super) struct Data {
    bytes: Vec<u8>,
    at: usize,
    version: u8,
    keys: Keys,
}

impl Data {
    /// The move data of a file: `bytes` are those after the header.
    pub(super) fn new(bytes: &[u8], version: u8, keys: Keys) -> Data {
        let mut bytes = bytes.to_vec();
        if version > 10 {
            for (i, b) in bytes.iter_mut().enumerate() {
                *b = b.wrapping_sub(keys.stream_at(i));
            }
        }
        Data {
            bytes,
            at: 0,
            version,
            keys,
        }
    }

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

    /// Reads the next record.
    ///
    /// Encrypted versions keep only the flag byte's top three bits; the
    /// other five, and the fourth byte, hold whatever the writer left
    /// there.
    pub(super) fn record(&mut self) -> Result<Record, ImportErrorKind> {
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
    pub(super) fn peek_from(&self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        Some(b.wrapping_sub(0x18).wrapping_sub(self.keys.xyf))
    }
}
