//! The rule book's theoretical draw (和 (一)) in games between two
//! devices, by link or live: each device asks its own endgame tables, and
//! a drawn verdict ends the game at the first ply that reached the
//! position, moves made after it dropped. The tables are the same on both
//! devices, so the two agree on the game whatever order the verdicts and
//! the moves arrive in.

use xiangqi::{Game, Position};
use xiangqi_tablebase::Material;

/// The position of `game` to ask the tables about: the one on the board,
/// when the game goes on and its ending is one the AI worker solves.
pub fn ending_to_probe(game: &Game) -> Option<String> {
    let pos = game.position();
    let covered = Material::of(pos).is_one_sided();
    (covered && !game.is_over()).then(|| pos.to_fen())
}

/// The plies of `game` to keep when the tables call `fen` drawn: up to
/// the first ply that reached it. `None` when the game is over or never
/// reached it.
pub fn drawn_at(game: &Game, fen: &str) -> Option<usize> {
    if game.is_over() {
        return None;
    }
    let key = Position::from_fen(fen).ok()?.zobrist();
    (0..=game.ply_count()).find(|&ply| game.position_at(ply).is_some_and(|p| p.zobrist() == key))
}
