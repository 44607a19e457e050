//! A review run natively: the review's search requests are answered by
//! the real engine as the AI worker answers them (one engine kept across
//! requests, the worker's hash size, the requested depth and cap), so the
//! tests judge the verdicts the app would show.

use xiangqi::{Move, Position};
use xiangqi_engine::{Engine, Limits};

use super::super::effect::Effect;
use super::{Analysis, ReviewDepth};

/// The worker's hash table size, in MiB.
const WORKER_HASH_MIB: usize = 16;

/// How a native review answers its requests.
#[derive(Clone, Debug)]
pub struct Runner {
    pub mode: ReviewDepth,
    /// Plies taken off every requested depth (0: as the app asks).
    pub shallower: u32,
    /// A time cap instead of the requested one, in ms (`None`: the
    /// review's own, which a native search never reaches).
    pub cap_ms: Option<u64>,
    /// Endgame tables, handed to the engine for the requests that ask
    /// for them (as the worker solves them).
    pub tables: Option<std::sync::Arc<xiangqi_tablebase::Tablebase>>,
}

impl Runner {
    pub fn new(mode: ReviewDepth) -> Runner {
        Runner {
            mode,
            shallower: 0,
            cap_ms: None,
            tables: None,
        }
    }

    /// Reviews `moves` from `start` to the end; also returns how many
    /// searches it took.
    pub fn review(&self, start: &Position, moves: &[Move]) -> (Analysis, usize) {
        let (mut a, _) = Analysis::from_moves(start.clone(), moves);
        let mut engine = Engine::new(WORKER_HASH_MIB);
        let mut effects = a.start_review_at(self.mode);
        let mut searches = 0;
        while let Some(spec) = effects.iter().find_map(|e| match e {
            Effect::Analyse(spec) if a.is_review_request(spec.id) => Some(spec.clone()),
            _ => None,
        }) {
            searches += 1;
            engine.set_tablebase(self.tables.clone().filter(|_| spec.tables));
            let limits = Limits {
                depth: Some(spec.depth.saturating_sub(self.shallower).max(1)),
                movetime: Some(self.cap_ms.unwrap_or(u64::from(spec.budget_ms))),
                multipv: usize::from(spec.lines.max(1)),
                ..Limits::default()
            };
            let start = Position::from_fen(&spec.fen).expect("the review's FEN reads");
            let mut lines = Vec::new();
            let out = engine.search(&start, &spec.moves, &limits, None, &mut |info| {
                if !info.progress_only {
                    lines.push((info.multipv, info.depth, info.score, info.pv.clone()));
                }
            });
            for (multipv, depth, score, pv) in lines {
                a.on_line(spec.id, multipv, depth, score, pv);
            }
            effects = a.on_review_result(spec.id, out.best, out.score);
        }
        assert!(a.review().is_some_and(|r| r.is_done()), "the review ends");
        (a, searches)
    }
}
