//! Writing a game tree as PGN: tags, a blank line, the comment before the
//! first move, numbered moves (a new line for each move pair of the main
//! line), `{comments}` after their move, `(variations)` after the move
//! they replace, and the result. The one writer behind both
//! [`GameTree::to_pgn`](crate::GameTree::to_pgn) and
//! [`GameRecord::write`](crate::GameRecord::write).

use crate::color::Color;
use crate::mv::Move;
use crate::notation::{ChineseStyle, Notation};
use crate::position::Position;
use crate::record::Tags;
use crate::tree::{GameTree, NodeId};

/// How moves and their numbers are spelled.
///
/// Both spellings read back the same; they differ because each is what its
/// readers expect: the app's own records have always been written the
/// first way and are kept in browsers and links, XQWizard and the programs
/// that read its files expect the second.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Dialect {
    /// The notations' own spelling: `C2=5`, `h2e2`, and `1. ...` before a
    /// first move by Black.
    Own,
    /// XQWizard's: `C2.5`, `H2-E2`, and `1...` before a move by Black.
    XqWizard,
}

/// How a game is written.
#[derive(Debug, Clone, Copy)]
pub(super) struct Style {
    pub(super) notation: Notation,
    pub(super) chinese: ChineseStyle,
    pub(super) dialect: Dialect,
}

impl Style {
    fn move_text(self, pos: &Position, mv: Move) -> String {
        match (self.notation, self.dialect) {
            (Notation::Chinese, _) => pos.to_chinese(mv, self.chinese),
            // Vietnamese letters are for display: a record other programs
            // read is written in WXF, which they share the digits of.
            (Notation::Wxf | Notation::Vietnamese, Dialect::Own) => {
                pos.to_notation(mv, Notation::Wxf)
            }
            (Notation::Wxf | Notation::Vietnamese, Dialect::XqWizard) => {
                pos.to_notation(mv, Notation::Wxf).replace('=', ".")
            }
            (Notation::Iccs, Dialect::Own) => mv.to_string(),
            (Notation::Iccs, Dialect::XqWizard) => {
                let s = mv.to_string().to_ascii_uppercase();
                format!("{}-{}", &s[..2], &s[2..])
            }
        }
    }

    /// The number before a move by Black that does not follow Red's.
    fn black_number(self, fullmove: u32) -> String {
        match self.dialect {
            Dialect::Own => format!("{fullmove}. ... "),
            Dialect::XqWizard => format!("{fullmove}... "),
        }
    }
}

/// What is left to write; kept on an explicit stack.
enum Task {
    /// The move of `node`, played in `pos`.
    Move {
        node: NodeId,
        pos: Position,
        numbered: bool,
    },
    /// The continuation after `node`, whose position is `pos`.
    Line {
        node: NodeId,
        pos: Position,
        numbered: bool,
    },
    Open,
    Close,
}

/// Tags the writer produces itself from the game, so copies are skipped.
fn is_derived_tag(name: &str) -> bool {
    name.eq_ignore_ascii_case("FEN") || name.eq_ignore_ascii_case("Format")
}

/// A comment as PGN can hold it: `}` would end it early.
fn comment_text(comment: &str) -> String {
    comment.replace('}', "｝")
}

/// Writes `tree` with `tags`.
pub(super) fn write(tree: &GameTree, tags: &Tags, style: Style) -> String {
    let mut out = String::new();
    write_header(&mut out, tree, tags, style.notation);
    write_moves(&mut out, tree, style);
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(tree.result.as_str());
    out.push('\n');
    out
}

/// The tags in order, except that `FEN` and `Format` follow from the game
/// and the notation, and a `Result` tag holds the tree's result (in place,
/// or after the others if there is none); then a blank line and the
/// comment before the first move.
fn write_header(out: &mut String, tree: &GameTree, tags: &Tags, notation: Notation) {
    let result = tree.result.as_str();
    let mut has_result = false;
    for (name, value) in tags {
        if is_derived_tag(name) {
            continue;
        }
        if name.eq_ignore_ascii_case("Result") {
            has_result = true;
            write_tag(out, name, result);
        } else {
            write_tag(out, name, value);
        }
    }
    if !has_result {
        write_tag(out, "Result", result);
    }
    if *tree.start() != Position::startpos() {
        write_tag(out, "FEN", &tree.start().to_fen());
    }
    let format = match notation {
        Notation::Chinese => "Chinese",
        Notation::Wxf | Notation::Vietnamese => "WXF",
        Notation::Iccs => "ICCS",
    };
    write_tag(out, "Format", format);
    out.push('\n');
    if let Some(comment) = tree.root_comment() {
        out.push('{');
        out.push_str(&comment_text(comment));
        out.push_str("}\n");
    }
}

/// The moves in record order, variations after the move they replace.
fn write_moves(out: &mut String, tree: &GameTree, style: Style) {
    let mut stack = vec![Task::Line {
        node: NodeId::ROOT,
        pos: tree.start().clone(),
        numbered: true,
    }];
    let mut depth = 0usize;
    let mut line_started = false;
    while let Some(task) = stack.pop() {
        match task {
            Task::Open => {
                out.push_str(" (");
                depth += 1;
                line_started = true;
            }
            Task::Close => {
                out.push(')');
                depth -= 1;
            }
            Task::Line {
                node,
                pos,
                numbered,
            } => {
                let children = tree.children(node);
                let Some((&main, alternatives)) = children.split_first() else {
                    continue;
                };
                let after = |child: NodeId| {
                    let mut next = pos.clone();
                    if let Some(mv) = tree.node(child).and_then(|c| c.mv()) {
                        next.do_move(mv);
                    }
                    next
                };
                let has_comment =
                    |child: NodeId| tree.node(child).and_then(|c| c.comment()).is_some();
                stack.push(Task::Line {
                    node: main,
                    pos: after(main),
                    numbered: !alternatives.is_empty() || has_comment(main),
                });
                for &alt in alternatives.iter().rev() {
                    stack.push(Task::Close);
                    stack.push(Task::Line {
                        node: alt,
                        pos: after(alt),
                        numbered: has_comment(alt),
                    });
                    stack.push(Task::Move {
                        node: alt,
                        pos: pos.clone(),
                        numbered: true,
                    });
                    stack.push(Task::Open);
                }
                stack.push(Task::Move {
                    node: main,
                    pos,
                    numbered,
                });
            }
            Task::Move {
                node,
                pos,
                numbered,
            } => {
                let Some(n) = tree.node(node) else { continue };
                let Some(mv) = n.mv() else { continue };
                let red = pos.side_to_move() == Color::Red;
                if line_started {
                    line_started = false;
                } else if out.ends_with('\n') {
                } else if red && depth == 0 {
                    out.push('\n');
                } else {
                    out.push(' ');
                }
                if red {
                    out.push_str(&format!("{}. ", pos.fullmove_number()));
                } else if numbered {
                    out.push_str(&style.black_number(pos.fullmove_number()));
                }
                out.push_str(&style.move_text(&pos, mv));
                if let Some(mark) = n.mark() {
                    out.push_str(mark.as_str());
                }
                if let Some(comment) = n.comment() {
                    out.push_str(" {");
                    out.push_str(&comment_text(comment));
                    out.push('}');
                }
            }
        }
    }
}

/// Writes `[Name "value"]` and a line end; the name loses what would end
/// it early, the value is escaped and kept on one line.
fn write_tag(out: &mut String, name: &str, value: &str) {
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
