//! The UCCI dialect (中国象棋通用引擎协议, version 3.0): how UCCI commands
//! read and how the answers are written. [`crate::frontend`] carries the
//! commands out; what UCCI shares with UCI (positions, moves, searches)
//! is the same [`Command`].
//!
//! Where UCCI differs from UCI:
//!
//! * options are one lowercase word: `option hashsize type spin ...`
//!   and `setoption hashsize 32` (no `name`/`value`);
//! * clocks are the mover's and the opponent's, not Red's and Black's:
//!   `go time T increment I opptime T2 oppincrement I2`, or
//!   `go time T movestogo N`;
//! * **time units**: version 3.0 counts `go` times in seconds unless the
//!   GUI switches the engine to milliseconds with `setoption usemillisec
//!   true`. The engine offers `usemillisec` (the specification asks every
//!   engine to), so the GUIs that know it send milliseconds, and those
//!   that never set it are still read in seconds as they mean;
//! * `banmoves` forbids moves for the next search (cleared by
//!   `position`); `probe` answers `pophash` from the hash table;
//! * `go draw` offers a draw and `bestmove` may end with `draw` (accepted)
//!   or `resign`; `nobestmove` when there is nothing to play;
//! * `go infinite` and `go ponder` answer after `stop` (or, for ponder,
//!   search again under the clock at `ponderhit`);
//! * `quit` is answered with `bye`; `stop` while idle with `nobestmove`;
//! * `setoption multipv N` (1–8) analyses the N best moves; each line
//!   after the first says `multipv K` as UCI does;
//! * `setoption tablebasepath DIR` reads endgame tables from `DIR`, as
//!   UCI's `TablebasePath`;
//! * `setoption usennue false` plays with the hand-written evaluation
//!   alone, as UCI's `Use NNUE`;
//! * `setoption batch true` makes the engine finish each search before it
//!   reads the next command.
//!
//! Errors are reported as `info message error: ...` (UCCI's line for text
//! meant for the user) and the engine keeps running.

use crate::command::{
    book_option, hash_option, level_option, multipv_option, network_option, number_after,
    parse_bench, parse_perft, parse_position, seed_option, tablebase_option, Clock, Command,
    EngineOption, Go, MAX_MULTIPV,
};
use crate::levels::levels;
use crate::score::MATE;
use crate::tt::{Bound, Hit, DEFAULT_MIB, MAX_MIB};
use crate::{Score, SearchInfo, SearchOutcome};

/// A forced mate is shown as this minus the plies to mate, negative when
/// the engine is mated: far outside any material score.
pub const MATE_DISPLAY: i32 = 10_000;

/// A draw offer is accepted when the engine's score is at most this many
/// centipawns (it does not expect to win).
pub const ACCEPT_DRAW_AT_CP: i32 = 0;

/// What the dialect remembers between lines.
#[derive(Debug, Clone, Copy, Default)]
pub struct Reader {
    millis: bool,
    batch: bool,
}

impl Reader {
    /// Whether `go` times are read in milliseconds (else seconds).
    pub fn millis(&self) -> bool {
        self.millis
    }

    /// Whether each search ends before the next command is read.
    pub fn batch(&self) -> bool {
        self.batch
    }

    /// Reads one UCCI line; `Ok(None)` when nothing is left to do (a blank
    /// line, or a setting of the dialect itself).
    pub fn parse(&mut self, line: &str) -> Result<Option<Command>, String> {
        let mut parts = line.split_whitespace();
        let Some(cmd) = parts.next() else {
            return Ok(None);
        };
        let args: Vec<&str> = parts.collect();
        let command = match cmd {
            "ucci" => Command::Hello,
            "isready" => Command::IsReady,
            "setoption" => return self.setoption(&args),
            "position" => {
                let (start, moves) = parse_position(&args)?;
                Command::Position { start, moves }
            }
            "banmoves" => Command::BanMoves(parse_bans(&args)?),
            "go" if args.first() == Some(&"perft") => Command::Perft(parse_perft(&args[1..])?),
            "go" => self.go(&args)?,
            "ponderhit" => match args.as_slice() {
                [] => Command::PonderHit { draw: false },
                ["draw"] => Command::PonderHit { draw: true },
                _ => return Err("ponderhit: expected nothing or 'draw'".to_string()),
            },
            "stop" => Command::Stop,
            "probe" if args.is_empty() => Command::Probe(None),
            "probe" => Command::Probe(Some(parse_position(&args)?)),
            "d" => Command::Display,
            "bench" => Command::Bench(parse_bench(&args)?),
            "quit" => Command::Quit,
            other => return Err(format!("unknown command '{other}'")),
        };
        Ok(Some(command))
    }

    /// `setoption <name> [<value>]`; the UCI form `setoption name <name>
    /// value <value>` is read too.
    fn setoption(&mut self, args: &[&str]) -> Result<Option<Command>, String> {
        let words: Vec<&str> = args
            .iter()
            .copied()
            .filter(|&w| w != "name" && w != "value")
            .collect();
        let Some((name, rest)) = words.split_first() else {
            return Err("setoption: missing option name".to_string());
        };
        let value = (!rest.is_empty()).then(|| rest.join(" "));
        let value = value.as_deref();
        let option = match name.to_ascii_lowercase().as_str() {
            "usemillisec" => {
                self.millis = check_value("usemillisec", value)?;
                return Ok(None);
            }
            "batch" => {
                self.batch = check_value("batch", value)?;
                return Ok(None);
            }
            "newgame" => return Ok(Some(Command::NewGame)),
            // 0 asks the engine to choose.
            "hashsize" if value == Some("0") => EngineOption::Hash(DEFAULT_MIB),
            "hashsize" => hash_option("hashsize", value)?,
            "level" => level_option("level", value)?,
            "seed" => seed_option("seed", value)?,
            "multipv" => multipv_option("multipv", value)?,
            "usebook" => book_option("usebook", value)?,
            "tablebasepath" => tablebase_option(value),
            "usennue" => network_option("usennue", value)?,
            "clearhash" => EngineOption::ClearHash,
            other => return Err(format!("setoption: unknown option '{other}' (ignored)")),
        };
        Ok(Some(Command::SetOption(option)))
    }

    /// `go [ponder | draw] <mode>`, the mode being `depth D`, `nodes N`,
    /// `infinite`, or `time T [movestogo N | increment I] [opptime T2
    /// [oppmovestogo N2 | oppincrement I2]]`.
    fn go(&self, args: &[&str]) -> Result<Command, String> {
        let mut go = Go::default();
        let mut i = 0;
        match args.first() {
            Some(&"ponder") => {
                go.ponder = true;
                i = 1;
            }
            Some(&"draw") => {
                go.draw_offered = true;
                i = 1;
            }
            _ => {}
        }
        let unit = if self.millis { 1 } else { 1000 };
        let (mut own, mut opponent) = (None::<Clock>, None::<Clock>);
        while i < args.len() {
            let key = args[i];
            if key == "infinite" {
                go.limits.infinite = true;
                i += 1;
                continue;
            }
            let n = number_after(args, i)?;
            let time = n.saturating_mul(unit);
            let moves = Some(n.min(u32::MAX as u64) as u32);
            match key {
                "depth" => go.limits.depth = Some(n.min(u32::MAX as u64) as u32),
                "nodes" => go.limits.nodes = Some(n),
                "time" => own.get_or_insert_with(Clock::default).time_ms = time,
                "increment" => own.get_or_insert_with(Clock::default).increment_ms = time,
                "movestogo" => own.get_or_insert_with(Clock::default).movestogo = moves,
                "opptime" => opponent.get_or_insert_with(Clock::default).time_ms = time,
                "oppincrement" => opponent.get_or_insert_with(Clock::default).increment_ms = time,
                "oppmovestogo" => opponent.get_or_insert_with(Clock::default).movestogo = moves,
                other => return Err(format!("go: unknown parameter '{other}'")),
            }
            i += 2;
        }
        if opponent.is_some() && own.is_none() {
            return Err("go: 'opptime' without 'time'".to_string());
        }
        go.own = own;
        go.opponent = opponent;
        if go.limits.depth == Some(0) && !go.ponder {
            return Ok(Command::StaticEval);
        }
        Ok(Command::Go(go))
    }
}

fn check_value(name: &str, value: Option<&str>) -> Result<bool, String> {
    match value.map(str::to_ascii_lowercase).as_deref() {
        Some("true" | "on") => Ok(true),
        Some("false" | "off") => Ok(false),
        _ => Err(format!("setoption {name}: expected true or false")),
    }
}

/// The moves of `banmoves`: alternatives in the current position, so each
/// is only checked for its form (banning a move that cannot be played
/// changes nothing).
fn parse_bans(args: &[&str]) -> Result<Vec<xiangqi::Move>, String> {
    args.iter()
        .map(|s| s.parse().map_err(|_| format!("malformed move '{s}'")))
        .collect()
}

/// The answer to `ucci`: identity, options, `ucciok`.
pub fn hello() -> Vec<String> {
    vec![
        format!("id name xiangqi-engine {}", env!("CARGO_PKG_VERSION")),
        "id author the xiangqi-engine developers".to_string(),
        "option usemillisec type check default false".to_string(),
        "option batch type check default false".to_string(),
        format!("option hashsize type spin min 0 max {MAX_MIB} default {DEFAULT_MIB}"),
        format!(
            "option level type spin min 1 max {n} default {n}",
            n = levels().len()
        ),
        "option seed type spin min 0 max 2147483647 default 0".to_string(),
        format!("option multipv type spin min 1 max {MAX_MULTIPV} default 1"),
        "option usebook type check default true".to_string(),
        "option tablebasepath type string default <empty>".to_string(),
        "option usennue type check default true".to_string(),
        "option newgame type button".to_string(),
        "option clearhash type button".to_string(),
        "ucciok".to_string(),
    ]
}

/// A score as UCCI shows it: centipawns, mates near ±[`MATE_DISPLAY`].
pub fn score(s: Score) -> i32 {
    match s {
        Score::Cp(c) => c,
        Score::Mate(n) if n > 0 => MATE_DISPLAY - (2 * n - 1),
        Score::Mate(n) => -(MATE_DISPLAY + 2 * n),
    }
}

/// An internal score (mates as distances from [`MATE`]) as UCCI shows it.
fn internal_score(v: i32) -> i32 {
    score(Score::from_internal(v.clamp(-MATE, MATE)))
}

/// The `info` lines after an iteration: depth, score and line, then time
/// and nodes; a heartbeat has only the time and nodes. With `setoption
/// multipv N` the second and later lines say which they are (`multipv K`,
/// as in UCI; UCCI itself has no word for it), so a single line reads as
/// UCCI GUIs expect.
pub fn info_lines(i: &SearchInfo) -> Vec<String> {
    if i.progress_only {
        return vec![format!("info time {} nodes {}", i.time_ms, i.nodes)];
    }
    let pv: Vec<String> = i.pv.iter().map(|m| m.to_string()).collect();
    let which = if i.multipv > 1 {
        format!(" multipv {}", i.multipv)
    } else {
        String::new()
    };
    vec![
        format!(
            "info depth {}{which} score {} pv {}",
            i.depth,
            score(i.score),
            pv.join(" ")
        ),
        format!("info time {} nodes {}", i.time_ms, i.nodes),
    ]
}

/// The `bestmove` line, with `draw` when the engine offers or accepts a
/// draw and `resign` when it sees itself mated; `nobestmove` when there
/// is nothing to play.
pub fn best_move_line(out: &SearchOutcome, draw_offered: bool) -> String {
    let Some(best) = out.best else {
        return "nobestmove".to_string();
    };
    let mut line = format!("bestmove {best}");
    if let Some(p) = out.ponder {
        line.push_str(&format!(" ponder {p}"));
    }
    let losing = matches!(out.score, Score::Mate(n) if n < 0);
    let not_winning = match out.score {
        Score::Cp(c) => c <= ACCEPT_DRAW_AT_CP,
        Score::Mate(n) => n < 0,
    };
    if draw_offered && not_winning {
        line.push_str(" draw");
    } else if losing {
        line.push_str(" resign");
    }
    line
}

/// The answer to `probe`: `pophash` with the hash table's best move and
/// bounds for the position, or bare `pophash` when it knows nothing.
pub fn pophash_line(hit: Option<Hit>) -> String {
    let Some(h) = hit else {
        return "pophash".to_string();
    };
    let mut line = "pophash".to_string();
    if let Some(m) = h.mv {
        line.push_str(&format!(" bestmove {m}"));
    }
    let s = internal_score(h.score);
    if matches!(h.bound, Bound::Lower | Bound::Exact) {
        line.push_str(&format!(" lowerbound {s} depth {}", h.depth));
    }
    if matches!(h.bound, Bound::Upper | Bound::Exact) {
        line.push_str(&format!(" upperbound {s} depth {}", h.depth));
    }
    line
}

#[cfg(test)]
#[path = "ucci_tests.rs"]
mod tests;
