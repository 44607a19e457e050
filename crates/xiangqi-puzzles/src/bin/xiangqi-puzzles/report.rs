//! The counts printed at the end of a run.

use std::collections::BTreeMap;
use std::fmt::Write;

use xiangqi::Position;
use xiangqi_puzzles::phase::{phase, Phase};
use xiangqi_puzzles::verify::Reject;
use xiangqi_puzzles::{Kind, Puzzle};

#[derive(Debug, Default)]
pub struct Report {
    pub games: u64,
    pub positions: usize,
    pub tried: usize,
    pub duplicates: usize,
    pub rejected: BTreeMap<Reject, usize>,
    pub kept: Vec<Puzzle>,
}

impl Report {
    pub fn reject(&mut self, r: Reject) {
        *self.rejected.entry(r).or_default() += 1;
    }

    pub fn render(&self, seconds: f64) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "games {}, positions screened {}",
            self.games, self.positions
        );
        let rejected: usize = self.rejected.values().sum();
        let _ = writeln!(
            s,
            "candidates tried {}, kept {}, rejected {}, duplicates skipped {}",
            self.tried,
            self.kept.len(),
            rejected,
            self.duplicates
        );
        for r in Reject::ALL {
            if let Some(n) = self.rejected.get(&r) {
                let _ = writeln!(s, "  rejected, {r}: {n}");
            }
        }
        let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
        let mut sides = [0usize; 2];
        let mut phases: BTreeMap<&str, usize> = BTreeMap::new();
        for p in &self.kept {
            let k = match p.kind {
                Kind::Mate(n) => format!("mate in {n}"),
                Kind::Material(_) => "material".to_string(),
            };
            *kinds.entry(k).or_default() += 1;
            if let Ok(pos) = Position::from_fen(&p.fen) {
                sides[pos.side_to_move().index()] += 1;
                let ph = match phase(&pos) {
                    Phase::Opening => "opening",
                    Phase::Middlegame => "middlegame",
                    Phase::Endgame => "endgame",
                };
                *phases.entry(ph).or_default() += 1;
            }
        }
        let _ = writeln!(s, "kept by kind: {kinds:?}");
        let _ = writeln!(
            s,
            "kept by side to move: red {}, black {}",
            sides[0], sides[1]
        );
        let _ = writeln!(s, "kept by phase: {phases:?}");
        let minutes = seconds / 60.0;
        let _ = writeln!(
            s,
            "time {:.0} s, {:.1} puzzles per minute",
            seconds,
            self.kept.len() as f64 / minutes.max(1e-9)
        );
        s
    }
}
