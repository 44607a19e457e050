//! The opening lines a match starts its games from.

use xiangqi::Move;

/// Short balanced opening lines in ICCS; each is played twice, once with
/// each player as Red.
pub const OPENINGS: [&str; 20] = [
    "h2e2 h9g7",
    "h2e2 b9c7",
    "h2e2 h7e7",
    "h2e2 b7e7",
    "c3c4 g6g5",
    "c3c4 b9c7",
    "g3g4 c6c5",
    "b0c2 h9g7",
    "h0g2 b9c7",
    "c0e2 h7e7",
    "g0e2 b7e7",
    "b2d2 h9g7",
    "h2d2 h9g7",
    "b2e2 h9g7 h0g2 i9h9",
    "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7",
    "c3c4 c6c5 b0c2 b9c7",
    "h2e2 h7e7 h0g2 h9g7",
    "b2c2 h9g7",
    "h2g2 b9c7",
    "e3e4 h9g7",
];

/// The opening lines as moves.
pub fn openings() -> Vec<Vec<Move>> {
    OPENINGS
        .iter()
        .map(|l| {
            l.split_whitespace()
                .filter_map(|m| m.parse().ok())
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::Position;

    #[test]
    fn openings_are_legal() {
        for line in OPENINGS {
            let mut pos = Position::startpos();
            for m in line.split_whitespace() {
                pos = pos.play(m.parse().unwrap()).unwrap();
            }
        }
        assert!(openings().iter().all(|o| !o.is_empty()));
    }
}
