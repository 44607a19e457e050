//! Messages between the page and the files worker, as JSON strings.

use serde::{Deserialize, Serialize};

/// A request from the page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FilesRequest {
    /// Read a record in any supported format (recognised from its bytes).
    Import {
        /// Matches the answer to the question.
        id: u32,
        /// The file's or the pasted text's bytes.
        bytes: Vec<u8>,
    },
    /// Write the game in `format`.
    Export {
        /// Matches the answer to the question.
        id: u32,
        /// The format to write.
        format: ExportFormat,
        /// The game's main line: the app's record text.
        record: String,
        /// The imported tree (PGN) the game came from, if any: written
        /// instead of the main line while the main line is unchanged.
        tree: Option<String>,
    },
    /// Draw the position `fen` as an SVG picture.
    Image {
        /// Matches the answer to the question.
        id: u32,
        /// The position shown.
        fen: String,
        /// The move that led to it, in ICCS, to mark.
        last: Option<String>,
        /// Black at the bottom.
        flipped: bool,
        /// File numbers along the edges.
        coordinates: bool,
        /// Simplified characters.
        simplified: bool,
        /// The board's look (`wood`, `plain`, `paper`): its colours.
        #[serde(default)]
        look: String,
        /// Pictures of what the pieces are instead of their characters.
        #[serde(default)]
        pictures: bool,
        /// The pieces in black and white, as printed diagrams draw them.
        #[serde(default)]
        print: bool,
    },
    /// Name the opening of a game from the start position.
    Opening {
        /// Matches the answer to the question.
        id: u32,
        /// The game's first moves, in ICCS.
        moves: Vec<String>,
    },
}

/// The formats the app writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExportFormat {
    /// PGN with Chinese moves, as XQWizard writes it.
    PgnChinese,
    /// PGN with WXF moves.
    PgnWxf,
    /// PGN with ICCS moves.
    PgnIccs,
    /// DhtmlXQ (dpxq.com) text.
    Dhtmlxq,
    /// XQStudio's binary format.
    Xqf,
}

impl ExportFormat {
    /// Every format, in the order the export dialog lists them.
    pub const ALL: [ExportFormat; 5] = [
        ExportFormat::PgnChinese,
        ExportFormat::PgnWxf,
        ExportFormat::PgnIccs,
        ExportFormat::Dhtmlxq,
        ExportFormat::Xqf,
    ];

    /// The name used in test ids and messages: `pgn-chinese`, `xqf`, …
    pub const fn code(self) -> &'static str {
        match self {
            ExportFormat::PgnChinese => "pgn-chinese",
            ExportFormat::PgnWxf => "pgn-wxf",
            ExportFormat::PgnIccs => "pgn-iccs",
            ExportFormat::Dhtmlxq => "dhtmlxq",
            ExportFormat::Xqf => "xqf",
        }
    }

    /// The file name extension.
    pub const fn extension(self) -> &'static str {
        match self {
            ExportFormat::PgnChinese | ExportFormat::PgnWxf | ExportFormat::PgnIccs => "pgn",
            ExportFormat::Dhtmlxq => "txt",
            ExportFormat::Xqf => "xqf",
        }
    }

    /// The MIME type of a download.
    pub const fn mime(self) -> &'static str {
        match self {
            ExportFormat::Xqf => "application/octet-stream",
            _ => "text/plain;charset=utf-8",
        }
    }

    /// Whether the result is text (it can go to the clipboard).
    pub const fn is_text(self) -> bool {
        !matches!(self, ExportFormat::Xqf)
    }
}

/// An answer from the worker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FilesResponse {
    /// The worker has started.
    Ready,
    /// A record was read.
    Imported {
        /// The request answered.
        id: u32,
        /// The game.
        game: ImportedGame,
    },
    /// A record could not be read.
    ImportFailed {
        /// The request answered.
        id: u32,
        /// What is wrong.
        problem: crate::message::ImportProblem,
        /// The valid beginning of the record, when the problem lies past
        /// it.
        partial: Option<ImportedGame>,
    },
    /// The game, written.
    Exported {
        /// The request answered.
        id: u32,
        /// The file's bytes.
        bytes: Vec<u8>,
    },
    /// The picture, as SVG text.
    Image {
        /// The request answered.
        id: u32,
        /// The SVG document.
        svg: String,
    },
    /// The opening the game has entered (`None`: none, or a move that
    /// cannot be read).
    Opening {
        /// The request answered.
        id: u32,
        /// Its ECCO code and names.
        opening: Option<OpeningName>,
    },
    /// The request could not be read.
    Error {
        /// The request answered (0 if unknown).
        id: u32,
    },
}

/// A game read from a file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportedGame {
    /// The format it was read from: `pgn`, `xqf` or `dhtmlxq`.
    pub format: String,
    /// Its main line and tags as the app's record text (ICCS moves).
    pub record: String,
    /// The whole tree, variations and comments included, as PGN.
    pub tree: String,
    /// How many variations the tree has beside the main line.
    pub variations: usize,
    /// How many comments it has.
    pub comments: usize,
}

/// An opening's ECCO code and names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpeningName {
    /// `A00` … `E99`.
    pub code: String,
    /// In Chinese.
    pub zh: String,
    /// In Chinese, in traditional characters.
    #[serde(default)]
    pub zh_hant: String,
    /// In Vietnamese.
    #[serde(default)]
    pub vi: String,
    /// In English.
    pub en: String,
}

/// Who an answer is for, read without the rest of it: a page that asks
/// only for some answers routes them all with this, and reads in full only
/// the kinds it asked for (see [`OpeningQuestion`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Addressee {
    /// [`FilesResponse::Ready`].
    Ready,
    /// The answer to the request with this id.
    Request(u32),
}

impl<'de> Deserialize<'de> for Addressee {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Addressee, D::Error> {
        /// The fields of any answer, of which only `id` is kept.
        #[derive(Deserialize)]
        struct IdOnly {
            id: u32,
        }
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = Addressee;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an answer of the files worker")
            }
            fn visit_str<E: serde::de::Error>(self, _: &str) -> Result<Addressee, E> {
                Ok(Addressee::Ready)
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Addressee, A::Error> {
                match map.next_entry::<serde::de::IgnoredAny, IdOnly>()? {
                    Some((_, fields)) => Ok(Addressee::Request(fields.id)),
                    None => Err(serde::de::Error::custom("an empty answer")),
                }
            }
        }
        d.deserialize_any(Visitor)
    }
}

/// [`FilesRequest::Opening`] alone, written as the same JSON: a page that
/// only names openings need not carry the writer of every request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum OpeningQuestion {
    /// See [`FilesRequest::Opening`].
    Opening {
        /// Matches the answer to the question.
        id: u32,
        /// The moves from the start position, in ICCS.
        moves: Vec<String>,
    },
}

/// [`FilesResponse::Opening`] alone, read from the same JSON.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OpeningAnswer {
    /// See [`FilesResponse::Opening`].
    Opening {
        /// The request answered.
        id: u32,
        /// Its ECCO code and names.
        opening: Option<OpeningName>,
    },
}

/// Writes a message as JSON (these types always serialise).
pub fn to_json<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).unwrap_or_default()
}

#[cfg(test)]
mod single_kinds {
    use super::*;

    #[test]
    fn the_opening_question_is_written_as_the_full_request_is() {
        let moves = vec!["h2e2".to_string(), "h9g7".to_string()];
        assert_eq!(
            to_json(&OpeningQuestion::Opening {
                id: 7,
                moves: moves.clone()
            }),
            to_json(&FilesRequest::Opening { id: 7, moves })
        );
    }

    #[test]
    fn the_opening_answer_reads_what_the_worker_writes() {
        let opening = Some(OpeningName {
            code: "C00".into(),
            zh: "中炮对屏风马".into(),
            zh_hant: "中炮對屏風馬".into(),
            vi: "Pháo đầu đối Bình phong mã".into(),
            en: "Central Cannon vs Screen Horses".into(),
        });
        let text = to_json(&FilesResponse::Opening {
            id: 3,
            opening: opening.clone(),
        });
        let read: OpeningAnswer = serde_json::from_str(&text).expect("reads");
        assert_eq!(read, OpeningAnswer::Opening { id: 3, opening });
        let other = to_json(&FilesResponse::Error { id: 3 });
        assert!(serde_json::from_str::<OpeningAnswer>(&other).is_err());
    }

    #[test]
    fn every_answer_is_addressed() {
        let answers = [
            (FilesResponse::Ready, Addressee::Ready),
            (FilesResponse::Error { id: 4 }, Addressee::Request(4)),
            (
                FilesResponse::Exported {
                    id: 5,
                    bytes: vec![1, 2],
                },
                Addressee::Request(5),
            ),
            (
                FilesResponse::Image {
                    id: 6,
                    svg: "<svg/>".into(),
                },
                Addressee::Request(6),
            ),
            (
                FilesResponse::Opening {
                    id: 8,
                    opening: None,
                },
                Addressee::Request(8),
            ),
        ];
        for (answer, to) in answers {
            let read: Addressee = serde_json::from_str(&to_json(&answer)).expect("reads");
            assert_eq!(read, to, "{answer:?}");
        }
        assert!(serde_json::from_str::<Addressee>("{}").is_err());
    }
}
