//! `xiangqi-book`: builds the opening book from the ECCO lines
//! (`cargo xtask book`).
//!
//! ```text
//! xiangqi-book [--depth N] [--margin CP] [--out PATH]
//! ```
//!
//! Every position along an ECCO defining line (before each of its moves)
//! becomes a book position. Its candidates are the moves the lines play
//! there and the engine's own best move at `--depth`. Each candidate is
//! scored by searching the position after it to one ply less, from an
//! empty hash table, so the same settings always give the same book.
//! Candidates more than `--margin` centipawns below the best are dropped;
//! a kept move weighs the number of lines that play it, plus one if it is
//! the engine's choice. Mirror images count as one position.

mod build;

use std::process::ExitCode;
use std::time::Instant;

use build::{build, Settings};

const USAGE: &str = "usage: xiangqi-book [--depth N] [--margin CP] [--out PATH]";

fn parse(args: &[String]) -> Result<(Settings, String), String> {
    let mut settings = Settings::default();
    let mut out = format!(
        "{}/../xiangqi-openings/data/book.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .ok_or(format!("{flag}: a value is needed\n{USAGE}"))
        };
        match flag.as_str() {
            "--depth" => {
                settings.depth = value()?
                    .parse()
                    .ok()
                    .filter(|d| (2..=20).contains(d))
                    .ok_or("--depth: expected 2..20")?
            }
            "--margin" => {
                settings.margin_cp = value()?
                    .parse()
                    .ok()
                    .filter(|m| (0..=1000).contains(m))
                    .ok_or("--margin: expected 0..1000 centipawns")?
            }
            "--out" => out = value()?.clone(),
            "--help" | "-h" => return Err(USAGE.to_string()),
            other => return Err(format!("unknown argument '{other}'\n{USAGE}")),
        }
    }
    Ok((settings, out))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (settings, out) = match parse(&args) {
        Ok(parsed) => parsed,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let started = Instant::now();
    let (book, stats) = build(&settings, &mut |done, total| {
        if done % 25 == 0 || done == total {
            eprintln!("xiangqi-book: {done}/{total} positions");
        }
    });
    let text = book.write();
    if let Err(e) = std::fs::write(&out, &text) {
        eprintln!("cannot write {out}: {e}");
        return ExitCode::FAILURE;
    }
    println!(
        "xiangqi-book: {} positions, {} moves kept, {} dropped beyond {} cp, depth {}; {} bytes \
         written to {out} in {:.1} s",
        book.len(),
        stats.kept,
        stats.dropped,
        settings.margin_cp,
        settings.depth,
        text.len(),
        started.elapsed().as_secs_f64()
    );
    ExitCode::SUCCESS
}
