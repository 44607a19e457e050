//! Xiangqi endgame tablebases, made by retrograde analysis over the rules
//! crate [`xiangqi`]: for every position of an ending, whether the side to
//! move wins, draws or loses, and how many moves the mate takes.
//!
//! # Endings
//!
//! An ending is a [`Material`] signature such as `KR-KAAEE`: the strong
//! side's general and pieces, a dash, the weak side's (see
//! [`material`](Material) for the letters). A table is made with the
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
//! A table ignores the repetition rules, and for the endings it covers
//! that is exact for wins and losses: a forced mate follows a path whose
//! distance falls at every ply, so it never repeats a position, and no
//! ruling on a cycle can stand in its way. A draw means that the attacking
//! side cannot force mate; the defending side, having no piece that can
//! cross the river, can never give check, so it can never be forced into
//! a perpetual check either. (Its advisors and elephants can attack an
//! attacker standing on its own half, which the rule book could count as
//! a chase in a cycle; the defender is never obliged to repeat such an
//! attack to hold a draw by these tables' own logic, which does not know
//! of chases — a table's draw is "the attacker cannot force mate".)
//! Endings with attacking pieces on both sides are out of scope: there
//! perpetual checks and chases by both sides decide real results.
//!
//! The natural move limit (60 moves each without a capture) is not
//! applied: a mate longer than that is still a win in the table.
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
mod solve;
mod table;
mod tablebase;
mod unmove;
mod value;
mod verify;

pub use error::Error;
pub use format::{file_name, FormatError, FORMAT_VERSION};
pub use index::Indexer;
pub use material::{is_attacking, Army, Material, ParseMaterialError, ROLES};
pub use table::{Stats, Table};
pub use tablebase::{MoveVerdict, Tablebase};
pub use value::{Probe, Wdl, MAX_PLIES};
pub use verify::verify;
