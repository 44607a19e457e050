//! Reading PGN text into a game tree.
//!
//! Tags come first; then the moves, in any of the three notations (mixed
//! freely), with `{comments}`, `;` comments to the end of the line,
//! `(variations)` nested with an explicit stack, marks (`!`, `?!`, or the
//! glyphs `$1`..`$6`) and move numbers. Reading stops at the result token
//! of the main line or at the tags of a next game: only the first game of
//! a file is read.

use crate::record::{is_space, move_text, parse_tag};
use crate::{GameTree, Mark, NodeId, Position, RecordResult, MAX_VARIATION_DEPTH};

use super::error::tree_error_kind;
use super::{Format, ImportError, ImportErrorKind, Part, SetupError};

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

fn error(kind: ImportErrorKind) -> ImportError {
    ImportError::new(Format::Pgn, kind)
}

pub(crate) fn read(text: &str) -> Result<GameTree, ImportError> {
    let mut rest = text;
    let mut line = 1;
    let mut tags = Vec::new();
    // Tags.
    loop {
        let skipped = rest.trim_start_matches(is_space);
        line += rest[..rest.len() - skipped.len()].matches('\n').count();
        rest = skipped;
        if !rest.starts_with('[') {
            break;
        }
        let end = rest.find(['\n', '\r']).unwrap_or(rest.len());
        let (name, value, used) =
            parse_tag(&rest[..end]).map_err(|_| error(ImportErrorKind::BadTag { line }))?;
        tags.push((name, value));
        rest = &rest[used..];
    }
    let mut tree = tree_from_tags(tags)?;
    read_moves(&mut tree, rest, line)
        .map_err(|kind| ImportError::with_partial(Format::Pgn, kind, tree.clone()))?;
    Ok(tree)
}

/// A tree with the tags read: `FEN` sets the start, `Result` the result,
/// `Format` is dropped.
fn tree_from_tags(tags: Vec<(String, String)>) -> Result<GameTree, ImportError> {
    let mut start = Position::startpos();
    let mut result = RecordResult::Unfinished;
    let mut kept = Vec::new();
    for (name, value) in tags {
        if name.eq_ignore_ascii_case("FEN") {
            start = Position::from_fen(value.trim())
                .map_err(|e| error(ImportErrorKind::BadSetup(SetupError::Fen(e))))?;
        } else if name.eq_ignore_ascii_case("Result") {
            result = value.parse().unwrap_or(RecordResult::Unfinished);
        } else if !name.eq_ignore_ascii_case("Format") {
            kept.push((name, value));
        }
    }
    let mut tree = GameTree::new(start);
    tree.tags = kept;
    tree.result = result;
    Ok(tree)
}

fn add_comment(tree: &mut GameTree, at: NodeId, text: &str) {
    // `at` is always a node of the tree.
    let _ = tree.append_comment(at, text);
}

fn read_moves(tree: &mut GameTree, text: &str, mut line: usize) -> Result<(), ImportErrorKind> {
    let mut cur = Cursor {
        at: NodeId::ROOT,
        pos: tree.start().clone(),
        ply: 0,
        before: None,
    };
    let mut stack: Vec<(Cursor, usize)> = Vec::new();
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
                    return Err(ImportErrorKind::Unterminated {
                        line,
                        what: Part::Comment,
                    });
                };
                add_comment(tree, cur.at, &rest[1..end]);
                line += rest[..end].matches('\n').count();
                rest = &rest[end + 1..];
            }
            ';' => {
                let end = rest.find('\n').unwrap_or(rest.len());
                // Written back, the comment goes in braces, where a `}`
                // cannot stand: it becomes `｝` as the writer makes it.
                let text = rest[1..end].trim_end_matches('\r').replace('}', "｝");
                add_comment(tree, cur.at, &text);
                rest = &rest[end..];
            }
            '(' => {
                let Some((node, pos)) = cur.before.clone() else {
                    return Err(ImportErrorKind::MisplacedParenthesis { line });
                };
                if stack.len() >= MAX_VARIATION_DEPTH {
                    return Err(ImportErrorKind::NestedTooDeep {
                        max: MAX_VARIATION_DEPTH,
                    });
                }
                let ply = cur.ply - 1;
                stack.push((
                    std::mem::replace(
                        &mut cur,
                        Cursor {
                            at: node,
                            pos,
                            ply,
                            before: None,
                        },
                    ),
                    line,
                ));
                rest = &rest[1..];
            }
            ')' => {
                let Some((outer, _)) = stack.pop() else {
                    return Err(ImportErrorKind::MisplacedParenthesis { line });
                };
                cur = outer;
                rest = &rest[1..];
            }
            '[' => break, // the tags of a next game
            _ => {
                let end = rest
                    .find(|c: char| is_space(c) || matches!(c, '{' | '}' | ';' | '(' | ')' | '['))
                    .unwrap_or(rest.len())
                    .max(c.len_utf8());
                let token = &rest[..end];
                rest = &rest[end..];
                if let Ok(result) = token.parse::<RecordResult>() {
                    if stack.is_empty() {
                        tree.result = result;
                        break;
                    }
                    continue;
                }
                read_token(tree, &mut cur, token)?;
            }
        }
    }
    if let Some((_, open_line)) = stack.first() {
        return Err(ImportErrorKind::Unterminated {
            line: *open_line,
            what: Part::Variation,
        });
    }
    Ok(())
}

/// A mark, glyph, move number or move.
fn read_token(tree: &mut GameTree, cur: &mut Cursor, token: &str) -> Result<(), ImportErrorKind> {
    if let Some(glyph) = token.strip_prefix('$') {
        if let Ok(n) = glyph.parse::<u32>() {
            if let Some(mark) = Mark::from_nag(n) {
                let _ = tree.set_mark(cur.at, Some(mark));
            }
            return Ok(());
        }
    }
    if let Ok(mark) = token.parse::<Mark>() {
        let _ = tree.set_mark(cur.at, Some(mark));
        return Ok(());
    }
    let Some(text) = move_text(token) else {
        return Ok(()); // a move number
    };
    // `move_text` returns a part of `token`; what follows it is the mark.
    let text_end = text.as_ptr() as usize - token.as_ptr() as usize + text.len();
    let mark = token.get(text_end..).and_then(|m| m.parse::<Mark>().ok());
    let ply = cur.ply + 1;
    let illegal = |pos: &Position, reason| ImportErrorKind::IllegalMove {
        ply,
        move_number: pos.fullmove_number(),
        side: pos.side_to_move(),
        text: text.to_string(),
        reason,
    };
    let mv = cur
        .pos
        .parse_move(text)
        .map_err(|e| illegal(&cur.pos, Some(e)))?;
    let node = tree
        .add_move_in(cur.at, &cur.pos, mv)
        .map_err(|e| tree_error_kind(e, ply, &cur.pos, text.to_string()))?;
    if mark.is_some() {
        let _ = tree.set_mark(node, mark);
    }
    let mut next = cur.pos.clone();
    next.do_move(mv);
    let before = (cur.at, std::mem::replace(&mut cur.pos, next));
    cur.before = Some(before);
    cur.at = node;
    cur.ply = ply;
    Ok(())
}
