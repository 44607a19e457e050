//! PGN text, for game trees ([`Format::Pgn`](crate::Format::Pgn)) and for
//! the app's own records ([`GameRecord`](crate::GameRecord)): one lexer,
//! one reader and one writer. A record's main line is the main line a tree
//! reads from the same text; the record adds only its rules (one game per
//! text, variations passed over) and its spelling of moves.

mod lexer;
mod read;
mod record;
pub(crate) mod tree;
mod word;
mod write;
