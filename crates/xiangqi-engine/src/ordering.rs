//! Move ordering: the better the first move, the more alpha-beta prunes.
//!
//! Order: the hash move (best move remembered by the transposition
//! table), then captures by MVV-LVA (most valuable victim, least valuable
//! attacker), then the two killer moves of this ply (quiet moves that
//! refuted a sibling), then the remaining quiet moves by
//! history score (how often a piece moving to a square caused a cutoff;
//! optionally plus the continuation history: how often it did so right
//! after the opponent's previous move). Optionally,
//! captures that lose material by static exchange ([`crate::see`]) wait
//! until after the killers.

use xiangqi::{Move, MoveList, Position, MAX_MOVES};

use crate::capture_history::CaptureHistory;
use crate::history_gravity::with_gravity;
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

/// Killers and history, kept between searches of one game.
#[derive(Clone)]
pub struct Ordering {
    killers: [[Option<Move>; 2]; MAX_PLY],
    /// History by piece code and destination.
    history: Box<[[i32; 90]; 16]>,
    /// History by the previous move's piece code and destination, then
    /// this move's piece code and destination.
    continuation: Box<[[[[i16; 90]; 16]; 90]; 16]>,
    /// Whether the continuation history adds to the history score (a
    /// search switch: kept when the tables are cleared).
    use_continuation: bool,
    /// How often each kind of capture refuted a position.
    captures: CaptureHistory,
    /// Whether the capture history orders captures (a search switch).
    use_capture_history: bool,
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
            continuation: vec![[[[0; 90]; 16]; 90]; 16]
                .into_boxed_slice()
                .try_into()
                .expect("16 rows"),
            use_continuation: false,
            captures: CaptureHistory::new(),
            use_capture_history: false,
        }
    }

    /// Forgets everything learnt (new game).
    pub fn clear(&mut self) {
        let (continuation, capture_history) = (self.use_continuation, self.use_capture_history);
        *self = Ordering::new();
        self.use_continuation = continuation;
        self.use_capture_history = capture_history;
    }

    /// Turns the continuation history on or off.
    pub fn set_continuation(&mut self, on: bool) {
        self.use_continuation = on;
    }

    /// Turns the capture history on or off.
    pub fn set_capture_history(&mut self, on: bool) {
        self.use_capture_history = on;
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
        if self.use_capture_history {
            self.captures.age();
        }
        if self.use_continuation {
            for h in self.continuation.iter_mut().flatten().flatten().flatten() {
                *h /= 4;
            }
        }
    }

    /// The killers of `ply`.
    #[inline]
    pub fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers[ply]
    }

    /// The continuation-history row for replies to `previous` (the move
    /// that led to `pos`).
    #[inline]
    fn continuation_row(&self, pos: &Position, previous: Move) -> &[[i16; 90]; 16] {
        let piece = pos.mailbox()[previous.to.index()];
        &self.continuation[piece as usize][previous.to.index()]
    }

    /// Scores each move for ordering; with `see_order`, captures that
    /// lose by static exchange come after the killers. `previous` is the
    /// move that led to `pos` (none at the root and after a null move).
    #[allow(clippy::too_many_arguments)]
    pub fn score(
        &self,
        pos: &Position,
        list: &MoveList,
        hash_move: Option<Move>,
        previous: Option<Move>,
        ply: usize,
        see_order: bool,
        out: &mut [i32; MAX_MOVES],
    ) {
        let k = self.killers[ply];
        let b = pos.mailbox();
        let follow_up = previous
            .filter(|_| self.use_continuation)
            .map(|p| self.continuation_row(pos, p));
        for (i, &m) in list.iter().enumerate() {
            out[i] = if Some(m) == hash_move {
                HASH_SCORE
            } else {
                let victim = b[m.to.index()];
                if victim != 0 {
                    let learned = if self.use_capture_history {
                        self.captures.shift(pos, m)
                    } else {
                        0
                    };
                    if see_order && see::is_losing(pos, m) {
                        (capture_score(pos, m) - CAPTURE_BASE + learned).max(0)
                            + LOSING_CAPTURE_BASE
                    } else {
                        capture_score(pos, m) + learned
                    }
                } else if Some(m) == k[0] {
                    KILLER_SCORE[0]
                } else if Some(m) == k[1] {
                    KILLER_SCORE[1]
                } else {
                    let piece = b[m.from.index()] as usize;
                    let follow = follow_up.map_or(0, |row| i32::from(row[piece][m.to.index()]));
                    self.history[piece][m.to.index()] + follow
                }
            };
        }
    }

    /// Records a quiet move that caused a beta cutoff at `depth` (after
    /// `previous`, the move that led to `pos`), and lowers the history of
    /// the quiet moves tried before it.
    pub fn reward(
        &mut self,
        pos: &Position,
        m: Move,
        depth: i32,
        ply: usize,
        tried: &[Move],
        previous: Option<Move>,
    ) {
        if self.killers[ply][0] != Some(m) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(m);
        }
        let previous = previous.map(|p| (pos.mailbox()[p.to.index()] as usize, p.to.index()));
        let bonus = (depth * depth).min(400);
        self.update(pos, m, bonus, previous);
        for &q in tried {
            if q != m {
                self.update(pos, q, -bonus, previous);
            }
        }
    }

    /// Records a cutoff for the capture history: `best` if a capture
    /// caused it, against the captures `tried` before the move that did.
    pub fn reward_captures(
        &mut self,
        pos: &Position,
        best: Option<Move>,
        depth: i32,
        tried: &[Move],
    ) {
        if self.use_capture_history {
            self.captures.reward(pos, best, depth, tried);
        }
    }

    #[inline]
    fn update(&mut self, pos: &Position, m: Move, bonus: i32, previous: Option<(usize, usize)>) {
        let piece = pos.mailbox()[m.from.index()] as usize;
        let h = &mut self.history[piece][m.to.index()];
        *h = with_gravity(*h, bonus);
        if let (true, Some((p, to))) = (self.use_continuation, previous) {
            let c = &mut self.continuation[p][to][piece][m.to.index()];
            *c = with_gravity(i32::from(*c), bonus) as i16;
        }
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

/// Whether `score`, given by [`Ordering::score`] to a capture, ordered it
/// among the captures that lose by static exchange.
#[inline]
pub fn scored_as_losing_capture(score: i32) -> bool {
    (LOSING_CAPTURE_BASE..KILLER_SCORE[1]).contains(&score)
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
        ord.score(pos, &list, hash, None, ply, false, &mut s);
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
        ord.reward(&pos, mv("h0g2"), 6, 3, &[mv("a0a1"), mv("b0c2")], None);
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
        ord.reward(&pos, mv("c3c4"), 6, 3, &[], None);
        assert_eq!(ord.killers(3), [Some(mv("c3c4")), Some(mv("h0g2"))]);
        // A new search forgets killers but keeps (aged) history.
        ord.new_search();
        assert_eq!(ord.killers(3), [None, None]);
        let mut next = order(&ord, &pos, None, 3)[2..4].to_vec();
        next.sort();
        assert_eq!(next, ["c3c4", "h0g2"]);
    }

    #[test]
    fn continuation_history_favours_the_reply_to_that_move() {
        let pos = Position::startpos();
        let mut ord = Ordering::new();
        ord.set_continuation(true);
        // i0i1 refuted the previous move "b9a9" (the previous move's piece
        // is looked up on its destination, here black's chariot on a9).
        let previous = mv("b9a9");
        ord.reward(&pos, mv("i0i1"), 8, 9, &[], Some(previous));
        // Killers stay at ply 9; at ply 1 both orders see the history.
        let mut list = pos.legal_moves();
        let mut after = [0; MAX_MOVES];
        ord.score(&pos, &list, None, Some(previous), 1, false, &mut after);
        let mut plain = [0; MAX_MOVES];
        ord.score(&pos, &list, None, None, 1, false, &mut plain);
        let at = list.iter().position(|&m| m == mv("i0i1")).unwrap();
        assert!(after[at] > plain[at] && plain[at] > 0);
        let ordered: Vec<Move> = (0..list.len())
            .map(|i| pick(&mut list, &mut after, i))
            .collect();
        assert_eq!(ordered[2], mv("i0i1"), "first after the two captures");
    }

    #[test]
    fn losing_captures_wait_until_after_the_killers() {
        // The chariot taking the soldier on e6 loses itself to the horse.
        let pos = Position::from_fen("3k5/5n3/9/4p4/9/9/9/9/9/4RK3 w").unwrap();
        let mut ord = Ordering::new();
        ord.reward(&pos, mv("e0e1"), 6, 2, &[], None);
        let mut list = pos.legal_moves();
        let mut s = [0; MAX_MOVES];
        ord.score(&pos, &list, None, None, 2, false, &mut s);
        assert_eq!(pick(&mut list, &mut s, 0).to_string(), "e0e6");
        let mut list = pos.legal_moves();
        ord.score(&pos, &list, None, None, 2, true, &mut s);
        let first: Vec<String> = (0..2)
            .map(|i| pick(&mut list, &mut s, i).to_string())
            .collect();
        assert_eq!(first, ["e0e1", "e0e6"]);
    }
}
