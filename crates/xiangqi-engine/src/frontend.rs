//! The front end: reads commands line by line in UCI or UCCI, carries them
//! out and writes the answers in the same dialect.
//!
//! [`run`] is generic over its input and output so tests can script whole
//! conversations. A search runs on its own thread, which owns the engine
//! until it finishes, so `isready`, `stop` and `ponderhit` are answered
//! while it thinks. Malformed input is answered with an error line and
//! never ends the loop.
//!
//! Endgame tables (`TablebasePath`) are read here, not in the engine: at
//! `go` and `d`, the tables the position needs that are not read yet, so
//! the search itself never waits for a disk.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use xiangqi::{perft, perft_divide, Move, Position};

use crate::board_display::board_lines;
use crate::command::{Command, EngineOption, Go};
use crate::dialect::Dialect;
use crate::endgame::files::TableFiles;
use crate::levels::{level_by_number, levels};
use crate::rng::Rng;
use crate::tt::DEFAULT_MIB;
use crate::{bench, book, learned, ucci, uci, Config, Engine, Score, SearchOutcome};

/// A seed from the system clock, so each run opens differently.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

type Out<W> = Arc<Mutex<W>>;

fn say<W: Write>(out: &Out<W>, line: &str) {
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

/// The front end's state between commands.
struct Frontend<W: Write + Send + 'static> {
    out: Out<W>,
    dialect: Dialect,
    ucci: ucci::Reader,
    /// The engine, unless a search thread has it.
    engine: Option<Engine>,
    search: Option<JoinHandle<Engine>>,
    stop: Arc<AtomicBool>,
    /// Set to drop the running search's answer: a ponder search that
    /// `ponderhit` replaces by a timed one.
    mute: Arc<AtomicBool>,
    start: Position,
    moves: Vec<Move>,
    /// Moves the next search must not play (UCCI's `banmoves`).
    banned: Vec<Move>,
    level: u8,
    /// Lines to analyse (UCI's `MultiPV`).
    multipv: usize,
    /// Whether the running search answers only when stopped (`go
    /// infinite`, `go ponder`).
    open_ended: bool,
    /// The `go` of a running ponder search, searched again with its clock
    /// at `ponderhit`.
    pondering: Option<Go>,
    /// Game moves come from the opening book while it has the position.
    own_book: bool,
    /// Chooses among book moves: from the clock, or from `Seed` when set,
    /// so a seed repeats a game.
    book_rng: Rng,
    /// The endgame table files and the tables read from them.
    tables: TableFiles,
}

/// Runs the command loop until `quit` or the end of the input. The
/// dialect is UCI until a `ucci` command switches to UCCI.
pub fn run<R: BufRead, W: Write + Send + 'static>(input: R, out: W) {
    let engine = Engine::new(DEFAULT_MIB);
    let mut front = Frontend {
        out: Arc::new(Mutex::new(out)),
        dialect: Dialect::default(),
        ucci: ucci::Reader::default(),
        stop: engine.stop_flag(),
        mute: Arc::new(AtomicBool::new(false)),
        engine: Some(engine),
        search: None,
        start: Position::startpos(),
        moves: Vec::new(),
        banned: Vec::new(),
        level: levels().len() as u8,
        multipv: 1,
        open_ended: false,
        pondering: None,
        own_book: true,
        book_rng: Rng::new(clock_seed()),
        tables: TableFiles::new(),
    };
    for line in input.lines() {
        let Ok(line) = line else { break };
        if !front.line(line.trim()) {
            break;
        }
    }
    if front.open_ended {
        front.stop.store(true, AtomicOrdering::SeqCst);
    }
    front.join();
}

impl<W: Write + Send + 'static> Frontend<W> {
    fn say(&self, line: &str) {
        say(&self.out, line);
    }

    fn error(&self, what: &str) {
        self.say(&self.dialect.error(what));
    }

    /// Handles one line; returns false on `quit`.
    fn line(&mut self, line: &str) -> bool {
        match line.split_whitespace().next() {
            Some("uci") => self.dialect = Dialect::Uci,
            Some("ucci") => self.dialect = Dialect::Ucci,
            _ => {}
        }
        let parsed = match self.dialect {
            Dialect::Uci => uci::parse(line),
            Dialect::Ucci => self.ucci.parse(line),
        };
        match parsed {
            Ok(Some(command)) => self.execute(command),
            Ok(None) => true,
            Err(e) => {
                self.error(&e);
                true
            }
        }
    }

    /// Carries out one command; returns false on `quit`.
    fn execute(&mut self, command: Command) -> bool {
        match command {
            Command::Hello => {
                for l in self.dialect.hello() {
                    self.say(&l);
                }
            }
            Command::IsReady => self.say("readyok"),
            Command::NewGame => self.engine().new_game(),
            Command::SetOption(option) => self.set_option(option),
            Command::Position { start, moves } => {
                self.start = start;
                self.moves = moves;
                self.banned.clear();
            }
            Command::BanMoves(moves) => self.banned = moves,
            Command::Go(go) => {
                self.go(go);
                if self.dialect == Dialect::Ucci && self.ucci.batch() && !self.open_ended {
                    self.join();
                }
            }
            Command::StaticEval => {
                let pos = self.current();
                let eval = self.engine().static_eval(&pos);
                self.say(&format!("info depth 0 score {eval}"));
                self.say("nobestmove");
            }
            Command::PonderHit { draw } => self.ponder_hit(draw),
            Command::Stop => {
                if self.search.is_some() {
                    self.stop.store(true, AtomicOrdering::SeqCst);
                    self.join();
                } else if let Some(answer) = self.dialect.idle_stop() {
                    self.say(answer);
                }
            }
            Command::Probe(position) => self.probe(position),
            Command::Display => {
                let pos = self.current();
                // The engine gives its tables back until the next `go`, so
                // that newly read ones join them without a copy.
                if let Some(e) = self.engine.as_mut() {
                    e.set_tablebase(None);
                }
                self.load_tables(&pos);
                let verdict = self.tables.probe(&pos);
                for l in board_lines(&self.start, &self.moves, verdict) {
                    self.say(&l);
                }
            }
            Command::Bench(depth) => self.bench(depth),
            Command::Perft(depth) => self.perft(depth),
            Command::Quit => {
                self.stop.store(true, AtomicOrdering::SeqCst);
                self.join();
                if let Some(last) = self.dialect.farewell() {
                    self.say(last);
                }
                return false;
            }
        }
        true
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
        self.open_ended = false;
        self.pondering = None;
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

    fn set_option(&mut self, option: EngineOption) {
        match option {
            EngineOption::Hash(mib) => self.engine().set_hash_size(mib),
            EngineOption::Level(n) => self.level = n,
            EngineOption::Seed(s) => {
                self.book_rng = Rng::new(s);
                self.engine().set_seed(s);
            }
            EngineOption::ClearHash => self.engine().clear_hash(),
            EngineOption::MultiPv(n) => self.multipv = n,
            EngineOption::OwnBook(on) => self.own_book = on,
            EngineOption::TablebasePath(dir) => {
                self.engine().set_tablebase(None);
                self.tables.set_dir(dir);
            }
            EngineOption::UseNetwork(on) => {
                let engine = self.engine();
                engine.set_config(Config {
                    network: if on { learned::shipped() } else { None },
                    ..engine.config()
                });
            }
        }
    }

    /// Reads the tables `pos` needs that are not read yet, and says what
    /// was read or refused.
    fn load_tables(&mut self, pos: &Position) {
        for note in self.tables.load_for(pos) {
            self.say(&self.dialect.note(&note));
        }
    }

    fn current(&self) -> Position {
        let mut pos = self.start.clone();
        for &m in &self.moves {
            pos.do_move(m);
        }
        pos
    }

    fn go(&mut self, go: Go) {
        self.engine();
        let Some(mut engine) = self.engine.take() else {
            return;
        };
        let mut limits = go.limits_for(self.current().side_to_move());
        limits.banned = self.banned.clone();
        limits.multipv = self.multipv;
        if go.ponder {
            // No clock runs while pondering; `ponderhit` starts it.
            limits.infinite = true;
        }
        if self.own_book && !go.ponder && !go.draw_offered && book::is_game_move(&limits) {
            let book_move =
                book::book_move(&self.start, &self.moves, &limits.banned, &mut self.book_rng);
            if let Some(m) = book_move {
                self.engine = Some(engine);
                let out = SearchOutcome {
                    best: Some(m),
                    ponder: None,
                    score: Score::Cp(0),
                    depth: 0,
                    nodes: 0,
                };
                self.say(&self.dialect.best_move(&out, go.draw_offered));
                return;
            }
        }
        engine.set_tablebase(None);
        self.load_tables(&self.current());
        engine.set_tablebase(self.tables.tables());
        self.stop.store(false, AtomicOrdering::SeqCst);
        self.mute.store(false, AtomicOrdering::SeqCst);
        self.open_ended = limits.infinite;
        let out = self.out.clone();
        let start = self.start.clone();
        let moves = self.moves.clone();
        let level = level_by_number(self.level).filter(|l| l.randomized() || l.max_depth.is_some());
        let stop = self.stop.clone();
        let mute = self.mute.clone();
        let dialect = self.dialect;
        let draw_offered = go.draw_offered;
        let handle = std::thread::Builder::new()
            .stack_size(16 * 1024 * 1024)
            .spawn(move || {
                let res = engine.search(&start, &moves, &limits, level, &mut |info| {
                    for l in dialect.info(info) {
                        say(&out, &l);
                    }
                });
                // With `go infinite` (and `go ponder`) the answer waits
                // for `stop`.
                if limits.infinite {
                    while !stop.load(AtomicOrdering::SeqCst) {
                        std::thread::sleep(std::time::Duration::from_millis(2));
                    }
                }
                if !mute.load(AtomicOrdering::SeqCst) {
                    say(&out, &dialect.best_move(&res, draw_offered));
                }
                engine
            });
        match handle {
            Ok(h) => {
                self.search = Some(h);
                self.pondering = go.ponder.then_some(go);
            }
            Err(_) => {
                self.error("could not start the search thread");
                let e = Engine::new(DEFAULT_MIB);
                self.stop = e.stop_flag();
                self.engine = Some(e);
                self.open_ended = false;
            }
        }
    }

    /// The opponent played the expected move: the ponder search is
    /// replaced by the same search under its clock. The table it filled
    /// makes the new one quick to catch up.
    fn ponder_hit(&mut self, draw: bool) {
        let Some(mut go) = self.pondering.take() else {
            self.error("ponderhit: no ponder search is running");
            return;
        };
        self.mute.store(true, AtomicOrdering::SeqCst);
        self.stop.store(true, AtomicOrdering::SeqCst);
        self.join();
        go.ponder = false;
        go.draw_offered |= draw;
        self.go(go);
    }

    /// `probe`: the static evaluation and what the hash table holds. While
    /// a search runs the table is its own, so the answer is empty.
    fn probe(&mut self, position: Option<(Position, Vec<Move>)>) {
        if self.search.as_ref().is_some_and(|h| h.is_finished()) {
            self.join();
        }
        if self.search.is_some() {
            self.say("info message probe: the hash table is busy while the engine thinks");
            self.say(&ucci::pophash_line(None));
            return;
        }
        let (start, moves) = position.unwrap_or_else(|| (self.start.clone(), self.moves.clone()));
        let mut pos = start;
        for m in moves {
            pos.do_move(m);
        }
        let engine = self.engine();
        let eval = engine.static_eval(&pos);
        let hit = engine.hash_entry(&pos);
        self.say(&format!("info message static evaluation {eval}"));
        self.say(&ucci::pophash_line(hit));
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
            self.say(&l);
        }
    }

    /// The bench, with the evaluation the options chose.
    fn bench(&mut self, depth: u32) {
        let config = self.engine().config();
        let (nodes, ms) = bench::run_with(depth, config);
        self.say(&format!("Total time (ms) : {ms}"));
        self.say(&format!("Nodes searched  : {nodes}"));
        self.say(&format!("Nodes/second    : {}", nodes * 1000 / ms.max(1)));
    }
}

/// Runs a scripted conversation and returns everything the engine wrote.
#[cfg(test)]
pub(crate) fn converse(script: &str) -> String {
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

    let buf = Buf::default();
    run(script.as_bytes(), buf.clone());
    let v = buf.0.lock().unwrap().clone();
    String::from_utf8(v).unwrap()
}
