//! Runs one workload natively and prints `nodes <N> ms <T>`.
//!
//! usage: xiangqi-speed perft|engine|tablebase <depth or ending number>

use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(kind), Some(depth)) = (
        args.first(),
        args.get(1).and_then(|d| d.parse::<u32>().ok()),
    ) else {
        eprintln!("usage: xiangqi-speed perft|engine|tablebase <depth or ending number>");
        return ExitCode::FAILURE;
    };
    let started = Instant::now();
    let nodes = match kind.as_str() {
        "perft" => xiangqi_speed::perft_start(depth),
        "engine" => xiangqi_speed::engine_bench(depth),
        "tablebase" => xiangqi_speed::solve_ending(depth),
        other => {
            eprintln!("unknown workload `{other}` (perft, engine or tablebase)");
            return ExitCode::FAILURE;
        }
    };
    let ms = started.elapsed().as_secs_f64() * 1000.0;
    println!("nodes {nodes} ms {ms:.1}");
    ExitCode::SUCCESS
}
