//! The game phase a puzzle comes from, shown as a theme.

use xiangqi::{Position, Role};

/// Opening, middlegame or endgame.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Phase {
    /// Up to move 15 with at least ten of the twelve chariots, horses and
    /// cannons still on the board.
    Opening,
    /// Neither opening nor endgame.
    Middlegame,
    /// Six or fewer chariots, horses and cannons left, both sides together.
    Endgame,
}

/// The phase of `pos` (its fullmove number counts for the opening).
pub fn phase(pos: &Position) -> Phase {
    let majors = pos
        .pieces()
        .filter(|(_, p)| matches!(p.role, Role::Chariot | Role::Horse | Role::Cannon))
        .count();
    if majors <= 6 {
        Phase::Endgame
    } else if majors >= 10 && pos.fullmove_number() <= 15 {
        Phase::Opening
    } else {
        Phase::Middlegame
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phases() {
        assert_eq!(phase(&Position::startpos()), Phase::Opening);
        let late = Position::from_fen(&xiangqi::START_FEN.replace(" 0 1", " 0 30")).unwrap();
        assert_eq!(phase(&late), Phase::Middlegame);
        let end = Position::from_fen("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1").unwrap();
        assert_eq!(phase(&end), Phase::Endgame);
    }
}
