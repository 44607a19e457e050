//! The re-check's verdict file: one line a puzzle, appended as each is
//! checked, so an interrupted run resumes where it stopped.
//!
//! ```text
//! # settings ...
//! <id>\tok\t-\t<seconds>
//! <id>\tfail\t<reason code>\t<seconds>\t<flaw>
//! <id>\tconverted\t<reason code>\t<seconds>\t<flaw>\t<the new puzzle's fields>
//! ```
//!
//! A converted puzzle is a material puzzle whose position turned out to
//! mate, proven again as a mate; its new fields are those of the
//! collection's format.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use xiangqi_puzzles::format;
use xiangqi_puzzles::verify::audit::{Flaw, Reason};
use xiangqi_puzzles::Puzzle;

/// One puzzle's verdict as read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Passed,
    Failed(Reason),
    /// Failed for this reason, and replaced by the puzzle.
    Converted(Reason, Box<Puzzle>),
}

/// One puzzle's verdict as found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Passed,
    Failed(Flaw),
    Converted(Flaw, Box<Puzzle>),
}

/// The verdicts already in `path`, by id (none when it does not exist).
pub fn read(path: &Path) -> Result<BTreeMap<String, Verdict>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeMap::new()),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    let mut out = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = || format!("{}:{}: not a verdict: {line}", path.display(), i + 1);
        let mut f = line.split('\t');
        let (Some(id), Some(result), Some(code)) = (f.next(), f.next(), f.next()) else {
            return Err(bad());
        };
        let reason = || Reason::from_code(code).ok_or_else(bad);
        let v = match result {
            "ok" => Verdict::Passed,
            "fail" => Verdict::Failed(reason()?),
            "converted" => {
                let fields: Vec<&str> = f.skip(2).collect();
                let text = format!(
                    "{} {}\n{}\n",
                    format::MAGIC,
                    format::VERSION,
                    fields.join("\t")
                );
                let mut read = format::read(&text).map_err(|e| format!("{}: {e}", bad()))?;
                let p = read.pop().ok_or_else(bad)?;
                Verdict::Converted(reason()?, Box::new(p))
            }
            _ => return Err(bad()),
        };
        out.insert(id.to_string(), v);
    }
    Ok(out)
}

/// Appends verdicts to the file, one flushed line each.
pub struct Writer {
    path: PathBuf,
    file: std::fs::File,
}

impl Writer {
    /// Opens `path` for appending; a new file starts with `header`.
    pub fn open(path: &Path, header: &str) -> Result<Writer, String> {
        let err = |e: std::io::Error| format!("{}: {e}", path.display());
        let fresh = !path.exists();
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(err)?;
        }
        let mut file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(err)?;
        if fresh {
            writeln!(file, "# {header}").map_err(err)?;
        }
        Ok(Writer {
            path: path.to_path_buf(),
            file,
        })
    }

    /// Records one puzzle's verdict.
    pub fn record(&mut self, id: &str, outcome: &Outcome, secs: f64) -> Result<(), String> {
        let line = match outcome {
            Outcome::Passed => format!("{id}\tok\t-\t{secs:.1}"),
            Outcome::Failed(f) => format!("{id}\tfail\t{}\t{secs:.1}\t{f}", f.reason.code()),
            Outcome::Converted(f, p) => {
                let text = format::write(std::slice::from_ref(p.as_ref()));
                let fields = text.lines().last().unwrap_or_default();
                format!(
                    "{id}\tconverted\t{}\t{secs:.1}\t{f}\t{fields}",
                    f.reason.code()
                )
            }
        };
        writeln!(self.file, "{line}").map_err(|e| format!("{}: {e}", self.path.display()))
    }
}
