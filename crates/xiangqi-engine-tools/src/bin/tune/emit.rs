//! Writes fitted weights as the engine's `tuned.rs`.

use std::fmt::Write as _;

use crate::params::{self, eg_twin, mg_material, mg_pst};

const ROLE_NAMES: [&str; 8] = [
    "", "General", "Advisor", "Elephant", "Horse", "Chariot", "Cannon", "Soldier",
];

/// The source of `tuned.rs` for weights `w` (rounded to integers), with
/// comment lines saying how they were made.
pub fn tuned_rs(w: &[f64], provenance: &str) -> String {
    let r = |i: usize| w[i].round() as i64;
    let list = |from: usize, len: usize| {
        (from..from + len)
            .map(|i| r(i).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let material = |twin: bool| {
        let mut v = vec!["0".to_string(), "0".to_string()];
        for role in 2..=7 {
            let i = mg_material(role);
            v.push(r(if twin { eg_twin(i) } else { i }).to_string());
        }
        v.join(", ")
    };
    let mut s = String::new();
    s.push_str(HEADER);
    s.push_str("//!\n");
    for line in provenance.lines() {
        let _ = writeln!(s, "//! {line}");
    }
    s.push('\n');
    let _ = writeln!(
        s,
        "/// Middlegame material by role index (`Role as usize`; 0 and the general unused).\n\
         pub const MG_VALUE: [i32; 8] = [{}];\n\
         /// Endgame material by role index.\n\
         pub const EG_VALUE: [i32; 8] = [{}];\n",
        material(false),
        material(true)
    );
    for (name, doc, twin) in [("PST_MG", "Middlegame", false), ("PST_EG", "Endgame", true)] {
        let _ = writeln!(
            s,
            "/// {doc} piece-square bonuses by role index, rank 9 first.\n\
             pub const {name}: [[[i16; 9]; 10]; 8] = [\n    [[0; 9]; 10],"
        );
        for (role, role_name) in ROLE_NAMES.iter().enumerate().skip(1) {
            let _ = writeln!(s, "    // {role_name}\n    [");
            for rank in (0..10).rev() {
                let row: Vec<String> = (0..9)
                    .map(|file| {
                        let i = mg_pst(role, rank * 9 + file);
                        r(if twin { eg_twin(i) } else { i }).to_string()
                    })
                    .collect();
                let _ = writeln!(s, "        [{}],", row.join(", "));
            }
            s.push_str("    ],\n");
        }
        s.push_str("];\n\n");
    }
    let _ = write!(
        s,
        "/// Bonus for having the move.\n\
         pub const TEMPO: i32 = {};\n\
         /// Penalty per missing advisor, per enemy horse / chariot / cannon.\n\
         pub const ADVISOR_GUARD: [i32; 3] = [{}];\n\
         /// Penalty per missing elephant, per enemy horse / chariot / cannon.\n\
         pub const ELEPHANT_GUARD: [i32; 3] = [{}];\n\
         /// Bonus of a cannon facing the enemy general on an open file.\n\
         pub const EMPTY_HEADED_CANNON: i32 = {};\n\
         /// Bonus of a cannon on the enemy general's file behind two screens.\n\
         pub const CANNON_TWO_SCREENS: i32 = {};\n\
         /// Chariot mobility bonus per reachable point.\n\
         pub const CHARIOT_MOBILITY: i32 = {};\n\
         /// Horse bonus by number of available moves (blocked legs cost).\n\
         pub const HORSE_MOBILITY: [i32; 9] = [{}];\n\
         /// Bonus per chariot, horse or crossed soldier next to the enemy palace,\n\
         /// times the number of such attackers.\n\
         pub const PALACE_ATTACK: i32 = {};\n\
         /// Cannon mobility bonus per reachable point or capture.\n\
         pub const CANNON_MOBILITY: i32 = {};\n\
         /// Bonus per line on which a cannon has its own chariot as a screen.\n\
         pub const CHARIOT_CANNON_BATTERY: i32 = {};\n\
         /// Bonus per pair of crossed soldiers side by side.\n\
         pub const SOLDIER_PAIR: i32 = {};\n",
        r(params::TEMPO),
        list(params::ADVISOR_GUARD, 3),
        list(params::ELEPHANT_GUARD, 3),
        r(params::EMPTY_HEADED_CANNON),
        r(params::CANNON_TWO_SCREENS),
        r(params::CHARIOT_MOBILITY),
        list(params::HORSE_MOBILITY, 9),
        r(params::PALACE_ATTACK),
        r(params::CANNON_MOBILITY),
        r(params::CHARIOT_CANNON_BATTERY),
        r(params::SOLDIER_PAIR),
    );
    s
}

const HEADER: &str = "\
//! The evaluation's weights: material, piece-square tables and the terms
//! of [`crate::eval`].
//!
//! Written by `cargo xtask tune fit` (the `xiangqi-tune` binary), which
//! fits them to the results of self-play games starting from the values
//! here; edit by hand only to try a value, since the next fit rewrites the
//! file. Tables are written from Red's point of view as the board is
//! printed, Black's back rank (rank 9) first, and are symmetric left to
//! right.
";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_current_weights_come_back_as_written() {
        // Reading the shipped weights and writing them again gives the
        // shipped file, from its first table on (the header above it
        // carries the fit's provenance).
        let text = tuned_rs(&params::current(), "test");
        let shipped = include_str!("../../../../xiangqi-engine/src/tuned.rs");
        let tables = |t: &str| t.find("pub const MG_VALUE").map(|i| t[i..].to_string());
        assert!(tables(shipped).is_some());
        assert_eq!(tables(&text), tables(shipped));
    }
}
