//! The network's inputs, as the engine reads them
//! ([`xiangqi_engine::network`]): which piece stands on which point, seen
//! from one side.

use xiangqi::Position;
pub use xiangqi_engine::network::{active, INPUTS};

/// The two views a position is judged from: the side to move's first.
pub fn both(pos: &Position) -> [Vec<u16>; 2] {
    let us = pos.side_to_move();
    [active(pos, us), active(pos, us.other())]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn after_a_move_the_two_views_differ() {
        let red = Position::startpos();
        let [us, them] = both(&red);
        assert_eq!((us.len(), them.len()), (32, 32));
        let black = red.play("h2e2".parse().unwrap()).unwrap();
        let [mut m, mut o] = both(&black);
        m.sort_unstable();
        o.sort_unstable();
        assert_ne!(m, o);
    }
}
