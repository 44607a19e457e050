//! Game review: every position of the main line analysed to a fixed
//! depth (see [`ReviewDepth`]), one request at a time, the positions
//! around suspect moves again deeper (see [`review_plan`](super::review_plan)),
//! then each move judged (see [`classify`](super::classify)). A review can
//! be cancelled and picks up where it stopped; its evaluations are saved
//! with the analysis.

use serde::{Deserialize, Serialize};
use xiangqi::{Color, Move, NodeId, Position};
use xiangqi_engine::Score;

use super::super::effect::{AnalyseSpec, Effect};
use super::super::engine_info::negate;
use super::classify::{move_accuracy, Judgement, MoveClass};
use super::review_depth::ReviewDepth;
pub use super::review_eval::PlyEval;
use super::review_plan::{judge_ply, mover, next_job};
use super::Analysis;

/// A review of the main line.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Review {
    /// The main line reviewed, in ICCS: a changed main line starts afresh.
    pub moves: Vec<String>,
    /// One evaluation per position (index = ply), once known.
    pub evals: Vec<Option<PlyEval>>,
    /// Whether the review is running (saved, so a reload resumes it).
    #[serde(default)]
    pub running: bool,
    /// Quick or deep.
    #[serde(default)]
    pub mode: ReviewDepth,
    /// Whether every suspect move has had its second look: the verdicts
    /// are final.
    #[serde(default)]
    pub settled: bool,
    #[serde(skip)]
    request: u32,
    /// What the request in flight is about.
    #[serde(skip)]
    asking: Option<Asking>,
    /// The depth of the last line the request in flight reported.
    #[serde(skip)]
    line_depth: u32,
}

/// The position a review request is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Asking {
    ply: usize,
    /// Whether this is the deeper second look.
    recheck: bool,
    /// The only legal move there, when the search is of the position
    /// after it: a search with a time cap stops after one iteration where
    /// there is a single move, so a forced position is searched one move
    /// further at one ply less, which is the same search.
    forced: Option<Move>,
}

/// One side's figures.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SideSummary {
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
    /// Mean move accuracy, 0–100 (`None` without judged moves).
    pub accuracy: Option<f64>,
}

impl Review {
    /// How many positions are evaluated, of how many.
    pub fn progress(&self) -> (usize, usize) {
        (self.evals.iter().flatten().count(), self.evals.len())
    }

    /// Whether every position is evaluated and every suspect move
    /// looked at again: the verdicts are final.
    pub fn is_done(&self) -> bool {
        self.settled && self.evals.iter().all(Option::is_some)
    }
}

impl Analysis {
    /// The review, if one was started on the main line as it is now.
    pub fn review(&self) -> Option<&Review> {
        let review = self.review.as_ref()?;
        let mainline = self.tree.mainline_moves();
        let same = review.moves.len() == mainline.len()
            && review
                .moves
                .iter()
                .zip(&mainline)
                .all(|(a, b)| *a == b.to_string());
        same.then_some(review)
    }

    /// Whether a review is running.
    pub fn reviewing(&self) -> bool {
        self.review.as_ref().is_some_and(|r| r.running)
    }

    /// Starts (or resumes) reviewing the main line, at the depth of the
    /// review there is (quick for a new one). The live engine pauses
    /// meanwhile.
    pub fn start_review(&mut self) -> Vec<Effect> {
        let mode = self.review.as_ref().map(|r| r.mode).unwrap_or_default();
        self.start_review_at(mode)
    }

    /// The setting of the review there is, or the one a new review gets.
    pub fn review_mode(&self) -> ReviewDepth {
        self.review.as_ref().map(|r| r.mode).unwrap_or_default()
    }

    /// Starts (or resumes) reviewing the main line at `mode`: another
    /// setting than the saved review's starts afresh.
    pub fn start_review_at(&mut self, mode: ReviewDepth) -> Vec<Effect> {
        let moves: Vec<String> = self
            .tree
            .mainline_moves()
            .iter()
            .map(ToString::to_string)
            .collect();
        if moves.is_empty() {
            return self.drain();
        }
        let fresh = self
            .review
            .as_ref()
            .is_none_or(|r| r.moves != moves || r.mode != mode);
        if fresh {
            self.review = Some(Review {
                evals: vec![None; moves.len() + 1],
                moves,
                running: true,
                mode,
                ..Review::default()
            });
        } else if let Some(r) = self.review.as_mut() {
            r.running = true;
        }
        self.out.push(Effect::StopAnalysis);
        self.start_review_step();
        self.drain()
    }

    /// Restores a saved review; a running one resumes if `resume`.
    pub(super) fn restore_review(&mut self, review: Option<Review>, resume: bool) {
        self.review = review;
        if resume && self.reviewing() {
            self.start_review_step();
        } else if let Some(r) = self.review.as_mut() {
            r.running = false;
        }
    }

    fn start_review_step(&mut self) {
        self.request = 0;
        self.lines.clear();
        self.progress = None;
        self.next_review_step();
    }

    /// Stops the review where it is (it can be resumed).
    pub fn cancel_review(&mut self) -> Vec<Effect> {
        if let Some(r) = self.review.as_mut().filter(|r| r.running) {
            r.running = false;
            r.request = 0;
            r.asking = None;
            self.out.push(Effect::StopAnalysis);
            self.restart_engine();
        }
        self.drain()
    }

    /// The answer to a review request: the best move and its score (from
    /// the side to move's view). The depth is the last line's (see
    /// `Analysis::on_review_line`).
    pub fn on_review_result(&mut self, id: u32, best: Option<Move>, score: Score) -> Vec<Effect> {
        let Some((ply, depth)) = self
            .review
            .as_ref()
            .filter(|r| r.running && r.request == id && id != 0)
            .and_then(|r| r.asking.map(|a| (a, r.line_depth)))
        else {
            return self.drain();
        };
        let side = self.mainline_position(ply.ply).map(|p| p.side_to_move());
        // The score is from the view of the side to move in the position
        // searched: the other side's, after a forced move.
        let searched_side = match ply.forced {
            Some(_) => side.map(Color::other),
            None => side,
        };
        let score_red = match searched_side {
            Some(Color::Black) => negate(score),
            _ => score,
        };
        let (best, depth) = match ply.forced {
            Some(m) => (Some(m), depth + 1),
            None => (best, depth),
        };
        if let Some(r) = self.review.as_mut() {
            if let Some(slot) = r.evals.get_mut(ply.ply) {
                *slot = Some(PlyEval::new(score_red, best, depth, ply.recheck));
            }
            r.asking = None;
        }
        self.next_review_step();
        self.drain()
    }

    /// A line reported by review request `id`: its depth is kept for the
    /// result. Only completed depths count (a line is reported once its
    /// depth is searched).
    pub(super) fn on_review_line(&mut self, id: u32, multipv: usize, depth: u32) {
        if let Some(r) = self.review.as_mut() {
            if r.request == id && id != 0 && multipv == 1 {
                r.line_depth = depth;
            }
        }
    }

    /// Whether `id` is the review's request.
    pub fn is_review_request(&self, id: u32) -> bool {
        self.review
            .as_ref()
            .is_some_and(|r| r.request == id && id != 0)
    }

    /// Asks for the next search the review needs, or ends the review.
    fn next_review_step(&mut self) {
        let mainline = self.tree.mainline();
        let first = self.tree.start().side_to_move();
        loop {
            let Some(r) = self.review.as_mut() else {
                return;
            };
            let Some(job) = next_job(&r.evals, r.mode, first) else {
                r.running = false;
                r.settled = true;
                r.request = 0;
                r.asking = None;
                self.restart_engine();
                return;
            };
            let Some(position) = self.mainline_position(job.ply) else {
                return;
            };
            if !position.has_legal_move() {
                // The side to move has lost (mated or stalemated).
                let red_lost = position.side_to_move() == Color::Red;
                let score = Score::Mate(if red_lost { -1 } else { 1 });
                if let Some(r) = self.review.as_mut() {
                    r.evals[job.ply] = Some(PlyEval::new(score, None, 0, true));
                }
                continue;
            }
            let legal = position.legal_moves();
            let forced = (legal.len() == 1).then(|| legal[0]);
            if let Some(after) = forced.and_then(|m| position.play(m).ok()) {
                if !after.has_legal_move() {
                    // The only move mates (or stalemates).
                    let red_wins = position.side_to_move() == Color::Red;
                    let score = Score::Mate(if red_wins { 1 } else { -1 });
                    if let Some(r) = self.review.as_mut() {
                        r.evals[job.ply] = Some(PlyEval::new(score, forced, 0, true));
                    }
                    continue;
                }
            }
            self.last_request += 1;
            let id = self.last_request;
            if let Some(r) = self.review.as_mut() {
                r.request = id;
                r.asking = Some(Asking {
                    ply: job.ply,
                    recheck: job.recheck,
                    forced,
                });
                r.line_depth = 0;
                r.settled = false;
            }
            let mut moves = self
                .tree
                .moves_to(node_at(&mainline, job.ply))
                .unwrap_or_default();
            moves.extend(forced);
            let mode = self.review_mode();
            self.out.push(Effect::Analyse(AnalyseSpec {
                id,
                fen: self.tree.start().to_fen(),
                moves,
                lines: 1,
                depth: job.depth - u32::from(forced.is_some()),
                budget_ms: mode.cap_ms(),
                tables: true,
            }));
            return;
        }
    }

    /// The position after `ply` moves of the main line.
    fn mainline_position(&self, ply: usize) -> Option<Position> {
        let mainline = self.tree.mainline();
        if ply > mainline.len() {
            return None;
        }
        self.tree.position_at(node_at(&mainline, ply)).ok()
    }

    /// The verdict on the main-line move of node `id`, once both positions
    /// around it are evaluated.
    pub fn judgement(&self, id: NodeId) -> Option<Judgement> {
        let review = self.review()?;
        let ply = self.tree.mainline().iter().position(|&n| n == id)? + 1;
        judge_ply(&review.evals, ply, self.mover(ply)?)
    }

    /// The review's class of each main-line move in order, as
    /// [`Analysis::judgement`] gives it (none where unmarked or not yet
    /// reviewed; empty without a review).
    pub fn classes(&self) -> Vec<Option<MoveClass>> {
        let Some(review) = self.review() else {
            return Vec::new();
        };
        (1..=self.tree.mainline().len())
            .map(|ply| {
                let mover = self.mover(ply)?;
                judge_ply(&review.evals, ply, mover).and_then(|j| j.class)
            })
            .collect()
    }

    /// The engine's better move instead of the main-line move of node `id`.
    pub fn better_move(&self, id: NodeId) -> Option<Move> {
        let review = self.review()?;
        let ply = self.tree.mainline().iter().position(|&n| n == id)? + 1;
        best_before(review, ply)
    }

    /// The better move where the review marks the main-line move of node
    /// `id` (an inaccuracy or worse): what the board's arrow shows.
    pub fn marked_better_move(&self, id: NodeId) -> Option<Move> {
        let review = self.review()?;
        let ply = self.tree.mainline().iter().position(|&n| n == id)? + 1;
        judge_ply(&review.evals, ply, self.mover(ply)?)?.class?;
        best_before(review, ply)
    }

    /// Each side's counts and accuracy.
    pub fn summary(&self) -> Option<[(Color, SideSummary); 2]> {
        let review = self.review()?;
        let mut sums = [
            (Color::Red, SideSummary::default()),
            (Color::Black, SideSummary::default()),
        ];
        let mut totals = [(0.0f64, 0usize); 2];
        for ply in 1..review.evals.len() {
            let Some(mover) = self.mover(ply) else {
                continue;
            };
            let Some(j) = judge_ply(&review.evals, ply, mover) else {
                continue;
            };
            let i = usize::from(mover == Color::Black);
            match j.class {
                Some(MoveClass::Inaccuracy) => sums[i].1.inaccuracies += 1,
                Some(MoveClass::Mistake) => sums[i].1.mistakes += 1,
                Some(MoveClass::Blunder) => sums[i].1.blunders += 1,
                None => {}
            }
            totals[i].0 += move_accuracy(j.loss);
            totals[i].1 += 1;
        }
        for i in 0..2 {
            if totals[i].1 > 0 {
                sums[i].1.accuracy = Some(totals[i].0 / totals[i].1 as f64);
            }
        }
        Some(sums)
    }

    /// The side that played the main line's `ply`-th move.
    fn mover(&self, ply: usize) -> Option<Color> {
        (ply >= 1).then(|| mover(self.tree.start().side_to_move(), ply))
    }
}

/// The node after `ply` moves of `mainline` (the root for 0).
fn node_at(mainline: &[NodeId], ply: usize) -> NodeId {
    ply.checked_sub(1)
        .and_then(|i| mainline.get(i).copied())
        .unwrap_or(NodeId::ROOT)
}

/// The engine's best move in the position before main-line ply `ply`.
fn best_before(review: &Review, ply: usize) -> Option<Move> {
    let before = review.evals.get(ply - 1)?.as_ref()?;
    before.best.as_deref()?.parse().ok()
}
