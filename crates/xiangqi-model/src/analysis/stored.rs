//! The analysis board as it is saved: the tree with its variations, the
//! shown position (as the moves leading to it, since node ids are not
//! stable across a save) and the engine's settings.

use serde::{Deserialize, Serialize};
use xiangqi::{Color, GameTree, Move};

use super::super::effect::Effect;
use super::Analysis;

/// The saved form of an [`Analysis`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredAnalysis {
    pub tree: GameTree,
    /// The moves from the start to the shown position, in ICCS.
    #[serde(default)]
    pub path: Vec<String>,
    #[serde(default = "red")]
    pub bottom: Color,
    #[serde(default = "two")]
    pub lines: usize,
    #[serde(default = "yes")]
    pub engine_on: bool,
    /// Whether the analysis board was on screen.
    #[serde(default)]
    pub open: bool,
    /// The review of the main line, with the evaluations found so far.
    #[serde(default)]
    pub review: Option<super::Review>,
    /// Start a review as soon as the board opens (the game's "Review").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub review_on_open: bool,
    /// A move of the opening link that could not be played (its 1-based
    /// number and text), to tell the player once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bad_move: Option<(usize, String)>,
}

impl StoredAnalysis {
    /// `tree`, shown after `path`, with the engine on: how the game hands
    /// a position to the analysis board.
    pub fn of_tree(tree: GameTree, path: &[Move]) -> StoredAnalysis {
        StoredAnalysis {
            tree,
            path: path.iter().map(ToString::to_string).collect(),
            bottom: Color::Red,
            lines: 2,
            engine_on: true,
            open: true,
            review: None,
            review_on_open: false,
            bad_move: None,
        }
    }

    /// A position with no moves yet.
    pub fn of_position(start: xiangqi::Position) -> StoredAnalysis {
        StoredAnalysis::of_tree(GameTree::new(start), &[])
    }

    /// The moves from `start` as the main line, shown at the end.
    pub fn of_moves(start: xiangqi::Position, moves: &[Move]) -> StoredAnalysis {
        let mut tree = GameTree::new(start);
        let mut at = xiangqi::NodeId::ROOT;
        let mut played = Vec::with_capacity(moves.len());
        for &m in moves {
            match tree.add_move(at, m) {
                Ok(next) => {
                    at = next;
                    played.push(m);
                }
                Err(_) => break,
            }
        }
        StoredAnalysis::of_tree(tree, &played)
    }

    /// The same, with `mv` tried at the shown position: a new variation
    /// there (or the existing line, if that move was already in the tree),
    /// shown after `mv`. A move the tree cannot take leaves it as it was.
    pub fn with_move_tried(mut self, mv: Move) -> StoredAnalysis {
        let mut at = xiangqi::NodeId::ROOT;
        for text in &self.path {
            let next = text.parse::<Move>().ok().and_then(|m| {
                self.tree
                    .children(at)
                    .iter()
                    .copied()
                    .find(|&c| self.tree.node(c).and_then(|n| n.mv()) == Some(m))
            });
            match next {
                Some(next) => at = next,
                None => return self,
            }
        }
        if self.tree.add_move(at, mv).is_ok() {
            self.path.push(mv.to_string());
        }
        self
    }
}

fn red() -> Color {
    Color::Red
}

fn two() -> usize {
    2
}

fn yes() -> bool {
    true
}

impl Analysis {
    /// What to save; `open` says whether the board is on screen.
    pub fn stored(&self, open: bool) -> StoredAnalysis {
        StoredAnalysis {
            tree: self.tree.clone(),
            path: self.path().iter().map(ToString::to_string).collect(),
            bottom: self.bottom,
            lines: self.lines_wanted,
            engine_on: self.engine_on,
            open,
            review: self.review.clone(),
            review_on_open: false,
            bad_move: None,
        }
    }

    /// The analysis board as saved; the engine starts only if `open`.
    pub fn restore(saved: StoredAnalysis) -> (Analysis, Vec<Effect>) {
        let path: Vec<Move> = saved.path.iter().map_while(|m| m.parse().ok()).collect();
        let open = saved.open;
        let (mut analysis, _) = Analysis::open(saved.tree, xiangqi::NodeId::ROOT);
        analysis.bottom = saved.bottom;
        analysis.lines_wanted = saved.lines.clamp(1, super::MAX_LINES);
        analysis.engine_on = saved.engine_on;
        analysis.out.clear();
        let at = analysis.find(&path).unwrap_or(xiangqi::NodeId::ROOT);
        if let Ok(position) = analysis.tree.position_at(at) {
            analysis.at = at;
            analysis.position = position;
        }
        analysis.request = 0;
        analysis.restore_review(saved.review, open);
        if open && !analysis.reviewing() {
            analysis.restart_engine();
        }
        let effects = analysis.drain();
        (analysis, effects)
    }
}
