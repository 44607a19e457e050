//! Embeds the lesson files (`lessons/*.json` at the workspace's root) in
//! the study module: adding a lesson adds a file, and no code names it.
//! (The lessons screen's own words are in the study locale files.)

use std::fmt::Write as _;
use std::path::PathBuf;

fn main() {
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"))
        .join("../../lessons");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the lessons folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    names.sort();
    let mut out = String::from(
        "/// Every lesson file: its name and its text.\npub const FILES: &[(&str, &str)] = &[\n",
    );
    for path in &names {
        let name = path.file_name().expect("a file").to_string_lossy();
        let _ = writeln!(
            out,
            "    ({name:?}, include_str!({:?})),",
            path.display().to_string()
        );
    }
    out.push_str("];\n");
    let target = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("lessons.rs");
    std::fs::write(target, out).expect("OUT_DIR is writable");
}
