//! What the analysis board does with the worker's answers, and when it
//! needs saving: the two things its shell used to decide for it.

use xiangqi::Move;

use super::Analysis;
use crate::ai_event::AiEvent;
use crate::effect::Effect;

/// A summary of everything the stored analysis holds that can change: the
/// tree's size, the shown position, the engine's settings, the review's
/// progress and the edits of comments, marks and order. When it differs
/// from the one at the last save, the analysis needs saving again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Revision {
    nodes: usize,
    path: Vec<Move>,
    lines: usize,
    engine_on: bool,
    review: (usize, bool),
    edits: u32,
}

impl Analysis {
    /// Where the analysis stands, for deciding whether to save it.
    pub fn revision(&self) -> Revision {
        Revision {
            nodes: self.tree().len(),
            path: self.path(),
            lines: self.lines_wanted(),
            engine_on: self.engine_on(),
            review: self
                .review()
                .map_or((0, false), |r| (r.progress().0, r.running)),
            edits: self.edits(),
        }
    }

    /// What the worker said, taken where it belongs: a heartbeat to the
    /// progress, a line to the lines shown, an answer to the review that
    /// asked for it or else to the end of the live analysis, a failure to
    /// an engine that is off until switched on again.
    pub fn on_ai(&mut self, event: &AiEvent) -> Vec<Effect> {
        match event {
            AiEvent::Info {
                id,
                depth,
                nodes,
                progress: true,
                ..
            } => self.on_progress(*id, *depth, *nodes),
            AiEvent::Info {
                id,
                depth,
                score,
                pv,
                multipv,
                nodes,
                ..
            } => {
                let mut effects = self.on_line(*id, *multipv as usize, *depth, *score, pv.clone());
                effects.extend(self.on_progress(*id, *depth, *nodes));
                effects
            }
            AiEvent::Result { id, best, score } => {
                if self.is_review_request(*id) {
                    self.on_review_result(*id, *best, *score)
                } else {
                    self.on_finished(*id)
                }
            }
            AiEvent::Ending {
                fen,
                verdict,
                moves,
            } => self.on_ending(fen, *verdict, moves),
            AiEvent::Solving {
                ending,
                done,
                total,
                ..
            } => self.on_solving(ending, *done, *total),
            AiEvent::Downloading { ending, bytes, .. } => self.on_downloading(ending, *bytes),
            AiEvent::Restarted | AiEvent::Practice { .. } => Vec::new(),
            AiEvent::Failed => self.on_failed(),
        }
    }
}
