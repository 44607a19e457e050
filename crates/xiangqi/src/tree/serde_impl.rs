//! Serde support: a tree is stored flat, as its tags, start FEN, result,
//! root comment and its nodes in record order, each naming its parent by
//! index. Reading it back checks every move again.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{GameTree, Mark, NodeId};
use crate::mv::Move;
use crate::position::Position;
use crate::record::{RecordResult, Tags};

#[derive(Serialize, Deserialize)]
struct TreeData {
    tags: Tags,
    fen: String,
    result: RecordResult,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    comment: Option<String>,
    nodes: Vec<NodeData>,
}

/// A move node; `parent` is 0 for the root, `i + 1` for `nodes[i]`.
#[derive(Serialize, Deserialize)]
struct NodeData {
    parent: u32,
    #[serde(rename = "move")]
    mv: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    comment: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    mark: Option<Mark>,
}

impl Serialize for GameTree {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let order: Vec<NodeId> = self.preorder().collect();
        let mut index = vec![0u32; self.nodes.len()];
        for (i, n) in order.iter().enumerate() {
            index[n.index()] = i as u32;
        }
        let nodes = order[1..]
            .iter()
            .map(|&n| {
                let node = &self.nodes[n.index()];
                NodeData {
                    parent: node.parent.map_or(0, |p| index[p.index()]),
                    mv: node.mv.map(|m| m.to_string()).unwrap_or_default(),
                    comment: node.comment.clone(),
                    mark: node.mark,
                }
            })
            .collect();
        TreeData {
            tags: self.tags.clone(),
            fen: self.start.to_fen(),
            result: self.result,
            comment: self.nodes[0].comment.clone(),
            nodes,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for GameTree {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GameTree, D::Error> {
        use serde::de::Error;
        let data = TreeData::deserialize(deserializer)?;
        let start = Position::from_fen(&data.fen).map_err(D::Error::custom)?;
        let mut tree = GameTree::new(start.clone());
        tree.tags = data.tags;
        tree.result = data.result;
        tree.set_comment(NodeId::ROOT, data.comment)
            .map_err(D::Error::custom)?;
        // ids[i] is the tree id of entry i (0 = root); positions are kept
        // only along the current path to bound memory.
        let mut ids = vec![NodeId::ROOT];
        let mut positions: Vec<(usize, Position)> = vec![(0, start)];
        for (i, n) in data.nodes.into_iter().enumerate() {
            let parent = n.parent as usize;
            if parent > i {
                return Err(D::Error::custom("a node's parent must come before it"));
            }
            while positions.last().is_some_and(|&(e, _)| e != parent) {
                positions.pop();
            }
            let Some((_, pos)) = positions.last() else {
                return Err(D::Error::custom("nodes are not in record order"));
            };
            let mv: Move = n.mv.parse().map_err(D::Error::custom)?;
            let id = tree
                .add_move_in(ids[parent], pos, mv)
                .map_err(D::Error::custom)?;
            let next = pos.play(mv).map_err(D::Error::custom)?;
            tree.set_comment(id, n.comment).map_err(D::Error::custom)?;
            tree.set_mark(id, n.mark).map_err(D::Error::custom)?;
            ids.push(id);
            positions.push((i + 1, next));
        }
        Ok(tree)
    }
}
