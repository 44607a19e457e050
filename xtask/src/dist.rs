//! `cargo xtask dist`: the release build as a package for any static host.
//!
//! `dist/` is the package: every URL in it is relative, so it works when
//! copied to the root of a host or to any folder, and it carries the hosts'
//! configuration files (`_headers`, `.htaccess`, `nginx-snippet.conf`, from
//! `public/hosting/`). The same folder is also written as one archive,
//! `target/xiangqi-web-dist.tar.gz`, for uploading in one piece.

use std::process::Command;

use crate::build::build_release;
use crate::{cmd, tools};

/// Files a host needs besides the app itself.
const HOST_FILES: [&str; 3] = ["_headers", ".htaccess", "nginx-snippet.conf"];

pub fn run() -> Result<(), String> {
    tools::ensure_all(false)?;
    build_release()?;
    let dist = cmd::root().join("dist");
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
