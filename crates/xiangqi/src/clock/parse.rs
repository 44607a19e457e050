//! Reading a [`TimeControl`] from text.
//!
//! [`FromStr`] reads, ignoring case and spaces, one game time optionally
//! followed (after a comma) by a per-move limit, or a per-move limit alone:
//!
//! | Text                                | Control                               |
//! |-------------------------------------|---------------------------------------|
//! | `unlimited`, `none`, `-`, `∞`       | [`GameTime::Unlimited`]               |
//! | `MAIN`                              | [`GameTime::SuddenDeath`]             |
//! | `MAIN+INC`                          | [`GameTime::Fischer`]                 |
//! | `MAIN N×PERIOD`, `MAIN+N×PERIOD`    | [`GameTime::Byoyomi`]                 |
//! | `N×PERIOD`                          | byo-yomi without main time            |
//! | `N/STAGE`                           | [`GameTime::MovesInTime`], repeating  |
//! | `N/STAGE, REST`                     | [`GameTime::MovesInTime`], then REST  |
//! | `STEP/move`, `每步STEP`, `步时STEP`  | a limit per move ([`TimeControl::per_move_ms`]) |
//!
//! A time is a number with an optional unit (`h`, `m`/`min`/`分`,
//! `s`/`sec`/`秒`, `ms`), or `M:SS` / `H:MM:SS`. Without a unit, `MAIN`,
//! `STAGE` and `REST` are in minutes while `INC`, `PERIOD` and `STEP` are in
//! seconds; decimals are allowed (`0.5`, `1:30.5`). The `×` may be written
//! `x` or `*`, and the words `byo`, `byoyomi`, `byo-yomi`, `读秒` and `讀秒`
//! are ignored. The per-move marker may be `/move`, `/mv`, `per move`,
//! `/步`, `/着` or the prefixes `每步` and `步时`. Main time must be positive
//! except in byo-yomi with at least one period.
//!
//! ```
//! use xiangqi::clock::{GameTime, TimeControl};
//! let t = |s: &str| s.parse::<TimeControl>().unwrap();
//! assert_eq!(t("5").game, GameTime::SuddenDeath { main_ms: 300_000 });
//! assert_eq!(t("90s").game, GameTime::SuddenDeath { main_ms: 90_000 });
//! assert_eq!(t("1:30").game, GameTime::SuddenDeath { main_ms: 90_000 });
//! assert_eq!(t("3s+1s").game, GameTime::Fischer { main_ms: 3_000, increment_ms: 1_000 });
//! assert_eq!(
//!     t("10 3x30 byo").game,
//!     GameTime::Byoyomi { main_ms: 600_000, periods: 3, period_ms: 30_000 }
//! );
//! assert_eq!(t("5x10").game, GameTime::Byoyomi { main_ms: 0, periods: 5, period_ms: 10_000 });
//! assert_eq!(
//!     t("40/90, 30").game,
//!     GameTime::MovesInTime { moves: 40, stage_ms: 5_400_000, then_ms: Some(1_800_000) }
//! );
//! assert_eq!(t("60 s/move"), TimeControl::per_move(60_000));
//! assert_eq!(t("步时30秒"), TimeControl::per_move(30_000));
//! let both = t("5+3, 30 s/move");
//! assert_eq!(both.game, GameTime::Fischer { main_ms: 300_000, increment_ms: 3_000 });
//! assert_eq!(both.per_move_ms, Some(30_000));
//! assert!("10+".parse::<TimeControl>().is_err());
//! assert!("0".parse::<TimeControl>().is_err());
//! assert!("10, 20".parse::<TimeControl>().is_err());
//! ```

use std::str::FromStr;

use super::control::{GameTime, TimeControl, MINUTE, SECOND};

/// Longest time a control may specify: 100 days.
const MAX_MS: f64 = 100.0 * 24.0 * 3_600_000.0;

/// Most moves a stage of a moves-in-time control may ask for.
const MAX_STAGE_MOVES: u32 = 1_000;

/// Error returned when a time control text cannot be read.
///
/// ```
/// use xiangqi::TimeControl;
/// let err = "ten minutes".parse::<TimeControl>().unwrap_err();
/// assert_eq!(err.text, "ten minutes");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid time control {text:?}: {reason}")]
pub struct ParseTimeControlError {
    /// The text as given.
    pub text: String,
    /// What is wrong with it.
    pub reason: &'static str,
}

impl FromStr for TimeControl {
    type Err = ParseTimeControlError;
    fn from_str(s: &str) -> Result<TimeControl, ParseTimeControlError> {
        parse_control(s).map_err(|reason| ParseTimeControlError {
            text: s.to_string(),
            reason,
        })
    }
}

fn parse_control(text: &str) -> Result<TimeControl, &'static str> {
    let s = normalize(text);
    if s.is_empty() {
        return Err("empty time control");
    }
    let mut game: Option<GameTime> = None;
    let mut per_move_ms = None;
    for part in s.split([',', ';']) {
        if let Some(step) = per_move_part(part) {
            if per_move_ms.is_some() {
                return Err("more than one limit per move");
            }
            let ms = parse_time(step, SECOND)?;
            if ms == 0 {
                return Err("the limit per move must be positive");
            }
            per_move_ms = Some(ms);
            continue;
        }
        game = Some(match game {
            None => parse_game(part)?,
            Some(GameTime::MovesInTime {
                moves,
                stage_ms,
                then_ms: None,
            }) => GameTime::MovesInTime {
                moves,
                stage_ms,
                then_ms: Some(parse_time(part, MINUTE)?),
            },
            Some(_) => return Err("too many parts"),
        });
    }
    Ok(TimeControl {
        game: game.unwrap_or_default(),
        per_move_ms,
    })
}

/// Lower case, ASCII digits and signs, one comma between parts, and
/// spaces kept only between two numbers (`10 3x30`).
fn normalize(text: &str) -> String {
    let mut s: String = text
        .chars()
        .map(|c| match c {
            c if c.is_whitespace() => ' ',
            '×' | '*' | 'X' => 'x',
            '＋' => '+',
            '：' => ':',
            '．' => '.',
            '，' | '、' => ',',
            '；' => ';',
            '／' => '/',
            c if ('０'..='９').contains(&c) => {
                char::from_u32(c as u32 - '０' as u32 + '0' as u32).unwrap_or(c)
            }
            c => c.to_ascii_lowercase(),
        })
        .collect();
    for word in ["byo-yomi", "byoyomi", "byo", "读秒", "讀秒"] {
        s = s.replace(word, " ");
    }
    let chars: Vec<char> = s
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .collect();
    let is_num = |c: Option<&char>| c.is_some_and(|c| c.is_ascii_digit() || *c == '.');
    chars
        .iter()
        .enumerate()
        .filter(|&(i, &c)| {
            c != ' ' || (i > 0 && is_num(chars.get(i - 1)) && is_num(chars.get(i + 1)))
        })
        .map(|(_, &c)| c)
        .collect()
}

/// The time of a per-move part (`60s/move`, `每步60秒`), `None` if `part`
/// is not one.
fn per_move_part(part: &str) -> Option<&str> {
    const SUFFIXES: [&str; 8] = [
        "/move", "/moves", "/mv", "permove", "/步", "/着", "/着法", "/手",
    ];
    const PREFIXES: [&str; 3] = ["每步", "步时", "步時"];
    SUFFIXES
        .iter()
        .find_map(|s| part.strip_suffix(s))
        .or_else(|| PREFIXES.iter().find_map(|p| part.strip_prefix(p)))
}

fn parse_game(s: &str) -> Result<GameTime, &'static str> {
    if matches!(s, "unlimited" | "none" | "-" | "∞" | "无限" | "無限") {
        return Ok(GameTime::Unlimited);
    }
    if s.is_empty() {
        return Err("a time is missing");
    }
    if let Some((count, stage)) = s.split_once('/') {
        return parse_stage(count, stage);
    }
    if let Some(x) = s.find('x') {
        return parse_byoyomi(&s[..x], &s[x + 1..]);
    }
    if let Some((main, inc)) = s.split_once('+') {
        let main_ms = parse_time(main, MINUTE)?;
        let increment_ms = parse_time(inc, SECOND)?;
        if main_ms == 0 {
            return Err("main time must be positive");
        }
        return Ok(GameTime::Fischer {
            main_ms,
            increment_ms,
        });
    }
    let main_ms = parse_time(s, MINUTE)?;
    if main_ms == 0 {
        return Err("main time must be positive");
    }
    Ok(GameTime::SuddenDeath { main_ms })
}

/// `N/STAGE`: N moves in STAGE.
fn parse_stage(count: &str, stage: &str) -> Result<GameTime, &'static str> {
    let count = count
        .strip_suffix("moves")
        .or_else(|| count.strip_suffix("步"))
        .unwrap_or(count);
    if count.is_empty() || !count.bytes().all(|b| b.is_ascii_digit()) {
        return Err("expected a number of moves before /");
    }
    let moves: u32 = count.parse().map_err(|_| "too many moves in a stage")?;
    if moves == 0 || moves > MAX_STAGE_MOVES {
        return Err("a stage needs between 1 and 1000 moves");
    }
    let stage_ms = parse_time(stage, MINUTE)?;
    if stage_ms == 0 {
        return Err("a stage needs some time");
    }
    Ok(GameTime::MovesInTime {
        moves,
        stage_ms,
        then_ms: None,
    })
}

/// `MAIN [+] N` before the `×`, `PERIOD` after it.
fn parse_byoyomi(before: &str, after: &str) -> Result<GameTime, &'static str> {
    // ASCII digits are one byte each.
    let digits_from = before.len()
        - before
            .chars()
            .rev()
            .take_while(char::is_ascii_digit)
            .count();
    let count = &before[digits_from..];
    if count.is_empty() {
        return Err("expected a number of periods before ×");
    }
    let periods: u32 = count.parse().map_err(|_| "too many periods")?;
    let period_ms = parse_time(after, SECOND)?;
    let main = before[..digits_from].trim_end_matches([' ', '+']);
    let main_ms = if main.is_empty() {
        0
    } else {
        parse_time(main, MINUTE)?
    };
    if periods == 0 || period_ms == 0 {
        return Err("byo-yomi needs at least one period of some length");
    }
    Ok(GameTime::Byoyomi {
        main_ms,
        periods,
        period_ms,
    })
}

/// Reads a time: `M:SS`, `H:MM:SS` or a number with an optional unit;
/// `default_unit` applies to a bare number.
fn parse_time(s: &str, default_unit: u64) -> Result<u64, &'static str> {
    if s.is_empty() {
        return Err("a time is missing");
    }
    let value_ms = if s.contains(':') {
        let parts: Vec<&str> = s.split(':').collect();
        if parts.len() > 3 {
            return Err("too many ':' in a time");
        }
        let mut total = 0.0;
        for (i, p) in parts.iter().enumerate() {
            let last = i + 1 == parts.len();
            let v = parse_number(p, last)?;
            if i > 0 && v >= 60.0 {
                return Err("minutes and seconds after ':' must be below 60");
            }
            total = total * 60.0 + v;
        }
        total * SECOND as f64
    } else {
        let split = s
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(s.len());
        let (num, unit) = s.split_at(split);
        let unit_ms = match unit {
            "" => default_unit,
            "ms" => 1,
            "s" | "sec" | "secs" | "second" | "seconds" | "秒" | "秒钟" | "秒鐘" => SECOND,
            "m" | "min" | "mins" | "minute" | "minutes" | "分" | "分钟" | "分鐘" | "'" => {
                MINUTE
            }
            "h" | "hr" | "hour" | "hours" | "小时" | "小時" => 60 * MINUTE,
            _ => return Err("unknown time unit"),
        };
        parse_number(num, true)? * unit_ms as f64
    };
    if !(0.0..=MAX_MS).contains(&value_ms) {
        return Err("time out of range");
    }
    Ok(value_ms.round() as u64)
}

fn parse_number(s: &str, allow_fraction: bool) -> Result<f64, &'static str> {
    let ok = !s.is_empty()
        && s.bytes().all(|b| b.is_ascii_digit() || b == b'.')
        && s.bytes().filter(|&b| b == b'.').count() <= usize::from(allow_fraction)
        && s.bytes().any(|b| b.is_ascii_digit());
    if !ok {
        return Err("expected a number");
    }
    // Digits by hand rather than `str::parse::<f64>`, whose correctly
    // rounded algorithm brings kilobytes of tables into the web app; a
    // time is rounded to the millisecond in the end anyway.
    let (whole, fraction) = s.split_once('.').unwrap_or((s, ""));
    let mut value = 0.0;
    for b in whole.bytes() {
        value = value * 10.0 + f64::from(b - b'0');
    }
    let mut scale = 1.0;
    for b in fraction.bytes() {
        scale /= 10.0;
        value += f64::from(b - b'0') * scale;
    }
    Ok(value)
}
