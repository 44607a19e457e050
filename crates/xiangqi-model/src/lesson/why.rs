//! Why a move the learner tried is not allowed, in the terms a beginner
//! learns the pieces by: the horse's leg, the elephant's eye, the river,
//! the palace, the cannon's screen, the generals facing each other.

use xiangqi::{Move, Position, Role, Square};

/// The reason a move is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The point holds a piece of the mover's own side.
    OwnPiece,
    /// The piece does not move that way.
    NotItsWay(Role),
    /// The horse's leg (the point next to it, towards the move) is taken.
    LegBlocked(Square),
    /// The elephant's eye (the point between) is taken.
    EyeBlocked(Square),
    /// Elephants never cross the river.
    River,
    /// The general and the advisors stay in the palace.
    Palace,
    /// A piece stands in the way.
    PathBlocked,
    /// A cannon captures by jumping exactly one piece.
    NeedsScreen,
    /// Soldiers never go back.
    SoldierBackward,
    /// Soldiers go sideways only after crossing the river.
    SoldierSideways,
    /// The two generals would face each other on an open file.
    GeneralsFace,
    /// The mover's general would be in check.
    LeavesCheck,
}

/// Why `m` is not legal in `position` (whose side to move is the
/// mover's); `None` if it is legal.
pub fn why_not(position: &Position, m: Move) -> Option<Why> {
    if position.is_legal(m) {
        return None;
    }
    let piece = position.piece_at(m.from)?;
    if position
        .piece_at(m.to)
        .is_some_and(|p| p.color == piece.color)
    {
        return Some(Why::OwnPiece);
    }
    let (df, dr) = (
        i32::from(m.to.file()) - i32::from(m.from.file()),
        i32::from(m.to.rank()) - i32::from(m.from.rank()),
    );
    let between = |sq: Square| -> Option<Square> {
        sq.offset(
            df.signum() as i8 * (df.abs() / 2) as i8,
            dr.signum() as i8 * (dr.abs() / 2) as i8,
        )
    };
    let shape = match piece.role {
        Role::General => {
            if df.abs() + dr.abs() != 1 {
                Some(Why::NotItsWay(Role::General))
            } else if !m.to.in_palace(piece.color) {
                Some(Why::Palace)
            } else {
                None
            }
        }
        Role::Advisor => {
            if df.abs() != 1 || dr.abs() != 1 {
                Some(Why::NotItsWay(Role::Advisor))
            } else if !m.to.in_palace(piece.color) {
                Some(Why::Palace)
            } else {
                None
            }
        }
        Role::Elephant => {
            if df.abs() != 2 || dr.abs() != 2 {
                Some(Why::NotItsWay(Role::Elephant))
            } else if !m.to.own_side(piece.color) {
                Some(Why::River)
            } else {
                between(m.from)
                    .filter(|eye| position.piece_at(*eye).is_some())
                    .map(Why::EyeBlocked)
            }
        }
        Role::Horse => {
            if !matches!((df.abs(), dr.abs()), (1, 2) | (2, 1)) {
                Some(Why::NotItsWay(Role::Horse))
            } else {
                let leg = if df.abs() == 2 {
                    m.from.offset(df.signum() as i8, 0)
                } else {
                    m.from.offset(0, dr.signum() as i8)
                };
                leg.filter(|leg| position.piece_at(*leg).is_some())
                    .map(Why::LegBlocked)
            }
        }
        Role::Chariot | Role::Cannon => {
            if df != 0 && dr != 0 {
                Some(Why::NotItsWay(piece.role))
            } else {
                let steps = df.abs().max(dr.abs());
                let screens = (1..steps)
                    .filter_map(|k| {
                        m.from
                            .offset((df.signum() * k) as i8, (dr.signum() * k) as i8)
                    })
                    .filter(|sq| position.piece_at(*sq).is_some())
                    .count();
                let captures = position.piece_at(m.to).is_some();
                match (piece.role, captures) {
                    (Role::Cannon, true) if screens != 1 => Some(Why::NeedsScreen),
                    (_, false) | (Role::Chariot, true) if screens > 0 => Some(Why::PathBlocked),
                    _ => None,
                }
            }
        }
        Role::Soldier => {
            let forward = if piece.color.is_red() { 1 } else { -1 };
            if df == 0 && dr == forward {
                None
            } else if df == 0 && dr == -forward {
                Some(Why::SoldierBackward)
            } else if df.abs() == 1 && dr == 0 {
                (!m.from.crossed_river(piece.color)).then_some(Why::SoldierSideways)
            } else {
                Some(Why::NotItsWay(Role::Soldier))
            }
        }
    };
    if shape.is_some() {
        return shape;
    }
    // The shape is right: the move fails on the generals.
    let mut after = position.clone();
    after.do_move(m);
    let ours = after.general_square(piece.color);
    let theirs = after.general_square(piece.color.other());
    let open_file = ours.file() == theirs.file() && {
        let (lo, hi) = (
            ours.rank().min(theirs.rank()),
            ours.rank().max(theirs.rank()),
        );
        ((lo + 1)..hi)
            .all(|r| Square::new(ours.file(), r).is_none_or(|sq| after.piece_at(sq).is_none()))
    };
    Some(if open_file {
        Why::GeneralsFace
    } else {
        Why::LeavesCheck
    })
}
