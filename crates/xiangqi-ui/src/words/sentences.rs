//! Messages with values in them: each names its text in the page's
//! locale file (see [`super::catalog`]) and puts its values into it.

use xiangqi::{Color, GameTime, NotationError, Preset, Reason, RecordError, TimeControl};

use super::catalog::{counted, fill, text};
use super::{t, Lang, Msg, Part};
use crate::model::LinkError;

/// "Red" / "红方".
pub fn side(lang: Lang, color: Color) -> &'static str {
    match color {
        Color::Red => t(lang, Msg::Red),
        Color::Black => t(lang, Msg::Black),
    }
}

/// What is wrong with a set-up link.
pub fn link_problem(lang: Lang, error: &LinkError) -> String {
    let p = Part::Page;
    match error {
        LinkError::Unreadable => t(lang, Msg::BadLink).to_string(),
        LinkError::BadFen(e) => fill(lang, p, "LinkBadFen", &[("error", e)]),
        LinkError::BadTimeControl { value, reason } => fill(
            lang,
            p,
            "LinkBadTimeControl",
            &[("value", value), ("reason", reason)],
        ),
        LinkError::BadMove { number, text } => fill(
            lang,
            p,
            "LinkBadMove",
            &[("number", number), ("text", text)],
        ),
        LinkError::BadValue {
            name,
            value,
            expected,
        } => fill(
            lang,
            p,
            "LinkBadValue",
            &[("name", name), ("value", value), ("expected", expected)],
        ),
    }
}

/// The first visit's note on the suggested level.
pub fn welcome_level(lang: Lang) -> String {
    let level = crate::model::WELCOME_LEVEL;
    let name = level_name(lang, level);
    fill(
        lang,
        Part::Page,
        "WelcomeLevel",
        &[("level", &level), ("name", &name)],
    )
}

/// The name of AI level `number`: "Amateur" / "业余".
pub fn level_name(lang: Lang, number: u8) -> &'static str {
    LEVEL_NAMES
        .get(usize::from(number).wrapping_sub(1))
        .map_or("", |key| text(lang, Part::Page, key))
}

/// The keys of the levels' names, level 1 first.
const LEVEL_NAMES: [&str; 8] = [
    "LevelName1",
    "LevelName2",
    "LevelName3",
    "LevelName4",
    "LevelName5",
    "LevelName6",
    "LevelName7",
    "LevelName8",
];

/// "Computer · level 3 Amateur" / "电脑 · 3级 业余".
pub fn ai_player(lang: Lang, number: u8) -> String {
    let name = level_name(lang, number);
    fill(
        lang,
        Part::Page,
        "AiPlayer",
        &[("level", &number), ("name", &name)],
    )
}

/// What a level does, under the level chooser: how far it looks and how
/// long it thinks; the top level's time depends on whether the game is
/// `timed`.
pub fn level_note(lang: Lang, number: u8, timed: bool) -> String {
    let Some(l) = xiangqi_engine::level_by_number(number) else {
        return String::new();
    };
    let secs = |ms: u64| ms.div_ceil(1000);
    let p = Part::Page;
    let mut note = match l.max_depth {
        Some(depth) => {
            let seconds = secs(l.max_time_ms.unwrap_or(crate::model::TOP_LEVEL_MOVETIME_MS));
            fill(
                lang,
                p,
                "LevelNoteDepth",
                &[("depth", &depth), ("seconds", &seconds)],
            )
        }
        None if timed => text(lang, p, "LevelNoteTopTimed").to_string(),
        None => fill(
            lang,
            p,
            "LevelNoteTop",
            &[("seconds", &secs(crate::model::TOP_LEVEL_MOVETIME_MS))],
        ),
    };
    if l.randomized() {
        note.push_str(text(lang, p, "LevelNoteRandom"));
    }
    note.push_str(&fill(lang, p, "LevelNoteElo", &[("elo", &l.elo)]));
    note
}

/// A level in the level chooser: "3 · Amateur · 1150" / "3级 · 业余 · 1150".
pub fn level_option(lang: Lang, number: u8) -> String {
    let name = level_name(lang, number);
    let elo = xiangqi_engine::level_by_number(number).map_or(0, |l| l.elo);
    fill(
        lang,
        Part::Page,
        "LevelOption",
        &[("level", &number), ("name", &name), ("elo", &elo)],
    )
}

/// "Showing move 5 of 12" / "第5步（共12步）".
pub fn reviewing(lang: Lang, ply: usize, total: usize) -> String {
    fill(
        lang,
        Part::Page,
        "Reviewing",
        &[("ply", &ply), ("total", &total)],
    )
}

/// A sentence about one side: `key` with `{side}` filled.
fn about_side(lang: Lang, key: &'static str, color: Color) -> String {
    fill(lang, Part::Page, key, &[("side", &side(lang, color))])
}

/// "Red offers a draw." / "红方提议和棋。"
pub fn draw_offer(lang: Lang, by: Color) -> String {
    about_side(lang, "DrawOfferBy", by)
}

/// "Offer a draw? …" (face to face, naming the side).
pub fn draw_offer_question(lang: Lang, by: Color) -> String {
    about_side(lang, "DrawOfferQuestion", by)
}

/// What the side offered a draw may do: "Black: accept or decline (your
/// move declines)." / "黑方：同意或拒绝（走棋即为拒绝）。"
pub fn draw_answer_hint(lang: Lang, answerer: Color) -> String {
    about_side(lang, "DrawAnswerHint", answerer)
}

/// The suggested move: "Hint: 炮二平五".
pub fn hint(lang: Lang, move_text: &str) -> String {
    fill(lang, Part::Page, "HintMove", &[("move", &move_text)])
}

/// Stored data that could not be read was moved aside to `keys`.
pub fn set_aside(lang: Lang, keys: &[String]) -> String {
    fill(lang, Part::Page, "SetAside", &[("keys", &keys.join(", "))])
}

/// A record date (`2026.11.30`, in UTC) from a wall-clock time in ms.
pub fn record_date(ms: f64) -> String {
    let days = (ms / 86_400_000.0).floor() as i64;
    let (y, m, d) = civil_from_days(days);
    format!("{y:04}.{m:02}.{d:02}")
}

/// A local time in ms since 1970 as a date and the time of day:
/// `2026.12.01 14:05`.
pub fn date_and_time(ms: f64) -> String {
    let minute = (ms.rem_euclid(86_400_000.0) / 60_000.0).floor() as u32;
    format!("{} {:02}:{:02}", record_date(ms), minute / 60, minute % 60)
}

/// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard
/// Hinnant's well-known algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// A pasted FEN that is not valid.
pub fn bad_fen_text(lang: Lang, error: &str) -> String {
    fill(lang, Part::Page, "BadFenText", &[("error", &error)])
}

/// Why a record could not be opened; a bad move is named with its move
/// number and text.
pub fn record_error(lang: Lang, error: &RecordError) -> String {
    match error {
        RecordError::BadMove {
            move_number,
            side,
            text,
            error,
            ..
        } => fill(
            lang,
            Part::Page,
            "RecordBadMove",
            &[
                ("number", move_number),
                ("side", &self::side(lang, *side)),
                ("move", text),
                ("problem", &move_problem(lang, error)),
            ],
        ),
        e => fill(lang, Part::Page, "RecordUnreadable", &[("error", e)]),
    }
}

/// Why a written move cannot be played, without repeating the move.
fn move_problem(lang: Lang, error: &NotationError) -> String {
    let p = Part::Page;
    match error {
        NotationError::Empty => text(lang, p, "MoveEmpty").into(),
        NotationError::Malformed { .. } => text(lang, p, "MoveMalformed").into(),
        NotationError::UnknownPiece { symbol, .. } => {
            fill(lang, p, "MoveUnknownPiece", &[("symbol", symbol)])
        }
        NotationError::NoSuchPiece { what, .. } => {
            fill(lang, p, "MoveNoSuchPiece", &[("piece", what)])
        }
        NotationError::Ambiguous { count, .. } => {
            counted(lang, p, "MoveAmbiguous", *count as u64, &[])
        }
        NotationError::LeavesGeneralInCheck { .. } => text(lang, p, "MoveLeavesCheck").into(),
        NotationError::IllegalMove { .. } => text(lang, p, "MoveIllegal").into(),
        _ => text(lang, p, "MoveNotLegal").into(),
    }
}

/// A record whose moves cannot be replayed.
pub fn bad_record(lang: Lang, error: &str) -> String {
    fill(lang, Part::Page, "BadRecord", &[("error", &error)])
}

/// "Red's clock" / "红方计时".
pub fn clock_label(lang: Lang, color: Color) -> String {
    about_side(lang, "ClockLabel", color)
}

/// The moves a side must still make before the next time control:
/// "12 to go", "还需12步".
pub fn moves_to_control(lang: Lang, n: u32) -> String {
    counted(lang, Part::Page, "MovesToGo", u64::from(n), &[])
}

/// "Black, resign this game?"
pub fn resign_question(lang: Lang, by: Color) -> String {
    about_side(lang, "ResignQuestion", by)
}

/// "Red asks to take back a move. Black, do you agree?"
pub fn takeback_request(lang: Lang, by: Color) -> String {
    fill(
        lang,
        Part::Page,
        "TakebackRequest",
        &[
            ("side", &side(lang, by)),
            ("other", &side(lang, by.other())),
        ],
    )
}

/// A time in minutes and seconds: "1 min 30 s" / "1分30秒".
fn minutes_seconds(lang: Lang, ms: u64) -> String {
    let (m, rest) = (ms / 60_000, ms % 60_000);
    let s = seconds(rest);
    let p = Part::Page;
    match (m, rest) {
        (0, _) => fill(lang, p, "TimeSeconds", &[("s", &s)]),
        (m, 0) => fill(lang, p, "TimeMinutes", &[("m", &m)]),
        (m, _) => fill(lang, p, "TimeMinutesSeconds", &[("m", &m), ("s", &s)]),
    }
}

/// Milliseconds as seconds with only the decimals they need (`30`, `1.5`,
/// `0.25`), in integer arithmetic, which keeps float printing out of the wasm.
fn seconds(ms: u64) -> String {
    let (whole, thousandths) = (ms / 1000, ms % 1000);
    if thousandths == 0 {
        return whole.to_string();
    }
    let decimals = format!("{thousandths:03}");
    format!("{whole}.{}", decimals.trim_end_matches('0'))
}

/// A time control in words: "10 min + 5 s per move", "10分钟 + 3×30秒读秒",
/// "40 moves in 90 min, then 30 min", "10 min, at most 1 min a move".
pub fn time_control(lang: Lang, tc: &TimeControl) -> String {
    let p = Part::Page;
    match (tc.per_move_ms, game_time(lang, &tc.game)) {
        (None, Some(game)) => game,
        (None, None) => text(lang, p, "NoClock").into(),
        (Some(step), None) => fill(
            lang,
            p,
            "PerMoveOnly",
            &[("step", &minutes_seconds(lang, step))],
        ),
        (Some(step), Some(game)) => fill(
            lang,
            p,
            "GameAndPerMove",
            &[("game", &game), ("step", &minutes_seconds(lang, step))],
        ),
    }
}

/// The game's time in words, `None` when the game itself is unlimited.
fn game_time(lang: Lang, game: &GameTime) -> Option<String> {
    let t = |ms| minutes_seconds(lang, ms);
    let p = Part::Page;
    Some(match *game {
        GameTime::Unlimited => return None,
        GameTime::SuddenDeath { main_ms } => t(main_ms),
        GameTime::Fischer {
            main_ms,
            increment_ms,
        } => fill(
            lang,
            p,
            "Fischer",
            &[("main", &t(main_ms)), ("increment", &t(increment_ms))],
        ),
        GameTime::Byoyomi {
            main_ms,
            periods,
            period_ms,
        } => fill(
            lang,
            p,
            "Byoyomi",
            &[
                ("main", &t(main_ms)),
                ("periods", &periods),
                ("period", &t(period_ms)),
            ],
        ),
        GameTime::MovesInTime {
            moves,
            stage_ms,
            then_ms,
        } => match then_ms {
            Some(rest) => counted(
                lang,
                p,
                "MovesInTimeThen",
                u64::from(moves),
                &[("stage", &t(stage_ms)), ("then", &t(rest))],
            ),
            None => counted(
                lang,
                p,
                "MovesInEvery",
                u64::from(moves),
                &[("stage", &t(stage_ms))],
            ),
        },
    })
}

/// A preset in the time control list: "Blitz · 3 min + 2 s per move".
pub fn preset_name(lang: Lang, preset: &Preset) -> String {
    let kind = match preset.name.split(' ').next().unwrap_or_default() {
        "Bullet" => "PresetBullet",
        "Blitz" => "PresetBlitz",
        "Rapid" => "PresetRapid",
        "Classical" => "PresetClassical",
        "Byo-yomi" => "PresetByoyomi",
        _ => "",
    };
    let control = time_control(lang, &preset.control);
    if kind.is_empty() {
        control
    } else {
        format!("{} · {control}", text(lang, Part::Page, kind))
    }
}

/// Why a game ended, in a word or two.
pub fn reason(lang: Lang, reason: Reason) -> &'static str {
    let key = match reason {
        Reason::Checkmate => "ReasonCheckmate",
        Reason::Stalemate => "ReasonStalemate",
        Reason::PerpetualCheck => "ReasonPerpetualCheck",
        Reason::PerpetualChase => "ReasonPerpetualChase",
        Reason::PerpetualAttack => "ReasonPerpetualAttack",
        Reason::Repetition => "ReasonRepetition",
        Reason::MoveLimit => "ReasonMoveLimit",
        Reason::InsufficientMaterial => "ReasonInsufficientMaterial",
        Reason::TheoreticalDraw => "ReasonTheoreticalDraw",
        Reason::Resignation => "ReasonResignation",
        Reason::Agreement => "ReasonAgreement",
        Reason::Timeout => "ReasonTimeout",
    };
    text(lang, Part::Page, key)
}

/// Who played a past game: "You (Red) vs computer level 3", or the
/// players a record names ("Hu Ronghua – Yang Guanlin").
pub fn history_players(
    lang: Lang,
    ai: Option<Color>,
    level: u8,
    named: (Option<&str>, Option<&str>),
) -> String {
    // PGN's placeholder "?" (and an empty tag) names no one.
    fn name(n: Option<&str>) -> Option<&str> {
        n.map(str::trim).filter(|n| !n.is_empty() && *n != "?")
    }
    if let (Some(red), Some(black)) = (name(named.0), name(named.1)) {
        return format!("{red} – {black}");
    }
    match ai {
        None => text(lang, Part::Page, "TwoPlayers").into(),
        Some(ai) => fill(
            lang,
            Part::Page,
            "YouVsComputer",
            &[("side", &side(lang, ai.other())), ("level", &level)],
        ),
    }
}

/// Items in a list: "1", "1 and 3", "d0, f0 and e1" / "d0、f0、e1".
pub fn list<T: std::fmt::Display>(lang: Lang, items: &[T]) -> String {
    match items {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(T::to_string).collect();
            fill(
                lang,
                Part::Page,
                "ListAnd",
                &[
                    ("rest", &rest.join(text(lang, Part::Page, "ListSep"))),
                    ("last", last),
                ],
            )
        }
    }
}

/// "151 games" / "151局": the past games listed.
pub fn history_count(lang: Lang, games: usize) -> String {
    counted(lang, Part::Study, "HistoryCount", games as u64, &[])
}

/// "Computer, level 3": a level of the computer, as the past games'
/// opponent choice names it.
pub fn history_level(lang: Lang, level: u8) -> String {
    fill(lang, Part::Study, "HistoryLevel", &[("level", &level)])
}

/// "12 moves" / "12回合".
pub fn move_count(lang: Lang, plies: usize) -> String {
    // A move is a move of each side (回合), as move numbers count them.
    counted(lang, Part::Page, "MoveCount", plies.div_ceil(2) as u64, &[])
}

/// What giving `handicap` is worth when the computer at `level` plays,
/// as measured (see `model::handicap_worth`); for a handicap not yet
/// measured, that it is not.
pub fn handicap_worth(lang: Lang, handicap: crate::model::handicap::Handicap, level: u8) -> String {
    match handicap.worth(level) {
        Some(w) => {
            let rating = xiangqi_engine::level_by_number(w.level).map_or(0, |l| l.elo);
            fill(
                lang,
                Part::Study,
                "HandicapWorth",
                &[
                    ("elo", &w.elo),
                    ("level", &w.level),
                    ("rating", &rating),
                    ("low", &w.low),
                    ("high", &w.high),
                ],
            )
        }
        None => text(lang, Part::Study, "HandicapWorthUnmeasured").to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholder_names_name_no_one() {
        let unnamed = history_players(Lang::En, None, 0, (Some("?"), Some("?")));
        assert_eq!(unnamed, text(Lang::En, Part::Page, "TwoPlayers"));
        let named = history_players(
            Lang::En,
            None,
            0,
            (Some("Hu Ronghua"), Some("Yang Guanlin")),
        );
        assert_eq!(named, "Hu Ronghua – Yang Guanlin");
    }

    #[test]
    fn seconds_keep_only_the_decimals_they_need() {
        assert_eq!(seconds(30_000), "30");
        assert_eq!(seconds(1_500), "1.5");
        assert_eq!(seconds(250), "0.25");
        assert_eq!(seconds(1_001), "1.001");
        assert_eq!(minutes_seconds(Lang::En, 90_000), "1 min 30 s");
        assert_eq!(minutes_seconds(Lang::Zh, 600_000), "10分钟");
    }

    #[test]
    fn dates_are_counted_from_1970() {
        assert_eq!(record_date(0.0), "1970.01.01");
        assert_eq!(record_date(1_796_083_200_000.0), "2026.12.01");
        assert_eq!(record_date(951_782_400_000.0), "2000.02.29");
        assert_eq!(
            date_and_time(1_796_083_200_000.0 + 50_700_000.0),
            "2026.12.01 14:05"
        );
        assert_eq!(move_count(Lang::En, 3), "2 moves");
        assert_eq!(move_count(Lang::En, 1), "1 move");
        assert_eq!(move_count(Lang::Zh, 40), "20回合");
    }

    #[test]
    fn link_problems_name_the_value() {
        let e = LinkError::BadValue {
            name: "side",
            value: "blue".into(),
            expected: "red, black".into(),
        };
        assert!(link_problem(Lang::En, &e).contains("blue"));
        assert!(link_problem(Lang::Zh, &e).contains("blue"));
    }
}
