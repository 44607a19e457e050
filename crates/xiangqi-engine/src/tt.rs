//! Transposition table.
//!
//! Keyed by the rules crate's Zobrist key. Each bucket holds two entries:
//! the first is *depth-preferred* (kept unless the new result searched at
//! least as deep, or the entry is from an older search), the second is
//! *always-replace*, so recent shallow results still find a home without
//! evicting expensive deep ones.
//!
//! Mate scores are stored relative to the node ("mate in 3 from here")
//! and converted back to root-relative distance when loaded, so a mate
//! found through a transposition at another ply keeps the right distance.

use xiangqi::{Move, Square};

use crate::score::MATE_BOUND;

/// Default size in MiB.
pub const DEFAULT_MIB: usize = 16;
/// Largest accepted size in MiB.
pub const MAX_MIB: usize = 1024;

/// What a stored score means relative to the true value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// The true score is at most this (fail low).
    Upper = 1,
    /// The true score is at least this (fail high).
    Lower = 2,
    /// The exact score (a PV node).
    Exact = 3,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    mv: u16,
    score: i16,
    eval: i16,
    depth: i8,
    /// Bound in the low two bits, search generation above.
    meta: u8,
}

#[derive(Clone, Copy, Default)]
struct Bucket {
    slots: [Entry; 2],
}

/// A probe result.
#[derive(Debug, Clone, Copy)]
pub struct Hit {
    /// Best or refuting move, if any.
    pub mv: Option<Move>,
    /// Score, already adjusted to the probing ply.
    pub score: i32,
    /// Static evaluation stored with the entry.
    pub eval: i32,
    /// Depth searched.
    pub depth: i32,
    /// Kind of bound.
    pub bound: Bound,
}

/// The table.
pub struct Tt {
    buckets: Vec<Bucket>,
    generation: u8,
}

/// Packs a move into 14 bits; 0 is "no move" (a0a0 is never a move).
#[inline]
pub fn pack(m: Move) -> u16 {
    m.from.index() as u16 | ((m.to.index() as u16) << 7)
}

/// Inverse of [`pack`].
#[inline]
pub fn unpack(v: u16) -> Option<Move> {
    if v == 0 {
        return None;
    }
    let from = Square::from_index((v & 127) as usize)?;
    let to = Square::from_index((v >> 7) as usize)?;
    Some(Move::new(from, to))
}

impl Tt {
    /// A table of about `mib` MiB (clamped to 1..=[`MAX_MIB`]).
    pub fn new(mib: usize) -> Tt {
        let mib = mib.clamp(1, MAX_MIB);
        let n = mib * 1024 * 1024 / std::mem::size_of::<Bucket>();
        Tt {
            buckets: vec![Bucket::default(); n.max(1)],
            generation: 0,
        }
    }

    /// Empties the table.
    pub fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
        self.generation = 0;
    }

    /// Starts a new search: older entries become preferred victims.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        ((key as u128 * self.buckets.len() as u128) >> 64) as usize
    }

    /// Looks `key` up; `ply` converts mate scores.
    #[inline]
    pub fn probe(&self, key: u64, ply: usize) -> Option<Hit> {
        let b = &self.buckets[self.index(key)];
        for e in &b.slots {
            if e.key == key && e.meta & 3 != 0 {
                let bound = match e.meta & 3 {
                    1 => Bound::Upper,
                    2 => Bound::Lower,
                    _ => Bound::Exact,
                };
                return Some(Hit {
                    mv: unpack(e.mv),
                    score: from_tt(e.score as i32, ply),
                    eval: e.eval as i32,
                    depth: e.depth as i32,
                    bound,
                });
            }
        }
        None
    }

    /// Stores a search result.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub fn store(
        &mut self,
        key: u64,
        mv: Option<Move>,
        score: i32,
        eval: i32,
        depth: i32,
        bound: Bound,
        ply: usize,
    ) {
        let gen = self.generation;
        let idx = self.index(key);
        let b = &mut self.buckets[idx];
        let depth = depth.clamp(-1, 127) as i8;
        let slot0 = b.slots[0];
        let use_first = slot0.meta & 3 == 0
            || slot0.key == key
            || depth >= slot0.depth
            || (slot0.meta >> 2) != gen;
        let i = if use_first { 0 } else { 1 };
        let old = b.slots[i];
        // Keep the old move when re-storing the same position without one.
        let mv = match mv {
            Some(m) => pack(m),
            None if old.key == key => old.mv,
            None => 0,
        };
        if use_first && slot0.key != key && slot0.meta & 3 != 0 && (slot0.meta >> 2) == gen {
            // Demote the replaced deep entry to the always-replace slot.
            b.slots[1] = slot0;
        }
        b.slots[i] = Entry {
            key,
            mv,
            score: to_tt(score, ply) as i16,
            eval: eval.clamp(-32000, 32000) as i16,
            depth,
            meta: (gen << 2) | bound as u8,
        };
    }

    /// Permille of the first 1000 buckets used in this search (UCI hashfull).
    pub fn hashfull(&self) -> u32 {
        let n = self.buckets.len().min(1000);
        let used = self.buckets[..n]
            .iter()
            .filter(|b| b.slots[0].meta & 3 != 0 && b.slots[0].meta >> 2 == self.generation)
            .count();
        (used * 1000 / n.max(1)) as u32
    }
}

#[inline]
fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

#[inline]
fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::MATE;

    #[test]
    fn store_and_probe_with_mate_adjustment() {
        let mut tt = Tt::new(1);
        let m: Move = "h2e2".parse().unwrap();
        assert_eq!(unpack(pack(m)), Some(m));
        tt.store(42, Some(m), MATE - 5, 10, 4, Bound::Exact, 3);
        let h = tt.probe(42, 1).unwrap();
        assert_eq!(h.mv, Some(m));
        assert_eq!(h.score, MATE - 3);
        assert_eq!(h.depth, 4);
        assert_eq!(h.bound, Bound::Exact);
        assert!(tt.probe(43, 0).is_none());
        tt.clear();
        assert!(tt.probe(42, 0).is_none());
    }

    #[test]
    fn deep_entry_survives_shallow_store() {
        let mut tt = Tt::new(1);
        // Two keys mapping to the same bucket.
        let k1 = 5u64;
        let k2 = 6u64;
        assert_eq!(tt.index(k1), tt.index(k2));
        tt.store(k1, None, 10, 0, 10, Bound::Lower, 0);
        tt.store(k2, None, 20, 0, 1, Bound::Lower, 0);
        assert_eq!(tt.probe(k1, 0).unwrap().depth, 10);
        assert_eq!(tt.probe(k2, 0).unwrap().depth, 1);
    }
}
