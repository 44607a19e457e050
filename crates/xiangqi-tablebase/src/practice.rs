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
    ///   mate at least half as long as the longest the ending has;
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
        let longest = table.stats().longest_moves();
        let start = (seed % size as u64) as usize;
        (0..size)
            .map(|k| (start + k) % size)
            .find_map(|n| match task {
                Task::Win => table
                    .position_at(n, Color::Red)
                    .filter(|p| self.is_instructive_win(p, longest)),
                Task::Hold => table
                    .position_at(n, Color::Black)
                    .filter(|p| self.is_narrow_draw(p)),
            })
    }

    fn is_instructive_win(&self, pos: &Position, longest: u32) -> bool {
        self.probe(pos).is_some_and(|p| {
            p.result == Wdl::Win && p.moves_to_mate.unwrap_or(0) >= longest.div_ceil(2).max(1)
        })
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
