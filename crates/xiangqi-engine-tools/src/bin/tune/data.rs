//! The training file: one position a line, `GAME RESULT FEN`, where GAME
//! numbers the self-play game it comes from (the held-out split is by
//! game, so that positions of one game never sit on both sides) and
//! RESULT is that game's result from Red's point of view: 1, 0.5 or 0.

use std::fmt::Write as _;

use xiangqi::Position;

/// One labelled position.
pub struct Sample {
    pub game: u32,
    /// 1 Red won, 0.5 draw, 0 Black won.
    pub result: f32,
    pub pos: Position,
}

/// Appends one line for `pos` to `out`.
pub fn write_line(out: &mut String, game: u32, result: f32, pos: &Position) {
    let _ = writeln!(out, "{game} {result} {}", pos.to_fen());
}

/// Reads a training file; a malformed line is an error naming it.
pub fn parse(text: &str) -> Result<Vec<Sample>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, line)| {
            let bad = |what: &str| format!("line {}: {what}: {line}", i + 1);
            let mut parts = line.splitn(3, ' ');
            let game = parts.next().and_then(|g| g.parse().ok());
            let result = parts.next().and_then(|r| r.parse::<f32>().ok());
            let (Some(game), Some(result)) = (game, result) else {
                return Err(bad("expected GAME RESULT FEN"));
            };
            if !(0.0..=1.0).contains(&result) {
                return Err(bad("the result is not in 0..1"));
            }
            let pos =
                Position::from_fen(parts.next().unwrap_or("")).map_err(|e| bad(&e.to_string()))?;
            Ok(Sample { game, result, pos })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_round_trip() {
        let mut text = String::new();
        write_line(&mut text, 7, 0.5, &Position::startpos());
        write_line(&mut text, 8, 1.0, &Position::startpos());
        let back = parse(&text).unwrap();
        assert_eq!(back.len(), 2);
        assert_eq!((back[0].game, back[0].result), (7, 0.5));
        assert_eq!(back[1].result, 1.0);
        assert_eq!(back[1].pos.to_fen(), Position::startpos().to_fen());
        assert!(parse("1 2 startpos").is_err());
    }
}
