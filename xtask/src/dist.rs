//! `cargo xtask dist`: the release build as a package for any static host.
//!
//! `dist/` is the package: every URL in it is relative, so it works when
//! copied to the root of a host or to any folder, and it carries the hosts'
//! configuration files (`_headers`, `.htaccess`, `nginx-snippet.conf`, from
//! `public/hosting/`). The same folder is also written as one archive,
//! `target/xiangqi-web-dist.tar.gz`, for uploading in one piece.
//!
//! With `--tables DIR`, the endgame tables built into DIR (`cargo xtask
//! tablebase build all --out DIR`) are copied into `dist/tables/` with an
//! index of their SHA-256 (`tables/index.txt`), which the AI worker
//! downloads from on demand (see `crates/xiangqi-worker/src/download.rs`).
//! They are kept out of the service worker's precache list: a player
//! downloads only the endings their games reach.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::build::build_release;
use crate::{cmd, tools};

/// Files a host needs besides the app itself.
const HOST_FILES: [&str; 3] = ["_headers", ".htaccess", "nginx-snippet.conf"];

pub fn run(args: &[String]) -> Result<(), String> {
    let tables = match args {
        [] => None,
        [flag, dir] if flag == "--tables" => Some(PathBuf::from(dir)),
        _ => return Err("usage: cargo xtask dist [--tables DIR]".to_string()),
    };
    tools::ensure_all(false)?;
    build_release()?;
    let dist = cmd::root().join("dist");
    if let Some(dir) = tables {
        copy_tables(&dir, &dist.join("tables"))?;
    }
    for file in HOST_FILES {
        if !dist.join(file).is_file() {
            return Err(format!(
                "dist/{file} is missing from the build (see index.html)"
            ));
        }
    }
    let files = cmd::files_under(&dist)?;
    let bytes: u64 = files
        .iter()
        .filter_map(|f| std::fs::metadata(f).ok())
        .map(|m| m.len())
        .sum();
    let archive = cmd::root().join("target").join("xiangqi-web-dist.tar.gz");
    cmd::step("packing dist/ into target/xiangqi-web-dist.tar.gz");
    cmd::run(
        Command::new("tar")
            .arg("-czf")
            .arg(&archive)
            .arg("-C")
            .arg(&dist)
            .arg("."),
    )?;
    let packed = std::fs::metadata(&archive).map(|m| m.len()).unwrap_or(0);
    println!(
        "\ndist/: {} files, {} KB; archive {} ({} KB)\n\
         Copy the folder (or unpack the archive) to any folder of a static host;\n\
         README.md, \"Put it on the web\", explains the host settings.",
        files.len(),
        bytes / 1024,
        archive.display(),
        packed / 1024
    );
    Ok(())
}

/// Copies the table files of `from` into `to` and writes their index there.
fn copy_tables(from: &Path, to: &Path) -> Result<(), String> {
    let entries = std::fs::read_dir(from).map_err(|e| format!("{}: {e}", from.display()))?;
    std::fs::create_dir_all(to).map_err(|e| format!("{}: {e}", to.display()))?;
    let mut copied = 0;
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|x| x == "xqtb") {
            std::fs::copy(&path, to.join(entry.file_name()))
                .map_err(|e| format!("{}: {e}", path.display()))?;
            copied += 1;
        }
    }
    if copied == 0 {
        return Err(format!(
            "{} holds no tables (cargo xtask tablebase build all --out DIR makes them)",
            from.display()
        ));
    }
    cmd::step(&format!("{copied} endgame tables copied into dist/tables"));
    crate::tablebase::run(&[
        "index".to_string(),
        "--out".to_string(),
        to.display().to_string(),
    ])
}
