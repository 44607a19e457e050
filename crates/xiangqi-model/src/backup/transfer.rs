//! All the player's data carried to their other device over the direct
//! connection the two devices open by hand (the same handshake as a live
//! game): the sending device cuts its backup file's text into parts small
//! enough for every browser's data channel, announced by their number and
//! size; the receiving device puts them together, refusing anything out
//! of order, larger than announced or larger than [`MAX_BYTES`], and
//! answers with what the merge added. Nothing is merged until every part
//! is in and the whole reads as a backup (see [`super::Backup::from_text`]).
//!
//! Each message is one line of text: `XQDATA1`, a word, then its fields.

use super::Merged;

/// Every message starts with this.
const PREFIX: &str = "XQDATA1 ";

/// The most bytes of text in one part: well under the smallest message
/// size the browsers' data channels take whole (16 KB is safe in all).
pub const PART_BYTES: usize = 15 * 1024;

/// The most bytes a device accepts in all: far above the backup of ten
/// thousand games (about 12 MB), far below what a phone can hold.
pub const MAX_BYTES: usize = 128 * 1024 * 1024;

/// One message between the two devices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TransferMessage {
    /// The sender announces the data: its size in bytes and its parts.
    Begin { bytes: usize, parts: usize },
    /// Part `index` (from 0) of the data's text.
    Part { index: usize, text: String },
    /// The receiver merged everything; what it added.
    Received(Merged),
    /// The receiver could not take the data; nothing was changed there.
    Refused,
}

impl TransferMessage {
    /// The message as one line of text.
    pub fn encode(&self) -> String {
        match self {
            TransferMessage::Begin { bytes, parts } => format!("{PREFIX}begin {bytes} {parts}"),
            TransferMessage::Part { index, text } => format!("{PREFIX}part {index} {text}"),
            TransferMessage::Received(m) => format!(
                "{PREFIX}received {} {} {} {}",
                m.games, m.lessons, m.puzzle_attempts, m.drills
            ),
            TransferMessage::Refused => format!("{PREFIX}refused"),
        }
    }

    /// Reads a message; `None` for anything that is not one.
    pub fn decode(line: &str) -> Option<TransferMessage> {
        let rest = line.strip_prefix(PREFIX)?;
        let (word, fields) = rest.split_once(' ').unwrap_or((rest, ""));
        let numbers = |n: usize| -> Option<Vec<usize>> {
            let list: Vec<usize> = fields
                .split(' ')
                .map(|f| f.parse().ok())
                .collect::<Option<_>>()?;
            (list.len() == n).then_some(list)
        };
        match word {
            "begin" => {
                let n = numbers(2)?;
                Some(TransferMessage::Begin {
                    bytes: n[0],
                    parts: n[1],
                })
            }
            "part" => {
                let (index, text) = fields.split_once(' ').unwrap_or((fields, ""));
                Some(TransferMessage::Part {
                    index: index.parse().ok()?,
                    text: text.to_string(),
                })
            }
            "received" => {
                let n = numbers(4)?;
                Some(TransferMessage::Received(Merged {
                    games: n[0],
                    lessons: n[1],
                    puzzle_attempts: n[2],
                    drills: n[3],
                }))
            }
            "refused" if fields.is_empty() => Some(TransferMessage::Refused),
            _ => None,
        }
    }
}

/// The messages that carry `text` (a backup file's text): the
/// announcement, then each part, cut at character boundaries.
pub fn messages(text: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let mut end = rest.len().min(PART_BYTES);
        while !rest.is_char_boundary(end) {
            end -= 1;
        }
        let (part, after) = rest.split_at(end);
        parts.push(part);
        rest = after;
    }
    let mut out = vec![TransferMessage::Begin {
        bytes: text.len(),
        parts: parts.len(),
    }
    .encode()];
    out.extend(parts.into_iter().enumerate().map(|(index, text)| {
        TransferMessage::Part {
            index,
            text: text.to_string(),
        }
        .encode()
    }));
    out
}

/// Why the receiving device stopped taking the data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TransferError {
    /// A message that is not part of a transfer, or one out of its place.
    Unexpected,
    /// More than [`MAX_BYTES`], announced or sent.
    TooLarge,
    /// More parts or bytes than announced, or a part out of order.
    NotAsAnnounced,
}

/// Where the receiving device stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Received {
    /// Parts `done` of `total` are in.
    Progress { done: usize, total: usize },
    /// Every part is in: the whole text.
    Complete(String),
}

/// The receiving device's side: the parts put together.
#[derive(Debug, Default)]
pub struct Incoming {
    /// Bytes and parts announced; `None` before the announcement.
    announced: Option<(usize, usize)>,
    text: String,
    parts: usize,
}

impl Incoming {
    pub fn new() -> Incoming {
        Incoming::default()
    }

    /// Takes the next message from the sending device.
    pub fn take(&mut self, line: &str) -> Result<Received, TransferError> {
        let message = TransferMessage::decode(line).ok_or(TransferError::Unexpected)?;
        match (message, self.announced) {
            (TransferMessage::Begin { bytes, parts }, None) => {
                if bytes > MAX_BYTES {
                    return Err(TransferError::TooLarge);
                }
                // Parts are never empty, and none is larger than a part.
                if parts > bytes || bytes > parts.saturating_mul(PART_BYTES) {
                    return Err(TransferError::NotAsAnnounced);
                }
                self.announced = Some((bytes, parts));
                self.text.reserve(bytes);
                self.finished_or(parts)
            }
            (TransferMessage::Part { index, text }, Some((bytes, parts))) => {
                if index != self.parts || index >= parts {
                    return Err(TransferError::NotAsAnnounced);
                }
                if self.text.len() + text.len() > bytes {
                    return Err(TransferError::NotAsAnnounced);
                }
                self.text.push_str(&text);
                self.parts += 1;
                self.finished_or(parts)
            }
            _ => Err(TransferError::Unexpected),
        }
    }

    fn finished_or(&mut self, total: usize) -> Result<Received, TransferError> {
        let (bytes, _) = self.announced.ok_or(TransferError::Unexpected)?;
        if self.parts < total {
            return Ok(Received::Progress {
                done: self.parts,
                total,
            });
        }
        if self.text.len() != bytes {
            return Err(TransferError::NotAsAnnounced);
        }
        Ok(Received::Complete(std::mem::take(&mut self.text)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn receive(lines: &[String]) -> Result<Received, TransferError> {
        let mut incoming = Incoming::new();
        let mut last = Err(TransferError::Unexpected);
        for line in lines {
            last = Ok(incoming.take(line)?);
        }
        last
    }

    #[test]
    fn a_long_text_arrives_whole_in_parts_a_channel_takes() {
        // Characters of one, two, three and four bytes, so that cuts fall
        // inside characters.
        let text: String = "a é 象棋 🀄 ".repeat(9_000);
        let lines = messages(&text);
        assert!(lines.len() > 3);
        assert!(lines.iter().all(|l| l.len() <= PART_BYTES + 64));
        let mut incoming = Incoming::new();
        let total = lines.len() - 1;
        for (i, line) in lines.iter().enumerate() {
            match incoming.take(line).unwrap() {
                Received::Progress { done, total: t } => {
                    assert_eq!((done, t), (i, total));
                }
                Received::Complete(whole) => {
                    assert_eq!(i, total);
                    assert_eq!(whole, text);
                }
            }
        }
    }

    #[test]
    fn an_empty_text_and_a_short_one_arrive_too() {
        assert_eq!(
            receive(&messages("")),
            Ok(Received::Complete(String::new()))
        );
        assert_eq!(
            receive(&messages("{}")),
            Ok(Received::Complete("{}".to_string()))
        );
    }

    #[test]
    fn what_a_hostile_or_broken_sender_does_is_refused() {
        let lines = messages(&"x".repeat(PART_BYTES * 3));
        // A part before the announcement, or a stranger's message.
        assert_eq!(receive(&lines[1..]), Err(TransferError::Unexpected));
        assert_eq!(
            receive(&["hello".to_string()]),
            Err(TransferError::Unexpected)
        );
        // A part out of order, or one twice.
        let swapped = vec![
            lines[0].clone(),
            lines[2].clone(),
            lines[1].clone(),
            lines[3].clone(),
        ];
        assert_eq!(receive(&swapped), Err(TransferError::NotAsAnnounced));
        let twice = vec![lines[0].clone(), lines[1].clone(), lines[1].clone()];
        assert_eq!(receive(&twice), Err(TransferError::NotAsAnnounced));
        // More than it announced, or a second announcement.
        let lying = vec![
            TransferMessage::Begin { bytes: 3, parts: 1 }.encode(),
            TransferMessage::Part {
                index: 0,
                text: "four".into(),
            }
            .encode(),
        ];
        assert_eq!(receive(&lying), Err(TransferError::NotAsAnnounced));
        let again = vec![lines[0].clone(), lines[0].clone()];
        assert_eq!(receive(&again), Err(TransferError::Unexpected));
        // Less than it announced.
        let short = vec![
            TransferMessage::Begin { bytes: 9, parts: 1 }.encode(),
            TransferMessage::Part {
                index: 0,
                text: "four".into(),
            }
            .encode(),
        ];
        assert_eq!(receive(&short), Err(TransferError::NotAsAnnounced));
        // Too much in all, or parts that cannot hold what is announced.
        let huge = TransferMessage::Begin {
            bytes: MAX_BYTES + 1,
            parts: MAX_BYTES / PART_BYTES + 1,
        };
        assert_eq!(receive(&[huge.encode()]), Err(TransferError::TooLarge));
        let few = TransferMessage::Begin {
            bytes: PART_BYTES * 2,
            parts: 1,
        };
        assert_eq!(receive(&[few.encode()]), Err(TransferError::NotAsAnnounced));
    }

    #[test]
    fn the_answer_says_what_was_added() {
        let m = Merged {
            games: 151,
            lessons: 3,
            puzzle_attempts: 12,
            drills: 2,
        };
        for message in [
            TransferMessage::Received(m),
            TransferMessage::Refused,
            TransferMessage::Begin { bytes: 5, parts: 1 },
        ] {
            assert_eq!(TransferMessage::decode(&message.encode()), Some(message));
        }
        assert_eq!(TransferMessage::decode("XQDATA1 received 1 2"), None);
        assert_eq!(TransferMessage::decode("XQDATA1 refused now"), None);
    }
}
