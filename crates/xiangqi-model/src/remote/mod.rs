//! A game between two devices, each player on their own (see
//! [`RemoteGame`]). The two devices talk through a direct connection or
//! through links sent by hand; either way the other device is not
//! trusted: everything it says is read by [`PeerMessage::read`] (size and
//! form) and then checked by [`RemoteGame::receive`] against the game
//! (the move number, a legal move, the hash of the position after it)
//! before it changes anything. A message that fails a check is refused
//! with a [`Refusal`] and the game is unchanged.
//!
//! Clocks: each move carries the time its player spent on it, measured on
//! that player's own device. Both devices replay the same list of times,
//! so they show the same clocks; only the running turn is measured
//! locally. A player's own device declares that player's flag fall (it
//! started the turn when the move arrived, so the time in transit is not
//! charged); the other device accepts that only if its own reading agrees
//! within [`FLAG_TOLERANCE_MS`], and claims the flag itself once the
//! opponent is [`CLAIM_GRACE_MS`] past it (an opponent whose device has
//! gone away still loses on time).

mod code;
mod game;
mod link_game;
mod link_games;
mod message;
pub mod theoretical;

pub use code::{CodeError, CodeKind, ConnectionCode, CODE_LIFETIME_S};
pub use game::{
    RemoteEffect, RemoteGame, RemoteState, StoredRemoteGame, CLAIM_GRACE_MS, FLAG_TOLERANCE_MS,
};
pub use link_game::{requested, LinkGame, LinkGameError, LinkVerdict, MAX_LINK_PLIES};
pub use link_games::{LinkGames, Opened, StoredLink, KEPT_LINK_GAMES};
pub use message::{position_hash, PeerMessage, Refusal, MAX_MESSAGE_BYTES, PROTOCOL};
