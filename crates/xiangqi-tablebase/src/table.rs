//! One solved ending: a byte per numbered position and side to move.

use xiangqi::{Color, Piece, Position, Square};

use crate::{
    index::{Indexer, Slots, MAX_PIECES},
    material::Material,
    value::{plies_of, Probe, DRAW, ILLEGAL},
};

/// The solved table of one ending (see [`crate::Tablebase`] for probing
/// any position).
#[derive(Clone, Debug)]
pub struct Table {
    pub(crate) indexer: Indexer,
    /// By side to move (0: the strong side, 1: the weak side), by number.
    pub(crate) values: [Vec<u8>; 2],
}

/// Counts over a table's legal positions (after the mirror fold: a
/// position and its mirror image count once), both sides to move together.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Legal positions.
    pub legal: u64,
    /// Wins for the side to move.
    pub wins: u64,
    /// Draws.
    pub draws: u64,
    /// Losses for the side to move (mated or stalemated ones included).
    pub losses: u64,
    /// The longest mate, in plies (0 when there is none).
    pub longest_plies: u32,
}

impl Stats {
    /// The longest mate in the winner's moves.
    pub fn longest_moves(&self) -> u32 {
        self.longest_plies.div_ceil(2)
    }
}

impl Table {
    /// The ending (canonical: the strong side first, playing Red).
    pub fn material(&self) -> Material {
        self.indexer.material()
    }

    /// Numbers per side to move.
    pub fn size(&self) -> usize {
        self.indexer.size()
    }

    /// The raw table: both sides' bytes, the strong side to move first.
    pub fn raw_bytes(&self) -> usize {
        self.values[0].len() + self.values[1].len()
    }

    /// Counts of the results.
    pub fn stats(&self) -> Stats {
        let mut s = Stats::default();
        for &b in self.values.iter().flatten() {
            match b {
                ILLEGAL => {}
                DRAW => {
                    s.legal += 1;
                    s.draws += 1;
                }
                _ => {
                    s.legal += 1;
                    let p = plies_of(b).unwrap_or(0);
                    if p % 2 == 1 {
                        s.wins += 1;
                    } else {
                        s.losses += 1;
                    }
                    s.longest_plies = s.longest_plies.max(p);
                }
            }
        }
        s
    }

    /// Every legal position of the table (one of each mirror pair), the
    /// strong side as Red, with both sides to move.
    pub fn positions(&self) -> impl Iterator<Item = Position> + '_ {
        let ix = &self.indexer;
        (0..ix.size())
            .filter(move |&n| ix.encode(&ix.decode(n)) == Some(n))
            .flat_map(move |n| {
                let slots = ix.decode(n);
                [Color::Red, Color::Black]
                    .into_iter()
                    .filter_map(move |turn| {
                        ix.setup(&slots, turn).and_then(|s| s.to_position().ok())
                    })
            })
    }

    /// The position numbered `n` with `turn` to move, the strong side as
    /// Red; `None` for a number that is no legal position or the mirror
    /// image of another.
    pub(crate) fn position_at(&self, n: usize, turn: Color) -> Option<Position> {
        let ix = &self.indexer;
        let slots = ix.decode(n);
        if ix.encode(&slots) != Some(n) {
            return None;
        }
        ix.setup(&slots, turn).and_then(|s| s.to_position().ok())
    }

    /// Where `pos` is in the table: the side to move (0 strong, 1 weak),
    /// the number, and the placement, or `None` if the material differs.
    pub(crate) fn locate(&self, pos: &Position) -> Option<(usize, usize, Slots)> {
        let (material, swapped) = Material::of(pos).canonical();
        if material != self.material() {
            return None;
        }
        let mut slots = [0u8; MAX_PIECES];
        let mut filled = [false; MAX_PIECES];
        for (sq, piece) in pos.pieces() {
            let (sq, color) = if swapped {
                (Square::new(sq.file(), 9 - sq.rank())?, piece.color.other())
            } else {
                (sq, piece.color)
            };
            let slot = self
                .indexer
                .free_slot(Piece::new(color, piece.role), &filled)?;
            filled[slot] = true;
            slots[slot] = sq.index() as u8;
        }
        let turn = if swapped {
            pos.side_to_move().other()
        } else {
            pos.side_to_move()
        };
        let side = usize::from(turn == Color::Black);
        let number = self.indexer.encode(&slots)?;
        Some((side, number, slots))
    }

    /// The stored byte for `pos`, if its material is this table's.
    pub(crate) fn byte(&self, pos: &Position) -> Option<u8> {
        let (side, number, _) = self.locate(pos)?;
        self.values[side].get(number).copied()
    }

    /// The verdict on `pos` from the side to move's view, or `None` if its
    /// material is not this table's.
    pub fn probe(&self, pos: &Position) -> Option<Probe> {
        self.byte(pos).and_then(Probe::from_byte)
    }
}
