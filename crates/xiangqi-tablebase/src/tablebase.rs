//! A set of tables: building them with what they depend on, and probing.

use std::{collections::HashMap, time::Duration};

// `std::time::Instant` panics in a browser's WebAssembly; this one reads
// `performance.now()` there and is the standard one elsewhere.
use web_time::Instant;

use xiangqi::{Move, Position};

use crate::{
    error::Error,
    index::Indexer,
    material::Material,
    solve::solve,
    table::Table,
    value::{Probe, Wdl},
};

/// The tables at hand, by canonical material.
///
/// ```
/// use xiangqi::Position;
/// use xiangqi_tablebase::{Tablebase, Wdl};
/// let mut tb = Tablebase::new();
/// tb.build("KR-K".parse().unwrap(), &mut |_, _| {}).unwrap();
/// let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w").unwrap();
/// let probe = tb.probe(&pos).unwrap();
/// assert_eq!(probe.result, Wdl::Win);
/// // Black, the side with the bare general, to move in the same set-up:
/// let black = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 b").unwrap();
/// assert_eq!(tb.probe(&black).unwrap().result, Wdl::Loss);
/// ```
#[derive(Clone, Debug, Default)]
pub struct Tablebase {
    tables: HashMap<Material, Table>,
}

/// A legal move with its verdict from the moving side's view (a win
/// counts the move itself among the moves to mate).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveVerdict {
    /// The move.
    pub mv: Move,
    /// What it leads to, for the side that makes it.
    pub verdict: Probe,
}

impl Tablebase {
    /// No tables.
    pub fn new() -> Tablebase {
        Tablebase::default()
    }

    /// Adds (or replaces) a table.
    pub fn insert(&mut self, table: Table) {
        self.tables.insert(table.material(), table);
    }

    /// The table of an ending, in either order of its sides.
    pub fn table(&self, material: Material) -> Option<&Table> {
        self.tables.get(&material.canonical().0)
    }

    /// The tables, in no particular order.
    pub fn tables(&self) -> impl Iterator<Item = &Table> {
        self.tables.values()
    }

    /// Builds the table of `material` and, first, those of every ending a
    /// capture leads to that are not at hand yet. `report` is told of each
    /// table built, with the time it took.
    pub fn build(
        &mut self,
        material: Material,
        report: &mut dyn FnMut(&Table, Duration),
    ) -> Result<(), Error> {
        let (material, _) = material.canonical();
        if self.tables.contains_key(&material) {
            return Ok(());
        }
        if material.both_attack() {
            return Err(Error::BothAttack(material));
        }
        let ix = Indexer::new(material).ok_or(Error::TooManyOfAKind(material))?;
        for smaller in material.captures() {
            self.build(smaller, report)?;
        }
        let start = Instant::now();
        let lookup = |pos: &Position| -> Result<u8, Error> {
            let m = Material::of(pos).canonical().0;
            let table = self.tables.get(&m).ok_or(Error::Missing(m))?;
            table.byte(pos).ok_or(Error::Missing(m))
        };
        let table = solve(ix, &lookup)?;
        report(&table, start.elapsed());
        self.insert(table);
        Ok(())
    }

    /// The verdict on `pos` for the side to move, or `None` when no table
    /// at hand has its material.
    pub fn probe(&self, pos: &Position) -> Option<Probe> {
        self.table(Material::of(pos))?.probe(pos)
    }

    /// Every legal move of `pos` with its verdict for the side to move,
    /// or `None` when a table is missing (for `pos` or after a capture).
    /// A position without legal moves gives an empty list: it is lost.
    pub fn move_verdicts(&self, pos: &Position) -> Option<Vec<MoveVerdict>> {
        pos.legal_moves()
            .iter()
            .map(|&mv| {
                let after = pos.play(mv).ok()?;
                Some(MoveVerdict {
                    mv,
                    verdict: self.probe(&after)?.after_move(),
                })
            })
            .collect()
    }

    /// The moves that keep the table's verdict: the fastest mates when
    /// winning, the drawing moves when drawn, the longest defences when
    /// lost. `None` when a table is missing.
    ///
    /// ```
    /// use xiangqi::Position;
    /// use xiangqi_tablebase::Tablebase;
    /// let mut tb = Tablebase::new();
    /// tb.build("KR-K".parse().unwrap(), &mut |_, _| {}).unwrap();
    /// let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w").unwrap();
    /// let best = tb.best_moves(&pos).unwrap();
    /// assert!(!best.is_empty());
    /// let after = pos.play(best[0]).unwrap();
    /// assert_eq!(tb.probe(&after).unwrap().moves_to_mate,
    ///            tb.probe(&pos).unwrap().moves_to_mate.map(|m| m - 1));
    /// ```
    pub fn best_moves(&self, pos: &Position) -> Option<Vec<Move>> {
        let verdicts = self.move_verdicts(pos)?;
        let rank = |v: &Probe| -> (u8, i64) {
            let m = i64::from(v.moves_to_mate.unwrap_or(0));
            match v.result {
                Wdl::Win => (2, -m),
                Wdl::Draw => (1, 0),
                Wdl::Loss => (0, m),
            }
        };
        let best = verdicts.iter().map(|v| rank(&v.verdict)).max()?;
        Some(
            verdicts
                .iter()
                .filter(|v| rank(&v.verdict) == best)
                .map(|v| v.mv)
                .collect(),
        )
    }
}
