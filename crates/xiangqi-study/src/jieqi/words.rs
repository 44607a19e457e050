//! The words of the 揭棋 screen (the study locale files' `jieqi.` keys).

use xiangqi::{Color, Piece};
use xiangqi_jieqi::GameEnd;
use xiangqi_ui::model::jieqi::JieqiEnd;
use xiangqi_ui::model::Lang;
use xiangqi_ui::words::word_file::WordSource;

static FILE: WordSource = WordSource::new("jieqi");

/// The word `key` in `lang`, with `{name}` placeholders filled.
pub fn word(lang: Lang, key: &str, args: &[(&str, String)]) -> String {
    FILE.word(lang, key, args)
}

/// The side's name.
pub fn side(lang: Lang, color: Color) -> String {
    word(
        lang,
        match color {
            Color::Red => "red",
            Color::Black => "black",
        },
        &[],
    )
}

/// The piece's character, simplified or traditional as the player reads.
pub fn piece(simplified: bool, piece: Piece) -> String {
    piece.chinese(simplified).to_string()
}

/// How the game ended, as said on the panel.
pub fn end(lang: Lang, end: JieqiEnd) -> String {
    let result = match end.winner() {
        Some(winner) => word(lang, "wins", &[("side", side(lang, winner))]),
        None => word(lang, "draw", &[]),
    };
    let why = match end {
        JieqiEnd::Resigned(loser) => word(lang, "why-resigned", &[("side", side(lang, loser))]),
        JieqiEnd::Board(GameEnd::NoMoves { mated: true, .. }) => word(lang, "why-mate", &[]),
        JieqiEnd::Board(GameEnd::NoMoves { mated: false, .. }) => word(lang, "why-stalemate", &[]),
        JieqiEnd::Board(GameEnd::PerpetualCheck { .. }) => word(lang, "why-perpetual", &[]),
        JieqiEnd::Board(GameEnd::Repetition) => word(lang, "why-repetition", &[]),
        JieqiEnd::Board(GameEnd::MoveLimit) => word(lang, "why-limit", &[]),
    };
    format!("{result} ({why})")
}
