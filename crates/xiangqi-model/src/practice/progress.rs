//! What the player has achieved in the endgame trainer, per drill.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// One drill's record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrillRecord {
    /// Attempts that reached a verdict.
    pub tries: u32,
    /// Of those, won or held.
    pub successes: u32,
}

/// Every drill's record, by drill id (as stored).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PracticeProgress {
    #[serde(default)]
    pub drills: BTreeMap<String, DrillRecord>,
}

impl PracticeProgress {
    /// The record of drill `id`.
    pub fn record(&self, id: &str) -> DrillRecord {
        self.drills.get(id).copied().unwrap_or_default()
    }

    /// Whether drill `id` has been won or held at least once.
    pub fn is_done(&self, id: &str) -> bool {
        self.record(id).successes > 0
    }

    /// Merges another copy of this progress (another tab's, a backup's):
    /// per drill, the larger of the two counts of tries and of successes,
    /// so that one history seen twice is not counted twice. Returns how
    /// many drills gained.
    pub fn merge(&mut self, other: PracticeProgress) -> usize {
        let mut gained = 0;
        for (id, record) in other.drills {
            let own = self.drills.entry(id).or_default();
            gained += usize::from(record.tries > own.tries || record.successes > own.successes);
            own.tries = own.tries.max(record.tries);
            own.successes = own.successes.max(record.successes);
        }
        gained
    }

    /// What this copy counted since `base` (the copy it last read or
    /// wrote), added to `stored` (what is stored now, into which other
    /// tabs may have counted meanwhile): two tabs' attempts add up instead
    /// of one hiding the other. No count ends below this copy's.
    pub fn rebased(
        &self,
        base: &PracticeProgress,
        mut stored: PracticeProgress,
    ) -> PracticeProgress {
        for (id, mine) in &self.drills {
            let was = base.record(id);
            let own = stored.drills.entry(id.clone()).or_default();
            own.tries = (own.tries + mine.tries.saturating_sub(was.tries)).max(mine.tries);
            own.successes =
                (own.successes + mine.successes.saturating_sub(was.successes)).max(mine.successes);
        }
        stored
    }

    /// Counts an attempt at drill `id`.
    pub fn count(&mut self, id: &str, success: bool) {
        let record = self.drills.entry(id.to_string()).or_default();
        record.tries += 1;
        record.successes += u32::from(success);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attempts_in_two_tabs_both_count() {
        let mut base = PracticeProgress::default();
        base.count("kr-k", true);
        // Two tabs start from what is stored; each counts an attempt.
        let (mut one, mut two) = (base.clone(), base.clone());
        one.count("kr-k", false);
        two.count("kr-k", true);
        two.count("kh-k", true);
        // Each saves in turn, onto what is stored then.
        let stored = one.rebased(&base, base.clone());
        let stored = two.rebased(&base, stored);
        assert_eq!(
            stored.record("kr-k"),
            DrillRecord {
                tries: 3,
                successes: 2
            }
        );
        assert_eq!(
            stored.record("kh-k"),
            DrillRecord {
                tries: 1,
                successes: 1
            }
        );
        // Saving again with nothing new adds nothing.
        assert_eq!(two.rebased(&stored, stored.clone()), stored);
        // Storage cleared meanwhile: nothing of this copy is lost.
        assert_eq!(
            two.rebased(&base, PracticeProgress::default())
                .record("kr-k"),
            two.record("kr-k")
        );
    }
}
