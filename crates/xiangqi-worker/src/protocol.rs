//! Messages between the page and the AI worker, as JSON strings.
//!
//! Enums use serde's default external tagging (`{"search":{…}}`): an
//! internally tagged enum (`"type":"search"`) must buffer the whole object
//! before it can pick a variant, which makes the app's wasm larger.
//!
//! One definition for both sides: the page's bridge and the worker.

use serde::{Deserialize, Serialize};

/// A request from the page to the worker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Request {
    /// Search the position reached from `fen` after `moves`. With a
    /// `level` this is the AI's move in a game, played from the opening
    /// book while the game is in it (reported as one line at depth 0, the
    /// only report at that depth); without one (a hint) it is always
    /// searched.
    Search {
        /// Matches the answer to the question.
        id: u32,
        /// The game's start position.
        fen: String,
        /// The moves played since, in ICCS (`h2e2`).
        moves: Vec<String>,
        /// The playing level (`None`: full strength).
        level: Option<u8>,
        /// A time budget in milliseconds (the level's own cap still applies).
        movetime_ms: Option<u64>,
        /// A depth cap.
        depth: Option<u32>,
        /// The clocks, when the game is timed (used instead of `movetime_ms`).
        #[serde(default)]
        clock: Option<WireClock>,
        /// The longest this move may take under a per-move limit (步时),
        /// in milliseconds, messaging included: the search stops well
        /// before it whatever the level or the clocks allow.
        #[serde(default)]
        move_cap_ms: Option<u64>,
    },
    /// Analyse the position reached from `fen` after `moves` at full
    /// strength, reporting `lines` lines after every depth and progress in
    /// between, until `depth` or `movetime_ms` is reached. (The page stops
    /// an analysis early by replacing the worker.)
    #[cfg(feature = "worker")]
    Analyse {
        id: u32,
        fen: String,
        moves: Vec<String>,
        /// How many lines (MultiPV), at least 1.
        lines: u8,
        depth: u32,
        movetime_ms: u64,
        /// Solve the endgame tables the position needs first (one
        /// capture away included), so that a covered position is
        /// answered exactly.
        #[serde(default)]
        tables: bool,
    },
    /// The endgame tables' verdict on the position reached from `fen`
    /// after `moves` (solving the ending first if it is one the worker can
    /// solve and has not yet). Answered as a search at depth 0 would be:
    /// with `each_move`, one [`Response::Info`] line per legal move (the
    /// move as the line, its verdict from the mover's view as the score),
    /// then [`Response::Result`] with the tables' best move and the
    /// position's verdict as the score (see [`verdict_score`]); a position
    /// no table covers is answered with [`Response::Error`].
    Probe {
        id: u32,
        fen: String,
        moves: Vec<String>,
        /// Also the verdict of every legal move.
        #[serde(default)]
        each_move: bool,
    },
    /// A position to practise `ending` on (e.g. `KR-KAA`), chosen by
    /// `seed` from its table (solved first if need be): answered with
    /// [`Response::Practice`].
    #[cfg(feature = "worker")]
    Practise {
        id: u32,
        ending: String,
        /// `true`: hold the draw as the defender; else win as the attacker.
        hold: bool,
        seed: u64,
    },
    /// The computer's move at 揭棋 after `plies` (the record's moves with
    /// what each turned over, as `xiangqi_jieqi::PlyRecord` writes them):
    /// what both players know, never the bag. Answered with
    /// [`Response::Result`] (depth 0, no score).
    #[cfg(feature = "worker")]
    Jieqi {
        id: u32,
        plies: Vec<String>,
        /// The app's level, 1..=8.
        level: u8,
        /// The seed of its suppositions.
        seed: u64,
    },
    /// Forget the previous game (clears the hash table).
    NewGame,
}

/// The clocks as the engine sees them: remaining times and increments in
/// milliseconds, and the moves until the time runs out (`Some(1)` in a
/// byo-yomi period).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct WireClock {
    pub wtime: u64,
    pub btime: u64,
    pub winc: u64,
    pub binc: u64,
    pub movestogo: Option<u32>,
}

/// A score for display, from the side to move's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WireScore {
    /// Centipawns.
    Cp(i32),
    /// Mate in this many moves (negative: being mated).
    Mate(i32),
}

impl From<xiangqi_engine::Score> for WireScore {
    fn from(score: xiangqi_engine::Score) -> WireScore {
        match score {
            xiangqi_engine::Score::Cp(c) => WireScore::Cp(c),
            xiangqi_engine::Score::Mate(n) => WireScore::Mate(n),
        }
    }
}

impl From<WireScore> for xiangqi_engine::Score {
    fn from(score: WireScore) -> xiangqi_engine::Score {
        match score {
            WireScore::Cp(c) => xiangqi_engine::Score::Cp(c),
            WireScore::Mate(n) => xiangqi_engine::Score::Mate(n),
        }
    }
}

/// An endgame table's verdict as a score for the side to move (as UCI
/// engines report a table's answer): a win in `n` moves is
/// `Mate(n)`, a loss in `n` is `Mate(-n)` (`Mate(0)`: mated now), a draw
/// is `Cp(0)`.
pub fn verdict_score(p: xiangqi_tablebase::Probe) -> WireScore {
    let n = p.moves_to_mate.unwrap_or(0) as i32;
    match p.result {
        xiangqi_tablebase::Wdl::Win => WireScore::Mate(n),
        xiangqi_tablebase::Wdl::Loss => WireScore::Mate(-n),
        xiangqi_tablebase::Wdl::Draw => WireScore::Cp(0),
    }
}

/// The verdict [`verdict_score`] encodes.
pub fn score_verdict(score: WireScore) -> xiangqi_tablebase::Probe {
    use xiangqi_tablebase::{Probe, Wdl};
    match score {
        WireScore::Mate(n) if n > 0 => Probe {
            result: Wdl::Win,
            moves_to_mate: Some(n.unsigned_abs()),
        },
        WireScore::Mate(n) => Probe {
            result: Wdl::Loss,
            moves_to_mate: Some(n.unsigned_abs()),
        },
        WireScore::Cp(_) => Probe::DRAW,
    }
}

/// A message from the worker to the page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Response {
    /// The worker has loaded and listens.
    Ready,
    /// Progress after one completed iteration.
    Info {
        /// The request this belongs to.
        id: u32,
        /// Depth in plies.
        depth: u32,
        /// Score for the side to move.
        score: WireScore,
        /// Principal variation in ICCS.
        pv: Vec<String>,
        /// Nodes searched so far.
        nodes: u64,
        /// Which line this is (1-based) when several are asked for.
        #[serde(default = "first_line")]
        multipv: u32,
        /// A heartbeat during a long iteration: only `depth` (the depth
        /// being searched) and `nodes` count.
        #[serde(default, skip_serializing_if = "is_false")]
        progress: bool,
    },
    /// The search is over.
    Result {
        /// The request this answers.
        id: u32,
        /// The move to play in ICCS; `None` when there is no legal move.
        best: Option<String>,
        /// Score for the side to move.
        score: WireScore,
        /// Depth reached.
        depth: u32,
    },
    /// Solving the endgame tables a request needs, before serving it:
    /// `done` of `total` tables, the one being solved named.
    #[cfg(feature = "worker")]
    Building {
        id: u32,
        ending: String,
        done: u32,
        total: u32,
    },
    /// Downloading the served table a probe needs (`bytes` long), before
    /// answering it (see `crate::download`).
    #[cfg(feature = "worker")]
    Downloading { id: u32, ending: String, bytes: u64 },
    /// The answer to [`Request::Practise`]: the position (none when the
    /// ending cannot be solved here or has no such position).
    #[cfg(feature = "worker")]
    Practice { id: u32, fen: Option<String> },
    /// The request could not be served.
    Error {
        /// The request it concerns (0 when unknown).
        id: u32,
        /// What went wrong.
        message: String,
    },
}

fn first_line() -> u32 {
    1
}

fn is_false(b: &bool) -> bool {
    !b
}

impl Request {
    /// The JSON text posted to the worker.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

impl Response {
    /// The JSON text posted back to the page.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_round_trip_through_json() {
        let r = Request::Search {
            id: 7,
            fen: "4k4/9/9/9/9/9/9/9/9/4K4 w".into(),
            moves: vec!["e0e1".into()],
            level: Some(3),
            movetime_ms: None,
            depth: Some(4),
            clock: Some(WireClock {
                wtime: 60_000,
                btime: 5_000,
                winc: 2_000,
                binc: 2_000,
                movestogo: None,
            }),
            move_cap_ms: Some(10_000),
        };
        let text = r.to_json();
        assert!(text.starts_with("{\"search\":"));
        assert_eq!(serde_json::from_str::<Request>(&text).ok(), Some(r));
    }

    #[cfg(feature = "worker")]
    #[test]
    fn analysis_requests_and_lines_round_trip() {
        let r = Request::Analyse {
            id: 3,
            fen: "4k4/9/9/9/9/9/9/9/9/4K4 w".into(),
            moves: vec![],
            lines: 3,
            depth: 40,
            movetime_ms: 600_000,
            tables: true,
        };
        assert_eq!(serde_json::from_str::<Request>(&r.to_json()).ok(), Some(r));
        let line = Response::Info {
            id: 3,
            depth: 9,
            score: WireScore::Cp(-31),
            pv: vec!["h2e2".into()],
            nodes: 1000,
            multipv: 2,
            progress: false,
        };
        assert_eq!(
            serde_json::from_str::<Response>(&line.to_json()).ok(),
            Some(line)
        );
        // An older worker's info (no line number) is the first line.
        let old = r#"{"info":{"id":1,"depth":2,"score":{"cp":5},"pv":[],"nodes":9}}"#;
        assert!(matches!(
            serde_json::from_str::<Response>(old),
            Ok(Response::Info {
                multipv: 1,
                progress: false,
                ..
            })
        ));
    }

    #[test]
    fn table_verdicts_travel_as_scores() {
        use xiangqi_tablebase::{Probe, Wdl};
        for p in [
            Probe::DRAW,
            Probe::from_plies(0),
            Probe::from_plies(1),
            Probe::from_plies(8),
            Probe::from_plies(63),
        ] {
            assert_eq!(score_verdict(verdict_score(p)), p, "{p}");
        }
        assert_eq!(verdict_score(Probe::from_plies(0)), WireScore::Mate(0));
        assert_eq!(score_verdict(WireScore::Cp(0)).result, Wdl::Draw);
    }

    #[test]
    fn responses_round_trip_through_json() {
        let r = Response::Result {
            id: 1,
            best: Some("h2e2".into()),
            score: WireScore::Mate(-2),
            depth: 5,
        };
        assert_eq!(serde_json::from_str::<Response>(&r.to_json()).ok(), Some(r));
    }
}
