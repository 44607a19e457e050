//! The endgame tables on the analysis board: the verdict of the shown
//! position and of each of its moves, when a table covers it.
//!
//! The board asks whenever the shown position changes to one whose ending
//! the worker can solve or download; the answer counts only if it is about the
//! position still shown.

use xiangqi::{Move, Position};
use xiangqi_tablebase::{Material, Probe};

use super::Analysis;
use crate::effect::Effect;

/// What the tables say of one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The position's key.
    key: u64,
    /// For the side to move.
    pub verdict: Probe,
    /// Each legal move's verdict from the mover's view, best first.
    pub moves: Vec<(Move, Probe)>,
}

/// How good a verdict is for the side it speaks for: wins first, the
/// fastest first; losses last, the slowest first.
fn rank(p: &Probe) -> (u8, i64) {
    let n = i64::from(p.moves_to_mate.unwrap_or(0));
    match p.result {
        xiangqi_tablebase::Wdl::Win => (0, n),
        xiangqi_tablebase::Wdl::Draw => (1, 0),
        xiangqi_tablebase::Wdl::Loss => (2, -n),
    }
}

impl Analysis {
    /// The tables' verdict on the shown position, once it has come.
    pub fn ending(&self) -> Option<&Ending> {
        self.ending
            .as_ref()
            .filter(|e| e.key == self.position.zobrist())
    }

    /// The tables being solved for the shown position: the ending, done
    /// and total.
    pub fn solving(&self) -> Option<(&str, u32, u32)> {
        self.solving.as_ref().map(|(e, d, t)| (e.as_str(), *d, *t))
    }

    /// Asks the tables about the shown position when they can cover it.
    pub(super) fn ask_tables(&mut self) {
        let covered = Material::of(&self.position).is_one_sided();
        if covered && self.ending().is_none() {
            self.out.push(Effect::ProbeEnding {
                fen: self.position.to_fen(),
                each_move: true,
            });
        }
    }

    /// The tables' answer about `fen`.
    pub fn on_ending(
        &mut self,
        fen: &str,
        verdict: Option<Probe>,
        moves: &[(Move, Probe)],
    ) -> Vec<Effect> {
        self.solving = None;
        self.downloading = None;
        let key = Position::from_fen(fen).map(|p| p.zobrist());
        if let (Ok(key), Some(verdict)) = (key, verdict) {
            if key == self.position.zobrist() {
                let mut moves = moves.to_vec();
                moves.sort_by_key(|(_, p)| rank(p));
                self.ending = Some(Ending {
                    key,
                    verdict,
                    moves,
                });
            }
        }
        self.drain()
    }

    /// The player stopped the solving: no progress is shown any more (the
    /// board asks again when it next moves to a covered position).
    pub fn tables_stopped(&mut self) -> Vec<Effect> {
        self.solving = None;
        self.downloading = None;
        self.drain()
    }

    /// Progress in solving the tables.
    pub fn on_solving(&mut self, ending: &str, done: u32, total: u32) -> Vec<Effect> {
        self.solving = Some((ending.to_string(), done, total));
        self.drain()
    }

    /// The table being downloaded for the shown position: the ending and
    /// its bytes.
    pub fn downloading(&self) -> Option<(&str, u64)> {
        self.downloading.as_ref().map(|(e, b)| (e.as_str(), *b))
    }

    /// The worker downloads the table of `ending` (`bytes` long).
    pub fn on_downloading(&mut self, ending: &str, bytes: u64) -> Vec<Effect> {
        self.downloading = Some((ending.to_string(), bytes));
        self.drain()
    }
}
