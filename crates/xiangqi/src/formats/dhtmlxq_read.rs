//! Reading `[DhtmlXQ]` blocks, the record format of dpxq.com (东萍象棋网)
//! pages and their viewer.
//!
//! The format, as the public viewers read it:
//!
//! * tags `[DhtmlXQ_name]value[/DhtmlXQ_name]` inside `[DhtmlXQ]…[/DhtmlXQ]`;
//! * `fen` (written by some tools, and by this crate for set-ups, as
//!   the piece list says neither who moves first nor the move counters);
//! * `binit`: the 32 pieces (Red 车马相仕帅仕相马车炮炮兵×5, then Black the
//!   same) as two digits each, column `x` from the left and row `y` from
//!   the top (Black's side); `99` for a piece not on the board;
//! * `movelist`: the main line, four digits a move (`x1 y1 x2 y2`), so the
//!   central cannon opening is `7747`;
//! * `move_P_S_B`: variation `B`, branching from line `P` (0 is the main
//!   line) at step `S`: its first move replaces move `S` of line `P`
//!   (steps count plies from the start, from 1);
//! * `commentS` (main line) and `commentB_S` (variation `B`): the comment
//!   after step `S`; `comment0` comes before the first move. In comments
//!   `||` is a line break and `\uXXXX` a character.

use std::collections::{HashMap, VecDeque};

use super::board::{board_position, slot_piece};
use super::error::{tree_error_kind, ImportError, ImportErrorKind, SetupError};
use super::Format;
use crate::color::Color;
use crate::mv::Move;
use crate::piece::Piece;
use crate::position::Position;
use crate::record::RecordResult;
use crate::square::Square;
use crate::tree::{GameTree, NodeId};

fn error(kind: ImportErrorKind) -> ImportError {
    ImportError::new(Format::DhtmlXq, kind)
}

const OPEN: &str = "[DhtmlXQ";

/// Whether the text holds a DhtmlXQ tag.
pub(crate) fn contains_block(text: &str) -> bool {
    find_ascii_ci(text, OPEN, 0).is_some()
}

/// The byte offset of `needle` (ASCII, any case) in `text` from `from`.
fn find_ascii_ci(text: &str, needle: &str, from: usize) -> Option<usize> {
    let hay = text.as_bytes();
    let n = needle.as_bytes();
    if n.is_empty() || hay.len() < n.len() {
        return None;
    }
    (from..=hay.len() - n.len()).find(|&i| hay[i..i + n.len()].eq_ignore_ascii_case(n))
}

/// Tag names, lower-cased, and their values, in order, up to the first
/// `[/DhtmlXQ]`. A value runs to its closing tag, or without one to the
/// next tag; every search moves forward, so reading is linear.
fn tags(text: &str) -> Vec<(String, String)> {
    let text = &text[..find_ascii_ci(text, "[/DhtmlXQ]", 0).unwrap_or(text.len())];
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(start) = find_ascii_ci(text, "[DhtmlXQ_", at) {
        let name_start = start + "[DhtmlXQ_".len();
        let Some(name_len) = text[name_start..].find(']') else {
            break;
        };
        let name = text[name_start..name_start + name_len].to_ascii_lowercase();
        let value_start = name_start + name_len + 1;
        let value_end = next_tag(text, value_start);
        out.push((name.clone(), text[value_start..value_end].to_string()));
        at = value_end;
        let close = format!("[/DhtmlXQ_{name}]");
        if text
            .get(at..at + close.len())
            .is_some_and(|t| t.eq_ignore_ascii_case(&close))
        {
            at += close.len();
        }
    }
    out
}

/// Where the next opening or closing DhtmlXQ tag starts, from `from`.
fn next_tag(text: &str, from: usize) -> usize {
    let bytes = text.as_bytes();
    let mut i = from;
    while let Some(offset) = text[i..].find('[') {
        i += offset;
        let rest = &bytes[i + 1..];
        let tag = |prefix: &[u8]| {
            rest.len() >= prefix.len() && rest[..prefix.len()].eq_ignore_ascii_case(prefix)
        };
        if tag(b"DhtmlXQ_") || tag(b"/DhtmlXQ_") {
            return i;
        }
        i += 1;
    }
    text.len()
}

/// Undoes the escapes of comments and values: `||` is a line break,
/// `\uXXXX` a character.
pub(crate) fn unescape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut rest = value;
    while let Some(c) = rest.chars().next() {
        if let Some(after) = rest.strip_prefix("||") {
            out.push('\n');
            rest = after;
        } else if let Some(ch) = rest
            .strip_prefix("\\u")
            .and_then(|r| r.get(..4))
            .and_then(|hex| u32::from_str_radix(hex, 16).ok())
            .and_then(char::from_u32)
        {
            out.push(ch);
            rest = &rest[6..];
        } else {
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

/// The tag names DhtmlXQ uses for the tags a tree knows by name.
pub(crate) const TAG_NAMES: [(&str, &str); 20] = [
    ("title", "Title"),
    ("event", "Event"),
    ("date", "Date"),
    ("place", "Site"),
    ("round", "Round"),
    ("table", "Table"),
    ("red", "Red"),
    ("redteam", "RedTeam"),
    ("black", "Black"),
    ("blackteam", "BlackTeam"),
    ("open", "Opening"),
    ("variation", "Variation"),
    ("ecco", "ECCO"),
    ("timerule", "TimeRule"),
    ("author", "Author"),
    ("remark", "Annotator"),
    ("redtime", "RedTime"),
    ("blacktime", "BlackTime"),
    ("subtitle", "Subtitle"),
    ("game", "Game"),
];

/// Tags that hold the game itself or settings of the viewer, not tags of
/// the tree.
pub(crate) fn is_structural(name: &str) -> bool {
    matches!(
        name,
        "binit" | "movelist" | "result" | "fen" | "ver" | "init" | "pver" | ""
    ) || name.starts_with("move_")
        || name.starts_with("comment")
}

fn parse_result(value: &str) -> RecordResult {
    match value.trim() {
        "红先胜" | "黑负" | "红胜" => RecordResult::RedWins,
        "红先负" | "红负" | "黑胜" => RecordResult::BlackWins,
        "红先和" | "红和" | "和棋" | "和" => RecordResult::Draw,
        other => other.parse().unwrap_or(RecordResult::Unfinished),
    }
}

/// Digits of a move list, four to a move, in ICCS.
fn moves_of(name: &str, list: &str) -> Result<Vec<Move>, ImportErrorKind> {
    let bad = || ImportErrorKind::BadMoveList {
        name: name.to_string(),
    };
    let digits: Vec<u8> = list
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_digit(10).map(|d| d as u8).ok_or_else(bad))
        .collect::<Result<_, _>>()?;
    if !digits.len().is_multiple_of(4) {
        return Err(bad());
    }
    digits
        .chunks(4)
        .map(|d| match (point(d[0], d[1]), point(d[2], d[3])) {
            (Some(from), Some(to)) => Ok(Move::new(from, to)),
            _ => Err(bad()),
        })
        .collect()
}

/// The square of column `x` (from the left) and row `y` (from the top).
fn point(x: u8, y: u8) -> Option<Square> {
    if y > 9 {
        None
    } else {
        Square::new(x, 9 - y)
    }
}

fn board_of(binit: &str) -> Result<[Option<Piece>; 90], SetupError> {
    let digits: Vec<u8> = binit
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_digit(10).map(|d| d as u8))
        .collect::<Option<_>>()
        .ok_or(SetupError::MalformedPieceList)?;
    if digits.len() != 64 {
        return Err(SetupError::MalformedPieceList);
    }
    let mut board = [None; 90];
    for (slot, d) in digits.chunks(2).enumerate() {
        let Some(sq) = point(d[0], d[1]) else {
            continue;
        };
        if board[sq.index()].is_some() {
            return Err(SetupError::TwoPiecesOn(sq));
        }
        board[sq.index()] = Some(slot_piece(slot));
    }
    Ok(board)
}

/// The start position: the `fen` tag, else `binit`, else the standard one.
/// The side to move is the colour of the first move's piece.
fn start_position(
    fen: Option<&str>,
    binit: Option<&str>,
    first: Option<Move>,
) -> Result<Position, SetupError> {
    if let Some(fen) = fen {
        return Ok(Position::from_fen(fen.trim())?);
    }
    let Some(binit) = binit else {
        return Ok(Position::startpos());
    };
    let board = board_of(binit)?;
    let side = first
        .and_then(|m| board[m.from.index()])
        .map_or(Color::Red, |p| p.color);
    match board_position(&board, side) {
        Ok(pos) => Ok(pos),
        // Without moves, the side is a guess: try the other one.
        Err(e) if first.is_none() => board_position(&board, Color::Black).map_err(|_| e),
        Err(e) => Err(e),
    }
}

/// A variation tag's three numbers: parent line, step, own number.
fn variation_key(name: &str) -> Option<(u32, usize, u32)> {
    let mut parts = name.strip_prefix("move_")?.split('_');
    let parent = parts.next()?.parse().ok()?;
    let step = parts.next()?.parse().ok()?;
    let own = parts.next()?.parse().ok()?;
    parts.next().is_none().then_some((parent, step, own))
}

/// A comment tag's line and step.
fn comment_key(name: &str) -> Option<(u32, usize)> {
    let rest = name.strip_prefix("comment")?;
    match rest.split_once('_') {
        Some((line, step)) => Some((line.parse().ok()?, step.parse().ok()?)),
        None => Some((0, rest.parse().ok()?)),
    }
}

pub(crate) fn read(text: &str) -> Result<GameTree, ImportError> {
    let Some(start) = find_ascii_ci(text, OPEN, 0) else {
        return Err(error(ImportErrorKind::NotThisFormat));
    };
    let tags = tags(&text[start..]);
    let value = |name: &str| {
        tags.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };

    let main = moves_of("movelist", value("movelist").unwrap_or("")).map_err(error)?;
    let start = start_position(value("fen"), value("binit"), main.first().copied())
        .map_err(|e| error(ImportErrorKind::BadSetup(e)))?;
    let mut tree = GameTree::new(start);
    for (name, v) in &tags {
        if is_structural(name) {
            continue;
        }
        let tag = TAG_NAMES
            .iter()
            .find(|(d, _)| d == name)
            .map_or(name.as_str(), |(_, t)| t);
        let v = unescape(v);
        if !v.is_empty() && tree.tag(tag).is_none() {
            tree.tags.push((tag.to_string(), v));
        }
    }
    tree.result = value("result").map_or(RecordResult::Unfinished, parse_result);

    read_lines(&mut tree, &tags, main)
        .map_err(|kind| ImportError::with_partial(Format::DhtmlXq, kind, tree.clone()))?;
    Ok(tree)
}

/// Where a line's moves stand: `before[(line, step)]` is the node (and its
/// position) before that line's move at `step`; `at[(line, step)]` is the
/// node of that move, for comments.
#[derive(Default)]
struct Lines {
    before: HashMap<(u32, usize), (NodeId, Position)>,
    at: HashMap<(u32, usize), NodeId>,
    /// Moves read so far: lines repeating moves add no node, so this
    /// bounds the maps.
    moves: usize,
}

fn read_lines(
    tree: &mut GameTree,
    tags: &[(String, String)],
    main: Vec<Move>,
) -> Result<(), ImportErrorKind> {
    let mut lines = Lines::default();
    lines.at.insert((0, 0), NodeId::ROOT);
    add_line(
        tree,
        &mut lines,
        0,
        1,
        NodeId::ROOT,
        tree.start().clone(),
        &main,
    )?;

    // Variations may come in any order: place each once its parent line
    // is placed, starting from the main line's.
    let mut by_parent: HashMap<u32, Vec<Variation>> = HashMap::new();
    for (name, v) in tags {
        if let Some((parent, step, own)) = variation_key(name) {
            by_parent.entry(parent).or_default().push((
                name.as_str(),
                parent,
                step,
                own,
                v.as_str(),
            ));
        }
    }
    let mut queue: VecDeque<_> = by_parent.remove(&0).unwrap_or_default().into();
    while let Some((name, parent, step, own, list)) = queue.pop_front() {
        let orphan = || ImportErrorKind::OrphanVariation {
            name: name.to_string(),
        };
        let Some((node, pos)) = lines.before.get(&(parent, step)).cloned() else {
            return Err(orphan());
        };
        if own == 0 {
            return Err(orphan());
        }
        let moves = moves_of(name, list)?;
        add_line(tree, &mut lines, own, step, node, pos, &moves)?;
        queue.extend(by_parent.remove(&own).unwrap_or_default());
    }
    if let Some(name) = by_parent.values().flatten().map(|v| v.0).next() {
        return Err(ImportErrorKind::OrphanVariation {
            name: name.to_string(),
        });
    }

    for (name, v) in tags {
        if let Some(key) = comment_key(name) {
            if let Some(&node) = lines.at.get(&key) {
                let _ = tree.set_comment(node, Some(unescape(v)));
            }
        }
    }
    Ok(())
}

/// A variation tag: its name, parent line, step, own number and moves.
type Variation<'a> = (&'a str, u32, usize, u32, &'a str);

/// Adds the moves of line `line` from `step` on, after `node`.
fn add_line(
    tree: &mut GameTree,
    lines: &mut Lines,
    line: u32,
    mut step: usize,
    mut node: NodeId,
    mut pos: Position,
    moves: &[Move],
) -> Result<(), ImportErrorKind> {
    for &mv in moves {
        lines.moves += 1;
        if lines.moves > crate::tree::MAX_NODES {
            return Err(ImportErrorKind::TooManyMoves {
                max: crate::tree::MAX_NODES,
            });
        }
        lines.before.insert((line, step), (node, pos.clone()));
        node = tree
            .add_move_in(node, &pos, mv)
            .map_err(|e| tree_error_kind(e, step, &pos, mv.to_string()))?;
        lines.at.insert((line, step), node);
        pos.do_move(mv);
        step += 1;
    }
    Ok(())
}
