//! Positions to practise an ending on, chosen from its table: a win that
//! takes some doing, or a draw that can be thrown away.

use xiangqi::{Color, Position};

use crate::material::Material;
use crate::tablebase::Tablebase;
use crate::value::Wdl;

/// What the player is asked to do from a practice position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Task {
    /// Mate, playing the strong side (Red).
    Win,
    /// Keep the draw, playing the defending side (Black).
    Hold,
}

impl Tablebase {
    /// A position of `material` (solved, with what it leads to) for
    /// practising `task`, chosen by `seed`:
    ///
    /// - [`Task::Win`]: Red, the strong side, to move and winning, with a
    ///   mate in the upper half of the ending's range, and never in one
    ///   where a longer mate exists: the seed picks the
    ///   distance in that half (so that attempts spread over it, and an
    ///   ending whose mates are all short starts at its longest), then a
    ///   position at that distance;
    /// - [`Task::Hold`]: Black to move in a drawn position where at least
    ///   one of its moves loses and none takes the attacking piece at once.
    ///
    /// `None` when the ending has no such position or is not solved.
    pub fn practice_position(&self, material: Material, task: Task, seed: u64) -> Option<Position> {
        let table = self.table(material)?;
        let size = table.size();
        if size == 0 {
            return None;
        }
        let longest = table.stats().longest_moves().max(1);
        let start = (seed % size as u64) as usize;
        let scan = |keep: &dyn Fn(&Position) -> bool, side: Color| {
            (0..size)
                .map(|k| (start + k) % size)
                .find_map(|n| table.position_at(n, side).filter(|p| keep(p)))
        };
        match task {
            Task::Win => {
                // A mate in one teaches nothing where a longer one exists.
                let shortest = longest.div_ceil(2).max(2).min(longest);
                let span = u64::from(longest - shortest + 1);
                // The seed's high bits choose the distance, its low bits
                // the place the scan starts.
                let wanted = longest - ((seed / size as u64) % span) as u32;
                scan(&|p| self.mates_in(p, |n| n == wanted), Color::Red)
                    .or_else(|| scan(&|p| self.mates_in(p, |n| n >= shortest), Color::Red))
            }
            Task::Hold => scan(&|p| self.is_narrow_draw(p), Color::Black),
        }
    }

    /// Whether `pos` is a win whose mate distance (in moves) passes `keep`.
    fn mates_in(&self, pos: &Position, keep: impl Fn(u32) -> bool) -> bool {
        self.probe(pos)
            .is_some_and(|p| p.result == Wdl::Win && p.moves_to_mate.is_some_and(&keep))
    }

    fn is_narrow_draw(&self, pos: &Position) -> bool {
        if self.probe(pos).is_none_or(|p| p.result != Wdl::Draw) {
            return false;
        }
        let mut loses = false;
        for m in pos.legal_moves().iter() {
            let Ok(after) = pos.play(*m) else {
                return false;
            };
            if Material::of(&after).is_dead() {
                return false;
            }
            let verdict = self.probe(&after).map(|p| p.after_move());
            loses |= verdict.is_some_and(|v| v.result == Wdl::Loss);
        }
        loses
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solved(ending: &str) -> (Tablebase, Material) {
        let m: Material = ending.parse().unwrap();
        let mut tb = Tablebase::new();
        tb.build(m, &mut |_, _| {}).unwrap();
        (tb, m)
    }

    #[test]
    fn a_win_to_practise_is_red_to_move_and_takes_some_doing() {
        let (tb, m) = solved("KR-KA");
        let longest = tb.table(m).unwrap().stats().longest_moves();
        for seed in [0, 1, 99, 123_456] {
            let pos = tb.practice_position(m, Task::Win, seed).unwrap();
            assert_eq!(pos.side_to_move(), Color::Red);
            let p = tb.probe(&pos).unwrap();
            assert_eq!(p.result, Wdl::Win);
            assert!(p.moves_to_mate.unwrap() * 2 >= longest, "{pos:?} {p}");
        }
        // Other seeds, other positions.
        assert_ne!(
            tb.practice_position(m, Task::Win, 1),
            tb.practice_position(m, Task::Win, 500_000)
        );
    }

    #[test]
    fn wins_to_practise_spread_over_the_upper_half_of_the_range() {
        let (tb, m) = solved("KR-KA");
        let longest = tb.table(m).unwrap().stats().longest_moves();
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..200u64 {
            let pos = tb
                .practice_position(m, Task::Win, seed * 7_919_113)
                .unwrap();
            seen.insert(tb.probe(&pos).unwrap().moves_to_mate.unwrap());
        }
        assert!(seen.len() >= 2, "distances {seen:?} of at most {longest}");
        assert!(seen.iter().all(|d| d * 2 >= longest), "{seen:?}");
        assert!(seen.contains(&longest), "{seen:?}");
    }

    #[test]
    fn an_ending_whose_mates_are_all_short_starts_at_its_longest() {
        // A chariot against a bare general mates within two moves at most:
        // every attempt starts at two, never at one.
        let (tb, m) = solved("KR-K");
        let longest = tb.table(m).unwrap().stats().longest_moves();
        for seed in [0, 1, 2, 3, 17, 12_345, 987_654_321] {
            let pos = tb.practice_position(m, Task::Win, seed).unwrap();
            assert_eq!(
                tb.probe(&pos).unwrap().moves_to_mate,
                Some(longest),
                "seed {seed}"
            );
        }
    }

    #[test]
    fn a_draw_to_hold_can_be_thrown_away() {
        let (tb, m) = solved("KN-KAA");
        let pos = tb.practice_position(m, Task::Hold, 7).unwrap();
        assert_eq!(pos.side_to_move(), Color::Black);
        assert_eq!(tb.probe(&pos).unwrap().result, Wdl::Draw);
        let verdicts = tb.move_verdicts(&pos).unwrap();
        assert!(verdicts.iter().any(|v| v.verdict.result == Wdl::Loss));
        assert!(verdicts.iter().any(|v| v.verdict.result == Wdl::Draw));
    }

    #[test]
    fn an_ending_without_such_positions_has_none() {
        // A lone cannon never wins.
        let (tb, m) = solved("KC-K");
        assert_eq!(tb.practice_position(m, Task::Win, 3), None);
        assert_eq!(Tablebase::new().practice_position(m, Task::Win, 3), None);
    }
}
