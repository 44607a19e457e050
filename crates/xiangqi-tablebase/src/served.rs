//! Tables a host serves beside the app, for the endings too large to solve
//! in a browser (an attacking piece with its own advisors and elephants:
//! up to 71 million positions and ten minutes natively).
//!
//! The host's `tables/` folder holds the table files and an index,
//! `tables/index.txt`, one line per file:
//!
//! ```text
//! KRAEE-KAAEE 2023099 4f0c…(SHA-256 of the file, 64 hex digits)
//! ```
//!
//! The AI worker reads the index once, downloads a table the first time a
//! position needs it, and uses it only if its length and SHA-256 are the
//! index's and it reads back whole as the ending it was asked for
//! ([`ServedIndex::check`]). `xiangqi-tablebase build` writes the index
//! beside the tables it writes (`xiangqi-tablebase index DIR` writes it
//! again for a folder put together by hand).

use sha2::{Digest, Sha256};

use crate::format::FormatError;
use crate::material::Material;
use crate::table::Table;

/// The index's file name in the tables' folder.
pub const INDEX_FILE: &str = "index.txt";

/// One served table: its ending, its file's length and SHA-256.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServedTable {
    /// The ending (canonical).
    pub material: Material,
    /// The file's length.
    pub bytes: u64,
    /// The file's SHA-256.
    pub sha256: [u8; 32],
}

/// The served tables, as the index lists them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ServedIndex {
    tables: Vec<ServedTable>,
}

/// Why a served file was not used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    /// The index has a line it cannot read.
    #[error("line {line} of the tables' index is unreadable: {why}")]
    Index {
        /// The line's number, from 1.
        line: usize,
        /// What is wrong with it.
        why: String,
    },
    /// The index does not list the ending.
    #[error("no table of {0} is served")]
    NotServed(Material),
    /// The download's length is not the index's.
    #[error("{material}: {got} bytes downloaded, the index says {expected}")]
    Length {
        /// The ending asked for.
        material: Material,
        /// The download's length.
        got: u64,
        /// The index's.
        expected: u64,
    },
    /// The download's SHA-256 is not the index's.
    #[error("{0}: the file's SHA-256 is not the index's")]
    Hash(Material),
    /// The file is not a whole table.
    #[error("{0}: {1}")]
    Format(Material, FormatError),
    /// The file holds another ending.
    #[error("{asked}: the file holds {found}")]
    Mislabelled {
        /// The ending asked for.
        asked: Material,
        /// The ending in the file.
        found: Material,
    },
}

/// The SHA-256 of `bytes`.
pub fn sha256(bytes: &[u8]) -> [u8; 32] {
    Sha256::digest(bytes).into()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn from_hex(text: &str) -> Option<[u8; 32]> {
    if text.len() != 64 || !text.is_ascii() {
        return None;
    }
    let mut out = [0; 32];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

impl ServedIndex {
    /// Reads an index; blank lines and lines starting with `#` are skipped.
    pub fn parse(text: &str) -> Result<ServedIndex, Refused> {
        let mut tables = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = |why: &str| Refused::Index {
                line: i + 1,
                why: why.to_string(),
            };
            let mut fields = line.split_whitespace();
            let (Some(ending), Some(bytes), Some(hash), None) =
                (fields.next(), fields.next(), fields.next(), fields.next())
            else {
                return Err(bad("expected an ending, a length and a SHA-256"));
            };
            let material = ending
                .parse::<Material>()
                .map_err(|e| bad(&format!("{ending}: {e}")))?;
            let bytes = bytes
                .parse()
                .map_err(|_| bad("the length is not a number"))?;
            let sha256 = from_hex(hash).ok_or_else(|| bad("the SHA-256 is not 64 hex digits"))?;
            tables.push(ServedTable {
                material: material.canonical().0,
                bytes,
                sha256,
            });
        }
        Ok(ServedIndex { tables })
    }

    /// The index of these table files (each an ending and its bytes).
    pub fn of_files<'a>(files: impl IntoIterator<Item = (Material, &'a [u8])>) -> ServedIndex {
        let tables = files
            .into_iter()
            .map(|(material, bytes)| ServedTable {
                material: material.canonical().0,
                bytes: bytes.len() as u64,
                sha256: sha256(bytes),
            })
            .collect();
        ServedIndex { tables }
    }

    /// The index as its file's text.
    pub fn to_text(&self) -> String {
        let mut out = String::from("# ending, file bytes, SHA-256 (see xiangqi-tablebase)\n");
        for t in &self.tables {
            out.push_str(&format!("{} {} {}\n", t.material, t.bytes, hex(&t.sha256)));
        }
        out
    }

    /// The served table of `material`, if listed.
    pub fn get(&self, material: Material) -> Option<&ServedTable> {
        let wanted = material.canonical().0;
        self.tables.iter().find(|t| t.material == wanted)
    }

    /// Every listed table.
    pub fn tables(&self) -> &[ServedTable] {
        &self.tables
    }

    /// The table in `bytes`, downloaded for `material`, if the index lists
    /// it with this length and SHA-256 and the file reads back whole as
    /// that ending.
    pub fn check(&self, material: Material, bytes: &[u8]) -> Result<Table, Refused> {
        let asked = material.canonical().0;
        let entry = self.get(asked).ok_or(Refused::NotServed(asked))?;
        if entry.bytes != bytes.len() as u64 {
            return Err(Refused::Length {
                material: asked,
                got: bytes.len() as u64,
                expected: entry.bytes,
            });
        }
        if entry.sha256 != sha256(bytes) {
            return Err(Refused::Hash(asked));
        }
        let table = Table::from_bytes(bytes).map_err(|e| Refused::Format(asked, e))?;
        if table.material() != asked {
            return Err(Refused::Mislabelled {
                asked,
                found: table.material(),
            });
        }
        Ok(table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Tablebase;

    fn m(text: &str) -> Material {
        text.parse().unwrap()
    }

    /// KA-K's and K-K's files (solved in a moment).
    fn files() -> (Vec<u8>, Vec<u8>) {
        let mut tb = Tablebase::new();
        tb.build(m("KA-K"), &mut |_, _| {}).unwrap();
        (
            tb.table(m("KA-K")).unwrap().to_bytes(),
            tb.table(m("K-K")).unwrap().to_bytes(),
        )
    }

    #[test]
    fn an_index_reads_back_as_written() {
        let (ka, k) = files();
        let index = ServedIndex::of_files([(m("KA-K"), &ka[..]), (m("K-K"), &k[..])]);
        let text = index.to_text();
        assert_eq!(ServedIndex::parse(&text), Ok(index.clone()));
        assert_eq!(index.get(m("KA-K")).map(|t| t.bytes), Some(ka.len() as u64));
        assert!(index.get(m("KR-K")).is_none());
    }

    #[test]
    fn a_listed_file_is_used() {
        let (ka, _) = files();
        let index = ServedIndex::of_files([(m("KA-K"), &ka[..])]);
        let table = index.check(m("KA-K"), &ka).unwrap();
        assert_eq!(table.material(), m("KA-K"));
    }

    #[test]
    fn a_damaged_short_unlisted_or_mislabelled_file_is_refused() {
        let (ka, k) = files();
        let index = ServedIndex::of_files([(m("KA-K"), &ka[..])]);
        let mut flipped = ka.clone();
        flipped[ka.len() / 2] ^= 1;
        let refused = |r: Result<Table, Refused>| r.err();
        assert_eq!(
            refused(index.check(m("KA-K"), &flipped)),
            Some(Refused::Hash(m("KA-K")))
        );
        assert!(matches!(
            index.check(m("KA-K"), &ka[..ka.len() - 1]),
            Err(Refused::Length { .. })
        ));
        assert_eq!(
            refused(index.check(m("KR-K"), &ka)),
            Some(Refused::NotServed(m("KR-K")))
        );
        // K-K's file listed under KA-K's name: the hash matches the index,
        // the contents do not match the name.
        let wrong =
            ServedIndex::parse(&format!("KA-K {} {}\n", k.len(), hex(&sha256(&k)))).unwrap();
        assert_eq!(
            refused(wrong.check(m("KA-K"), &k)),
            Some(Refused::Mislabelled {
                asked: m("KA-K"),
                found: m("K-K")
            })
        );
    }

    #[test]
    fn an_unreadable_index_line_is_named() {
        let bad = ServedIndex::parse("# tables\nKR-K 12 abc\n");
        assert!(
            matches!(bad, Err(Refused::Index { line: 2, .. })),
            "{bad:?}"
        );
        assert!(ServedIndex::parse("XX-K 1 00\n").is_err());
        assert_eq!(ServedIndex::parse("\n# none\n"), Ok(ServedIndex::default()));
    }
}
