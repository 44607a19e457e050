//! The engine's speed in a real browser's Web Worker, printed rather than
//! asserted (a shared machine's timings are not a test): run by `cargo
//! xtask bench worker`, which first builds the speed workloads for the web
//! into `target/speed-web/`. The same workloads as `cargo xtask bench
//! speed` (natively and in Node.js), here in headless Chromium: the bench
//! with the learned network, the bench with the hand-written evaluation
//! alone, and perft.

use std::path::PathBuf;

use anyhow::{bail, Context, Result};

use crate::harness::{scenario, Page, DESKTOP};

/// Where the workloads' web build is served from, beside the app.
const SERVED: &str = "speed-figures";

/// Each workload with its depth, as in `cargo xtask bench speed`.
const WORKLOADS: [(&str, &str, u32); 3] = [
    ("engine bench (depth 9)", "engine", 9),
    ("  hand-written eval only", "engine-hand", 9),
    ("perft(5)", "perft", 5),
];

/// How many times each workload runs, alternating with the others.
const ROUNDS: usize = 3;

/// Serves the web build of the workloads and its worker script.
fn serve_workloads(page: &Page) -> Result<()> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let pkg = root.join("target/speed-web");
    if !pkg.join("xiangqi_speed_bg.wasm").exists() {
        bail!(
            "{} holds no web build of the speed workloads: run cargo xtask bench worker",
            pkg.display()
        );
    }
    let files = [
        ("xiangqi_speed.js", pkg.join("xiangqi_speed.js")),
        ("xiangqi_speed_bg.wasm", pkg.join("xiangqi_speed_bg.wasm")),
        (
            "run-worker.js",
            root.join("crates/xiangqi-speed/run-worker.js"),
        ),
    ];
    for (name, path) in files {
        let body = std::fs::read(&path).with_context(|| format!("reading {}", path.display()))?;
        page.server.override_file(&format!("{SERVED}/{name}"), body);
    }
    Ok(())
}

/// One run of `workload` in a fresh module worker: (nodes, ms).
async fn run_in_worker(page: &Page, workload: &str, depth: u32) -> Result<(u64, f64)> {
    let answer = page
        .js_async(&format!(
            "const worker = new Worker('{SERVED}/run-worker.js', {{ type: 'module' }});\
             const answer = await new Promise((resolve, reject) => {{\
               worker.onmessage = e => resolve(e.data);\
               worker.onerror = e => reject(e.message || 'the worker failed');\
               worker.postMessage(['{workload}', {depth}]);\
             }});\
             worker.terminate();\
             if (answer.error) throw answer.error;\
             return [answer.nodes, answer.ms];"
        ))
        .await?;
    let (Some(nodes), Some(ms)) = (answer[0].as_f64(), answer[1].as_f64()) else {
        bail!("{workload}: the worker answered {answer}");
    };
    Ok((nodes as u64, ms))
}

#[tokio::test]
#[ignore = "figures: run by cargo xtask bench worker"]
async fn worker_speed_figures() {
    scenario("worker-speed-figures", DESKTOP, async |page| {
        page.open("/").await?;
        serve_workloads(page)?;
        println!(
            "{:<28} {:>5} {:>10} {:>10} {:>10}",
            "workload (Chromium worker)", "round", "nodes", "ms", "Mnodes/s"
        );
        for round in 1..=ROUNDS {
            for (label, workload, depth) in WORKLOADS {
                let (nodes, ms) = run_in_worker(page, workload, depth).await?;
                println!(
                    "{label:<28} {round:>5} {nodes:>10} {ms:>10.0} {:>10.2}",
                    nodes as f64 / ms.max(0.001) / 1000.0
                );
            }
        }
        Ok(())
    })
    .await;
}
