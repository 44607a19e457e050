//! Naming the opening a game has entered.
//!
//! Each defining line ends in a position; a game is in the opening of the
//! last such position it passed through (the deepest one along the game),
//! looked up by key so that another move order reaching the same position,
//! or the same opening on the other wing, gets the same name. A game from
//! the start position whose moves reach no defining position is the
//! catch-all A00; a game from another position has no opening.

use std::collections::HashMap;
use std::sync::OnceLock;

use xiangqi::{Move, Position};

use crate::ecco::{Opening, Table};
use crate::key::{key, mirror_key};

/// How far into a game the classifier looks: every defining line is much
/// shorter, and a position from the table cannot come back once pawns
/// have advanced or pieces were exchanged, which long games always do.
pub const MAX_PLIES: usize = 60;

/// Finds openings by the positions their lines reach.
#[derive(Debug, Clone)]
pub struct Classifier<'t> {
    table: &'t Table,
    by_key: HashMap<u64, usize>,
    /// Pairs of codes whose lines end in the same position (a table
    /// mistake; the first code is kept).
    conflicts: Vec<(String, String)>,
}

impl<'t> Classifier<'t> {
    /// Indexes the end positions of every line of `table`.
    pub fn new(table: &'t Table) -> Classifier<'t> {
        let mut by_key: HashMap<u64, usize> = HashMap::new();
        let mut conflicts = Vec::new();
        for line in &table.lines {
            let mut pos = Position::startpos();
            for &m in &line.moves {
                pos.do_move(m);
            }
            for k in [key(&pos), mirror_key(&pos)] {
                match by_key.get(&k) {
                    Some(&other) if other != line.opening => conflicts.push((
                        table.openings[other].code.clone(),
                        table.openings[line.opening].code.clone(),
                    )),
                    Some(_) => {}
                    None => {
                        by_key.insert(k, line.opening);
                    }
                }
            }
        }
        Classifier {
            table,
            by_key,
            conflicts,
        }
    }

    /// The classifier of the shipped table.
    pub fn builtin() -> &'static Classifier<'static> {
        static CLASSIFIER: OnceLock<Classifier<'static>> = OnceLock::new();
        CLASSIFIER.get_or_init(|| Classifier::new(Table::builtin()))
    }

    /// Codes whose lines end in the same position.
    pub fn conflicts(&self) -> &[(String, String)] {
        &self.conflicts
    }

    /// The opening of the game played from `start` with `moves`: `None`
    /// before the first move or from a position other than the start;
    /// the moves are read until the first illegal one.
    pub fn classify(&self, start: &Position, moves: &[Move]) -> Option<&'t Opening> {
        if moves.is_empty() || key(start) != key(&Position::startpos()) {
            return None;
        }
        let mut pos = start.clone();
        let mut found = None;
        for &m in moves.iter().take(MAX_PLIES) {
            if !pos.is_legal(m) {
                break;
            }
            pos.do_move(m);
            if let Some(&i) = self.by_key.get(&key(&pos)) {
                found = Some(i);
            }
        }
        match found {
            Some(i) => self.table.openings.get(i),
            None => self.table.get("A00"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::Position;

    /// The code after the moves, written in Chinese notation.
    fn code_of(moves: &str) -> Option<&'static str> {
        let mut pos = Position::startpos();
        let mut line = Vec::new();
        for w in moves.split_whitespace() {
            let m = pos.parse_move(w).unwrap_or_else(|e| panic!("{w}: {e}"));
            pos.do_move(m);
            line.push(m);
        }
        Classifier::builtin()
            .classify(&Position::startpos(), &line)
            .map(|o| o.code.as_str())
    }

    #[test]
    fn the_table_has_no_two_codes_for_one_position() {
        assert_eq!(
            Classifier::builtin().conflicts(),
            &[] as &[(String, String)]
        );
    }

    #[test]
    fn known_lines() {
        assert_eq!(code_of("炮二平五"), Some("B00"));
        assert_eq!(code_of("炮二平五 马8进7"), Some("B05"));
        assert_eq!(code_of("炮二平五 马8进7 马二进三 马2进3"), Some("C00"));
        // Screen horses by the usual order, then the chariot to the river.
        assert_eq!(
            code_of("炮二平五 马8进7 马二进三 车9平8 车一平二 马2进3 车二进四"),
            Some("C15")
        );
        assert_eq!(code_of("相三进五"), Some("A10"));
        assert_eq!(code_of("相三进五 象7进5"), Some("A11"));
        assert_eq!(code_of("兵七进一"), Some("E00"));
        assert_eq!(code_of("兵七进一 炮2平3"), Some("E10"));
        assert_eq!(code_of("炮二平五 炮8平5"), Some("D00"));
        assert_eq!(code_of("炮二平五 炮2平5"), Some("D50"));
        assert_eq!(code_of("马二进三"), Some("A40"));
        assert_eq!(code_of("炮二平六"), Some("A60"));
    }

    /// Screen horses by the usual move order (red to move).
    const SCREEN: &str = "炮二平五 马8进7 马二进三 车9平8 车一平二 马2进3";

    #[test]
    fn codes_checked_against_the_public_scheme() {
        let table = Table::builtin();
        // 顺相局 is the Black elephant on the same side as Red's (象7进5
        // answers 相三进五); 列相局 the opposite one.
        assert_eq!(code_of("相三进五 象7进5"), Some("A11"));
        assert_eq!(code_of("相三进五 象3进5"), Some("A12"));
        assert_eq!(code_of("相七进五 象3进5"), Some("A11"));
        // The cannon to the river's far bank is 五八炮 (C90); to the edge,
        // 五九炮 (C99).
        assert_eq!(code_of(&format!("{SCREEN} 炮八进四")), Some("C90"));
        assert_eq!(table.get("C90").unwrap().zh, "五八炮对屏风马");
        assert_eq!(code_of(&format!("{SCREEN} 炮八平九")), Some("C99"));
        assert_eq!(code_of(SCREEN), Some("C00"));
        // Reverse palace horses: B30 until the left horse comes out, B31
        // after, B40/B50 with the cannon to the sixth or seventh file.
        let fan = "炮二平五 马2进3 马二进三 炮8平6";
        assert_eq!(code_of(fan), Some("B30"));
        assert_eq!(code_of(&format!("{fan} 车一平二 马8进7")), Some("B31"));
        assert_eq!(
            code_of(&format!("{fan} 车一平二 马8进7 炮八平六 车1平2 马八进七")),
            Some("B42")
        );
        assert_eq!(
            code_of(&format!("{fan} 车一平二 马8进7 炮八平七 车1平2")),
            Some("B53")
        );
        // C22 needs the chariot back and the elephant up after the raised
        // cannon; before that it is still C21.
        let c20 = "炮二平五 马8进7 马二进三 车9平8 车一平二 马2进3 车二进六 卒7进1 马八进七 卒3进1";
        assert_eq!(code_of(c20), Some("C20"));
        assert_eq!(code_of(&format!("{c20} 车九进一 炮2进1")), Some("C21"));
        assert_eq!(
            code_of(&format!("{c20} 车九进一 炮2进1 车二退二 象3进5")),
            Some("C22")
        );
        // C45 is the edge cannon after the left horse and the advisor.
        let c41 = format!("{SCREEN} 兵七进一 卒7进1 车二进六 炮8平9 车二平三 炮9退1");
        assert_eq!(code_of(&c41), Some("C41"));
        assert_eq!(code_of(&format!("{c41} 炮八平九 士4进5")), Some("C41"));
        assert_eq!(
            code_of(&format!("{c41} 马八进七 士4进5 炮八平九")),
            Some("C45")
        );
        // Five-seven cannons with the edge horse against the seventh pawn.
        assert_eq!(
            code_of("炮二平五 马8进7 马二进三 车9平8 车一平二 卒7进1 马八进九 马2进3 炮八平七"),
            Some("C61")
        );
        // Left cannon blocking the chariot, then the opposite cannon.
        let block = "炮二平五 马8进7 马二进三 车9平8 车一平二 炮8进4";
        assert_eq!(code_of(block), Some("B07"));
        assert_eq!(code_of(&format!("{block} 兵三进一 炮2平5")), Some("D31"));
        assert_eq!(
            code_of(&format!("{block} 兵三进一 炮2平5 兵七进一")),
            Some("D36")
        );
        assert_eq!(code_of("兵七进一 炮8平6"), Some("E04"));
        assert_eq!(table.get("E00").unwrap().zh, "仙人指路局");
    }

    #[test]
    fn mirrored_wings_name_the_same_opening() {
        assert_eq!(code_of("炮八平五 马2进3"), Some("B05"));
        assert_eq!(code_of("相七进五"), Some("A10"));
        assert_eq!(code_of("兵三进一 炮8平7"), Some("E10"));
    }

    #[test]
    fn transpositions_reach_the_same_code() {
        // C00 is defined by 炮二平五 马8进7 马二进三 马2进3.
        assert_eq!(code_of("炮二平五 马2进3 马二进三 马8进7"), Some("C00"));
    }

    #[test]
    fn the_deepest_opening_stays_when_the_game_leaves_the_table() {
        assert_eq!(
            code_of("炮二平五 马8进7 马二进三 马2进3 兵九进一 卒9进1"),
            Some("C00")
        );
    }

    #[test]
    fn unknown_first_moves_are_irregular_and_other_starts_unnamed() {
        assert_eq!(code_of("帅五进一"), Some("A00"));
        assert_eq!(code_of(""), None);
        let other = Position::from_fen("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1").unwrap();
        let m: Move = "a1a2".parse().unwrap();
        assert_eq!(Classifier::builtin().classify(&other, &[m]), None);
    }
}
