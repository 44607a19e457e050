//! What a table says about one position, and how it stores it in a byte.
//!
//! Stored: `0` for a number that is no legal position, `1` for a draw, and
//! `2 + d` for a mate `d` plies away with best play: an even `d` is a loss
//! for the side to move (`0`: it is mated or stalemated now), an odd `d` a
//! win. Distances up to [`MAX_PLIES`] fit.

use std::fmt;

/// The byte of a number that is no legal position.
pub(crate) const ILLEGAL: u8 = 0;
/// The byte of a draw.
pub(crate) const DRAW: u8 = 1;
/// The longest distance to mate, in plies, a table can hold.
pub const MAX_PLIES: u32 = 253;

/// The byte of a mate `plies` away (`plies <= MAX_PLIES`).
#[inline]
pub(crate) fn mate_in(plies: u32) -> u8 {
    (plies.min(MAX_PLIES) + 2) as u8
}

/// The plies to mate a byte holds, if it holds a mate.
#[inline]
pub(crate) fn plies_of(byte: u8) -> Option<u32> {
    (byte >= 2).then(|| u32::from(byte) - 2)
}

/// Win, draw or loss, for the side to move unless said otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Wdl {
    /// The side can force mate.
    Win,
    /// Neither side can force mate.
    Draw,
    /// The other side can force mate.
    Loss,
}

impl fmt::Display for Wdl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Wdl::Win => "win",
            Wdl::Draw => "draw",
            Wdl::Loss => "loss",
        })
    }
}

/// The verdict of a table on one position, from the side to move's view.
///
/// `moves_to_mate` counts the winner's moves: for a win, the side to
/// move's own moves up to and including the mating one; for a loss, the
/// opponent's (0 when the side to move is mated or stalemated already).
/// The winner mates as fast as it can, the loser holds out as long as it
/// can.
///
/// ```
/// use xiangqi_tablebase::{Probe, Wdl};
/// let mate_in_two = Probe::from_plies(3);
/// assert_eq!(mate_in_two, Probe { result: Wdl::Win, moves_to_mate: Some(2) });
/// assert_eq!(mate_in_two.plies_to_mate(), Some(3));
/// // After the winner's first move the loser is mated in two of the winner's moves.
/// assert_eq!(Probe::from_plies(2).moves_to_mate, Some(1));
/// assert_eq!(Probe::DRAW.after_move(), Probe::DRAW);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Probe {
    /// Win, draw or loss for the side to move.
    pub result: Wdl,
    /// The winner's moves to mate; `None` for a draw.
    pub moves_to_mate: Option<u32>,
}

impl Probe {
    /// A draw.
    pub const DRAW: Probe = Probe {
        result: Wdl::Draw,
        moves_to_mate: None,
    };

    /// The verdict of a mate `plies` half-moves away (odd: the side to
    /// move mates, even: it is mated).
    pub const fn from_plies(plies: u32) -> Probe {
        if plies % 2 == 1 {
            Probe {
                result: Wdl::Win,
                moves_to_mate: Some(plies.div_ceil(2)),
            }
        } else {
            Probe {
                result: Wdl::Loss,
                moves_to_mate: Some(plies / 2),
            }
        }
    }

    /// The half-moves to mate (both sides' moves counted); `None` for a draw.
    pub const fn plies_to_mate(&self) -> Option<u32> {
        match (self.result, self.moves_to_mate) {
            (Wdl::Win, Some(m)) => Some((2 * m).saturating_sub(1)),
            (Wdl::Loss, Some(m)) => Some(2 * m),
            _ => None,
        }
    }

    /// The same verdict seen by the side that moved into this position:
    /// the verdict of the move, from the mover's view.
    pub const fn after_move(self) -> Probe {
        match self.plies_to_mate() {
            Some(p) => Probe::from_plies(p + 1),
            None => Probe::DRAW,
        }
    }

    /// The verdict a stored byte holds (`None` for no legal position).
    pub(crate) fn from_byte(byte: u8) -> Option<Probe> {
        match byte {
            ILLEGAL => None,
            DRAW => Some(Probe::DRAW),
            b => plies_of(b).map(Probe::from_plies),
        }
    }
}

impl fmt::Display for Probe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.moves_to_mate {
            Some(m) => write!(f, "{} in {m}", self.result),
            None => write!(f, "{}", self.result),
        }
    }
}
