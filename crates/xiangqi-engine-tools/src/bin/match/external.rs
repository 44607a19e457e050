//! An external UCI engine driven through a pipe.
//!
//! The engine is started once per match with its options set, told
//! `ucinewgame` before each game, and asked for each move with the whole
//! game (`position startpos moves ...`) and the match's limits. Its output
//! is read on a thread so that a silent or dead engine is noticed by a
//! timeout instead of hanging the match.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use xiangqi::{Color, Move, Position};
use xiangqi_engine::Limits;

use crate::notation::Ranks;

/// How long an engine may take to start up or to answer `isready`.
const HANDSHAKE: Duration = Duration::from_secs(30);
/// Allowed beyond a move's own time before the engine counts as hung.
const GRACE: Duration = Duration::from_secs(10);
/// For depth and node limits, which have no time.
const UNTIMED: Duration = Duration::from_secs(600);

/// A running external engine.
pub struct External {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    /// The engine's `id name`, or its command line.
    pub name: String,
    ranks: Ranks,
}

impl External {
    /// Starts `command_line` (a program and its arguments, split at
    /// spaces), runs the UCI handshake and sets `options`.
    pub fn start(
        command_line: &str,
        options: &[(String, String)],
        ranks: Ranks,
    ) -> Result<External, String> {
        let mut words = command_line.split_whitespace();
        let program = words.next().ok_or("empty engine command")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start '{command_line}': {e}"))?;
        let input = child.stdin.take().ok_or("no engine stdin")?;
        let output = child.stdout.take().ok_or("no engine stdout")?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = External {
            child,
            input,
            lines,
            name: command_line.to_string(),
            ranks,
        };
        engine.send("uci")?;
        for line in engine.read_until("uciok", HANDSHAKE)? {
            if let Some(name) = line.strip_prefix("id name ") {
                engine.name = name.trim().to_string();
            }
        }
        for (name, value) in options {
            engine.send(&format!("setoption name {name} value {value}"))?;
        }
        engine.ready()?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("{}: cannot write: {e}", self.name))
    }

    /// The lines up to and including the first one that starts with
    /// `prefix`.
    fn read_until(&mut self, prefix: &str, patience: Duration) -> Result<Vec<String>, String> {
        let deadline = Instant::now() + patience;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return Ok(seen);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!("{}: no '{prefix}' in time", self.name))
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(format!("{}: the engine exited", self.name))
                }
            }
        }
    }

    fn ready(&mut self) -> Result<(), String> {
        self.send("isready")?;
        self.read_until("readyok", HANDSHAKE).map(|_| ())
    }

    /// Prepares for a new game.
    pub fn new_game(&mut self) -> Result<(), String> {
        self.send("ucinewgame")?;
        self.ready()
    }

    /// Asks for a move in the position reached from `start` by `moves`;
    /// `None` when the engine says it has none.
    pub fn best_move(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: &Limits,
    ) -> Result<Option<Move>, String> {
        let mut position = if *start == Position::startpos() {
            "position startpos".to_string()
        } else {
            format!("position fen {}", start.to_fen())
        };
        if !moves.is_empty() {
            position.push_str(" moves");
            for &m in moves {
                position.push(' ');
                position.push_str(&self.ranks.write(m));
            }
        }
        self.send(&position)?;
        let red_to_move = (start.side_to_move() == Color::Red) == moves.len().is_multiple_of(2);
        let (go, patience) = go_command(limits, red_to_move);
        self.send(&go)?;
        let answer = self.read_until("bestmove", patience)?;
        let last = answer.last().map(String::as_str).unwrap_or_default();
        match last.split_whitespace().nth(1) {
            None | Some("(none)" | "0000" | "none") => Ok(None),
            Some(text) => self.ranks.read(text).map(Some),
        }
    }
}

/// The `go` command for `limits` and how long to wait for its answer.
fn go_command(limits: &Limits, red_to_move: bool) -> (String, Duration) {
    let mut go = "go".to_string();
    let mut add = |key: &str, v: Option<u64>| {
        if let Some(v) = v {
            go.push_str(&format!(" {key} {v}"));
        }
    };
    add("depth", limits.depth.map(u64::from));
    add("nodes", limits.nodes);
    add("movetime", limits.movetime);
    add("wtime", limits.wtime);
    add("btime", limits.btime);
    add("winc", limits.winc);
    add("binc", limits.binc);
    add("movestogo", limits.movestogo.map(u64::from));
    let own = if red_to_move {
        limits.wtime
    } else {
        limits.btime
    };
    let patience = match limits.movetime.or(own) {
        Some(ms) => Duration::from_millis(ms) + GRACE,
        None => UNTIMED,
    };
    (go, patience)
}

impl Drop for External {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_carries_the_limits() {
        let (go, wait) = go_command(&Limits::movetime(200), true);
        assert_eq!(go, "go movetime 200");
        assert_eq!(wait, Duration::from_millis(200) + GRACE);
        let clock = Limits {
            wtime: Some(5000),
            btime: Some(4000),
            winc: Some(100),
            binc: Some(100),
            ..Limits::default()
        };
        let (go, wait) = go_command(&clock, false);
        assert_eq!(go, "go wtime 5000 btime 4000 winc 100 binc 100");
        assert_eq!(wait, Duration::from_millis(4000) + GRACE);
        assert_eq!(go_command(&Limits::depth(5), true).1, UNTIMED);
    }
}
