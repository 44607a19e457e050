//! `xiangqi-elo`: the levels' ratings on one Elo scale.
//!
//! Each level plays reference opponents that do not change with this
//! engine: Fairy-Stockfish with its classical evaluation at fixed node
//! counts a move (deterministic, so the machine's speed and load do not
//! matter). The references also play each other, and a Bradley–Terry fit
//! of all results puts everyone on one scale, anchored by the file's
//! `anchor` line. Measuring every level against the same outside
//! opponents, instead of each level against the one below only, keeps the
//! scale from stretching: self-play between a level and its weaker copy
//! exaggerates the gap.
//!
//! ```text
//! xiangqi-elo [--file PATH]                       fit the recorded results and print them
//! xiangqi-elo play --reference PATH [--file PATH] [--again]
//!                                                 play the pairings without a result
//!                                                 (all of them with --again)
//! ```
//!
//! The recorded results are `crates/xiangqi-engine/data/level-elo.txt`;
//! the Elo column of the levels table is this fit of them (a test checks
//! it).

mod fit;
mod play;
mod record;

use std::collections::BTreeMap;
use std::process::ExitCode;

use record::{Line, Player};

const USAGE: &str = "\
usage: xiangqi-elo [--file PATH]
       xiangqi-elo play --reference PATH [--file PATH] [--again]

Without a command, fits the recorded pairings and prints each player's rating
with its 95 % interval. `play` plays the pairings that have no result yet (all
of them with --again) with xiangqi-match, writing each result to the file as
it comes; PATH is a Fairy-Stockfish program built with largeboards=yes.";

/// The recorded results, relative to this crate.
const DEFAULT_FILE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../xiangqi-engine/data/level-elo.txt"
);

/// Everyone's fitted rating, by player.
pub fn ratings(lines: &[Line]) -> Result<BTreeMap<Player, fit::Rating>, String> {
    let mut anchor = None;
    let mut players: Vec<Player> = Vec::new();
    let index = |p: &Player, players: &mut Vec<Player>| match players.iter().position(|q| q == p) {
        Some(i) => i,
        None => {
            players.push(p.clone());
            players.len() - 1
        }
    };
    let mut scores = Vec::new();
    for line in lines {
        match line {
            Line::Anchor(p, elo) => anchor = Some((index(p, &mut players), f64::from(*elo))),
            Line::Pairing(p) => {
                let Some(o) = p.outcome else { continue };
                scores.push(fit::Score {
                    a: index(&p.a, &mut players),
                    b: index(&p.b, &mut players),
                    score: f64::from(o.wins) + f64::from(o.draws) / 2.0,
                    games: f64::from(o.games()),
                });
            }
            Line::Other(_) => {}
        }
    }
    let (anchor, elo) = anchor.ok_or("the file has no 'anchor PLAYER ELO' line")?;
    let fitted = fit::fit(players.len(), &scores, anchor, elo)?;
    Ok(players.into_iter().zip(fitted).collect())
}

fn print_ratings(lines: &[Line]) -> Result<(), String> {
    let ratings = ratings(lines)?;
    let mut games: BTreeMap<&Player, u32> = BTreeMap::new();
    for line in lines {
        if let Line::Pairing(p) = line {
            if let Some(o) = p.outcome {
                *games.entry(&p.a).or_default() += o.games();
                *games.entry(&p.b).or_default() += o.games();
            }
        }
    }
    let mut sorted: Vec<_> = ratings.iter().collect();
    sorted.sort_by(|x, y| x.1.elo.total_cmp(&y.1.elo));
    println!(
        "{:<12} {:>6} {:>16} {:>6}",
        "player", "Elo", "95 % interval", "games"
    );
    for (player, r) in sorted {
        let half = 1.96 * r.error;
        println!(
            "{:<12} {:>6.0} {:>7.0} .. {:<6.0} {:>6}",
            player.to_string(),
            r.elo,
            r.elo - half,
            r.elo + half,
            games.get(player).copied().unwrap_or(0)
        );
    }
    Ok(())
}

fn run(argv: &[String]) -> Result<(), String> {
    let mut file = DEFAULT_FILE.to_string();
    let mut reference = None;
    let mut again = false;
    let mut command = None;
    let mut i = 0;
    while i < argv.len() {
        let value = || {
            argv.get(i + 1)
                .cloned()
                .ok_or(format!("{} needs a value", argv[i]))
        };
        match argv[i].as_str() {
            "--file" => {
                file = value()?;
                i += 1;
            }
            "--reference" => {
                reference = Some(value()?);
                i += 1;
            }
            "--again" => again = true,
            "--help" | "-h" => return Err(String::new()),
            "play" if command.is_none() => command = Some("play"),
            other => return Err(format!("unknown argument '{other}'")),
        }
        i += 1;
    }
    let read = || {
        let text = std::fs::read_to_string(&file).map_err(|e| format!("{file}: {e}"))?;
        record::parse(&text).map_err(|e| format!("{file}: {e}"))
    };
    match command {
        Some(_) => {
            let reference = reference.ok_or("play needs --reference PATH")?;
            play::play_all(&file, read()?, &reference, again)?;
            print_ratings(&read()?)
        }
        None => print_ratings(&read()?),
    }
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match run(&argv) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.is_empty() => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("xiangqi-elo: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The levels table's Elo column is the fit of the recorded matches,
    /// rounded to the nearest ten: change one and the other must follow.
    #[test]
    fn the_levels_elo_column_is_the_fit_of_the_recorded_matches() {
        let text = include_str!("../../../../xiangqi-engine/data/level-elo.txt");
        let lines = record::parse(text).unwrap();
        let ratings = ratings(&lines).unwrap();
        for level in xiangqi_engine::levels() {
            let fitted: Vec<f64> = ratings
                .iter()
                .filter(
                    |(p, _)| matches!(p, Player::Level { number, .. } if *number == level.number),
                )
                .map(|(_, r)| r.elo)
                .collect();
            assert_eq!(fitted.len(), 1, "level {} is rated once", level.number);
            let rounded = (fitted[0] / 10.0).round() as u16 * 10;
            assert_eq!(level.elo, rounded, "level {}", level.number);
        }
    }

    #[test]
    fn every_recorded_pairing_has_its_result() {
        let text = include_str!("../../../../xiangqi-engine/data/level-elo.txt");
        for line in record::parse(text).unwrap() {
            if let Line::Pairing(p) = line {
                assert!(p.outcome.is_some(), "{p} has not been played");
            }
        }
    }
}
