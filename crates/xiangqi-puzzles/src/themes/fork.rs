//! 捉双 fork and 抽将 check-fork.

use super::attack::{targets, worthwhile};
use super::Walk;
use crate::material::value;

/// Whether a solver move makes the moved piece attack two worthwhile
/// targets (worth more than the attacker, or undefended) and a later solver move takes one of them
/// where it stood.
pub fn fork(w: &Walk) -> bool {
    w.solver_plies().any(|i| {
        let after = &w.positions[i + 1];
        let to = w.moves[i].to;
        let hit: Vec<_> = targets(after, to)
            .into_iter()
            .filter(|&t| worthwhile(after, to, t))
            .collect();
        hit.len() >= 2 && taken_later(w, i, &hit)
    })
}

/// Whether a solver move gives check while some solver piece attacks a
/// piece worth at least a horse, and the solver's next move takes it.
pub fn check_fork(w: &Walk) -> bool {
    w.solver_plies().any(|i| {
        let after = &w.positions[i + 1];
        if !after.is_check() || i + 2 >= w.moves.len() {
            return false;
        }
        let next = w.moves[i + 2];
        let attacked = after.is_attacked(next.to, w.solver);
        let big = w.captured(i + 2).is_some_and(|p| value(p.role) >= 400);
        attacked && big
    })
}

fn taken_later(w: &Walk, i: usize, squares: &[xiangqi::Square]) -> bool {
    w.solver_plies()
        .filter(|&j| j > i)
        .any(|j| squares.contains(&w.moves[j].to) && w.captured(j).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn horse_forks_two_chariots_and_takes_one() {
        let w = Walk::from_iccs(
            "3aka3/9/9/1r3r3/9/9/2N6/9/9/3K5 w - - 0 1",
            "c3d5 b6b9 d5f6",
        );
        assert!(fork(&w));
        assert!(!check_fork(&w));
    }

    #[test]
    fn one_target_is_no_fork() {
        let w = Walk::from_iccs("3aka3/9/9/1r7/9/9/2N6/9/9/3K5 w - - 0 1", "c3d5 b6b9");
        assert!(!fork(&w));
    }

    #[test]
    fn discovered_check_wins_the_chariot() {
        let w = Walk::from_iccs("4k4/r8/9/4N4/9/4R4/9/9/9/3K5 w - - 0 1", "e6c7 e9f9 c7a8");
        assert!(check_fork(&w));
        assert!(!fork(&w));
    }
}
