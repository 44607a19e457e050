//! The ECCO classification as this project writes it.
//!
//! `data/ecco.txt` has one row per defining line:
//! `code | Chinese name | English name | moves`, the moves in traditional
//! Chinese notation from the start position. Blank lines and lines
//! starting with `#` are ignored. A code may have several rows (move
//! orders that define the same opening); its names come from the first.
//!
//! `data/ecco-zh-Hant.txt` and `data/ecco-vi.txt` name each code in
//! traditional characters and in Vietnamese: `code | name`.

use std::sync::OnceLock;

use xiangqi::{Move, Position};

/// The table shipped with the crate.
const BUILTIN: &str = include_str!("../data/ecco.txt");
/// Its names in traditional characters.
const BUILTIN_ZH_HANT: &str = include_str!("../data/ecco-zh-Hant.txt");
/// Its names in Vietnamese.
const BUILTIN_VI: &str = include_str!("../data/ecco-vi.txt");

/// A language the openings are named in beyond the table's own two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoreNames {
    /// Chinese in traditional characters.
    ZhHant,
    /// Vietnamese.
    Vi,
}

/// One ECCO code and its names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opening {
    /// The code, `A00` … `E99`.
    pub code: String,
    /// The Chinese name (`中炮对屏风马`).
    pub zh: String,
    /// The Chinese name in traditional characters (`中炮對屏風馬`); the
    /// simplified one until [`Table::with_names`] sets it.
    pub zh_hant: String,
    /// The Vietnamese name (`Pháo đầu đối Bình phong mã`); the English one
    /// until [`Table::with_names`] sets it.
    pub vi: String,
    /// The English name (`Central Cannon vs Screen Horses`).
    pub en: String,
}

/// A sequence of moves from the start position that defines an opening.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// Index of the opening in [`Table::openings`].
    pub opening: usize,
    /// The moves, legal from the start position.
    pub moves: Vec<Move>,
}

/// The whole classification.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Table {
    /// Every code, in the order of the file.
    pub openings: Vec<Opening>,
    /// Every defining line (an opening without a line, such as A00, has
    /// none).
    pub lines: Vec<Line>,
}

/// Why a table cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableError {
    /// 1-based line number in the file.
    pub line: usize,
    /// What is wrong.
    pub what: String,
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.what)
    }
}

impl std::error::Error for TableError {}

/// Whether `code` is a letter A–E and two digits.
fn valid_code(code: &str) -> bool {
    let b = code.as_bytes();
    b.len() == 3 && (b'A'..=b'E').contains(&b[0]) && b[1].is_ascii_digit() && b[2].is_ascii_digit()
}

impl Table {
    /// Reads a table in the format above.
    ///
    /// ```
    /// use xiangqi_openings::ecco::Table;
    /// let t = Table::parse("B00 | 中炮局 | Central Cannon opening | 炮二平五\n").unwrap();
    /// assert_eq!(t.openings[0].en, "Central Cannon opening");
    /// assert_eq!(t.lines[0].moves[0].to_string(), "h2e2");
    /// assert!(Table::parse("B00 | 中炮局 | x | 炮二平六 炮2平9 马二进一 车9进9\n").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Table, TableError> {
        let mut table = Table::default();
        for (n, raw) in text.lines().enumerate() {
            let row = raw.trim();
            if row.is_empty() || row.starts_with('#') {
                continue;
            }
            let err = |what: String| TableError { line: n + 1, what };
            let fields: Vec<&str> = row.split('|').map(str::trim).collect();
            let [code, zh, en, moves] = fields[..] else {
                return Err(err(format!(
                    "expected 4 fields separated by '|', found {}",
                    fields.len()
                )));
            };
            if !valid_code(code) {
                return Err(err(format!("'{code}' is not a code A00..E99")));
            }
            if zh.is_empty() || en.is_empty() {
                return Err(err("both names are needed".into()));
            }
            let opening = match table.openings.iter().position(|o| o.code == code) {
                Some(i) => i,
                None => {
                    table.openings.push(Opening {
                        code: code.to_string(),
                        zh: zh.to_string(),
                        zh_hant: zh.to_string(),
                        vi: en.to_string(),
                        en: en.to_string(),
                    });
                    table.openings.len() - 1
                }
            };
            let mut pos = Position::startpos();
            let mut line = Vec::new();
            for word in moves.split_whitespace() {
                let m = pos
                    .parse_move(word)
                    .map_err(|e| err(format!("move {} '{word}': {e}", line.len() + 1)))?;
                pos.do_move(m);
                line.push(m);
            }
            if !line.is_empty() {
                table.lines.push(Line {
                    opening,
                    moves: line,
                });
            }
        }
        Ok(table)
    }

    /// The table shipped with the crate (`data/ecco.txt` with the names
    /// of `data/ecco-zh-Hant.txt` and `data/ecco-vi.txt`, checked by the
    /// tests; were it unreadable, an empty table).
    pub fn builtin() -> &'static Table {
        static TABLE: OnceLock<Table> = OnceLock::new();
        TABLE.get_or_init(|| {
            Table::parse(BUILTIN)
                .and_then(|t| t.with_names(MoreNames::ZhHant, BUILTIN_ZH_HANT))
                .and_then(|t| t.with_names(MoreNames::Vi, BUILTIN_VI))
                .unwrap_or_default()
        })
    }

    /// The table with the names of `text` in `language` (`code | name`
    /// rows, `#` comments): every code it names must be in the table.
    pub fn with_names(mut self, language: MoreNames, text: &str) -> Result<Table, TableError> {
        for (n, raw) in text.lines().enumerate() {
            let row = raw.trim();
            if row.is_empty() || row.starts_with('#') {
                continue;
            }
            let err = |what: String| TableError { line: n + 1, what };
            let Some((code, name)) = row.split_once('|').map(|(c, n)| (c.trim(), n.trim())) else {
                return Err(err("expected code | name".into()));
            };
            let opening = self
                .openings
                .iter_mut()
                .find(|o| o.code == code)
                .ok_or_else(|| err(format!("'{code}' is not in the table")))?;
            if name.is_empty() {
                return Err(err("the name is empty".into()));
            }
            let field = match language {
                MoreNames::ZhHant => &mut opening.zh_hant,
                MoreNames::Vi => &mut opening.vi,
            };
            *field = name.to_string();
        }
        Ok(self)
    }

    /// The opening with this code.
    pub fn get(&self, code: &str) -> Option<&Opening> {
        self.openings.iter().find(|o| o.code == code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_table_reads_and_covers_every_family() {
        let table = Table::parse(BUILTIN).expect("data/ecco.txt must read");
        assert!(
            table.openings.len() >= 240,
            "{} codes",
            table.openings.len()
        );
        for family in ["A", "B", "C", "D", "E"] {
            assert!(table.openings.iter().any(|o| o.code.starts_with(family)));
        }
        // Every code but the catch-all A00 has a defining line.
        for (i, o) in table.openings.iter().enumerate() {
            assert!(
                o.code == "A00" || table.lines.iter().any(|l| l.opening == i),
                "{} has no line",
                o.code
            );
        }
        let table = table
            .with_names(MoreNames::ZhHant, BUILTIN_ZH_HANT)
            .expect("data/ecco-zh-Hant.txt must read")
            .with_names(MoreNames::Vi, BUILTIN_VI)
            .expect("data/ecco-vi.txt must read");
        assert_eq!(Table::builtin(), &table);
    }

    /// Every code is named in traditional characters, with the simplified
    /// name's characters each in its traditional form.
    #[test]
    fn every_code_has_its_traditional_name() {
        // The simplified characters of the names, and their traditional forms.
        const SIMPLIFIED: &str = "两兑单压双后头宫对开弃横盘红缓补车转边过进连钩顺风飞马";
        const TRADITIONAL: &str = "兩兌單壓雙後頭宮對開棄橫盤紅緩補車轉邊過進連鉤順風飛馬";
        for o in &Table::builtin().openings {
            let expected: String =
                o.zh.chars()
                    .map(|c| match SIMPLIFIED.chars().position(|s| s == c) {
                        Some(i) => TRADITIONAL.chars().nth(i).unwrap_or(c),
                        None => c,
                    })
                    .collect();
            assert_eq!(o.zh_hant, expected, "{}", o.code);
            assert!(
                !o.zh_hant.chars().any(|c| SIMPLIFIED.contains(c)),
                "{}: {}",
                o.code,
                o.zh_hant
            );
        }
        assert_eq!(
            Table::builtin().get("C90").unwrap().zh_hant,
            "五八炮對屏風馬"
        );
        let e = Table::default()
            .with_names(MoreNames::ZhHant, "B00 | 中炮局\n")
            .unwrap_err();
        assert!(e.what.contains("B00"), "{e}");
    }

    /// Every code is named in Vietnamese: its own name, in Latin letters,
    /// not the English fallback.
    #[test]
    fn every_code_has_its_vietnamese_name() {
        let table = Table::parse(BUILTIN).expect("data/ecco.txt must read");
        let mut named = std::collections::HashSet::new();
        for row in BUILTIN_VI
            .lines()
            .filter(|r| !r.trim().is_empty() && !r.starts_with('#'))
        {
            let (code, _) = row.split_once('|').expect("code | name");
            assert!(named.insert(code.trim()), "{code} named twice");
        }
        for o in &Table::builtin().openings {
            assert!(
                named.contains(o.code.as_str()),
                "{} has no Vietnamese name",
                o.code
            );
            assert!(
                o.vi.chars()
                    .all(|c| !('\u{3000}'..='\u{9fff}').contains(&c)),
                "{}: {}",
                o.code,
                o.vi
            );
            assert!(o.vi.starts_with(char::is_uppercase), "{}: {}", o.code, o.vi);
        }
        assert_eq!(table.openings.len(), named.len());
        let c90 = Table::builtin().get("C90").unwrap();
        assert_eq!(c90.vi, "Ngũ bát pháo đối Bình phong mã");
    }

    #[test]
    fn codes_are_sorted_and_unique() {
        let codes: Vec<&str> = Table::builtin()
            .openings
            .iter()
            .map(|o| o.code.as_str())
            .collect();
        let mut sorted = codes.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(codes, sorted);
    }

    #[test]
    fn bad_rows_are_reported_with_their_line() {
        let e = Table::parse("# comment\n\nZ00 | a | b | 炮二平五\n").unwrap_err();
        assert_eq!(e.line, 3);
        let e = Table::parse("A01 | a | b\n").unwrap_err();
        assert!(e.what.contains("4 fields"));
        let e = Table::parse("A01 | a | b | 炮二平五 车9进9\n").unwrap_err();
        assert!(e.what.contains("move 2"), "{e}");
        let e = Table::parse("A01 |  | b | 炮二平五\n").unwrap_err();
        assert!(e.what.contains("names"));
    }
}
