//! 揭棋 (Jieqi): xiangqi with face-down pieces.
//!
//! The rules, as 揭棋 is commonly played (on 天天象棋, and as open
//! implementations encode it, for example the `jieqi` package of
//! <https://github.com/tangyouze/xiangqi-ralph-test>):
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
//! - What a face-down piece that is taken shows differs between rule
//!   sets: on 天天象棋 its captor alone sees it, and
//!   <https://github.com/wenpinglaoyao/jieqiGame> shows it to no one. Here
//!   it is turned over for both players to see: two players at one
//!   screen see the same things, and the computer then knows no more
//!   than its opponent.
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
