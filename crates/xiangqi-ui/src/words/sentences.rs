//! Messages with values in them, in both languages.

use xiangqi::{Color, GameTime, NotationError, Preset, Reason, RecordError, TimeControl};

use super::{t, Lang, Msg};
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
    match (lang, error) {
        (_, LinkError::Unreadable) => t(lang, Msg::BadLink).to_string(),
        (Lang::En, LinkError::BadFen(e)) => {
            format!("The position in the link is not valid: {e}.")
        }
        (Lang::Zh, LinkError::BadFen(e)) => format!("链接中的局面无效：{e}。"),
        (Lang::En, LinkError::BadTimeControl { value, reason }) => format!(
            "The time control \u{201c}{value}\u{201d} in the link cannot be read ({reason}); \
             write it like 10+5, 40/90, 30 or 60 s/move."
        ),
        (Lang::Zh, LinkError::BadTimeControl { value, .. }) => format!(
            "链接中的计时方式“{value}”无法识别，请写成 10+5、40/90, 30 或 60 s/move 这样的形式。"
        ),
        (Lang::En, LinkError::BadMove { number, text }) => format!(
            "Move {number} of the link, \u{201c}{text}\u{201d}, cannot be played there: \
             the moves before it are shown."
        ),
        (Lang::Zh, LinkError::BadMove { number, text }) => {
            format!("链接中的第 {number} 着“{text}”在该局面下不能走，只显示此前的着法。")
        }
        (
            Lang::En,
            LinkError::BadValue {
                name,
                value,
                expected,
            },
        ) => format!("Unknown {name} \u{201c}{value}\u{201d} in the link (use {expected})."),
        (
            Lang::Zh,
            LinkError::BadValue {
                name,
                value,
                expected,
            },
        ) => format!("链接参数 {name} 的值“{value}”无效（可用：{expected}）。"),
    }
}

/// The first visit's note on the suggested level.
pub fn welcome_level(lang: Lang) -> String {
    let level = crate::model::WELCOME_LEVEL;
    let name = level_name(lang, level);
    match lang {
        Lang::En => format!("The computer starts at level {level}, {name}."),
        Lang::Zh => format!("电脑从第 {level} 级（{name}）开始。"),
    }
}

/// The name of AI level `number`: "Amateur" / "业余".
pub fn level_name(lang: Lang, number: u8) -> &'static str {
    xiangqi_engine::level_by_number(number).map_or("", |l| match lang {
        Lang::En => l.name_en,
        Lang::Zh => l.name_zh,
    })
}

/// "Computer · level 3 Amateur" / "电脑 · 3级 业余".
pub fn ai_player(lang: Lang, number: u8) -> String {
    let name = level_name(lang, number);
    match lang {
        Lang::En => format!("Computer · level {number} {name}"),
        Lang::Zh => format!("电脑 · {number}级 {name}"),
    }
}

/// What a level does, under the level chooser: how far it looks and how
/// long it thinks; the top level's time depends on whether the game is
/// `timed`.
pub fn level_note(lang: Lang, number: u8, timed: bool) -> String {
    let Some(l) = xiangqi_engine::level_by_number(number) else {
        return String::new();
    };
    let secs = |ms: u64| ms.div_ceil(1000);
    let mut note = match (l.max_depth, lang) {
        (Some(d), Lang::En) => format!(
            "Looks {d} half-moves ahead, at most {} s a move.",
            secs(l.max_time_ms.unwrap_or(crate::model::TOP_LEVEL_MOVETIME_MS))
        ),
        (Some(d), Lang::Zh) => format!(
            "向前计算{d}步，每步最多{}秒。",
            secs(l.max_time_ms.unwrap_or(crate::model::TOP_LEVEL_MOVETIME_MS))
        ),
        (None, Lang::En) if timed => {
            "Full strength: spends its clock as a player would.".to_string()
        }
        (None, Lang::Zh) if timed => "全力计算：像棋手一样分配棋钟时间。".to_string(),
        (None, Lang::En) => format!(
            "Full strength: thinks {} s a move.",
            secs(crate::model::TOP_LEVEL_MOVETIME_MS)
        ),
        (None, Lang::Zh) => format!(
            "全力计算：每步思考{}秒。",
            secs(crate::model::TOP_LEVEL_MOVETIME_MS)
        ),
    };
    if l.randomized() {
        note.push_str(match lang {
            Lang::En => " Now and then it plays a weaker move on purpose.",
            Lang::Zh => "会不时故意走出较弱的着法。",
        });
    }
    let elo = l.elo;
    note.push_str(&match lang {
        Lang::En => format!(" Rated about {elo} Elo against a fixed reference engine."),
        Lang::Zh => format!("对固定参照引擎测得等级分约{elo}。"),
    });
    note
}

/// A level in the level chooser: "3 · Amateur · 1150" / "3级 · 业余 · 1150".
pub fn level_option(lang: Lang, number: u8) -> String {
    let name = level_name(lang, number);
    let elo = xiangqi_engine::level_by_number(number).map_or(0, |l| l.elo);
    match lang {
        Lang::En => format!("{number} · {name} · {elo}"),
        Lang::Zh => format!("{number}级 · {name} · {elo}"),
    }
}

/// "Showing move 5 of 12" / "第5步（共12步）".
pub fn reviewing(lang: Lang, ply: usize, total: usize) -> String {
    match lang {
        Lang::En => format!("Showing move {ply} of {total}"),
        Lang::Zh => format!("查看第{ply}步（共{total}步）"),
    }
}

/// "Red offers a draw." / "红方提议和棋。"
pub fn draw_offer(lang: Lang, by: Color) -> String {
    match lang {
        Lang::En => format!("{} offers a draw.", side(lang, by)),
        Lang::Zh => format!("{}提议和棋。", side(lang, by)),
    }
}

/// "Offer a draw? …" (face to face, naming the side).
pub fn draw_offer_question(lang: Lang, by: Color) -> String {
    match lang {
        Lang::En => format!(
            "{}, offer a draw? An offer cannot be withdrawn: it goes with your next move.",
            side(lang, by)
        ),
        Lang::Zh => format!(
            "{}确定提和吗？提和后不能撤回，随你的下一步棋提出。",
            side(lang, by)
        ),
    }
}

/// What the side offered a draw may do: "Black: accept or decline (your
/// move declines)." / "黑方：同意或拒绝（走棋即为拒绝）。"
pub fn draw_answer_hint(lang: Lang, answerer: Color) -> String {
    match lang {
        Lang::En => format!(
            "{}: accept or decline (your move declines).",
            side(lang, answerer)
        ),
        Lang::Zh => format!("{}：同意或拒绝（走棋即为拒绝）。", side(lang, answerer)),
    }
}

/// The suggested move: "Hint: 炮二平五".
pub fn hint(lang: Lang, text: &str) -> String {
    match lang {
        Lang::En => format!("Hint: {text}"),
        Lang::Zh => format!("提示：{text}"),
    }
}

/// Stored data that could not be read was moved aside to `keys`.
pub fn set_aside(lang: Lang, keys: &[String]) -> String {
    let keys = keys.join(", ");
    match lang {
        Lang::En => format!("Saved data could not be read and was set aside (as {keys})."),
        Lang::Zh => format!("已保存的数据无法读取，已另存为 {keys}。"),
    }
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
    match lang {
        Lang::En => format!("This position is not valid: {error}."),
        Lang::Zh => format!("局面无效：{error}。"),
    }
}

/// Why a record could not be opened; a bad move is named with its move
/// number and text.
pub fn record_error(lang: Lang, error: &RecordError) -> String {
    match (lang, error) {
        (
            Lang::En,
            RecordError::BadMove {
                move_number,
                side,
                text,
                error,
                ..
            },
        ) => format!(
            "Move {move_number} ({}): “{text}” cannot be played: {}.",
            self::side(lang, *side),
            move_problem(lang, error)
        ),
        (
            Lang::Zh,
            RecordError::BadMove {
                move_number,
                side,
                text,
                error,
                ..
            },
        ) => format!(
            "第{move_number}回合（{}）：“{text}”无法走出：{}。",
            self::side(lang, *side),
            move_problem(lang, error)
        ),
        (Lang::En, e) => format!("The record cannot be read: {e}."),
        (Lang::Zh, e) => format!("无法读取棋谱：{e}。"),
    }
}

/// Why a written move cannot be played, without repeating the move.
fn move_problem(lang: Lang, error: &NotationError) -> String {
    let (en, zh): (String, String) = match error {
        NotationError::Empty => ("it is empty".into(), "着法为空".into()),
        NotationError::Malformed { .. } => (
            "it is not a move in Chinese, WXF or ICCS notation".into(),
            "不是中文、WXF 或 ICCS 记法的着法".into(),
        ),
        NotationError::UnknownPiece { symbol, .. } => (
            format!("“{symbol}” is not a piece"),
            format!("“{symbol}”不是棋子"),
        ),
        NotationError::NoSuchPiece { what, .. } => (
            format!("the side to move has no {what}"),
            "走棋方没有这样的棋子".into(),
        ),
        NotationError::Ambiguous { count, .. } => (
            format!("{count} pieces can make it (name it with 前/中/后, in WXF + or -)"),
            format!("有{count}个棋子都能这样走（请用前、中、后区分）"),
        ),
        NotationError::LeavesGeneralInCheck { .. } => (
            "it would leave the general in check".into(),
            "走后己方将帅被将".into(),
        ),
        NotationError::IllegalMove { .. } => (
            "the piece cannot move like that here".into(),
            "该棋子不能这样走".into(),
        ),
        _ => ("it is not legal here".into(), "此处不能这样走".into()),
    };
    match lang {
        Lang::En => en,
        Lang::Zh => zh,
    }
}

/// A record whose moves cannot be replayed.
pub fn bad_record(lang: Lang, error: &str) -> String {
    match lang {
        Lang::En => format!("The record cannot be replayed: {error}."),
        Lang::Zh => format!("棋谱无法复现：{error}。"),
    }
}

/// "Red's clock" / "红方计时".
pub fn clock_label(lang: Lang, color: Color) -> String {
    match lang {
        Lang::En => format!("{}'s clock", side(lang, color)),
        Lang::Zh => format!("{}计时", side(lang, color)),
    }
}

/// The moves a side must still make before the next time control:
/// "12 to go", "还需12步".
pub fn moves_to_control(lang: Lang, n: u32) -> String {
    match lang {
        Lang::En => format!("{n} to go"),
        Lang::Zh => format!("还需{n}步"),
    }
}

/// "Black, resign this game?"
pub fn resign_question(lang: Lang, by: Color) -> String {
    match lang {
        Lang::En => format!("{}, resign this game?", side(lang, by)),
        Lang::Zh => format!("{}确定认输吗？", side(lang, by)),
    }
}

/// "Red asks to take back a move. Black, do you agree?"
pub fn takeback_request(lang: Lang, by: Color) -> String {
    match lang {
        Lang::En => format!(
            "{} asks to take back a move. {}, do you agree?",
            side(lang, by),
            side(lang, by.other())
        ),
        Lang::Zh => format!(
            "{}请求悔棋，{}是否同意？",
            side(lang, by),
            side(lang, by.other())
        ),
    }
}

fn minutes_seconds(lang: Lang, ms: u64) -> String {
    let (m, rest) = (ms / 60_000, ms % 60_000);
    let s = seconds(rest);
    match lang {
        Lang::En => match (m, rest) {
            (0, _) => format!("{s} s"),
            (m, 0) => format!("{m} min"),
            (m, _) => format!("{m} min {s} s"),
        },
        Lang::Zh => match (m, rest) {
            (0, _) => format!("{s}秒"),
            (m, 0) => format!("{m}分钟"),
            (m, _) => format!("{m}分{s}秒"),
        },
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
    let game = game_time(lang, &tc.game);
    match (tc.per_move_ms, game, lang) {
        (None, Some(game), _) => game,
        (None, None, Lang::En) => "No clock".into(),
        (None, None, Lang::Zh) => "不计时".into(),
        (Some(step), None, Lang::En) => format!("At most {} a move", minutes_seconds(lang, step)),
        (Some(step), None, Lang::Zh) => format!("步时{}", minutes_seconds(lang, step)),
        (Some(step), Some(game), Lang::En) => {
            format!("{game}, at most {} a move", minutes_seconds(lang, step))
        }
        (Some(step), Some(game), Lang::Zh) => {
            format!("{game}，步时{}", minutes_seconds(lang, step))
        }
    }
}

/// The game's time in words, `None` when the game itself is unlimited.
fn game_time(lang: Lang, game: &GameTime) -> Option<String> {
    let t = |ms| minutes_seconds(lang, ms);
    Some(match (lang, *game) {
        (_, GameTime::Unlimited) => return None,
        (_, GameTime::SuddenDeath { main_ms }) => t(main_ms),
        (
            Lang::En,
            GameTime::Fischer {
                main_ms,
                increment_ms,
            },
        ) => format!("{} + {} per move", t(main_ms), t(increment_ms)),
        (
            Lang::Zh,
            GameTime::Fischer {
                main_ms,
                increment_ms,
            },
        ) => format!("{} + 每步加{}", t(main_ms), t(increment_ms)),
        (
            Lang::En,
            GameTime::Byoyomi {
                main_ms,
                periods,
                period_ms,
            },
        ) => format!("{} + {periods}×{} byo-yomi", t(main_ms), t(period_ms)),
        (
            Lang::Zh,
            GameTime::Byoyomi {
                main_ms,
                periods,
                period_ms,
            },
        ) => format!("{} + {periods}×{}读秒", t(main_ms), t(period_ms)),
        (
            Lang::En,
            GameTime::MovesInTime {
                moves,
                stage_ms,
                then_ms,
            },
        ) => match then_ms {
            Some(rest) => format!("{moves} moves in {}, then {}", t(stage_ms), t(rest)),
            None => format!("{moves} moves in every {}", t(stage_ms)),
        },
        (
            Lang::Zh,
            GameTime::MovesInTime {
                moves,
                stage_ms,
                then_ms,
            },
        ) => match then_ms {
            Some(rest) => format!("{}内走满{moves}步，之后{}", t(stage_ms), t(rest)),
            None => format!("每{}走满{moves}步", t(stage_ms)),
        },
    })
}

/// A preset in the time control list: "Blitz · 3 min + 2 s per move".
pub fn preset_name(lang: Lang, preset: &Preset) -> String {
    let kind = preset.name.split(' ').next().unwrap_or_default();
    let kind = match (lang, kind) {
        (Lang::Zh, "Bullet") => "超快棋",
        (Lang::Zh, "Blitz") => "快棋",
        (Lang::Zh, "Rapid") => "快速棋",
        (Lang::Zh, "Classical") => "慢棋",
        (Lang::Zh, "Byo-yomi") => "读秒",
        (_, "Per-move") => "",
        (Lang::Zh, _) => "",
        (Lang::En, "Unlimited") => "",
        (Lang::En, k) => k,
    };
    let control = time_control(lang, &preset.control);
    if kind.is_empty() {
        control
    } else {
        format!("{kind} · {control}")
    }
}

/// Why a game ended, in a word or two.
pub fn reason(lang: Lang, reason: Reason) -> &'static str {
    let (en, zh) = match reason {
        Reason::Checkmate => ("checkmate", "将死"),
        Reason::Stalemate => ("stalemate", "困毙"),
        Reason::PerpetualCheck => ("perpetual check", "长将"),
        Reason::PerpetualChase => ("perpetual chase", "长捉"),
        Reason::PerpetualAttack => ("perpetual attack", "长打"),
        Reason::Repetition => ("repetition", "重复局面"),
        Reason::MoveLimit => ("move limit", "自然限着"),
        Reason::InsufficientMaterial => ("no attacking pieces", "无进攻子力"),
        Reason::TheoreticalDraw => ("theoretical draw", "理论和棋"),
        Reason::Resignation => ("resignation", "认输"),
        Reason::Agreement => ("agreement", "议和"),
        Reason::Timeout => ("time", "超时"),
    };
    match lang {
        Lang::En => en,
        Lang::Zh => zh,
    }
}

/// Who played a past game: "You (Red) vs computer level 3", or the
/// players a record names ("Hu Ronghua – Yang Guanlin").
pub fn history_players(
    lang: Lang,
    ai: Option<Color>,
    level: u8,
    named: (Option<&str>, Option<&str>),
) -> String {
    if let (Some(red), Some(black)) = named {
        return format!("{red} – {black}");
    }
    match (lang, ai) {
        (Lang::En, None) => "Two players".into(),
        (Lang::Zh, None) => "双人对弈".into(),
        (Lang::En, Some(ai)) => {
            format!("You ({}) vs computer level {level}", side(lang, ai.other()))
        }
        (Lang::Zh, Some(ai)) => format!("你（{}）对电脑{level}级", side(lang, ai.other())),
    }
}

/// "12 moves" / "12步".
pub fn move_count(lang: Lang, plies: usize) -> String {
    // A move is a move of each side (回合), as move numbers count them.
    let moves = plies.div_ceil(2);
    match lang {
        Lang::En if moves == 1 => "1 move".into(),
        Lang::En => format!("{moves} moves"),
        Lang::Zh => format!("{moves}回合"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
