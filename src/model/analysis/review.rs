//! Game review: every position of the main line analysed at a fixed
//! budget, one request at a time, then each move judged (see
//! [`classify`](super::classify)). A review can be cancelled and picks up
//! where it stopped; its evaluations are saved with the analysis.

use serde::{Deserialize, Serialize};
use xiangqi::{Color, Move, NodeId, Position};
use xiangqi_engine::Score;

use super::super::effect::{AnalyseSpec, Effect};
use super::super::engine_info::negate;
use super::classify::{judge, move_accuracy, Judgement, MoveClass};
use super::Analysis;

/// The depth each position is searched to (or [`REVIEW_MS`], if sooner).
const REVIEW_DEPTH: u32 = 10;
/// The most time one position may take, in ms.
const REVIEW_MS: u32 = 600;

/// A position's evaluation, from Red's point of view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlyEval {
    /// Centipawns, or moves to mate (negative: Red is mated) when `mate`.
    pub value: i32,
    #[serde(default)]
    pub mate: bool,
    /// The engine's best move there, in ICCS.
    #[serde(default)]
    pub best: Option<String>,
}

impl PlyEval {
    /// The score from Red's point of view.
    pub fn score_red(&self) -> Score {
        if self.mate {
            Score::Mate(self.value)
        } else {
            Score::Cp(self.value)
        }
    }

    fn new(score_red: Score, best: Option<Move>) -> PlyEval {
        let (value, mate) = match score_red {
            Score::Cp(c) => (c, false),
            Score::Mate(n) => (n, true),
        };
        PlyEval {
            value,
            mate,
            best: best.map(|m| m.to_string()),
        }
    }
}

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
    #[serde(skip)]
    request: u32,
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

    /// Whether every position is evaluated.
    pub fn is_done(&self) -> bool {
        self.evals.iter().all(Option::is_some)
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

    /// Starts (or resumes) reviewing the main line. The live engine
    /// pauses meanwhile.
    pub fn start_review(&mut self) -> Vec<Effect> {
        let moves: Vec<String> = self
            .tree
            .mainline_moves()
            .iter()
            .map(ToString::to_string)
            .collect();
        if moves.is_empty() {
            return self.drain();
        }
        let fresh = self.review.as_ref().is_none_or(|r| r.moves != moves);
        if fresh {
            self.review = Some(Review {
                evals: vec![None; moves.len() + 1],
                moves,
                running: true,
                request: 0,
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
            self.out.push(Effect::StopAnalysis);
            self.restart_engine();
        }
        self.drain()
    }

    /// The answer to a review request: the best move and its score.
    pub fn on_review_result(&mut self, id: u32, best: Option<Move>, score: Score) -> Vec<Effect> {
        let Some(ply) = self
            .review
            .as_ref()
            .filter(|r| r.running && r.request == id && id != 0)
            .and_then(|r| r.evals.iter().position(Option::is_none))
        else {
            return self.drain();
        };
        let side = self.mainline_position(ply).map(|p| p.side_to_move());
        let score_red = match side {
            Some(Color::Black) => negate(score),
            _ => score,
        };
        if let Some(r) = self.review.as_mut() {
            r.evals[ply] = Some(PlyEval::new(score_red, best));
        }
        self.next_review_step();
        self.drain()
    }

    /// Whether `id` is the review's request.
    pub fn is_review_request(&self, id: u32) -> bool {
        self.review
            .as_ref()
            .is_some_and(|r| r.request == id && id != 0)
    }

    /// Asks for the next position without an evaluation, or ends the review.
    fn next_review_step(&mut self) {
        let mainline = self.tree.mainline();
        loop {
            let Some(r) = self.review.as_mut() else {
                return;
            };
            let Some(ply) = r.evals.iter().position(Option::is_none) else {
                r.running = false;
                r.request = 0;
                self.restart_engine();
                return;
            };
            let Some(position) = self.mainline_position(ply) else {
                return;
            };
            if !position.has_legal_move() {
                // The side to move has lost (mated or stalemated).
                let red_lost = position.side_to_move() == Color::Red;
                let score = Score::Mate(if red_lost { -1 } else { 1 });
                if let Some(r) = self.review.as_mut() {
                    r.evals[ply] = Some(PlyEval::new(score, None));
                }
                continue;
            }
            self.last_request += 1;
            let id = self.last_request;
            if let Some(r) = self.review.as_mut() {
                r.request = id;
            }
            let moves = self
                .tree
                .moves_to(node_at(&mainline, ply))
                .unwrap_or_default();
            self.out.push(Effect::Analyse(AnalyseSpec {
                id,
                fen: self.tree.start().to_fen(),
                moves,
                lines: 1,
                depth: REVIEW_DEPTH,
                budget_ms: REVIEW_MS,
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
        judge_ply(review, ply, self.mover(ply)?)
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
                judge_ply(review, ply, mover).and_then(|j| j.class)
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
        judge_ply(review, ply, self.mover(ply)?)?.class?;
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
            let Some(j) = judge_ply(review, ply, mover) else {
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
        let first = self.tree.start().side_to_move();
        (ply >= 1).then(|| if ply % 2 == 1 { first } else { first.other() })
    }
}

/// The node after `ply` moves of `mainline` (the root for 0).
fn node_at(mainline: &[NodeId], ply: usize) -> NodeId {
    ply.checked_sub(1)
        .and_then(|i| mainline.get(i).copied())
        .unwrap_or(NodeId::ROOT)
}

/// The verdict on the `ply`-th move, played by `mover`.
fn judge_ply(review: &Review, ply: usize, mover: Color) -> Option<Judgement> {
    let before = review.evals.get(ply - 1)?.as_ref()?.score_red();
    let after = review.evals.get(ply)?.as_ref()?.score_red();
    let view = |s: Score| if mover == Color::Red { s } else { negate(s) };
    Some(judge(view(before), view(after)))
}

/// The engine's best move in the position before main-line ply `ply`.
fn best_before(review: &Review, ply: usize) -> Option<Move> {
    let before = review.evals.get(ply - 1)?.as_ref()?;
    before.best.as_deref()?.parse().ok()
}
