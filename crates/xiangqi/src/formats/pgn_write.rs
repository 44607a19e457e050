//! Writing a game tree as PGN, in the layout XQWizard uses: tags, a blank
//! line, the comment before the first move, numbered moves (a new line for
//! each move pair of the main line), `{comments}` after their move,
//! `(variations)` after the move they replace, and the result.

use crate::record::write_tag;
use crate::{ChineseStyle, Color, GameTree, Move, NodeId, Notation, Position};

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

/// Tags the writer produces itself, so the tree's copies are skipped.
fn is_written_tag(name: &str) -> bool {
    ["Result", "FEN", "Format"]
        .iter()
        .any(|t| t.eq_ignore_ascii_case(name))
}

/// A comment as PGN can hold it: `}` would end it early.
fn comment_text(comment: &str) -> String {
    comment.replace('}', "｝")
}

pub(crate) fn write(tree: &GameTree, n: Notation, style: ChineseStyle) -> String {
    let mut out = String::new();
    for (name, value) in &tree.tags {
        if !is_written_tag(name) {
            write_tag(&mut out, name, value);
        }
    }
    write_tag(&mut out, "Result", tree.result.as_str());
    if *tree.start() != Position::startpos() {
        write_tag(&mut out, "FEN", &tree.start().to_fen());
    }
    let format = match n {
        Notation::Chinese => "Chinese",
        Notation::Wxf => "WXF",
        Notation::Iccs => "ICCS",
    };
    write_tag(&mut out, "Format", format);
    out.push('\n');
    if let Some(comment) = tree.root_comment() {
        out.push('{');
        out.push_str(&comment_text(comment));
        out.push_str("}\n");
    }

    let move_text = |pos: &Position, mv: Move| match n {
        Notation::Chinese => pos.to_chinese(mv, style),
        Notation::Wxf => pos.to_notation(mv, n).replace('=', "."),
        Notation::Iccs => {
            let s = mv.to_string().to_ascii_uppercase();
            format!("{}-{}", &s[..2], &s[2..])
        }
    };

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
                    out.push_str(&format!("{}... ", pos.fullmove_number()));
                }
                out.push_str(&move_text(&pos, mv));
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
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(tree.result.as_str());
    out.push('\n');
    out
}
