//! The data file: a header naming the settings it was made with, then for
//! each game its positions, one a line as `GAME RESULT SCORE FEN`, and a
//! closing line `# end GAME`. RESULT is the game's result for Red (1, 0.5
//! or 0); SCORE the search's score in centipawns for the side to move.
//! Only games with their closing line count: a run cut off mid-game leaves
//! a tail that the next run cuts away.

use std::fmt::Write as _;

use xiangqi::Position;

/// The header line for a run's settings.
pub fn header(settings: &str) -> String {
    format!("# xiangqi-nnue gen {settings}\n")
}

/// Appends one position's line.
pub fn write_sample(out: &mut String, game: u64, result: f32, score_cp: i32, pos: &Position) {
    let _ = writeln!(out, "{game} {result} {score_cp} {}", pos.to_fen());
}

/// Appends the line that closes game `game`.
pub fn write_end(out: &mut String, game: u64) {
    let _ = writeln!(out, "# end {game}");
}

/// What an existing file holds: the settings of its header, how many games
/// it closes, and the length of the text up to the last closed game.
#[derive(Debug, PartialEq, Eq)]
pub struct Existing {
    pub settings: String,
    pub games: u64,
    pub whole_len: usize,
}

/// Reads an existing file's state; an error for a file that is not one of
/// ours or whose games are out of order.
pub fn existing(text: &str) -> Result<Existing, String> {
    let Some(first) = text.lines().next() else {
        return Err("the file is empty".into());
    };
    let settings = first
        .strip_prefix("# xiangqi-nnue gen ")
        .ok_or("the file does not start with an xiangqi-nnue header")?
        .to_string();
    let mut games = 0;
    let mut whole_len = first.len() + 1;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        offset += line.len();
        if let Some(n) = line.trim_end().strip_prefix("# end ") {
            let n: u64 = n
                .parse()
                .map_err(|_| format!("a bad closing line: {line}"))?;
            if n != games {
                return Err(format!("game {n} closes where game {games} was expected"));
            }
            games += 1;
            if line.ends_with('\n') {
                whole_len = offset;
            }
        }
    }
    Ok(Existing {
        settings,
        games,
        whole_len,
    })
}

/// A position of the file with its labels.
pub struct Sample {
    pub game: u64,
    /// 1 Red won, 0.5 draw, 0 Black won.
    pub result: f32,
    /// The search's score for the side to move.
    pub score_cp: i32,
    pub pos: Position,
}

/// Every position of a data file; a malformed line is an error naming it.
pub fn read_samples(text: &str) -> Result<Vec<Sample>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, line)| {
            let bad = |what: &str| format!("line {}: {what}: {line}", i + 1);
            let mut parts = line.splitn(4, ' ');
            let game = parts.next().and_then(|g| g.parse().ok());
            let result = parts.next().and_then(|r| r.parse::<f32>().ok());
            let score = parts.next().and_then(|c| c.parse().ok());
            let (Some(game), Some(result), Some(score_cp)) = (game, result, score) else {
                return Err(bad("expected GAME RESULT SCORE FEN"));
            };
            if !(0.0..=1.0).contains(&result) {
                return Err(bad("the result is not in 0..1"));
            }
            let pos =
                Position::from_fen(parts.next().unwrap_or("")).map_err(|e| bad(&e.to_string()))?;
            Ok(Sample {
                game,
                result,
                score_cp,
                pos,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_cut_mid_game_keeps_its_closed_games() {
        let mut text = header("seed=1");
        write_sample(&mut text, 0, 1.0, 35, &Position::startpos());
        write_end(&mut text, 0);
        let whole = text.len();
        write_sample(&mut text, 1, 0.5, -12, &Position::startpos());
        text.push_str("1 0.5 4 rnbakab");
        let e = existing(&text).unwrap();
        assert_eq!(e.settings, "seed=1");
        assert_eq!((e.games, e.whole_len), (1, whole));
        assert!(existing("hello\n").is_err());
        assert!(existing(&format!("{}# end 3\n", header("x"))).is_err());
        // The positions read back, the cut one refused.
        assert!(read_samples(&text).is_err());
        let samples = read_samples(&text[..whole]).unwrap();
        assert_eq!(samples.len(), 1);
        assert_eq!((samples[0].game, samples[0].score_cp), (0, 35));
    }
}
