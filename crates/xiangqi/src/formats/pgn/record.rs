//! A [`GameRecord`] as PGN text: the reader and writer of trees, held to
//! one game per text and to the main line.

use std::{fmt, str::FromStr};

use super::lexer::{Lexer, Token};
use super::read::{self, Read, ReadError, Stop, Variations};
use super::write::{self, Dialect, Style};
use crate::notation::{ChineseStyle, Notation, NotationError};
use crate::record::{GameRecord, RecordError, RecordResult};
use crate::tree::GameTree;

impl GameRecord {
    /// Writes the record with moves in the notation `n` (Chinese in the
    /// default simplified style). See the [module docs](crate::record).
    pub fn write(&self, n: Notation) -> String {
        self.write_in(Style {
            notation: n,
            chinese: ChineseStyle::default(),
            dialect: Dialect::Own,
        })
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
        self.write_in(Style {
            notation: Notation::Chinese,
            chinese: style,
            dialect: Dialect::Own,
        })
    }

    fn write_in(&self, style: Style) -> String {
        // The tree holds the moves up to the first one that is not legal.
        write::write(&GameTree::from(self), &self.tags, style)
    }

    /// Reads a record. See the [module docs](crate::record) for what is
    /// accepted.
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
        let read = read::read(text, Variations::Skip).map_err(|f| record_error(f.error))?;
        let Read { tree, stop, rest } = read;
        let token = match stop {
            Stop::End => None,
            Stop::Tag { line } => return Err(tag_after_the_moves(line)),
            Stop::Result(result) => {
                only_comments(rest)?;
                Some(result)
            }
        };
        let mut tags = tree.tags.clone();
        let tagged = tags.tag("Result").and_then(|v| v.parse().ok());
        let result = token.or(tagged).unwrap_or(RecordResult::Unfinished);
        let mut has_result = false;
        for (k, v) in tags.iter_mut() {
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
            start: tree.start().clone(),
            moves: tree.mainline_moves(),
            result,
        })
    }
}

/// A record holds one game: after its result only comments may follow.
fn only_comments(mut rest: Lexer<'_>) -> Result<(), RecordError> {
    while let Some(next) = rest.next_token() {
        let (line, token) =
            next.map_err(|e| record_error(ReadError::UnterminatedComment { line: e.line }))?;
        let text = match token {
            Token::Comment(_) | Token::LineComment(_) => continue,
            Token::Tag(_) => return Err(tag_after_the_moves(line)),
            Token::Open => "(",
            Token::Close => ")",
            Token::Word(word) => word,
        };
        return Err(RecordError::TextAfterResult {
            line,
            text: text.to_string(),
        });
    }
    Ok(())
}

fn tag_after_the_moves(line: usize) -> RecordError {
    RecordError::BadTag {
        line,
        reason: "tag after the moves",
    }
}

fn record_error(error: ReadError) -> RecordError {
    match error {
        ReadError::Tag { line, reason } => RecordError::BadTag { line, reason },
        ReadError::Fen { fen, error } => RecordError::BadFen { fen, error },
        ReadError::UnterminatedComment { line } => RecordError::Unterminated {
            line,
            what: "comment",
        },
        ReadError::UnterminatedVariation { line } => RecordError::Unterminated {
            line,
            what: "variation",
        },
        ReadError::MisplacedParenthesis { line } => RecordError::MisplacedParenthesis { line },
        ReadError::Move {
            ply,
            move_number,
            side,
            text,
            reason,
        } => RecordError::BadMove {
            move_number,
            side,
            ply: ply - 1,
            error: reason.unwrap_or_else(|| NotationError::IllegalMove {
                text: text.clone(),
                mv: None,
            }),
            text,
        },
        ReadError::TooManyMoves { max } => RecordError::TooManyMoves { max },
        ReadError::NestedTooDeep { max } => RecordError::NestedTooDeep { max },
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
