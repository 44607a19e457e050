//! Openings read from a file: one FEN a line.
//!
//! ```text
//! # comments and blank lines are skipped
//! rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
//! rnbakabnr/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w ; after h2e2 h9g7
//! ```
//!
//! As in EPD files, anything after a `;` is a comment.

use std::fmt;
use std::path::Path;

use xiangqi::{FenError, Position};

use super::Opening;

/// Why an openings file cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileError {
    /// The file could not be read.
    Read { path: String, reason: String },
    /// Line `line` (from 1) is not a position to play from.
    Line {
        line: usize,
        text: String,
        problem: LineProblem,
    },
    /// The file holds no opening.
    Empty,
}

/// What is wrong with one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineProblem {
    Fen(FenError),
    /// The side to move has no legal move: the game is already over.
    NoMove,
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::Read { path, reason } => write!(f, "cannot read {path}: {reason}"),
            FileError::Line {
                line,
                text,
                problem,
            } => {
                write!(f, "openings file, line {line}: ")?;
                match problem {
                    LineProblem::Fen(e) => write!(f, "{e}")?,
                    LineProblem::NoMove => f.write_str("the side to move has no legal move")?,
                }
                write!(f, " in '{text}'")
            }
            FileError::Empty => f.write_str("the openings file holds no position"),
        }
    }
}

/// Reads the openings in the file at `path`.
pub fn read_file(path: &Path) -> Result<Vec<Opening>, FileError> {
    let text = std::fs::read_to_string(path).map_err(|e| FileError::Read {
        path: path.display().to_string(),
        reason: e.to_string(),
    })?;
    parse(&text)
}

/// The openings in `text`, in order.
pub fn parse(text: &str) -> Result<Vec<Opening>, FileError> {
    let mut openings = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let fen = raw.split(';').next().unwrap_or("").trim();
        if fen.is_empty() || fen.starts_with('#') {
            continue;
        }
        let bad = |problem| FileError::Line {
            line: index + 1,
            text: fen.to_string(),
            problem,
        };
        let start = Position::from_fen(fen).map_err(|e| bad(LineProblem::Fen(e)))?;
        if start.legal_moves().is_empty() {
            return Err(bad(LineProblem::NoMove));
        }
        openings.push(Opening {
            start,
            moves: Vec::new(),
        });
    }
    if openings.is_empty() {
        return Err(FileError::Empty);
    }
    Ok(openings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::Color;

    const AFTER_H2E2: &str =
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/4C2C1/9/RNBAKABNR b - - 1 1";

    #[test]
    fn reads_fens_and_skips_comments() {
        let text = format!(
            "# neutral positions\n\n{}\n  {AFTER_H2E2} ; central cannon\n; only a comment\n",
            Position::startpos().to_fen()
        );
        let openings = parse(&text).unwrap();
        assert_eq!(openings.len(), 2);
        assert_eq!(openings[0].start, Position::startpos());
        assert_eq!(openings[1].start.side_to_move(), Color::Black);
        assert!(openings.iter().all(|o| o.moves.is_empty()));
    }

    #[test]
    fn a_malformed_line_is_named_by_its_number() {
        let text = format!("# two good, one bad\n{AFTER_H2E2}\n\nrnbakabnr/9/1c5c1/zzz w\n");
        let err = parse(&text).unwrap_err();
        assert!(
            matches!(
                err,
                FileError::Line {
                    line: 4,
                    problem: LineProblem::Fen(_),
                    ..
                }
            ),
            "{err:?}"
        );
        let message = err.to_string();
        assert!(message.contains("line 4"), "{message}");
        assert!(message.contains("zzz"), "{message}");
    }

    #[test]
    fn a_position_without_moves_is_refused() {
        // Red is mated: two chariots on the back ranks.
        let mated = "3k5/9/9/9/9/9/9/9/r8/r3K4 w";
        let err = parse(mated).unwrap_err();
        assert!(
            matches!(
                err,
                FileError::Line {
                    line: 1,
                    problem: LineProblem::NoMove,
                    ..
                }
            ),
            "{err:?}"
        );
    }

    #[test]
    fn no_position_is_an_error() {
        assert_eq!(parse("# nothing\n\n"), Err(FileError::Empty));
        let missing = read_file(Path::new("/nonexistent/openings.epd")).unwrap_err();
        assert!(missing.to_string().contains("cannot read"), "{missing}");
    }
}
