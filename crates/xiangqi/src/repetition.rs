//! Judging repeated positions by the Asian (AXF) rules: perpetual check and
//! perpetual chase lose, other repetitions are drawn.
//!
//! [`judge_cycle`] takes a position and a sequence of moves that, played
//! from it, comes back to the same position (same board, same side to
//! move), and rules on it. [`Game`](crate::Game) calls it when a position
//! occurs for the third time; an engine can call it during search when it
//! meets a repetition.
//!
//! # The rules as implemented
//!
//! Each side's moves within the cycle are looked at separately.
//!
//! 1. **Perpetual check.** A side whose every move in the cycle gives check
//!    loses, unless the other side also checks with every move (then the
//!    repetition is a draw).
//! 2. **Perpetual chase.** Otherwise, a side whose every move chases the
//!    *same* enemy piece loses, unless the other side also chases with every
//!    move (then it is a draw). Perpetual check outranks perpetual chase: if
//!    one side checks with every move and the other chases with every move,
//!    the checking side loses.
//! 3. Anything else is a draw.
//!
//! A move **chases** an enemy piece when, after the move, one of the
//! mover's pieces attacks it and that attack did not exist before the move
//! (the attacker may be the moved piece or a piece whose line, horse leg or
//! elephant eye the move opened: discovered attacks count), and the attack
//! is one of:
//!
//! * an attack on a piece that is **unprotected**: after the capture the
//!   owner has no legal recapture on that point;
//! * an attack on a **chariot** by a horse or a cannon, protected or not;
//! * an attack on a **horse or cannon** by an advisor or an elephant,
//!   protected or not.
//!
//! and none of these exclusions applies:
//!
//! * attacks by the **general** or by a **soldier** are never chases;
//! * attacks on a **soldier that has not crossed the river** are never chases;
//! * attacks on the **general** are checks, not chases;
//! * an attack counts only if the **capture is a legal move** (a pinned
//!   attacker, or a capture that would expose the own general, does not
//!   chase);
//! * a move that **gets out of check** does not chase with an attack that
//!   was already there before it, even though the capture was not legal
//!   then (blocking a check, or stepping the general aside, "frees" such an
//!   attack without creating it);
//! * an attack on a piece **of the same kind that can legally capture the
//!   attacker back** (chariot against chariot, horse against horse, cannon
//!   against cannon) is an offer to exchange, not a chase.
//!
//! "Attacks did not exist before" is judged per pair of pieces: the pair
//! (attacker, target) is a chase after the move but was not one before it.
//! Pieces are identified as they move through the cycle, so a chariot that
//! flees along a file and is attacked again is the same chased piece. The
//! chased piece reported is the one chased on every move of the losing side
//! (if several were, the most valuable: chariot, cannon, horse, advisor,
//! elephant, soldier; then the lowest square).
//!
//! # Simplifications
//!
//! The full AXF rule book has many more cases. This implementation does
//! **not** model: "one chases two" (a move attacking two pieces counts as a
//! chase of each, and only a piece chased on *every* move makes a perpetual
//! chase); alternating check and chase ("一将一捉") — a side that checks on
//! some moves and chases on others is not forbidden here, the repetition is
//! drawn; mutual-chase subtleties beyond "both sides chase → draw"; threats
//! of mate; attacks of a piece that is "protected" only in a way that
//! loses material (a piece counts as protected as soon as one legal
//! recapture exists, whatever the values); and idle "kill" threats. A cycle
//! that is not a legal sequence returning to its start is drawn.
//!
//! # Cost
//!
//! The function does not allocate. Each ply replays the move and scans the
//! attacks of the mover on the enemy pieces before and after it, but only
//! on the pieces that side has chased with every earlier move, and it
//! stops with a draw as soon as neither side can still be ruled against.
//! An idle cycle is rejected after one move each.
//!
//! ```
//! use xiangqi::{judge_cycle, Color, Move, Position, RepetitionVerdict};
//!
//! // A red chariot checks from e4 and f4 while the black general steps
//! // between e9 and f9: Red checks with every move and loses.
//! let pos = Position::from_fen("4k4/9/9/9/9/5R3/9/9/9/3K5 w").unwrap();
//! let cycle: Vec<Move> = ["f4e4", "e9f9", "e4f4", "f9e9"]
//!     .iter()
//!     .map(|m| m.parse().unwrap())
//!     .collect();
//! let verdict = judge_cycle(&pos, &cycle);
//! assert_eq!(verdict.loser(), Some(Color::Red));
//! assert!(matches!(verdict, RepetitionVerdict::PerpetualCheck { .. }));
//! assert_eq!(verdict.culprits().to_vec(), vec!["f4".parse().unwrap()]);
//!
//! // Generals stepping back and forth: a plain draw.
//! let idle: Vec<Move> = ["f4f3", "e9e8", "f3f4", "e8e9"]
//!     .iter()
//!     .map(|m| m.parse().unwrap())
//!     .collect();
//! assert_eq!(judge_cycle(&pos, &idle), RepetitionVerdict::Draw);
//! ```

use std::fmt;

use crate::{
    attacks::{general_attacked, piece_attacks},
    Color, Move, Outcome, Piece, Position, Reason, Role, Square,
};

/// A set of board points, stored as a 90-bit mask. `Copy` and allocation-free.
///
/// ```
/// use xiangqi::{Square, SquareSet};
/// let mut set = SquareSet::EMPTY;
/// set.insert("e5".parse().unwrap());
/// set.insert("a0".parse().unwrap());
/// assert_eq!(set.len(), 2);
/// assert!(set.contains("e5".parse().unwrap()));
/// let names: Vec<String> = set.iter().map(|s| s.to_string()).collect();
/// assert_eq!(names, ["a0", "e5"]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SquareSet(u128);

impl SquareSet {
    /// The empty set.
    pub const EMPTY: SquareSet = SquareSet(0);

    /// Adds a square.
    #[inline]
    pub fn insert(&mut self, sq: Square) {
        self.0 |= 1u128 << sq.index();
    }

    /// Removes a square.
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        self.0 &= !(1u128 << sq.index());
    }

    /// Whether the set holds `sq`.
    #[inline]
    pub fn contains(self, sq: Square) -> bool {
        self.0 >> sq.index() & 1 != 0
    }

    /// Number of squares.
    #[inline]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The squares in index order (`a0, b0, …, i9`).
    pub fn iter(self) -> impl Iterator<Item = Square> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Square::from_index(i)
        })
    }

    /// The squares in index order, collected.
    pub fn to_vec(self) -> Vec<Square> {
        self.iter().collect()
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<T: IntoIterator<Item = Square>>(iter: T) -> Self {
        let mut s = SquareSet::EMPTY;
        for sq in iter {
            s.insert(sq);
        }
        s
    }
}

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|s| s.to_string()))
            .finish()
    }
}

/// The ruling on a repetition cycle (see the [module docs](self) for the rules).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RepetitionVerdict {
    /// Nobody is forbidden (or both are): the repetition is a draw.
    Draw,
    /// `loser` gave check with every one of its moves.
    PerpetualCheck {
        /// The side that checked perpetually.
        loser: Color,
        /// The pieces that gave those checks, on their squares at the end of the cycle.
        checkers: SquareSet,
    },
    /// `loser` chased the same piece with every one of its moves.
    PerpetualChase {
        /// The side that chased perpetually.
        loser: Color,
        /// The chased piece and its square at the end of the cycle.
        chased: (Piece, Square),
        /// The chasing pieces, on their squares at the end of the cycle.
        chasers: SquareSet,
    },
}

impl RepetitionVerdict {
    /// The side that loses, `None` for a draw.
    pub fn loser(&self) -> Option<Color> {
        match *self {
            RepetitionVerdict::Draw => None,
            RepetitionVerdict::PerpetualCheck { loser, .. }
            | RepetitionVerdict::PerpetualChase { loser, .. } => Some(loser),
        }
    }

    /// The side that wins, `None` for a draw.
    pub fn winner(&self) -> Option<Color> {
        self.loser().map(Color::other)
    }

    /// The checking or chasing pieces (empty for a draw).
    pub fn culprits(&self) -> SquareSet {
        match *self {
            RepetitionVerdict::Draw => SquareSet::EMPTY,
            RepetitionVerdict::PerpetualCheck { checkers, .. } => checkers,
            RepetitionVerdict::PerpetualChase { chasers, .. } => chasers,
        }
    }

    /// The chased piece and its square, for a perpetual chase.
    pub fn chased(&self) -> Option<(Piece, Square)> {
        match *self {
            RepetitionVerdict::PerpetualChase { chased, .. } => Some(chased),
            _ => None,
        }
    }

    /// The game result: a draw by [`Reason::Repetition`], or a loss by
    /// [`Reason::PerpetualCheck`] / [`Reason::PerpetualChase`].
    pub fn to_outcome(&self) -> Outcome {
        match *self {
            RepetitionVerdict::Draw => Outcome::draw(Reason::Repetition),
            RepetitionVerdict::PerpetualCheck { loser, checkers } => Outcome {
                winner: Some(loser.other()),
                reason: Reason::PerpetualCheck,
                culprits: checkers.to_vec(),
                chased: None,
            },
            RepetitionVerdict::PerpetualChase {
                loser,
                chased,
                chasers,
            } => Outcome {
                winner: Some(loser.other()),
                reason: Reason::PerpetualChase,
                culprits: chasers.to_vec(),
                chased: Some(chased),
            },
        }
    }
}

/// Marks an empty point in the identity map.
const NO_ID: u8 = u8::MAX;
/// At most 32 pieces are on the board, so piece ids fit a `u32` mask.
const MAX_IDS: usize = 32;

/// Whether moving the piece on `from` to `to` leaves `side`'s general safe,
/// `general` being where that general stands before the move.
fn capture_is_legal(board: &[u8; 90], from: usize, to: usize, side: Color, general: usize) -> bool {
    let mut b = *board;
    b[to] = b[from];
    b[from] = 0;
    let g = if from == general { to } else { general };
    !general_attacked(&b, g, side.other())
}

/// Whether the piece of `owner` on `t` could be legally recaptured after
/// the enemy piece on `a` captures it.
fn is_protected(pos: &Position, a: usize, t: usize, owner: Color) -> bool {
    let mut b = pos.board;
    b[t] = b[a];
    b[a] = 0;
    let general = pos.generals[owner.index()] as usize;
    let mut defenders = pos.occ[owner.index()] & !(1u128 << t);
    while defenders != 0 {
        let d = defenders.trailing_zeros() as usize;
        defenders &= defenders - 1;
        if piece_attacks(&b, d, b[d], t) && capture_is_legal(&b, d, t, owner, general) {
            return true;
        }
    }
    false
}

/// Whether an attack must be a legal capture to count in [`chase_map`].
#[derive(Clone, Copy, PartialEq, Eq)]
enum Legality {
    /// Only legal captures count (the position after a move).
    Required,
    /// Any attack counts, legal capture or not (the position before a move
    /// made in check: the attack was there, the check held it back).
    IgnoringCheck,
}

/// For every enemy piece (by id) in `wanted`, the mask of `mover`'s pieces
/// (by id) whose attack on it counts as a chase in this position.
fn chase_map(
    pos: &Position,
    ids: &[u8; 90],
    mover: Color,
    wanted: u32,
    legality: Legality,
) -> [u32; MAX_IDS] {
    let mut out = [0u32; MAX_IDS];
    let board = &pos.board;
    let them = mover.other();
    let my_general = pos.generals[mover.index()] as usize;
    let their_general = pos.generals[them.index()] as usize;
    let mut attackers_all = 0u128;
    let mut bb = pos.occ[mover.index()];
    while bb != 0 {
        let a = bb.trailing_zeros() as usize;
        bb &= bb - 1;
        if !matches!(board[a] & 7, 0 | 1 | 7) {
            attackers_all |= 1u128 << a;
        }
    }
    let mut targets = pos.occ[them.index()];
    while targets != 0 {
        let t = targets.trailing_zeros() as usize;
        targets &= targets - 1;
        let Some(tp) = Piece::from_code(board[t]) else {
            continue;
        };
        match tp.role {
            Role::General => continue,
            Role::Soldier if !Square::from_index_unchecked(t).crossed_river(them) => continue,
            _ => {}
        }
        let tid = ids[t] as usize;
        if tid >= MAX_IDS || wanted >> tid & 1 == 0 {
            continue;
        }
        let mut attackers = attackers_all;
        while attackers != 0 {
            let a = attackers.trailing_zeros() as usize;
            attackers &= attackers - 1;
            let aid = ids[a] as usize;
            if aid >= MAX_IDS {
                continue;
            }
            let Some(ap) = Piece::from_code(board[a]) else {
                continue;
            };
            if !piece_attacks(board, a, board[a], t)
                || (legality == Legality::Required
                    && !capture_is_legal(board, a, t, mover, my_general))
            {
                continue;
            }
            let special = match ap.role {
                Role::Horse | Role::Cannon => tp.role == Role::Chariot,
                Role::Advisor | Role::Elephant => matches!(tp.role, Role::Horse | Role::Cannon),
                _ => false,
            };
            if !special {
                let exchange = ap.role == tp.role
                    && piece_attacks(board, t, board[t], a)
                    && capture_is_legal(board, t, a, them, their_general);
                if exchange || is_protected(pos, a, t, them) {
                    continue;
                }
            }
            out[tid] |= 1u32 << aid;
        }
    }
    out
}

/// The ids of `mover`'s pieces attacking the enemy general.
fn checker_ids(pos: &Position, ids: &[u8; 90], mover: Color) -> u32 {
    let g = pos.generals[mover.other().index()] as usize;
    let mut mask = 0u32;
    let mut bb = pos.occ[mover.index()];
    while bb != 0 {
        let a = bb.trailing_zeros() as usize;
        bb &= bb - 1;
        let id = ids[a] as usize;
        if id < MAX_IDS && piece_attacks(&pos.board, a, pos.board[a], g) {
            mask |= 1u32 << id;
        }
    }
    mask
}

/// Preference order for reporting the chased piece.
fn role_rank(role: Role) -> u8 {
    match role {
        Role::Chariot => 0,
        Role::Cannon => 1,
        Role::Horse => 2,
        Role::Advisor => 3,
        Role::Elephant => 4,
        Role::Soldier => 5,
        Role::General => 6,
    }
}

/// Rules on a repetition cycle: `moves`, played from `start`, must come
/// back to `start` (same board, same side to move).
///
/// Returns [`RepetitionVerdict::Draw`] when nobody is forbidden, and also
/// for input that is not such a cycle (empty, an illegal move, a capture,
/// or not returning to the start). See the [module docs](self) for the
/// rules. Does not allocate.
pub fn judge_cycle(start: &Position, moves: &[Move]) -> RepetitionVerdict {
    if moves.is_empty() || moves.len() & 1 == 1 {
        return RepetitionVerdict::Draw;
    }
    let mut pos = start.clone();
    // Piece identities: ids[square] = id, square_of[id] = square.
    let mut ids = [NO_ID; 90];
    let mut square_of = [0u8; MAX_IDS];
    let mut next = 0usize;
    for (i, &c) in pos.board.iter().enumerate() {
        if c != 0 && next < MAX_IDS {
            ids[i] = next as u8;
            square_of[next] = i as u8;
            next += 1;
        }
    }

    let mut all_check = [true; 2];
    let mut checkers = [0u32; 2];
    // Targets chased on every move of the side so far.
    let mut chased_always = [u32::MAX; 2];
    // Per side and target: the pieces that chased it.
    let mut chasers = [[0u32; MAX_IDS]; 2];

    for &m in moves {
        let (from, to) = (m.from.index(), m.to.index());
        if pos.board[to] != 0 || !pos.is_legal(m) {
            return RepetitionVerdict::Draw;
        }
        let side = pos.turn;
        let s = side.index();
        // Only the pieces chased on every earlier move of this side matter.
        let wanted = chased_always[s];
        let before = if wanted != 0 {
            let legality = if pos.is_check() {
                Legality::IgnoringCheck
            } else {
                Legality::Required
            };
            chase_map(&pos, &ids, side, wanted, legality)
        } else {
            [0; MAX_IDS]
        };
        pos.do_move(m);
        let id = ids[from];
        ids[to] = id;
        ids[from] = NO_ID;
        if (id as usize) < MAX_IDS {
            square_of[id as usize] = to as u8;
        }

        if pos.is_check() {
            checkers[s] |= checker_ids(&pos, &ids, side);
        } else {
            all_check[s] = false;
        }

        if wanted != 0 {
            let after = chase_map(&pos, &ids, side, wanted, Legality::Required);
            let mut chased_now = 0u32;
            for t in 0..MAX_IDS {
                let new = after[t] & !before[t];
                if new != 0 {
                    chased_now |= 1 << t;
                    chasers[s][t] |= new;
                }
            }
            chased_always[s] &= chased_now;
        }

        // Nobody can be ruled against any more: a draw, whatever follows.
        if all_check == [false; 2] && chased_always == [0; 2] {
            return RepetitionVerdict::Draw;
        }
    }
    if pos.board != start.board || pos.turn != start.turn {
        return RepetitionVerdict::Draw;
    }

    let squares = |mask: u32| -> SquareSet {
        let mut set = SquareSet::EMPTY;
        let mut m = mask;
        while m != 0 {
            let id = m.trailing_zeros() as usize;
            m &= m - 1;
            set.insert(Square::from_index_unchecked(square_of[id] as usize));
        }
        set
    };

    match all_check {
        [true, true] => return RepetitionVerdict::Draw,
        [true, false] | [false, true] => {
            let loser = if all_check[0] {
                Color::Red
            } else {
                Color::Black
            };
            return RepetitionVerdict::PerpetualCheck {
                loser,
                checkers: squares(checkers[loser.index()]),
            };
        }
        [false, false] => {}
    }

    match (chased_always[0] != 0, chased_always[1] != 0) {
        (true, false) | (false, true) => {
            let loser = if chased_always[0] != 0 {
                Color::Red
            } else {
                Color::Black
            };
            let l = loser.index();
            let mut best: Option<(u8, usize, usize)> = None;
            let mut m = chased_always[l];
            while m != 0 {
                let id = m.trailing_zeros() as usize;
                m &= m - 1;
                let sq = square_of[id] as usize;
                let Some(p) = Piece::from_code(pos.board[sq]) else {
                    continue;
                };
                let key = (role_rank(p.role), sq, id);
                if best.is_none_or(|b| key < b) {
                    best = Some(key);
                }
            }
            match best.and_then(|(_, sq, id)| Piece::from_code(pos.board[sq]).map(|p| (p, sq, id)))
            {
                Some((piece, sq, id)) => RepetitionVerdict::PerpetualChase {
                    loser,
                    chased: (piece, Square::from_index_unchecked(sq)),
                    chasers: squares(chasers[l][id]),
                },
                None => RepetitionVerdict::Draw,
            }
        }
        _ => RepetitionVerdict::Draw,
    }
}
