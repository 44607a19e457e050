//! `xiangqi-nnue`: the learned evaluation's tools (`cargo xtask nnue`).
//!
//! ```text
//! xiangqi-nnue gen [--games N] [--nodes N] [--seed S] [--skip-plies N] [--random-plies N] [--out PATH]
//! xiangqi-nnue train [--data PATH]... [--out PATH] [--hidden N] [--epochs N] [--batch N] [--rate X]
//!                    [--seed S] [--holdout N] [--scale CP] [--lambda X] [--correction] [--mirror]
//! ```
//!
//! `gen` plays the engine against itself (see `xiangqi_engine::selfplay`)
//! and appends each game's quiet positions, labelled with the search's
//! score and the game's result, to a data file. A run stopped at any
//! point resumes where it stopped when given the same arguments again,
//! and writes exactly what an unbroken run would. `train` fits a small
//! network (see `net`) to such a file and prints its loss on held-out
//! games after every epoch.

mod data;
mod features;
mod gen;
mod net;
mod train;

use std::process::ExitCode;

use gen::GenSettings;
use train::TrainSettings;

const USAGE: &str = "\
usage: xiangqi-nnue gen [--games N] [--nodes N] [--seed S] [--skip-plies N] [--random-plies N]
                        [--out PATH]
       xiangqi-nnue train [--data PATH]... [--out PATH] [--hidden N] [--epochs N] [--batch N]
                          [--rate X] [--seed S] [--holdout N] [--scale CP] [--lambda X]
                          [--correction] [--mirror]

gen plays self-play games at a fixed node count per move (default 5000) and
appends their quiet positions, each with the search's score for the side to
move and the game's result, to PATH (default target/nnue/data.txt), one game at
a time. Run it again with the same settings to go on where it stopped: the file
remembers its settings and how many games it holds. --games is the total the
file should reach (default 10000). It prints its rate as it goes.
train fits a network (14 piece kinds x 90 points from each side's view, --hidden
clipped units a view, default 32, one output) to the data (default
target/nnue/data.txt; --data again adds another file, e.g. a gen run with
another --seed) by Adam (--rate 0.001, --batch 256, --epochs 10), toward a
blend of the search's score as a winning chance (sigmoid(score / --scale 400))
and the game's result (--lambda 0.5 is the score's share); one game in --holdout
(10) is kept out, and both losses are printed after each epoch. The same data
and --seed give the same net, written to --out (default target/nnue/net.bin).
With --correction the net learns what to add to the engine's hand-written
evaluation rather than the whole evaluation, starting from that evaluation.
With --mirror each training position is also learned mirrored left to right.";

fn in_target(file: &str) -> String {
    format!("{}/../../target/nnue/{file}", env!("CARGO_MANIFEST_DIR"))
}

fn number<T: std::str::FromStr>(flag: &str, v: &str) -> Result<T, String> {
    v.parse().map_err(|_| format!("{flag}: bad number '{v}'"))
}

/// Whether `args` ask for the usage rather than a run.
fn wants_help(args: &[String]) -> bool {
    args.iter().any(|a| matches!(a.as_str(), "--help" | "-h"))
}

fn run_gen(args: &[String]) -> Result<(), String> {
    if wants_help(args) {
        println!("{USAGE}");
        return Ok(());
    }
    let mut s = GenSettings::default();
    let mut out = in_target("data.txt");
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
    gen::run(&s, std::path::Path::new(&out))
}

fn run_train(args: &[String]) -> Result<(), String> {
    if wants_help(args) {
        println!("{USAGE}");
        return Ok(());
    }
    let mut s = TrainSettings::default();
    let (mut data, mut out) = (Vec::new(), in_target("net.bin"));
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let switch = match flag.as_str() {
            "--correction" => Some(&mut s.correction),
            "--mirror" => Some(&mut s.mirror),
            _ => None,
        };
        if let Some(on) = switch {
            *on = true;
            continue;
        }
        let v = it.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--data" => data.push(std::path::PathBuf::from(v)),
            "--out" => out = v.clone(),
            "--hidden" => s.hidden = number(flag, v)?,
            "--epochs" => s.epochs = number(flag, v)?,
            "--batch" => s.batch = number(flag, v)?,
            "--rate" => s.rate = number(flag, v)?,
            "--seed" => s.seed = number(flag, v)?,
            "--holdout" => s.holdout = number(flag, v)?,
            "--scale" => s.scale = number(flag, v)?,
            "--lambda" => s.lambda = number(flag, v)?,
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    if s.hidden == 0 || s.batch == 0 || !(0.0..=1.0).contains(&s.lambda) || s.scale <= 0.0 {
        return Err(
            "--hidden and --batch must be positive, --lambda within 0..1, --scale above 0".into(),
        );
    }
    if data.is_empty() {
        data.push(in_target("data.txt").into());
    }
    train::run(&s, &data, std::path::Path::new(&out))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("gen") => run_gen(&args[1..]),
        Some("train") => run_train(&args[1..]),
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
