//! The analysis board's part of the shell: opening and closing it, passing
//! actions to the [`Analysis`] model, its worker's answers, and saving.

use leptos::prelude::*;
use xiangqi::Position;

use crate::ai::{AiBridge, AiEvent};
use crate::model::link::replay;
use crate::model::{
    Analysis, Effect, LinkError, LinkMode, LinkSetup, Notice, Problem, StoredAnalysis,
};
use crate::session::Session;
use crate::web::storage;

/// What decides whether the analysis needs saving again: the tree's size,
/// the shown position, the engine's settings and the review's progress.
#[derive(PartialEq)]
struct SaveKey {
    nodes: usize,
    path: Vec<xiangqi::Move>,
    lines: usize,
    engine_on: bool,
    review: (usize, bool),
    edits: u32,
}

impl Session {
    /// Opens the analysis board if the link asks for it, or if it was on
    /// screen when the page was last closed.
    pub(crate) fn open_study_on_start(
        &self,
        link: Option<LinkSetup>,
        saved: Option<StoredAnalysis>,
    ) {
        let link_mode = link.as_ref().and_then(|l| l.mode);
        if let Some(link) = link.filter(|l| l.mode == Some(LinkMode::Analysis)) {
            let start = link.position.unwrap_or_else(Position::startpos);
            let (moves, bad) = replay(&start, link.moves.as_deref().unwrap_or_default());
            self.open_analysis(Analysis::from_moves(start, &moves));
            if let Some((number, text)) = bad {
                let problem = Problem::Link(LinkError::BadMove { number, text });
                self.act(|t, _| t.notify(Notice::Problems(vec![problem])));
            }
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
    /// An imported game brings its variations and comments along.
    pub fn analyse_shown_position(&self) {
        let (start, moves, ply, imported) = self.table.with_untracked(|t| {
            (
                t.game().start().clone(),
                t.game().moves().to_vec(),
                t.ply_on_board(),
                t.imported_tree().map(str::to_string),
            )
        });
        let tree = imported
            .and_then(|pgn| xiangqi::GameTree::from_pgn(&pgn).ok())
            .filter(|tree| tree.start() == &start && tree.mainline_moves() == moves)
            .unwrap_or_else(|| {
                let mut tree = xiangqi::GameTree::new(start);
                let mut at = xiangqi::NodeId::ROOT;
                for &m in &moves {
                    match tree.add_move(at, m) {
                        Ok(next) => at = next,
                        Err(_) => break,
                    }
                }
                tree
            });
        // The whole game is the main line; the board shows the ply shown.
        let at = ply
            .checked_sub(1)
            .and_then(|i| tree.mainline().get(i).copied())
            .unwrap_or(xiangqi::NodeId::ROOT);
        self.open_analysis(Analysis::open(tree, at));
    }

    /// Opens the whole game on the analysis board and reviews it.
    pub fn review_game(&self) {
        let (start, moves) = self
            .table
            .with_untracked(|t| (t.game().start().clone(), t.game().moves().to_vec()));
        self.open_analysis(Analysis::from_moves(start, &moves));
        self.study(Analysis::start_review);
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
    fn analysis_key(&self) -> Option<SaveKey> {
        self.analysis.with_untracked(|a| {
            a.as_ref().map(|a| {
                let review = a
                    .review()
                    .map_or((0, false), |r| (r.progress().0, r.running));
                SaveKey {
                    nodes: a.tree().len(),
                    path: a.path(),
                    lines: a.lines_wanted(),
                    engine_on: a.engine_on(),
                    review,
                    edits: a.edits(),
                }
            })
        })
    }

    fn save_analysis(&self, open: bool) {
        self.analysis.with_untracked(|a| {
            if let Some(a) = a {
                storage::save(storage::ANALYSIS, &a.stored(open));
            }
        });
    }

    /// A link that opens the analysis board's game at the shown move:
    /// `?fen=…&moves=…` at this page's own address.
    pub fn analysis_link(&self) -> String {
        self.analysis.with_untracked(|a| {
            let Some(a) = a else {
                return crate::web::page_address();
            };
            let fen = String::from(js_sys::encode_uri_component(&a.tree().start().to_fen()));
            let moves: Vec<String> = a.path().iter().map(ToString::to_string).collect();
            let mut link = format!("{}?fen={fen}", crate::web::page_address());
            if !moves.is_empty() {
                link.push_str("&moves=");
                link.push_str(&moves.join(","));
            }
            link
        })
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
            // Saved as it goes, so that a reload resumes a review.
            AiEvent::Result {
                id, best, score, ..
            } => self.study(move |a| {
                if a.is_review_request(id) {
                    a.on_review_result(id, best, score)
                } else {
                    a.on_finished(id)
                }
            }),
            AiEvent::Restarted => {}
            AiEvent::Failed => apply(&|a| a.on_failed()),
        }
    }
}
