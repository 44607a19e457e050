//! `cargo xtask bench [size]`: figures that measure the project.
//!
//! * `size`: transfer size of the release build, each file raw and gzip -9.
//! * `speed`: perft and the engine's bench, natively and as wasm in V8
//!   (Node.js), with nodes per second and the wasm/native ratio.
//! * `study`: in headless Chromium, the depth the analysis board reaches
//!   in 5 s from the start position and the time a 100-ply game's review
//!   takes (the browser suite's `study_figures`, which asserts no time).
//! * `worker`: in headless Chromium, the `speed` workloads in a Web
//!   Worker, as the AI worker runs the engine (`worker_speed_figures`).

use std::path::{Path, PathBuf};

use crate::build::build_release;
use crate::gzip::gzip;
use crate::{cmd, speed, tools};

pub fn run(args: &[String]) -> Result<(), String> {
    let what = args.first().map(String::as_str).unwrap_or("all");
    match what {
        "size" => {
            tools::ensure_all(false)?;
            build_release()?;
            size_report()
        }
        "speed" => speed::report(),
        "tables" => speed::tables_report(),
        "worker" => speed::worker_report(),
        "study" => {
            tools::ensure_all(true)?;
            build_release()?;
            crate::e2e::e2e(&[
                "--ignored".into(),
                "study_figures".into(),
                "--nocapture".into(),
            ])
        }
        "games" => {
            tools::ensure_all(true)?;
            build_release()?;
            crate::e2e::e2e(&[
                "--ignored".into(),
                "games_figures".into(),
                "--nocapture".into(),
            ])
        }
        "all" => {
            speed::report()?;
            tools::ensure_all(false)?;
            build_release()?;
            size_report()
        }
        other => Err(format!(
            "unknown bench `{other}` (expected: size, speed, tables, study, worker, games)"
        )),
    }
}

/// Files a browser downloads on first load (icons and screenshots aside).
fn transferred_files(dist: &Path) -> Result<Vec<PathBuf>, String> {
    let mut files = cmd::files_under(dist)?;
    files.retain(|path| {
        matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("wasm" | "js" | "css" | "html" | "webmanifest" | "txt")
        ) || is_locale(path)
            || is_study_locale(path)
    });
    Ok(files)
}

/// A study screens' locale file (`locales/study/<tag>.json`): fetched with
/// the first of their chunks, the active language's alone.
fn is_study_locale(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "json")
        && path
            .parent()
            .is_some_and(|dir| dir.ends_with("locales/study"))
}

/// A page's locale file (`locales/<tag>.json`): the page fetches the
/// active language's alone, so the largest one is counted.
fn is_locale(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "json")
        && path
            .parent()
            .and_then(Path::file_name)
            .is_some_and(|dir| dir == "locales")
}

fn gzip_len(bytes: &[u8]) -> usize {
    gzip(bytes).len()
}

/// The gzip budget of what the page needs to draw the board and play, in
/// bytes: 300 KB, icons excluded (taken as 300,000 bytes, the stricter
/// reading).
const FIRST_PAINT_BUDGET: usize = 300_000;

/// Whether the page loads `name` only after it has drawn the board: the AI
/// worker (started once the first frame is painted), the files worker
/// (started when a file is first opened or written), the study screens'
/// chunks and styles (fetched when first opened), the service worker
/// (registered after the `load` event), the manifest (read by the
/// browser for installation) and the puzzle collection (read by the
/// trainer).
fn after_first_paint(name: &str) -> bool {
    name.starts_with("ai-worker")
        || name.starts_with("files-worker")
        || name.starts_with("study")
        || name.starts_with("split_")
        || name.starts_with("chunk_")
        || name == "sw.js"
        || name.ends_with(".webmanifest")
        || name.starts_with("puzzles/")
}

/// The learned evaluation's network, which the AI worker carries inside
/// its wasm (so it is counted there too, after the first paint).
const LEARNED_NETWORK: &str = "crates/xiangqi-engine/data/learned.xqnn";

fn learned_evaluation_size() -> Result<(), String> {
    let path = cmd::root().join(LEARNED_NETWORK);
    let bytes = std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    println!(
        "{:<44} {:>10} {:>10}",
        "of which in the AI worker: the network",
        bytes.len(),
        gzip_len(&bytes)
    );
    Ok(())
}

fn size_report() -> Result<(), String> {
    let dist = cmd::root().join("dist");
    cmd::step("size of the release build (dist/)");
    println!("{:<44} {:>10} {:>10}", "file", "raw", "gzip -9");
    // (raw, gzip) before and after the first paint.
    let mut totals = [(0, 0), (0, 0)];
    let mut files = Vec::new();
    for file in transferred_files(&dist)? {
        let bytes =
            std::fs::read(&file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
        let name = file
            .strip_prefix(&dist)
            .unwrap_or(&file)
            .display()
            .to_string();
        files.push((
            after_first_paint(&name),
            name,
            bytes.len(),
            gzip_len(&bytes),
        ));
    }
    files.sort();
    // The largest locale file, the one language counted.
    let mut locale = (0, 0);
    let mut study_locale = (0, 0);
    for (later, name, raw, gz) in &files {
        println!("{name:<44} {raw:>10} {gz:>10}");
        if is_locale(Path::new(name)) {
            locale = locale.max((*gz, *raw));
            continue;
        }
        if is_study_locale(Path::new(name)) {
            study_locale = study_locale.max((*gz, *raw));
            continue;
        }
        let total = &mut totals[usize::from(*later)];
        total.0 += raw;
        total.1 += gz;
    }
    println!(
        "{:<44} {:>10} {:>10}",
        "one language's words (the largest file)", locale.1, locale.0
    );
    println!(
        "{:<44} {:>10} {:>10}",
        "the study screens' words (the largest file)", study_locale.1, study_locale.0
    );
    totals[0].0 += locale.1;
    totals[0].1 += locale.0;
    totals[1].0 += study_locale.1;
    totals[1].1 += study_locale.0;
    let [(raw_first, gz_first), (raw_later, gz_later)] = totals;
    println!(
        "{:<44} {raw_first:>10} {gz_first:>10}",
        "to draw the board and play"
    );
    println!(
        "{:<44} {raw_later:>10} {gz_later:>10}",
        "after the first paint (AI, files, study, offline, manifest, puzzles)"
    );
    println!(
        "{:<44} {:>10} {:>10}",
        "total",
        raw_first + raw_later,
        gz_first + gz_later
    );
    learned_evaluation_size()?;
    crate::screen_sizes::report(&dist, &crate::postbuild::parts_list(true))?;
    let verdict = if gz_first <= FIRST_PAINT_BUDGET {
        "within"
    } else {
        "OVER"
    };
    println!(
        "to draw the board and play: {gz_first} bytes gzip ({:.1} KiB), {verdict} the \
         {FIRST_PAINT_BUDGET}-byte budget",
        gz_first as f64 / 1024.0,
    );
    Ok(())
}
