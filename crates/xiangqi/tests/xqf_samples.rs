//! XQF files written by other programs, read from a directory outside the
//! repository: their licences are not ours, so none is kept here.
//!
//! Run with `XQF_SAMPLES=/path/to/dir cargo test -p xiangqi --test
//! xqf_samples -- --nocapture`; every `*.xqf` file in the directory (any
//! letter case) must import without error, with a main line of plausible
//! length made of legal moves. The figures are printed per file. Without
//! the variable the test says so and passes.
//!
//! A file with more moves than the tree holds ([`xiangqi::MAX_NODES`],
//! a limit of the app, not of the reader) is reported as such, and what
//! was read of it must still have a legal main line.

use std::path::{Path, PathBuf};

use xiangqi::{GameTree, ImportErrorKind};

/// Longest main line taken as plausible: a record of a real game, however
/// long, stays well under this many plies.
const MAX_PLAUSIBLE_PLIES: usize = 1000;

fn sample_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension()
                .is_some_and(|ext| ext.eq_ignore_ascii_case("xqf"))
        })
        .collect();
    files.sort();
    files
}

/// The main line's length, after checking each of its moves is legal in
/// the position before it.
fn checked_main_line(tree: &GameTree) -> Result<usize, String> {
    let mut pos = tree.start().clone();
    let moves = tree.mainline_moves();
    for (ply, &mv) in moves.iter().enumerate() {
        pos = pos
            .play(mv)
            .map_err(|e| format!("ply {}: {mv} is illegal: {e}", ply + 1))?;
    }
    Ok(moves.len())
}

#[test]
fn every_sample_file_imports_with_a_legal_main_line() {
    let Some(dir) = std::env::var_os("XQF_SAMPLES") else {
        println!("XQF_SAMPLES is not set: no sample files checked");
        return;
    };
    let files = sample_files(Path::new(&dir));
    assert!(!files.is_empty(), "no .xqf files in {dir:?}");
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
        let name = name.unwrap_or_default();
        let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let (tree, note) = match GameTree::from_xqf(&bytes) {
            Ok(tree) => (Ok(tree), ""),
            Err(e) => match (&e.kind, &e.partial) {
                (ImportErrorKind::TooManyMoves { .. }, Some(partial)) => (
                    Ok(GameTree::clone(partial)),
                    " (over the tree's limit: the part read)",
                ),
                _ => (Err(e.to_string()), ""),
            },
        };
        let outcome = tree.and_then(|tree| {
            let plies = checked_main_line(&tree)?;
            if plies > MAX_PLAUSIBLE_PLIES {
                return Err(format!("a main line of {plies} plies"));
            }
            Ok((plies, tree.len()))
        });
        match outcome {
            Ok((plies, nodes)) => println!(
                "{name}: version {}, main line {plies} plies, {nodes} moves in all{note}",
                bytes[2]
            ),
            Err(e) => {
                println!("{name}: version {}: FAILED: {e}", bytes[2]);
                failures.push(format!("{name}: {e}"));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}
