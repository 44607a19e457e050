//! Moving on the analysis board: picking up and playing pieces (a new move
//! goes into the tree, as a variation where another move is already
//! there), stepping through the tree, and editing it.

use xiangqi::{Mark, Move, NodeId, Square};

use super::super::effect::Effect;
use super::Analysis;

impl Analysis {
    /// Legal targets of the selected piece.
    pub fn targets(&self) -> Vec<Square> {
        self.selected
            .map(|sq| self.position.legal_targets(sq))
            .unwrap_or_default()
    }

    /// Whether the piece on `sq` may be picked up: one of the side to move.
    pub fn can_pick(&self, sq: Square) -> bool {
        self.position
            .piece_at(sq)
            .is_some_and(|p| p.color == self.position.side_to_move())
            && self.position.has_legal_move()
    }

    /// A tap on `sq`: selects a piece of the side to move, or plays the
    /// selected piece there.
    pub fn tap(&mut self, sq: Square) -> Vec<Effect> {
        match self.selected {
            Some(from) if from == sq => self.selected = None,
            Some(from) if self.position.is_legal(Move::new(from, sq)) => {
                self.play(Move::new(from, sq));
            }
            _ if self.can_pick(sq) => self.selected = Some(sq),
            _ => self.selected = None,
        }
        self.drain()
    }

    /// A piece dragged from `from` and dropped on `to`.
    pub fn drop_piece(&mut self, from: Square, to: Square) -> Vec<Effect> {
        if self.position.is_legal(Move::new(from, to)) {
            self.play(Move::new(from, to));
        } else {
            self.selected = None;
        }
        self.drain()
    }

    /// Plays `mv` from the shown position: the tree's existing move if it
    /// is there, else a new variation (or the continuation, at a line's end).
    pub fn play_move(&mut self, mv: Move) -> Vec<Effect> {
        if self.position.is_legal(mv) {
            self.play(mv);
        }
        self.drain()
    }

    fn play(&mut self, mv: Move) {
        if let Ok(next) = self.tree.add_move(self.at, mv) {
            self.move_to(next, Some(mv));
        }
    }

    /// Shows node `id`.
    pub fn go_to(&mut self, id: NodeId) -> Vec<Effect> {
        if id != self.at {
            let animate = self
                .tree
                .node(id)
                .filter(|n| n.parent() == Some(self.at))
                .and_then(|n| n.mv());
            self.move_to(id, animate);
        }
        self.drain()
    }

    /// One move back.
    pub fn back(&mut self) -> Vec<Effect> {
        match self.tree.node(self.at).and_then(|n| n.parent()) {
            Some(parent) => self.go_to(parent),
            None => self.drain(),
        }
    }

    /// One move forward, along the line shown.
    pub fn forward(&mut self) -> Vec<Effect> {
        match self.tree.children(self.at).first() {
            Some(&next) => self.go_to(next),
            None => self.drain(),
        }
    }

    /// Back to the start position.
    pub fn first(&mut self) -> Vec<Effect> {
        self.go_to(NodeId::ROOT)
    }

    /// To the end of the line shown.
    pub fn last(&mut self) -> Vec<Effect> {
        let mut id = self.at;
        while let Some(&next) = self.tree.children(id).first() {
            id = next;
        }
        self.go_to(id)
    }

    /// Makes the variation holding `id` its parent's main continuation.
    pub fn promote(&mut self, id: NodeId) -> Vec<Effect> {
        let _ = self.tree.promote(id);
        self.edits += 1;
        self.drain()
    }

    /// Deletes `id` and everything after it; the board steps back to its
    /// parent when it showed one of those moves.
    pub fn delete(&mut self, id: NodeId) -> Vec<Effect> {
        let Ok(deleted_path) = self.tree.moves_to(id) else {
            return self.drain();
        };
        if id == NodeId::ROOT {
            return self.drain();
        }
        let shown = self.path();
        if self.tree.delete(id).is_ok() {
            // Ids change when the tree is compacted: find nodes by their moves.
            if shown.starts_with(&deleted_path) {
                let parent = self
                    .find(&deleted_path[..deleted_path.len() - 1])
                    .unwrap_or(NodeId::ROOT);
                self.move_to(parent, None);
            } else {
                self.at = self.find(&shown).unwrap_or(NodeId::ROOT);
            }
        }
        self.drain()
    }

    /// Sets the comment of the shown move (of the start position at the
    /// root); an empty text removes it.
    pub fn set_comment(&mut self, text: String) -> Vec<Effect> {
        let text = text.trim().to_string();
        let _ = self
            .tree
            .set_comment(self.at, (!text.is_empty()).then_some(text));
        self.edits += 1;
        self.drain()
    }

    /// Gives the shown move a mark (`!`, `?`, `!?` …), or takes it away.
    pub fn set_mark(&mut self, mark: Option<Mark>) -> Vec<Effect> {
        if self.at != NodeId::ROOT {
            let _ = self.tree.set_mark(self.at, mark);
            self.edits += 1;
        }
        self.drain()
    }

    /// Turns the board round.
    pub fn flip(&mut self) -> Vec<Effect> {
        self.bottom = self.bottom.other();
        self.drain()
    }

    /// The node reached by `moves` from the start, if the tree has it.
    pub fn find(&self, moves: &[Move]) -> Option<NodeId> {
        let mut id = NodeId::ROOT;
        for &m in moves {
            id = *self
                .tree
                .children(id)
                .iter()
                .find(|&&c| self.tree.node(c).and_then(|n| n.mv()) == Some(m))?;
        }
        Some(id)
    }

    fn move_to(&mut self, id: NodeId, animate: Option<Move>) {
        let Ok(position) = self.tree.position_at(id) else {
            return;
        };
        self.at = id;
        self.position = position;
        self.selected = None;
        self.animate = animate;
        self.restart_engine();
    }
}
