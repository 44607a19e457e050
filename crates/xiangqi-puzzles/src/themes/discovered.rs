//! 闪击 discovered attack: a move uncovers another piece's attack.

use xiangqi::{Role, Square};

use super::Walk;
use crate::material::value;

/// Whether a solver move vacates a square that blocked another solver
/// piece's line (a chariot's or cannon's ray, or a horse's leg), so that
/// piece now attacks the general or a piece worth at least a horse that it
/// did not attack before.
pub fn discovered_attack(w: &Walk) -> bool {
    w.solver_plies().any(|i| {
        let (before, after) = (&w.positions[i], &w.positions[i + 1]);
        let m = w.moves[i];
        after.pieces_of(w.defender()).any(|(t, p)| {
            if t == m.to || (p.role != Role::General && value(p.role) < 400) {
                return false;
            }
            let old = before.attackers_of(t, w.solver);
            after
                .attackers_of(t, w.solver)
                .into_iter()
                .any(|s| s != m.to && !old.contains(&s) && blocks(m.from, s, t, after))
        })
    })
}

/// Whether `between` lay on the line from `from` to `to` (same file or
/// rank, strictly between) or was the leg of a horse on `from`.
fn blocks(between: Square, from: Square, to: Square, pos: &xiangqi::Position) -> bool {
    let (bf, br) = (i32::from(between.file()), i32::from(between.rank()));
    let (ff, fr) = (i32::from(from.file()), i32::from(from.rank()));
    let (tf, tr) = (i32::from(to.file()), i32::from(to.rank()));
    if pos.piece_at(from).is_some_and(|p| p.role == Role::Horse) {
        let (df, dr) = (tf - ff, tr - fr);
        let leg = if df.abs() == 2 {
            (ff + df.signum(), fr)
        } else {
            (ff, fr + dr.signum())
        };
        return leg == (bf, br);
    }
    let inside = |a: i32, b: i32, x: i32| (a.min(b) < x) && (x < a.max(b));
    (ff == tf && bf == ff && inside(fr, tr, br)) || (fr == tr && br == fr && inside(ff, tf, bf))
}

#[cfg(test)]
mod tests {
    use super::*;

    const FEN: &str = "4k4/r8/9/4N4/9/4R4/9/9/9/3K5 w - - 0 1";

    #[test]
    fn horse_steps_off_the_chariots_file() {
        assert!(discovered_attack(&Walk::from_iccs(FEN, "e6c7")));
    }

    #[test]
    fn chariot_moving_itself_discovers_nothing() {
        assert!(!discovered_attack(&Walk::from_iccs(FEN, "e4d4")));
    }
}
