//! A folder of table files (`cargo xtask tablebase build` writes
//! `target/tablebase/ENDING.xqtb`), read when a position first needs them.
//!
//! Which tables a position needs: its own ending and the endings captures
//! lead to, as long as they are within [`CAPTURE_HORIZON`] captures of
//! it. Further ones are left on disk: a search from a crowded board does
//! not get that far, and loading every table under a middlegame would cost
//! memory for nothing. They are read at a later `go`, once the board has
//! thinned out.
//!
//! Each file is read once. Its checksum and header are checked by the
//! tablebase crate; a damaged file, or one that holds another ending than
//! its name says, is refused with a note and never tried again.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use xiangqi::Position;
use xiangqi_tablebase::{file_name, Army, Material, Probe, Table, Tablebase, ROLES};

/// How many captures away from the board a table may be and still be
/// loaded for it.
pub const CAPTURE_HORIZON: usize = 4;

/// The table files of one folder and the tables read from it.
#[derive(Debug, Default)]
pub struct TableFiles {
    dir: Option<PathBuf>,
    /// The endings that have a file in `dir`, listed at the first need.
    listed: Option<Vec<Material>>,
    /// Endings already read, or refused.
    tried: HashSet<Material>,
    tables: Arc<Tablebase>,
}

impl TableFiles {
    /// No folder: no tables.
    pub fn new() -> TableFiles {
        TableFiles::default()
    }

    /// Reads tables from `dir` from now on (`None`: no tables); forgets
    /// the tables read so far.
    pub fn set_dir(&mut self, dir: Option<PathBuf>) {
        *self = TableFiles {
            dir,
            ..TableFiles::default()
        };
    }

    /// The tables read so far, to hand to the engine; `None` when there
    /// are none.
    pub fn tables(&self) -> Option<Arc<Tablebase>> {
        (self.tables.tables().next().is_some()).then(|| self.tables.clone())
    }

    /// The verdict of the tables read so far on `pos`.
    pub fn probe(&self, pos: &Position) -> Option<Probe> {
        self.tables.probe(pos)
    }

    /// Reads the tables `pos` needs that are not read yet. Returns notes
    /// for the user: what was read, and each file refused and why.
    pub fn load_for(&mut self, pos: &Position) -> Vec<String> {
        let Some(dir) = self.dir.clone() else {
            return Vec::new();
        };
        let mut notes = Vec::new();
        if self.listed.is_none() {
            self.listed = Some(match list(&dir) {
                Ok(endings) => endings,
                Err(e) => {
                    notes.push(format!("tablebase: cannot read {}: {e}", dir.display()));
                    Vec::new()
                }
            });
        }
        let board = Material::of(pos);
        let wanted: Vec<Material> = self
            .listed
            .iter()
            .flatten()
            .copied()
            .filter(|&m| !self.tried.contains(&m) && needed(board, m))
            .collect();
        if wanted.is_empty() {
            return notes;
        }
        let mut read = Vec::new();
        for m in wanted {
            self.tried.insert(m);
            match Table::load(&dir, m) {
                Ok(t) if t.material() == m => read.push(t),
                Ok(t) => notes.push(format!(
                    "tablebase: {} refused: it holds {}",
                    file_name(m),
                    t.material()
                )),
                Err(e) => notes.push(format!("tablebase: {} refused: {e}", file_name(m))),
            }
        }
        if !read.is_empty() {
            let names: Vec<String> = read.iter().map(|t| t.material().to_string()).collect();
            notes.push(format!("tablebase: loaded {}", names.join(" ")));
            let tables = Arc::make_mut(&mut self.tables);
            for t in read {
                tables.insert(t);
            }
        }
        notes
    }
}

/// The endings with a table file in `dir`, by file name.
fn list(dir: &Path) -> std::io::Result<Vec<Material>> {
    let mut endings = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let name = entry?.file_name();
        let Some(stem) = name.to_str().and_then(|n| n.strip_suffix(".xqtb")) else {
            continue;
        };
        if let Ok(m) = stem.parse::<Material>() {
            if file_name(m) == format!("{stem}.xqtb") {
                endings.push(m);
            }
        }
    }
    endings.sort();
    Ok(endings)
}

/// Whether the table of `ending` (canonical) may be reached from a board
/// of material `board` by at most [`CAPTURE_HORIZON`] captures: each side
/// keeps a part of its pieces, the sides either way round.
fn needed(board: Material, ending: Material) -> bool {
    let pieces = |m: Material| m.first.total() + m.second.total();
    let fits = |small: Army, big: Army| ROLES.iter().all(|&r| small.count(r) <= big.count(r));
    let reachable = (fits(ending.first, board.first) && fits(ending.second, board.second))
        || (fits(ending.first, board.second) && fits(ending.second, board.first));
    reachable && pieces(board) <= pieces(ending) + CAPTURE_HORIZON
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(s: &str) -> Material {
        s.parse().unwrap()
    }

    #[test]
    fn a_board_needs_its_own_ending_and_those_a_few_captures_away() {
        assert!(needed(m("KR-KA"), m("KR-KA")));
        assert!(needed(m("KR-KA"), m("KR-K")));
        // Black has the chariot: the table holds it with colours reversed.
        assert!(needed(m("KA-KR"), m("KR-K")));
        assert!(!needed(m("KR-KA"), m("KC-K")));
        assert!(!needed(m("KR-K"), m("KR-KA")));
        // Too many captures away.
        assert!(!needed(m("KRNCP-KAAEE"), m("KR-K")));
        assert!(needed(m("KRNCP-KAAEE"), m("KR-KAAEE")));
    }

    #[test]
    fn without_a_folder_nothing_is_read() {
        let mut files = TableFiles::new();
        let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w").unwrap();
        assert!(files.load_for(&pos).is_empty());
        assert!(files.tables().is_none());
        files.set_dir(Some(PathBuf::from("/nonexistent/tablebase")));
        let notes = files.load_for(&pos);
        assert!(notes[0].starts_with("tablebase: cannot read"), "{notes:?}");
        assert!(files.probe(&pos).is_none());
    }
}
