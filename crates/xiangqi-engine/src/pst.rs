//! Material values and piece-square tables.
//!
//! Tables are written from Red's point of view as the board is printed,
//! Black's back rank (rank 9) first; a Black piece reads the table at the
//! square rotated by 180 degrees. Every table is symmetric left to right.
//!
//! The ideas behind the numbers:
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

/// Middlegame material by role index (`Role as usize`; 0 unused).
pub const MG_VALUE: [i32; 8] = [0, 0, 200, 200, 400, 950, 450, 100];
/// Endgame material by role index.
pub const EG_VALUE: [i32; 8] = [0, 0, 200, 200, 460, 950, 400, 120];

/// Phase weight per role: the game is a middlegame while chariots, horses
/// and cannons remain.
pub const PHASE_WEIGHT: [i32; 8] = [0, 0, 0, 0, 3, 6, 3, 0];
/// Phase of the full starting material.
pub const PHASE_MAX: i32 = 48;

type Rows = [[i16; 9]; 10];

/// Turns rows written rank 9 first into a table indexed by `rank * 9 + file`.
const fn build(rows: Rows) -> [i16; 90] {
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

const GENERAL: Rows = [
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0, 0, 0, -45, -40, -45, 0, 0, 0],
    [0, 0, 0, -25, -15, -25, 0, 0, 0],
    [0, 0, 0, -8, 0, -8, 0, 0, 0],
];

const ADVISOR: Rows = [
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0, 0, 0, -5, 0, -5, 0, 0, 0],
    [0, 0, 0, 0, 10, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0],
];

const ELEPHANT: Rows = [
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0; 9],
    [0, 0, -5, 0, 0, 0, -5, 0, 0],
    [0; 9],
    [-5, 0, 0, 0, 10, 0, 0, 0, -5],
    [0; 9],
    [0, 0, 0, 0, 0, 0, 0, 0, 0],
];

const HORSE: Rows = [
    [0, -5, 5, 15, 0, 15, 5, -5, 0],
    [5, 15, 25, 30, 20, 30, 25, 15, 5],
    [10, 20, 35, 30, 30, 30, 35, 20, 10],
    [10, 25, 25, 35, 30, 35, 25, 25, 10],
    [5, 20, 25, 30, 30, 30, 25, 20, 5],
    [0, 10, 20, 20, 20, 20, 20, 10, 0],
    [0, 5, 15, 10, 20, 10, 15, 5, 0],
    [-5, 0, 10, 10, 5, 10, 10, 0, -5],
    [-10, -5, 0, 0, -15, 0, 0, -5, -10],
    [-15, -10, -5, -5, -10, -5, -5, -10, -15],
];

const CHARIOT: Rows = [
    [5, 10, 5, 15, 15, 15, 5, 10, 5],
    [10, 15, 10, 25, 30, 25, 10, 15, 10],
    [5, 10, 5, 15, 20, 15, 5, 10, 5],
    [10, 15, 15, 20, 20, 20, 15, 15, 10],
    [10, 15, 15, 15, 15, 15, 15, 15, 10],
    [5, 10, 10, 15, 15, 15, 10, 10, 5],
    [0, 5, 5, 10, 10, 10, 5, 5, 0],
    [-5, 5, 0, 10, 5, 10, 0, 5, -5],
    [-5, 5, 0, 5, -5, 5, 0, 5, -5],
    [-15, 5, 0, 5, -5, 5, 0, 5, -15],
];

const CANNON: Rows = [
    [10, 10, 0, -5, -10, -5, 0, 10, 10],
    [5, 5, 0, -5, -5, -5, 0, 5, 5],
    [5, 5, 0, -5, 0, -5, 0, 5, 5],
    [0, 5, 5, 5, 10, 5, 5, 5, 0],
    [0, 0, 0, 0, 10, 0, 0, 0, 0],
    [-5, 0, 5, 0, 15, 0, 5, 0, -5],
    [0, 0, 0, 0, 10, 0, 0, 0, 0],
    [0, 5, 10, 10, 25, 10, 10, 5, 0],
    [0, 0, 0, 5, 5, 5, 0, 0, 0],
    [0, 0, 5, 10, 10, 10, 5, 0, 0],
];

const SOLDIER: Rows = [
    [10, 10, 15, 25, 30, 25, 15, 10, 10],
    [60, 80, 110, 130, 140, 130, 110, 80, 60],
    [60, 90, 120, 150, 160, 150, 120, 90, 60],
    [60, 80, 100, 120, 130, 120, 100, 80, 60],
    [50, 60, 80, 90, 100, 90, 80, 60, 50],
    [0, 0, 10, 0, 20, 0, 10, 0, 0],
    [0, 0, 0, 0, 10, 0, 0, 0, 0],
    [0; 9],
    [0; 9],
    [0; 9],
];

/// Piece-square bonuses by role index, for Red, indexed by square index.
pub static PST: [[i16; 90]; 8] = [
    [0; 90],
    build(GENERAL),
    build(ADVISOR),
    build(ELEPHANT),
    build(HORSE),
    build(CHARIOT),
    build(CANNON),
    build(SOLDIER),
];

/// The middlegame and endgame value (material plus square bonus) of a
/// piece of `role` belonging to the side whose point of view is `red`,
/// standing on square index `sq`.
#[inline]
pub fn piece_value(role: Role, red: bool, sq: usize) -> (i32, i32) {
    let r = role as usize;
    let idx = if red { sq } else { 89 - sq };
    let b = PST[r][idx] as i32;
    (MG_VALUE[r] + b, EG_VALUE[r] + b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_mirror_symmetric() {
        for t in PST.iter() {
            for r in 0..10 {
                for f in 0..9 {
                    assert_eq!(t[r * 9 + f], t[r * 9 + 8 - f]);
                }
            }
        }
    }

    #[test]
    fn soldier_doubles_across_the_river() {
        // e3 (home) versus e6 (across): 100 versus about 200.
        let (home, _) = piece_value(Role::Soldier, true, 3 * 9 + 4);
        let (across, _) = piece_value(Role::Soldier, true, 6 * 9 + 4);
        assert!(home <= 120 && across >= 190);
        // Black's soldier on e3 has crossed.
        let (b, _) = piece_value(Role::Soldier, false, 3 * 9 + 4);
        assert!(b >= 190);
    }
}
