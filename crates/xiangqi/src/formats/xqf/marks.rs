//! Move marks kept in XQF comments.
//!
//! An XQF record has no field for a mark (`!`, `?`, `!!`, `??`, `!?`,
//! `?!`), so the writer puts the mark at the start of the move's comment,
//! followed by a space and the comment when there is one: `!? 弃马抢攻`,
//! or just `?`. Programs that know nothing of marks show it as the first
//! word of the comment, which is how an annotator would type it by hand;
//! this reader turns a first word that is a mark, in ASCII or full-width
//! characters (`！？`), back into the mark.
//!
//! So that every comment reads back as it was written, a comment on an
//! unmarked move that begins like a mark (`! 注`) or with a space is
//! written with one space in front, and the reader drops one leading
//! space. A comment from another program that begins with spaces loses
//! one of them.

use crate::tree::Mark;

/// The characters a mark is written with.
const MARK_CHARS: [char; 4] = ['!', '?', '！', '？'];

/// The mark that begins `text` as its first word (up to a space or the
/// end), and the text after that space.
fn leading_mark(text: &str) -> Option<(Mark, &str)> {
    let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
    if word.is_empty() || !word.chars().all(|c| MARK_CHARS.contains(&c)) {
        return None;
    }
    word.parse().ok().map(|mark| (mark, rest))
}

/// The comment text to store for a move with this mark and comment.
pub(super) fn to_comment(mark: Option<Mark>, comment: Option<&str>) -> Option<String> {
    match (mark, comment) {
        (Some(mark), Some(text)) => Some(format!("{mark} {text}")),
        (Some(mark), None) => Some(mark.to_string()),
        (None, Some(text)) if text.starts_with(' ') || leading_mark(text).is_some() => {
            Some(format!(" {text}"))
        }
        (None, text) => text.map(str::to_string),
    }
}

/// The mark and the comment of a move whose stored comment is `text`.
pub(super) fn from_comment(text: Option<String>) -> (Option<Mark>, Option<String>) {
    let Some(text) = text else {
        return (None, None);
    };
    if let Some(unmarked) = text.strip_prefix(' ') {
        return (None, Some(unmarked.to_string()).filter(|t| !t.is_empty()));
    }
    match leading_mark(&text) {
        Some((mark, rest)) => (Some(mark), Some(rest.to_string()).filter(|t| !t.is_empty())),
        None => (None, Some(text)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(mark: Option<Mark>, comment: Option<&str>) {
        let stored = to_comment(mark, comment);
        assert_eq!(
            from_comment(stored.clone()),
            (mark, comment.map(str::to_string)),
            "stored as {stored:?}"
        );
    }

    #[test]
    fn a_mark_is_the_first_word_of_the_comment() {
        assert_eq!(
            to_comment(Some(Mark::Interesting), Some("弃马抢攻")).as_deref(),
            Some("!? 弃马抢攻")
        );
        assert_eq!(to_comment(Some(Mark::Blunder), None).as_deref(), Some("??"));
        assert_eq!(to_comment(None, Some("中炮")).as_deref(), Some("中炮"));
        assert_eq!(to_comment(None, None), None);
    }

    #[test]
    fn marks_typed_by_hand_are_read() {
        assert_eq!(
            from_comment(Some("！！ 妙手".into())),
            (Some(Mark::Brilliant), Some("妙手".into()))
        );
        assert_eq!(from_comment(Some("?!".into())), (Some(Mark::Dubious), None));
        // Not a mark: more than two signs, or signs glued to the text.
        assert_eq!(
            from_comment(Some("！！！".into())),
            (None, Some("！！！".into()))
        );
        assert_eq!(
            from_comment(Some("?好棋".into())),
            (None, Some("?好棋".into()))
        );
    }

    #[test]
    fn every_mark_and_awkward_comment_round_trips() {
        let comments = [
            None,
            Some("中炮"),
            Some("!"),
            Some("! 注"),
            Some("?? x"),
            Some(" 空格开头"),
            Some("  "),
            Some(" "),
            Some("!?!"),
            Some("！？ 全角"),
        ];
        for comment in comments {
            round_trip(None, comment);
            for mark in Mark::ALL {
                round_trip(Some(mark), comment);
            }
        }
    }
}
