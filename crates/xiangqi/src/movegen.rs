//! Move generation.

use crate::color::Color;
use crate::movelist::MoveList;
use crate::mv::Move;
use crate::position::Position;
use crate::role::Role;
use crate::square::Square;
use crate::{
    attacks::{general_attacked, horse_attacked, ray_attacked},
    tables::{
        Steps, ADVISOR_STEPS, BIT, ELEPHANT_STEPS, GENERAL_STEPS, HORSE_STEPS, LINE_MASK,
        RAY_DELTA, RAY_LEN, SENSITIVE_MASK, SOLDIER_STEPS,
    },
};

/// Which moves to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GenKind {
    /// Every move.
    All,
    /// Captures only (for quiescence search).
    Captures,
    /// Non-captures only.
    Quiets,
}

#[inline]
fn mv(from: usize, to: usize) -> Move {
    Move::new(
        Square::from_index_unchecked(from),
        Square::from_index_unchecked(to),
    )
}

impl Position {
    /// Pushes the pseudo-legal moves of the piece on `from` (which must
    /// belong to the side to move).
    #[inline]
    pub(crate) fn gen_piece_kind(&self, from: usize, kind: GenKind, list: &mut MoveList) {
        let quiets = kind != GenKind::Captures;
        let captures = kind != GenKind::Quiets;
        visit_targets(&self.board, from, quiets, captures, |to| {
            list.push(mv(from, to));
        });
    }

    #[inline]
    pub(crate) fn gen_piece(&self, from: usize, captures_only: bool, list: &mut MoveList) {
        let kind = if captures_only {
            GenKind::Captures
        } else {
            GenKind::All
        };
        self.gen_piece_kind(from, kind, list);
    }

    /// Appends the pseudo-legal moves of the side to move (moves that follow
    /// the piece rules but may leave the own general attacked).
    pub fn generate_pseudo_legal(&self, kind: GenKind, list: &mut MoveList) {
        let mut bb = self.occ[self.turn.index()];
        while bb != 0 {
            let from = bb.trailing_zeros() as usize;
            bb &= bb - 1;
            self.gen_piece_kind(from, kind, list);
        }
    }

    /// All pseudo-legal moves.
    pub fn pseudo_legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate_pseudo_legal(GenKind::All, &mut list);
        list
    }

    /// Appends the legal moves of the given kind to `list`.
    pub fn generate(&self, kind: GenKind, list: &mut MoveList) {
        let start = list.len();
        self.generate_pseudo_legal(kind, list);
        let mut checker = SafetyChecker::new(self);
        let mut j = start;
        for i in start..list.len() {
            let m = list[i];
            if checker.is_safe(m) {
                list[j] = m;
                j += 1;
            }
        }
        list.truncate(j);
    }

    /// All legal moves.
    ///
    /// ```
    /// use xiangqi::Position;
    /// let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/4A4/3AK4 w").unwrap();
    /// // The advisor on e1 shields the general from the facing Black general.
    /// let moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    /// assert!(moves.contains(&"e0f0".to_string()));
    /// assert!(!moves.contains(&"e1d2".to_string())); // would expose the general
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(GenKind::All, &mut list);
        list
    }

    /// Legal captures only.
    pub fn legal_captures(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(GenKind::Captures, &mut list);
        list
    }

    /// Number of legal moves, without building a list of them.
    pub fn count_legal_moves(&self) -> usize {
        let mut board = self.board;
        let us = self.turn;
        count_legal_on(
            &mut board,
            self.occ[us.index()],
            self.generals[us.index()] as usize,
            us.other(),
        )
    }

    /// [`Position::count_legal_moves`] working on the position's own board
    /// (restored before returning) instead of a copy.
    #[inline]
    pub(crate) fn count_legal_moves_in_place(&mut self) -> usize {
        let us = self.turn;
        count_legal_on(
            &mut self.board,
            self.occ[us.index()],
            self.generals[us.index()] as usize,
            us.other(),
        )
    }

    /// Whether the pseudo-legal move `m` leaves the own general safe.
    pub(crate) fn is_safe(&self, m: Move) -> bool {
        SafetyChecker::new(self).is_safe(m)
    }
}

/// Tests pseudo-legal moves for leaving the own general attacked, on a
/// scratch copy of the board. Moves that cannot change any line, horse leg
/// or general position relevant to the general skip the full test.
struct SafetyChecker {
    board: [u8; 90],
    general: usize,
    in_check: bool,
    them: Color,
    sensitive: u128,
    line: u128,
}

impl SafetyChecker {
    #[inline]
    fn new(pos: &Position) -> SafetyChecker {
        let us = pos.turn;
        let general = pos.generals[us.index()] as usize;
        let them = us.other();
        SafetyChecker {
            board: pos.board,
            general,
            in_check: general_attacked(&pos.board, general, them),
            them,
            sensitive: SENSITIVE_MASK[general],
            line: LINE_MASK[general],
        }
    }

    #[inline]
    fn is_safe(&mut self, m: Move) -> bool {
        let from = m.from.index();
        let to = m.to.index();
        if !self.in_check
            && from != self.general
            && self.sensitive & BIT[from] == 0
            && self.line & BIT[to] == 0
        {
            return true;
        }
        let piece = self.board[from];
        let captured = self.board[to];
        self.board[to] = piece;
        self.board[from] = 0;
        let g = if piece & 7 == Role::General as u8 {
            to
        } else {
            self.general
        };
        let attacked = general_attacked(&self.board, g, self.them);
        self.board[from] = piece;
        self.board[to] = captured;
        !attacked
    }
}

/// Calls `f` with every pseudo-legal destination of the piece on `from`.
#[inline(always)]
fn for_each_target(board: &[u8; 90], from: usize, f: impl FnMut(usize)) {
    visit_targets(board, from, true, true, f);
}

/// Calls `f` with the pseudo-legal destinations of the piece on `from`:
/// the empty ones if `quiets`, those holding an enemy if `captures`.
#[inline(always)]
fn visit_targets(
    board: &[u8; 90],
    from: usize,
    quiets: bool,
    captures: bool,
    mut f: impl FnMut(usize),
) {
    let code = board[from];
    let ubit = code & 8;
    // Whether a destination holding `t` (0 when empty) is wanted.
    let wanted = |t: u8| {
        if t == 0 {
            quiets
        } else {
            captures && t & 8 != ubit
        }
    };
    let steps = |table: &Steps, check_via: bool, f: &mut dyn FnMut(usize)| {
        let n = table.len as usize;
        for (&to, &via) in table.to[..n].iter().zip(&table.via[..n]) {
            if (!check_via || board[via as usize] == 0) && wanted(board[to as usize]) {
                f(to as usize);
            }
        }
    };
    match code & 7 {
        1 => steps(&GENERAL_STEPS[from], false, &mut f),
        2 => steps(&ADVISOR_STEPS[from], false, &mut f),
        3 => steps(&ELEPHANT_STEPS[from], true, &mut f),
        4 => steps(&HORSE_STEPS[from], true, &mut f),
        5 => {
            for (&len, &delta) in RAY_LEN[from].iter().zip(&RAY_DELTA) {
                let mut s = from;
                for _ in 0..len {
                    s = s.wrapping_add_signed(delta);
                    let t = board[s];
                    if wanted(t) {
                        f(s);
                    }
                    if t != 0 {
                        break;
                    }
                }
            }
        }
        6 => {
            for (&len, &delta) in RAY_LEN[from].iter().zip(&RAY_DELTA) {
                let mut s = from;
                let mut n = len;
                while n > 0 {
                    n -= 1;
                    s = s.wrapping_add_signed(delta);
                    if board[s] != 0 {
                        break;
                    }
                    if quiets {
                        f(s);
                    }
                }
                // `s` is the screen (if the ray ended on an empty square,
                // nothing follows).
                while n > 0 {
                    n -= 1;
                    s = s.wrapping_add_signed(delta);
                    let t = board[s];
                    if t != 0 {
                        if captures && t & 8 != ubit {
                            f(s);
                        }
                        break;
                    }
                }
            }
        }
        7 => steps(&SOLDIER_STEPS[(ubit >> 3) as usize][from], false, &mut f),
        _ => {}
    }
}

/// Whether moving the piece on `from` to `to` leaves the general (on
/// `general` unless it is the piece moved) unattacked by `them`. The board
/// is changed for the test and restored.
#[inline]
fn safe_after(board: &mut [u8; 90], from: usize, to: usize, general: usize, them: Color) -> bool {
    let piece = board[from];
    let captured = board[to];
    board[to] = piece;
    board[from] = 0;
    let g = if from == general { to } else { general };
    let attacked = general_attacked(board, g, them);
    board[from] = piece;
    board[to] = captured;
    !attacked
}

/// Direction (index into `RAY_DELTA`) from `g` to `s`, a square on the
/// same file or rank.
#[inline(always)]
fn line_dir(g: usize, g_rank: usize, s: usize) -> usize {
    match (s / 9 == g_rank, s > g) {
        (false, true) => 0,
        (false, false) => 1,
        (true, true) => 2,
        (true, false) => 3,
    }
}

/// Counts the legal moves of the pieces in `pieces` (all of one side, whose
/// general stands on `general`). Only moves that can change what attacks
/// the general are tested. Out of check, a move by another piece can only
/// expose the general along the ray it leaves or the ray it enters (as a
/// cannon screen), or by freeing a horse leg (a diagonal neighbour).
fn count_legal_on(board: &mut [u8; 90], mut pieces: u128, general: usize, them: Color) -> usize {
    let in_check = general_attacked(board, general, them);
    let sensitive = SENSITIVE_MASK[general];
    let line = LINE_MASK[general];
    let g_rank = general / 9;
    let mut count = 0;
    // Destinations that need a test (at most 17 for one piece).
    let mut pending = [0u8; 32];
    while pieces != 0 {
        let from = pieces.trailing_zeros() as usize;
        pieces &= pieces - 1;
        let mut np = 0usize;
        if in_check || from == general {
            for_each_target(board, from, |to| {
                pending[np & 31] = to as u8;
                np += 1;
            });
            for &to in &pending[..np.min(32)] {
                if safe_after(board, from, to as usize, general, them) {
                    count += 1;
                }
            }
            continue;
        }
        let from_line = line & BIT[from] != 0;
        let from_leg = !from_line && sensitive & BIT[from] != 0;
        if from_line || from_leg {
            for_each_target(board, from, |to| {
                pending[np & 31] = to as u8;
                np += 1;
            });
        } else {
            for_each_target(board, from, |to| {
                if line & BIT[to] == 0 {
                    count += 1;
                } else {
                    pending[np & 31] = to as u8;
                    np += 1;
                }
            });
        }
        if np == 0 {
            continue;
        }
        let from_dir = if from_line {
            line_dir(general, g_rank, from)
        } else {
            4
        };
        let piece = board[from];
        board[from] = 0;
        for &to in &pending[..np.min(32)] {
            let to = to as usize;
            let captured = board[to];
            board[to] = piece;
            let mut attacked = from_line && ray_attacked(board, general, from_dir, them);
            if !attacked && line & BIT[to] != 0 {
                let d = line_dir(general, g_rank, to);
                attacked = d != from_dir && ray_attacked(board, general, d, them);
            }
            if !attacked && from_leg {
                attacked = horse_attacked(board, general, them);
            }
            board[to] = captured;
            if !attacked {
                count += 1;
            }
        }
        board[from] = piece;
    }
    count
}
