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

use std::{fmt, str::FromStr};

use crate::{
    ChineseStyle, Color, FenError, Game, IllegalMove, Move, Notation, NotationError, Outcome,
    Position, Reason,
};

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

/// Why a record could not be read.
///
/// ```
/// use xiangqi::{Color, GameRecord, RecordError};
/// let err = GameRecord::parse("1. 炮二平五 马８进７\n2. 马二进三 马８进９").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "move 2 (Black): 马８进９ is not legal here: \
///      no piece for \"马８进９\": the side to move has no black horse on its file 8"
/// );
/// let RecordError::BadMove { move_number, side, ply, text, .. } = err else { panic!() };
/// assert_eq!((move_number, side, ply, text.as_str()), (2, Color::Black, 3, "马８进９"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RecordError {
    /// A line starting with `[` is not a well-formed tag pair.
    #[error("line {line}: bad tag: {reason}")]
    BadTag {
        /// The line (counted from 1).
        line: usize,
        /// What is wrong.
        reason: &'static str,
    },
    /// The `FEN` tag does not hold a valid position.
    #[error("bad FEN tag {fen:?}: {error}")]
    BadFen {
        /// The tag's value.
        fen: String,
        /// Why it was rejected.
        #[source]
        error: FenError,
    },
    /// A move cannot be read or is not legal.
    #[error("move {move_number} ({}): {text} is not legal here: {error}", side_title(.side))]
    BadMove {
        /// The move number, as written in the record.
        move_number: u32,
        /// The side making the move.
        side: Color,
        /// The move's index in the game (0 for the first move).
        ply: usize,
        /// The move as written.
        text: String,
        /// Why it was rejected.
        #[source]
        error: NotationError,
    },
    /// A `{` comment or `(` variation is never closed.
    #[error("line {line}: unterminated {what}")]
    Unterminated {
        /// The line where it starts (counted from 1).
        line: usize,
        /// `"comment"` or `"variation"`.
        what: &'static str,
    },
    /// Something other than a comment follows the result token.
    #[error("line {line}: {text:?} after the result")]
    TextAfterResult {
        /// The line (counted from 1).
        line: usize,
        /// The unexpected text.
        text: String,
    },
}

fn side_title(c: &Color) -> &'static str {
    match c {
        Color::Red => "Red",
        Color::Black => "Black",
    }
}

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
    serde(into = "RecordData", try_from = "RecordData")
)]
pub struct GameRecord {
    /// Tag pairs in order, such as `("Red", "Player")`; `FEN` and `Format`
    /// are not kept here (see the [module docs](self)).
    pub tags: Vec<(String, String)>,
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

    /// The value of the first tag called `name` (ignoring ASCII case).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Sets the tag `name` (ignoring ASCII case), replacing its value in
    /// place or adding it at the end.
    ///
    /// ```
    /// use xiangqi::GameRecord;
    /// let mut record = GameRecord::default();
    /// record.set_tag("Site", "Beijing");
    /// record.set_tag("site", "Shanghai");
    /// assert_eq!(record.tag("Site"), Some("Shanghai"));
    /// assert_eq!(record.remove_tag("SITE").as_deref(), Some("Shanghai"));
    /// assert_eq!(record.tag("Site"), None);
    /// ```
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self
            .tags
            .iter_mut()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
        {
            Some((_, v)) => *v = value,
            None => self.tags.push((name.to_string(), value)),
        }
    }

    /// Removes every tag called `name` (ignoring ASCII case) and returns
    /// the first one's value.
    pub fn remove_tag(&mut self, name: &str) -> Option<String> {
        let first = self.tag(name).map(str::to_string);
        self.tags.retain(|(k, _)| !k.eq_ignore_ascii_case(name));
        first
    }

    /// The `Event` tag.
    pub fn event(&self) -> Option<&str> {
        self.tag("Event")
    }

    /// Sets the `Event` tag.
    pub fn set_event(&mut self, value: impl Into<String>) {
        self.set_tag("Event", value);
    }

    /// The `Date` tag, conventionally `YYYY.MM.DD`.
    pub fn date(&self) -> Option<&str> {
        self.tag("Date")
    }

    /// Sets the `Date` tag.
    pub fn set_date(&mut self, value: impl Into<String>) {
        self.set_tag("Date", value);
    }

    /// The `Red` tag: Red's player.
    pub fn red(&self) -> Option<&str> {
        self.tag("Red")
    }

    /// Sets the `Red` tag.
    pub fn set_red(&mut self, value: impl Into<String>) {
        self.set_tag("Red", value);
    }

    /// The `Black` tag: Black's player.
    pub fn black(&self) -> Option<&str> {
        self.tag("Black")
    }

    /// Sets the `Black` tag.
    pub fn set_black(&mut self, value: impl Into<String>) {
        self.set_tag("Black", value);
    }

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

    /// Writes the record with moves in the notation `n` (Chinese in the
    /// default simplified style). See the [module docs](self).
    pub fn write(&self, n: Notation) -> String {
        self.write_moves(n, |pos, m| pos.to_notation(m, n))
    }

    /// Writes the record with moves in Chinese notation in a given style.
    ///
    /// ```
    /// use xiangqi::{ChineseStyle, GameRecord};
    /// let record = GameRecord::parse("h2e2 h9g7").unwrap();
    /// let text = record.write_chinese(ChineseStyle::TRADITIONAL);
    /// assert!(text.ends_with("1. 炮二平五 馬８進７\n*\n"));
    /// assert_eq!(GameRecord::parse(&text), Ok(record));
    /// ```
    pub fn write_chinese(&self, style: ChineseStyle) -> String {
        self.write_moves(Notation::Chinese, |pos, m| pos.to_chinese(m, style))
    }

    fn write_moves(&self, n: Notation, write: impl Fn(&Position, Move) -> String) -> String {
        let mut out = String::new();
        let mut has_result = false;
        for (name, value) in &self.tags {
            if is_ignored_tag(name) {
                continue;
            }
            let value = if name.eq_ignore_ascii_case("Result") {
                has_result = true;
                self.result.as_str()
            } else {
                value.as_str()
            };
            write_tag(&mut out, name, value);
        }
        if !has_result {
            write_tag(&mut out, "Result", self.result.as_str());
        }
        if self.start != Position::startpos() {
            write_tag(&mut out, "FEN", &self.start.to_fen());
        }
        let format = match n {
            Notation::Chinese => "Chinese",
            Notation::Wxf => "WXF",
            Notation::Iccs => "ICCS",
        };
        write_tag(&mut out, "Format", format);
        out.push('\n');

        let mut pos = self.start.clone();
        let mut line = String::new();
        for &m in &self.moves {
            let Ok(next) = pos.play(m) else { break };
            let text = write(&pos, m);
            if pos.side_to_move() == Color::Red {
                if !line.is_empty() {
                    out.push_str(&line);
                    out.push('\n');
                }
                line = format!("{}. {text}", pos.fullmove_number());
            } else if line.is_empty() {
                line = format!("{}. ... {text}", pos.fullmove_number());
            } else {
                line.push(' ');
                line.push_str(&text);
            }
            pos = next;
        }
        if !line.is_empty() {
            out.push_str(&line);
            out.push('\n');
        }
        out.push_str(self.result.as_str());
        out.push('\n');
        out
    }

    /// Reads a record. See the [module docs](self) for what is accepted.
    ///
    /// ```
    /// use xiangqi::{Color, GameRecord, RecordError};
    /// let text = "[FEN \"4k4/9/9/9/9/9/9/9/4r4/3K5 b - - 0 1\"]\n\
    ///             1. ... 车５平４ {check} 2. 帅六进一 *";
    /// let record = GameRecord::parse(text).unwrap();
    /// assert_eq!(record.start.side_to_move(), Color::Black);
    /// assert_eq!(record.moves.len(), 2);
    /// // FEN is not kept among the tags; a missing Result tag is added.
    /// assert_eq!(record.tags, [("Result".to_string(), "*".to_string())]);
    ///
    /// assert!(matches!(
    ///     GameRecord::parse("[Red \"Player]"),
    ///     Err(RecordError::BadTag { line: 1, .. })
    /// ));
    /// ```
    pub fn parse(text: &str) -> Result<GameRecord, RecordError> {
        let scanned = scan(text)?;
        let mut tags = Vec::new();
        let mut fen = None;
        for (name, value) in scanned.tags {
            if name.eq_ignore_ascii_case("FEN") {
                fen = Some(value);
            } else if !name.eq_ignore_ascii_case("Format") {
                tags.push((name, value));
            }
        }
        let start = match fen {
            Some(fen) => match Position::from_fen(fen.trim()) {
                Ok(p) => p,
                Err(error) => return Err(RecordError::BadFen { fen, error }),
            },
            None => Position::startpos(),
        };
        let mut pos = start.clone();
        let mut moves = Vec::with_capacity(scanned.moves.len());
        for (ply, text) in scanned.moves.into_iter().enumerate() {
            let bad = |pos: &Position, text: String, error| RecordError::BadMove {
                move_number: pos.fullmove_number(),
                side: pos.side_to_move(),
                ply,
                text,
                error,
            };
            let m = match pos.parse_move(&text) {
                Ok(m) => m,
                Err(error) => return Err(bad(&pos, text, error)),
            };
            match pos.play(m) {
                Ok(next) => pos = next,
                Err(_) => {
                    let error = NotationError::IllegalMove {
                        text: text.clone(),
                        mv: Some(m),
                    };
                    return Err(bad(&pos, text, error));
                }
            }
            moves.push(m);
        }
        let tag_result = tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case("Result"))
            .and_then(|(_, v)| v.parse().ok());
        let result = scanned
            .result
            .or(tag_result)
            .unwrap_or(RecordResult::Unfinished);
        let mut has_result = false;
        for (k, v) in &mut tags {
            if k.eq_ignore_ascii_case("Result") {
                *v = result.as_str().to_string();
                has_result = true;
            }
        }
        if !has_result {
            tags.push(("Result".to_string(), result.as_str().to_string()));
        }
        Ok(GameRecord {
            tags,
            start,
            moves,
            result,
        })
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

impl fmt::Display for GameRecord {
    /// The record in Chinese notation, as [`GameRecord::write`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.write(Notation::Chinese))
    }
}

impl FromStr for GameRecord {
    type Err = RecordError;
    fn from_str(s: &str) -> Result<GameRecord, RecordError> {
        GameRecord::parse(s)
    }
}

fn is_ignored_tag(name: &str) -> bool {
    name.eq_ignore_ascii_case("FEN") || name.eq_ignore_ascii_case("Format")
}

pub(crate) fn write_tag(out: &mut String, name: &str, value: &str) {
    let name: String = name
        .chars()
        .filter(|&c| !c.is_whitespace() && !matches!(c, '"' | '[' | ']' | '\u{feff}'))
        .collect();
    if name.is_empty() {
        return;
    }
    out.push('[');
    out.push_str(&name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                out.push('\\');
                out.push(c);
            }
            '\r' | '\n' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

// ---------------------------------------------------------------------------
// Reading

/// The parts of a record text before the moves are interpreted.
struct Scanned {
    tags: Vec<(String, String)>,
    moves: Vec<String>,
    result: Option<RecordResult>,
}

pub(crate) fn is_space(c: char) -> bool {
    c.is_whitespace() || c == '\u{feff}'
}

fn scan(text: &str) -> Result<Scanned, RecordError> {
    let mut out = Scanned {
        tags: Vec::new(),
        moves: Vec::new(),
        result: None,
    };
    let mut line = 1;
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if is_space(c) {
            if c == '\n' {
                line += 1;
            }
            rest = &rest[c.len_utf8()..];
            continue;
        }
        match c {
            '{' => {
                let Some(end) = rest.find('}') else {
                    return Err(RecordError::Unterminated {
                        line,
                        what: "comment",
                    });
                };
                line += rest[..end].matches('\n').count();
                rest = &rest[end + 1..];
            }
            ';' => {
                rest = rest.find('\n').map_or("", |end| &rest[end..]);
            }
            '(' => {
                let mut depth = 0usize;
                let mut end = None;
                for (i, ch) in rest.char_indices() {
                    match ch {
                        '(' => depth += 1,
                        ')' => {
                            depth -= 1;
                            if depth == 0 {
                                end = Some(i);
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                let Some(end) = end else {
                    return Err(RecordError::Unterminated {
                        line,
                        what: "variation",
                    });
                };
                line += rest[..end].matches('\n').count();
                rest = &rest[end + 1..];
            }
            '[' => {
                if !out.moves.is_empty() || out.result.is_some() {
                    return Err(RecordError::BadTag {
                        line,
                        reason: "tag after the moves",
                    });
                }
                let line_end = rest.find(['\n', '\r']).unwrap_or(rest.len());
                let (name, value, used) = parse_tag(&rest[..line_end])
                    .map_err(|reason| RecordError::BadTag { line, reason })?;
                out.tags.push((name, value));
                rest = &rest[used..];
            }
            _ => {
                let end = rest
                    .find(|c: char| is_space(c) || matches!(c, '{' | ';' | '(' | '['))
                    .unwrap_or(rest.len());
                let token = &rest[..end];
                rest = &rest[end..];
                if let Ok(r) = token.parse::<RecordResult>() {
                    if out.result.is_some() {
                        return Err(RecordError::TextAfterResult {
                            line,
                            text: token.to_string(),
                        });
                    }
                    out.result = Some(r);
                    continue;
                }
                if out.result.is_some() {
                    return Err(RecordError::TextAfterResult {
                        line,
                        text: token.to_string(),
                    });
                }
                if let Some(m) = move_text(token) {
                    out.moves.push(m.to_string());
                }
            }
        }
    }
    Ok(out)
}

/// Reads `[Name "value"]` at the start of `s` (one line); returns the name,
/// the value and the number of bytes used.
pub(crate) fn parse_tag(s: &str) -> Result<(String, String, usize), &'static str> {
    let mut it = s.char_indices().peekable();
    it.next(); // '['
    while it.next_if(|&(_, c)| is_space(c)).is_some() {}
    let mut name = String::new();
    while let Some((_, c)) = it.next_if(|&(_, c)| !is_space(c) && !matches!(c, '"' | '[' | ']')) {
        name.push(c);
    }
    if name.is_empty() {
        return Err("missing tag name");
    }
    while it.next_if(|&(_, c)| is_space(c)).is_some() {}
    match it.next() {
        Some((_, '"')) => {}
        Some((_, ']')) => return Err("missing tag value"),
        Some(_) => return Err("the tag value must be in double quotes"),
        None => return Err("missing tag value and closing ]"),
    }
    let mut value = String::new();
    loop {
        match it.next() {
            None => return Err("unterminated tag value: missing closing \" and ]"),
            Some((_, '"')) => break,
            Some((_, '\\')) => match it.next() {
                Some((_, c)) => value.push(c),
                None => return Err("unterminated tag value: missing closing \" and ]"),
            },
            Some((_, c)) => value.push(c),
        }
    }
    while it.next_if(|&(_, c)| is_space(c)).is_some() {}
    match it.next() {
        Some((i, ']')) => Ok((name, value, i + 1)),
        _ => Err("missing closing ]"),
    }
}

fn is_digit(c: char) -> bool {
    c.is_ascii_digit() || ('０'..='９').contains(&c)
}

/// The move in a movetext token, `None` for a move number, ellipsis or
/// annotation glyph.
pub(crate) fn move_text(token: &str) -> Option<&str> {
    const NUMBER_PUNCT: &[char] = &['.', '…', '、', '．', '。', '⋯'];
    if token.chars().all(|c| NUMBER_PUNCT.contains(&c)) {
        return None;
    }
    if let Some(glyph) = token.strip_prefix('$') {
        if glyph.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
    }
    let digits_end = token.find(|c: char| !is_digit(c)).unwrap_or(token.len());
    let mut text = token;
    if digits_end > 0 {
        let after_digits = &token[digits_end..];
        let after_punct = after_digits.trim_start_matches(NUMBER_PUNCT);
        if after_digits.is_empty() {
            return None; // a bare move number
        }
        if after_punct.len() < after_digits.len() {
            match after_punct.chars().next() {
                None => return None,
                // `33.4` is a WXF move (middle soldier on file 3), not `33.`
                Some(c) if is_digit(c) => {}
                Some(_) => text = after_punct,
            }
        }
    }
    let trimmed = text.trim_end_matches(['!', '?']);
    Some(if trimmed.is_empty() { text } else { trimmed })
}

// ---------------------------------------------------------------------------
// Serialisation

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct RecordData {
    tags: Vec<(String, String)>,
    fen: String,
    moves: Vec<String>,
    result: RecordResult,
}

#[cfg(feature = "serde")]
impl From<GameRecord> for RecordData {
    fn from(r: GameRecord) -> RecordData {
        RecordData {
            tags: r.tags,
            fen: r.start.to_fen(),
            moves: r.moves.iter().map(Move::to_string).collect(),
            result: r.result,
        }
    }
}

#[cfg(feature = "serde")]
impl TryFrom<RecordData> for GameRecord {
    type Error = String;
    fn try_from(d: RecordData) -> Result<GameRecord, String> {
        let start = Position::from_fen(&d.fen).map_err(|e| format!("bad FEN {:?}: {e}", d.fen))?;
        let moves = d
            .moves
            .iter()
            .map(|m| m.parse::<Move>().map_err(|e| format!("{m:?}: {e}")))
            .collect::<Result<Vec<Move>, String>>()?;
        Ok(GameRecord {
            tags: d.tags,
            start,
            moves,
            result: d.result,
        })
    }
}
