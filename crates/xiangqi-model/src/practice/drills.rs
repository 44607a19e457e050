//! The endings the trainer teaches, the classic practical endings (实用残局)
//! of one attacking piece, with or without its own advisors, against a
//! defence: each small enough for the worker to solve on the spot.

use xiangqi_tablebase::Task;

/// The attacking piece a drill is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    Chariot,
    Horse,
    Cannon,
    Soldier,
}

/// One practical ending.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drill {
    /// Stable name, used in links (`&id=`), storage and the words file
    /// (`<id>-title`, `<id>-about`).
    pub id: &'static str,
    /// The ending, strong side first (`KR-KAA`).
    pub ending: &'static str,
    /// Win as the attacker (Red), or hold the draw as the defender (Black).
    pub task: Task,
    pub group: Group,
}

/// Every drill, in the order of the list.
pub const DRILLS: [Drill; 13] = [
    Drill {
        id: "chariot-bare",
        ending: "KR-K",
        task: Task::Win,
        group: Group::Chariot,
    },
    Drill {
        id: "chariot-advisors",
        ending: "KR-KAA",
        task: Task::Win,
        group: Group::Chariot,
    },
    Drill {
        id: "chariot-elephants",
        ending: "KR-KEE",
        task: Task::Win,
        group: Group::Chariot,
    },
    Drill {
        id: "chariot-advisors-elephant",
        ending: "KR-KAAE",
        task: Task::Win,
        group: Group::Chariot,
    },
    Drill {
        id: "chariot-full-defence",
        ending: "KR-KAAEE",
        task: Task::Hold,
        group: Group::Chariot,
    },
    Drill {
        id: "horse-bare",
        ending: "KN-K",
        task: Task::Win,
        group: Group::Horse,
    },
    Drill {
        id: "horse-advisor",
        ending: "KN-KA",
        task: Task::Win,
        group: Group::Horse,
    },
    Drill {
        id: "horse-two-advisors",
        ending: "KN-KAA",
        task: Task::Hold,
        group: Group::Horse,
    },
    Drill {
        id: "cannon-advisor",
        ending: "KCA-KA",
        task: Task::Win,
        group: Group::Cannon,
    },
    Drill {
        id: "cannon-two-advisors",
        ending: "KC-KAA",
        task: Task::Hold,
        group: Group::Cannon,
    },
    Drill {
        id: "cannon-advisors-against-advisors",
        ending: "KCAA-KAA",
        task: Task::Win,
        group: Group::Cannon,
    },
    Drill {
        id: "soldier-bare",
        ending: "KP-K",
        task: Task::Win,
        group: Group::Soldier,
    },
    Drill {
        id: "soldier-advisor",
        ending: "KP-KA",
        task: Task::Win,
        group: Group::Soldier,
    },
];

/// The drill named `id`.
pub fn drill(id: &str) -> Option<Drill> {
    DRILLS.iter().find(|d| d.id == id).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi_tablebase::{Material, BROWSER_SOLVES_AT_MOST};

    #[test]
    fn every_drill_is_an_ending_the_worker_solves_and_has_its_own_name() {
        for (i, d) in DRILLS.iter().enumerate() {
            let m: Material = d.ending.parse().expect(d.ending);
            assert!(m.is_one_sided(), "{}", d.ending);
            assert_eq!(m.first.attackers(), 1, "{}", d.ending);
            assert!(
                m.entries_to_solve() <= BROWSER_SOLVES_AT_MOST,
                "{} is too large to solve in a browser",
                d.ending
            );
            assert_eq!(
                m.canonical().0,
                m,
                "{} is written strong side first",
                d.ending
            );
            assert!(DRILLS[..i].iter().all(|o| o.id != d.id), "{} twice", d.id);
            assert_eq!(drill(d.id), Some(*d));
        }
        assert_eq!(drill("queen-bare"), None);
    }
}
