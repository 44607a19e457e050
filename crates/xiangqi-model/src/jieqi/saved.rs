//! A 揭棋 game as stored, and as a record to share.

use serde::{Deserialize, Serialize};
use xiangqi::Color;

use super::{JieqiEnd, JieqiOpponent, JieqiTable};

/// A game in progress or just ended, as stored: its seed and moves are
/// the whole game (see `xiangqi_jieqi::Game::replay`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedJieqi {
    /// The bag's seed (below 2^53, exact in JSON).
    pub seed: u64,
    /// The moves, each with what it turned over (`h2e2=R`).
    pub plies: Vec<String>,
    pub opponent: JieqiOpponent,
    /// The side that resigned, if one did.
    #[serde(default)]
    pub resigned: Option<Color>,
}

/// The game's record: PGN's layout, with the variant and the bag's seed
/// in its tags and each move written with what it turned over, so that
/// the game can be replayed and checked against its seed.
pub fn record_text(table: &JieqiTable) -> String {
    let result = match table.end().map(JieqiEnd::winner) {
        Some(Some(Color::Red)) => "1-0",
        Some(Some(Color::Black)) => "0-1",
        Some(None) => "1/2-1/2",
        None => "*",
    };
    let mut text = format!(
        "[Game \"Chinese Chess\"]\n[Variant \"Jieqi\"]\n[JieqiSeed \"{}\"]\n[Result \"{result}\"]\n\n",
        table.game().seed()
    );
    let mut line = String::new();
    for (i, ply) in table.game().plies().iter().enumerate() {
        if i % 2 == 0 {
            line.push_str(&format!("{}. ", i / 2 + 1));
        }
        line.push_str(&ply.to_string());
        line.push(' ');
    }
    line.push_str(result);
    text.push_str(&line);
    text.push('\n');
    text
}
