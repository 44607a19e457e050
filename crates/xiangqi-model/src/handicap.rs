//! Handicap games (让子): before the first move, one side gives up some
//! of its pieces, so that a stronger player (or the computer) and a
//! weaker one have an even game. The pieces given are those of the usual
//! handicaps, taken from the giver's left as the player sits (让左马: the
//! left horse): for Red the files a–c, for Black, who sits facing Red,
//! the files g–i. Red still moves first.

use serde::{Deserialize, Serialize};
use xiangqi::{Color, Position, Setup, Square};

/// The pieces one side gives.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Handicap {
    /// An even game.
    #[default]
    None,
    /// 让单马: the left horse.
    Horse,
    /// 让单炮: the left cannon.
    Cannon,
    /// 让单车: the left chariot.
    Chariot,
    /// 让双马: both horses.
    TwoHorses,
    /// 让马炮: the left horse and the left cannon.
    HorseAndCannon,
    /// 让车马: the left chariot and the left horse.
    ChariotAndHorse,
}

/// Red's squares (file, rank) of the pieces that can be given: the left
/// and right horse, the left cannon and the left chariot.
const LEFT_HORSE: (u8, u8) = (1, 0);
const RIGHT_HORSE: (u8, u8) = (7, 0);
const LEFT_CANNON: (u8, u8) = (1, 2);
const LEFT_CHARIOT: (u8, u8) = (0, 0);

impl Handicap {
    /// Every handicap, from none to the largest, as the new-game dialog
    /// offers them.
    pub const ALL: [Handicap; 7] = [
        Handicap::None,
        Handicap::Horse,
        Handicap::Cannon,
        Handicap::Chariot,
        Handicap::TwoHorses,
        Handicap::HorseAndCannon,
        Handicap::ChariotAndHorse,
    ];

    /// Its name in commands, storage and the dialog's values.
    pub fn name(self) -> &'static str {
        match self {
            Handicap::None => "none",
            Handicap::Horse => "horse",
            Handicap::Cannon => "cannon",
            Handicap::Chariot => "chariot",
            Handicap::TwoHorses => "two-horses",
            Handicap::HorseAndCannon => "horse-and-cannon",
            Handicap::ChariotAndHorse => "chariot-and-horse",
        }
    }

    /// The handicap named `name`, if any.
    pub fn from_name(name: &str) -> Option<Handicap> {
        Handicap::ALL.into_iter().find(|h| h.name() == name)
    }

    /// Red's squares of the pieces given, as (file, rank).
    fn red_squares(self) -> &'static [(u8, u8)] {
        match self {
            Handicap::None => &[],
            Handicap::Horse => &[LEFT_HORSE],
            Handicap::Cannon => &[LEFT_CANNON],
            Handicap::Chariot => &[LEFT_CHARIOT],
            Handicap::TwoHorses => &[LEFT_HORSE, RIGHT_HORSE],
            Handicap::HorseAndCannon => &[LEFT_HORSE, LEFT_CANNON],
            Handicap::ChariotAndHorse => &[LEFT_CHARIOT, LEFT_HORSE],
        }
    }

    /// The squares emptied when `giver` gives these pieces: Red's as they
    /// are, Black's turned half way round the board (Black's left is
    /// Red's right).
    pub fn squares(self, giver: Color) -> Vec<Square> {
        self.red_squares()
            .iter()
            .filter_map(|&(file, rank)| match giver {
                Color::Red => Square::new(file, rank),
                Color::Black => Square::new(8 - file, 9 - rank),
            })
            .collect()
    }

    /// The start position with `giver`'s pieces given, Red to move.
    pub fn start(self, giver: Color) -> Position {
        let mut setup = Setup::start();
        for square in self.squares(giver) {
            setup.put(square, None);
        }
        // The usual start less pieces of one side is always legal.
        setup.to_position().unwrap_or_else(|_| Position::startpos())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::{Piece, Role};

    #[test]
    fn each_handicap_takes_the_givers_pieces_from_the_left() {
        let horse = Handicap::Horse.start(Color::Red);
        assert_eq!(
            horse.to_fen(),
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w - - 0 1",
            "Red's left horse (b0) is given"
        );
        let black = Handicap::ChariotAndHorse.start(Color::Black);
        assert_eq!(black.piece_at(Square::new(8, 9).unwrap()), None);
        assert_eq!(black.piece_at(Square::new(7, 9).unwrap()), None);
        assert_eq!(
            black.piece_at(Square::new(0, 9).unwrap()),
            Some(Piece::new(Color::Black, Role::Chariot)),
            "Black's right chariot stays"
        );
    }

    #[test]
    fn every_handicap_is_a_legal_start_with_red_to_move() {
        for handicap in Handicap::ALL {
            for giver in [Color::Red, Color::Black] {
                let start = handicap.start(giver);
                let given = handicap.squares(giver).len();
                let pieces = Setup::from(&start).pieces().count();
                assert_eq!(pieces, 32 - given, "{handicap:?} by {giver:?}");
                assert_eq!(start.side_to_move(), Color::Red);
                assert!(start.has_legal_move());
                assert_eq!(Handicap::from_name(handicap.name()), Some(handicap));
            }
        }
        assert_eq!(Handicap::None.start(Color::Red), Position::startpos());
    }
}
