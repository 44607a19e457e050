//! Engine scores in text: signed pawns (`+0.35`) or a mate distance (`#3`,
//! `#-2` when being mated), in integer arithmetic, which keeps float
//! printing out of the wasm.

use xiangqi_engine::Score;

/// Centipawns as signed pawns with two decimals (`+0.35`, `-1.20`).
pub fn pawns(centipawns: i32) -> String {
    let sign = if centipawns < 0 { '-' } else { '+' };
    let c = centipawns.unsigned_abs();
    format!("{sign}{}.{:02}", c / 100, c % 100)
}

/// A score as shown to players.
pub fn score_text(score: Score) -> String {
    match score {
        Score::Cp(c) => pawns(c),
        Score::Mate(n) => format!("#{n}"),
    }
}

/// A score as UCI writes it (`cp 35`, `mate -2`), for machine-readable
/// attributes.
pub fn score_uci(score: Score) -> String {
    match score {
        Score::Cp(c) => format!("cp {c}"),
        Score::Mate(n) => format!("mate {n}"),
    }
}

/// A large count in short: `950`, `12.3k`, `4.56M`.
pub fn count_text(n: u64) -> String {
    match n {
        0..=9_999 => n.to_string(),
        10_000..=999_999 => format!("{}.{}k", n / 1000, n % 1000 / 100),
        _ => format!("{}.{:02}M", n / 1_000_000, n % 1_000_000 / 10_000),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_read_as_signed_pawns_or_mates() {
        assert_eq!(pawns(35), "+0.35");
        assert_eq!(pawns(-120), "-1.20");
        assert_eq!(pawns(0), "+0.00");
        assert_eq!(score_text(Score::Mate(-2)), "#-2");
        assert_eq!(score_uci(Score::Cp(-31)), "cp -31");
        assert_eq!(score_uci(Score::Mate(1)), "mate 1");
        assert_eq!(count_text(950), "950");
        assert_eq!(count_text(12_345), "12.3k");
        assert_eq!(count_text(4_567_890), "4.56M");
    }
}
