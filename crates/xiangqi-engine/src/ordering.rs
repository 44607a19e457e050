//! Move ordering: the better the first move, the more alpha-beta prunes.
//!
//! Order: the hash move (best move remembered by the transposition
//! table), then captures by MVV-LVA (most valuable victim, least valuable
//! attacker), then the two killer moves of this ply (quiet moves that
//! refuted a sibling), then the remaining quiet moves by history score
//! (how often a piece moving to a square caused a cutoff). Optionally,
//! captures that lose material by static exchange ([`crate::see`]) wait
//! until after the killers.

use xiangqi::{Move, MoveList, Position, MAX_MOVES};

use crate::material::role_index;
use crate::see;

/// Deepest ply the search tracks.
pub const MAX_PLY: usize = 128;

/// Victim values for MVV-LVA by role index (general last: capturing it
/// cannot happen in legal play).
const VICTIM: [i32; 8] = [0, 0, 20, 20, 40, 90, 45, 10];
/// Attacker order by role index: cheaper attackers first.
const ATTACKER: [i32; 8] = [0, 5, 2, 2, 3, 4, 3, 1];

const HASH_SCORE: i32 = 2_000_000;
const CAPTURE_BASE: i32 = 1_000_000;
const KILLER_SCORE: [i32; 2] = [900_000, 899_000];
/// Captures losing by static exchange: after the killers, before the
/// other quiet moves (whose history scores stay far below).
const LOSING_CAPTURE_BASE: i32 = 800_000;
/// History scores stay within ±`HISTORY_MAX`.
const HISTORY_MAX: i32 = 16_384;

/// Killers and history, kept between searches of one game.
#[derive(Clone)]
pub struct Ordering {
    killers: [[Option<Move>; 2]; MAX_PLY],
    /// History by piece code and destination.
    history: Box<[[i32; 90]; 16]>,
}

impl Default for Ordering {
    fn default() -> Self {
        Ordering::new()
    }
}

impl Ordering {
    /// Empty tables.
    pub fn new() -> Ordering {
        Ordering {
            killers: [[None; 2]; MAX_PLY],
            history: Box::new([[0; 90]; 16]),
        }
    }

    /// Forgets everything (new game).
    pub fn clear(&mut self) {
        *self = Ordering::new();
    }

    /// Prepares for a new search: killers are position-specific, history
    /// is aged rather than dropped.
    pub fn new_search(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        for row in self.history.iter_mut() {
            for h in row.iter_mut() {
                *h /= 4;
            }
        }
    }

    /// The killers of `ply`.
    #[inline]
    pub fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers[ply]
    }

    /// Scores each move for ordering; with `see_order`, captures that
    /// lose by static exchange come after the killers.
    pub fn score(
        &self,
        pos: &Position,
        list: &MoveList,
        hash_move: Option<Move>,
        ply: usize,
        see_order: bool,
        out: &mut [i32; MAX_MOVES],
    ) {
        let k = self.killers[ply];
        let b = pos.mailbox();
        for (i, &m) in list.iter().enumerate() {
            out[i] = if Some(m) == hash_move {
                HASH_SCORE
            } else {
                let victim = b[m.to.index()];
                if victim != 0 {
                    if see_order && see::is_losing(pos, m) {
                        capture_score(pos, m) - CAPTURE_BASE + LOSING_CAPTURE_BASE
                    } else {
                        capture_score(pos, m)
                    }
                } else if Some(m) == k[0] {
                    KILLER_SCORE[0]
                } else if Some(m) == k[1] {
                    KILLER_SCORE[1]
                } else {
                    self.history[b[m.from.index()] as usize][m.to.index()]
                }
            };
        }
    }

    /// Records a quiet move that caused a beta cutoff at `depth`, and
    /// lowers the history of the quiet moves tried before it.
    pub fn reward(&mut self, pos: &Position, m: Move, depth: i32, ply: usize, tried: &[Move]) {
        if self.killers[ply][0] != Some(m) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(m);
        }
        let bonus = (depth * depth).min(400);
        self.update(pos, m, bonus);
        for &q in tried {
            if q != m {
                self.update(pos, q, -bonus);
            }
        }
    }

    #[inline]
    fn update(&mut self, pos: &Position, m: Move, bonus: i32) {
        let h = &mut self.history[pos.mailbox()[m.from.index()] as usize][m.to.index()];
        // Gravity: the closer to the limit, the smaller the change.
        *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    }
}

/// MVV-LVA score of a capture.
#[inline]
pub fn capture_score(pos: &Position, m: Move) -> i32 {
    let b = pos.mailbox();
    let victim = role_index(b[m.to.index()]);
    let attacker = role_index(b[m.from.index()]);
    CAPTURE_BASE + VICTIM[victim] * 16 - ATTACKER[attacker]
}

/// Rough material value of a capture's victim, for delta pruning.
#[inline]
pub fn victim_value(pos: &Position, m: Move) -> i32 {
    VICTIM[role_index(pos.mailbox()[m.to.index()])] * 10
}

/// Moves the best-scored remaining move to position `i` and returns it
/// (selection sort, one step at a time: most nodes cut off early).
#[inline]
pub fn pick(list: &mut MoveList, scores: &mut [i32; MAX_MOVES], i: usize) -> Move {
    let mut best = i;
    for j in i + 1..list.len() {
        if scores[j] > scores[best] {
            best = j;
        }
    }
    list.swap(i, best);
    scores.swap(i, best);
    list[i]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every move of `pos` in the order the search tries them.
    fn order(ord: &Ordering, pos: &Position, hash: Option<Move>, ply: usize) -> Vec<String> {
        let mut list = pos.legal_moves();
        let mut s = [0; MAX_MOVES];
        ord.score(pos, &list, hash, ply, false, &mut s);
        (0..list.len())
            .map(|i| pick(&mut list, &mut s, i).to_string())
            .collect()
    }

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    #[test]
    fn hash_move_then_captures_then_quiets() {
        let pos = Position::startpos();
        let ord = Ordering::new();
        let plain = order(&ord, &pos, None, 0);
        assert_eq!(plain.len(), 44);
        // The two cannons taking a horse, then quiet moves only.
        let mut captures = plain[..2].to_vec();
        captures.sort();
        assert_eq!(captures, ["b2b9", "h2h9"]);
        assert!(plain[2..].iter().all(|m| !pos.is_capture(mv(m))));
        // The hash move goes before everything, captures still next.
        let hashed = order(&ord, &pos, Some(mv("a0a1")), 0);
        assert_eq!(hashed[0], "a0a1");
        let mut captures = hashed[1..3].to_vec();
        captures.sort();
        assert_eq!(captures, ["b2b9", "h2h9"]);
    }

    #[test]
    fn most_valuable_victim_then_least_valuable_attacker() {
        // The black chariot on c5 can be taken by the soldier and by the
        // horse; the black horse on e5 by the chariot.
        let pos = Position::from_fen("4k4/9/9/9/2r1n4/2P1R4/1N7/9/9/4K4 w").unwrap();
        let moves = order(&Ordering::new(), &pos, None, 0);
        assert_eq!(moves[..3], ["c4c5", "b3c5", "e4e5"]);
        assert!(moves[3..].iter().all(|m| !pos.is_capture(mv(m))));
    }

    #[test]
    fn killers_and_history_order_the_quiet_moves() {
        let pos = Position::startpos();
        let mut ord = Ordering::new();
        // h0g2 refuted a sibling at ply 3 after a0a1 and b0c2 had failed.
        ord.reward(&pos, mv("h0g2"), 6, 3, &[mv("a0a1"), mv("b0c2")]);
        assert_eq!(ord.killers(3), [Some(mv("h0g2")), None]);
        // At that ply the killer follows the captures.
        let at_ply = order(&ord, &pos, None, 3);
        assert_eq!(at_ply[2], "h0g2");
        // Elsewhere its history (by piece and destination) still puts it
        // first among the quiet moves,
        // and the moves tried before it come last.
        let elsewhere = order(&ord, &pos, None, 1);
        assert_eq!(elsewhere[2], "h0g2");
        let mut last = elsewhere[42..].to_vec();
        last.sort();
        assert_eq!(last, ["a0a1", "b0c2"]);
        // A second killer at the same ply pushes the first to slot two.
        ord.reward(&pos, mv("c3c4"), 6, 3, &[]);
        assert_eq!(ord.killers(3), [Some(mv("c3c4")), Some(mv("h0g2"))]);
        // A new search forgets killers but keeps (aged) history.
        ord.new_search();
        assert_eq!(ord.killers(3), [None, None]);
        let mut next = order(&ord, &pos, None, 3)[2..4].to_vec();
        next.sort();
        assert_eq!(next, ["c3c4", "h0g2"]);
    }

    #[test]
    fn losing_captures_wait_until_after_the_killers() {
        // The chariot taking the soldier on e6 loses itself to the horse.
        let pos = Position::from_fen("3k5/5n3/9/4p4/9/9/9/9/9/4RK3 w").unwrap();
        let mut ord = Ordering::new();
        ord.reward(&pos, mv("e0e1"), 6, 2, &[]);
        let mut list = pos.legal_moves();
        let mut s = [0; MAX_MOVES];
        ord.score(&pos, &list, None, 2, false, &mut s);
        assert_eq!(pick(&mut list, &mut s, 0).to_string(), "e0e6");
        let mut list = pos.legal_moves();
        ord.score(&pos, &list, None, 2, true, &mut s);
        let first: Vec<String> = (0..2)
            .map(|i| pick(&mut list, &mut s, i).to_string())
            .collect();
        assert_eq!(first, ["e0e1", "e0e6"]);
    }
}
