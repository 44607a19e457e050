//! The result a record gives for its game: `1-0`, `0-1`, `1/2-1/2` or `*`.

use std::{fmt, str::FromStr};

use crate::color::Color;
use crate::outcome::Outcome;

/// The result written in a record.
///
/// ```
/// use xiangqi::RecordResult;
/// assert_eq!(RecordResult::Draw.to_string(), "1/2-1/2");
/// assert_eq!("0-1".parse(), Ok(RecordResult::BlackWins));
/// assert_eq!("红胜".parse(), Ok(RecordResult::RedWins));
/// assert!("2-0".parse::<RecordResult>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RecordResult {
    /// `1-0`.
    #[cfg_attr(feature = "serde", serde(rename = "1-0"))]
    RedWins,
    /// `0-1`.
    #[cfg_attr(feature = "serde", serde(rename = "0-1"))]
    BlackWins,
    /// `1/2-1/2`.
    #[cfg_attr(feature = "serde", serde(rename = "1/2-1/2"))]
    Draw,
    /// `*`: the game is not over (or the result is unknown).
    #[default]
    #[cfg_attr(feature = "serde", serde(rename = "*"))]
    Unfinished,
}

impl RecordResult {
    /// The token written in records: `"1-0"`, `"0-1"`, `"1/2-1/2"` or `"*"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            RecordResult::RedWins => "1-0",
            RecordResult::BlackWins => "0-1",
            RecordResult::Draw => "1/2-1/2",
            RecordResult::Unfinished => "*",
        }
    }

    /// The result of a game with this outcome (`None`: not over).
    ///
    /// ```
    /// use xiangqi::{Color, Outcome, Reason, RecordResult};
    /// let o = Outcome::loss(Color::Red, Reason::Timeout);
    /// assert_eq!(RecordResult::from_outcome(Some(&o)), RecordResult::BlackWins);
    /// assert_eq!(RecordResult::from_outcome(None), RecordResult::Unfinished);
    /// ```
    pub fn from_outcome(outcome: Option<&Outcome>) -> RecordResult {
        match outcome.map(|o| o.winner) {
            None => RecordResult::Unfinished,
            Some(None) => RecordResult::Draw,
            Some(Some(Color::Red)) => RecordResult::RedWins,
            Some(Some(Color::Black)) => RecordResult::BlackWins,
        }
    }

    /// `Some(winner)` for a finished game (`Some(None)` for a draw), `None`
    /// when unfinished.
    ///
    /// ```
    /// use xiangqi::{Color, RecordResult};
    /// assert_eq!(RecordResult::RedWins.winner(), Some(Some(Color::Red)));
    /// assert_eq!(RecordResult::Draw.winner(), Some(None));
    /// assert_eq!(RecordResult::Unfinished.winner(), None);
    /// ```
    pub const fn winner(self) -> Option<Option<Color>> {
        match self {
            RecordResult::RedWins => Some(Some(Color::Red)),
            RecordResult::BlackWins => Some(Some(Color::Black)),
            RecordResult::Draw => Some(None),
            RecordResult::Unfinished => None,
        }
    }
}

impl fmt::Display for RecordResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Error returned when a text is not a result token.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a result: expected 1-0, 0-1, 1/2-1/2 or *")]
pub struct ParseResultError;

impl FromStr for RecordResult {
    type Err = ParseResultError;
    fn from_str(s: &str) -> Result<RecordResult, ParseResultError> {
        let s: String = s
            .trim()
            .chars()
            .map(|c| match c {
                '–' | '—' | '－' => '-',
                '１' => '1',
                '０' => '0',
                '／' => '/',
                c => c,
            })
            .collect();
        match s.as_str() {
            "1-0" | "红胜" | "紅勝" | "红方胜" | "紅方勝" => Ok(RecordResult::RedWins),
            "0-1" | "黑胜" | "黑勝" | "黑方胜" | "黑方勝" => Ok(RecordResult::BlackWins),
            "1/2-1/2" | "½-½" | "和棋" | "和局" | "和" => Ok(RecordResult::Draw),
            "*" => Ok(RecordResult::Unfinished),
            _ => Err(ParseResultError),
        }
    }
}
