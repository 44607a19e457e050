//! Replaying a cycle and ruling on it.

use super::chase::{chase_map, checker_ids, Legality, MAX_IDS, NO_ID};
use super::value::value;
use super::{RepetitionVerdict, SquareSet};
use crate::attack_pattern::AttackPattern;
use crate::color::Color;
use crate::mv::Move;
use crate::piece::Piece;
use crate::position::Position;
use crate::square::Square;

/// What one side did over the cycle, gathered move by move.
struct SideRecord {
    /// Moves made so far.
    moves: usize,
    /// Whether every move so far gave check.
    all_check: bool,
    /// Bit `i`: move `i` gave check.
    check_moves: u128,
    /// The pieces that gave check.
    checkers: u32,
    /// Enemy pieces (by id) chased by every move so far.
    chased_always: u32,
    /// Enemy pieces (by id) that every move so far checked or chased.
    attacked_always: u32,
    /// Per enemy piece: the pieces that chased it.
    chasers: [u32; MAX_IDS],
    /// Per enemy piece: bit `i` if move `i` chased it.
    chase_moves: [u128; MAX_IDS],
}

impl SideRecord {
    const NEW: SideRecord = SideRecord {
        moves: 0,
        all_check: true,
        check_moves: 0,
        checkers: 0,
        chased_always: u32::MAX,
        attacked_always: u32::MAX,
        chasers: [0; MAX_IDS],
        chase_moves: [0; MAX_IDS],
    };

    /// Whether this side can still turn out to be attacking perpetually.
    fn may_offend(&self) -> bool {
        self.all_check || self.attacked_always != 0
    }
}

/// A side's offence over the whole cycle.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Offence {
    None,
    Check,
    /// Every move chased the piece with this id.
    Chase(usize),
    /// Every move checked or chased the piece with this id.
    Attack(usize),
}

/// Rules on a repetition cycle: `moves`, played from `start`, must come
/// back to `start` (same board, same side to move).
///
/// Returns [`RepetitionVerdict::Draw`] when nobody is forbidden, and also
/// for input that is not such a cycle (empty, an illegal move, a capture,
/// or not returning to the start). See the [module docs](super) for the
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

    let mut sides = [SideRecord::NEW, SideRecord::NEW];
    for &m in moves {
        let (from, to) = (m.from.index(), m.to.index());
        if pos.board[to] != 0 || !pos.is_legal(m) {
            return RepetitionVerdict::Draw;
        }
        let side = pos.turn;
        let rec = &mut sides[side.index()];
        // A check is a check whatever else the move does (the gravest
        // effect names the move), so its chases need not be looked for.
        let check = pos.gives_check(m);
        // Only the pieces attacked by every earlier move of this side matter.
        let wanted = if check { 0 } else { rec.attacked_always };
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

        let i = rec.moves;
        rec.moves += 1;
        if check {
            rec.checkers |= checker_ids(&pos, &ids, side);
            if i < AttackPattern::CAPACITY {
                rec.check_moves |= 1 << i;
            }
        } else {
            rec.all_check = false;
        }

        let mut chased_now = 0u32;
        if wanted != 0 {
            let after = chase_map(&pos, &ids, side, wanted, Legality::Required);
            for t in 0..MAX_IDS {
                let new = after[t] & !before[t];
                if new != 0 {
                    chased_now |= 1 << t;
                    rec.chasers[t] |= new;
                    if i < AttackPattern::CAPACITY {
                        rec.chase_moves[t] |= 1 << i;
                    }
                }
            }
        }
        rec.chased_always &= chased_now;
        if !check {
            rec.attacked_always &= chased_now;
        }

        // Nobody can be ruled against any more: a draw, whatever follows.
        if !sides[0].may_offend() && !sides[1].may_offend() {
            return RepetitionVerdict::Draw;
        }
    }
    if pos.board != start.board || pos.turn != start.turn {
        return RepetitionVerdict::Draw;
    }

    // The most valuable of the pieces in `mask`, then the lowest square.
    let most_valuable = |mask: u32| -> Option<usize> {
        let mut best: Option<(std::cmp::Reverse<u8>, u8, usize)> = None;
        let mut m = mask;
        while m != 0 {
            let id = m.trailing_zeros() as usize;
            m &= m - 1;
            if id >= next {
                continue;
            }
            let sq = square_of[id];
            let Some(p) = Piece::from_code(pos.board[sq as usize]) else {
                continue;
            };
            let key = (
                std::cmp::Reverse(value(p, Square::from_index_unchecked(sq as usize))),
                sq,
                id,
            );
            if best.is_none_or(|b| key < b) {
                best = Some(key);
            }
        }
        best.map(|(_, _, id)| id)
    };
    let offence = |rec: &SideRecord| -> Offence {
        if rec.all_check {
            Offence::Check
        } else if let Some(id) = most_valuable(rec.chased_always) {
            Offence::Chase(id)
        } else if let Some(id) = most_valuable(rec.attacked_always) {
            Offence::Attack(id)
        } else {
            Offence::None
        }
    };
    let offences = [offence(&sides[0]), offence(&sides[1])];
    let loser = match offences {
        [Offence::Check, Offence::Check] => return RepetitionVerdict::Draw,
        [Offence::Check, _] => Color::Red,
        [_, Offence::Check] => Color::Black,
        [Offence::None, Offence::None] => return RepetitionVerdict::Draw,
        [_, Offence::None] => Color::Red,
        [Offence::None, _] => Color::Black,
        _ => return RepetitionVerdict::Draw,
    };

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
    let piece_of = |id: usize| -> Option<(Piece, Square)> {
        let sq = Square::from_index_unchecked(square_of[id] as usize);
        pos.piece_at(sq).map(|p| (p, sq))
    };
    let rec = &sides[loser.index()];
    match offences[loser.index()] {
        Offence::Check => RepetitionVerdict::PerpetualCheck {
            loser,
            checkers: squares(rec.checkers),
        },
        Offence::Chase(id) => match piece_of(id) {
            Some(chased) => RepetitionVerdict::PerpetualChase {
                loser,
                chased,
                chasers: squares(rec.chasers[id]),
            },
            None => RepetitionVerdict::Draw,
        },
        Offence::Attack(id) => match piece_of(id) {
            Some(chased) => RepetitionVerdict::PerpetualAttack {
                loser,
                chased,
                checkers: squares(rec.checkers),
                chasers: squares(rec.chasers[id]),
                pattern: AttackPattern::from_masks(
                    rec.moves,
                    rec.check_moves,
                    rec.chase_moves[id] & !rec.check_moves,
                ),
            },
            None => RepetitionVerdict::Draw,
        },
        Offence::None => RepetitionVerdict::Draw,
    }
}
