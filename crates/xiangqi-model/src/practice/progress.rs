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

    /// Counts an attempt at drill `id`.
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

    pub fn count(&mut self, id: &str, success: bool) {
        let record = self.drills.entry(id.to_string()).or_default();
        record.tries += 1;
        record.successes += u32::from(success);
    }
}
