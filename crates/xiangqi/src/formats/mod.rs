//! Reading and writing game records in the formats of other xiangqi
//! programs, with variations and comments:
//!
//! * [`Format::Pgn`]: the PGN text XQWizard (象棋巫师) writes, with moves in
//!   Chinese (`炮二平五`), WXF (`C2.5`) or ICCS (`H2-E2`, `h2e2`) notation,
//!   `{comments}`, `(variations)` and `!`/`?` marks.
//! * [`Format::Xqf`]: the binary files of XQStudio (象棋演播室) and the
//!   programs that followed it, every version, the encrypted ones (from
//!   version 11) included.
//! * [`Format::DhtmlXq`]: the `[DhtmlXQ]` blocks of dpxq.com (东萍) pages.
//!
//! [`GameTree::import`] recognises the format ([`detect`]) and reads it;
//! the `GameTree::to_*` methods write. Inputs are bounded
//! ([`MAX_INPUT_BYTES`], [`MAX_NODES`], [`MAX_VARIATION_DEPTH`]) and every problem is
//! an [`ImportError`]: nothing panics and nothing recurses on the input.
//!
//! ```
//! use xiangqi::{Format, GameTree, Notation};
//!
//! let text = "[Red \"许银川\"]\n1. 炮二平五 {center} 马８进７ (1. ... 炮８平５) 2. 马二进三 *";
//! let tree = GameTree::import(text.as_bytes()).unwrap();
//! assert_eq!(tree.red(), Some("许银川"));
//! assert_eq!(tree.len(), 4);
//!
//! for bytes in [
//!     tree.to_pgn(Notation::Wxf).into_bytes(),
//!     tree.to_dhtmlxq().into_bytes(),
//!     tree.to_xqf(),
//! ] {
//!     assert_eq!(GameTree::import(&bytes).unwrap(), tree);
//! }
//! assert_eq!(xiangqi::detect(&tree.to_xqf()), Some(Format::Xqf));
//! ```

mod board;
mod dhtmlxq_read;
mod dhtmlxq_write;
mod error;
mod pgn;
mod text;
mod xqf;

use std::fmt;

pub use error::{ImportError, ImportErrorKind, Part, SetupError};
pub use xqf::XqfOptions;

use crate::notation::{ChineseStyle, Notation};
use crate::tree::{GameTree, MAX_INPUT_BYTES};
#[cfg(doc)]
use crate::tree::{MAX_NODES, MAX_VARIATION_DEPTH};

/// A record format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// PGN text as XQWizard writes it (Chinese, WXF or ICCS moves).
    Pgn,
    /// XQStudio's binary `.xqf` files.
    Xqf,
    /// dpxq.com's `[DhtmlXQ]` text.
    DhtmlXq,
}

impl Format {
    /// The usual file extension, without the dot.
    pub const fn extension(self) -> &'static str {
        match self {
            Format::Pgn => "pgn",
            Format::Xqf => "xqf",
            Format::DhtmlXq => "txt",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Format::Pgn => "PGN",
            Format::Xqf => "XQF",
            Format::DhtmlXq => "DhtmlXQ",
        })
    }
}

/// Recognises the format of a record from its bytes: the `XQ` signature
/// of XQF, a `[DhtmlXQ` tag, else any non-blank text is taken for PGN.
///
/// ```
/// use xiangqi::{detect, Format};
/// assert_eq!(detect(b"[Game \"Chinese Chess\"]\n1. h2e2"), Some(Format::Pgn));
/// assert_eq!(detect(b"<p>[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][/DhtmlXQ]"), Some(Format::DhtmlXq));
/// assert_eq!(detect(b"  \n"), None);
/// ```
pub fn detect(bytes: &[u8]) -> Option<Format> {
    if xqf::has_signature(bytes) {
        return Some(Format::Xqf);
    }
    let text = text::decode(bytes).ok()?;
    if dhtmlxq_read::contains_block(&text) {
        Some(Format::DhtmlXq)
    } else if text.trim().is_empty() {
        None
    } else {
        Some(Format::Pgn)
    }
}

fn check_size(format: Option<Format>, bytes: &[u8]) -> Result<(), ImportError> {
    if bytes.len() > MAX_INPUT_BYTES {
        return Err(ImportError {
            format,
            kind: ImportErrorKind::TooLarge {
                size: bytes.len(),
                max: MAX_INPUT_BYTES,
            },
            partial: None,
        });
    }
    Ok(())
}

fn decode_text(format: Format, bytes: &[u8]) -> Result<String, ImportError> {
    check_size(Some(format), bytes)?;
    text::decode(bytes).map_err(|()| ImportError::new(format, ImportErrorKind::BadEncoding))
}

impl GameTree {
    /// Reads a record in any supported format, recognised by [`detect`].
    /// Text may be UTF-8 (with or without a byte-order mark), UTF-16 with
    /// a byte-order mark, or GB18030/GBK.
    pub fn import(bytes: &[u8]) -> Result<GameTree, ImportError> {
        check_size(None, bytes)?;
        match detect(bytes) {
            Some(format) => GameTree::import_as(bytes, format),
            None => Err(ImportError {
                format: None,
                kind: ImportErrorKind::UnknownFormat,
                partial: None,
            }),
        }
    }

    /// Reads a record in the given format.
    pub fn import_as(bytes: &[u8], format: Format) -> Result<GameTree, ImportError> {
        match format {
            Format::Xqf => GameTree::from_xqf(bytes),
            Format::Pgn => pgn::tree::read(&decode_text(format, bytes)?),
            Format::DhtmlXq => dhtmlxq_read::read(&decode_text(format, bytes)?),
        }
    }

    /// Reads PGN text (see the [module docs](crate::formats)).
    ///
    /// ```
    /// use xiangqi::{GameTree, Mark};
    /// let tree = GameTree::from_pgn("1. C2.5 $1 h9g7 (1... C8.5?) 2. H0-G2").unwrap();
    /// let first = tree.mainline()[0];
    /// assert_eq!(tree.node(first).unwrap().mark(), Some(Mark::Good));
    /// assert_eq!(tree.len(), 4);
    /// ```
    pub fn from_pgn(text: &str) -> Result<GameTree, ImportError> {
        check_size(Some(Format::Pgn), text.as_bytes())?;
        pgn::tree::read(text)
    }

    /// Reads a `[DhtmlXQ]` block (the first one in the text).
    pub fn from_dhtmlxq(text: &str) -> Result<GameTree, ImportError> {
        check_size(Some(Format::DhtmlXq), text.as_bytes())?;
        dhtmlxq_read::read(text)
    }

    /// Reads an XQF file, any version.
    pub fn from_xqf(bytes: &[u8]) -> Result<GameTree, ImportError> {
        check_size(Some(Format::Xqf), bytes)?;
        xqf::read(bytes)
    }

    /// Writes PGN as XQWizard does, with moves in the notation `n`
    /// (Chinese in simplified characters; WXF as `C2.5`; ICCS as `H2-E2`).
    pub fn to_pgn(&self, n: Notation) -> String {
        pgn::tree::write(self, n, ChineseStyle::default())
    }

    /// Writes PGN with Chinese moves in the given style.
    pub fn to_pgn_chinese(&self, style: ChineseStyle) -> String {
        pgn::tree::write(self, Notation::Chinese, style)
    }

    /// Writes a `[DhtmlXQ]` block. Marks are not part of the format and
    /// are left out.
    pub fn to_dhtmlxq(&self) -> String {
        dhtmlxq_write::write(self)
    }

    /// Writes an unencrypted XQF file (version 10, which every XQF reader
    /// opens). XQF has no field for marks: each becomes the first word of
    /// its move's comment, which the reader turns back into a mark. The
    /// tags the header has no room for are left out; see [`XqfOptions`].
    pub fn to_xqf(&self) -> Vec<u8> {
        xqf::write(self, XqfOptions::default())
    }

    /// Writes an XQF file of a chosen version, encrypted from version 11.
    pub fn to_xqf_with(&self, options: XqfOptions) -> Vec<u8> {
        xqf::write(self, options)
    }
}
