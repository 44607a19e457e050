//! 双将 double check: one solver move checks with two pieces.

use super::Walk;

/// Whether a solver move leaves the defender in check from two pieces.
pub fn double_check(w: &Walk) -> bool {
    w.solver_plies()
        .any(|i| w.positions[i + 1].checkers().len() >= 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FEN: &str = "4k4/9/4N4/9/4R4/9/9/9/9/3K5 w - - 0 1";

    #[test]
    fn horse_leaves_the_file_and_both_check() {
        assert!(double_check(&Walk::from_iccs(FEN, "e7c8")));
    }

    #[test]
    fn a_single_discovered_check_is_not_double() {
        assert!(!double_check(&Walk::from_iccs(FEN, "e7g6")));
    }
}
