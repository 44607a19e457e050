//! A game tree laid out for reading, as records write it: each move, and
//! after a move that has alternatives, each alternative in parentheses
//! with its own continuation, before the main line goes on.
//!
//! `1. h2e2 h9g7 (1… b7e7 2. h0g2) 2. h0g2` lists as
//! `M M ( M M ) M`. The walk uses an explicit stack, so a long game cannot
//! overflow the call stack.

use xiangqi::{GameTree, NodeId};

/// One item of the listing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// A move: its node, its ply (1 for the first move) and how many
    /// variations deep it lies.
    Move {
        id: NodeId,
        ply: usize,
        depth: usize,
    },
    /// A variation begins.
    Open,
    /// A variation ends.
    Close,
}

enum Frame {
    Line(NodeId),
    Open,
    Close,
}

/// The tree's moves in reading order, with the variations' brackets.
pub fn listing(tree: &GameTree) -> Vec<Item> {
    let mut ply = vec![0usize; tree.len() + 1];
    let mut items = Vec::with_capacity(tree.len() + 8);
    let mut stack: Vec<Frame> = tree
        .children(NodeId::ROOT)
        .first()
        .map(|&first| Frame::Line(first))
        .into_iter()
        .collect();
    while let Some(frame) = stack.pop() {
        let id = match frame {
            Frame::Open => {
                items.push(Item::Open);
                continue;
            }
            Frame::Close => {
                items.push(Item::Close);
                continue;
            }
            Frame::Line(id) => id,
        };
        let Some(node) = tree.node(id) else { continue };
        let parent = node.parent().unwrap_or(NodeId::ROOT);
        let this_ply = ply.get(parent.index()).copied().unwrap_or(0) + 1;
        if let Some(slot) = ply.get_mut(id.index()) {
            *slot = this_ply;
        }
        items.push(Item::Move {
            id,
            ply: this_ply,
            depth: node.variation_depth(),
        });
        // Popped last: the line goes on after the alternatives.
        if let Some(&next) = node.children().first() {
            stack.push(Frame::Line(next));
        }
        let siblings = tree.children(parent);
        if siblings.first() == Some(&id) {
            for &alt in siblings[1..].iter().rev() {
                stack.push(Frame::Close);
                stack.push(Frame::Line(alt));
                stack.push(Frame::Open);
            }
        }
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(pgn: &str) -> String {
        let tree = GameTree::from_pgn(pgn).expect(pgn);
        listing(&tree)
            .iter()
            .map(|i| match i {
                Item::Move { ply, .. } => ply.to_string(),
                Item::Open => "(".into(),
                Item::Close => ")".into(),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn variations_follow_the_move_they_replace() {
        assert_eq!(
            shape("1. h2e2 h9g7 (1... b7e7 2. h0g2) 2. h0g2 *"),
            "1 2 ( 2 3 ) 3"
        );
        assert_eq!(
            shape("1. h2e2 h9g7 (1... b9c7 2. h0g2 (2. b0c2 h7e7)) *"),
            "1 2 ( 2 3 ( 3 4 ) )"
        );
        assert_eq!(
            shape("1. h2e2 (1. b2e2 (1. c3c4)) (1. g3g4) h9g7 *"),
            "1 ( 1 ) ( 1 ) ( 1 ) 2",
            "an alternative inside a variation at its first move is another alternative"
        );
    }

    #[test]
    fn an_empty_tree_lists_nothing() {
        assert!(listing(&GameTree::default()).is_empty());
    }

    #[test]
    fn a_long_game_lists_every_move() {
        // Horses out and back: 400 plies in one line.
        let moves = "h0g2 h9g7 g2h0 g7h9 ".repeat(100);
        let tree = GameTree::from_pgn(&format!("{moves}*")).unwrap();
        let items = listing(&tree);
        assert_eq!(items.len(), 400);
        assert!(matches!(
            items[399],
            Item::Move {
                ply: 400,
                depth: 0,
                ..
            }
        ));
    }
}
