//! Repetition rulings checked against published rulings: the Asian Xiangqi
//! Federation's rule book and its diagrams, the Chinese rules' examples,
//! and Fairy-Stockfish's test suite (an independent implementation whose
//! tests cite AXF diagrams) and its rulings on constructed cases. Each
//! case names its source. Positions are written as FEN with ICCS
//! coordinates (files a..i from Red's left, ranks 0..9 from Red's side).

mod axf;
mod chinese;
mod fairy_stockfish;
mod history;
mod play;
