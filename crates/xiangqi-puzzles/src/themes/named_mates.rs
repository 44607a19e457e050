//! Named mating patterns, recognised in the final (checkmate) position.
//!
//! Each test looks only at the mate itself: which piece gives check, from
//! where, and what keeps the general in. Stalemates (困毙) carry none of
//! these names.

use xiangqi::{Color, Position, Role, Square};

use super::Walk;

/// The mate position and the checking pieces, when the line ends in mate.
fn mate(w: &Walk) -> Option<(&Position, Vec<(Square, Role)>)> {
    if !w.ends_in_checkmate() {
        return None;
    }
    let end = w.end();
    let checkers = end
        .checkers()
        .into_iter()
        .filter_map(|s| end.piece_at(s).map(|p| (s, p.role)))
        .collect();
    Some((end, checkers))
}

/// The squares strictly between `a` and `b` on a file or rank.
fn between(a: Square, b: Square) -> Vec<Square> {
    let (af, ar, bf, br) = (a.file(), a.rank(), b.file(), b.rank());
    if af == bf {
        (ar.min(br) + 1..ar.max(br))
            .filter_map(|r| Square::new(af, r))
            .collect()
    } else if ar == br {
        (af.min(bf) + 1..af.max(bf))
            .filter_map(|f| Square::new(f, ar))
            .collect()
    } else {
        Vec::new()
    }
}

/// 闷宫: a cannon mates, and every palace square beside the general
/// (left, right, ahead, behind) is either held by the general's own
/// pieces or on the cannon's line; at least one is held.
pub fn smothered(w: &Walk) -> bool {
    let Some((end, checkers)) = mate(w) else {
        return false;
    };
    let g = end.general_square(w.defender());
    checkers
        .iter()
        .filter(|(_, r)| *r == Role::Cannon)
        .any(|&(c, _)| {
            let line = between(c, g);
            let near: Vec<Square> = [(0, 1), (0, -1), (1, 0), (-1, 0)]
                .iter()
                .filter_map(|&(df, dr)| g.offset(df, dr))
                .filter(|s| s.in_palace(w.defender()))
                .collect();
            let own = |s: &Square| end.piece_at(*s).is_some_and(|p| p.color == w.defender());
            let on_line = |s: &Square| line.contains(s) || aligned(c, g, *s);
            near.iter().all(|s| own(s) || on_line(s)) && near.iter().any(|s| own(s) && !on_line(s))
        })
}

/// Whether `s` lies on the line through `c` and `g`, beyond `g`.
fn aligned(c: Square, g: Square, s: Square) -> bool {
    (c.file() == g.file() && s.file() == g.file()) || (c.rank() == g.rank() && s.rank() == g.rank())
}

/// 铁门栓: a chariot mates a general that stands off the middle file,
/// while a solver cannon on the middle file guards the palace square
/// beside the general on that file.
pub fn iron_bolt(w: &Walk) -> bool {
    let Some((end, checkers)) = mate(w) else {
        return false;
    };
    let g = end.general_square(w.defender());
    if g.file() == 4 || !checkers.iter().any(|(_, r)| *r == Role::Chariot) {
        return false;
    }
    let Some(centre) = Square::new(4, g.rank()) else {
        return false;
    };
    end.attackers_of(centre, w.solver)
        .iter()
        .any(|&s| s.file() == 4 && end.piece_at(s).is_some_and(|p| p.role == Role::Cannon))
}

/// 卧槽马: a horse mates from the defender's second rank on the third or
/// seventh file (`c8`/`g8` against Black, `c1`/`g1` against Red).
pub fn horse_trough(w: &Walk) -> bool {
    let Some((_, checkers)) = mate(w) else {
        return false;
    };
    let defender: Color = w.defender();
    checkers.iter().any(|&(s, r)| {
        r == Role::Horse && s.relative_rank(defender) == 1 && matches!(s.file(), 2 | 6)
    })
}

/// 重炮: a cannon mates over a screen that is the solver's other cannon.
pub fn double_cannon(w: &Walk) -> bool {
    let Some((end, checkers)) = mate(w) else {
        return false;
    };
    let g = end.general_square(w.defender());
    checkers
        .iter()
        .filter(|(_, r)| *r == Role::Cannon)
        .any(|&(c, _)| {
            let screens: Vec<_> = between(c, g)
                .into_iter()
                .filter_map(|s| end.piece_at(s))
                .collect();
            screens.len() == 1 && screens[0].role == Role::Cannon && screens[0].color == w.solver
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smothered_general_in_the_corner() {
        let w = Walk::from_iccs("3kn4/9/3P5/9/9/9/9/1C7/9/4K4 w - - 0 1", "b2d2");
        assert!(w.ends_in_checkmate());
        assert!(smothered(&w));
        assert!(!double_cannon(&w));
        assert!(!iron_bolt(&w));
    }

    #[test]
    fn iron_bolt_chariot_with_central_cannon() {
        let w = Walk::from_iccs("3k5/9/9/4p4/9/9/9/4C4/R8/5K3 w - - 0 1", "a1d1");
        assert!(w.ends_in_checkmate());
        assert!(iron_bolt(&w));
        assert!(!smothered(&w));
    }

    #[test]
    fn horse_in_the_trough() {
        let w = Walk::from_iccs("3aka3/9/N3P4/9/9/9/9/9/9/3K5 w - - 0 1", "a7c8");
        assert!(w.ends_in_checkmate());
        assert!(horse_trough(&w));
        assert!(!double_cannon(&w));
    }

    #[test]
    fn double_cannons_on_the_file() {
        let w = Walk::from_iccs("4k4/9/4C4/9/2C6/9/9/9/3R5/5K3 w - - 0 1", "c5e5");
        assert!(w.ends_in_checkmate());
        assert!(double_cannon(&w));
        assert!(!smothered(&w));
        assert!(!horse_trough(&w));
    }

    #[test]
    fn no_name_without_mate() {
        let w = Walk::from_iccs("4k4/9/4C4/9/2C6/9/9/9/3R5/5K3 w - - 0 1", "c5c6");
        assert!(!double_cannon(&w));
    }
}
