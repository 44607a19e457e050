//! The analysis board's part of the shell: opening and closing it, passing
//! actions to the [`Analysis`] model, its worker's answers, and saving.

use leptos::prelude::*;
use xiangqi::{GameTree, NodeId, Position};

use crate::ai::{AiBridge, AiEvent};
use crate::model::{Analysis, Effect, LinkMode, StoredAnalysis};
use crate::session::Session;
use crate::web::storage;

impl Session {
    /// Opens the analysis board if the link asks for it, or if it was on
    /// screen when the page was last closed.
    pub(crate) fn open_study_on_start(
        &self,
        link_mode: Option<LinkMode>,
        link_position: Option<Position>,
        saved: Option<StoredAnalysis>,
    ) {
        if link_mode == Some(LinkMode::Analysis) {
            let start = link_position.unwrap_or_else(Position::startpos);
            self.open_analysis(Analysis::open(GameTree::new(start), NodeId::ROOT));
        } else if link_mode.is_none() {
            if let Some(saved) = saved.filter(|a| a.open) {
                self.open_analysis(Analysis::restore(saved));
            }
        }
    }

    /// Puts the analysis board on screen.
    pub fn open_analysis(&self, (analysis, effects): (Analysis, Vec<Effect>)) {
        // The game underneath keeps its state; only the screen changes.
        self.analysis.set(Some(analysis));
        self.run(effects);
        self.save_analysis(true);
    }

    /// Opens the analysis board on the game's position shown on the board,
    /// with the game's moves up to there as the main line.
    pub fn analyse_shown_position(&self) {
        let (start, moves) = self.table.with_untracked(|t| {
            let ply = t.ply_on_board();
            let moves = t.game().moves()[..ply.min(t.game().moves().len())].to_vec();
            (t.game().start().clone(), moves)
        });
        self.open_analysis(Analysis::from_moves(start, &moves));
    }

    /// Leaves the analysis board for the game; the analysis is kept for
    /// the next visit.
    pub fn close_analysis(&self) {
        self.study(Analysis::pause);
        self.save_analysis(false);
        self.analysis.set(None);
    }

    /// Performs an action on the analysis board and carries out what it
    /// asks for; saves when the tree or the shown position changed.
    pub fn study(&self, action: impl FnOnce(&mut Analysis) -> Vec<Effect>) {
        let before = self.analysis_key();
        let effects = self
            .analysis
            .try_update(|a| a.as_mut().map(action))
            .flatten()
            .unwrap_or_default();
        self.run(effects);
        if self.analysis_key() != before {
            self.save_analysis(true);
        }
    }

    /// What decides whether the analysis needs saving again.
    fn analysis_key(&self) -> Option<(usize, Vec<xiangqi::Move>, usize, bool)> {
        self.analysis.with_untracked(|a| {
            a.as_ref()
                .map(|a| (a.tree().len(), a.path(), a.lines_wanted(), a.engine_on()))
        })
    }

    fn save_analysis(&self, open: bool) {
        self.analysis.with_untracked(|a| {
            if let Some(a) = a {
                storage::save(storage::ANALYSIS, &a.stored(open));
            }
        });
    }

    pub(crate) fn with_study_ai(&self, f: impl FnOnce(&AiBridge)) {
        self.study_ai.with_value(|ai| {
            if let Some(ai) = ai {
                f(ai);
            }
        });
    }

    /// What the analysis worker says goes to the analysis board.
    pub(crate) fn on_study_ai(&self, event: AiEvent) {
        let apply = |f: &dyn Fn(&mut Analysis) -> Vec<Effect>| {
            let effects = self
                .analysis
                .try_update(|a| a.as_mut().map(f))
                .flatten()
                .unwrap_or_default();
            self.run(effects);
        };
        match event {
            AiEvent::Info {
                id,
                depth,
                nodes,
                progress: true,
                ..
            } => apply(&|a| a.on_progress(id, depth, nodes)),
            AiEvent::Info {
                id,
                depth,
                score,
                pv,
                multipv,
                nodes,
                ..
            } => apply(&|a| {
                let mut effects = a.on_line(id, multipv as usize, depth, score, pv.clone());
                effects.extend(a.on_progress(id, depth, nodes));
                effects
            }),
            AiEvent::Result { id, .. } => apply(&|a| a.on_finished(id)),
            AiEvent::Restarted => {}
            AiEvent::Failed => apply(&|a| a.on_failed()),
        }
    }
}
