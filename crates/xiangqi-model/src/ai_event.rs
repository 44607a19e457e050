//! What the app hears from the AI worker, in the model's terms (the wire
//! messages stay with the bridge that reads them).

use xiangqi::Move;
use xiangqi_engine::Score;
use xiangqi_tablebase::Probe;

/// What the page hears from the AI (scores for the side to move).
#[derive(Debug, Clone, PartialEq)]
pub enum AiEvent {
    /// Progress on request `id`.
    Info {
        id: u32,
        depth: u32,
        score: Score,
        pv: Vec<Move>,
        /// Which line (1-based) of an analysis.
        multipv: u32,
        /// A heartbeat during a long iteration (only depth and nodes count).
        progress: bool,
        nodes: u64,
    },
    /// The answer to request `id`: `None` when there is no move to play
    /// (or the worker could not read the request).
    Result {
        id: u32,
        best: Option<Move>,
        score: Score,
    },
    /// The endgame tables' verdict on the position `fen` (`None`: no
    /// table covers it), with each legal move's verdict from the mover's
    /// view when they were asked for.
    Ending {
        fen: String,
        verdict: Option<Probe>,
        moves: Vec<(Move, Probe)>,
    },
    /// Request `id` waits while the worker solves endgame tables: `done`
    /// of `total`, `ending` the one being solved.
    Solving {
        id: u32,
        ending: String,
        done: u32,
        total: u32,
    },
    /// Request `id` waits while the worker downloads the table of
    /// `ending`, `bytes` long, from the host.
    Downloading { id: u32, ending: String, bytes: u64 },
    /// The answer to a request for a position to practise an ending on
    /// (`None`: the worker has none to give).
    Practice { id: u32, fen: Option<String> },
    /// The worker failed and was restarted; a request in flight was sent again.
    Restarted,
    /// The worker cannot run (failed too often or cannot be created).
    Failed,
}
