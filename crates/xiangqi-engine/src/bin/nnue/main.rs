//! `xiangqi-nnue`: the learned evaluation's tools (`cargo xtask nnue`).
//!
//! ```text
//! xiangqi-nnue gen [--games N] [--nodes N] [--seed S] [--skip-plies N] [--random-plies N] [--out PATH]
//! ```
//!
//! `gen` plays the engine against itself (see `xiangqi_engine::selfplay`)
//! and appends each game's quiet positions, labelled with the search's
//! score and the game's result, to a data file. A run stopped at any
//! point resumes where it stopped when given the same arguments again,
//! and writes exactly what an unbroken run would.

mod data;
mod gen;

use std::process::ExitCode;

use gen::{run, GenSettings};

const USAGE: &str = "\
usage: xiangqi-nnue gen [--games N] [--nodes N] [--seed S] [--skip-plies N] [--random-plies N]
                        [--out PATH]

gen plays self-play games at a fixed node count per move (default 5000) and
appends their quiet positions, each with the search's score for the side to
move and the game's result, to PATH (default target/nnue/data.txt), one game at
a time. Run it again with the same settings to go on where it stopped: the file
remembers its settings and how many games it holds. --games is the total the
file should reach (default 10000). It prints its rate as it goes.";

fn default_data() -> String {
    format!("{}/../../target/nnue/data.txt", env!("CARGO_MANIFEST_DIR"))
}

fn number<T: std::str::FromStr>(flag: &str, v: &str) -> Result<T, String> {
    v.parse().map_err(|_| format!("{flag}: bad number '{v}'"))
}

fn run_gen(args: &[String]) -> Result<(), String> {
    let mut s = GenSettings::default();
    let mut out = default_data();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let v = it.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--games" => s.games = number(flag, v)?,
            "--nodes" => s.play.nodes = number(flag, v)?,
            "--seed" => s.seed = number(flag, v)?,
            "--skip-plies" => s.play.skip_plies = number(flag, v)?,
            "--random-plies" => s.play.random_plies = number(flag, v)?,
            "--out" => out = v.clone(),
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    run(&s, std::path::Path::new(&out))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("gen") => run_gen(&args[1..]),
        Some("--help" | "-h" | "help") => {
            println!("{USAGE}");
            Ok(())
        }
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xiangqi-nnue: {e}");
            ExitCode::FAILURE
        }
    }
}
