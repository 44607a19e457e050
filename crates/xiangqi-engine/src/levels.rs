//! Playing levels, from a beginner that merely plays legal moves to full
//! strength.
//!
//! Weaker levels are made of three ingredients: a shallower search (depth
//! and node caps), **noise** (a random number of centipawns, uniform in
//! `±noise_cp`, added to each root move's score before choosing) and
//! **blunders** (with probability `blunder_permille / 1000` the engine picks
//! a random move among the `blunder_top_n` best instead of the best one,
//! never one that walks into a forced mate when another move avoids it).
//! All randomness comes from the engine's seeded generator, so a game is
//! reproducible from its seed.
//!
//! The levels are the [`levels()`] table below, weakest first: the
//! depth and time caps grow and the noise and blunder rate shrink with
//! each step. The second-strongest plays the full search capped in depth,
//! without randomness; the strongest searches with whatever limits the
//! caller gives. `xiangqi-match --a-level N --b-level M` measures how they
//! compare (`docs/engine.md`, "Levels", lists the results).
//!
//! Each level carries an [`Level::elo`]: its strength on one scale, fitted
//! by `cargo xtask elo` to matches of every level against fixed references
//! (Fairy-Stockfish's classical evaluation at fixed node counts), recorded
//! in `data/level-elo.txt`; the file's `anchor` line fixes the scale. A
//! test checks that the column is that fit.

/// One playing level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Level {
    /// 1 (weakest) to [`levels()`]`.len()` (strongest).
    pub number: u8,
    /// English name.
    pub name_en: &'static str,
    /// Chinese name.
    pub name_zh: &'static str,
    /// Maximum depth in plies.
    pub max_depth: Option<u32>,
    /// Maximum nodes per move.
    pub max_nodes: Option<u64>,
    /// Maximum time per move in milliseconds.
    pub max_time_ms: Option<u64>,
    /// Amplitude of the random centipawns added to each root move.
    pub noise_cp: i32,
    /// Chance in permille of playing a random move among the best few.
    pub blunder_permille: u32,
    /// How many of the best moves a blunder picks from.
    pub blunder_top_n: usize,
    /// Estimated strength on the scale of `data/level-elo.txt`, rounded
    /// to ten.
    pub elo: u16,
}

impl Level {
    /// Whether this level needs exact scores for every root move.
    pub fn randomized(&self) -> bool {
        self.noise_cp > 0 || self.blunder_permille > 0
    }
}

const fn level(
    number: u8,
    (name_en, name_zh): (&'static str, &'static str),
    limits: (Option<u32>, Option<u64>, Option<u64>),
    noise_cp: i32,
    blunder_permille: u32,
    blunder_top_n: usize,
    elo: u16,
) -> Level {
    Level {
        number,
        name_en,
        name_zh,
        max_depth: limits.0,
        max_nodes: limits.1,
        max_time_ms: limits.2,
        noise_cp,
        blunder_permille,
        blunder_top_n,
        elo,
    }
}

static LEVELS: [Level; 8] = [
    level(
        1,
        ("Beginner", "入门"),
        (Some(1), None, Some(1000)),
        300,
        350,
        8,
        790,
    ),
    level(
        2,
        ("Novice", "新手"),
        (Some(2), None, Some(1000)),
        60,
        100,
        4,
        1480,
    ),
    level(
        3,
        ("Amateur", "业余"),
        (Some(3), None, Some(1000)),
        40,
        60,
        3,
        1770,
    ),
    level(
        4,
        ("Club player", "棋友"),
        (Some(4), None, Some(2000)),
        25,
        30,
        3,
        1990,
    ),
    level(
        5,
        ("Strong amateur", "业余高手"),
        (Some(5), None, Some(3000)),
        15,
        20,
        2,
        2180,
    ),
    level(
        6,
        ("Expert", "高手"),
        (Some(6), None, Some(5000)),
        8,
        10,
        2,
        2410,
    ),
    level(
        7,
        ("Candidate master", "候补大师"),
        (Some(8), None, Some(10_000)),
        0,
        0,
        1,
        2790,
    ),
    level(8, ("Master", "大师"), (None, None, None), 0, 0, 1, 3190),
];

/// All levels, weakest first.
pub fn levels() -> &'static [Level] {
    &LEVELS
}

/// The level with this number, if any.
pub fn level_by_number(n: u8) -> Option<&'static Level> {
    LEVELS.iter().find(|l| l.number == n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_ordered_and_complete() {
        let l = levels();
        assert!(l.len() >= 8);
        for (i, lv) in l.iter().enumerate() {
            assert_eq!(lv.number as usize, i + 1);
            assert!(!lv.name_zh.is_empty() && !lv.name_en.is_empty());
        }
        for w in l.windows(2) {
            assert!(w[0].elo < w[1].elo, "the ladder is monotone");
            assert!(w[0].noise_cp >= w[1].noise_cp);
            assert!(w[0].blunder_permille >= w[1].blunder_permille);
        }
        assert!(!l.last().unwrap().randomized());
        assert_eq!(level_by_number(8).unwrap().name_zh, "大师");
        assert!(level_by_number(0).is_none());
    }
}
