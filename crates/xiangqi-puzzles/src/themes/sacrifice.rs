//! 弃子 sacrifice: the solver gives material up on the way.

use super::Walk;
use crate::material::balance;

/// How far below the starting balance the solver must go at some point of
/// the line for it to count as a sacrifice: more than a soldier.
pub const SACRIFICE_DEPTH: i32 = 200;

/// Whether, after some ply of the line, the solver's material balance
/// (see [`crate::material`]) is at least `SACRIFICE_DEPTH` (200) below its
/// value at the start.
pub fn sacrifice(w: &Walk) -> bool {
    let start = balance(&w.positions[0], w.solver);
    w.positions[1..]
        .iter()
        .any(|p| balance(p, w.solver) <= start - SACRIFICE_DEPTH)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FEN: &str = "3k5/9/9/9/9/9/9/9/r8/R3K4 w - - 0 1";

    #[test]
    fn chariot_left_to_be_taken() {
        assert!(sacrifice(&Walk::from_iccs(FEN, "e0f0 a1a0")));
    }

    #[test]
    fn taking_is_no_sacrifice() {
        assert!(!sacrifice(&Walk::from_iccs(FEN, "a0a1")));
    }
}
