//! The first layer's sums kept along a search path.

use xiangqi::{Color, Position};

use super::Network;

/// The first layer's sums of the positions along a search path, kept as
/// moves are made and taken back instead of summed afresh at every
/// evaluation: a move changes two or three inputs of the 30-odd. Each
/// made move copies the sums and changes the copy, and taking it back
/// drops the copy.
#[derive(Clone, Debug)]
pub struct Accumulators {
    hidden: usize,
    /// One entry of `2 × hidden` sums a ply (Red's view, then Black's).
    sums: Vec<i32>,
    /// The entry of the current position.
    top: usize,
}

impl Accumulators {
    /// The sums of `pos`, the start of the path.
    pub fn new(network: &Network, pos: &Position) -> Accumulators {
        let width = 2 * network.hidden;
        let mut sums = Vec::with_capacity(width * 64);
        let bias = network.b1.iter().map(|&b| i32::from(b));
        sums.extend(bias.clone().chain(bias));
        for (square, piece) in pos.pieces() {
            network.apply(&mut sums, piece.code(), square.index(), 1);
        }
        Accumulators {
            hidden: network.hidden,
            sums,
            top: 0,
        }
    }

    /// The move of `piece` from `from` to `to`, taking `captured` (0 for
    /// none), as codes and indices of `Position::mailbox`.
    pub fn make(&mut self, network: &Network, piece: u8, captured: u8, from: usize, to: usize) {
        let width = 2 * self.hidden;
        let start = self.top * width;
        if self.sums.len() < start + 2 * width {
            self.sums.resize(start + 2 * width, 0);
        }
        self.sums.copy_within(start..start + width, start + width);
        self.top += 1;
        let next = &mut self.sums[start + width..start + 2 * width];
        network.apply(next, piece, from, -1);
        network.apply(next, piece, to, 1);
        if captured != 0 {
            network.apply(next, captured, to, -1);
        }
    }

    /// Takes back the last [`Accumulators::make`].
    pub fn unmake(&mut self) {
        self.top = self.top.saturating_sub(1);
    }

    /// The network's own centipawns for the current position and
    /// `side_to_move`, from the kept sums: [`Network::evaluate`] for a
    /// whole evaluation; for a correction, without the hand-written
    /// evaluation it corrects (the caller has that at hand).
    pub fn evaluate(&self, network: &Network, side_to_move: Color) -> i32 {
        network.centipawns(self.output(network, side_to_move))
    }

    /// The network's output `z` for the current position.
    pub(super) fn output(&self, network: &Network, side_to_move: Color) -> f32 {
        let h = self.hidden;
        let width = 2 * h;
        let entry = &self.sums[self.top * width..(self.top + 1) * width];
        let (red, black) = entry.split_at(h);
        network.join(match side_to_move {
            Color::Red => [red, black],
            Color::Black => [black, red],
        })
    }
}
