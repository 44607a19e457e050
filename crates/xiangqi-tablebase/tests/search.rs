//! The tables against an independent depth-limited mate search written
//! here over the rules crate alone, on sampled positions.

use xiangqi::Position;
use xiangqi_tablebase::{Tablebase, Wdl};

/// Plies to mate with best play if it is at most `depth` away: odd when
/// the side to move mates, even when it is mated; `None` beyond the
/// horizon (or never).
fn mate_search(pos: &Position, depth: u32) -> Option<u32> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return Some(0);
    }
    if depth == 0 {
        return None;
    }
    let mut fastest_win: Option<u32> = None;
    let mut longest_loss = Some(0);
    for &m in moves.iter() {
        let mut child = pos.clone();
        child.do_move(m);
        match mate_search(&child, depth - 1) {
            Some(d) if d % 2 == 0 => {
                fastest_win = Some(fastest_win.map_or(d + 1, |w| w.min(d + 1)))
            }
            Some(d) => longest_loss = longest_loss.map(|l: u32| l.max(d + 1)),
            None => longest_loss = None,
        }
    }
    fastest_win.or(longest_loss)
}

/// A small deterministic generator (xorshift), so the sample is the same
/// in every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn compare(ending: &str, depth: u32, samples: usize, seed: u64) {
    let mut tb = Tablebase::new();
    tb.build(ending.parse().unwrap(), &mut |_, _| {}).unwrap();
    let table = tb.table(ending.parse().unwrap()).unwrap();
    let all: Vec<Position> = table.positions().collect();
    let mut rng = Rng(seed);
    let (mut mates, mut draws) = (0, 0);
    for _ in 0..samples {
        let pos = &all[rng.below(all.len())];
        let probe = tb.probe(pos).unwrap();
        let found = mate_search(pos, depth);
        match probe.plies_to_mate() {
            Some(d) if d <= depth => {
                assert_eq!(found, Some(d), "{ending} {pos}: table {probe}");
                mates += 1;
            }
            Some(_) => assert_eq!(found, None, "{ending} {pos}: table {probe}"),
            None => {
                assert_eq!(found, None, "{ending} {pos}: table says draw");
                assert_eq!(probe.result, Wdl::Draw);
                draws += 1;
            }
        }
    }
    assert!(
        mates > 0 && draws > 0,
        "{ending}: the sample should hold both"
    );
}

#[test]
fn chariot_against_an_advisor_agrees_with_a_search() {
    compare("KR-KA", 5, 300, 0x9e37_79b9_7f4a_7c15);
}

#[test]
fn horse_against_an_advisor_agrees_with_a_search() {
    compare("KN-KA", 5, 300, 0x2545_f491_4f6c_dd1d);
}

#[test]
fn soldier_against_a_bare_general_agrees_with_a_deeper_search() {
    compare("KP-K", 7, 150, 0x1234_5678_9abc_def1);
}
