//! The theme names, as written in the collection.

use std::fmt;
use std::str::FromStr;

/// A puzzle theme. The collection writes each as its code
/// ([`Theme::code`]); [`Theme::chinese`] is the usual Chinese term.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// Mate in this many solver moves (1..=7): `mateIn3`.
    MateIn(u8),
    /// The position is from the opening: `opening`.
    Opening,
    /// From the middlegame: `middlegame`.
    Middlegame,
    /// From the endgame: `endgame`.
    Endgame,
    /// A solver move checks with two pieces at once (双将): `doubleCheck`.
    DoubleCheck,
    /// The moved piece attacks two worthwhile targets (捉双): `fork`.
    Fork,
    /// A check that also attacks a piece, taken next move (抽将): `checkFork`.
    CheckFork,
    /// A pinned defender piece is won or cannot defend (牵制): `pin`.
    Pin,
    /// Moving a piece uncovers another's attack (闪击): `discoveredAttack`.
    DiscoveredAttack,
    /// The solver gives material up on the way (弃子): `sacrifice`.
    Sacrifice,
    /// 闷宫: a cannon mates a general hemmed in by its own pieces:
    /// `smotheredMate`.
    Smothered,
    /// 铁门栓: a central cannon holds the general off the middle file while
    /// a chariot mates: `ironBolt`.
    IronBolt,
    /// 卧槽马: a horse mates from the square beside the palace corner on
    /// the defender's second rank: `horseTrough`.
    HorseTrough,
    /// 重炮: a cannon mates over its own partner cannon: `doubleCannon`.
    DoubleCannon,
}

/// A theme code that names no theme.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseThemeError(pub String);

impl fmt::Display for ParseThemeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown theme `{}`", self.0)
    }
}

impl std::error::Error for ParseThemeError {}

const FIXED: [(Theme, &str, &str); 13] = [
    (Theme::Opening, "opening", "开局"),
    (Theme::Middlegame, "middlegame", "中局"),
    (Theme::Endgame, "endgame", "残局"),
    (Theme::DoubleCheck, "doubleCheck", "双将"),
    (Theme::Fork, "fork", "捉双"),
    (Theme::CheckFork, "checkFork", "抽将"),
    (Theme::Pin, "pin", "牵制"),
    (Theme::DiscoveredAttack, "discoveredAttack", "闪击"),
    (Theme::Sacrifice, "sacrifice", "弃子"),
    (Theme::Smothered, "smotheredMate", "闷宫"),
    (Theme::IronBolt, "ironBolt", "铁门栓"),
    (Theme::HorseTrough, "horseTrough", "卧槽马"),
    (Theme::DoubleCannon, "doubleCannon", "重炮"),
];

impl Theme {
    /// The code written in the collection, e.g. `fork` or `mateIn2`.
    pub fn code(self) -> String {
        match self {
            Theme::MateIn(n) => format!("mateIn{n}"),
            t => FIXED
                .iter()
                .find(|(f, _, _)| *f == t)
                .map_or_else(String::new, |(_, c, _)| (*c).to_string()),
        }
    }

    /// The Chinese term, e.g. `捉双` or `三步杀` for a mate in 3.
    pub fn chinese(self) -> String {
        match self {
            Theme::MateIn(n) => format!(
                "{}步杀",
                ["", "一", "二", "三", "四", "五", "六", "七"][usize::from(n.min(7))]
            ),
            t => FIXED
                .iter()
                .find(|(f, _, _)| *f == t)
                .map_or_else(String::new, |(_, _, z)| (*z).to_string()),
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

impl FromStr for Theme {
    type Err = ParseThemeError;

    fn from_str(s: &str) -> Result<Theme, ParseThemeError> {
        if let Some(n) = s.strip_prefix("mateIn") {
            return match n.parse::<u8>() {
                Ok(n @ 1..=7) => Ok(Theme::MateIn(n)),
                _ => Err(ParseThemeError(s.to_string())),
            };
        }
        FIXED
            .iter()
            .find(|(_, c, _)| *c == s)
            .map(|(t, _, _)| *t)
            .ok_or_else(|| ParseThemeError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for (t, _, _) in FIXED {
            assert_eq!(t.code().parse::<Theme>(), Ok(t));
        }
        assert_eq!("mateIn3".parse::<Theme>(), Ok(Theme::MateIn(3)));
        assert_eq!(Theme::MateIn(3).chinese(), "三步杀");
        assert!("mateIn9".parse::<Theme>().is_err());
        assert!("nothing".parse::<Theme>().is_err());
    }
}
