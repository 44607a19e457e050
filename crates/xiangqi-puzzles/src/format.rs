//! The collection's file format: one puzzle per line, tab-separated.
//!
//! ```text
//! #xiangqi-puzzles 1
//! <id>\t<fen>\t<line>\t<kind>\t<rating>\t<themes>
//! ```
//!
//! * The first line is the header, `#xiangqi-puzzles` and the format
//!   version. Other lines starting with `#` are comments; blank lines are
//!   ignored.
//! * `id`: [`crate::id::ID_LEN`] lowercase hex digits, derived from the
//!   position ([`crate::id::puzzle_id`]), unique in the file.
//! * `fen`: the puzzle position; the side to move is the solver.
//! * `line`: the solution in ICCS moves separated by single spaces, solver
//!   and defender alternating, starting and ending with a solver move. A
//!   defender step may list equally good defences after its move,
//!   separated by `/` (`e9e8/d9e8`): any of them is accepted in play, the
//!   line continues after the first.
//! * `kind`: `mate:N` (the solver mates in N moves, the line has 2N-1
//!   plies and ends in checkmate or stalemate) or `material:G` (the line
//!   wins G in the [`crate::material`] table).
//! * `rating`: the estimated difficulty, an integer on the Elo-like scale
//!   of [`crate::rating`].
//! * `themes`: [`crate::Theme`] codes separated by commas (may be empty).

use std::fmt;

use xiangqi::Position;

pub use crate::kind::Kind;
pub use crate::line::Step;
use crate::themes::Theme;

/// The header line's text before the version.
pub const MAGIC: &str = "#xiangqi-puzzles";
/// The format version this crate writes and reads.
pub const VERSION: u32 = 1;

/// One puzzle of the collection.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    /// Stable id ([`crate::id::puzzle_id`] of the FEN).
    pub id: String,
    /// The position; the side to move solves.
    pub fen: String,
    /// The solution, solver first.
    pub line: Vec<Step>,
    /// What the line wins.
    pub kind: Kind,
    /// Estimated difficulty ([`crate::rating`]).
    pub rating: u32,
    /// Detected themes.
    pub themes: Vec<Theme>,
}

impl Puzzle {
    /// The puzzle's position.
    pub fn position(&self) -> Result<Position, xiangqi::FenError> {
        Position::from_fen(&self.fen)
    }
}

/// Why a collection could not be read: the line number (from 1) and what
/// is wrong there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadError {
    /// Line number in the file, from 1.
    pub line: usize,
    /// What is wrong.
    pub what: String,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.what)
    }
}

impl std::error::Error for ReadError {}

/// Reads a collection. Every field is checked for form (the FEN must
/// parse, moves must be ICCS); whether the moves are legal is
/// [`crate::replay`]'s business.
pub fn read(text: &str) -> Result<Vec<Puzzle>, ReadError> {
    let mut lines = text.lines().enumerate();
    let err = |line: usize, what: String| ReadError { line, what };
    match lines.next() {
        Some((_, h)) if h.trim_end() == format!("{MAGIC} {VERSION}") => {}
        Some((_, h)) => {
            return Err(err(
                1,
                format!("expected header `{MAGIC} {VERSION}`, found `{h}`"),
            ))
        }
        None => return Err(err(1, "empty file".to_string())),
    }
    let mut out = Vec::new();
    for (n, raw) in lines {
        let n = n + 1;
        if raw.trim().is_empty() || raw.starts_with('#') {
            continue;
        }
        out.push(read_line(raw).map_err(|what| err(n, what))?);
    }
    Ok(out)
}

fn read_line(raw: &str) -> Result<Puzzle, String> {
    let fields: Vec<&str> = raw.split('\t').collect();
    let [id, fen, line, kind, rating, themes] = fields[..] else {
        return Err(format!(
            "expected 6 tab-separated fields, found {}",
            fields.len()
        ));
    };
    if id.len() != crate::id::ID_LEN
        || !id
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    {
        return Err(format!("bad id `{id}`"));
    }
    Position::from_fen(fen).map_err(|e| format!("bad FEN: {e}"))?;
    let line: Vec<Step> = line
        .split(' ')
        .map(|s| s.parse().map_err(|_| format!("bad move `{s}`")))
        .collect::<Result<_, _>>()?;
    if line.len().is_multiple_of(2) {
        return Err("a line ends with a solver move (odd length)".to_string());
    }
    let kind = parse_kind(kind).ok_or_else(|| format!("bad kind `{kind}`"))?;
    let rating = rating
        .parse()
        .map_err(|_| format!("bad rating `{rating}`"))?;
    let themes = themes
        .split(',')
        .filter(|t| !t.is_empty())
        .map(|t| {
            t.parse()
                .map_err(|e: crate::themes::ParseThemeError| e.to_string())
        })
        .collect::<Result<_, _>>()?;
    Ok(Puzzle {
        id: id.to_string(),
        fen: fen.to_string(),
        line,
        kind,
        rating,
        themes,
    })
}

fn parse_kind(s: &str) -> Option<Kind> {
    let (name, n) = s.split_once(':')?;
    match name {
        "mate" => n
            .parse()
            .ok()
            .filter(|n| (1..=7).contains(n))
            .map(Kind::Mate),
        "material" => n.parse().ok().filter(|&g| g > 0).map(Kind::Material),
        _ => None,
    }
}

/// Writes a collection: the header, then one line per puzzle in the order
/// given.
pub fn write(puzzles: &[Puzzle]) -> String {
    let mut out = format!("{MAGIC} {VERSION}\n");
    for p in puzzles {
        let line: Vec<String> = p.line.iter().map(ToString::to_string).collect();
        let themes: Vec<String> = p.themes.iter().map(|t| t.code()).collect();
        out.push_str(&format!(
            "{}\t{}\t{}\t{}\t{}\t{}\n",
            p.id,
            p.fen,
            line.join(" "),
            p.kind,
            p.rating,
            themes.join(",")
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONE: &str = "#xiangqi-puzzles 1\n0123456789ab\t3k5/R8/9/9/9/9/9/9/R8/4K4 w - - 0 1\ta1a9\tmate:1\t600\tmateIn1,endgame\n";

    #[test]
    fn reads_and_writes_back() {
        let p = read(ONE).unwrap();
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].kind, Kind::Mate(1));
        assert_eq!(p[0].themes, vec![Theme::MateIn(1), Theme::Endgame]);
        assert_eq!(write(&p), ONE);
    }

    #[test]
    fn errors_name_the_line() {
        let bad = ONE.replace("mate:1", "mate:9");
        assert_eq!(read(&bad).unwrap_err().line, 2);
        assert_eq!(read("nonsense").unwrap_err().line, 1);
        let even = ONE.replace("a1a9", "a1a9 d9e9");
        assert!(read(&even).unwrap_err().what.contains("odd"));
    }
}
