//! 揭棋 (Jieqi): xiangqi with face-down pieces.
//!
//! The rules, as the common rule sets state them (the 揭棋 rules of
//! 天天象棋 and of the Chinese Xiangqi Association's 揭棋 events, summed
//! up on the Chinese Wikipedia page 揭棋 and on xqbase.com):
//!
//! - The generals stand face up on their usual points. Each side's other
//!   fifteen pieces stand face down (暗子) on the fifteen usual starting
//!   points, in an order no one knows.
//! - A face-down piece moves as the piece whose starting point it stands
//!   on: one on a horse's point moves as a horse, one on a soldier's
//!   point as a soldier. It is turned face up (揭) by its first move and
//!   is from then on the piece it shows (明子).
//! - A face-up advisor or elephant is not held to the palace or to its
//!   own side of the river: it moves one or two points diagonally
//!   anywhere (an elephant's eye still blocks it). Every other rule of
//!   xiangqi holds: checks, the generals' facing, mate and stalemate lose.
//! - A face-down piece that is captured is turned over too, so both
//!   players see what was taken.
//!
//! What a piece turns out to be is drawn from its side's [`Bag`], shuffled
//! once from a recorded seed before the first move: the n-th piece of a
//! side to be turned over is the n-th in its bag. A game therefore replays
//! from its seed and its moves, and reveals the same pieces on two
//! devices that share the seed. Drawing in turn from one shuffled bag is
//! the same, for every player's chances, as shuffling the pieces face down
//! on the board.
//!
//! The [`Position`] holds only what both players see: which points hold
//! face-down pieces, never what they are. A player (or the computer) that
//! is given a position cannot peek; the [`Game`] keeps the bag.

mod bag;
mod game;
mod movegen;
mod position;
mod record;
mod start;
mod token;

pub use bag::{Bag, PIECES_PER_SIDE};
pub use game::{Game, GameEnd, PlayError};
pub use position::{Played, Position};
pub use record::{ParsePlyError, PlyRecord};
pub use start::start_role;
pub use token::Token;
