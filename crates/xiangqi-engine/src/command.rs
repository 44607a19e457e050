//! The commands a GUI sends, whatever protocol it speaks.
//!
//! UCI and UCCI say the same things in different words: each dialect
//! ([`crate::uci`], [`crate::ucci`]) turns a line into a [`Command`], and
//! [`crate::frontend`] carries it out. The parsing pieces both dialects
//! share (positions, moves, depths) live here too, so an error reads the
//! same in either.

use std::path::PathBuf;

use xiangqi::{Color, Move, Position};

use crate::levels::{level_by_number, levels};
use crate::tt::MAX_MIB;
use crate::Limits;

/// The most lines the front end analyses at once (UCI's `MultiPV`).
pub const MAX_MULTIPV: usize = 8;

/// One command, already checked.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// `uci` or `ucci`: identify the engine and list its options.
    Hello,
    /// `isready`.
    IsReady,
    /// A new game begins (`ucinewgame`, UCCI's `setoption newgame`).
    NewGame,
    /// Change an engine option.
    SetOption(EngineOption),
    /// Set the position: a start and the moves played from it.
    Position {
        /// The start position.
        start: Position,
        /// The moves played since, all legal.
        moves: Vec<Move>,
    },
    /// Moves the next search must not play (UCCI).
    BanMoves(Vec<Move>),
    /// Start a search.
    Go(Go),
    /// Report the static evaluation only and play nothing (UCCI's
    /// `go depth 0`).
    StaticEval,
    /// The opponent played the expected move: the ponder search becomes
    /// a real one (UCCI's `ponderhit`, with `draw` when a draw is offered).
    PonderHit {
        /// The opponent offers a draw.
        draw: bool,
    },
    /// Stop the search and answer.
    Stop,
    /// What the engine knows of a position (UCCI's `probe`); `None` is
    /// the current position.
    Probe(Option<(Position, Vec<Move>)>),
    /// Show the board (`d`).
    Display,
    /// Search the bench positions to this depth.
    Bench(u32),
    /// Count the leaves of the move tree to this depth.
    Perft(u32),
    /// Leave.
    Quit,
}

/// An engine option with its checked value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineOption {
    /// Transposition table size in MiB.
    Hash(usize),
    /// Playing level (the last one is full strength).
    Level(u8),
    /// Seed of the levels' randomness.
    Seed(u64),
    /// Empty the transposition table.
    ClearHash,
    /// How many lines to analyse and report (UCI's `MultiPV`).
    MultiPv(usize),
    /// Play game moves from the opening book (UCI's `OwnBook`, UCCI's
    /// `usebook`).
    OwnBook(bool),
    /// The folder of endgame table files (UCI's `TablebasePath`); `None`
    /// for no tables.
    TablebasePath(Option<PathBuf>),
    /// Evaluate with the built-in learned network (UCI's `Use NNUE`,
    /// UCCI's `usennue`); off, with the hand-written evaluation alone.
    UseNetwork(bool),
}

/// A `go` command.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Go {
    /// Limits that do not depend on who moves (depth, nodes, move time,
    /// UCI's red and black clocks).
    pub limits: Limits,
    /// The clock of the side to move (UCCI's `time`, `increment`,
    /// `movestogo`).
    pub own: Option<Clock>,
    /// The opponent's clock (UCCI's `opptime`, `oppincrement`,
    /// `oppmovestogo`).
    pub opponent: Option<Clock>,
    /// Think on the opponent's time: no clock runs until `ponderhit`, and
    /// the answer waits for `stop` or `ponderhit`.
    pub ponder: bool,
    /// The opponent offers a draw with this move.
    pub draw_offered: bool,
}

/// One side's clock, in milliseconds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Clock {
    /// Time left.
    pub time_ms: u64,
    /// Added after each move.
    pub increment_ms: u64,
    /// Moves to play before the next time control, if any.
    pub movestogo: Option<u32>,
}

impl Go {
    /// The limits for a search where `us` is to move: clocks given as
    /// "own" and "opponent" are put on the right colours.
    pub fn limits_for(&self, us: Color) -> Limits {
        let mut limits = self.limits.clone();
        let mut put = |side: Color, clock: &Clock| match side {
            Color::Red => {
                limits.wtime = Some(clock.time_ms);
                limits.winc = Some(clock.increment_ms);
            }
            Color::Black => {
                limits.btime = Some(clock.time_ms);
                limits.binc = Some(clock.increment_ms);
            }
        };
        if let Some(c) = &self.opponent {
            put(us.other(), c);
        }
        if let Some(c) = &self.own {
            put(us, c);
        }
        if let Some(m) = self.own.and_then(|c| c.movestogo) {
            limits.movestogo = Some(m);
        }
        limits
    }
}

/// Reads `startpos | fen <FEN>` followed by `moves <m>...`.
pub fn parse_position(args: &[&str]) -> Result<(Position, Vec<Move>), String> {
    let mpos = args.iter().position(|&a| a == "moves");
    let head = &args[..mpos.unwrap_or(args.len())];
    let start = match head.first() {
        Some(&"startpos") if head.len() == 1 => Position::startpos(),
        Some(&"fen") if head.len() > 1 => {
            Position::from_fen(&head[1..].join(" ")).map_err(|e| format!("bad FEN: {e}"))?
        }
        _ => return Err("position: expected 'startpos' or 'fen <FEN>'".to_string()),
    };
    let moves = parse_moves(&start, mpos.map_or(&[][..], |p| &args[p + 1..]))?;
    Ok((start, moves))
}

/// Reads moves in ICCS coordinates (`h2e2`) played one after the other
/// from `start`; each must be legal.
pub fn parse_moves(start: &Position, words: &[&str]) -> Result<Vec<Move>, String> {
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(words.len());
    for s in words {
        let m: Move = s.parse().map_err(|_| format!("malformed move '{s}'"))?;
        pos = pos.play(m).map_err(|_| format!("illegal move '{s}'"))?;
        moves.push(m);
    }
    Ok(moves)
}

/// Reads the optional depth of `bench`.
pub fn parse_bench(args: &[&str]) -> Result<u32, String> {
    match args.first().map(|d| d.parse::<u32>()) {
        None => Ok(crate::bench::DEFAULT_DEPTH),
        Some(Ok(d)) if (1..=30).contains(&d) => Ok(d),
        _ => Err("bench: expected a depth 1..30".to_string()),
    }
}

/// Reads the depth of `go perft`.
pub fn parse_perft(args: &[&str]) -> Result<u32, String> {
    match args.first().map(|d| d.parse::<u32>()) {
        Some(Ok(d)) if d <= 8 => Ok(d),
        _ => Err("go perft: expected a depth 0..8".to_string()),
    }
}

/// Checks a hash size in MiB; `label` names the option in the message.
pub fn hash_option(label: &str, value: Option<&str>) -> Result<EngineOption, String> {
    match value.map(str::parse::<usize>) {
        Some(Ok(v)) if (1..=MAX_MIB).contains(&v) => Ok(EngineOption::Hash(v)),
        _ => Err(format!("setoption {label}: expected a value 1..{MAX_MIB}")),
    }
}

/// Checks a level number; `label` names the option in the message.
pub fn level_option(label: &str, value: Option<&str>) -> Result<EngineOption, String> {
    match value.map(str::parse::<u8>) {
        Some(Ok(v)) if level_by_number(v).is_some() => Ok(EngineOption::Level(v)),
        _ => Err(format!(
            "setoption {label}: expected a value 1..{}",
            levels().len()
        )),
    }
}

/// Reads a true/false switch; `label` names the option in the message.
fn on_off(label: &str, value: Option<&str>) -> Result<bool, String> {
    match value.map(str::to_ascii_lowercase).as_deref() {
        Some("true" | "on") => Ok(true),
        Some("false" | "off") => Ok(false),
        _ => Err(format!("setoption {label}: expected true or false")),
    }
}

/// Checks the opening book's switch; `label` names the option.
pub fn book_option(label: &str, value: Option<&str>) -> Result<EngineOption, String> {
    on_off(label, value).map(EngineOption::OwnBook)
}

/// Checks the learned evaluation's switch; `label` names the option.
pub fn network_option(label: &str, value: Option<&str>) -> Result<EngineOption, String> {
    on_off(label, value).map(EngineOption::UseNetwork)
}

/// Reads a folder of table files: empty (or UCI's `<empty>`) for none.
pub fn tablebase_option(value: Option<&str>) -> EngineOption {
    let path = value.map(str::trim).unwrap_or("");
    EngineOption::TablebasePath(
        (!path.is_empty() && path != "<empty>").then(|| PathBuf::from(path)),
    )
}

/// Checks a seed; `label` names the option in the message.
pub fn seed_option(label: &str, value: Option<&str>) -> Result<EngineOption, String> {
    match value.map(str::parse::<u64>) {
        Some(Ok(v)) => Ok(EngineOption::Seed(v)),
        _ => Err(format!("setoption {label}: expected a number")),
    }
}

/// Checks a number of lines 1..=[`MAX_MULTIPV`]; `label` names the
/// option in the message.
pub fn multipv_option(label: &str, value: Option<&str>) -> Result<EngineOption, String> {
    match value.map(str::parse::<usize>) {
        Some(Ok(v)) if (1..=MAX_MULTIPV).contains(&v) => Ok(EngineOption::MultiPv(v)),
        _ => Err(format!(
            "setoption {label}: expected a value 1..{MAX_MULTIPV}"
        )),
    }
}

/// Reads the number after a `go` parameter.
pub fn number_after(args: &[&str], i: usize) -> Result<u64, String> {
    args.get(i + 1)
        .and_then(|v| v.parse::<i64>().ok())
        .map(|v| v.max(0) as u64)
        .ok_or(format!("go: '{}' needs a number", args[i]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn own_and_opponent_clocks_land_on_the_right_colours() {
        let go = Go {
            own: Some(Clock {
                time_ms: 60_000,
                increment_ms: 1_000,
                movestogo: Some(20),
            }),
            opponent: Some(Clock {
                time_ms: 30_000,
                increment_ms: 500,
                movestogo: None,
            }),
            ..Go::default()
        };
        let red = go.limits_for(Color::Red);
        assert_eq!((red.wtime, red.winc), (Some(60_000), Some(1_000)));
        assert_eq!((red.btime, red.binc), (Some(30_000), Some(500)));
        assert_eq!(red.movestogo, Some(20));
        let black = go.limits_for(Color::Black);
        assert_eq!((black.btime, black.binc), (Some(60_000), Some(1_000)));
        assert_eq!((black.wtime, black.binc), (Some(30_000), Some(1_000)));
    }

    #[test]
    fn positions_and_their_errors() {
        let (start, moves) = parse_position(&["startpos", "moves", "h2e2", "h9g7"]).unwrap();
        assert_eq!(start, Position::startpos());
        assert_eq!(moves.len(), 2);
        assert!(parse_position(&["fen", "xyz", "w"])
            .unwrap_err()
            .starts_with("bad FEN"));
        assert_eq!(
            parse_position(&["startpos", "moves", "h2e2", "h2e2"]).unwrap_err(),
            "illegal move 'h2e2'"
        );
        assert_eq!(
            parse_position(&["startpos", "moves", "zz99"]).unwrap_err(),
            "malformed move 'zz99'"
        );
        assert!(parse_position(&[]).unwrap_err().starts_with("position:"));
    }

    #[test]
    fn option_values_are_checked() {
        assert_eq!(hash_option("Hash", Some("8")), Ok(EngineOption::Hash(8)));
        assert!(hash_option("Hash", Some("0")).is_err());
        assert_eq!(level_option("Level", Some("1")), Ok(EngineOption::Level(1)));
        assert!(level_option("Level", Some("99")).is_err());
        assert_eq!(seed_option("Seed", Some("7")), Ok(EngineOption::Seed(7)));
        assert_eq!(
            tablebase_option(Some("target/tablebase")),
            EngineOption::TablebasePath(Some(PathBuf::from("target/tablebase")))
        );
        assert_eq!(
            tablebase_option(Some("<empty>")),
            EngineOption::TablebasePath(None)
        );
        assert_eq!(tablebase_option(None), EngineOption::TablebasePath(None));
        assert!(seed_option("Seed", None).is_err());
        assert_eq!(
            multipv_option("MultiPV", Some("3")),
            Ok(EngineOption::MultiPv(3))
        );
        assert!(multipv_option("MultiPV", Some("0")).is_err());
        assert!(multipv_option("MultiPV", Some("9")).is_err());
        assert_eq!(parse_bench(&[]), Ok(crate::bench::DEFAULT_DEPTH));
        assert!(parse_perft(&["9"]).is_err());
    }
}
