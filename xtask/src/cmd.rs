//! Running child processes with a printed trace and readable errors.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Prints a step header so a long log is easy to scan.
pub fn step(what: &str) {
    println!("\n==> {what}");
}

/// The workspace root (the parent of `xtask/`).
pub fn root() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map(PathBuf::from).unwrap_or(manifest)
}

/// `cargo` as invoked us, run from the workspace root.
pub fn cargo() -> Command {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut command = Command::new(cargo);
    command.current_dir(root());
    command
}

/// Runs a command to completion; a non-zero exit becomes an error naming it.
pub fn run(command: &mut Command) -> Result<(), String> {
    let shown = describe(command);
    println!("$ {shown}");
    let status = command
        .status()
        .map_err(|e| format!("could not start `{shown}`: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{shown}` failed ({status})"))
    }
}

/// Runs a command and returns its trimmed stdout, or `None` if it cannot run or fails.
pub fn output(command: &mut Command) -> Option<String> {
    let out = command.output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

fn describe(command: &Command) -> String {
    let mut text = command.get_program().to_string_lossy().into_owned();
    for arg in command.get_args() {
        text.push(' ');
        text.push_str(&arg.to_string_lossy());
    }
    text
}

/// Every file below `dir` (recursively), sorted.
pub fn files_under(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        let entries = std::fs::read_dir(&folder)
            .map_err(|e| format!("cannot read {}: {e}", folder.display()))?;
        for path in entries.flatten().map(|entry| entry.path()) {
            if path.is_dir() {
                stack.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    Ok(files)
}

/// Runs `bin` of `package`, built in release mode (the search is many
/// times slower in a debug build).
pub fn run_release_bin(package: &str, bin: &str, args: &[String]) -> Result<(), String> {
    run(cargo()
        .args([
            "run",
            "--quiet",
            "--release",
            "-p",
            package,
            "--bin",
            bin,
            "--",
        ])
        .args(args))
}
