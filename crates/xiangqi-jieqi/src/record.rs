//! One move of a 揭棋 record, with what it turned over.
//!
//! Written as the ICCS move, then `=` and the piece the mover turned out
//! to be, then `^` and the piece taken face down: `h2e2=R` (the piece on
//! h2 moved as a cannon and is a chariot), `b2b9=N^C` (a horse, which took
//! a face-down cannon). Letters are FEN's, upper case for either side.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use xiangqi::{Move, Role};

use crate::position::Played;

/// A move and what it turned over. Stored as its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlyRecord {
    /// The move.
    pub mv: Move,
    /// What the moving piece turned out to be, if it was face down.
    pub revealed: Option<Role>,
    /// What the piece it took face down turned out to be.
    pub captured_hidden: Option<Role>,
}

impl From<Played> for PlyRecord {
    fn from(played: Played) -> PlyRecord {
        PlyRecord {
            mv: played.mv,
            revealed: played.revealed,
            captured_hidden: played
                .captured
                .filter(|_| played.captured_hidden)
                .map(|p| p.role),
        }
    }
}

impl fmt::Display for PlyRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.mv)?;
        if let Some(role) = self.revealed {
            write!(f, "={}", role.char().to_ascii_uppercase())?;
        }
        if let Some(role) = self.captured_hidden {
            write!(f, "^{}", role.char().to_ascii_uppercase())?;
        }
        Ok(())
    }
}

/// A ply that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot read the 揭棋 move '{0}': expected a move like h2e2, h2e2=R or b2b9=N^C")]
pub struct ParsePlyError(pub String);

impl FromStr for PlyRecord {
    type Err = ParsePlyError;

    fn from_str(text: &str) -> Result<PlyRecord, ParsePlyError> {
        let bad = || ParsePlyError(text.to_string());
        let text = text.trim();
        let (rest, captured_hidden) = match text.split_once('^') {
            Some((rest, letter)) => (rest, Some(role(letter).ok_or_else(bad)?)),
            None => (text, None),
        };
        let (iccs, revealed) = match rest.split_once('=') {
            Some((iccs, letter)) => (iccs, Some(role(letter).ok_or_else(bad)?)),
            None => (rest, None),
        };
        let mv = iccs.parse().map_err(|_| bad())?;
        Ok(PlyRecord {
            mv,
            revealed,
            captured_hidden,
        })
    }
}

/// The role of a one-letter FEN name, never the general (which is never
/// face down).
fn role(letter: &str) -> Option<Role> {
    let mut chars = letter.chars();
    let role = Role::from_char(chars.next()?)?;
    (chars.next().is_none() && role != Role::General).then_some(role)
}

impl Serialize for PlyRecord {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for PlyRecord {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<PlyRecord, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plies_read_back_as_written() {
        for text in ["h2e2", "h2e2=R", "b2b9=N^C", "a9a8^P"] {
            let ply: PlyRecord = text.parse().unwrap();
            assert_eq!(ply.to_string(), text);
        }
        let ply: PlyRecord = "b2b9=N^C".parse().unwrap();
        assert_eq!(ply.revealed, Some(Role::Horse));
        assert_eq!(ply.captured_hidden, Some(Role::Cannon));
        for bad in [
            "", "h2", "h2e2=", "h2e2=K", "h2e2=Q", "h2e2^", "h2e2=RR", "z2e2",
        ] {
            assert!(bad.parse::<PlyRecord>().is_err(), "{bad}");
        }
        let json = serde_json::to_string(&ply).unwrap();
        assert_eq!(serde_json::from_str::<PlyRecord>(&json).unwrap(), ply);
    }
}
