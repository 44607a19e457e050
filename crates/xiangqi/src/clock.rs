//! Chess clocks and time controls.
//!
//! [`Clocks`] is a pure state machine for the two sides' clocks. It never
//! reads the time itself: every call that depends on the time takes the
//! current time `now_ms` in milliseconds from any fixed origin (in a
//! browser, `performance.now()`). Times are charged as the difference
//! between two such readings, so nothing drifts, and tests can pass plain
//! numbers.
//!
//! ```
//! use xiangqi::{Clocks, Color, TimeControl};
//!
//! let tc: TimeControl = "3+2".parse().unwrap(); // 3 minutes, 2 s increment
//! let mut clocks = Clocks::new(tc);
//! clocks.start(Color::Red, 0.0);
//! clocks.press(10_000.0).unwrap(); // Red moved after 10 s
//! assert_eq!(clocks.remaining(Color::Red, 10_000.0).main_ms, 172_000);
//! assert_eq!(clocks.running(), Some(Color::Black));
//! assert_eq!(clocks.display(Color::Black, 70_000.0), "2:00");
//! assert_eq!(clocks.flagged(190_000.0), Some(Color::Black));
//! ```
//!
//! # Rules
//!
//! * **Sudden death**: a side has lost on time the moment its main time
//!   reaches zero.
//! * **Fischer**: the increment is added after every completed move,
//!   including a side's first.
//! * **Byo-yomi**: when the main time is gone, a side plays in periods.
//!   A move completed within a period resets that period to its full
//!   length and keeps the count; each period that runs out uses up one;
//!   the side has lost on time when its last period runs out.
//!
//! A clock reading going backwards (a `now_ms` earlier than the last one
//! seen, or not a finite number) is treated as no time having passed.

use std::{fmt, str::FromStr};

use crate::{ByColor, Color};

const SECOND: u64 = 1_000;
const MINUTE: u64 = 60 * SECOND;
/// Longest time a control may specify: 100 days.
const MAX_MS: f64 = 100.0 * 24.0 * 3_600_000.0;

/// How much time each side has.
///
/// The [`Display`](fmt::Display) form is readable and can be parsed back:
///
/// ```
/// use xiangqi::TimeControl;
/// let tcs = [
///     (TimeControl::Unlimited, "unlimited"),
///     (TimeControl::SuddenDeath { main_ms: 300_000 }, "5 min"),
///     (TimeControl::Fischer { main_ms: 600_000, increment_ms: 5_000 }, "10+5"),
///     (TimeControl::Fischer { main_ms: 30_000, increment_ms: 2_000 }, "0:30+2"),
///     (
///         TimeControl::Byoyomi { main_ms: 600_000, periods: 3, period_ms: 30_000 },
///         "10 min + 3×30 s 读秒",
///     ),
/// ];
/// for (tc, text) in tcs {
///     assert_eq!(tc.to_string(), text);
///     assert_eq!(text.parse::<TimeControl>(), Ok(tc));
/// }
/// ```
///
/// # Compact form
///
/// [`FromStr`] reads, ignoring case and spaces:
///
/// | Text                              | Control                             |
/// |-----------------------------------|-------------------------------------|
/// | `unlimited`, `none`, `-`, `∞`     | [`TimeControl::Unlimited`]          |
/// | `MAIN`                            | [`TimeControl::SuddenDeath`]        |
/// | `MAIN+INC`                        | [`TimeControl::Fischer`]            |
/// | `MAIN N×PERIOD`, `MAIN+N×PERIOD`  | [`TimeControl::Byoyomi`]            |
/// | `N×PERIOD`                        | byo-yomi without main time          |
///
/// A time is a number with an optional unit (`h`, `m`/`min`/`分`,
/// `s`/`sec`/`秒`, `ms`), or `M:SS` / `H:MM:SS`. Without a unit, `MAIN` is
/// in minutes while `INC` and `PERIOD` are in seconds; decimals are
/// allowed (`0.5`, `1:30.5`). The `×` may be written `x` or `*`, and the
/// words `byo`, `byoyomi`, `byo-yomi`, `读秒` and `讀秒` are ignored. Main
/// time must be positive except in byo-yomi with at least one period.
///
/// ```
/// use xiangqi::TimeControl;
/// let t = |s: &str| s.parse::<TimeControl>().unwrap();
/// assert_eq!(t("5"), TimeControl::SuddenDeath { main_ms: 300_000 });
/// assert_eq!(t("90s"), TimeControl::SuddenDeath { main_ms: 90_000 });
/// assert_eq!(t("1:30"), TimeControl::SuddenDeath { main_ms: 90_000 });
/// assert_eq!(t("3s+1s"), TimeControl::Fischer { main_ms: 3_000, increment_ms: 1_000 });
/// assert_eq!(
///     t("10 3x30 byo"),
///     TimeControl::Byoyomi { main_ms: 600_000, periods: 3, period_ms: 30_000 }
/// );
/// assert_eq!(
///     t("5x10"),
///     TimeControl::Byoyomi { main_ms: 0, periods: 5, period_ms: 10_000 }
/// );
/// assert!("10+".parse::<TimeControl>().is_err());
/// assert!("0".parse::<TimeControl>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(
        tag = "type",
        rename_all = "snake_case",
        try_from = "serde_form::TimeControlFields"
    )
)]
pub enum TimeControl {
    /// No time limit; the clocks only count the time used.
    #[default]
    Unlimited,
    /// A fixed amount of time for the whole game.
    SuddenDeath {
        /// Time for the game, in milliseconds.
        main_ms: u64,
    },
    /// Main time plus an increment after every move.
    Fischer {
        /// Starting time, in milliseconds.
        main_ms: u64,
        /// Added after each completed move, in milliseconds.
        increment_ms: u64,
    },
    /// Main time, then a number of periods of fixed length (读秒).
    Byoyomi {
        /// Main time, in milliseconds (may be 0).
        main_ms: u64,
        /// Number of periods once the main time is gone.
        periods: u32,
        /// Length of each period, in milliseconds.
        period_ms: u64,
    },
}

/// The serialised form of a [`TimeControl`] read as one flat record: the
/// same JSON as the derived, internally tagged form, read without
/// buffering (which keeps the reader small in a wasm build).
#[cfg(feature = "serde")]
mod serde_form {
    use super::TimeControl;

    #[derive(serde::Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum Kind {
        Unlimited,
        SuddenDeath,
        Fischer,
        Byoyomi,
    }

    #[derive(serde::Deserialize)]
    pub struct TimeControlFields {
        #[serde(rename = "type")]
        kind: Kind,
        main_ms: Option<u64>,
        increment_ms: Option<u64>,
        periods: Option<u32>,
        period_ms: Option<u64>,
    }

    impl TryFrom<TimeControlFields> for TimeControl {
        type Error = &'static str;

        fn try_from(f: TimeControlFields) -> Result<TimeControl, &'static str> {
            const MISSING: &str = "a time control field is missing";
            Ok(match f.kind {
                Kind::Unlimited => TimeControl::Unlimited,
                Kind::SuddenDeath => TimeControl::SuddenDeath {
                    main_ms: f.main_ms.ok_or(MISSING)?,
                },
                Kind::Fischer => TimeControl::Fischer {
                    main_ms: f.main_ms.ok_or(MISSING)?,
                    increment_ms: f.increment_ms.ok_or(MISSING)?,
                },
                Kind::Byoyomi => TimeControl::Byoyomi {
                    main_ms: f.main_ms.ok_or(MISSING)?,
                    periods: f.periods.ok_or(MISSING)?,
                    period_ms: f.period_ms.ok_or(MISSING)?,
                },
            })
        }
    }
}

/// A named time control offered to players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Preset {
    /// A short English name, such as `"Blitz 3+2"`.
    pub name: &'static str,
    /// The control.
    pub control: TimeControl,
}

const PRESETS: [Preset; 12] = [
    Preset {
        name: "Bullet 1+0",
        control: TimeControl::SuddenDeath { main_ms: MINUTE },
    },
    Preset {
        name: "Blitz 3+2",
        control: TimeControl::Fischer {
            main_ms: 3 * MINUTE,
            increment_ms: 2 * SECOND,
        },
    },
    Preset {
        name: "Blitz 5+0",
        control: TimeControl::SuddenDeath {
            main_ms: 5 * MINUTE,
        },
    },
    Preset {
        name: "Blitz 5+3",
        control: TimeControl::Fischer {
            main_ms: 5 * MINUTE,
            increment_ms: 3 * SECOND,
        },
    },
    Preset {
        name: "Rapid 10+0",
        control: TimeControl::SuddenDeath {
            main_ms: 10 * MINUTE,
        },
    },
    Preset {
        name: "Rapid 10+5",
        control: TimeControl::Fischer {
            main_ms: 10 * MINUTE,
            increment_ms: 5 * SECOND,
        },
    },
    Preset {
        name: "Rapid 15+10",
        control: TimeControl::Fischer {
            main_ms: 15 * MINUTE,
            increment_ms: 10 * SECOND,
        },
    },
    Preset {
        name: "Classical 30+0",
        control: TimeControl::SuddenDeath {
            main_ms: 30 * MINUTE,
        },
    },
    Preset {
        name: "Classical 60+30",
        control: TimeControl::Fischer {
            main_ms: 60 * MINUTE,
            increment_ms: 30 * SECOND,
        },
    },
    Preset {
        name: "Byo-yomi 5 min + 5×10 s",
        control: TimeControl::Byoyomi {
            main_ms: 5 * MINUTE,
            periods: 5,
            period_ms: 10 * SECOND,
        },
    },
    Preset {
        name: "Byo-yomi 20 min + 3×30 s",
        control: TimeControl::Byoyomi {
            main_ms: 20 * MINUTE,
            periods: 3,
            period_ms: 30 * SECOND,
        },
    },
    Preset {
        name: "Unlimited",
        control: TimeControl::Unlimited,
    },
];

impl TimeControl {
    /// Common controls with names, fastest first, [`TimeControl::Unlimited`]
    /// last.
    ///
    /// ```
    /// use xiangqi::TimeControl;
    /// let presets = TimeControl::presets();
    /// assert!(presets.iter().any(|p| p.control.to_string() == "10+5"));
    /// for p in presets {
    ///     assert_eq!(p.control.to_string().parse::<TimeControl>(), Ok(p.control));
    /// }
    /// ```
    pub fn presets() -> &'static [Preset] {
        &PRESETS
    }

    /// The main time in milliseconds, `None` when unlimited.
    ///
    /// ```
    /// use xiangqi::TimeControl;
    /// assert_eq!("10+5".parse::<TimeControl>().unwrap().main_ms(), Some(600_000));
    /// assert_eq!(TimeControl::Unlimited.main_ms(), None);
    /// ```
    pub const fn main_ms(&self) -> Option<u64> {
        match *self {
            TimeControl::Unlimited => None,
            TimeControl::SuddenDeath { main_ms }
            | TimeControl::Fischer { main_ms, .. }
            | TimeControl::Byoyomi { main_ms, .. } => Some(main_ms),
        }
    }

    /// Whether there is no time limit.
    ///
    /// ```
    /// use xiangqi::TimeControl;
    /// assert!(TimeControl::Unlimited.is_unlimited());
    /// assert!(!TimeControl::SuddenDeath { main_ms: 1 }.is_unlimited());
    /// ```
    pub const fn is_unlimited(&self) -> bool {
        matches!(self, TimeControl::Unlimited)
    }
}

/// Writes a main time: whole minutes as `N`, else `M:SS[.fff]`.
fn write_main(f: &mut fmt::Formatter<'_>, ms: u64) -> fmt::Result {
    if ms.is_multiple_of(MINUTE) {
        write!(f, "{}", ms / MINUTE)
    } else {
        write!(f, "{}:{:02}", ms / MINUTE, (ms % MINUTE) / SECOND)?;
        write_fraction(f, ms % SECOND)
    }
}

/// Writes seconds, with a decimal fraction when needed.
fn write_seconds(f: &mut fmt::Formatter<'_>, ms: u64) -> fmt::Result {
    write!(f, "{}", ms / SECOND)?;
    write_fraction(f, ms % SECOND)
}

fn write_fraction(f: &mut fmt::Formatter<'_>, frac_ms: u64) -> fmt::Result {
    if frac_ms == 0 {
        return Ok(());
    }
    let digits = format!("{frac_ms:03}");
    write!(f, ".{}", digits.trim_end_matches('0'))
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::Unlimited => f.write_str("unlimited"),
            TimeControl::SuddenDeath { main_ms } => {
                write_main(f, main_ms)?;
                if main_ms.is_multiple_of(MINUTE) {
                    f.write_str(" min")?;
                }
                Ok(())
            }
            TimeControl::Fischer {
                main_ms,
                increment_ms,
            } => {
                write_main(f, main_ms)?;
                f.write_str("+")?;
                write_seconds(f, increment_ms)
            }
            TimeControl::Byoyomi {
                main_ms,
                periods,
                period_ms,
            } => {
                if main_ms > 0 {
                    write_main(f, main_ms)?;
                    if main_ms.is_multiple_of(MINUTE) {
                        f.write_str(" min")?;
                    }
                    f.write_str(" + ")?;
                }
                write!(f, "{periods}×")?;
                write_seconds(f, period_ms)?;
                f.write_str(" s 读秒")
            }
        }
    }
}

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
            "s" | "sec" | "secs" | "second" | "seconds" | "秒" => SECOND,
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

fn parse_control(text: &str) -> Result<TimeControl, &'static str> {
    let mut s: String = text
        .chars()
        .map(|c| match c {
            c if c.is_whitespace() => ' ',
            '×' | '*' | 'X' => 'x',
            '＋' => '+',
            '：' => ':',
            '．' => '.',
            c if ('０'..='９').contains(&c) => {
                char::from_u32(c as u32 - '０' as u32 + '0' as u32).unwrap_or(c)
            }
            c => c.to_ascii_lowercase(),
        })
        .collect();
    for word in ["byo-yomi", "byoyomi", "byo", "读秒", "讀秒"] {
        s = s.replace(word, " ");
    }
    // Spaces only matter between two numbers ("10 3x30"): drop the others.
    let chars: Vec<char> = s
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .collect();
    let is_num = |c: Option<&char>| c.is_some_and(|c| c.is_ascii_digit() || *c == '.');
    let s: String = chars
        .iter()
        .enumerate()
        .filter(|&(i, &c)| {
            c != ' ' || (i > 0 && is_num(chars.get(i - 1)) && is_num(chars.get(i + 1)))
        })
        .map(|(_, &c)| c)
        .collect();
    if matches!(
        s.as_str(),
        "unlimited" | "none" | "-" | "∞" | "无限" | "無限"
    ) {
        return Ok(TimeControl::Unlimited);
    }
    if s.is_empty() {
        return Err("empty time control");
    }
    if let Some(x) = s.find('x') {
        // MAIN [+] N x PERIOD
        let (before, after) = (&s[..x], &s[x + 1..]);
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
        return Ok(TimeControl::Byoyomi {
            main_ms,
            periods,
            period_ms,
        });
    }
    if let Some((main, inc)) = s.split_once('+') {
        let main_ms = parse_time(main, MINUTE)?;
        let increment_ms = parse_time(inc, SECOND)?;
        if main_ms == 0 {
            return Err("main time must be positive");
        }
        return Ok(TimeControl::Fischer {
            main_ms,
            increment_ms,
        });
    }
    let main_ms = parse_time(&s, MINUTE)?;
    if main_ms == 0 {
        return Err("main time must be positive");
    }
    Ok(TimeControl::SuddenDeath { main_ms })
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

/// Error returned when a side has run out of time.
///
/// ```
/// use xiangqi::{Color, Flagged};
/// assert_eq!(Flagged { color: Color::Black }.to_string(), "black ran out of time");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[error("{color} ran out of time")]
pub struct Flagged {
    /// The side whose time is up.
    pub color: Color,
}

/// One side's time, as kept by [`Clocks`] and saved in a [`ClockSnapshot`].
#[derive(Debug, Clone, Copy, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SideTime {
    /// Main time left, in milliseconds.
    pub main_ms: f64,
    /// Byo-yomi periods left, counting the current one.
    pub periods_left: u32,
    /// Time left in the current byo-yomi period, in milliseconds.
    pub period_ms_left: f64,
    /// Thinking time used in the game so far, in milliseconds.
    pub used_ms: f64,
}

impl SideTime {
    fn fresh(tc: &TimeControl) -> SideTime {
        let (main, periods, period) = match *tc {
            TimeControl::Unlimited => (0, 0, 0),
            TimeControl::SuddenDeath { main_ms } | TimeControl::Fischer { main_ms, .. } => {
                (main_ms, 0, 0)
            }
            TimeControl::Byoyomi {
                main_ms,
                periods,
                period_ms,
            } => (main_ms, periods, period_ms),
        };
        SideTime {
            main_ms: main as f64,
            periods_left: periods,
            period_ms_left: period as f64,
            used_ms: 0.0,
        }
    }

    /// Replaces non-finite or negative values by 0.
    fn sanitized(self) -> SideTime {
        let clean = |v: f64| if v.is_finite() && v > 0.0 { v } else { 0.0 };
        SideTime {
            main_ms: clean(self.main_ms),
            periods_left: self.periods_left,
            period_ms_left: clean(self.period_ms_left),
            used_ms: clean(self.used_ms),
        }
    }

    /// Charges `elapsed` milliseconds of thinking time; returns whether the
    /// side has run out of time.
    fn consume(&mut self, tc: &TimeControl, elapsed: f64) -> bool {
        self.used_ms += elapsed;
        match *tc {
            TimeControl::Unlimited => false,
            TimeControl::SuddenDeath { .. } | TimeControl::Fischer { .. } => {
                self.main_ms -= elapsed;
                if self.main_ms <= 0.0 {
                    self.main_ms = 0.0;
                    true
                } else {
                    false
                }
            }
            TimeControl::Byoyomi { period_ms, .. } => {
                let mut rest = elapsed;
                if self.main_ms > 0.0 {
                    if rest < self.main_ms {
                        self.main_ms -= rest;
                        return false;
                    }
                    rest -= self.main_ms;
                    self.main_ms = 0.0;
                }
                if self.periods_left == 0 {
                    self.period_ms_left = 0.0;
                    return true;
                }
                if rest < self.period_ms_left {
                    self.period_ms_left -= rest;
                    return false;
                }
                // The current period has run out.
                rest -= self.period_ms_left;
                self.periods_left -= 1;
                let period = period_ms as f64;
                if self.periods_left == 0 || period <= 0.0 {
                    self.periods_left = 0;
                    self.period_ms_left = 0.0;
                    return true;
                }
                let whole = (rest / period).floor();
                if whole >= f64::from(self.periods_left) {
                    self.periods_left = 0;
                    self.period_ms_left = 0.0;
                    return true;
                }
                // `whole` is below `periods_left`, so it fits in a u32.
                self.periods_left -= whole as u32;
                self.period_ms_left = period - (rest - whole * period);
                false
            }
        }
    }

    fn in_byoyomi(&self, tc: &TimeControl) -> bool {
        matches!(tc, TimeControl::Byoyomi { .. }) && self.main_ms <= 0.0 && self.periods_left > 0
    }
}

/// What one side's clock shows, from [`Clocks::remaining`].
///
/// Times are rounded up to whole milliseconds, so a side that has not run
/// out of time never reads zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ClockReading {
    /// Main time left, in milliseconds (0 when unlimited).
    pub main_ms: u64,
    /// Byo-yomi periods left, counting the current one.
    pub periods_left: u32,
    /// Time left in the current byo-yomi period, in milliseconds.
    pub period_ms_left: u64,
    /// Whether the main time is gone and the side is playing in periods.
    pub in_byoyomi: bool,
    /// Thinking time used in the game so far, in milliseconds.
    pub used_ms: u64,
}

/// Everything needed to save [`Clocks`] and resume them later with
/// [`Clocks::restore`]. With the `serde` feature it can be serialised.
///
/// ```
/// use xiangqi::{Clocks, Color, TimeControl};
/// let mut clocks = Clocks::new(TimeControl::SuddenDeath { main_ms: 60_000 });
/// clocks.start(Color::Red, 0.0);
/// let saved = clocks.snapshot(15_000.0);
/// assert_eq!(saved.red.main_ms, 45_000.0);
/// assert_eq!(saved.turn, Some(Color::Red));
/// // Later, perhaps after reloading the page, at another time origin:
/// let restored = Clocks::restore(saved, 500.0);
/// assert_eq!(restored.remaining(Color::Red, 1_500.0).main_ms, 44_000);
/// ```
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ClockSnapshot {
    /// The time control.
    pub control: TimeControl,
    /// Red's time.
    pub red: SideTime,
    /// Black's time.
    pub black: SideTime,
    /// The side to move, `None` before the clocks were started.
    pub turn: Option<Color>,
    /// Whether the side to move's clock was running (not paused).
    pub running: bool,
    /// The side that ran out of time, if any.
    pub flagged: Option<Color>,
}

/// The two sides' clocks.
///
/// The clocks start stopped. [`Clocks::start`] starts the side to move's
/// clock, [`Clocks::press`] ends a move and starts the other clock,
/// [`Clocks::pause`] and [`Clocks::resume`] stop and restart without
/// charging the time in between. Once a side has run out of time the
/// clocks stop for good.
///
/// ```
/// use xiangqi::{Clocks, Color, Flagged, TimeControl};
///
/// // 1 s main time, then 2 periods of 1 s.
/// let tc = TimeControl::Byoyomi { main_ms: 1_000, periods: 2, period_ms: 1_000 };
/// let mut clocks = Clocks::new(tc);
/// clocks.start(Color::Red, 0.0);
/// let r = clocks.remaining(Color::Red, 1_500.0);
/// assert!(r.in_byoyomi);
/// assert_eq!((r.periods_left, r.period_ms_left), (2, 500));
/// clocks.press(1_500.0).unwrap(); // moved within the period: it resets
/// assert_eq!(clocks.remaining(Color::Red, 1_500.0).period_ms_left, 1_000);
///
/// clocks.press(1_600.0).unwrap(); // Black moves; Red to move again
/// assert_eq!(clocks.flagged(3_599.0), None); // one period gone, one left
/// assert_eq!(clocks.press(3_600.0), Err(Flagged { color: Color::Red }));
/// assert_eq!(clocks.running(), None);
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Clocks {
    control: TimeControl,
    sides: ByColor<SideTime>,
    turn: Option<Color>,
    running: bool,
    /// The time the running clock was last charged up to.
    since: f64,
    flagged: Option<Color>,
}

impl Default for Clocks {
    fn default() -> Self {
        Clocks::new(TimeControl::Unlimited)
    }
}

impl Clocks {
    /// Both clocks set to the control's starting time, stopped.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color, TimeControl};
    /// let clocks = Clocks::new(TimeControl::SuddenDeath { main_ms: 300_000 });
    /// assert_eq!(clocks.running(), None);
    /// assert_eq!(clocks.display(Color::Red, 123.0), "5:00");
    /// ```
    pub fn new(control: TimeControl) -> Clocks {
        let side = SideTime::fresh(&control);
        Clocks {
            control,
            sides: ByColor::both(side),
            turn: None,
            running: false,
            since: 0.0,
            flagged: None,
        }
    }

    /// The time control.
    ///
    /// ```
    /// use xiangqi::{Clocks, TimeControl};
    /// assert_eq!(Clocks::default().control(), TimeControl::Unlimited);
    /// ```
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// `now` if it is a valid reading not earlier than the last one,
    /// otherwise the last one (no time passes).
    fn clamp(&self, now_ms: f64) -> f64 {
        if now_ms.is_finite() && now_ms > self.since {
            now_ms
        } else {
            self.since
        }
    }

    /// Charges the running clock up to `now`; records a flag fall.
    fn charge(&mut self, now_ms: f64) {
        let now = self.clamp(now_ms);
        if let (Some(turn), true) = (self.turn, self.running) {
            let elapsed = now - self.since;
            if self.sides[turn].consume(&self.control, elapsed) {
                self.flagged = Some(turn);
                self.running = false;
            }
        }
        self.since = now;
    }

    /// `color`'s time as it stands at `now`, without changing anything.
    fn side_at(&self, color: Color, now_ms: f64) -> SideTime {
        let mut side = self.sides[color];
        if self.running && self.turn == Some(color) {
            let elapsed = self.clamp(now_ms) - self.since;
            side.consume(&self.control, elapsed);
        }
        side
    }

    /// Starts `side_to_move`'s clock at `now_ms`. If a clock was already
    /// running it is charged up to `now_ms` first. Does nothing once a side
    /// has run out of time.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color, TimeControl};
    /// let mut clocks = Clocks::new(TimeControl::SuddenDeath { main_ms: 60_000 });
    /// clocks.start(Color::Black, 1_000.0);
    /// assert_eq!(clocks.running(), Some(Color::Black));
    /// assert_eq!(clocks.remaining(Color::Black, 3_000.0).main_ms, 58_000);
    /// ```
    pub fn start(&mut self, side_to_move: Color, now_ms: f64) {
        if self.flagged.is_some() {
            return;
        }
        if self.turn.is_some() {
            self.charge(now_ms);
        } else if now_ms.is_finite() {
            self.since = now_ms;
        }
        if self.flagged.is_none() {
            self.turn = Some(side_to_move);
            self.running = true;
        }
    }

    /// The side to move has completed its move at `now_ms`: its clock is
    /// charged and stopped, the Fischer increment is added or the byo-yomi
    /// period reset, and the other side's clock starts.
    ///
    /// Fails, stopping the clocks, if the side to move had already run out
    /// of time. While the clocks are paused or not started it only passes
    /// the turn to the other side, charging nothing and adding nothing.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color, Flagged, TimeControl};
    /// let mut clocks = Clocks::new(TimeControl::SuddenDeath { main_ms: 5_000 });
    /// clocks.start(Color::Red, 0.0);
    /// assert_eq!(clocks.press(4_999.0), Ok(())); // Red has 1 ms left
    /// assert_eq!(clocks.press(9_998.0), Ok(())); // Black has 1 ms left
    /// assert_eq!(clocks.press(9_999.0), Err(Flagged { color: Color::Red }));
    /// ```
    pub fn press(&mut self, now_ms: f64) -> Result<(), Flagged> {
        if let Some(color) = self.flagged {
            return Err(Flagged { color });
        }
        let Some(turn) = self.turn else {
            return Ok(());
        };
        if !self.running {
            self.turn = Some(turn.other());
            return Ok(());
        }
        self.charge(now_ms);
        if let Some(color) = self.flagged {
            return Err(Flagged { color });
        }
        let side = &mut self.sides[turn];
        match self.control {
            TimeControl::Fischer { increment_ms, .. } => side.main_ms += increment_ms as f64,
            TimeControl::Byoyomi { period_ms, .. } if side.in_byoyomi(&self.control) => {
                side.period_ms_left = period_ms as f64;
            }
            _ => {}
        }
        self.turn = Some(turn.other());
        Ok(())
    }

    /// Stops the running clock at `now_ms`; the side to move is kept.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color, TimeControl};
    /// let mut clocks = Clocks::new(TimeControl::SuddenDeath { main_ms: 60_000 });
    /// clocks.start(Color::Red, 0.0);
    /// clocks.pause(10_000.0);
    /// assert!(clocks.is_paused());
    /// clocks.resume(500_000.0);
    /// assert_eq!(clocks.remaining(Color::Red, 501_000.0).main_ms, 49_000);
    /// ```
    pub fn pause(&mut self, now_ms: f64) {
        if self.running {
            self.charge(now_ms);
            self.running = false;
        }
    }

    /// Restarts the side to move's clock after [`Clocks::pause`]. Does
    /// nothing if the clocks were never started or a side has run out of
    /// time.
    pub fn resume(&mut self, now_ms: f64) {
        if self.running || self.turn.is_none() || self.flagged.is_some() {
            return;
        }
        if now_ms.is_finite() {
            self.since = now_ms;
        }
        self.running = true;
    }

    /// Whether the clocks are started but stopped by [`Clocks::pause`].
    pub fn is_paused(&self) -> bool {
        self.turn.is_some() && !self.running && self.flagged.is_none()
    }

    /// The side whose clock is running, if any.
    pub fn running(&self) -> Option<Color> {
        if self.running {
            self.turn
        } else {
            None
        }
    }

    /// The side to move (running or paused), `None` before the start.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color};
    /// let mut clocks = Clocks::default();
    /// assert_eq!(clocks.side_to_move(), None);
    /// clocks.start(Color::Red, 0.0);
    /// clocks.press(1.0).unwrap();
    /// clocks.pause(2.0);
    /// assert_eq!(clocks.side_to_move(), Some(Color::Black));
    /// ```
    pub fn side_to_move(&self) -> Option<Color> {
        self.turn
    }

    /// `color`'s time at `now_ms`.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color, TimeControl};
    /// let mut clocks = Clocks::new(TimeControl::Fischer { main_ms: 10_000, increment_ms: 1_000 });
    /// clocks.start(Color::Red, 0.0);
    /// assert_eq!(clocks.remaining(Color::Red, 2_500.5).main_ms, 7_500);
    /// assert_eq!(clocks.remaining(Color::Black, 2_500.0).main_ms, 10_000);
    /// ```
    pub fn remaining(&self, color: Color, now_ms: f64) -> ClockReading {
        let side = self.side_at(color, now_ms);
        let ms = |v: f64| v.max(0.0).ceil() as u64;
        ClockReading {
            main_ms: ms(side.main_ms),
            periods_left: side.periods_left,
            period_ms_left: ms(side.period_ms_left),
            in_byoyomi: side.in_byoyomi(&self.control),
            used_ms: ms(side.used_ms),
        }
    }

    /// The side that has run out of time at `now_ms`, if any.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color, TimeControl};
    /// let mut clocks = Clocks::new(TimeControl::SuddenDeath { main_ms: 3_000 });
    /// clocks.start(Color::Red, 100.0);
    /// assert_eq!(clocks.flagged(3_099.9), None);
    /// assert_eq!(clocks.flagged(3_100.0), Some(Color::Red));
    /// ```
    pub fn flagged(&self, now_ms: f64) -> Option<Color> {
        if self.flagged.is_some() {
            return self.flagged;
        }
        let turn = self.running()?;
        let mut side = self.sides[turn];
        let elapsed = self.clamp(now_ms) - self.since;
        side.consume(&self.control, elapsed).then_some(turn)
    }

    /// Saves the state as of `now_ms`.
    pub fn snapshot(&self, now_ms: f64) -> ClockSnapshot {
        let flagged = self.flagged(now_ms);
        ClockSnapshot {
            control: self.control,
            red: self.side_at(Color::Red, now_ms),
            black: self.side_at(Color::Black, now_ms),
            turn: self.turn,
            running: self.running && flagged.is_none(),
            flagged,
        }
    }

    /// Clocks from a saved state; if the snapshot's clock was running it
    /// runs again from `now_ms`. Invalid values (negative or not finite
    /// times) are read as 0.
    pub fn restore(snapshot: ClockSnapshot, now_ms: f64) -> Clocks {
        let running = snapshot.running && snapshot.turn.is_some() && snapshot.flagged.is_none();
        Clocks {
            control: snapshot.control,
            sides: ByColor::new(snapshot.red.sanitized(), snapshot.black.sanitized()),
            turn: snapshot.turn,
            running,
            since: if now_ms.is_finite() { now_ms } else { 0.0 },
            flagged: snapshot.flagged,
        }
    }

    /// `color`'s clock as text: `"9:58"`, `"1:02:03"`, `"0:07.3"` (tenths
    /// under 10 seconds), and in byo-yomi the period's time and the
    /// periods left, `"30 ×3"` or `"7.5 ×1"`. Unlimited clocks show the
    /// time used.
    ///
    /// ```
    /// use xiangqi::{Clocks, Color, TimeControl};
    /// let mut clocks = Clocks::new("10 3x30".parse::<TimeControl>().unwrap());
    /// clocks.start(Color::Red, 0.0);
    /// assert_eq!(clocks.display(Color::Red, 1_250.0), "9:58");
    /// assert_eq!(clocks.display(Color::Red, 592_700.0), "0:07.3");
    /// assert_eq!(clocks.display(Color::Red, 600_000.0), "30 ×3");
    /// assert_eq!(clocks.display(Color::Red, 652_500.0), "7.5 ×2");
    /// ```
    pub fn display(&self, color: Color, now_ms: f64) -> String {
        let side = self.side_at(color, now_ms);
        match self.control {
            TimeControl::Unlimited => format_clock(side.used_ms),
            TimeControl::Byoyomi { .. } if side.main_ms <= 0.0 => {
                let t = (side.period_ms_left.max(0.0) / 100.0).floor() as u64;
                if t >= 100 {
                    format!("{} ×{}", t / 10, side.periods_left)
                } else {
                    format!("{}.{} ×{}", t / 10, t % 10, side.periods_left)
                }
            }
            _ => format_clock(side.main_ms),
        }
    }
}

/// `H:MM:SS`, `M:SS`, or `0:SS.t` under ten seconds; rounded down.
fn format_clock(ms: f64) -> String {
    let ms = ms.max(0.0);
    if ms < 10_000.0 {
        let tenths = (ms / 100.0).floor() as u64;
        return format!("0:{:02}.{}", tenths / 10, tenths % 10);
    }
    let secs = (ms / 1000.0).floor() as u64;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}
