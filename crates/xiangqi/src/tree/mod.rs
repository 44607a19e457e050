//! Game trees: a start position, tags, a result and a tree of moves with
//! variations, comments and marks.
//!
//! Every node but the root holds a move that is legal in the position
//! reached by the moves on its path from the root; the root stands for the
//! start position and may hold the comment written before the first move.
//! A node's first child continues its line (the main line, from the root);
//! the other children are variations, in order.
//!
//! Nothing here recurses over the tree: walks use explicit stacks, so a
//! deep tree cannot overflow the call stack. The size of a tree is bounded
//! by [`MAX_NODES`] and the nesting of its variations by
//! [`MAX_VARIATION_DEPTH`].
//!
//! ```
//! use xiangqi::{GameTree, Mark, NodeId};
//!
//! let mut tree = GameTree::default();
//! let start = tree.start().clone();
//! let c = tree.add_move(NodeId::ROOT, start.parse_move("炮二平五").unwrap()).unwrap();
//! let pos = tree.position_at(c).unwrap();
//! let h = tree.add_move(c, pos.parse_move("马８进７").unwrap()).unwrap();
//! let alt = tree.add_move(c, pos.parse_move("炮８平５").unwrap()).unwrap();
//! tree.set_comment(alt, Some("same-direction cannons".into())).unwrap();
//! tree.set_mark(alt, Some(Mark::Interesting)).unwrap();
//!
//! assert_eq!(tree.mainline(), [c, h]);
//! assert_eq!(tree.children(c), [h, alt]);
//! tree.promote(alt).unwrap();
//! assert_eq!(tree.mainline(), [c, alt]);
//! tree.delete(h).unwrap();
//! assert_eq!(tree.len(), 2);
//! ```

mod limits;
mod mark;
#[cfg(feature = "serde")]
mod serde_impl;

pub use limits::{MAX_INPUT_BYTES, MAX_NODES, MAX_VARIATION_DEPTH};
pub use mark::{Mark, ParseMarkError};

use crate::mv::Move;
use crate::position::Position;
use crate::record::tags::{tag_methods, Tags};
use crate::record::{GameRecord, RecordResult};

/// A node of a [`GameTree`]. Ids stay valid until a node is deleted (see
/// [`GameTree::delete`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

impl NodeId {
    /// The root: the start position, before any move.
    pub const ROOT: NodeId = NodeId(0);

    /// The node's index in the tree's storage.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// One move of a tree with its comment, mark and continuations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    mv: Option<Move>,
    comment: Option<String>,
    mark: Option<Mark>,
    parent: Option<NodeId>,
    children: Vec<NodeId>,
    /// How many variations deep the node lies: 0 on the main line, one
    /// more than its parent when it is not its parent's first child.
    depth: u32,
}

impl Node {
    fn new(mv: Option<Move>, parent: Option<NodeId>, depth: u32) -> Node {
        Node {
            mv,
            comment: None,
            mark: None,
            parent,
            children: Vec::new(),
            depth,
        }
    }

    /// The move; `None` for the root.
    pub fn mv(&self) -> Option<Move> {
        self.mv
    }

    /// The comment after the move (for the root: before the first move).
    pub fn comment(&self) -> Option<&str> {
        self.comment.as_deref()
    }

    /// The mark given to the move.
    pub fn mark(&self) -> Option<Mark> {
        self.mark
    }

    /// The node before; `None` for the root.
    pub fn parent(&self) -> Option<NodeId> {
        self.parent
    }

    /// The continuations: the first one is the main continuation, the
    /// others are variations.
    pub fn children(&self) -> &[NodeId] {
        &self.children
    }

    /// How many variations deep the node lies (0 on the main line).
    pub fn variation_depth(&self) -> usize {
        self.depth as usize
    }
}

/// Why a change to a tree was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TreeError {
    /// The node id does not belong to the tree (or was deleted).
    #[error("no such node in the tree")]
    UnknownNode,
    /// The move is not legal in the node's position.
    #[error("illegal move {mv}")]
    IllegalMove {
        /// The move.
        mv: Move,
    },
    /// The tree already holds [`MAX_NODES`] moves.
    #[error("too many moves in the tree (at most {max})")]
    TooManyNodes {
        /// The bound.
        max: usize,
    },
    /// The change would nest variations deeper than [`MAX_VARIATION_DEPTH`].
    #[error("variations nested too deep (at most {max} levels)")]
    NestedTooDeep {
        /// The bound.
        max: usize,
    },
    /// The root cannot be deleted or promoted.
    #[error("the operation does not apply to the root")]
    Root,
}

/// A game with variations: tags, start position, result and a tree of
/// moves. See the [module docs](self).
///
/// Two trees are equal when they have the same tags, start, result and the
/// same moves, comments and marks in the same order, whatever their node
/// ids.
#[derive(Debug, Clone)]
pub struct GameTree {
    /// Tag pairs in order, such as `("Red", "Player")`. The result, the
    /// start position and the notation are not tags here: see
    /// [`GameTree::result`] and [`GameTree::start`].
    pub tags: Tags,
    /// The result of the game.
    pub result: RecordResult,
    start: Position,
    nodes: Vec<Node>,
}

impl Default for GameTree {
    fn default() -> Self {
        GameTree::new(Position::startpos())
    }
}

impl PartialEq for GameTree {
    fn eq(&self, other: &GameTree) -> bool {
        if self.tags != other.tags
            || self.result != other.result
            || self.start != other.start
            || self.nodes.len() != other.nodes.len()
        {
            return false;
        }
        let mut stack = vec![(NodeId::ROOT, NodeId::ROOT)];
        while let Some((a, b)) = stack.pop() {
            let (a, b) = (&self.nodes[a.index()], &other.nodes[b.index()]);
            if a.mv != b.mv
                || a.comment != b.comment
                || a.mark != b.mark
                || a.children.len() != b.children.len()
            {
                return false;
            }
            stack.extend(a.children.iter().copied().zip(b.children.iter().copied()));
        }
        true
    }
}

impl Eq for GameTree {}

impl GameTree {
    /// An empty tree from `start`, without tags.
    pub fn new(start: Position) -> GameTree {
        GameTree {
            tags: Tags::default(),
            result: RecordResult::Unfinished,
            start,
            nodes: vec![Node::new(None, None, 0)],
        }
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The number of moves in the tree, variations included.
    pub fn len(&self) -> usize {
        self.nodes.len() - 1
    }

    /// Whether the tree has no move.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() == 1
    }

    /// The node `id`, if it is in the tree.
    pub fn node(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id.index())
    }

    fn get(&self, id: NodeId) -> Result<&Node, TreeError> {
        self.nodes.get(id.index()).ok_or(TreeError::UnknownNode)
    }

    fn get_mut(&mut self, id: NodeId) -> Result<&mut Node, TreeError> {
        self.nodes.get_mut(id.index()).ok_or(TreeError::UnknownNode)
    }

    /// The continuations of `id` (empty for an unknown id).
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        self.node(id).map_or(&[], |n| n.children())
    }

    /// The comment at the root, written before the first move.
    pub fn root_comment(&self) -> Option<&str> {
        self.nodes[0].comment()
    }

    // -----------------------------------------------------------------
    // Tags

    tag_methods!();

    // -----------------------------------------------------------------
    // Reading

    /// The nodes from the first move to `id` (empty for the root).
    pub fn path(&self, id: NodeId) -> Result<Vec<NodeId>, TreeError> {
        let mut path = Vec::new();
        let mut cur = id;
        while let Some(parent) = self.get(cur)?.parent {
            path.push(cur);
            cur = parent;
        }
        path.reverse();
        Ok(path)
    }

    /// The moves from the start to `id`.
    pub fn moves_to(&self, id: NodeId) -> Result<Vec<Move>, TreeError> {
        Ok(self
            .path(id)?
            .into_iter()
            .filter_map(|n| self.nodes[n.index()].mv)
            .collect())
    }

    /// The position after the move at `id` (the start for the root).
    pub fn position_at(&self, id: NodeId) -> Result<Position, TreeError> {
        let mut pos = self.start.clone();
        for mv in self.moves_to(id)? {
            // Moves are checked on insertion, so this cannot fail.
            pos = pos
                .play(mv)
                .map_err(|e| TreeError::IllegalMove { mv: e.mv })?;
        }
        Ok(pos)
    }

    /// The main line: the first child of the root, its first child, …
    pub fn mainline(&self) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut cur = NodeId::ROOT;
        while let Some(&next) = self.nodes[cur.index()].children.first() {
            line.push(next);
            cur = next;
        }
        line
    }

    /// The moves of the main line.
    pub fn mainline_moves(&self) -> Vec<Move> {
        self.mainline()
            .into_iter()
            .filter_map(|n| self.nodes[n.index()].mv)
            .collect()
    }

    /// Every node, root first, in record order: a node, then its main
    /// continuation's subtree, then each variation's subtree.
    pub fn preorder(&self) -> Preorder<'_> {
        Preorder {
            tree: self,
            stack: vec![NodeId::ROOT],
        }
    }

    /// Every move in record order (as [`GameTree::preorder`]) with the
    /// position it is played in, for writing moves in a notation.
    ///
    /// ```
    /// use xiangqi::GameTree;
    /// let tree = GameTree::from_pgn("1. h2e2 h9g7 (1... b7e7) *").unwrap();
    /// let texts: Vec<String> = tree.walk().map(|(_, mv, pos)| pos.to_chinese(mv, Default::default())).collect();
    /// assert_eq!(texts, ["炮二平五", "马８进７", "炮２平５"]);
    /// ```
    pub fn walk(&self) -> Walk<'_> {
        Walk {
            tree: self,
            stack: self.nodes[0]
                .children
                .iter()
                .rev()
                .map(|&c| (c, self.start.clone()))
                .collect(),
        }
    }

    // -----------------------------------------------------------------
    // Changing

    /// Plays `mv` after `parent` and returns the new node, or the existing
    /// child if `mv` is already there. The move goes last among the
    /// children: it is the main continuation if it is the first.
    pub fn add_move(&mut self, parent: NodeId, mv: Move) -> Result<NodeId, TreeError> {
        if let Some(&child) = self
            .get(parent)?
            .children
            .iter()
            .find(|&&c| self.nodes[c.index()].mv == Some(mv))
        {
            return Ok(child);
        }
        let pos = self.position_at(parent)?;
        self.add_move_in(parent, &pos, mv)
    }

    /// [`GameTree::add_move`] where the caller knows the position at
    /// `parent`, so that importers need not replay the path each time.
    pub(crate) fn add_move_in(
        &mut self,
        parent: NodeId,
        pos: &Position,
        mv: Move,
    ) -> Result<NodeId, TreeError> {
        let node = self.get(parent)?;
        if let Some(&child) = node
            .children
            .iter()
            .find(|&&c| self.nodes[c.index()].mv == Some(mv))
        {
            return Ok(child);
        }
        let depth = node.depth + u32::from(!node.children.is_empty());
        if depth as usize > MAX_VARIATION_DEPTH {
            return Err(TreeError::NestedTooDeep {
                max: MAX_VARIATION_DEPTH,
            });
        }
        if self.len() >= MAX_NODES {
            return Err(TreeError::TooManyNodes { max: MAX_NODES });
        }
        if !pos.is_legal(mv) {
            return Err(TreeError::IllegalMove { mv });
        }
        let id = NodeId(self.nodes.len() as u32);
        self.nodes.push(Node::new(Some(mv), Some(parent), depth));
        self.nodes[parent.index()].children.push(id);
        Ok(id)
    }

    /// Sets (or with `None` or an empty text, removes) the comment of `id`.
    pub fn set_comment(&mut self, id: NodeId, comment: Option<String>) -> Result<(), TreeError> {
        self.get_mut(id)?.comment = comment.filter(|c| !c.is_empty());
        Ok(())
    }

    /// Adds `text` to the comment of `id`, after a space if it has one:
    /// records may hold several comments in a row.
    pub(crate) fn append_comment(&mut self, id: NodeId, text: &str) -> Result<(), TreeError> {
        let node = self.get_mut(id)?;
        match &mut node.comment {
            Some(old) => {
                old.push(' ');
                old.push_str(text);
            }
            None if text.is_empty() => {}
            None => node.comment = Some(text.to_string()),
        }
        Ok(())
    }

    /// Sets or removes the mark of `id` (ignored for the root, which has no
    /// move).
    pub fn set_mark(&mut self, id: NodeId, mark: Option<Mark>) -> Result<(), TreeError> {
        let node = self.get_mut(id)?;
        if node.mv.is_some() {
            node.mark = mark;
        }
        Ok(())
    }

    /// Makes `id` the first of its parent's children: the variation
    /// becomes the main continuation and the former one a variation.
    pub fn promote(&mut self, id: NodeId) -> Result<(), TreeError> {
        let parent = self.get(id)?.parent.ok_or(TreeError::Root)?;
        let siblings = &self.nodes[parent.index()].children;
        let Some(index) = siblings.iter().position(|&c| c == id) else {
            return Err(TreeError::UnknownNode);
        };
        if index == 0 {
            return Ok(());
        }
        let mut reordered = siblings.clone();
        reordered.remove(index);
        reordered.insert(0, id);
        let old_first = reordered[1];
        self.check_depth_after_promote(old_first)?;
        self.nodes[parent.index()].children = reordered;
        let parent_depth = self.nodes[parent.index()].depth;
        self.set_depths(id, parent_depth);
        self.set_depths(old_first, parent_depth + 1);
        Ok(())
    }

    /// Promotes `id` and each of its ancestors, so that `id` lies on the
    /// main line.
    pub fn promote_to_main_line(&mut self, id: NodeId) -> Result<(), TreeError> {
        let path = self.path(id)?;
        for &n in path.iter().rev() {
            self.promote(n)?;
        }
        Ok(())
    }

    /// The subtree of the former main continuation goes one level deeper
    /// on promotion: refuse if that passes the bound.
    fn check_depth_after_promote(&self, old_first: NodeId) -> Result<(), TreeError> {
        let deepest = self
            .subtree(old_first)
            .map(|n| self.nodes[n.index()].depth)
            .max()
            .unwrap_or(0);
        if deepest as usize + 1 > MAX_VARIATION_DEPTH {
            return Err(TreeError::NestedTooDeep {
                max: MAX_VARIATION_DEPTH,
            });
        }
        Ok(())
    }

    /// Sets the depth of `id` to `depth` and recomputes its subtree.
    fn set_depths(&mut self, id: NodeId, depth: u32) {
        let mut stack = vec![(id, depth)];
        while let Some((n, d)) = stack.pop() {
            self.nodes[n.index()].depth = d;
            for (i, &c) in self.nodes[n.index()].children.iter().enumerate() {
                stack.push((c, d + u32::from(i > 0)));
            }
        }
    }

    fn subtree(&self, id: NodeId) -> Preorder<'_> {
        Preorder {
            tree: self,
            stack: vec![id],
        }
    }

    /// Removes `id` with everything after it. Ids of other nodes may
    /// change: the tree is compacted.
    pub fn delete(&mut self, id: NodeId) -> Result<(), TreeError> {
        let parent = self.get(id)?.parent.ok_or(TreeError::Root)?;
        self.nodes[parent.index()].children.retain(|&c| c != id);
        // The former second child may now be first: recompute depths.
        if let Some(&first) = self.nodes[parent.index()].children.first() {
            let d = self.nodes[parent.index()].depth;
            self.set_depths(first, d);
        }
        self.compact();
        Ok(())
    }

    /// Rebuilds the storage with only the nodes reachable from the root,
    /// in preorder.
    fn compact(&mut self) {
        let order: Vec<NodeId> = self.preorder().collect();
        let mut new_id = vec![u32::MAX; self.nodes.len()];
        for (i, n) in order.iter().enumerate() {
            new_id[n.index()] = i as u32;
        }
        let mut old = std::mem::take(&mut self.nodes);
        self.nodes = order
            .iter()
            .map(|n| {
                let mut node = std::mem::replace(&mut old[n.index()], Node::new(None, None, 0));
                node.parent = node.parent.map(|p| NodeId(new_id[p.index()]));
                for c in &mut node.children {
                    *c = NodeId(new_id[c.index()]);
                }
                node
            })
            .collect();
    }

    // -----------------------------------------------------------------
    // Records

    /// The main line as a [`GameRecord`], with the tree's tags and result.
    ///
    /// ```
    /// use xiangqi::{GameRecord, GameTree};
    /// let record = GameRecord::parse("[Red \"A\"] h2e2 h9g7 1-0").unwrap();
    /// let tree = GameTree::from(&record);
    /// assert_eq!(tree.red(), Some("A"));
    /// assert_eq!(tree.to_record(), record);
    /// ```
    pub fn to_record(&self) -> GameRecord {
        let mut record = GameRecord {
            tags: self.tags.clone(),
            start: self.start.clone(),
            moves: self.mainline_moves(),
            result: self.result,
        };
        record.set_result(self.result);
        record
    }
}

impl From<&GameRecord> for GameTree {
    /// A tree holding the record's moves as its main line (up to the first
    /// move that is not legal, or the bound on the tree's size).
    fn from(record: &GameRecord) -> GameTree {
        let mut tree = GameTree::new(record.start.clone());
        tree.tags = record
            .tags
            .iter()
            .filter(|(k, _)| !k.eq_ignore_ascii_case("Result"))
            .cloned()
            .collect();
        tree.result = record.result;
        let mut pos = record.start.clone();
        let mut at = NodeId::ROOT;
        for &mv in &record.moves {
            let Ok(next) = tree.add_move_in(at, &pos, mv) else {
                break;
            };
            pos.do_move(mv);
            at = next;
        }
        tree
    }
}

/// Iterator over a tree's nodes in record order; see
/// [`GameTree::preorder`].
#[derive(Debug, Clone)]
pub struct Preorder<'a> {
    tree: &'a GameTree,
    stack: Vec<NodeId>,
}

impl Iterator for Preorder<'_> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        let id = self.stack.pop()?;
        self.stack
            .extend(self.tree.nodes[id.index()].children.iter().rev().copied());
        Some(id)
    }
}

/// Iterator over a tree's moves with their positions; see
/// [`GameTree::walk`].
#[derive(Debug, Clone)]
pub struct Walk<'a> {
    tree: &'a GameTree,
    stack: Vec<(NodeId, Position)>,
}

impl Iterator for Walk<'_> {
    /// The node, its move, and the position before the move.
    type Item = (NodeId, Move, Position);
    fn next(&mut self) -> Option<(NodeId, Move, Position)> {
        loop {
            let (id, pos) = self.stack.pop()?;
            let node = &self.tree.nodes[id.index()];
            let Some(mv) = node.mv else { continue };
            let mut after = pos.clone();
            after.do_move(mv);
            for &c in node.children.iter().rev() {
                self.stack.push((c, after.clone()));
            }
            return Some((id, mv, pos));
        }
    }
}

#[cfg(test)]
mod tests;
