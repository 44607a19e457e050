//! What the clocks allow: the game's time ([`GameTime`]) and an optional
//! limit on every single move (步时), together a [`TimeControl`].

use std::fmt;

pub(super) const SECOND: u64 = 1_000;
pub(super) const MINUTE: u64 = 60 * SECOND;

/// How much time a side has for its moves taken together.
///
/// ```
/// use xiangqi::clock::GameTime;
/// let stages = GameTime::MovesInTime { moves: 40, stage_ms: 90 * 60_000, then_ms: None };
/// assert_eq!(stages.main_ms(), Some(5_400_000));
/// assert!(GameTime::Unlimited.main_ms().is_none());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum GameTime {
    /// No limit on the game; the clocks only count the time used.
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
    /// The tournament control "so many moves in so much time" (负 (四)):
    /// a side must complete `moves` moves within `stage_ms`; time left over
    /// carries on. Without `then_ms` the stage repeats (`40/90`: another
    /// 90 minutes for every further 40 moves); with it, the time for all
    /// the remaining moves is added once the first stage is complete
    /// (`40/90, 30`).
    MovesInTime {
        /// Moves to complete in each stage.
        moves: u32,
        /// Time for each stage, in milliseconds.
        stage_ms: u64,
        /// Time added for the rest of the game after the first stage.
        then_ms: Option<u64>,
    },
}

impl GameTime {
    /// The time on the clock at the start, `None` when unlimited.
    pub const fn main_ms(&self) -> Option<u64> {
        match *self {
            GameTime::Unlimited => None,
            GameTime::SuddenDeath { main_ms }
            | GameTime::Fischer { main_ms, .. }
            | GameTime::Byoyomi { main_ms, .. } => Some(main_ms),
            GameTime::MovesInTime { stage_ms, .. } => Some(stage_ms),
        }
    }
}

/// How much time each side has: the game's time and, optionally, the
/// longest a single move may take (步时). A side loses on time when
/// either runs out.
///
/// The [`Display`](fmt::Display) form is readable and can be parsed back
/// (see [`FromStr`](std::str::FromStr) for every accepted form):
///
/// ```
/// use xiangqi::clock::{GameTime, TimeControl};
/// let tcs = [
///     (TimeControl::UNLIMITED, "unlimited"),
///     (GameTime::SuddenDeath { main_ms: 300_000 }.into(), "5 min"),
///     (GameTime::Fischer { main_ms: 600_000, increment_ms: 5_000 }.into(), "10+5"),
///     (GameTime::Fischer { main_ms: 30_000, increment_ms: 2_000 }.into(), "0:30+2"),
///     (
///         GameTime::Byoyomi { main_ms: 600_000, periods: 3, period_ms: 30_000 }.into(),
///         "10 min + 3×30 s 读秒",
///     ),
///     (
///         GameTime::MovesInTime { moves: 40, stage_ms: 5_400_000, then_ms: None }.into(),
///         "40/90",
///     ),
///     (
///         GameTime::MovesInTime { moves: 40, stage_ms: 5_400_000, then_ms: Some(1_800_000) }
///             .into(),
///         "40/90, 30",
///     ),
///     (TimeControl::per_move(60_000), "60 s/move"),
///     (
///         TimeControl { game: GameTime::SuddenDeath { main_ms: 600_000 }, per_move_ms: Some(60_000) },
///         "10 min, 60 s/move",
///     ),
/// ];
/// for (tc, text) in tcs {
///     assert_eq!(tc.to_string(), text);
///     assert_eq!(text.parse::<TimeControl>(), Ok(tc));
/// }
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TimeControl {
    /// The time for the game.
    pub game: GameTime,
    /// The longest one move may take, in milliseconds (步时).
    pub per_move_ms: Option<u64>,
}

impl From<GameTime> for TimeControl {
    fn from(game: GameTime) -> TimeControl {
        TimeControl {
            game,
            per_move_ms: None,
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

const fn preset(name: &'static str, game: GameTime) -> Preset {
    Preset {
        name,
        control: TimeControl {
            game,
            per_move_ms: None,
        },
    }
}

const fn sudden_death(minutes: u64) -> GameTime {
    GameTime::SuddenDeath {
        main_ms: minutes * MINUTE,
    }
}

const fn fischer(minutes: u64, increment_s: u64) -> GameTime {
    GameTime::Fischer {
        main_ms: minutes * MINUTE,
        increment_ms: increment_s * SECOND,
    }
}

const fn byoyomi(minutes: u64, periods: u32, period_s: u64) -> GameTime {
    GameTime::Byoyomi {
        main_ms: minutes * MINUTE,
        periods,
        period_ms: period_s * SECOND,
    }
}

const PRESETS: [Preset; 14] = [
    preset("Bullet 1+0", sudden_death(1)),
    preset("Blitz 3+2", fischer(3, 2)),
    preset("Blitz 5+0", sudden_death(5)),
    preset("Blitz 5+3", fischer(5, 3)),
    preset("Rapid 10+0", sudden_death(10)),
    preset("Rapid 10+5", fischer(10, 5)),
    preset("Rapid 15+10", fischer(15, 10)),
    preset("Classical 30+0", sudden_death(30)),
    preset("Classical 60+30", fischer(60, 30)),
    preset("Byo-yomi 5 min + 5×10 s", byoyomi(5, 5, 10)),
    preset("Byo-yomi 20 min + 3×30 s", byoyomi(20, 3, 30)),
    Preset {
        name: "Per-move 60 s",
        control: TimeControl::per_move(MINUTE),
    },
    preset(
        "Classical 40/90, 30",
        GameTime::MovesInTime {
            moves: 40,
            stage_ms: 90 * MINUTE,
            then_ms: Some(30 * MINUTE),
        },
    ),
    preset("Unlimited", GameTime::Unlimited),
];

impl TimeControl {
    /// No limit at all.
    pub const UNLIMITED: TimeControl = TimeControl {
        game: GameTime::Unlimited,
        per_move_ms: None,
    };

    /// Only a limit on each move: `ms` for every move, however long the
    /// game.
    pub const fn per_move(ms: u64) -> TimeControl {
        TimeControl {
            game: GameTime::Unlimited,
            per_move_ms: Some(ms),
        }
    }

    /// Common controls with names, fastest first,
    /// [`TimeControl::UNLIMITED`] last.
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

    /// The game's starting time in milliseconds, `None` when the game
    /// itself is unlimited.
    ///
    /// ```
    /// use xiangqi::TimeControl;
    /// assert_eq!("10+5".parse::<TimeControl>().unwrap().main_ms(), Some(600_000));
    /// assert_eq!(TimeControl::UNLIMITED.main_ms(), None);
    /// ```
    pub const fn main_ms(&self) -> Option<u64> {
        self.game.main_ms()
    }

    /// Whether there is no time limit of any kind.
    ///
    /// ```
    /// use xiangqi::TimeControl;
    /// assert!(TimeControl::UNLIMITED.is_unlimited());
    /// assert!(!TimeControl::per_move(10_000).is_unlimited());
    /// ```
    pub const fn is_unlimited(&self) -> bool {
        matches!(self.game, GameTime::Unlimited) && self.per_move_ms.is_none()
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

/// Writes a main time followed by ` min` when it is whole minutes.
fn write_main_with_unit(f: &mut fmt::Formatter<'_>, ms: u64) -> fmt::Result {
    write_main(f, ms)?;
    if ms.is_multiple_of(MINUTE) {
        f.write_str(" min")?;
    }
    Ok(())
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

impl fmt::Display for GameTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GameTime::Unlimited => f.write_str("unlimited"),
            GameTime::SuddenDeath { main_ms } => write_main_with_unit(f, main_ms),
            GameTime::Fischer {
                main_ms,
                increment_ms,
            } => {
                write_main(f, main_ms)?;
                f.write_str("+")?;
                write_seconds(f, increment_ms)
            }
            GameTime::Byoyomi {
                main_ms,
                periods,
                period_ms,
            } => {
                if main_ms > 0 {
                    write_main_with_unit(f, main_ms)?;
                    f.write_str(" + ")?;
                }
                write!(f, "{periods}×")?;
                write_seconds(f, period_ms)?;
                f.write_str(" s 读秒")
            }
            GameTime::MovesInTime {
                moves,
                stage_ms,
                then_ms,
            } => {
                write!(f, "{moves}/")?;
                write_main(f, stage_ms)?;
                if let Some(then) = then_ms {
                    f.write_str(", ")?;
                    write_main(f, then)?;
                }
                Ok(())
            }
        }
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.game, self.per_move_ms) {
            (game, None) => game.fmt(f),
            (GameTime::Unlimited, Some(step)) => {
                write_seconds(f, step)?;
                f.write_str(" s/move")
            }
            (game, Some(step)) => {
                write!(f, "{game}, ")?;
                write_seconds(f, step)?;
                f.write_str(" s/move")
            }
        }
    }
}
