//! The built `xiangqi-engine` binary driven through a pipe in UCCI, as a
//! desktop GUI drives it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

/// Generous: a loaded machine may be slow, a hung engine never answers.
const PATIENCE: Duration = Duration::from_secs(30);

struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_xiangqi-engine"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let input = child.stdin.take().unwrap();
        let output = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            input,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(PATIENCE)
                .unwrap_or_else(|_| panic!("no '{prefix}' after {seen:?}"));
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }
}

#[test]
fn a_ucci_conversation() {
    let mut e = Engine::start();
    e.send("ucci");
    let hello = e.until("ucciok");
    assert!(hello[0].starts_with("id name xiangqi-engine"), "{hello:?}");
    assert!(hello.iter().any(|l| l.starts_with("option usemillisec")));
    e.send("setoption usemillisec true");
    e.send("setoption hashsize 8");
    e.send("isready");
    assert_eq!(e.until("readyok"), ["readyok"]);

    // A position with moves.
    e.send("position startpos moves h2e2 h9g7");
    e.send("go depth 4");
    let best = e.until("bestmove").pop().unwrap();
    let mv = best.split_whitespace().nth(1).unwrap().to_string();
    assert_eq!(mv.len(), 4, "{best}");

    // The same position with that move banned.
    e.send("position startpos moves h2e2 h9g7");
    e.send(&format!("banmoves {mv}"));
    e.send("go depth 4");
    let best = e.until("bestmove").pop().unwrap();
    assert_ne!(best.split_whitespace().nth(1), Some(mv.as_str()), "{best}");

    // A timed search answers well within the clock.
    e.send("position startpos moves h2e2 h9g7 h0g2");
    let asked = Instant::now();
    e.send("go time 3000 increment 0 opptime 3000 oppincrement 0");
    let best = e.until("bestmove").pop().unwrap();
    let took = asked.elapsed();
    assert!(took < Duration::from_millis(3000), "{took:?} for {best}");

    e.send("quit");
    assert_eq!(e.until("bye"), ["bye"]);
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Some(status) = e.child.try_wait().unwrap() {
            assert!(status.success());
            break;
        }
        assert!(Instant::now() < deadline, "the engine did not exit");
        std::thread::sleep(Duration::from_millis(10));
    }
}
