//! Plays the recorded pairings with `xiangqi-match`, the same way each
//! time: 8-ply walks through the opening book from seed 1, colours
//! alternating.

use std::path::PathBuf;
use std::process::Command;

use crate::record::{self, Line, Outcome, Pairing};

/// `xiangqi-match`, built beside this program.
fn match_program() -> Result<PathBuf, String> {
    let me = std::env::current_exe().map_err(|e| e.to_string())?;
    let program = me.with_file_name(format!("xiangqi-match{}", std::env::consts::EXE_SUFFIX));
    if program.exists() {
        Ok(program)
    } else {
        Err(format!(
            "{} is missing: build it with cargo build --release -p xiangqi-engine-tools --bin xiangqi-match",
            program.display()
        ))
    }
}

/// The match's options for a pairing.
pub fn match_args(p: &Pairing, reference: &str) -> Vec<String> {
    let mut args: Vec<String> = [
        "--games",
        &p.games.to_string(),
        "--book-plies",
        "8",
        "--seed",
        "1",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    args.extend(p.a.match_args("a", reference));
    args.extend(p.b.match_args("b", reference));
    args
}

/// The "W/D/L for A: w/d/l" line of the match's output.
pub fn outcome_of(output: &str) -> Option<Outcome> {
    let line = output
        .lines()
        .rev()
        .find(|l| l.starts_with("W/D/L for A: "))?;
    let counts = line
        .strip_prefix("W/D/L for A: ")?
        .split_whitespace()
        .next()?;
    Outcome::parse(counts).ok()
}

/// Plays each pairing without a result (or every one with `again`),
/// writing the file after each so that stopping loses only the game in
/// progress.
pub fn play_all(
    file: &str,
    mut lines: Vec<Line>,
    reference: &str,
    again: bool,
) -> Result<(), String> {
    let program = match_program()?;
    for i in 0..lines.len() {
        let Line::Pairing(p) = &lines[i] else {
            continue;
        };
        if p.outcome.is_some() && !again {
            continue;
        }
        println!("playing {} against {} ({} games)", p.a, p.b, p.games);
        let output = Command::new(&program)
            .args(match_args(p, reference))
            .output()
            .map_err(|e| format!("{}: {e}", program.display()))?;
        let text = String::from_utf8_lossy(&output.stdout);
        let outcome = outcome_of(&text).ok_or_else(|| {
            format!(
                "xiangqi-match gave no result for {p}: {}",
                String::from_utf8_lossy(&output.stderr)
            )
        })?;
        println!("  {}/{}/{}", outcome.wins, outcome.draws, outcome.losses);
        if let Line::Pairing(p) = &mut lines[i] {
            p.outcome = Some(outcome);
        }
        std::fs::write(file, record::render(&lines)).map_err(|e| format!("{file}: {e}"))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_result_line_is_read() {
        let out =
            "A: level 3  B: Fairy-Stockfish\nW/D/L for A: 23/5/12  score 63.8 %\nElo A-B: +97\n";
        assert_eq!(
            outcome_of(out),
            Some(Outcome {
                wins: 23,
                draws: 5,
                losses: 12
            })
        );
        assert_eq!(outcome_of("nothing"), None);
    }

    #[test]
    fn a_pairing_becomes_one_match() {
        let lines = record::parse("L3 FS@1024 40").unwrap();
        let Line::Pairing(p) = &lines[0] else {
            panic!()
        };
        let args = match_args(p, "/fs");
        assert_eq!(
            args[..6],
            ["--games", "40", "--book-plies", "8", "--seed", "1"]
        );
        assert!(args.windows(2).any(|w| w == ["--a-level", "3"]));
        assert!(args.windows(2).any(|w| w == ["--b-nodes", "1024"]));
    }
}
