//! The codes two devices exchange to open a direct connection: the
//! inviting device's offer and the joining device's answer (each a WebRTC
//! session description), squeezed into text short enough to paste or to
//! scan as a QR code. A code carries when it was made; an old one is
//! refused with a clear reason (the device that made it has long stopped
//! waiting), as is anything that is not a code of this app.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;

/// Every code starts with this, then `I` (invitation) or `A` (answer) for
/// a game, `D` or `R` for moving the player's data (see [`CodeKind`]).
const PREFIX: &str = "XQ1";

/// How long a code stays good, in seconds.
pub const CODE_LIFETIME_S: u64 = 30 * 60;

/// The longest session description a code may unpack to, in bytes (a
/// real one is under 2 KB; this bounds what a hostile code can cost).
const MAX_DESCRIPTION_BYTES: usize = 8 * 1024;

/// Which side of the handshake a code is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeKind {
    /// The inviting device's offer.
    Invitation,
    /// The joining device's answer.
    Answer,
    /// The device sending the player's data to their other device.
    DataOffer,
    /// The device receiving the player's data.
    DataAnswer,
}

impl CodeKind {
    fn letter(self) -> char {
        match self {
            CodeKind::Invitation => 'I',
            CodeKind::Answer => 'A',
            CodeKind::DataOffer => 'D',
            CodeKind::DataAnswer => 'R',
        }
    }

    fn of_letter(letter: char) -> Option<CodeKind> {
        [
            CodeKind::Invitation,
            CodeKind::Answer,
            CodeKind::DataOffer,
            CodeKind::DataAnswer,
        ]
        .into_iter()
        .find(|k| k.letter() == letter)
    }
}

/// A code as the devices exchange it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConnectionCode {
    pub kind: CodeKind,
    /// The session description (SDP text).
    pub description: String,
    /// When it was made (seconds since 1970).
    pub made_at: u64,
}

/// Why a code cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Not a code of this app (or damaged on the way).
    Malformed,
    /// An answer where an invitation was expected, or the other way round.
    WrongKind,
    /// Made longer ago than [`CODE_LIFETIME_S`].
    Expired,
}

impl std::fmt::Display for CodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            CodeError::Malformed => "this is not a code of this app, or it was cut short",
            CodeError::WrongKind => "this is the other kind of code",
            CodeError::Expired => "this code is too old: make a new one",
        })
    }
}

impl ConnectionCode {
    /// The code as text: the prefix, the kind, then the time and the
    /// description deflated and in URL-safe base64.
    pub fn encode(&self) -> String {
        let mut payload = self.made_at.to_be_bytes().to_vec();
        payload.extend_from_slice(self.description.as_bytes());
        let packed = miniz_oxide::deflate::compress_to_vec(&payload, 9);
        let kind = self.kind.letter();
        format!("{PREFIX}{kind}{}", URL_SAFE_NO_PAD.encode(packed))
    }

    /// Reads a code of the `expected` kind at `now_s` (seconds since 1970).
    /// Spaces and line breaks picked up on the way are ignored.
    pub fn decode(text: &str, expected: CodeKind, now_s: u64) -> Result<Self, CodeError> {
        let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let rest = text.strip_prefix(PREFIX).ok_or(CodeError::Malformed)?;
        let mut chars = rest.chars();
        let kind = chars
            .next()
            .and_then(CodeKind::of_letter)
            .ok_or(CodeError::Malformed)?;
        let packed = URL_SAFE_NO_PAD
            .decode(chars.as_str())
            .map_err(|_| CodeError::Malformed)?;
        let payload =
            miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_DESCRIPTION_BYTES)
                .map_err(|_| CodeError::Malformed)?;
        if payload.len() < 8 {
            return Err(CodeError::Malformed);
        }
        let (time, description) = payload.split_at(8);
        let made_at = u64::from_be_bytes(time.try_into().map_err(|_| CodeError::Malformed)?);
        let description =
            String::from_utf8(description.to_vec()).map_err(|_| CodeError::Malformed)?;
        if !description.starts_with("v=0") {
            return Err(CodeError::Malformed);
        }
        if kind != expected {
            return Err(CodeError::WrongKind);
        }
        if now_s.saturating_sub(made_at) > CODE_LIFETIME_S || made_at > now_s + 300 {
            return Err(CodeError::Expired);
        }
        Ok(ConnectionCode {
            kind,
            description,
            made_at,
        })
    }
}
