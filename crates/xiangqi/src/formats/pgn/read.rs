//! Reading PGN text into a game tree: the one reader behind both
//! [`GameTree::from_pgn`](crate::GameTree::from_pgn) and
//! [`GameRecord::parse`](crate::GameRecord::parse).
//!
//! Tags come first; comments may stand before them and between them until
//! the first move. Then the moves, in any of the three notations (mixed
//! freely), with `{comments}`, `;` comments to the end of the line,
//! `(variations)` nested with an explicit stack, marks (`!`, `?!`, or the
//! glyphs `$1`..`$6`) and move numbers. Reading stops at the result token
//! of the main line or at the tags of a next game, and says where it
//! stopped ([`Stop`]): whether more may follow is the caller's rule.

use std::mem;

use super::lexer::{Lexer, Token, UnterminatedComment};
use super::word::Word;
use crate::color::Color;
use crate::fen::FenError;
use crate::notation::NotationError;
use crate::position::Position;
use crate::record::RecordResult;
use crate::tree::{GameTree, NodeId, TreeError, MAX_VARIATION_DEPTH};

/// What is done with `(variations)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Variations {
    /// Read into the tree, every move checked.
    Read,
    /// Passed over unread: only their parentheses must match. A record
    /// keeps the main line alone, and a variation it does not keep cannot
    /// make it unreadable.
    Skip,
}

/// Where reading stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Stop {
    /// At the end of the text.
    End,
    /// After the result token ending the main line.
    Result(RecordResult),
    /// At a tag after the moves, which would begin a next game.
    Tag {
        /// The tag's line (counted from 1).
        line: usize,
    },
}

/// A game read from PGN text.
#[derive(Debug)]
pub(super) struct Read<'a> {
    /// The tree, with the tags as written except `FEN` (which set the
    /// start) and `Format` (which only named the notation); a `Result` tag
    /// is kept for the caller to weigh against the result token.
    pub(super) tree: GameTree,
    /// Where reading stopped.
    pub(super) stop: Stop,
    /// The text after the stop.
    pub(super) rest: Lexer<'a>,
}

/// Why a text could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum ReadError {
    /// A malformed tag before the moves.
    Tag { line: usize, reason: &'static str },
    /// A `FEN` tag that does not hold a valid position.
    Fen { fen: String, error: FenError },
    /// A `{` comment never closed.
    UnterminatedComment { line: usize },
    /// A `(` variation never closed (the line of the outermost one).
    UnterminatedVariation { line: usize },
    /// A `)` without its `(`, or a `(` before any move.
    MisplacedParenthesis { line: usize },
    /// A move that cannot be read or played where it stands.
    Move {
        /// 1 for the first move from the start position.
        ply: usize,
        move_number: u32,
        side: Color,
        text: String,
        reason: Option<NotationError>,
    },
    /// More moves than a tree holds.
    TooManyMoves { max: usize },
    /// Variations nested deeper than a tree holds.
    NestedTooDeep { max: usize },
}

/// A failed reading, with the tree read before the problem when the
/// problem lies in the moves.
#[derive(Debug)]
pub(super) struct Failure {
    pub(super) error: ReadError,
    pub(super) partial: Option<Box<GameTree>>,
}

/// Reads the first game of `text`.
pub(super) fn read(text: &str, variations: Variations) -> Result<Read<'_>, Failure> {
    let mut lexer = Lexer::new(text);
    let mut reader = Reader::new(variations);
    let stop = reader.run(&mut lexer)?;
    Ok(Read {
        tree: reader.tree,
        stop,
        rest: lexer,
    })
}

/// Where the reader stands in the tree.
#[derive(Clone)]
struct Cursor {
    /// The last node read in the current line.
    at: NodeId,
    /// The position after it.
    pos: Position,
    /// Its ply (0 for the root).
    ply: usize,
    /// The node and position before it, where a variation would branch;
    /// `None` until the line has a move.
    before: Option<(NodeId, Position)>,
}

impl Cursor {
    fn root(start: Position) -> Cursor {
        Cursor {
            at: NodeId::ROOT,
            pos: start,
            ply: 0,
            before: None,
        }
    }
}

struct Reader {
    tree: GameTree,
    variations: Variations,
    cur: Cursor,
    /// The lines the open variations branch from, each with the line of
    /// its `(`; the innermost last.
    outer: Vec<(Cursor, usize)>,
    /// While a variation is passed over: how deep, and the line of its
    /// outermost `(`.
    skipping: Option<(usize, usize)>,
}

impl Reader {
    fn new(variations: Variations) -> Reader {
        let tree = GameTree::default();
        let cur = Cursor::root(tree.start().clone());
        Reader {
            tree,
            variations,
            cur,
            outer: Vec::new(),
            skipping: None,
        }
    }

    fn run(&mut self, lexer: &mut Lexer<'_>) -> Result<Stop, Failure> {
        let mut stop = Stop::End;
        while let Some(next) = lexer.next_token() {
            let (line, token) = next.map_err(|UnterminatedComment { line }| {
                self.fail(ReadError::UnterminatedComment { line })
            })?;
            if let Some((depth, _)) = &mut self.skipping {
                match token {
                    Token::Open => *depth += 1,
                    Token::Close if *depth == 1 => self.skipping = None,
                    Token::Close => *depth -= 1,
                    _ => {}
                }
                continue;
            }
            match token {
                // The tags of a next game.
                Token::Tag(_) if !self.tree.is_empty() => {
                    stop = Stop::Tag { line };
                    break;
                }
                Token::Tag(Ok((name, value))) => self.tag(name, value)?,
                Token::Tag(Err(reason)) => {
                    return Err(Failure {
                        error: ReadError::Tag { line, reason },
                        partial: None,
                    })
                }
                Token::Comment(text) => self.comment(text),
                // Written back, the comment goes in braces, where a `}`
                // cannot stand: it becomes `｝` as the writer makes it.
                Token::LineComment(text) => self.comment(&text.replace('}', "｝")),
                Token::Open => self.open(line).map_err(|e| self.fail(e))?,
                Token::Close => self.close(line).map_err(|e| self.fail(e))?,
                Token::Word(word) => match Word::of(word) {
                    Word::Result(result) if self.outer.is_empty() => {
                        stop = Stop::Result(result);
                        break;
                    }
                    // A variation's result says nothing of the game.
                    word => self.word(word).map_err(|e| self.fail(e))?,
                },
            }
        }
        let open = self.outer.first().map(|&(_, line)| line);
        match open.or(self.skipping.map(|(_, line)| line)) {
            Some(line) => Err(self.fail(ReadError::UnterminatedVariation { line })),
            None => Ok(stop),
        }
    }

    /// A failure in the moves, keeping what was read.
    fn fail(&self, error: ReadError) -> Failure {
        Failure {
            error,
            partial: Some(Box::new(self.tree.clone())),
        }
    }

    /// A tag before the first move: `FEN` sets the start, `Format` is
    /// dropped, the others are kept in order.
    fn tag(&mut self, name: String, value: String) -> Result<(), Failure> {
        if name.eq_ignore_ascii_case("FEN") {
            let start = Position::from_fen(value.trim()).map_err(|error| Failure {
                error: ReadError::Fen { fen: value, error },
                partial: None,
            })?;
            // No move has been read, so only the tags and the comment
            // before the first move carry over.
            let mut tree = GameTree::new(start.clone());
            tree.tags = mem::take(&mut self.tree.tags);
            let comment = self.tree.root_comment().map(str::to_string);
            let _ = tree.set_comment(NodeId::ROOT, comment);
            self.tree = tree;
            self.cur = Cursor::root(start);
        } else if !name.eq_ignore_ascii_case("Format") {
            self.tree.tags.push((name, value));
        }
        Ok(())
    }

    fn comment(&mut self, text: &str) {
        // `at` is always a node of the tree.
        let _ = self.tree.append_comment(self.cur.at, text);
    }

    fn open(&mut self, line: usize) -> Result<(), ReadError> {
        if self.variations == Variations::Skip {
            self.skipping = Some((1, line));
            return Ok(());
        }
        let Some((node, pos)) = self.cur.before.clone() else {
            return Err(ReadError::MisplacedParenthesis { line });
        };
        if self.outer.len() >= MAX_VARIATION_DEPTH {
            return Err(ReadError::NestedTooDeep {
                max: MAX_VARIATION_DEPTH,
            });
        }
        let branch = Cursor {
            at: node,
            pos,
            ply: self.cur.ply - 1,
            before: None,
        };
        self.outer.push((mem::replace(&mut self.cur, branch), line));
        Ok(())
    }

    fn close(&mut self, line: usize) -> Result<(), ReadError> {
        let Some((outer, _)) = self.outer.pop() else {
            return Err(ReadError::MisplacedParenthesis { line });
        };
        self.cur = outer;
        Ok(())
    }

    /// A move, or a mark or glyph for the last one; numbers are passed
    /// over.
    fn word(&mut self, word: Word<'_>) -> Result<(), ReadError> {
        let (text, mark) = match word {
            Word::Move { text, mark } => (text, mark),
            Word::Mark(mark) | Word::Glyph(Some(mark)) => {
                let _ = self.tree.set_mark(self.cur.at, Some(mark));
                return Ok(());
            }
            Word::Glyph(None) | Word::Number | Word::Result(_) => return Ok(()),
        };
        let cur = &self.cur;
        let ply = cur.ply + 1;
        let refused = |reason| ReadError::Move {
            ply,
            move_number: cur.pos.fullmove_number(),
            side: cur.pos.side_to_move(),
            text: text.to_string(),
            reason,
        };
        let mv = cur.pos.parse_move(text).map_err(|e| refused(Some(e)))?;
        let node = self
            .tree
            .add_move_in(cur.at, &cur.pos, mv)
            .map_err(|e| match e {
                TreeError::TooManyNodes { max } => ReadError::TooManyMoves { max },
                TreeError::NestedTooDeep { max } => ReadError::NestedTooDeep { max },
                _ => refused(None),
            })?;
        if mark.is_some() {
            let _ = self.tree.set_mark(node, mark);
        }
        let mut next = self.cur.pos.clone();
        next.do_move(mv);
        let before = (self.cur.at, mem::replace(&mut self.cur.pos, next));
        self.cur.before = Some(before);
        self.cur.at = node;
        self.cur.ply = ply;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skipped_variations_only_need_their_parentheses() {
        let text = "1. h2e2 (1. zz (yy)) h9g7 *";
        let read = read(text, Variations::Skip).unwrap();
        assert_eq!(read.tree.len(), 2);
        assert_eq!(read.stop, Stop::Result(RecordResult::Unfinished));
        let failure = super::read(text, Variations::Read).unwrap_err();
        assert!(matches!(failure.error, ReadError::Move { ply: 1, .. }));
        let failure = super::read("1. h2e2 (1. b2e2", Variations::Skip).unwrap_err();
        assert_eq!(failure.error, ReadError::UnterminatedVariation { line: 1 });
    }

    #[test]
    fn tags_may_follow_a_comment_before_the_first_move() {
        let text = "{opening} [Red \"A\"]\n[FEN \"4k4/9/9/9/9/9/9/9/4r4/3K5 b\"] 1... e1d1";
        let read = read(text, Variations::Read).unwrap();
        assert_eq!(read.tree.red(), Some("A"));
        assert_eq!(read.tree.root_comment(), Some("opening"));
        assert_eq!(read.tree.start().side_to_move(), Color::Black);
        assert_eq!(read.tree.len(), 1);
        assert_eq!(read.stop, Stop::End);
    }
}
