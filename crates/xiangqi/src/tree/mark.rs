//! Move annotation marks: `!`, `?`, `!!`, `??`, `!?`, `?!`.

use std::{fmt, str::FromStr};

/// A judgement attached to a move, written after it in records (`炮二平五!`).
///
/// ```
/// use xiangqi::Mark;
/// assert_eq!("!?".parse(), Ok(Mark::Interesting));
/// assert_eq!(Mark::Blunder.to_string(), "??");
/// assert_eq!(Mark::from_nag(1), Some(Mark::Good));
/// assert_eq!(Mark::Dubious.nag(), 6);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Mark {
    /// `!`: a good move.
    #[cfg_attr(feature = "serde", serde(rename = "!"))]
    Good,
    /// `?`: a mistake.
    #[cfg_attr(feature = "serde", serde(rename = "?"))]
    Mistake,
    /// `!!`: a brilliant move.
    #[cfg_attr(feature = "serde", serde(rename = "!!"))]
    Brilliant,
    /// `??`: a blunder.
    #[cfg_attr(feature = "serde", serde(rename = "??"))]
    Blunder,
    /// `!?`: an interesting move.
    #[cfg_attr(feature = "serde", serde(rename = "!?"))]
    Interesting,
    /// `?!`: a dubious move.
    #[cfg_attr(feature = "serde", serde(rename = "?!"))]
    Dubious,
}

impl Mark {
    /// All marks, in the order of their PGN glyph numbers (`$1`..`$6`).
    pub const ALL: [Mark; 6] = [
        Mark::Good,
        Mark::Mistake,
        Mark::Brilliant,
        Mark::Blunder,
        Mark::Interesting,
        Mark::Dubious,
    ];

    /// The mark as written after a move.
    pub const fn as_str(self) -> &'static str {
        match self {
            Mark::Good => "!",
            Mark::Mistake => "?",
            Mark::Brilliant => "!!",
            Mark::Blunder => "??",
            Mark::Interesting => "!?",
            Mark::Dubious => "?!",
        }
    }

    /// The PGN numeric annotation glyph (`$1` is `!` … `$6` is `?!`).
    pub const fn nag(self) -> u8 {
        match self {
            Mark::Good => 1,
            Mark::Mistake => 2,
            Mark::Brilliant => 3,
            Mark::Blunder => 4,
            Mark::Interesting => 5,
            Mark::Dubious => 6,
        }
    }

    /// The mark of a numeric annotation glyph, `None` for glyphs other
    /// than 1 to 6.
    pub const fn from_nag(nag: u32) -> Option<Mark> {
        match nag {
            1 => Some(Mark::Good),
            2 => Some(Mark::Mistake),
            3 => Some(Mark::Brilliant),
            4 => Some(Mark::Blunder),
            5 => Some(Mark::Interesting),
            6 => Some(Mark::Dubious),
            _ => None,
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Error returned when a text is not one of the six marks.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a move mark: expected !, ?, !!, ??, !? or ?!")]
pub struct ParseMarkError;

impl FromStr for Mark {
    type Err = ParseMarkError;
    fn from_str(s: &str) -> Result<Mark, ParseMarkError> {
        let s: String = s
            .trim()
            .chars()
            .map(|c| match c {
                '！' => '!',
                '？' => '?',
                c => c,
            })
            .collect();
        Mark::ALL
            .into_iter()
            .find(|m| m.as_str() == s)
            .ok_or(ParseMarkError)
    }
}
