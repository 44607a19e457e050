//! Material values and piece-square tables, read from [`crate::tuned`].
//!
//! Tables are written from Red's point of view as the board is printed,
//! Black's back rank (rank 9) first; a Black piece reads the table at the
//! square rotated by 180 degrees. Every table is symmetric left to right.
//!
//! The ideas behind the first, hand-written numbers, which the tuner
//! started from:
//! * A soldier is worth little at home (100) but about twice as much once
//!   it has crossed the river and can move sideways, and most near the
//!   enemy palace; on the last rank it can only shuffle sideways, so it
//!   loses much of that again.
//! * Horses want central, advanced points from which they hit the palace
//!   and hate the edge and their own back rank.
//! * Chariots like open, advanced ranks (the "river chariot" and the
//!   chariot on the enemy's second rank) and dislike the undeveloped corner.
//! * Cannons love the central file in the opening (the central cannon) and
//!   the enemy back rank on the wings (the "bottom cannon").
//! * The general should stay home: every step up the palace costs.
//!
//! Material is interpolated between the middlegame (`MG`) and endgame
//! (`EG`) values: horses gain and cannons lose as pieces come off (a cannon
//! needs screens, a horse needs open space).

use xiangqi::Role;

pub use crate::tuned::{EG_VALUE, MG_VALUE};
use crate::tuned::{PST_EG, PST_MG};

/// Phase weight per role: the game is a middlegame while chariots, horses
/// and cannons remain.
pub const PHASE_WEIGHT: [i32; 8] = [0, 0, 0, 0, 3, 6, 3, 0];
/// Phase of the full starting material.
pub const PHASE_MAX: i32 = 48;

type Rows = [[i16; 9]; 10];

/// Turns rows written rank 9 first into a table indexed by `rank * 9 + file`.
const fn build(rows: &Rows) -> [i16; 90] {
    let mut t = [0i16; 90];
    let mut r = 0;
    while r < 10 {
        let mut f = 0;
        while f < 9 {
            t[r * 9 + f] = rows[9 - r][f];
            f += 1;
        }
        r += 1;
    }
    t
}

/// All roles' tables indexed by square index.
const fn build_all(rows: &[Rows; 8]) -> [[i16; 90]; 8] {
    let mut t = [[0i16; 90]; 8];
    let mut i = 0;
    while i < 8 {
        t[i] = build(&rows[i]);
        i += 1;
    }
    t
}

/// Middlegame piece-square bonuses by role index, for Red, indexed by
/// square index.
pub static PST: [[i16; 90]; 8] = build_all(&PST_MG);
/// The same for the endgame.
pub static PST_END: [[i16; 90]; 8] = build_all(&PST_EG);

/// The middlegame and endgame value (material plus square bonus) of a
/// piece of `role` belonging to the side whose point of view is `red`,
/// standing on square index `sq`.
#[inline]
pub fn piece_value(role: Role, red: bool, sq: usize) -> (i32, i32) {
    let r = role as usize;
    let idx = if red { sq } else { 89 - sq };
    (
        MG_VALUE[r] + PST[r][idx] as i32,
        EG_VALUE[r] + PST_END[r][idx] as i32,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_mirror_symmetric() {
        for t in PST.iter().chain(PST_END.iter()) {
            for r in 0..10 {
                for f in 0..9 {
                    assert_eq!(t[r * 9 + f], t[r * 9 + 8 - f]);
                }
            }
        }
    }

    #[test]
    fn soldier_gains_across_the_river() {
        // e3 (home) versus e6 (across): a soldier that has crossed can
        // move sideways and reach the palace, so it is worth clearly more
        // (the fitted tables keep a quarter more at the least).
        let (home, _) = piece_value(Role::Soldier, true, 3 * 9 + 4);
        let (across, _) = piece_value(Role::Soldier, true, 6 * 9 + 4);
        assert!(across >= home + home / 4, "home {home}, across {across}");
        // Black's soldier on e3 has crossed, and is worth what Red's on e6 is.
        let (b, _) = piece_value(Role::Soldier, false, 3 * 9 + 4);
        assert_eq!(b, across);
    }
}
