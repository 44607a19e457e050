//! The friend screen's words (the study locale files' `friend.` keys).

use xiangqi_ui::model::remote::{CodeError, LinkGameError, Refusal};
use xiangqi_ui::model::Lang;
use xiangqi_ui::words::word_file::WordSource;

static FILE: WordSource = WordSource::new("friend");

/// The word `key` in `lang`, with `{name}` placeholders filled.
pub fn word(lang: Lang, key: &str, args: &[(&str, String)]) -> String {
    FILE.word(lang, key, args)
}

/// Why a message from the other device was refused, in words.
pub fn refusal(lang: Lang, why: &Refusal) -> String {
    let (key, args): (&str, Vec<(&str, String)>) = match why {
        Refusal::TooLarge => ("why-too-large", vec![]),
        Refusal::Malformed(_) => ("why-malformed", vec![]),
        Refusal::Protocol(_) => ("why-protocol", vec![]),
        Refusal::OtherGame => ("why-other-game", vec![]),
        Refusal::NotTheirTurn => ("why-not-their-turn", vec![]),
        Refusal::WrongPly { expected, got } => (
            "why-wrong-ply",
            vec![("expected", expected.to_string()), ("got", got.to_string())],
        ),
        Refusal::IllegalMove(mv) => ("why-illegal", vec![("move", mv.clone())]),
        Refusal::HashMismatch => ("why-hash", vec![]),
        Refusal::Unexpected => ("why-unexpected", vec![]),
        Refusal::Diverged => ("why-diverged", vec![]),
    };
    word(lang, key, &args)
}

/// Why a connection code cannot be used, in words.
pub fn code_error(lang: Lang, why: &CodeError) -> String {
    let key = match why {
        CodeError::Malformed => "code-malformed",
        CodeError::WrongKind => "code-wrong-kind",
        CodeError::Expired => "code-expired",
    };
    word(lang, key, &[])
}

/// Why a link's game cannot be opened, in words.
pub fn link_error(lang: Lang, why: &LinkGameError) -> String {
    match why {
        LinkGameError::BadId => word(lang, "link-bad-id", &[]),
        LinkGameError::BadStart(_) => word(lang, "link-bad-start", &[]),
        LinkGameError::TooLong => word(lang, "link-too-long", &[]),
        LinkGameError::BadMove(n, mv) => word(
            lang,
            "link-bad-move",
            &[("n", n.to_string()), ("move", mv.clone())],
        ),
    }
}
