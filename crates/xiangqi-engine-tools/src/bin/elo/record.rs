//! The recorded matches: one line per pairing, `A B GAMES W/D/L` with W/D/L
//! counted for A. Players are written as:
//!
//! - `L3`: this engine at level 3 with the level's own limits;
//! - `L8@200000`: a level at a fixed node count a move;
//! - `FS@1024`: the reference engine (Fairy-Stockfish with its classical
//!   evaluation) at a fixed node count a move.
//!
//! `#` starts a comment (keep comments on lines of their own: a pairing's
//! line is written anew when it is played). A line may leave out its result
//! (`A B GAMES`) to ask for the pairing to be played. One line `anchor
//! PLAYER ELO` fixes the scale.

use std::fmt;

/// One player of the scale.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// This engine at a level, optionally at a fixed node count.
    Level { number: u8, nodes: Option<u64> },
    /// The reference engine at a fixed node count.
    Reference { nodes: u64 },
}

impl Player {
    pub fn parse(token: &str) -> Result<Player, String> {
        let bad = || format!("bad player '{token}' (expected L3, L8@200000 or FS@1024)");
        if let Some(nodes) = token.strip_prefix("FS@") {
            let nodes = nodes.parse().map_err(|_| bad())?;
            return Ok(Player::Reference { nodes });
        }
        let level = token.strip_prefix('L').ok_or_else(bad)?;
        let (number, nodes) = match level.split_once('@') {
            Some((n, nodes)) => (n, Some(nodes.parse().map_err(|_| bad())?)),
            None => (level, None),
        };
        let number = number.parse().map_err(|_| bad())?;
        Ok(Player::Level { number, nodes })
    }

    /// This player's options for `xiangqi-match` as side `side` ("a" or
    /// "b"); `reference` is the reference engine's program.
    pub fn match_args(&self, side: &str, reference: &str) -> Vec<String> {
        let mut args = Vec::new();
        let mut push = |k: &str, v: String| {
            args.push(format!("--{side}-{k}"));
            args.push(v);
        };
        match self {
            Player::Level { number, nodes } => {
                push("level", number.to_string());
                if let Some(n) = nodes {
                    push("nodes", n.to_string());
                }
            }
            Player::Reference { nodes } => {
                push("engine", reference.to_string());
                for option in ["UCI_Variant=xiangqi", "Use NNUE=false", "Threads=1"] {
                    push("option", option.to_string());
                }
                push("ranks", "1".to_string());
                push("nodes", nodes.to_string());
            }
        }
        args
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Player::Level {
                number,
                nodes: None,
            } => write!(f, "L{number}"),
            Player::Level {
                number,
                nodes: Some(n),
            } => write!(f, "L{number}@{n}"),
            Player::Reference { nodes } => write!(f, "FS@{nodes}"),
        }
    }
}

/// Wins, draws and losses for the first player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Outcome {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Parses "W/D/L".
    pub fn parse(text: &str) -> Result<Outcome, String> {
        let n: Vec<u32> = text
            .split('/')
            .map(|p| p.parse())
            .collect::<Result<_, _>>()
            .map_err(|_| format!("bad result '{text}' (expected W/D/L)"))?;
        match n[..] {
            [wins, draws, losses] => Ok(Outcome {
                wins,
                draws,
                losses,
            }),
            _ => Err(format!("bad result '{text}' (expected W/D/L)")),
        }
    }
}

/// One recorded (or wanted) pairing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pairing {
    pub a: Player,
    pub b: Player,
    pub games: u32,
    pub outcome: Option<Outcome>,
}

impl fmt::Display for Pairing {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} {} {}", self.a, self.b, self.games)?;
        if let Some(o) = self.outcome {
            write!(f, " {}/{}/{}", o.wins, o.draws, o.losses)?;
        }
        Ok(())
    }
}

/// A line of the file: a pairing, or text kept as it is (comments, blank
/// lines).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    Pairing(Pairing),
    /// The player whose rating is given, and that rating.
    Anchor(Player, i32),
    Other(String),
}

/// Reads the file's lines; errors name the line.
pub fn parse(text: &str) -> Result<Vec<Line>, String> {
    text.lines()
        .enumerate()
        .map(|(i, line)| {
            let content = line.split('#').next().unwrap_or("").trim();
            if content.is_empty() {
                return Ok(Line::Other(line.to_string()));
            }
            let parsed = match content.strip_prefix("anchor ") {
                Some(rest) => parse_anchor(rest),
                None => parse_pairing(content).map(Line::Pairing),
            };
            parsed.map_err(|e| format!("line {}: {e}", i + 1))
        })
        .collect()
}

fn parse_anchor(rest: &str) -> Result<Line, String> {
    let fields: Vec<&str> = rest.split_whitespace().collect();
    match fields[..] {
        [player, elo] => Ok(Line::Anchor(
            Player::parse(player)?,
            elo.parse().map_err(|_| format!("bad rating '{elo}'"))?,
        )),
        _ => Err("expected anchor PLAYER ELO".to_string()),
    }
}

fn parse_pairing(content: &str) -> Result<Pairing, String> {
    let fields: Vec<&str> = content.split_whitespace().collect();
    let (a, b, games, result) = match fields[..] {
        [a, b, g] => (a, b, g, None),
        [a, b, g, r] => (a, b, g, Some(r)),
        _ => return Err("expected A B GAMES [W/D/L]".to_string()),
    };
    let games: u32 = games
        .parse()
        .map_err(|_| format!("bad game count '{games}'"))?;
    let outcome = result.map(Outcome::parse).transpose()?;
    if let Some(o) = outcome {
        if o.games() != games {
            return Err(format!("{} games recorded, {games} announced", o.games()));
        }
    }
    Ok(Pairing {
        a: Player::parse(a)?,
        b: Player::parse(b)?,
        games,
        outcome,
    })
}

/// The file's text again, with pairings written back in their form.
pub fn render(lines: &[Line]) -> String {
    let mut out = String::new();
    for line in lines {
        match line {
            Line::Pairing(p) => out.push_str(&p.to_string()),
            Line::Anchor(player, elo) => out.push_str(&format!("anchor {player} {elo}")),
            Line::Other(text) => out.push_str(text),
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_round_trip() {
        let text = "# header\nanchor L1 800\nL3 FS@1024 40 23/5/12\n\nL8@200000 FS@65536 40\n";
        let lines = parse(text).unwrap();
        assert_eq!(render(&lines), text);
        let Line::Pairing(p) = &lines[2] else {
            panic!("a pairing")
        };
        assert_eq!(
            p.a,
            Player::Level {
                number: 3,
                nodes: None
            }
        );
        assert_eq!(p.b, Player::Reference { nodes: 1024 });
        assert_eq!(p.outcome.unwrap().wins, 23);
        let Line::Pairing(q) = &lines[4] else {
            panic!("a pairing")
        };
        assert_eq!(q.outcome, None);
    }

    #[test]
    fn mistakes_are_named() {
        assert!(parse("L3 X 40").unwrap_err().contains("line 1"));
        assert!(parse("L3 L2 40 1/2").is_err());
        assert!(parse("L3 L2 40 1/2/3").unwrap_err().contains("6 games"));
        assert!(parse("L3 L2").is_err());
        assert!(parse("anchor L1").is_err());
        assert!(parse("anchor L1 high").is_err());
    }

    #[test]
    fn players_become_match_options() {
        let l = Player::parse("L8@200000").unwrap().match_args("a", "fs");
        assert_eq!(l, ["--a-level", "8", "--a-nodes", "200000"]);
        let r = Player::parse("FS@64").unwrap().match_args("b", "/bin/fs");
        assert!(r.windows(2).any(|w| w == ["--b-engine", "/bin/fs"]));
        assert!(r.windows(2).any(|w| w == ["--b-option", "Use NNUE=false"]));
        assert!(r.ends_with(&["--b-nodes".to_string(), "64".to_string()]));
    }
}
