//! The moves and variations of the analysis board, as a record writes
//! them (variations in parentheses), each move a button that shows its
//! position; the shown move is marked and can be promoted or deleted.

use leptos::prelude::*;
use xiangqi::{Color, NodeId};

use super::session::StudySession;
use xiangqi_ui::model::analysis::classify::MoveClass;
use xiangqi_ui::model::listing::{listing, Item};
use xiangqi_ui::model::Analysis;
use xiangqi_ui::words::StudyMsg;

/// One item ready to draw.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Shown {
    Move {
        id: NodeId,
        iccs: String,
        /// The review's class of the move, if marked.
        class: Option<MoveClass>,
        /// `12.` before Red's moves, `12…` before a Black move that opens
        /// a line; empty otherwise.
        number: String,
        text: String,
        depth: usize,
        /// The player's own mark and comment.
        mark: Option<&'static str>,
        comment: Option<String>,
    },
    Open,
    Close,
}

/// What the listing depends on, cheap to compare: the tree's moves and
/// edits, and the review's class of each main-line move.
#[derive(Clone, PartialEq)]
struct TreeShape {
    start: xiangqi::Position,
    nodes: usize,
    edits: u32,
    mainline: Vec<xiangqi::Move>,
    classes: Vec<Option<MoveClass>>,
}

impl TreeShape {
    fn of(a: &Analysis) -> TreeShape {
        let tree = a.tree();
        TreeShape {
            start: tree.start().clone(),
            nodes: tree.len(),
            edits: a.edits(),
            mainline: tree.mainline_moves(),
            classes: a.classes(),
        }
    }
}

/// The listing with move numbers and texts; `classes` are the review's
/// classes of the main line's moves, in order.
fn shown_items(
    a: &Analysis,
    notation: xiangqi::Notation,
    lang: xiangqi_ui::model::Lang,
    classes: &[Option<MoveClass>],
) -> Vec<Shown> {
    let tree = a.tree();
    let mainline = tree.mainline();
    let mut texts = vec![String::new(); tree.len() + 1];
    for (id, mv, before) in tree.walk() {
        if let Some(slot) = texts.get_mut(id.index()) {
            *slot = xiangqi_ui::words::moves::written(lang, &before, mv, notation);
        }
    }
    let mut class_by_node = vec![None; tree.len() + 1];
    for (id, class) in mainline.iter().zip(classes) {
        if let Some(slot) = class_by_node.get_mut(id.index()) {
            *slot = *class;
        }
    }
    let class_of = |id: NodeId| class_by_node.get(id.index()).copied().flatten();
    let first_black = tree.start().side_to_move() == Color::Black;
    let mut open_line = true;
    listing(tree)
        .into_iter()
        .map(|item| match item {
            Item::Move { id, ply, depth } => {
                // Plies counted as if Red had moved first.
                let half = ply - 1 + usize::from(first_black);
                let move_no = half / 2 + 1;
                let red = half % 2 == 0;
                let number = if red {
                    format!("{move_no}.")
                } else if open_line {
                    format!("{move_no}…")
                } else {
                    String::new()
                };
                open_line = false;
                Shown::Move {
                    id,
                    iccs: tree
                        .node(id)
                        .and_then(|n| n.mv())
                        .map(|m| m.to_string())
                        .unwrap_or_default(),
                    class: class_of(id),
                    mark: tree
                        .node(id)
                        .and_then(|n| n.mark())
                        .map(xiangqi::Mark::as_str),
                    comment: tree.node(id).and_then(|n| n.comment()).map(str::to_string),
                    number,
                    text: texts.get(id.index()).cloned().unwrap_or_default(),
                    depth,
                }
            }
            Item::Open => {
                open_line = true;
                Shown::Open
            }
            Item::Close => {
                open_line = true;
                Shown::Close
            }
        })
        .collect()
}

/// The tree, and actions on the shown move.
#[component]
pub fn TreeView() -> impl IntoView {
    let s = expect_context::<StudySession>();
    // The listing is written out again only when the tree or the review's
    // marks change, not at each of the engine's reports (a review sends
    // many while it runs).
    let shape = Memo::new(move |_| s.analysis.with(|a| a.as_ref().map(TreeShape::of)));
    let items = Memo::new(move |_| {
        let (notation, lang) = (s.notation.get(), s.lang.get());
        shape.with(|shape| {
            let classes = shape.as_ref().map_or(&[][..], |shape| &shape.classes[..]);
            s.analysis.with_untracked(|a| {
                a.as_ref()
                    .map(|a| shown_items(a, notation, lang, classes))
                    .unwrap_or_default()
            })
        })
    });
    let at = Memo::new(move |_| s.analysis.with(|a| a.as_ref().map(Analysis::at)));
    let draw = move |item: Shown| match item {
        Shown::Open => view! { <span class="paren">"("</span> }.into_any(),
        Shown::Close => view! { <span class="paren">")"</span> }.into_any(),
        Shown::Move {
            id,
            iccs,
            class,
            number,
            text,
            depth,
            mark,
            comment,
        } => view! {
            <span class="tree-number">{number}</span>
            <button
                class=format!("tree-move {}", class.map_or("", MoveClass::name))
                class:variation={depth > 0}
                data-testid="move"
                data-iccs=iccs
                data-class=class.map(MoveClass::name)
                data-node=id.index().to_string()
                aria-current=move || (at.get() == Some(id)).then_some("true")
                on:click=move |_| s.study(move |a| a.go_to(id))
            >
                {text}
                {mark.map(|m| view! { <span class="own-mark">{m}</span> })}
                {class.map(|c| view! { <span class="move-mark">{c.symbol()}</span> })}
            </button>
            {comment.map(|c| view! { <span class="tree-comment">{format!("{{{c}}}")}</span> })}
        }
        .into_any(),
    };
    let in_variation = Memo::new(move |_| {
        s.analysis.with(|a| {
            a.as_ref().is_some_and(|a| {
                a.tree()
                    .node(a.at())
                    .is_some_and(|n| n.variation_depth() > 0)
            })
        })
    });
    let has_move = Memo::new(move |_| at.get().is_some_and(|id| id != NodeId::ROOT));
    view! {
        <section class="tree" aria-label=move || s.t(StudyMsg::MovesAndVariations)>
            <div class="tree-moves" data-testid="analysis-tree">
                <button
                    class="tree-move"
                    data-testid="tree-start"
                    aria-current=move || (at.get() == Some(NodeId::ROOT)).then_some("true")
                    on:click=move |_| s.study(Analysis::first)
                >
                    {move || s.t(StudyMsg::StartPosition)}
                </button>
                // Keyed by place and content: while a review marks one
                // move after another only the changed move is drawn again.
                <For
                    each=move || items.get().into_iter().enumerate()
                    key=|item| item.clone()
                    children=move |(_, item)| draw(item)
                />
            </div>
            <div class="tree-actions">
                <button
                    data-testid="tree-promote"
                    disabled=move || !in_variation.get()
                    on:click=move |_| s.study(|a| a.promote(a.at()))
                >
                    {move || s.t(StudyMsg::Promote)}
                </button>
                <button
                    data-testid="tree-delete"
                    disabled=move || !has_move.get()
                    on:click=move |_| s.study(|a| a.delete(a.at()))
                >
                    {move || s.t(StudyMsg::DeleteFromHere)}
                </button>
            </div>
        </section>
    }
}
