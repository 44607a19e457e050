//! The analysis board: a position and the moves tried from it, kept as a
//! tree of variations, with the engine's best lines for the position shown.
//!
//! Moves played here never touch the game in progress: a move that differs
//! from the one already in the tree starts a variation. The engine runs in
//! a worker of its own (see [`Effect::Analyse`]) and follows the shown
//! position: every change of position abandons the running analysis and
//! asks for one of the new position.

mod board;
pub mod classify;
mod engine;
mod review;
#[cfg(test)]
mod review_collection;
mod review_depth;
#[cfg(test)]
mod review_endgame;
mod review_eval;
#[cfg(test)]
mod review_games;
#[cfg(test)]
mod review_harness;
pub mod review_plan;
mod routing;
mod stored;
mod tablebase;

use xiangqi::{Color, GameTree, Move, NodeId, Position, Square};

use super::effect::Effect;
use super::engine_info::EngineInfo;

pub use engine::{Progress, MAX_LINES};
pub use review::{PlyEval, Review, SideSummary};
pub use review_depth::ReviewDepth;
pub use routing::Revision;
pub use stored::StoredAnalysis;
pub use tablebase::Ending;

/// The analysis board's state.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    tree: GameTree,
    /// The node shown on the board.
    at: NodeId,
    /// The position at `at`, kept to avoid replaying the path.
    position: Position,
    selected: Option<Square>,
    bottom: Color,
    /// Whether the engine should be analysing.
    engine_on: bool,
    /// How many lines to ask for (1..=[`MAX_LINES`]).
    lines_wanted: usize,
    /// The engine's lines for the shown position, best first.
    lines: Vec<EngineInfo>,
    progress: Option<Progress>,
    /// The request whose answers are current (0: none).
    request: u32,
    /// The last id given to a request.
    last_request: u32,
    /// Whether the current request has ended (its limits reached).
    finished: bool,
    /// The move to animate.
    animate: Option<Move>,
    /// The review of the main line, if one was started.
    review: Option<review::Review>,
    /// Counts edits of the tree that do not change its size (comments,
    /// marks, promotions), so the shell knows to save.
    edits: u32,
    /// The endgame tables' verdict on the shown position, when they cover it.
    ending: Option<tablebase::Ending>,
    /// The tables being solved for the shown position: the ending, done
    /// and total.
    solving: Option<(String, u32, u32)>,
    /// The table being downloaded for the shown position: the ending and
    /// its bytes.
    downloading: Option<(String, u64)>,
    /// Effects gathered during the current action.
    out: Vec<Effect>,
}

impl Analysis {
    /// Opens `tree` at `at` (the root if `at` is not in it), with the engine
    /// running and Red at the bottom.
    pub fn open(tree: GameTree, at: NodeId) -> (Analysis, Vec<Effect>) {
        let (at, position) = match tree.position_at(at) {
            Ok(p) => (at, p),
            Err(_) => (NodeId::ROOT, tree.start().clone()),
        };
        let mut analysis = Analysis {
            tree,
            at,
            position,
            selected: None,
            bottom: Color::Red,
            engine_on: true,
            lines_wanted: 2,
            lines: Vec::new(),
            progress: None,
            request: 0,
            last_request: 0,
            finished: false,
            animate: None,
            review: None,
            edits: 0,
            ending: None,
            solving: None,
            downloading: None,
            out: Vec::new(),
        };
        analysis.restart_engine();
        let effects = analysis.drain();
        (analysis, effects)
    }

    /// Opens the position reached from `start` after `moves` (moves after
    /// the first illegal one are dropped), as the tree's main line.
    pub fn from_moves(start: Position, moves: &[Move]) -> (Analysis, Vec<Effect>) {
        let mut tree = GameTree::new(start);
        let mut at = NodeId::ROOT;
        for &m in moves {
            match tree.add_move(at, m) {
                Ok(next) => at = next,
                Err(_) => break,
            }
        }
        Analysis::open(tree, at)
    }

    // ----- reading --------------------------------------------------------

    /// The moves and variations.
    pub fn tree(&self) -> &GameTree {
        &self.tree
    }

    /// The node shown on the board.
    pub fn at(&self) -> NodeId {
        self.at
    }

    /// The position on the board.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The move that led to the shown position.
    pub fn last_move(&self) -> Option<Move> {
        self.tree.node(self.at).and_then(|n| n.mv())
    }

    /// The moves from the start to the shown position.
    pub fn path(&self) -> Vec<Move> {
        self.tree.moves_to(self.at).unwrap_or_default()
    }

    /// The selected piece's square.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// The side at the bottom of the screen.
    pub fn bottom(&self) -> Color {
        self.bottom
    }

    /// The move to animate.
    pub fn animate(&self) -> Option<Move> {
        self.animate
    }

    /// How many comment, mark and order edits the tree has had.
    pub fn edits(&self) -> u32 {
        self.edits
    }

    /// Hands the gathered effects to the shell.
    fn drain(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.out)
    }
}
