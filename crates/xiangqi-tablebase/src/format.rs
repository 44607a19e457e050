//! The table file: a small header, the deflated bytes, a checksum.
//!
//! ```text
//! "XQTB"            magic
//! u8                format version (1)
//! u8 + bytes        material, as text (`KR-KAAEE`)
//! u64 x 5           numbers per side to move; legal positions, wins,
//!                   draws, losses (mirror-folded, both sides to move)
//! u32               longest mate in plies
//! u64               length of the deflated payload
//! payload           deflate of the strong side to move's bytes, then the
//!                   weak side to move's (see the value encoding)
//! u32               CRC-32 of everything before it
//! ```
//!
//! All integers little-endian. Reading checks the checksum first, then
//! that the header and payload agree with each other; any disagreement is
//! a [`FormatError`], never a panic.

use crate::{index::Indexer, material::Material, table::Stats, table::Table};

const MAGIC: &[u8; 4] = b"XQTB";
/// The version this crate writes and reads.
pub const FORMAT_VERSION: u8 = 1;
/// The compression level: deflate's best (tables are written once, read often).
const LEVEL: u8 = 9;

/// Why a table file was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FormatError {
    /// Not a table file.
    #[error("not a tablebase file")]
    Magic,
    /// Written by another format version.
    #[error("format version {0}, this program reads {FORMAT_VERSION}")]
    Version(u8),
    /// The file ends early.
    #[error("the file is cut short")]
    Truncated,
    /// The checksum does not match: the file is damaged.
    #[error("checksum mismatch: the file is damaged")]
    Checksum,
    /// A header that contradicts itself or the payload.
    #[error("inconsistent file: {0}")]
    Inconsistent(String),
    /// Reading or writing the file itself.
    #[error("{0}")]
    Io(String),
}

/// A cursor over the file's bytes that reports running out as an error.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], FormatError> {
        if self.0.len() < n {
            return Err(FormatError::Truncated);
        }
        let (head, tail) = self.0.split_at(n);
        self.0 = tail;
        Ok(head)
    }
    fn u8(&mut self) -> Result<u8, FormatError> {
        Ok(self.take(1)?[0])
    }
    fn u32(&mut self) -> Result<u32, FormatError> {
        let mut b = [0; 4];
        b.copy_from_slice(self.take(4)?);
        Ok(u32::from_le_bytes(b))
    }
    fn u64(&mut self) -> Result<u64, FormatError> {
        let mut b = [0; 8];
        b.copy_from_slice(self.take(8)?);
        Ok(u64::from_le_bytes(b))
    }
}

/// The file name of an ending's table: `KR-KAAEE.xqtb`.
pub fn file_name(material: Material) -> String {
    format!("{}.xqtb", material.canonical().0)
}

impl Table {
    /// The table as a file (see the [module documentation](self)).
    pub fn to_bytes(&self) -> Vec<u8> {
        let stats = self.stats();
        let mut raw = Vec::with_capacity(self.raw_bytes());
        raw.extend_from_slice(&self.values[0]);
        raw.extend_from_slice(&self.values[1]);
        let payload = miniz_oxide::deflate::compress_to_vec(&raw, LEVEL);
        let name = self.material().to_string();
        let mut out = Vec::with_capacity(payload.len() + 80);
        out.extend_from_slice(MAGIC);
        out.push(FORMAT_VERSION);
        out.push(name.len() as u8);
        out.extend_from_slice(name.as_bytes());
        for n in [
            self.size() as u64,
            stats.legal,
            stats.wins,
            stats.draws,
            stats.losses,
        ] {
            out.extend_from_slice(&n.to_le_bytes());
        }
        out.extend_from_slice(&stats.longest_plies.to_le_bytes());
        out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
        out.extend_from_slice(&payload);
        let crc = crc32fast::hash(&out);
        out.extend_from_slice(&crc.to_le_bytes());
        out
    }

    /// Reads a table file, refusing a damaged or inconsistent one.
    pub fn from_bytes(bytes: &[u8]) -> Result<Table, FormatError> {
        if bytes.len() < 4 || &bytes[..4] != MAGIC {
            return Err(FormatError::Magic);
        }
        if bytes.len() < 9 {
            return Err(FormatError::Truncated);
        }
        let (body, crc) = bytes.split_at(bytes.len() - 4);
        let mut r = Reader(body);
        r.take(4)?;
        let version = r.u8()?;
        if version != FORMAT_VERSION {
            return Err(FormatError::Version(version));
        }
        let mut c = [0; 4];
        c.copy_from_slice(crc);
        if crc32fast::hash(body) != u32::from_le_bytes(c) {
            return Err(FormatError::Checksum);
        }
        let bad = |what: &str| FormatError::Inconsistent(what.to_string());
        let len = r.u8()? as usize;
        let name = std::str::from_utf8(r.take(len)?).map_err(|_| bad("material is not text"))?;
        let material: Material = name.parse().map_err(|_| bad("unknown material"))?;
        if material.canonical().0 != material || material.both_attack() {
            return Err(bad("material not supported"));
        }
        let ix = Indexer::new(material).ok_or_else(|| bad("material not supported"))?;
        let size = r.u64()?;
        if size != ix.size() as u64 {
            return Err(bad("size differs from the material's"));
        }
        let header = Stats {
            legal: r.u64()?,
            wins: r.u64()?,
            draws: r.u64()?,
            losses: r.u64()?,
            longest_plies: r.u32()?,
        };
        let payload_len = usize::try_from(r.u64()?).map_err(|_| FormatError::Truncated)?;
        let payload = r.take(payload_len)?;
        if !r.0.is_empty() {
            return Err(bad("bytes after the payload"));
        }
        let n = ix.size();
        let raw = miniz_oxide::inflate::decompress_to_vec_with_limit(payload, 2 * n)
            .map_err(|_| bad("the payload does not inflate to the table's size"))?;
        if raw.len() != 2 * n {
            return Err(bad("the payload does not inflate to the table's size"));
        }
        let (strong, weak) = raw.split_at(n);
        let table = Table {
            indexer: ix,
            values: [strong.to_vec(), weak.to_vec()],
        };
        if table.stats() != header {
            return Err(bad("the counts in the header differ from the table's"));
        }
        Ok(table)
    }

    /// Writes the table into `dir` under its [file name](file_name) and
    /// returns the file's size in bytes.
    pub fn save(&self, dir: &std::path::Path) -> Result<u64, FormatError> {
        let bytes = self.to_bytes();
        let path = dir.join(file_name(self.material()));
        std::fs::write(&path, &bytes)
            .map_err(|e| FormatError::Io(format!("{}: {e}", path.display())))?;
        Ok(bytes.len() as u64)
    }

    /// Reads the table of `material` from `dir`.
    pub fn load(dir: &std::path::Path, material: Material) -> Result<Table, FormatError> {
        let path = dir.join(file_name(material));
        let bytes = std::fs::read(&path)
            .map_err(|e| FormatError::Io(format!("{}: {e}", path.display())))?;
        Table::from_bytes(&bytes)
    }
}
