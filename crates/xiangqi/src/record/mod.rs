//! Game records in a PGN-style text format.
//!
//! A record is a list of tag pairs followed by the numbered moves and the
//! result:
//!
//! ```text
//! [Game "Chinese Chess"]
//! [Event "Casual game"]
//! [Date "2026.11.30"]
//! [Red "Player"]
//! [Black "Level 3"]
//! [Result "1-0"]
//! [Format "Chinese"]
//!
//! 1. 炮二平五 马８进７
//! 2. 马二进三 车９平８
//! 1-0
//! ```
//!
//! # Writing
//!
//! [`GameRecord::write`] writes the tags in their order, the `Result` tag
//! with the value of [`GameRecord::result`] (added after the other tags if
//! missing), a `FEN` tag when the game did not start from the standard
//! position, and a `Format` tag naming the notation (`Chinese`, `WXF` or
//! `ICCS`). Moves follow, one numbered pair per line, numbered from the
//! start position's move number; when Black moves first the line starts
//! `1. ...`. The last line is the result (`1-0`, `0-1`, `1/2-1/2` or `*`).
//!
//! # Reading
//!
//! [`GameRecord::parse`] reads any of the three notations, detected move by
//! move (a record may mix them), with simplified or traditional characters.
//! Between the moves it skips
//!
//! * move numbers: `1.`, `1...`, `1…`, `1、`, `１．`, also glued to the move
//!   (`1.炮二平五`);
//! * comments: `{…}` (over several lines) and `;` to the end of the line;
//! * variations in parentheses, `$1`-style annotation glyphs, and `!`/`?`
//!   after a move;
//! * blank lines, CRLF line ends, a byte-order mark and full-width spaces.
//!
//! The result comes from the result token ending the moves (`1-0`, `0-1`,
//! `1/2-1/2`, `½-½`, `*`, or `红胜`, `黑胜`, `和棋`), else from the
//! `Result` tag; the `Result` tag is set (or added, last) to match. The
//! `FEN` tag sets the start position and is not kept in
//! [`GameRecord::tags`]; neither is `Format`, which is only informative.
//!
//! ```
//! use xiangqi::{GameRecord, Notation, RecordResult};
//!
//! let text = "[Red \"Player\"]\n\n1. 炮二平五 马８进７ 2. H2+3 {book} i9h9 1-0\n";
//! let record = GameRecord::parse(text).unwrap();
//! assert_eq!(record.red(), Some("Player"));
//! assert_eq!(record.moves.len(), 4);
//! assert_eq!(record.result, RecordResult::RedWins);
//! assert!(record.write(Notation::Chinese).contains("2. 马二进三 车９平８\n1-0\n"));
//! assert_eq!(GameRecord::parse(&record.write(Notation::Wxf)), Ok(record));
//! ```

mod error;
mod result;
#[cfg(feature = "serde")]
mod serde_form;
pub(crate) mod tags;

pub use error::RecordError;
pub use result::{ParseResultError, RecordResult};
pub use tags::Tags;

use crate::game::Game;
use crate::mv::Move;
use crate::outcome::{Outcome, Reason};
use crate::position::{IllegalMove, Position};

/// A recorded game: tags, start position, moves and result.
///
/// The fields are public; [`GameRecord::write`] writes moves up to the
/// first one that is not legal, so an edited record still writes a valid
/// text. With the `serde` feature a record serialises as its tags, the
/// start FEN, the moves in ICCS and the result.
///
/// ```
/// use xiangqi::{Game, GameRecord, Notation, RecordResult};
///
/// let mut game = Game::default();
/// for m in ["h2e2", "h9g7", "h0g2"] {
///     game.play(m.parse().unwrap()).unwrap();
/// }
/// let mut record = GameRecord::from(&game);
/// record.set_event("Casual game");
/// record.set_date("2026.11.30");
/// record.set_red("Player");
/// record.set_black("Level 3");
/// assert_eq!(
///     record.write(Notation::Chinese),
///     "[Game \"Chinese Chess\"]\n\
///      [Event \"Casual game\"]\n\
///      [Date \"2026.11.30\"]\n\
///      [Red \"Player\"]\n\
///      [Black \"Level 3\"]\n\
///      [Result \"*\"]\n\
///      [Format \"Chinese\"]\n\
///      \n\
///      1. 炮二平五 马８进７\n\
///      2. 马二进三\n\
///      *\n"
/// );
/// assert_eq!(record.to_game().unwrap(), game);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "serde_form::RecordData", try_from = "serde_form::RecordData")
)]
pub struct GameRecord {
    /// Tag pairs in order, such as `("Red", "Player")`; `FEN` and `Format`
    /// are not kept here (see the [module docs](self)).
    pub tags: Tags,
    /// The start position.
    pub start: Position,
    /// The moves, in order.
    pub moves: Vec<Move>,
    /// The result.
    pub result: RecordResult,
}

impl Default for GameRecord {
    fn default() -> Self {
        GameRecord::new(Position::startpos())
    }
}

impl GameRecord {
    /// A record without moves from `start`, with the tags `Game`
    /// (`"Chinese Chess"`), `Event`, `Date`, `Red`, `Black` (`"?"` and
    /// `"????.??.??"` for unknown) and `Result` (`"*"`).
    ///
    /// ```
    /// use xiangqi::GameRecord;
    /// let record = GameRecord::default();
    /// assert_eq!(record.tag("game"), Some("Chinese Chess"));
    /// assert_eq!(record.date(), Some("????.??.??"));
    /// ```
    pub fn new(start: Position) -> GameRecord {
        let tags = [
            ("Game", "Chinese Chess"),
            ("Event", "?"),
            ("Date", "????.??.??"),
            ("Red", "?"),
            ("Black", "?"),
            ("Result", "*"),
        ];
        GameRecord {
            tags: tags
                .iter()
                .map(|&(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            start,
            moves: Vec::new(),
            result: RecordResult::Unfinished,
        }
    }

    tags::tag_methods!();

    /// Sets [`GameRecord::result`] and the `Result` tag.
    ///
    /// ```
    /// use xiangqi::{GameRecord, RecordResult};
    /// let mut record = GameRecord::default();
    /// record.set_result(RecordResult::Draw);
    /// assert_eq!(record.tag("Result"), Some("1/2-1/2"));
    /// ```
    pub fn set_result(&mut self, result: RecordResult) {
        self.result = result;
        self.set_tag("Result", result.as_str());
    }

    /// The position after the moves (after the legal ones, if one is not).
    ///
    /// ```
    /// use xiangqi::GameRecord;
    /// let record = GameRecord::parse("h2e2 h9g7").unwrap();
    /// assert_eq!(
    ///     record.end_position().to_fen(),
    ///     "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"
    /// );
    /// ```
    pub fn end_position(&self) -> Position {
        let mut pos = self.start.clone();
        for &m in &self.moves {
            match pos.play(m) {
                Ok(next) => pos = next,
                Err(_) => break,
            }
        }
        pos
    }

    /// Replays the record as a [`Game`]. A decisive or drawn result that
    /// the rules do not already give is recorded with the reason in the
    /// `Termination` tag if it holds a [`Reason`] code (or
    /// `time forfeit`), otherwise as a resignation or a draw by agreement.
    ///
    /// Fails on a move that is illegal or comes after the game has ended by
    /// the rules (for example after a third repetition).
    ///
    /// ```
    /// use xiangqi::{Color, GameRecord, Reason};
    /// let mut record = GameRecord::parse("h2e2 h9g7 0-1").unwrap();
    /// record.set_tag("Termination", "timeout");
    /// let game = record.to_game().unwrap();
    /// let outcome = game.outcome().unwrap();
    /// assert_eq!((outcome.winner, outcome.reason), (Some(Color::Black), Reason::Timeout));
    /// ```
    pub fn to_game(&self) -> Result<Game, IllegalMove> {
        let mut game = Game::new(self.start.clone());
        for &m in &self.moves {
            game.play(m)?;
        }
        if let Some(winner) = self.result.winner() {
            let by_rules = game.outcome().map(|o| o.winner);
            if by_rules != Some(winner) {
                let reason = self
                    .tag("Termination")
                    .and_then(|t| match t.trim() {
                        "time forfeit" => Some(Reason::Timeout),
                        t => t.parse::<Reason>().ok(),
                    })
                    .unwrap_or(match winner {
                        Some(_) => Reason::Resignation,
                        None => Reason::Agreement,
                    });
                game.set_result(match winner {
                    Some(c) => Outcome::win(c, reason),
                    None => Outcome::draw(reason),
                });
            }
        }
        Ok(game)
    }
}

impl From<&Game> for GameRecord {
    /// A record of the game, with default tags (see [`GameRecord::new`]),
    /// its result and, when it is over, a `Termination` tag holding the
    /// [`Reason`] code.
    fn from(game: &Game) -> GameRecord {
        let mut record = GameRecord::new(game.start().clone());
        record.moves = game.moves().to_vec();
        let outcome = game.outcome();
        record.set_result(RecordResult::from_outcome(outcome.as_ref()));
        if let Some(o) = outcome {
            record.set_tag("Termination", o.reason.code());
        }
        record
    }
}
