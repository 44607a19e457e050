//! A learned evaluation: the network `xiangqi-nnue train` fits to the
//! engine's own self-play, read from its file and run on a position.
//!
//! **Inputs**: which piece stands on which point, seen from one side. From
//! side P's view a piece of P's is one of the first seven kinds and the
//! opponent's one of the last seven, and the board is turned so that P
//! sits at the bottom: 14 kinds × 90 points = [`INPUTS`].
//!
//! **Layers**: one hidden layer per view (both views share its weights),
//! clipped to 0..1, then one output joining the side to move's hidden
//! units and the other side's. The output `z` reads as a winning chance
//! `sigmoid(z)` for the side to move and as centipawns `z × scale`.
//!
//! **A correction**: a network may instead be trained as a correction
//! to the hand-written evaluation ([`Network::corrects_hand_written`]):
//! its centipawns are then added to that evaluation's. It starts from
//! everything the hand-written terms know (mobility, the palace's
//! safety) and needs to learn only where they judge wrong, which takes
//! far fewer positions than learning the game from nothing.
//!
//! **File** (little-endian): `XQNN`, the format version ([`VERSION`]),
//! the hidden units a view, the scale (`f32`), the flags (`u32`: bit 0 a
//! correction; not in format 1, whose networks are whole evaluations),
//! then the first layer's weights (input-major), its biases, the output
//! weights (the side to move's view first), the output bias, all `f32`;
//! last a 32-bit FNV-1a checksum of every byte before it.

use xiangqi::{Color, Piece, Position, Role, Square};

use crate::eval::evaluate;
use crate::material::Material;

/// The number of inputs of a view.
pub const INPUTS: usize = 14 * 90;
/// The file format this engine writes; it reads this one and format 1.
pub const VERSION: u32 = 2;
const MAGIC: &[u8; 4] = b"XQNN";
/// The flag of a network trained as a correction to the hand-written
/// evaluation.
const CORRECTION: u32 = 1;

/// The input of `role` of `color` on `square`, seen from `side`.
pub fn input(role: Role, color: Color, square: xiangqi::Square, side: Color) -> u16 {
    let role_index = Role::ALL.iter().position(|&r| r == role).unwrap_or(0);
    let kind = role_index + if color == side { 0 } else { 7 };
    let point = if side == Color::Red {
        square
    } else {
        square.flip()
    };
    (kind * 90 + point.index()) as u16
}

/// The active inputs of `pos` from `side`'s view.
pub fn active(pos: &Position, side: Color) -> Vec<u16> {
    pos.pieces()
        .map(|(sq, piece)| input(piece.role, piece.color, sq, side))
        .collect()
}

/// A network's weights.
#[derive(Clone, Debug)]
pub struct Network {
    hidden: usize,
    scale: f32,
    /// `INPUTS × hidden`, input-major.
    w1: Vec<f32>,
    b1: Vec<f32>,
    /// `2 × hidden`: the side to move's view, then the other's.
    w2: Vec<f32>,
    b2: f32,
    /// The output is added to the hand-written evaluation.
    correction: bool,
}

/// Two networks are the same when every weight is bit for bit the same.
impl PartialEq for Network {
    fn eq(&self, other: &Network) -> bool {
        self.to_bytes() == other.to_bytes()
    }
}

impl Eq for Network {}

/// Why a network file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetworkError {
    /// Not a network file.
    NotANetwork,
    /// A network file of another format version.
    Version(u32),
    /// Shorter or longer than its hidden size says.
    Length,
    /// The checksum does not match: the file is damaged.
    Checksum,
}

impl std::fmt::Display for NetworkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NetworkError::NotANetwork => write!(f, "not a network file (no XQNN header)"),
            NetworkError::Version(v) => {
                write!(
                    f,
                    "network format {v}; this engine reads formats 1 to {VERSION}"
                )
            }
            NetworkError::Length => write!(f, "the network file is cut short or too long"),
            NetworkError::Checksum => write!(f, "the network file is damaged (checksum)"),
        }
    }
}

impl std::error::Error for NetworkError {}

/// 32-bit FNV-1a.
fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

fn clipped(x: f32) -> f32 {
    x.clamp(0.0, 1.0)
}

impl Network {
    /// A network of these weights (`w1`: `INPUTS × hidden`, input-major;
    /// `w2`: `2 × hidden`); `None` if the lengths do not fit.
    pub fn new(
        hidden: usize,
        scale: f32,
        w1: Vec<f32>,
        b1: Vec<f32>,
        w2: Vec<f32>,
        b2: f32,
    ) -> Option<Network> {
        (w1.len() == INPUTS * hidden && b1.len() == hidden && w2.len() == 2 * hidden).then_some(
            Network {
                hidden,
                scale,
                w1,
                b1,
                w2,
                b2,
                correction: false,
            },
        )
    }

    /// This network read as a correction to the hand-written evaluation
    /// (`true`) or as a whole evaluation (`false`, the default).
    pub fn correcting(self, correction: bool) -> Network {
        Network { correction, ..self }
    }

    /// Whether the network's centipawns are added to the hand-written
    /// evaluation's (see the module's documentation).
    pub fn corrects_hand_written(&self) -> bool {
        self.correction
    }

    /// Hidden units a view.
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The network as a file (see the module's documentation).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&(self.hidden as u32).to_le_bytes());
        out.extend_from_slice(&self.scale.to_le_bytes());
        let flags = if self.correction { CORRECTION } else { 0 };
        out.extend_from_slice(&flags.to_le_bytes());
        let params = self
            .w1
            .iter()
            .chain(&self.b1)
            .chain(&self.w2)
            .chain(std::iter::once(&self.b2));
        for p in params {
            out.extend_from_slice(&p.to_le_bytes());
        }
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads a network file, checking its header, length and checksum.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetworkError> {
        let word = |at: usize| -> Option<[u8; 4]> { bytes.get(at..at + 4)?.try_into().ok() };
        if bytes.get(..4) != Some(MAGIC.as_slice()) {
            return Err(NetworkError::NotANetwork);
        }
        let version = u32::from_le_bytes(word(4).ok_or(NetworkError::Length)?);
        // Format 1 has no flags word.
        let header = match version {
            1 => 16,
            VERSION => 20,
            _ => return Err(NetworkError::Version(version)),
        };
        let hidden = u32::from_le_bytes(word(8).ok_or(NetworkError::Length)?) as usize;
        let params = (INPUTS + 3)
            .checked_mul(hidden)
            .and_then(|n| n.checked_add(1))
            .ok_or(NetworkError::Length)?;
        let body = params
            .checked_mul(4)
            .and_then(|n| n.checked_add(header))
            .ok_or(NetworkError::Length)?;
        if bytes.len() != body + 4 {
            return Err(NetworkError::Length);
        }
        let stored = u32::from_le_bytes(word(body).ok_or(NetworkError::Length)?);
        if fnv1a(&bytes[..body]) != stored {
            return Err(NetworkError::Checksum);
        }
        let scale = f32::from_le_bytes(word(12).ok_or(NetworkError::Length)?);
        let flags = if header == 20 {
            u32::from_le_bytes(word(16).ok_or(NetworkError::Length)?)
        } else {
            0
        };
        let mut values = bytes[header..body]
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]));
        let mut take = |n: usize| values.by_ref().take(n).collect::<Vec<f32>>();
        let w1 = take(INPUTS * hidden);
        let b1 = take(hidden);
        let w2 = take(2 * hidden);
        let b2 = take(1).first().copied().unwrap_or(0.0);
        Network::new(hidden, scale, w1, b1, w2, b2)
            .map(|n| n.correcting(flags & CORRECTION != 0))
            .ok_or(NetworkError::Length)
    }

    /// The output `z` for the side to move of `pos` (see the module's
    /// documentation).
    pub fn output(&self, pos: &Position) -> f32 {
        Accumulators::new(self, pos).output(self, pos.side_to_move())
    }

    /// The output from the first layer's sums of the side to move's view
    /// and the other side's.
    fn join(&self, views: [&[f32]; 2]) -> f32 {
        let h = self.hidden;
        let mut z = self.b2;
        for (v, sums) in views.into_iter().enumerate() {
            z += sums
                .iter()
                .zip(&self.w2[v * h..(v + 1) * h])
                .map(|(&a, w)| clipped(a) * w)
                .sum::<f32>();
        }
        z
    }

    /// The evaluation of `pos` for the side to move, in centipawns (the
    /// hand-written evaluation's added for a correction).
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let own = self.output(pos);
        if self.correction {
            evaluate(&Material::from_position(pos), pos) + self.centipawns(own)
        } else {
            self.centipawns(own)
        }
    }

    fn centipawns(&self, z: f32) -> i32 {
        (z * self.scale).clamp(-20_000.0, 20_000.0) as i32
    }

    /// Adds (`sign` 1.0) or takes away (−1.0) the first-layer row of the
    /// piece `code` (as in `Position::mailbox`) on square `index` in both
    /// views' sums (`sums`: Red's view, then Black's).
    fn apply(&self, sums: &mut [f32], code: u8, index: usize, sign: f32) {
        let (Some(piece), Some(square)) = (Piece::from_code(code), Square::from_index(index))
        else {
            return;
        };
        let h = self.hidden;
        for (v, side) in [Color::Red, Color::Black].into_iter().enumerate() {
            let i = usize::from(input(piece.role, piece.color, square, side));
            let row = &self.w1[i * h..(i + 1) * h];
            sums[v * h..(v + 1) * h]
                .iter_mut()
                .zip(row)
                .for_each(|(a, w)| *a += sign * w);
        }
    }
}

/// The first layer's sums of the positions along a search path, kept as
/// moves are made and taken back instead of summed afresh at every
/// evaluation: a move changes two or three inputs of the 30-odd. Each
/// made move copies the sums and changes the copy, and taking it back
/// drops the copy, so no rounding builds up along the path.
#[derive(Clone, Debug)]
pub struct Accumulators {
    hidden: usize,
    /// One entry of `2 × hidden` sums a ply (Red's view, then Black's).
    sums: Vec<f32>,
    /// The entry of the current position.
    top: usize,
}

impl Accumulators {
    /// The sums of `pos`, the start of the path.
    pub fn new(network: &Network, pos: &Position) -> Accumulators {
        let width = 2 * network.hidden;
        let mut sums = Vec::with_capacity(width * 64);
        sums.extend_from_slice(&network.b1);
        sums.extend_from_slice(&network.b1);
        for (square, piece) in pos.pieces() {
            network.apply(&mut sums, piece.code(), square.index(), 1.0);
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
            self.sums.resize(start + 2 * width, 0.0);
        }
        self.sums.copy_within(start..start + width, start + width);
        self.top += 1;
        let next = &mut self.sums[start + width..start + 2 * width];
        network.apply(next, piece, from, -1.0);
        network.apply(next, piece, to, 1.0);
        if captured != 0 {
            network.apply(next, captured, to, -1.0);
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
    fn output(&self, network: &Network, side_to_move: Color) -> f32 {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> Network {
        let hidden = 4;
        let w1 = (0..INPUTS * hidden)
            .map(|i| ((i * 7919) % 13) as f32 / 100.0 - 0.06)
            .collect();
        Network::new(
            hidden,
            400.0,
            w1,
            vec![0.1; 4],
            vec![0.5, -0.2, 0.3, 0.1, -0.4, 0.2, -0.1, 0.3],
            0.05,
        )
        .unwrap()
    }

    #[test]
    fn a_network_file_reads_back_and_damage_is_refused() {
        let net = small();
        let bytes = net.to_bytes();
        assert_eq!(Network::from_bytes(&bytes), Ok(net));
        let mut damaged = bytes.clone();
        damaged[100] ^= 1;
        assert_eq!(Network::from_bytes(&damaged), Err(NetworkError::Checksum));
        assert_eq!(
            Network::from_bytes(&bytes[..bytes.len() - 8]),
            Err(NetworkError::Length)
        );
        let mut other = bytes.clone();
        other[4] = 9;
        assert_eq!(Network::from_bytes(&other), Err(NetworkError::Version(9)));
        // A file cut before its flags word.
        assert_eq!(Network::from_bytes(&bytes[..18]), Err(NetworkError::Length));
        assert_eq!(
            Network::from_bytes(b"PK\x03\x04"),
            Err(NetworkError::NotANetwork)
        );
    }

    #[test]
    fn a_correction_reads_back_and_adds_to_the_hand_written_evaluation() {
        let whole = small();
        let correction = small().correcting(true);
        let read = Network::from_bytes(&correction.to_bytes()).unwrap();
        assert!(read.corrects_hand_written());
        assert_eq!(read, correction);
        assert_ne!(read, whole);
        for fen in [
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
            "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let own = crate::eval::evaluate(&Material::from_position(&pos), &pos);
            assert_eq!(
                correction.evaluate(&pos),
                own + whole.evaluate(&pos),
                "{fen}"
            );
        }
    }

    /// A file of the first format (no flags word) still reads, as a whole
    /// evaluation.
    #[test]
    fn a_first_format_file_still_reads() {
        let net = small();
        let now = net.to_bytes();
        let mut old = now[..4].to_vec();
        old.extend_from_slice(&1u32.to_le_bytes());
        old.extend_from_slice(&now[8..16]);
        old.extend_from_slice(&now[20..now.len() - 4]);
        let sum = fnv1a(&old);
        old.extend_from_slice(&sum.to_le_bytes());
        let read = Network::from_bytes(&old).unwrap();
        assert!(!read.corrects_hand_written());
        assert_eq!(read, net);
    }

    /// Along a random game, with moves made and taken back, the kept sums
    /// judge every position as a fresh sum does (to rounding).
    #[test]
    fn kept_sums_judge_as_fresh_ones() {
        let net = small();
        let mut pos = Position::startpos();
        let mut kept = Accumulators::new(&net, &pos);
        let mut rng = crate::rng::Rng::new(5);
        let mut path = Vec::new();
        for ply in 0..160 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            // Now and then a move is tried and taken back first.
            if ply % 3 == 0 {
                let m = moves[rng.below(moves.len() as u64) as usize];
                let board = pos.mailbox();
                let (f, t) = (m.from.index(), m.to.index());
                kept.make(&net, board[f], board[t], f, t);
                let undo = pos.do_move(m);
                let fresh = net.output(&pos);
                assert!(
                    (net.centipawns(fresh) - kept.evaluate(&net, pos.side_to_move())).abs() <= 1
                );
                pos.undo_move(m, undo);
                kept.unmake();
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            let board = pos.mailbox();
            let (f, t) = (m.from.index(), m.to.index());
            kept.make(&net, board[f], board[t], f, t);
            path.push((m, pos.do_move(m)));
            let fresh = net.evaluate(&pos);
            let incremental = kept.evaluate(&net, pos.side_to_move());
            assert!(
                (fresh - incremental).abs() <= 1,
                "ply {ply}: {fresh} vs {incremental}"
            );
        }
        while let Some((m, undo)) = path.pop() {
            pos.undo_move(m, undo);
            kept.unmake();
            assert!((net.evaluate(&pos) - kept.evaluate(&net, pos.side_to_move())).abs() <= 1);
        }
        assert_eq!(pos, Position::startpos());
    }

    #[test]
    fn the_start_is_judged_alike_from_either_side() {
        // The start is symmetric: each side sees the same picture, so the
        // same output whoever is to move.
        let net = small();
        let red = Position::startpos();
        let black = Position::from_fen(&red.to_fen().replace(" w ", " b ")).unwrap();
        assert_eq!(net.evaluate(&red), net.evaluate(&black));
        let mut a = active(&red, Color::Red);
        let mut b = active(&red, Color::Black);
        a.sort_unstable();
        b.sort_unstable();
        assert_eq!(a, b);
        assert!(a.iter().all(|&i| usize::from(i) < INPUTS));
    }
}
