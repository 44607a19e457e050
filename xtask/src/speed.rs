//! `cargo xtask bench speed`: the same workloads natively and as wasm in V8.
//!
//! The workloads live in `crates/xiangqi-speed`; natively they run as its
//! binary, in V8 as its wasm build loaded by Node.js. Both print
//! `nodes <N> ms <T>`; the table shows nodes per second and the ratio.

use std::path::Path;
use std::process::Command;

use crate::{cmd, tools};

/// (label, workload, depth or ending number). The tablebase rows solve an
/// ending from nothing as the AI worker does; their "nodes" are the legal
/// positions of the tables solved.
const WORKLOADS: [(&str, &str, u32); 4] = [
    ("perft(5) from the start", "perft", 5),
    ("engine bench (depth 9)", "engine", 9),
    ("solve KR-KAAEE + subs", "tablebase", 0),
    ("solve KN-KAA + subs", "tablebase", 1),
];

struct Run {
    nodes: u64,
    ms: f64,
}

impl Run {
    fn parse(text: &str) -> Option<Run> {
        let mut words = text.split_whitespace();
        let nodes = match (words.next(), words.next()) {
            (Some("nodes"), Some(n)) => n.parse().ok()?,
            _ => return None,
        };
        let ms = match (words.next(), words.next()) {
            (Some("ms"), Some(t)) => t.parse().ok()?,
            _ => return None,
        };
        Some(Run { nodes, ms })
    }

    fn mnps(&self) -> f64 {
        self.nodes as f64 / self.ms.max(0.001) / 1000.0
    }
}

fn measure(command: &mut Command) -> Result<Run, String> {
    let text = cmd::output(command).ok_or("a speed workload failed to run")?;
    Run::parse(&text).ok_or_else(|| format!("unexpected workload output: {text}"))
}

pub fn report() -> Result<(), String> {
    tools::ensure_all(false)?;
    let root = cmd::root();
    cmd::step("building the speed workloads (native and wasm32)");
    cmd::run(cmd::cargo().args([
        "build",
        "--release",
        "-p",
        "xiangqi-speed",
        "--bin",
        "xiangqi-speed",
    ]))?;
    cmd::run(cmd::cargo().args([
        "build",
        "--release",
        "-p",
        "xiangqi-speed",
        "--lib",
        "--target",
        "wasm32-unknown-unknown",
    ]))?;
    let pkg = root.join("target").join("speed-wasm");
    cmd::run(
        Command::new("wasm-bindgen")
            .env("PATH", tools::path_with_tools())
            .args(["--target", "nodejs", "--out-dir"])
            .arg(&pkg)
            .arg(root.join("target/wasm32-unknown-unknown/release/xiangqi_speed.wasm")),
    )?;
    let native_bin = root.join("target/release/xiangqi-speed");
    let runner = root.join("crates/xiangqi-speed/run-wasm.mjs");

    cmd::step("speed: native vs wasm in V8 (one run each, same machine)");
    println!(
        "{:<28} {:>12} {:>10} {:>10} {:>10} {:>10} {:>8}",
        "workload", "nodes", "native ms", "Mnodes/s", "wasm ms", "Mnodes/s", "wasm/nat"
    );
    for (label, workload, depth) in WORKLOADS {
        let depth_text = depth.to_string();
        let native = measure(Command::new(&native_bin).args([workload, &depth_text]))?;
        let wasm = measure(wasm_command(&runner, &pkg).args([workload, &depth_text]))?;
        // perft counts and table sizes are facts: any difference is a bug.
        // The search may legitimately differ (hash-table indexing depends
        // on pointer width).
        if workload != "engine" && native.nodes != wasm.nodes {
            return Err(format!(
                "{label}: native and wasm disagree on the node count ({} vs {})",
                native.nodes, wasm.nodes
            ));
        }
        let nodes = if native.nodes == wasm.nodes {
            native.nodes.to_string()
        } else {
            format!("{}/{}", native.nodes, wasm.nodes)
        };
        println!(
            "{label:<28} {nodes:>12} {:>10.0} {:>10.2} {:>10.0} {:>10.2} {:>8.2}",
            native.ms,
            native.mnps(),
            wasm.ms,
            wasm.mnps(),
            wasm.mnps() / native.mnps()
        );
    }
    Ok(())
}

fn wasm_command(runner: &Path, pkg: &Path) -> Command {
    let mut command = Command::new("node");
    command.arg(runner).arg(pkg);
    command
}
