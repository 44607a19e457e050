//! `cargo xtask bench [size]`: figures that measure the project.
//!
//! * `size`: transfer size of the release build, each file raw and gzip -9.
//! * `speed`: perft and the engine's bench, natively and as wasm in V8
//!   (Node.js), with nodes per second and the wasm/native ratio.

use std::io::Write;
use std::path::{Path, PathBuf};

use flate2::write::GzEncoder;
use flate2::Compression;

use crate::{build_release, cmd, speed, tools};

pub fn run(args: &[String]) -> Result<(), String> {
    let what = args.first().map(String::as_str).unwrap_or("all");
    match what {
        "size" => {
            tools::ensure_all(false)?;
            build_release()?;
            size_report()
        }
        "speed" => speed::report(),
        "all" => {
            speed::report()?;
            tools::ensure_all(false)?;
            build_release()?;
            size_report()
        }
        other => Err(format!("unknown bench `{other}` (expected: size, speed)")),
    }
}

/// Files a browser downloads on first load (icons and screenshots aside).
fn transferred_files(dist: &Path) -> Result<Vec<PathBuf>, String> {
    let mut files = cmd::files_under(dist)?;
    files.retain(|path| {
        matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("wasm" | "js" | "css" | "html" | "webmanifest")
        )
    });
    Ok(files)
}

/// `bytes` compressed with gzip -9.
pub fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    // Writing to a Vec cannot fail.
    let _ = encoder.write_all(bytes);
    encoder.finish().unwrap_or_default()
}

fn gzip_len(bytes: &[u8]) -> usize {
    gzip(bytes).len()
}

fn size_report() -> Result<(), String> {
    let dist = cmd::root().join("dist");
    cmd::step("size of the release build (dist/)");
    println!("{:<44} {:>10} {:>10}", "file", "raw", "gzip -9");
    let (mut raw_total, mut gz_total) = (0, 0);
    for file in transferred_files(&dist)? {
        let bytes =
            std::fs::read(&file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
        let gz = gzip_len(&bytes);
        raw_total += bytes.len();
        gz_total += gz;
        let name = file
            .strip_prefix(&dist)
            .unwrap_or(&file)
            .display()
            .to_string();
        println!("{name:<44} {:>10} {:>10}", bytes.len(), gz);
    }
    println!("{:<44} {raw_total:>10} {gz_total:>10}", "total");
    Ok(())
}
