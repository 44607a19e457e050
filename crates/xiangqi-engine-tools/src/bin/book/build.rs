//! The book builder: positions from the ECCO lines, moves scored by the
//! engine.

use std::collections::BTreeMap;

use xiangqi::{Move, Position};
use xiangqi_engine::{Engine, Limits, Score};
use xiangqi_openings::book::{Book, Weighted};
use xiangqi_openings::ecco::Table;
use xiangqi_openings::key::{key, mirror_key, mirror_move, mirror_position};

/// The builder's settings (written into the book's comments).
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    /// Search depth for the engine's own choice; candidates are searched
    /// one ply less after their move.
    pub depth: u32,
    /// How far below the best candidate a move may score and stay.
    pub margin_cp: i32,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            depth: 8,
            margin_cp: 40,
        }
    }
}

/// Counts for the report.
#[derive(Debug, Default)]
pub struct Stats {
    pub kept: usize,
    pub dropped: usize,
}

/// A book position: the position and how many lines play each move.
struct Node {
    pos: Position,
    lines: BTreeMap<Move, u16>,
}

/// How many of the engine's own best moves join the candidates.
const ENGINE_LINES: usize = 3;

/// Hash table size for each search.
const HASH_MIB: usize = 16;

/// Mates sort above every centipawn score.
fn centipawns(score: Score) -> i32 {
    match score {
        Score::Cp(cp) => cp,
        Score::Mate(n) if n > 0 => 30_000 - n,
        Score::Mate(n) => -30_000 - n,
    }
}

/// Every position along the lines, one per mirror pair, with the moves
/// the lines play there (mirrored to the stored wing).
fn positions(table: &Table) -> BTreeMap<u64, Node> {
    let mut nodes: BTreeMap<u64, Node> = BTreeMap::new();
    for line in &table.lines {
        let mut pos = Position::startpos();
        for &m in &line.moves {
            let (k, m) = if nodes.contains_key(&key(&pos)) || !nodes.contains_key(&mirror_key(&pos))
            {
                (key(&pos), m)
            } else {
                (mirror_key(&pos), mirror_move(m))
            };
            let node = nodes.entry(k).or_insert_with(|| Node {
                pos: if k == key(&pos) {
                    pos.clone()
                } else {
                    mirror_position(&pos)
                },
                lines: BTreeMap::new(),
            });
            *node.lines.entry(m).or_insert(0) += 1;
            pos.do_move(if k == key(&pos) { m } else { mirror_move(m) });
        }
        // The position a line ends in: the engine's moves only.
        if !nodes.contains_key(&key(&pos)) && !nodes.contains_key(&mirror_key(&pos)) {
            nodes.insert(
                key(&pos),
                Node {
                    pos: pos.clone(),
                    lines: BTreeMap::new(),
                },
            );
        }
    }
    nodes
}

/// Searches `pos` to `depth` from an empty table.
fn search(engine: &mut Engine, pos: &Position, depth: u32) -> (Option<Move>, i32) {
    engine.clear_hash();
    let out = engine.search(pos, &[], &Limits::depth(depth), None, &mut |_| {});
    (out.best, centipawns(out.score))
}

/// The engine's best `lines` first moves in `pos` at `depth` (MultiPV,
/// from an empty table), best first.
fn engine_choices(engine: &mut Engine, pos: &Position, depth: u32, lines: usize) -> Vec<Move> {
    engine.clear_hash();
    let limits = Limits {
        multipv: lines,
        ..Limits::depth(depth)
    };
    let mut last: BTreeMap<usize, (u32, Move)> = BTreeMap::new();
    engine.search(pos, &[], &limits, None, &mut |info| {
        if let (false, Some(&m)) = (info.progress_only, info.pv.first()) {
            last.insert(info.multipv, (info.depth, m));
        }
    });
    last.values().map(|&(_, m)| m).collect()
}

/// Builds the book; `progress` hears (done, total) after each position.
pub fn build(settings: &Settings, progress: &mut dyn FnMut(usize, usize)) -> (Book, Stats) {
    let table = Table::builtin();
    let nodes = positions(table);
    let mut engine = Engine::new(HASH_MIB);
    let mut book = Book::new();
    let mut stats = Stats::default();
    book.comment(&format!(
        "built by `cargo xtask book` from {} ECCO lines: depth {}, margin {} cp, the engine's \
         best {ENGINE_LINES}; weight = lines playing the move + 1 for the engine's first choice",
        table.lines.len(),
        settings.depth,
        settings.margin_cp
    ));
    let total = nodes.len();
    for (done, node) in nodes.values().enumerate() {
        let choices = engine_choices(&mut engine, &node.pos, settings.depth, ENGINE_LINES);
        let engine_best = choices.first().copied();
        let mut candidates: Vec<Move> = node.lines.keys().copied().collect();
        for m in choices {
            if !candidates.contains(&m) {
                candidates.push(m);
            }
        }
        let scored: Vec<(Move, i32)> = candidates
            .into_iter()
            .filter_map(|m| {
                let child = node.pos.play(m).ok()?;
                let (_, s) = search(&mut engine, &child, settings.depth - 1);
                Some((m, -s))
            })
            .collect();
        let best = scored.iter().map(|&(_, s)| s).max().unwrap_or(0);
        let mut kept: Vec<Weighted> = Vec::new();
        for (m, s) in scored {
            if best - s > settings.margin_cp {
                stats.dropped += 1;
                continue;
            }
            let weight =
                node.lines.get(&m).copied().unwrap_or(0) + u16::from(engine_best == Some(m));
            kept.push((m, weight.max(1)));
        }
        kept.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        stats.kept += kept.len();
        if !kept.is_empty() {
            book.insert(&node.pos, kept);
        }
        progress(done + 1, total);
    }
    (book, stats)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mirror_images_are_one_position() {
        let nodes = positions(Table::builtin());
        for (k, node) in &nodes {
            assert_eq!(*k, key(&node.pos));
            if mirror_key(&node.pos) != *k {
                assert!(!nodes.contains_key(&mirror_key(&node.pos)));
            }
            for m in node.lines.keys() {
                assert!(node.pos.is_legal(*m), "{m} in {}", node.pos.to_fen());
            }
        }
        let start = Position::startpos();
        assert!(nodes.contains_key(&key(&start)));
    }
}
