//! `xiangqi-match` playing this engine against its own binary driven as an
//! external UCI engine.

use std::process::Command;

#[test]
fn a_short_match_against_an_external_uci_engine() {
    let out = Command::new(env!("CARGO_BIN_EXE_xiangqi-match"))
        .args(["--games", "2", "--depth", "2", "--verbose", "--b-engine"])
        .arg(env!("CARGO_BIN_EXE_xiangqi-engine"))
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
