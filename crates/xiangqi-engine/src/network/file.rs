//! The network's file (little-endian): `XQNN`, the format version
//! ([`VERSION`]), the hidden units a view (`u32`), the scale (`f32`:
//! centipawns per unit of output), the flags (`u32`: bit 0 a correction
//! to the hand-written evaluation), then the first layer's weights
//! (input-major) and biases and the output weights (the side to move's
//! view first) as `i16`, the output bias as `i32` (the units of
//! [`super::FIRST_UNIT`] and [`super::OUTPUT_UNIT`]); last a 32-bit
//! FNV-1a checksum of every byte before it.
//!
//! Older formats still read: format 2 holds the same with every weight
//! an `f32`, format 1 as well but without the flags (a whole
//! evaluation). Their weights are rounded to integers as they are read.

use super::{Network, INPUTS};

/// The file format this engine writes; it reads it and every earlier one.
pub const VERSION: u32 = 3;
const MAGIC: &[u8; 4] = b"XQNN";
/// The flag of a network trained as a correction to the hand-written
/// evaluation.
const CORRECTION: u32 = 1;

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
            NetworkError::Version(v) => write!(
                f,
                "network format {v}; this engine reads formats 1 to {VERSION}"
            ),
            NetworkError::Length => write!(f, "the network file is cut short or too long"),
            NetworkError::Checksum => write!(f, "the network file is damaged (checksum)"),
        }
    }
}

impl std::error::Error for NetworkError {}

/// 32-bit FNV-1a.
pub(super) fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// How a format lays out its weights.
struct Layout {
    header: usize,
    /// Bytes of each weight (4 for `f32`, 2 for `i16`).
    weight: usize,
    /// Bytes of the output bias.
    bias: usize,
}

fn layout(version: u32) -> Option<Layout> {
    match version {
        1 => Some(Layout {
            header: 16,
            weight: 4,
            bias: 4,
        }),
        2 => Some(Layout {
            header: 20,
            weight: 4,
            bias: 4,
        }),
        VERSION => Some(Layout {
            header: 20,
            weight: 2,
            bias: 4,
        }),
        _ => None,
    }
}

impl Network {
    /// The network as a file of the current format.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&(self.hidden as u32).to_le_bytes());
        out.extend_from_slice(&self.scale.to_le_bytes());
        let flags = if self.correction { CORRECTION } else { 0 };
        out.extend_from_slice(&flags.to_le_bytes());
        for w in self.w1.iter().chain(&self.b1).chain(&self.w2) {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out.extend_from_slice(&self.b2.to_le_bytes());
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
        let layout = layout(version).ok_or(NetworkError::Version(version))?;
        let hidden = u32::from_le_bytes(word(8).ok_or(NetworkError::Length)?) as usize;
        let weights = (INPUTS + 3)
            .checked_mul(hidden)
            .ok_or(NetworkError::Length)?;
        let body = weights
            .checked_mul(layout.weight)
            .and_then(|n| n.checked_add(layout.header + layout.bias))
            .ok_or(NetworkError::Length)?;
        if bytes.len() != body.saturating_add(4) {
            return Err(NetworkError::Length);
        }
        let stored = u32::from_le_bytes(word(body).ok_or(NetworkError::Length)?);
        if fnv1a(&bytes[..body]) != stored {
            return Err(NetworkError::Checksum);
        }
        let scale = f32::from_le_bytes(word(12).ok_or(NetworkError::Length)?);
        let flags = if layout.header == 20 {
            u32::from_le_bytes(word(16).ok_or(NetworkError::Length)?)
        } else {
            0
        };
        let values = &bytes[layout.header..body];
        let (w1_end, b1_end) = (INPUTS * hidden, (INPUTS + 1) * hidden);
        let network = if layout.weight == 2 {
            let all: Vec<i16> = values[..weights * 2]
                .chunks_exact(2)
                .map(|c| i16::from_le_bytes([c[0], c[1]]))
                .collect();
            let b2 = word(body - 4).map_or(0, i32::from_le_bytes);
            Network::from_integers(
                hidden,
                scale,
                all[..w1_end].to_vec(),
                all[w1_end..b1_end].to_vec(),
                all[b1_end..].to_vec(),
                b2,
            )
        } else {
            let all: Vec<f32> = values
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect();
            Network::new(
                hidden,
                scale,
                all[..w1_end].to_vec(),
                all[w1_end..b1_end].to_vec(),
                all[b1_end..weights].to_vec(),
                all.get(weights).copied().unwrap_or(0.0),
            )
        };
        network
            .map(|n| n.correcting(flags & CORRECTION != 0))
            .ok_or(NetworkError::Length)
    }
}
