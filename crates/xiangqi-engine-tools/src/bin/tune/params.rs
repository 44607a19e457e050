//! The parameter vector: every weight of the evaluation at one index, and
//! the engine's current weights read into it.
//!
//! Piece-square tables are symmetric left to right, so a table holds one
//! weight per rank and file of the left half (files a..e): 50 per role.

use xiangqi_engine::tuned;

/// Roles with a material value: advisor..soldier (role indices 2..=7).
pub const MATERIAL_ROLES: usize = 6;
/// Roles with a piece-square table: general..soldier (role indices 1..=7).
pub const PST_ROLES: usize = 7;
/// Weights per piece-square table.
pub const HALF_SQUARES: usize = 50;

pub const MG_MATERIAL: usize = 0;
pub const EG_MATERIAL: usize = MG_MATERIAL + MATERIAL_ROLES;
pub const MG_PST: usize = EG_MATERIAL + MATERIAL_ROLES;
pub const EG_PST: usize = MG_PST + PST_ROLES * HALF_SQUARES;
pub const TEMPO: usize = EG_PST + PST_ROLES * HALF_SQUARES;
pub const ADVISOR_GUARD: usize = TEMPO + 1;
pub const ELEPHANT_GUARD: usize = ADVISOR_GUARD + 3;
pub const EMPTY_HEADED_CANNON: usize = ELEPHANT_GUARD + 3;
pub const CANNON_TWO_SCREENS: usize = EMPTY_HEADED_CANNON + 1;
pub const CHARIOT_MOBILITY: usize = CANNON_TWO_SCREENS + 1;
pub const HORSE_MOBILITY: usize = CHARIOT_MOBILITY + 1;
pub const PALACE_ATTACK: usize = HORSE_MOBILITY + 9;
pub const CANNON_MOBILITY: usize = PALACE_ATTACK + 1;
pub const CHARIOT_CANNON_BATTERY: usize = CANNON_MOBILITY + 1;
pub const SOLDIER_PAIR: usize = CHARIOT_CANNON_BATTERY + 1;
/// Number of parameters.
pub const COUNT: usize = SOLDIER_PAIR + 1;

/// The endgame twin of a middlegame material or square weight.
#[inline]
pub fn eg_twin(mg: usize) -> usize {
    if mg < EG_MATERIAL {
        mg + MATERIAL_ROLES
    } else {
        mg + PST_ROLES * HALF_SQUARES
    }
}

/// The table weight of a square index (`rank * 9 + file`, Red's view).
#[inline]
pub fn half_square(sq: usize) -> usize {
    let (rank, file) = (sq / 9, sq % 9);
    rank * 5 + file.min(8 - file)
}

/// Index of a role's middlegame material weight (role index 2..=7).
#[inline]
pub fn mg_material(role: usize) -> usize {
    MG_MATERIAL + role - 2
}

/// Index of a role's middlegame square weight (role index 1..=7).
#[inline]
pub fn mg_pst(role: usize, sq: usize) -> usize {
    MG_PST + (role - 1) * HALF_SQUARES + half_square(sq)
}

/// The engine's current weights as a parameter vector.
pub fn current() -> Vec<f64> {
    let mut w = vec![0.0; COUNT];
    for role in 2..=7 {
        w[mg_material(role)] = tuned::MG_VALUE[role] as f64;
        w[eg_twin(mg_material(role))] = tuned::EG_VALUE[role] as f64;
    }
    for role in 1..=7 {
        for sq in 0..90 {
            let (rank, file) = (sq / 9, sq % 9);
            w[mg_pst(role, sq)] = tuned::PST_MG[role][9 - rank][file] as f64;
            w[eg_twin(mg_pst(role, sq))] = tuned::PST_EG[role][9 - rank][file] as f64;
        }
    }
    w[TEMPO] = tuned::TEMPO as f64;
    for i in 0..3 {
        w[ADVISOR_GUARD + i] = tuned::ADVISOR_GUARD[i] as f64;
        w[ELEPHANT_GUARD + i] = tuned::ELEPHANT_GUARD[i] as f64;
    }
    w[EMPTY_HEADED_CANNON] = tuned::EMPTY_HEADED_CANNON as f64;
    w[CANNON_TWO_SCREENS] = tuned::CANNON_TWO_SCREENS as f64;
    w[CHARIOT_MOBILITY] = tuned::CHARIOT_MOBILITY as f64;
    for n in 0..9 {
        w[HORSE_MOBILITY + n] = tuned::HORSE_MOBILITY[n] as f64;
    }
    w[PALACE_ATTACK] = tuned::PALACE_ATTACK as f64;
    w[CANNON_MOBILITY] = tuned::CANNON_MOBILITY as f64;
    w[CHARIOT_CANNON_BATTERY] = tuned::CHARIOT_CANNON_BATTERY as f64;
    w[SOLDIER_PAIR] = tuned::SOLDIER_PAIR as f64;
    w
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mirror_squares_share_a_weight() {
        assert_eq!(half_square(0), half_square(8));
        assert_eq!(half_square(4), 4);
        assert_eq!(half_square(89), 9 * 5);
        assert_eq!(eg_twin(mg_material(7)), EG_MATERIAL + 5);
        assert_eq!(eg_twin(mg_pst(7, 89)), EG_PST + 6 * HALF_SQUARES + 45);
    }
}
