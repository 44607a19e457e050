//! What a handicap is worth, as measured: the computer at one level
//! giving the handicap to itself at the same level, as Red and as Black
//! in turn, from the fixed opening lines still playable without the
//! pieces. The receiver's rating advantage is the figure, with its 95 %
//! interval. Measured with
//! `cargo xtask match --games N --handicap NAME --a-level L --b-level L`
//! (player A gives); the worth grows with the players' strength, since a
//! stronger player makes more of an extra piece.

use crate::handicap::Handicap;

/// One measurement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Worth {
    pub handicap: Handicap,
    /// The level of both players.
    pub level: u8,
    /// The receiver's advantage in rating points, and its 95 % interval.
    pub elo: i32,
    pub low: i32,
    pub high: i32,
    pub games: u32,
}

const fn worth(handicap: Handicap, level: u8, games: u32, elo: i32, low: i32, high: i32) -> Worth {
    Worth {
        handicap,
        level,
        elo,
        low,
        high,
        games,
    }
}

/// Every measurement, as `xiangqi-match` printed it (its Elo for A, the
/// giver, turned round to the receiver's).
const MEASURED: &[Worth] = &[
    // W/D/L for A 50/18/132, -151 (-205 .. -104).
    worth(Handicap::Horse, 3, 200, 151, 104, 205),
    // W/D/L for A 31/17/152, -244 (-307 .. -192).
    worth(Handicap::Horse, 6, 200, 244, 192, 307),
    // W/D/L for A 4/1/95, -531 (-901 .. -414).
    worth(Handicap::Chariot, 6, 100, 531, 414, 901),
    // W/D/L for A 9/7/84, -338 (-461 .. -258).
    worth(Handicap::Cannon, 6, 100, 338, 258, 461),
    // W/D/L for A 17/3/80, -258 (-362 .. -182).
    worth(Handicap::TwoHorses, 6, 100, 258, 182, 362),
];

impl Handicap {
    /// What this handicap is worth to its receiver when the computer at
    /// `level` plays: the measurement at that level, else at the nearest
    /// level measured (the higher one on a tie). `None` for an even game
    /// or a handicap not measured yet.
    pub fn worth(self, level: u8) -> Option<Worth> {
        MEASURED
            .iter()
            .filter(|w| w.handicap == self)
            .min_by_key(|w| {
                (
                    (i32::from(w.level) - i32::from(level)).abs(),
                    std::cmp::Reverse(w.level),
                )
            })
            .copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_measured_level_answers() {
        assert_eq!(Handicap::None.worth(4), None);
        let horse = |level| Handicap::Horse.worth(level).unwrap();
        assert_eq!(horse(1).level, 3);
        assert_eq!(horse(5).level, 6);
        assert_eq!(horse(8).level, 6);
        for w in MEASURED {
            assert!(w.low <= w.elo && w.elo <= w.high, "{w:?}");
            assert!(w.elo > 0, "a handicap helps its receiver: {w:?}");
        }
    }

    #[test]
    fn more_given_is_worth_more_at_the_same_level() {
        let at6 = |h: Handicap| h.worth(6).map(|w| w.elo);
        if let (Some(horse), Some(chariot)) = (at6(Handicap::Horse), at6(Handicap::Chariot)) {
            assert!(chariot > horse);
        }
    }
}
