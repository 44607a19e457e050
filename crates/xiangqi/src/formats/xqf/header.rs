//! The XQF header's fields: piece slots, flags and Pascal strings.

use crate::formats::board::assign_slots;
use crate::piece::Piece;
use crate::position::Position;
use crate::record::RecordResult;
use crate::square::Square;

/// Offset of the 32 piece squares.
pub(super) const PIECES: usize = 16;
/// Offset of the side to move first (0 Red, 1 Black).
pub(super) const FIRST_SIDE: usize = 50;
/// Offset of the result (0 unknown, 1 Red wins, 2 Black wins, 3 draw).
pub(super) const RESULT: usize = 51;

/// The header's strings: offset of the length byte, capacity in bytes, and
/// the tag the string becomes.
pub(super) const STRINGS: [(usize, usize, &str); 11] = [
    (0x50, 63, "Title"),
    (0x90, 63, "Subtitle"),
    (0xD0, 63, "Event"),
    (0x110, 15, "Date"),
    (0x120, 15, "Site"),
    (0x130, 15, "Red"),
    (0x140, 15, "Black"),
    (0x150, 63, "TimeRule"),
    (0x190, 15, "RedTime"),
    (0x1A0, 15, "BlackTime"),
    (0x1D0, 15, "Annotator"),
];

/// The author's string, after the annotator's.
pub(super) const AUTHOR: (usize, usize, &str) = (0x1E0, 15, "Author");

/// All strings of the header.
pub(super) fn strings() -> impl Iterator<Item = (usize, usize, &'static str)> {
    STRINGS.into_iter().chain([AUTHOR])
}

/// A square's XQF code: `file * 10 + rank`.
pub(super) fn square_code(sq: Square) -> u8 {
    sq.file() * 10 + sq.rank()
}

/// The square of an XQF code; `None` past 89.
pub(super) fn code_square(code: u8) -> Option<Square> {
    if code > 89 {
        None
    } else {
        Square::new(code / 10, code % 10)
    }
}

/// The 32 slots of a position's pieces as XQF codes; 0xFF for an empty
/// slot.
pub(super) fn slots_of(pos: &Position) -> [u8; 32] {
    let mut pieces: Vec<(u8, Piece)> = pos.pieces().map(|(sq, p)| (square_code(sq), p)).collect();
    pieces.sort_by_key(|&(code, _)| code);
    assign_slots(&pieces).map(|s| s.unwrap_or(0xFF))
}

pub(super) fn result_code(result: RecordResult) -> u8 {
    match result {
        RecordResult::Unfinished => 0,
        RecordResult::RedWins => 1,
        RecordResult::BlackWins => 2,
        RecordResult::Draw => 3,
    }
}

pub(super) fn code_result(code: u8) -> RecordResult {
    match code {
        1 => RecordResult::RedWins,
        2 => RecordResult::BlackWins,
        3 | 4 => RecordResult::Draw,
        _ => RecordResult::Unfinished,
    }
}

/// Decodes GBK/GB18030 bytes, replacing what cannot be read, and drops
/// trailing NULs some writers leave.
pub(super) fn decode_gbk(bytes: &[u8]) -> String {
    let (text, _) = encoding_rs::GB18030.decode_without_bom_handling(bytes);
    text.trim_end_matches('\0').to_string()
}

/// Encodes text as GB18030, cut at a character boundary to `max` bytes.
pub(super) fn encode_gbk(text: &str, max: usize) -> Vec<u8> {
    let mut out = Vec::new();
    let mut buf = [0u8; 4];
    for c in text.chars() {
        let (bytes, _, _) = encoding_rs::GB18030.encode(c.encode_utf8(&mut buf));
        if out.len() + bytes.len() > max {
            break;
        }
        out.extend_from_slice(&bytes);
    }
    out
}

/// Reads the Pascal string at `offset` with room for `capacity` bytes.
///
/// Bytes that are not GBK read as U+FFFD, which takes more room when
/// written back; the text is cut to what fits, so that writing the tree
/// and reading it again gives the same text.
pub(super) fn read_string(h: &[u8], offset: usize, capacity: usize) -> String {
    let len = usize::from(h[offset]).min(capacity);
    let text = decode_gbk(&h[offset + 1..offset + 1 + len]);
    decode_gbk(&encode_gbk(&text, capacity))
}

/// Writes a Pascal string at `offset`.
pub(super) fn write_string(h: &mut [u8], offset: usize, capacity: usize, text: &str) {
    let bytes = encode_gbk(text, capacity);
    h[offset] = bytes.len() as u8;
    h[offset + 1..offset + 1 + bytes.len()].copy_from_slice(&bytes);
}
