//! Xiangqi (Chinese chess) rules: board, pieces, FEN, legal move
//! generation, check and game end detection, Zobrist hashing and perft.
//!
//! Coordinates are ICCS: files `a`..`i` from Red's left, ranks `0`..`9`
//! from Red's side. Moves are written like `h2e2`.
//!
//! ```
//! use xiangqi::{perft, Color, Move, Position};
//!
//! let pos = Position::startpos();
//! assert_eq!(pos.side_to_move(), Color::Red);
//! assert_eq!(pos.legal_moves().len(), 44);
//!
//! // The central cannon opening.
//! let m: Move = "h2e2".parse().unwrap();
//! let mut pos = pos.play(m).unwrap();
//! assert_eq!(pos.side_to_move(), Color::Black);
//! assert!(!pos.is_check());
//!
//! assert_eq!(perft(&mut pos, 1), pos.legal_moves().len() as u64);
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod attack_pattern;
mod attacks;
mod by_color;
pub mod clock;
mod color;
mod fen;
pub mod formats;
pub mod game;
mod movegen;
mod movelist;
mod mv;
mod notation;
mod outcome;
mod perft;
mod piece;
mod position;
pub mod record;
pub mod repetition;
mod role;
mod setup;
mod square;
mod tables;
pub mod tree;
pub mod zobrist;

pub use attack_pattern::{AttackPattern, MoveKind};
pub use by_color::ByColor;
pub use clock::{
    ClockReading, ClockSnapshot, Clocks, Flagged, GameTime, ParseTimeControlError, Preset,
    SideTime, TimeControl,
};
pub use color::Color;
pub use fen::FenError;
pub use formats::{detect, Format, ImportError, ImportErrorKind, Part, SetupError, XqfOptions};
pub use game::{Game, GameOver, UndoError, COUNTED_CHECKS, MOVE_LIMIT_PLIES};
pub use movegen::GenKind;
pub use movelist::{MoveList, MAX_MOVES};
pub use mv::{Move, ParseMoveError};
pub use notation::{
    ChineseStyle, Notation, NotationError, ParseNotationError, Script, VietnameseForm,
};
pub use outcome::{Outcome, ParseReasonError, Reason};
pub use perft::{perft, perft_divide};
pub use piece::Piece;
pub use position::{IllegalMove, Position, Undo, START_FEN};
pub use record::{GameRecord, ParseResultError, RecordError, RecordResult, Tags};
pub use repetition::{judge_cycle, PerpetualKind, PerpetualWarning, RepetitionVerdict, SquareSet};
pub use role::Role;
pub use setup::{Setup, SetupProblem};
pub use square::{ParseSquareError, Square, SquareIter, FILES, RANKS};
pub use tree::{
    GameTree, Mark, Node, NodeId, ParseMarkError, Preorder, TreeError, Walk, MAX_INPUT_BYTES,
    MAX_NODES, MAX_VARIATION_DEPTH,
};
