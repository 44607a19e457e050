//! What a word of movetext is: a result, a mark or glyph, a move number,
//! or a move with the mark glued to it.

use crate::record::RecordResult;
use crate::tree::Mark;

/// A word of movetext, as the lexer cuts it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Word<'a> {
    /// `1-0`, `0-1`, `1/2-1/2`, `*` or their Chinese names.
    Result(RecordResult),
    /// `$n`; `None` for the glyphs that are not one of the six marks.
    Glyph(Option<Mark>),
    /// `!`, `?!`, … standing alone.
    Mark(Mark),
    /// A move number or an ellipsis: `1.`, `1...`, `…`, `１．`.
    Number,
    /// A move, cut from the number before it and the mark after it.
    Move {
        /// The move as written.
        text: &'a str,
        /// The mark written after it (`炮二平五!`).
        mark: Option<Mark>,
    },
}

impl<'a> Word<'a> {
    pub(super) fn of(word: &'a str) -> Word<'a> {
        if let Ok(result) = word.parse() {
            return Word::Result(result);
        }
        if let Some(glyph) = word.strip_prefix('$') {
            if let Ok(n) = glyph.parse::<u32>() {
                return Word::Glyph(Mark::from_nag(n));
            }
        }
        if let Ok(mark) = word.parse() {
            return Word::Mark(mark);
        }
        let Some(text) = move_text(word) else {
            return Word::Number;
        };
        // `move_text` returns a part of `word`; what follows it is the mark.
        let text_end = text.as_ptr() as usize - word.as_ptr() as usize + text.len();
        let mark = word.get(text_end..).and_then(|m| m.parse().ok());
        Word::Move { text, mark }
    }
}

fn is_digit(c: char) -> bool {
    c.is_ascii_digit() || ('０'..='９').contains(&c)
}

/// The move in a word, `None` for a move number, ellipsis or annotation
/// glyph. Numbers glued to the move (`1.炮二平五`, `１．炮二平五`) and
/// `!`/`?` after it are cut off.
fn move_text(word: &str) -> Option<&str> {
    const NUMBER_PUNCT: &[char] = &['.', '…', '、', '．', '。', '⋯'];
    if word.chars().all(|c| NUMBER_PUNCT.contains(&c)) {
        return None;
    }
    if let Some(glyph) = word.strip_prefix('$') {
        if glyph.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
    }
    let digits_end = word.find(|c: char| !is_digit(c)).unwrap_or(word.len());
    let mut text = word;
    if digits_end > 0 {
        let after_digits = &word[digits_end..];
        let after_punct = after_digits.trim_start_matches(NUMBER_PUNCT);
        if after_digits.is_empty() {
            return None; // a bare move number
        }
        if after_punct.len() < after_digits.len() {
            match after_punct.chars().next() {
                None => return None,
                // `33.4` is a WXF move (middle soldier on file 3), not `33.`
                Some(c) if is_digit(c) => {}
                Some(_) => text = after_punct,
            }
        }
    }
    let trimmed = text.trim_end_matches(['!', '?']);
    Some(if trimmed.is_empty() { text } else { trimmed })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(text: &str, mark: Option<Mark>) -> Word<'_> {
        Word::Move { text, mark }
    }

    #[test]
    fn numbers_and_marks_are_cut_from_moves() {
        assert_eq!(Word::of("1."), Word::Number);
        assert_eq!(Word::of("1..."), Word::Number);
        assert_eq!(Word::of("…"), Word::Number);
        assert_eq!(Word::of("$14"), Word::Glyph(None));
        assert_eq!(Word::of("$5"), Word::Glyph(Some(Mark::Interesting)));
        assert_eq!(Word::of("?!"), Word::Mark(Mark::Dubious));
        assert_eq!(Word::of("红胜"), Word::Result(RecordResult::RedWins));
        assert_eq!(Word::of("１．炮二平五"), mv("炮二平五", None));
        assert_eq!(
            Word::of("3.车一平二!?"),
            mv("车一平二", Some(Mark::Interesting))
        );
        // `33.4` is a WXF move, not move 33.
        assert_eq!(Word::of("33.4"), mv("33.4", None));
    }
}
