//! The UCI front end (with ICCS move coordinates such as `h2e2`).
//!
//! [`run`] reads commands line by line and writes answers; it is generic
//! over its input and output so tests can script whole sessions. A search
//! runs on a helper thread that owns the engine until it finishes, so
//! `isready` and `stop` are answered while it thinks. Malformed input is
//! answered with `info string error: ...` and never ends the loop.

use std::io::{BufRead, Write};
use std::sync::atomic::Ordering as AtomicOrdering;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use xiangqi::{perft, perft_divide, Game, Move, Position};

use crate::levels::{level_by_number, levels};
use crate::tt::{DEFAULT_MIB, MAX_MIB};
use crate::{bench, Engine, Limits, SearchInfo};

type Out<W> = Arc<Mutex<W>>;

fn say<W: Write>(out: &Out<W>, line: &str) {
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

/// The front end's state between commands.
struct Uci<W: Write + Send + 'static> {
    out: Out<W>,
    /// The engine, unless a search thread has it.
    engine: Option<Engine>,
    search: Option<JoinHandle<Engine>>,
    stop: Arc<std::sync::atomic::AtomicBool>,
    start: Position,
    moves: Vec<Move>,
    level: u8,
    /// Whether the running search was `go infinite`.
    infinite: bool,
}

/// Runs the UCI loop until `quit` or the end of the input.
pub fn run<R: BufRead, W: Write + Send + 'static>(input: R, out: W) {
    let engine = Engine::new(DEFAULT_MIB);
    let mut uci = Uci {
        out: Arc::new(Mutex::new(out)),
        stop: engine.stop_flag(),
        engine: Some(engine),
        search: None,
        start: Position::startpos(),
        moves: Vec::new(),
        level: levels().len() as u8,
        infinite: false,
    };
    for line in input.lines() {
        let Ok(line) = line else { break };
        if !uci.command(line.trim()) {
            break;
        }
    }
    if uci.infinite {
        uci.stop.store(true, AtomicOrdering::SeqCst);
    }
    uci.join();
}

impl<W: Write + Send + 'static> Uci<W> {
    fn error(&self, what: &str) {
        say(&self.out, &format!("info string error: {what}"));
    }

    /// Waits for a running search and takes the engine back.
    fn join(&mut self) {
        if let Some(h) = self.search.take() {
            match h.join() {
                Ok(e) => self.engine = Some(e),
                Err(_) => {
                    self.error("search thread failed; engine reset");
                    let e = Engine::new(DEFAULT_MIB);
                    self.stop = e.stop_flag();
                    self.engine = Some(e);
                }
            }
        }
        self.infinite = false;
    }

    /// The engine, stopping a running search first (a GUI should not send
    /// commands that need the engine while it thinks, but if it does, the
    /// search must not block them forever).
    fn engine(&mut self) -> &mut Engine {
        if self.search.is_some() {
            self.stop.store(true, AtomicOrdering::SeqCst);
        }
        self.join();
        self.engine.get_or_insert_with(|| Engine::new(DEFAULT_MIB))
    }

    /// Handles one line; returns false on `quit`.
    fn command(&mut self, line: &str) -> bool {
        let mut parts = line.split_whitespace();
        let Some(cmd) = parts.next() else {
            return true;
        };
        let args: Vec<&str> = parts.collect();
        match cmd {
            "uci" => {
                let out = &self.out;
                say(
                    out,
                    &format!("id name xiangqi-engine {}", env!("CARGO_PKG_VERSION")),
                );
                say(out, "id author the xiangqi-engine developers");
                say(
                    out,
                    &format!(
                        "option name Hash type spin default {DEFAULT_MIB} min 1 max {MAX_MIB}"
                    ),
                );
                say(
                    out,
                    &format!(
                        "option name Level type spin default {n} min 1 max {n}",
                        n = levels().len()
                    ),
                );
                say(out, "option name Clear Hash type button");
                say(
                    out,
                    "option name Seed type spin default 0 min 0 max 2147483647",
                );
                say(out, "uciok");
            }
            "isready" => say(&self.out, "readyok"),
            "ucinewgame" => self.engine().new_game(),
            "setoption" => self.setoption(&args),
            "position" => self.position(&args),
            "go" => self.go(&args),
            "stop" => {
                self.stop.store(true, AtomicOrdering::SeqCst);
                self.join();
            }
            "d" => self.display(),
            "bench" => self.bench(&args),
            "quit" => {
                self.stop.store(true, AtomicOrdering::SeqCst);
                self.join();
                return false;
            }
            other => self.error(&format!("unknown command '{other}'")),
        }
        true
    }

    fn setoption(&mut self, args: &[&str]) {
        // setoption name <words...> [value <words...>]
        if args.first() != Some(&"name") {
            self.error("setoption: expected 'name'");
            return;
        }
        let vpos = args.iter().position(|&a| a == "value");
        let name = args[1..vpos.unwrap_or(args.len())].join(" ");
        let value = vpos.map(|p| args[p + 1..].join(" "));
        match name.to_ascii_lowercase().as_str() {
            "hash" => match value.as_deref().map(str::parse::<usize>) {
                Some(Ok(v)) if (1..=MAX_MIB).contains(&v) => self.engine().set_hash_size(v),
                _ => self.error(&format!("setoption Hash: expected a value 1..{MAX_MIB}")),
            },
            "level" => match value.as_deref().map(str::parse::<u8>) {
                Some(Ok(v)) if level_by_number(v).is_some() => self.level = v,
                _ => self.error(&format!(
                    "setoption Level: expected a value 1..{}",
                    levels().len()
                )),
            },
            "seed" => match value.as_deref().map(str::parse::<u64>) {
                Some(Ok(v)) => self.engine().set_seed(v),
                _ => self.error("setoption Seed: expected a number"),
            },
            "clear hash" => self.engine().clear_hash(),
            "" => self.error("setoption: missing option name"),
            other => self.error(&format!("setoption: unknown option '{other}'")),
        }
    }

    fn position(&mut self, args: &[&str]) {
        let mpos = args.iter().position(|&a| a == "moves");
        let head = &args[..mpos.unwrap_or(args.len())];
        let start = match head.first() {
            Some(&"startpos") if head.len() == 1 => Position::startpos(),
            Some(&"fen") if head.len() > 1 => match Position::from_fen(&head[1..].join(" ")) {
                Ok(p) => p,
                Err(e) => {
                    self.error(&format!("bad FEN: {e}"));
                    return;
                }
            },
            _ => {
                self.error("position: expected 'startpos' or 'fen <FEN>'");
                return;
            }
        };
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for s in mpos.map_or(&[][..], |p| &args[p + 1..]) {
            let m: Move = match s.parse() {
                Ok(m) => m,
                Err(_) => {
                    self.error(&format!("malformed move '{s}'"));
                    return;
                }
            };
            match pos.play(m) {
                Ok(p) => pos = p,
                Err(_) => {
                    self.error(&format!("illegal move '{s}'"));
                    return;
                }
            }
            moves.push(m);
        }
        self.start = start;
        self.moves = moves;
    }

    fn current(&self) -> Position {
        let mut pos = self.start.clone();
        for &m in &self.moves {
            pos.do_move(m);
        }
        pos
    }

    fn go(&mut self, args: &[&str]) {
        if args.first() == Some(&"perft") {
            match args.get(1).map(|d| d.parse::<u32>()) {
                Some(Ok(d)) if d <= 8 => self.perft(d),
                _ => self.error("go perft: expected a depth 0..8"),
            }
            return;
        }
        let mut limits = Limits::default();
        let mut i = 0;
        while i < args.len() {
            let key = args[i];
            if key == "infinite" {
                limits.infinite = true;
                i += 1;
                continue;
            }
            if key == "ponder" {
                i += 1;
                continue;
            }
            let Some(v) = args.get(i + 1).and_then(|v| v.parse::<i64>().ok()) else {
                self.error(&format!("go: '{key}' needs a number"));
                return;
            };
            let u = v.max(0) as u64;
            match key {
                "depth" => limits.depth = Some(u.min(u32::MAX as u64) as u32),
                "nodes" => limits.nodes = Some(u),
                "movetime" => limits.movetime = Some(u),
                "wtime" => limits.wtime = Some(u),
                "btime" => limits.btime = Some(u),
                "winc" => limits.winc = Some(u),
                "binc" => limits.binc = Some(u),
                "movestogo" => limits.movestogo = Some(u.min(u32::MAX as u64) as u32),
                other => {
                    self.error(&format!("go: unknown parameter '{other}'"));
                    return;
                }
            }
            i += 2;
        }
        self.engine();
        let Some(mut engine) = self.engine.take() else {
            return;
        };
        self.stop.store(false, AtomicOrdering::SeqCst);
        self.infinite = limits.infinite;
        let out = self.out.clone();
        let start = self.start.clone();
        let moves = self.moves.clone();
        let level = level_by_number(self.level).filter(|l| l.randomized() || l.max_depth.is_some());
        let stop = self.stop.clone();
        let handle = std::thread::Builder::new()
            .stack_size(16 * 1024 * 1024)
            .spawn(move || {
                let res = engine.search(&start, &moves, &limits, level, &mut |info| {
                    say(&out, &info_line(info))
                });
                // UCI: with `go infinite` the best move waits for `stop`.
                if limits.infinite {
                    while !stop.load(AtomicOrdering::SeqCst) {
                        std::thread::sleep(std::time::Duration::from_millis(2));
                    }
                }
                let line = match (res.best, res.ponder) {
                    (Some(b), Some(p)) => format!("bestmove {b} ponder {p}"),
                    (Some(b), None) => format!("bestmove {b}"),
                    (None, _) => "bestmove (none)".to_string(),
                };
                say(&out, &line);
                engine
            });
        match handle {
            Ok(h) => self.search = Some(h),
            Err(_) => {
                self.error("could not start the search thread");
                self.engine = Some(Engine::new(DEFAULT_MIB));
                self.stop = self
                    .engine
                    .as_ref()
                    .map(|e| e.stop_flag())
                    .unwrap_or_default();
            }
        }
    }

    fn perft(&mut self, depth: u32) {
        let mut pos = self.current();
        let mut lines = Vec::new();
        let total = if depth == 0 {
            perft(&mut pos, 0)
        } else {
            let div = perft_divide(&mut pos, depth);
            for (m, n) in &div {
                lines.push(format!("{m}: {n}"));
            }
            div.iter().map(|(_, n)| n).sum()
        };
        lines.push(String::new());
        lines.push(format!("Nodes searched: {total}"));
        for l in lines {
            say(&self.out, &l);
        }
    }

    fn display(&mut self) {
        let pos = self.current();
        let mut lines = Vec::new();
        lines.push("   +-------------------+".to_string());
        for rank in (0..10u8).rev() {
            let mut row = format!(" {rank} |");
            for file in 0..9u8 {
                let c = xiangqi::Square::new(file, rank)
                    .and_then(|s| pos.piece_at(s))
                    .map_or('.', |p| p.fen_char());
                row.push(' ');
                row.push(c);
            }
            row.push_str(" |");
            lines.push(row);
        }
        lines.push("   +-------------------+".to_string());
        lines.push("     a b c d e f g h i".to_string());
        lines.push(String::new());
        lines.push(format!("Fen: {}", pos.to_fen()));
        lines.push(format!("Side to move: {}", pos.side_to_move()));
        let checkers: Vec<String> = pos.checkers().iter().map(|s| s.to_string()).collect();
        lines.push(format!("Checkers: {}", checkers.join(" ")));
        lines.push(format!("outcome: {}", outcome(&self.start, &self.moves)));
        for l in lines {
            say(&self.out, &l);
        }
    }

    fn bench(&mut self, args: &[&str]) {
        let depth = match args.first().map(|d| d.parse::<u32>()) {
            None => bench::DEFAULT_DEPTH,
            Some(Ok(d)) if (1..=30).contains(&d) => d,
            _ => {
                self.error("bench: expected a depth 1..30");
                return;
            }
        };
        self.engine();
        let (nodes, ms) = bench::run(depth);
        say(&self.out, &format!("Total time (ms) : {ms}"));
        say(&self.out, &format!("Nodes searched  : {nodes}"));
        say(
            &self.out,
            &format!("Nodes/second    : {}", nodes * 1000 / ms.max(1)),
        );
    }
}

/// The game outcome shown by `d`: `none`, or the winner (or `draw`) and
/// the reason, as judged by the rules crate's [`Game`] over the whole move
/// history (checkmate, stalemate, perpetual check or chase, repetition,
/// move limit).
pub fn outcome(start: &Position, moves: &[Move]) -> String {
    let mut game = Game::new(start.clone());
    for &m in moves {
        if game.play(m).is_err() {
            break;
        }
    }
    match game.outcome() {
        None => "none".to_string(),
        Some(o) => match o.winner {
            Some(c) => format!("{} {}", c.name(), o.reason.code()),
            None => format!("draw {}", o.reason.code()),
        },
    }
}

/// Formats an `info` line.
pub fn info_line(i: &SearchInfo) -> String {
    let pv: Vec<String> = i.pv.iter().map(|m| m.to_string()).collect();
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
        i.depth,
        i.seldepth,
        i.score.uci(),
        i.nodes,
        i.nps,
        i.time_ms,
        pv.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Default)]
    struct Buf(Arc<Mutex<Vec<u8>>>);

    impl Write for Buf {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    fn session(script: &str) -> String {
        let buf = Buf::default();
        run(script.as_bytes(), buf.clone());
        let v = buf.0.lock().unwrap().clone();
        String::from_utf8(v).unwrap()
    }

    #[test]
    fn handshake() {
        let out = session("uci\nisready\n");
        assert!(out.contains("id name xiangqi-engine"));
        assert!(out.contains("id author"));
        assert!(out.contains("option name Hash type spin default 16 min 1 max 1024"));
        assert!(out.contains("option name Level type spin default 8 min 1 max 8"));
        assert!(out.contains("option name Clear Hash type button"));
        assert!(out.contains("uciok\n"));
        assert!(out.ends_with("readyok\n"));
    }

    #[test]
    fn go_depth_prints_info_and_bestmove() {
        let out = session("position startpos moves h2e2 h9g7\ngo depth 3\n");
        assert!(out.contains("info depth 3 seldepth"), "{out}");
        assert!(out.contains(" score cp "));
        let last = out.lines().last().unwrap();
        assert!(last.starts_with("bestmove "), "{out}");
        let m: Move = last.split_whitespace().nth(1).unwrap().parse().unwrap();
        let pos = Position::startpos()
            .play("h2e2".parse().unwrap())
            .unwrap()
            .play("h9g7".parse().unwrap())
            .unwrap();
        assert!(pos.is_legal(m));
    }

    #[test]
    fn mate_score_and_no_move() {
        let out = session("position fen 4k4/R8/9/9/9/9/9/9/9/1R1K5 w\ngo depth 3\n");
        assert!(out.contains("score mate 1"), "{out}");
        assert!(out.contains("bestmove b0b9"));
        let out = session("position fen 1R2k4/R8/9/9/9/9/9/9/9/3K5 b\ngo depth 2\nd\n");
        assert!(out.contains("bestmove (none)"), "{out}");
        assert!(out.contains("outcome: red checkmate"), "{out}");
    }

    #[test]
    fn stop_ends_infinite_search() {
        let out = session("go infinite\nisready\nstop\nisready\n");
        assert!(out.contains("readyok"));
        assert!(out.contains("bestmove "), "{out}");
    }

    #[test]
    fn perft_divide_output() {
        let out = session("go perft 2\n");
        assert!(out.contains("h2e2: "));
        assert!(out.contains("\n\nNodes searched: 1920\n"), "{out}");
    }

    #[test]
    fn display_board() {
        let out = session("position startpos moves h2e2\nd\n");
        assert!(out.contains("Fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b"));
        assert!(out.contains("Side to move: black"));
        assert!(out.contains("Checkers: \n"));
        assert!(out.contains("outcome: none"));
    }

    #[test]
    fn display_a_dead_position_as_drawn() {
        let out = session("position fen 3ak4/9/9/9/9/9/9/9/9/3K5 w - - 0 1\nd\n");
        assert!(out.contains("outcome: draw insufficient-material"), "{out}");
    }

    #[test]
    fn options_and_newgame() {
        let out = session(
            "setoption name Hash value 2\nsetoption name Level value 1\nsetoption name Clear Hash\nucinewgame\ngo depth 5\n",
        );
        assert!(!out.contains("error"), "{out}");
        assert!(out.contains("bestmove "));
    }

    #[test]
    fn error_unknown_command() {
        let out = session("foo bar\nisready\n");
        assert!(out.contains("info string error: unknown command 'foo'"));
        assert!(out.ends_with("readyok\n"));
    }

    #[test]
    fn error_bad_fen() {
        let out = session("position fen xyz w\nd\n");
        assert!(out.contains("info string error: bad FEN"), "{out}");
        // The previous position is kept.
        assert!(out.contains("Fen: rnbakabnr/9/1c5c1"));
    }

    #[test]
    fn error_illegal_move() {
        let out = session("position startpos moves h2e2 h2e2\n");
        assert!(
            out.contains("info string error: illegal move 'h2e2'"),
            "{out}"
        );
    }

    #[test]
    fn error_malformed_move() {
        let out = session("position startpos moves zz99\n");
        assert!(
            out.contains("info string error: malformed move 'zz99'"),
            "{out}"
        );
    }

    #[test]
    fn error_bad_position_syntax() {
        let out = session("position\nposition fen\n");
        assert_eq!(
            out.matches("info string error: position").count(),
            2,
            "{out}"
        );
    }

    #[test]
    fn error_bad_go_parameters() {
        let out = session("go depth x\ngo sideways 3\ngo perft\n");
        assert!(out.contains("go: 'depth' needs a number"));
        assert!(out.contains("go: unknown parameter 'sideways'"));
        assert!(out.contains("go perft: expected a depth"));
        assert!(!out.contains("bestmove"));
    }

    #[test]
    fn error_bad_options() {
        let out = session(
            "setoption name Hash value 0\nsetoption name Level value 99\nsetoption name Nope value 1\nsetoption\n",
        );
        assert!(out.contains("setoption Hash: expected"));
        assert!(out.contains("setoption Level: expected"));
        assert!(out.contains("unknown option 'nope'"));
        assert!(out.contains("setoption: expected 'name'"));
    }

    #[test]
    fn error_bad_bench_depth() {
        let out = session("bench x\n");
        assert!(out.contains("bench: expected a depth"));
    }

    #[test]
    fn display_perpetual_check_outcome() {
        let out = session(
            "position fen 3k5/8R/9/9/9/9/9/9/9/4K4 w moves i8i9 d9d8 i9i8 d8d9 i8i9 d9d8 i9i8 d8d9\nd\n",
        );
        assert!(out.contains("outcome: black perpetual-check"), "{out}");
    }

    #[test]
    fn display_perpetual_attack_outcome() {
        // One check, one chase: the chariot checks from h9 and attacks the
        // horse on c4 from h4, twice over.
        let out = session(
            "position fen 3k5/9/9/9/9/2n4R1/9/9/9/5K3 w moves h4h9 d9d8 h9h4 d8d9 h4h9 d9d8 h9h4 d8d9\nd\n",
        );
        assert!(out.contains("outcome: black perpetual-attack"), "{out}");
    }

    #[test]
    fn commands_during_infinite_search_do_not_hang() {
        let out = session("go infinite\ngo depth 1\nsetoption name Hash value 1\nucinewgame\n");
        assert_eq!(out.matches("bestmove").count(), 2, "{out}");
    }

    #[test]
    fn quit_stops() {
        let out = session("quit\nisready\n");
        assert!(!out.contains("readyok"));
    }
}
