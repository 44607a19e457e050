//! Xiangqi endgame tablebases, made by retrograde analysis over the rules
//! crate [`xiangqi`]: for every position of an ending, whether the side to
//! move wins, draws or loses, and how many moves the mate takes.
//!
//! # Endings
//!
//! An ending is a [`Material`] signature such as `KR-KAAEE`: the strong
//! side's general and pieces, a dash, the weak side's (see [`Material`]
//! for the letters). A table is made with the
//! strong side as Red and answers the colour-reversed positions too, by
//! mirroring the ranks and swapping the colours.
//!
//! Only endings where one side has no attacking piece (no chariot, horse,
//! cannon or soldier: only its general, advisors and elephants) are
//! supported; others are refused with [`Error::BothAttack`].
//!
//! # What the numbers mean
//!
//! The rules are the rules crate's, move for move: its legal move
//! generator (the flying general included) and its verdicts, checkmate
//! and stalemate (困毙) both losing for the side to move. A [`Probe`]
//! gives the result for the side to move and `moves_to_mate`: for a win,
//! the side to move's own moves up to and including the mating move; for
//! a loss, the opponent's moves until it mates. The winner takes the
//! fastest mate, the loser the longest defence. Captures into a smaller
//! ending are answered by that ending's table, solved first.
//!
//! # Repetition and the move limit
//!
//! Tables know nothing of repetition. For the endings they cover, where
//! one side has only its general, advisors and elephants, that is exact
//! where it matters:
//!
//! - A win or a loss is a forced mate along a line whose distance falls
//!   with every ply: it never repeats a position, so no ruling on a cycle
//!   can stand in its way.
//! - A draw means the attacking side cannot force mate. The defending side
//!   has no piece that crosses the river, so it can never give check; a
//!   cycle of such a draw is a plain draw under the rule book as long as
//!   the attacker does not check or chase throughout it (a perpetual
//!   check would lose it the game, and a table assumes it varies).
//!
//! One reservation: the defender's advisors and elephants can attack an
//! attacking piece that comes onto their half, and the rules crate's
//! rulings on cycles count an attack on an unprotected piece as a chase.
//! A table does not model that ruling; a drawn line in which the defender
//! could only hold by chasing the same piece for ever would be judged
//! otherwise by the rule book.
//!
//! Endings with attacking pieces on both sides are refused
//! ([`Error::BothAttack`]): there both sides can check and chase, and the
//! rulings on those cycles decide results that a table of mate distances
//! cannot hold.
//!
//! The natural move limit (60 moves each without a capture) is not
//! applied either: a mate longer than that is still a win in the table.
//!
//! # Building
//!
//! `cargo xtask tablebase build [ENDINGS…] [--out DIR]` solves endings
//! into `target/tablebase/` (with every smaller ending a capture leads
//! to), `cargo xtask tablebase check …` reads them back and proves each
//! verdict against the rules ([`verify`]).
//!
//! # Tables
//!
//! Positions are numbered compactly (each piece kind only on the points it
//! can reach, two advisors or elephants as an unordered pair, the
//! left-right mirror folded away) and stored one byte each; a table file
//! deflates them and ends in a checksum ([`mod@format`]).
//!
//! ```
//! use xiangqi::Position;
//! use xiangqi_tablebase::{Tablebase, Wdl};
//!
//! let mut tb = Tablebase::new();
//! // Builds KP-K, and first K-K (the soldier taken).
//! tb.build("KP-K".parse().unwrap(), &mut |_, _| {}).unwrap();
//! // A soldier on Black's back rank cannot mate a bare general.
//! let low = Position::from_fen("P2k5/9/9/9/9/9/9/9/9/4K4 w").unwrap();
//! assert_eq!(tb.probe(&low).unwrap().result, Wdl::Draw);
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod error;
pub mod format;
mod index;
mod material;
mod points;
mod practice;
mod served;
mod solve;
mod table;
mod tablebase;
mod unmove;
mod value;
mod verify;

pub use error::Error;
pub use format::{file_name, FormatError, FORMAT_VERSION};
pub use index::{Indexer, BROWSER_SOLVES_AT_MOST};
pub use material::{
    is_attacking, lone_attacker_endings, Army, Material, ParseMaterialError, ROLES,
};
pub use practice::Task;
pub use served::{sha256, Refused, ServedIndex, ServedTable, INDEX_FILE};
pub use table::{Stats, Table};
pub use tablebase::{MoveVerdict, Tablebase};
pub use value::{Probe, Wdl, MAX_PLIES};
pub use verify::verify;
