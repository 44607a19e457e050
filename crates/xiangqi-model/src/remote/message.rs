//! The messages two devices exchange, as JSON, and the first line of
//! defence against a hostile peer: a size limit and a strict form.

use serde::{Deserialize, Serialize};
use xiangqi::{Color, Position, TimeControl};

/// The version of these messages; a device refuses a game in another.
pub const PROTOCOL: u32 = 1;

/// The longest message a device reads, in bytes: a game of the 300 plies
/// [`super::MAX_LINK_PLIES`] allows, resent on reconnecting, fits with room
/// to spare; anything longer is refused unread.
pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;

/// One message from one device to the other.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum PeerMessage {
    /// The whole game as the sender holds it: sent by the device that
    /// invited when the connection opens, and by both when it opens again
    /// after a drop.
    Hello {
        /// [`PROTOCOL`].
        protocol: u32,
        /// The game's id, the same on both devices.
        game: String,
        /// The start position (FEN).
        start: String,
        /// The side the sender plays.
        sender: Color,
        /// The clocks.
        control: TimeControl,
        /// The moves so far (ICCS, `h2e2`).
        moves: Vec<String>,
        /// The time each move's player spent on it, in ms.
        spent: Vec<u64>,
        /// The hash of the position after the moves ([`position_hash`]).
        hash: String,
    },
    /// The sender's move.
    Move {
        /// Its number in the game, counted in plies from 0.
        ply: u32,
        /// The move (ICCS).
        mv: String,
        /// The time the sender spent on it, in ms.
        spent: u64,
        /// The hash of the position after it.
        hash: String,
        /// The sender offers a draw with this move (和 (二)).
        #[serde(default)]
        offer_draw: bool,
    },
    /// The answer to the draw offer that came with the receiver's move.
    DrawAnswer {
        /// Accepted (the game is drawn) or declined.
        accept: bool,
    },
    /// The sender resigns. (A struct variant, so that the strict reading
    /// refuses extra fields here too.)
    Resign {},
    /// The sender asks to take back its last move (and the reply to it, if
    /// one was played): the game would go back to `plies` moves.
    TakebackAsk {
        /// The number of plies the game would keep.
        plies: u32,
    },
    /// The answer to a takeback the receiver asked for.
    TakebackAnswer {
        /// Agreed (both devices take the moves back) or refused.
        accept: bool,
    },
    /// A clock ran out: the sender's own (its device declares it), or the
    /// receiver's, claimed once it was long overdue.
    Flag {
        /// The number of plies played when it ran out.
        ply: u32,
        /// The side whose time ran out.
        loser: Color,
    },
}

/// Why a message from the other device was refused; the game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Longer than [`MAX_MESSAGE_BYTES`].
    TooLarge,
    /// Not a message of this protocol (the reader's reason).
    Malformed(String),
    /// A game of another protocol version.
    Protocol(u32),
    /// A message about another game.
    OtherGame,
    /// It is not the sender's turn, or the sender speaks for the wrong side.
    NotTheirTurn,
    /// The move number is not the next one.
    WrongPly {
        /// The ply the game is at.
        expected: u32,
        /// The ply the message named.
        got: u32,
    },
    /// Not a legal move in the position (its text).
    IllegalMove(String),
    /// The position after the move is not the one the sender has.
    HashMismatch,
    /// Nothing was asked that this would answer, or the game is over.
    Unexpected,
    /// The sender's list of moves is not a continuation of this one (nor
    /// this one of it): the two games have gone different ways.
    Diverged,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::TooLarge => write!(f, "the message is too long"),
            Refusal::Malformed(why) => write!(f, "the message cannot be read ({why})"),
            Refusal::Protocol(v) => write!(f, "the other device speaks version {v}"),
            Refusal::OtherGame => write!(f, "the message is about another game"),
            Refusal::NotTheirTurn => write!(f, "it is not the other player's turn"),
            Refusal::WrongPly { expected, got } => {
                write!(f, "move number {got} arrived where {expected} was due")
            }
            Refusal::IllegalMove(mv) => write!(f, "{mv} is not a legal move here"),
            Refusal::HashMismatch => write!(f, "the other device has another position"),
            Refusal::Unexpected => write!(f, "nothing was asked that this answers"),
            Refusal::Diverged => write!(f, "the two devices have different games"),
        }
    }
}

impl PeerMessage {
    /// Reads a message from the other device: at most
    /// [`MAX_MESSAGE_BYTES`], exactly one of the forms above, no field
    /// unknown or missing.
    pub fn read(text: &str) -> Result<PeerMessage, Refusal> {
        if text.len() > MAX_MESSAGE_BYTES {
            return Err(Refusal::TooLarge);
        }
        serde_json::from_str(text).map_err(|e| Refusal::Malformed(e.to_string()))
    }

    /// The message as JSON, ready to send.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// The hash both devices compare: the position's Zobrist key as 16 hex
/// digits (a string, since JSON numbers lose a 64-bit key's low bits in
/// a browser).
pub fn position_hash(position: &Position) -> String {
    format!("{:016x}", position.zobrist())
}
