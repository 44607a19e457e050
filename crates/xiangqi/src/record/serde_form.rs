//! Serde support: a record is stored as its tags, the start FEN, the moves
//! in ICCS and the result. Reading it back checks the FEN and the moves'
//! spelling; legality is left to whoever replays the record.

use serde::{Deserialize, Serialize};

use super::result::RecordResult;
use super::tags::Tags;
use super::GameRecord;
use crate::mv::Move;
use crate::position::Position;

#[derive(Serialize, Deserialize)]
pub(super) struct RecordData {
    tags: Tags,
    fen: String,
    moves: Vec<String>,
    result: RecordResult,
}

impl From<GameRecord> for RecordData {
    fn from(r: GameRecord) -> RecordData {
        RecordData {
            tags: r.tags,
            fen: r.start.to_fen(),
            moves: r.moves.iter().map(Move::to_string).collect(),
            result: r.result,
        }
    }
}

impl TryFrom<RecordData> for GameRecord {
    type Error = String;
    fn try_from(d: RecordData) -> Result<GameRecord, String> {
        let start = Position::from_fen(&d.fen).map_err(|e| format!("bad FEN {:?}: {e}", d.fen))?;
        let moves = d
            .moves
            .iter()
            .map(|m| m.parse::<Move>().map_err(|e| format!("{m:?}: {e}")))
            .collect::<Result<Vec<Move>, String>>()?;
        Ok(GameRecord {
            tags: d.tags,
            start,
            moves,
            result: d.result,
        })
    }
}
