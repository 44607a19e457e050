//! Which puzzle comes next: the filters (theme, goal), puzzles near the
//! player's rating that were not seen lately, and the daily puzzle.

use xiangqi_puzzles::{Puzzle, Theme};

use super::progress::Progress;

/// How many of the puzzles nearest the player's rating the next one is
/// drawn from, so that the same rating does not always give the same one.
pub const NEAREST: usize = 12;

/// The themes that occur in `puzzles` besides "mate in N" (which the
/// goal filter covers), in a fixed order.
pub fn themes(puzzles: &[Puzzle]) -> Vec<Theme> {
    let mut found: Vec<Theme> = puzzles
        .iter()
        .flat_map(|p| p.themes.iter().copied())
        .filter(|t| !matches!(t, Theme::MateIn(_)))
        .collect();
    found.sort();
    found.dedup();
    found
}

/// The index of the next puzzle for the player: among those the filter
/// admits, not seen lately (all of them once every one was seen), the
/// [`NEAREST`] whose ratings here are nearest the player's, one picked
/// by `seed`. `None` when the filter admits none.
pub fn next(puzzles: &[Puzzle], progress: &Progress, seed: u64) -> Option<usize> {
    let current = progress.current.as_ref().map(|c| c.id.as_str());
    let admitted: Vec<usize> = (0..puzzles.len())
        .filter(|&i| progress.filter.admits(&puzzles[i]))
        .collect();
    let fresh: Vec<usize> = admitted
        .iter()
        .copied()
        .filter(|&i| !progress.seen.contains(&puzzles[i].id))
        .collect();
    let mut pool = if fresh.is_empty() {
        // Everything was seen: anything but the puzzle on screen, the
        // least recently seen first in line.
        let others: Vec<usize> = admitted
            .iter()
            .copied()
            .filter(|&i| Some(puzzles[i].id.as_str()) != current)
            .collect();
        if others.is_empty() {
            admitted
        } else {
            others
        }
    } else {
        fresh
    };
    if pool.is_empty() {
        return None;
    }
    let player = progress.player.rating;
    let distance = |i: usize| {
        let p = &puzzles[i];
        (progress.puzzle_rating(&p.id, p.rating).rating - player).abs()
    };
    pool.sort_by(|&a, &b| distance(a).total_cmp(&distance(b)).then(a.cmp(&b)));
    pool.truncate(NEAREST);
    Some(pool[(mix(seed) % pool.len() as u64) as usize])
}

/// The daily puzzle of calendar date `year`-`month`-`day`: the same for
/// everyone on that date. The collection is sorted by id; the puzzle is
/// the one at index `mix(days) mod count`, where `days` counts the days
/// from 1970-01-01 and `mix` is SplitMix64's finaliser.
pub fn daily(puzzles: &[Puzzle], year: i32, month: u32, day: u32) -> Option<usize> {
    if puzzles.is_empty() {
        return None;
    }
    let days = days_from_civil(year, month, day);
    Some((mix(days as u64) % puzzles.len() as u64) as usize)
}

/// Days from 1970-01-01 to a date of the proleptic Gregorian calendar
/// (negative before it).
pub fn days_from_civil(year: i32, month: u32, day: u32) -> i64 {
    let y = i64::from(year) - i64::from(month <= 2);
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = i64::from(month);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// SplitMix64's finaliser: spreads neighbouring numbers far apart.
pub fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Filter, Goal};
    use xiangqi_puzzles::format::read;
    use xiangqi_puzzles::Kind;

    fn collection() -> Vec<Puzzle> {
        let mut text = String::from("#xiangqi-puzzles 1\n");
        let rows = [
            ("000000000001", "a8a9", "mate:1", 800, "mateIn1,endgame"),
            (
                "000000000002",
                "a8a9",
                "mate:1",
                1500,
                "mateIn1,endgame,ironBolt",
            ),
            (
                "000000000003",
                "a8a9",
                "material:450",
                1550,
                "fork,middlegame",
            ),
            ("000000000004", "a8a9", "material:900", 2400, "pin,opening"),
        ];
        for (id, line, kind, rating, themes) in rows {
            text.push_str(&format!(
                "{id}\t3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1\t{line}\t{kind}\t{rating}\t{themes}\n"
            ));
        }
        read(&text).unwrap()
    }

    #[test]
    fn the_next_puzzle_is_near_the_rating_and_unseen() {
        let puzzles = collection();
        let mut p = Progress {
            seen: vec![
                "000000000001".into(),
                "000000000002".into(),
                "000000000003".into(),
            ],
            ..Progress::default()
        };
        assert_eq!(next(&puzzles, &p, 7), Some(3), "the only one not seen");
        p.seen.push("000000000004".into());
        p.open("000000000004");
        let i = next(&puzzles, &p, 7).unwrap();
        assert_ne!(puzzles[i].id, "000000000004", "not the one on screen");
    }

    #[test]
    fn the_nearest_are_preferred() {
        // Ratings 100, 200, … 3000 against a new player (at 1000): only
        // the twelve nearest (400..=1500, the tie at 400/1600 going to the
        // first in the file) may come.
        let mut text = String::from("#xiangqi-puzzles 1\n");
        for k in 1..=30 {
            text.push_str(&format!(
                "{k:012x}\t3k5/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1\ta8a9\tmate:1\t{}\t\n",
                k * 100
            ));
        }
        let puzzles = read(&text).unwrap();
        let p = Progress::default();
        let mut chosen = std::collections::BTreeSet::new();
        for seed in 0..200 {
            let i = next(&puzzles, &p, seed).unwrap();
            assert!(
                (400..=1500).contains(&puzzles[i].rating),
                "{}",
                puzzles[i].rating
            );
            chosen.insert(i);
        }
        assert!(chosen.len() > 6, "the seed varies the choice");
    }

    #[test]
    fn filters_by_theme_and_goal() {
        let puzzles = collection();
        let mut p = Progress::default();
        p.filter.goal = Goal::Material;
        for seed in 0..10 {
            let i = next(&puzzles, &p, seed).unwrap();
            assert!(matches!(puzzles[i].kind, Kind::Material(_)));
        }
        p.filter = Filter {
            theme: Some("ironBolt".into()),
            goal: Goal::MateIn(1),
        };
        assert_eq!(next(&puzzles, &p, 1), Some(1));
        p.filter.goal = Goal::MateIn(5);
        assert_eq!(next(&puzzles, &p, 1), None);
        assert_eq!(Goal::from_code("mate3"), Goal::MateIn(3));
        assert_eq!(Goal::from_code("nonsense"), Goal::Any);
        assert!(!themes(&puzzles)
            .iter()
            .any(|t| matches!(t, Theme::MateIn(_))));
        assert!(themes(&puzzles).contains(&Theme::Fork));
    }

    #[test]
    fn the_daily_puzzle_depends_on_the_date_only() {
        let puzzles = collection();
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(days_from_civil(2000, 3, 1), 11_017);
        assert_eq!(days_from_civil(2026, 12, 1), 20_788);
        assert_eq!(daily(&puzzles, 2026, 12, 1), daily(&puzzles, 2026, 12, 1));
        let days: std::collections::BTreeSet<_> = (1..=28)
            .filter_map(|d| daily(&puzzles, 2027, 2, d))
            .collect();
        assert!(days.len() > 1, "it changes from day to day");
        assert_eq!(daily(&[], 2026, 1, 1), None);
    }
}
