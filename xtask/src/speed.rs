//! `cargo xtask bench speed`: the same workloads natively and as wasm in V8.
//!
//! The workloads live in `crates/xiangqi-speed`; natively they run as its
//! binary, in V8 as its wasm build loaded by Node.js. Both print
//! `nodes <N> ms <T>`; the table shows nodes per second and the ratio.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{cmd, tools};

/// (label, workload, argument: a depth, for `tablebase` an ending, for
/// `jieqi` a level).
/// The tablebase rows solve an ending from nothing as the AI worker does;
/// their "nodes" are the legal positions of the tables solved.
const WORKLOADS: [(&str, &str, &str); 7] = [
    ("perft(5) from the start", "perft", "5"),
    ("engine bench (depth 9)", "engine", "9"),
    ("  hand-written eval only", "engine-hand", "9"),
    ("solve KR-KAAEE + subs", "tablebase", "KR-KAAEE"),
    ("solve KN-KAA + subs", "tablebase", "KN-KAA"),
    ("jieqi: 20 moves, level 6", "jieqi", "6"),
    ("jieqi: 20 moves, level 8", "jieqi", "8"),
];

/// The endings `bench tables` solves, one process each: every one the AI
/// worker solves on demand (a single attacking piece against a defence).
const TABLE_ENDINGS: [&str; 36] = [
    "KR-K", "KR-KE", "KR-KEE", "KR-KA", "KR-KAE", "KR-KAEE", "KR-KAA", "KR-KAAE", "KR-KAAEE",
    "KN-K", "KN-KE", "KN-KEE", "KN-KA", "KN-KAE", "KN-KAEE", "KN-KAA", "KN-KAAE", "KN-KAAEE",
    "KC-K", "KC-KE", "KC-KEE", "KC-KA", "KC-KAE", "KC-KAEE", "KC-KAA", "KC-KAAE", "KC-KAAEE",
    "KP-K", "KP-KE", "KP-KEE", "KP-KA", "KP-KAE", "KP-KAEE", "KP-KAA", "KP-KAAE", "KP-KAAEE",
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

/// Builds the workloads for wasm32 and binds them for `target`
/// (`wasm-bindgen --target`: `nodejs` or `web`) into `target/<dir>`.
fn build_wasm(target: &str, dir: &str) -> Result<PathBuf, String> {
    let root = cmd::root();
    cmd::run(cmd::cargo().args([
        "build",
        "--release",
        "-p",
        "xiangqi-speed",
        "--lib",
        "--target",
        "wasm32-unknown-unknown",
    ]))?;
    let pkg = root.join("target").join(dir);
    cmd::run(
        Command::new("wasm-bindgen")
            .env("PATH", tools::path_with_tools())
            .args(["--target", target, "--out-dir"])
            .arg(&pkg)
            .arg(root.join("target/wasm32-unknown-unknown/release/xiangqi_speed.wasm")),
    )?;
    Ok(pkg)
}

/// `cargo xtask bench worker`: the workloads in a Web Worker of headless
/// Chromium (the browser suite's `worker_speed_figures`, served from the
/// web build made here into `target/speed-web`).
pub fn worker_report() -> Result<(), String> {
    tools::ensure_all(true)?;
    cmd::step("building the speed workloads for the web");
    build_wasm("web", "speed-web")?;
    crate::build::build_release()?;
    crate::e2e::e2e(&[
        "--ignored".into(),
        "worker_speed_figures".into(),
        "--nocapture".into(),
    ])
}

/// The workloads' native binary, and the wasm build with its runner.
struct Builds {
    native: PathBuf,
    runner: PathBuf,
    pkg: PathBuf,
}

impl Builds {
    fn make() -> Result<Builds, String> {
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
        let pkg = build_wasm("nodejs", "speed-wasm")?;
        Ok(Builds {
            native: root.join("target/release/xiangqi-speed"),
            runner: root.join("crates/xiangqi-speed/run-wasm.mjs"),
            pkg,
        })
    }

    /// One run of `workload` natively, then one in V8.
    fn both(&self, workload: &str, arg: &str) -> Result<(Run, Run), String> {
        let native = measure(Command::new(&self.native).args([workload, arg]))?;
        let wasm = measure(wasm_command(&self.runner, &self.pkg).args([workload, arg]))?;
        Ok((native, wasm))
    }
}

pub fn report() -> Result<(), String> {
    let builds = Builds::make()?;
    cmd::step("speed: native vs wasm in V8 (one run each, same machine)");
    println!(
        "{:<28} {:>12} {:>10} {:>10} {:>10} {:>10} {:>8}",
        "workload", "nodes", "native ms", "Mnodes/s", "wasm ms", "Mnodes/s", "wasm/nat"
    );
    for (label, workload, arg) in WORKLOADS {
        let (native, wasm) = builds.both(workload, arg)?;
        // perft counts and table sizes are facts: any difference is a bug.
        // The search may legitimately differ (hash-table indexing depends
        // on pointer width).
        if !workload.starts_with("engine") && native.nodes != wasm.nodes {
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

/// `cargo xtask bench tables`: the time to solve each ending the AI worker
/// solves, from nothing and with every smaller ending it leads to, natively
/// and in V8 (what a player waits the first time a position needs it).
pub fn tables_report() -> Result<(), String> {
    let builds = Builds::make()?;
    cmd::step("solving each ending from nothing: native vs wasm in V8 (one run each)");
    println!(
        "{:<10} {:>10} {:>10} {:>10} {:>9}",
        "ending", "positions", "native s", "wasm s", "wasm/nat"
    );
    let (mut native_total, mut wasm_total) = (0.0, 0.0);
    for ending in TABLE_ENDINGS {
        let (native, wasm) = builds.both("tablebase", ending)?;
        if native.nodes != wasm.nodes || native.nodes == 0 {
            return Err(format!(
                "{ending}: native and wasm solved {} and {} positions",
                native.nodes, wasm.nodes
            ));
        }
        native_total += native.ms;
        wasm_total += wasm.ms;
        println!(
            "{ending:<10} {:>10} {:>10.2} {:>10.2} {:>9.2}",
            native.nodes,
            native.ms / 1000.0,
            wasm.ms / 1000.0,
            wasm.ms / native.ms.max(0.001)
        );
    }
    println!(
        "{:<10} {:>10} {:>10.1} {:>10.1} {:>9.2}",
        "all",
        "",
        native_total / 1000.0,
        wasm_total / 1000.0,
        wasm_total / native_total.max(0.001)
    );
    Ok(())
}

fn wasm_command(runner: &Path, pkg: &Path) -> Command {
    let mut command = Command::new("node");
    command.arg(runner).arg(pkg);
    command
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_tables_bench_names_every_ending_the_worker_solves() {
        let names: Vec<String> = xiangqi_tablebase::lone_attacker_endings()
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(names, super::TABLE_ENDINGS);
    }
}
