//! The engine's side of the analysis board: one request per shown
//! position, replaced whenever the position changes, and the lines it
//! reports, best first.

use xiangqi::Move;
use xiangqi_engine::Score;

use super::super::effect::{AnalyseSpec, Effect};
use super::super::engine_info::EngineInfo;
use super::Analysis;

/// The most lines the engine may be asked for.
pub const MAX_LINES: usize = 3;
/// How long one position is analysed at most, in ms: long enough for any
/// depth worth showing, short enough not to drain a battery left open.
const ANALYSIS_MS: u32 = 10 * 60 * 1000;
/// The deepest iteration asked for.
const ANALYSIS_DEPTH: u32 = 60;

/// What the engine is doing between two completed depths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The depth being searched (or last completed).
    pub depth: u32,
    /// Nodes searched so far.
    pub nodes: u64,
}

impl Analysis {
    /// Whether the engine is on.
    pub fn engine_on(&self) -> bool {
        self.engine_on
    }

    /// Whether the engine has reached its limits on the shown position.
    pub fn engine_finished(&self) -> bool {
        self.finished
    }

    /// How many lines are asked for.
    pub fn lines_wanted(&self) -> usize {
        self.lines_wanted
    }

    /// The engine's lines for the shown position, best first.
    pub fn lines(&self) -> &[EngineInfo] {
        &self.lines
    }

    /// The best line's first move of each line, for the board's arrows.
    pub fn arrows(&self) -> Vec<Move> {
        self.lines
            .iter()
            .filter_map(|l| l.pv.first().copied())
            .collect()
    }

    /// The evaluation shown beside the board: the best line's score, from
    /// Red's point of view.
    pub fn evaluation(&self) -> Option<Score> {
        self.lines.first().map(|l| l.score_red)
    }

    /// The engine's progress on the current request.
    pub fn progress(&self) -> Option<Progress> {
        self.progress
    }

    /// The id of the request whose answers count.
    pub fn request(&self) -> u32 {
        self.request
    }

    /// Turns the engine on or off.
    pub fn toggle_engine(&mut self) -> Vec<Effect> {
        self.engine_on = !self.engine_on;
        self.restart_engine();
        self.drain()
    }

    /// Asks for `n` lines (clamped to 1..=[`MAX_LINES`]).
    pub fn set_lines(&mut self, n: usize) -> Vec<Effect> {
        let n = n.clamp(1, MAX_LINES);
        if n != self.lines_wanted {
            self.lines_wanted = n;
            self.restart_engine();
        }
        self.drain()
    }

    /// Stops the engine without turning it off (the screen is closing).
    pub fn pause(&mut self) -> Vec<Effect> {
        self.out.push(Effect::StopAnalysis);
        self.request = 0;
        self.drain()
    }

    /// Starts the engine again where it was on (the screen is shown again).
    pub fn resume(&mut self) -> Vec<Effect> {
        self.restart_engine();
        self.drain()
    }

    /// A line (`multipv`, 1-based) reported by request `id`.
    pub fn on_line(
        &mut self,
        id: u32,
        multipv: usize,
        depth: u32,
        score: Score,
        pv: Vec<Move>,
    ) -> Vec<Effect> {
        if self.is_review_request(id) {
            self.on_review_line(id, multipv, depth);
            return self.drain();
        }
        if id != self.request || id == 0 || multipv == 0 || multipv > self.lines_wanted {
            return self.drain();
        }
        let line = EngineInfo::new(self.position.clone(), depth, score, pv);
        let i = multipv - 1;
        if i < self.lines.len() {
            self.lines[i] = line;
        } else {
            self.lines.push(line);
        }
        if multipv == 1 {
            // Fewer lines than before means fewer legal moves to show.
            let legal = self.position.legal_moves().len();
            self.lines.truncate(legal.min(self.lines_wanted));
        }
        self.progress = Some(Progress {
            depth,
            nodes: self.progress.map_or(0, |p| p.nodes),
        });
        self.drain()
    }

    /// Progress on request `id`: the depth being searched, nodes so far.
    pub fn on_progress(&mut self, id: u32, depth: u32, nodes: u64) -> Vec<Effect> {
        if id == self.request && id != 0 {
            self.progress = Some(Progress { depth, nodes });
        }
        self.drain()
    }

    /// Request `id` has ended: its limits were reached.
    pub fn on_finished(&mut self, id: u32) -> Vec<Effect> {
        if id == self.request && id != 0 {
            self.finished = true;
        }
        self.drain()
    }

    /// The worker could not run the analysis: the engine goes off.
    pub fn on_failed(&mut self) -> Vec<Effect> {
        self.engine_on = false;
        self.request = 0;
        self.drain()
    }

    /// Forgets the lines and, with the engine on and a move to find, asks
    /// for the shown position.
    pub(super) fn restart_engine(&mut self) {
        self.ask_tables();
        self.lines.clear();
        self.progress = None;
        self.finished = false;
        if self.reviewing() {
            // The review has the worker; the live engine waits for it.
            self.request = 0;
            return;
        }
        let wanted = self.engine_on && self.position.has_legal_move();
        if !wanted {
            if self.request != 0 {
                self.out.push(Effect::StopAnalysis);
            }
            self.request = 0;
            return;
        }
        // Ids only grow, so a late answer to an older request is ignored.
        self.request = self.request.max(self.last_request) + 1;
        self.last_request = self.request;
        self.out.push(Effect::Analyse(AnalyseSpec {
            id: self.request,
            fen: self.tree.start().to_fen(),
            moves: self.path(),
            lines: self.lines_wanted as u8,
            depth: ANALYSIS_DEPTH,
            budget_ms: ANALYSIS_MS,
            tables: false,
        }));
    }
}
