//! Runs one workload natively and prints `nodes <N> ms <T>`.
//!
//! usage: xiangqi-speed perft|engine|engine-hand <depth>, xiangqi-speed jieqi <level>, or xiangqi-speed tablebase <ending>

use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str =
    "usage: xiangqi-speed perft|engine|engine-hand <depth>, xiangqi-speed jieqi <level>, or xiangqi-speed tablebase <ending>";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(kind), Some(arg)) = (args.first(), args.get(1)) else {
        eprintln!("{USAGE}");
        return ExitCode::FAILURE;
    };
    let depth = arg.parse::<u32>().ok();
    let started = Instant::now();
    let nodes = match (kind.as_str(), depth) {
        ("perft", Some(depth)) => xiangqi_speed::perft_start(depth),
        ("engine", Some(depth)) => xiangqi_speed::engine_bench(depth),
        ("engine-hand", Some(depth)) => xiangqi_speed::engine_bench_hand_written(depth),
        ("jieqi", Some(level)) => xiangqi_speed::jieqi_game(level),
        ("tablebase", _) => xiangqi_speed::solve_ending(arg),
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::FAILURE;
        }
    };
    let ms = started.elapsed().as_secs_f64() * 1000.0;
    println!("nodes {nodes} ms {ms:.1}");
    ExitCode::SUCCESS
}
