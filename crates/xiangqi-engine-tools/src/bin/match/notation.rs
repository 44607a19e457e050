//! Moves as an external engine writes them.
//!
//! ICCS counts ranks 0–9 from Red's side (`h2e2`), as this engine and most
//! xiangqi engines do; Fairy-Stockfish's UCI counts them 1–10 like chess
//! (`h3e3`). A player says which it uses.

use xiangqi::{Move, Square};

/// How an engine numbers the ranks in its moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Ranks {
    /// 0–9 (ICCS).
    #[default]
    FromZero,
    /// 1–10, chess style.
    FromOne,
}

impl Ranks {
    fn offset(self) -> u8 {
        match self {
            Ranks::FromZero => 0,
            Ranks::FromOne => 1,
        }
    }

    /// Writes a move for the engine.
    pub fn write(self, m: Move) -> String {
        let sq = |s: Square| format!("{}{}", (b'a' + s.file()) as char, s.rank() + self.offset());
        format!("{}{}", sq(m.from), sq(m.to))
    }

    /// Reads a move written by the engine.
    pub fn read(self, text: &str) -> Result<Move, String> {
        let bad = || format!("unreadable move '{text}'");
        let b = text.as_bytes();
        // A square is a file letter and a rank of one or two digits.
        let split = b
            .iter()
            .skip(1)
            .position(|c| c.is_ascii_lowercase())
            .map(|i| i + 1)
            .ok_or_else(bad)?;
        let square = |s: &str| -> Result<Square, String> {
            let file = s.bytes().next().ok_or_else(bad)?.wrapping_sub(b'a');
            let rank: u8 = s[1..].parse().map_err(|_| bad())?;
            let rank = rank.checked_sub(self.offset()).ok_or_else(bad)?;
            Square::new(file, rank).ok_or_else(bad)
        };
        Ok(Move {
            from: square(&text[..split])?,
            to: square(&text[split..])?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_rank_numberings_round_trip() {
        let m: Move = "h9g7".parse().unwrap();
        assert_eq!(Ranks::FromZero.write(m), "h9g7");
        assert_eq!(Ranks::FromOne.write(m), "h10g8");
        assert_eq!(Ranks::FromOne.read("h10g8"), Ok(m));
        assert_eq!(Ranks::FromZero.read("h9g7"), Ok(m));
        assert!(Ranks::FromOne.read("h0g1").is_err());
        assert!(Ranks::FromZero.read("(none)").is_err());
        assert!(Ranks::FromZero.read("z1a1").is_err());
    }
}
