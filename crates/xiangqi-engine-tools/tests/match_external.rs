//! `xiangqi-match` playing this engine against its own binary driven as an
//! external UCI engine.

use std::path::PathBuf;
use std::process::Command;

/// The engine's own program (another package's), in the folder of this
/// build's programs; built first where it is not there yet.
fn engine_program() -> PathBuf {
    let match_program = PathBuf::from(env!("CARGO_BIN_EXE_xiangqi-match"));
    let engine =
        match_program.with_file_name(format!("xiangqi-engine{}", std::env::consts::EXE_SUFFIX));
    if !engine.exists() {
        let release = match_program
            .parent()
            .is_some_and(|dir| dir.ends_with("release"));
        let mut build = Command::new(env!("CARGO"));
        build.args([
            "build",
            "--quiet",
            "-p",
            "xiangqi-engine",
            "--bin",
            "xiangqi-engine",
        ]);
        if release {
            build.arg("--release");
        }
        let status = build.status().expect("cargo runs");
        assert!(status.success(), "the engine's program builds");
    }
    engine
}

#[test]
fn a_short_match_against_an_external_uci_engine() {
    let out = Command::new(env!("CARGO_BIN_EXE_xiangqi-match"))
        .args(["--games", "2", "--depth", "2", "--verbose", "--b-engine"])
        .arg(engine_program())
        .args(["--b-option", "Level=8", "--hash", "1"])
        .output()
        .expect("the match runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("B: xiangqi-engine"), "{text}");
    assert_eq!(text.matches("game ").count(), 2, "{text}");
    assert!(
        !text.contains("player failed") && !text.contains("illegal move"),
        "{text}"
    );
    assert!(text.contains("W/D/L for A: "), "{text}");
    assert!(text.contains("Elo A-B: "), "{text}");
}
