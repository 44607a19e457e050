//! Static exchange evaluation (SEE): the material a capture wins or loses
//! once both sides have gone on capturing on its destination, each with
//! its least valuable piece there, and either side may stop when going
//! on would cost it.
//!
//! The attackers of the destination are found again on the board as it
//! stands after every capture, because in xiangqi an exchange changes who
//! can take part in it:
//!
//! * a cannon captures over exactly one screen, so a piece leaving the
//!   line between a cannon and the destination can take a cannon's only
//!   screen away (the capturing piece itself may be that screen) or leave
//!   a second cannon behind it with exactly one;
//! * a chariot behind another on the same line joins in once the front one
//!   has gone;
//! * a horse is blocked by a piece on its leg, an elephant by a piece on its
//!   eye; elephants stay on their side of the river and advisors and the
//!   general in their palace;
//! * a soldier captures forward, and sideways only once across the river;
//! * the general recaptures only where the other side could not take it
//!   (by any piece, or by the other general along an open file).
//!
//! Pins are not looked at: a piece that could not legally leave its point
//! still counts, as in most engines' SEE.

use xiangqi::{Move, Position};

/// Exchange values by role index (`Role as usize`). The general's stands
/// for "priceless": it is never captured in legal play.
pub const SEE_VALUE: [i32; 8] = [0, 10_000, 200, 200, 400, 900, 450, 100];

const GENERAL: u8 = 1;
const ADVISOR: u8 = 2;
const ELEPHANT: u8 = 3;
const HORSE: u8 = 4;
const CHARIOT: u8 = 5;
const CANNON: u8 = 6;
const SOLDIER: u8 = 7;
/// The colour bit of a piece code (set for Black).
const BLACK: u8 = 8;

/// Longest exchange tracked: more pieces than can reach one point.
const MAX_EXCHANGE: usize = 34;

#[inline]
fn value(code: u8) -> i32 {
    SEE_VALUE[(code & 7) as usize]
}

/// The square at `file`, `rank` if on the board.
#[inline]
fn at(file: i32, rank: i32) -> Option<usize> {
    if (0..9).contains(&file) && (0..10).contains(&rank) {
        Some((rank * 9 + file) as usize)
    } else {
        None
    }
}

const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
/// A horse's jumps; its leg is the point one step along the long side.
const HORSE_JUMPS: [(i32, i32); 8] = [
    (1, 2),
    (-1, 2),
    (1, -2),
    (-1, -2),
    (2, 1),
    (2, -1),
    (-2, 1),
    (-2, -1),
];

/// Whether `t` lies in the palace of the side with colour bit `side`.
#[inline]
fn in_palace(t: usize, side: u8) -> bool {
    let (f, r) = (t % 9, t / 9);
    (3..=5).contains(&f) && if side == 0 { r <= 2 } else { r >= 7 }
}

/// The point of the least valuable piece of the side with colour bit
/// `side` that could capture on `t` on `board`, if any.
fn least_attacker(board: &[u8; 90], t: usize, side: u8) -> Option<usize> {
    let (f, r) = ((t % 9) as i32, (t / 9) as i32);
    let red = side == 0;

    // Soldiers: from behind (as seen by their side), and from beside once
    // the destination is across the river.
    let soldier = SOLDIER | side;
    let behind = if red { at(f, r - 1) } else { at(f, r + 1) };
    if let Some(s) = behind {
        if board[s] == soldier {
            return Some(s);
        }
    }
    let across = if red { r >= 5 } else { r <= 4 };
    if across {
        for df in [-1, 1] {
            if let Some(s) = at(f + df, r) {
                if board[s] == soldier {
                    return Some(s);
                }
            }
        }
    }

    let palace = in_palace(t, side);
    // Advisors: one diagonal step, inside the palace (an advisor only
    // ever stands there).
    if palace {
        let advisor = ADVISOR | side;
        for (df, dr) in DIAGONAL {
            if let Some(s) = at(f + df, r + dr) {
                if board[s] == advisor {
                    return Some(s);
                }
            }
        }
    }

    // Elephants: two diagonal steps with the eye between empty, on their
    // own side of the river.
    let own_half = if red { r <= 4 } else { r >= 5 };
    if own_half {
        let elephant = ELEPHANT | side;
        for (df, dr) in DIAGONAL {
            if let (Some(s), Some(eye)) = (at(f + 2 * df, r + 2 * dr), at(f + df, r + dr)) {
                if board[s] == elephant && board[eye] == 0 {
                    return Some(s);
                }
            }
        }
    }

    // Horses: a horse on `t - jump` with its leg (one step from it along
    // the jump's long side) empty.
    let horse = HORSE | side;
    for (df, dr) in HORSE_JUMPS {
        let (hf, hr) = (f - df, r - dr);
        if let Some(h) = at(hf, hr) {
            if board[h] == horse {
                if let Some(leg) = at(hf + df / 2, hr + dr / 2) {
                    if board[leg] == 0 {
                        return Some(h);
                    }
                }
            }
        }
    }

    // Cannons (behind exactly one screen) before chariots (first on a
    // line).
    let (chariot, cannon) = (CHARIOT | side, CANNON | side);
    let mut first_chariot = None;
    for (df, dr) in ORTHOGONAL {
        let (mut sf, mut sr) = (f + df, r + dr);
        let mut screens = 0;
        while let Some(s) = at(sf, sr) {
            let c = board[s];
            if c != 0 {
                if screens == 0 {
                    if c == chariot && first_chariot.is_none() {
                        first_chariot = Some(s);
                    }
                    screens = 1;
                } else {
                    if c == cannon {
                        return Some(s);
                    }
                    break;
                }
            }
            sf += df;
            sr += dr;
        }
    }
    if first_chariot.is_some() {
        return first_chariot;
    }

    // The general: one orthogonal step inside its palace.
    if palace {
        let general = GENERAL | side;
        for (df, dr) in ORTHOGONAL {
            if let Some(s) = at(f + df, r + dr) {
                if board[s] == general {
                    return Some(s);
                }
            }
        }
    }
    None
}

/// Whether a general standing on `t` would face the other general,
/// standing on `other`, along an open file.
fn faces(board: &[u8; 90], t: usize, other: usize) -> bool {
    if t % 9 != other % 9 {
        return false;
    }
    let (lo, hi) = if t < other { (t, other) } else { (other, t) };
    (lo + 9..hi).step_by(9).all(|s| board[s] == 0)
}

/// The static exchange value of the capture `m` for the side making it:
/// what it wins (positive) or loses (negative) in [`SEE_VALUE`] units. A
/// move to an empty point is scored as the exchange it offers there (0 or
/// less).
pub fn see(pos: &Position, m: Move) -> i32 {
    exchange(pos, *pos.mailbox(), m)
}

/// Whether the move `m`, just made to reach `after` (capturing the piece
/// `captured`, if any), lost material by static exchange: [`is_losing`]
/// without taking the move back. The board before it is put together
/// from the two points it changed.
pub fn was_losing(after: &Position, m: Move, captured: Option<xiangqi::Piece>) -> bool {
    let mut board = *after.mailbox();
    let (from, t) = (m.from.index(), m.to.index());
    board[from] = board[t];
    board[t] = captured.map_or(0, |p| p.code());
    if value(board[t]) - value(board[from]) >= 0 {
        return false;
    }
    // Only the general's own moves change where a general stands, and
    // the exchange ends at once for those.
    exchange(after, board, m) < 0
}

/// The exchange on `m`'s destination, on `board` (the position before
/// `m`); `pos` only says where the generals stand.
fn exchange(pos: &Position, mut board: [u8; 90], m: Move) -> i32 {
    let (from, t) = (m.from.index(), m.to.index());
    let mut on_t = board[from];
    let victim = value(board[t]);
    if on_t & 7 == GENERAL {
        // A legal move by the general cannot be answered on its point.
        return victim;
    }
    let mut gain = [0i32; MAX_EXCHANGE];
    gain[0] = victim;
    board[from] = 0;
    board[t] = on_t;
    let mut side = (on_t & BLACK) ^ BLACK;
    let mut d = 0;
    while d + 1 < MAX_EXCHANGE {
        let Some(s) = least_attacker(&board, t, side) else {
            break;
        };
        let code = board[s];
        if code & 7 == GENERAL {
            // Only onto a point the other side no longer attacks.
            board[s] = 0;
            board[t] = code;
            let other_side = side ^ BLACK;
            let other = pos
                .general_square(if other_side == 0 {
                    xiangqi::Color::Red
                } else {
                    xiangqi::Color::Black
                })
                .index();
            if least_attacker(&board, t, other_side).is_none() && !faces(&board, t, other) {
                d += 1;
                gain[d] = value(on_t) - gain[d - 1];
            }
            break;
        }
        d += 1;
        gain[d] = value(on_t) - gain[d - 1];
        // Neither side can do better than stopping here: the rest cannot
        // change the result.
        if (-gain[d - 1]).max(gain[d]) < 0 {
            break;
        }
        board[s] = 0;
        board[t] = code;
        on_t = code;
        side ^= BLACK;
    }
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

/// Whether the static exchange value of the capture `m` is below
/// `threshold`. Cheap when the victim less the capturing piece already
/// reaches it: the side capturing can always stop after one recapture.
#[inline]
pub fn see_below(pos: &Position, m: Move, threshold: i32) -> bool {
    let b = pos.mailbox();
    if value(b[m.to.index()]) - value(b[m.from.index()]) >= threshold {
        return false;
    }
    see(pos, m) < threshold
}

/// Whether the capture `m` loses material by static exchange.
#[inline]
pub fn is_losing(pos: &Position, m: Move) -> bool {
    see_below(pos, m, 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn see_of(fen: &str, m: &str) -> i32 {
        let pos = Position::from_fen(fen).unwrap();
        let m: Move = m.parse().unwrap();
        assert!(pos.legal_moves().contains(&m), "{m} is legal");
        see(&pos, m)
    }

    #[test]
    fn undefended_and_guarded_by_the_general() {
        // The chariot takes a lone horse.
        assert_eq!(see_of("3k5/9/9/4n4/9/9/9/9/9/4RK3 w", "e0e6"), 400);
        // The advisor on d7 is guarded by the general on d8.
        assert_eq!(see_of("9/3k5/3a5/9/9/9/9/9/9/3R1K3 w", "d0d7"), 200 - 900);
        // The general may not take back on a point the other side still
        // attacks: the cannon on d0 covers d7 over the horse on d1 once
        // the chariot has left d2.
        let covered = "9/3k5/3a5/9/9/9/9/3R5/3N5/3C1K3 w";
        assert_eq!(see_of(covered, "d2d7"), 200);
        // Without the horse the cannon has no screen once the chariot has
        // gone, and the general takes back.
        let uncovered = "9/3k5/3a5/9/9/9/9/9/3R5/3C1K3 w";
        assert_eq!(see_of(uncovered, "d1d7"), 200 - 900);
    }

    #[test]
    fn horse_legs() {
        // The black horse on f8 guards e6 (its leg f7 is empty).
        let open = "3k5/5n3/9/4p4/9/9/9/9/9/4RK3 w";
        assert_eq!(see_of(open, "e0e6"), 100 - 900);
        // With a piece on its leg it guards nothing.
        let blocked = "3k5/5n3/5a3/4p4/9/9/9/9/9/4RK3 w";
        assert_eq!(see_of(blocked, "e0e6"), 100);
        // A horse on c5 reaches e6 over its leg d5.
        assert_eq!(see_of("3k5/9/9/4p4/2n6/9/9/9/9/4RK3 w", "e0e6"), 100 - 900);
        assert_eq!(see_of("3k5/9/9/4p4/2nP5/9/9/9/9/4RK3 w", "e0e6"), 100);
    }

    #[test]
    fn cannon_screens() {
        // The black cannon on e9 guards e6 over the screen on e8.
        let screened = "3kc4/4a4/9/4p4/9/9/9/9/9/4RK3 w";
        assert_eq!(see_of(screened, "e0e6"), 100 - 900);
        // Without a screen it does not.
        assert_eq!(see_of("3kc4/9/9/4p4/9/9/9/9/9/4RK3 w", "e0e6"), 100);
        // The capturing chariot was the cannon's only screen: once it has
        // taken on e5 the cannon on e9 no longer reaches it.
        assert_eq!(see_of("3kc4/9/4R4/9/4n4/9/9/9/9/5K3 w", "e7e5"), 400);
    }

    #[test]
    fn cannons_one_behind_the_other() {
        // The cannon on e2 takes on e6 over the soldier on e4; the one on
        // e0 then has that soldier as its only screen and takes back the
        // horse that took the first: +100 - 450 + 400.
        let doubled = "3k5/5n3/9/4p4/9/4P4/9/4C4/9/4CK3 w";
        assert_eq!(see_of(doubled, "e2e6"), 100 - 450 + 400);
        // Alone, the cannon is lost for the soldier.
        let single = "3k5/5n3/9/4p4/9/4P4/9/4C4/9/5K3 w";
        assert_eq!(see_of(single, "e2e6"), 100 - 450);
    }

    #[test]
    fn a_cannon_loses_its_screen_when_the_screen_captures() {
        // The chariot on e3 is the red cannon's screen toward e6: after the
        // chariot takes on e6 and the horse takes it back, the cannon has
        // no screen left, so the chariot is simply lost.
        let fen = "3k5/5n3/9/4p4/9/9/4R4/9/4C4/5K3 w";
        assert_eq!(see_of(fen, "e3e6"), 100 - 900);
        // The cannon takes first, over the chariot; the chariot then takes
        // back the horse.
        assert_eq!(see_of(fen, "e1e6"), 100 - 450 + 400);
    }

    #[test]
    fn chariots_one_behind_the_other() {
        // Red's second chariot backs up the first: the black chariot that
        // would take back is taken in turn, so Black does not.
        let doubled = "3kr4/9/9/4p4/9/9/4R4/4R4/9/5K3 w";
        assert_eq!(see_of(doubled, "e3e6"), 100);
        let single = "3kr4/9/9/4p4/9/9/4R4/9/9/5K3 w";
        assert_eq!(see_of(single, "e3e6"), 100 - 900);
    }

    #[test]
    fn soldiers_guard_sideways_only_across_the_river() {
        // A red soldier on c6 (across) guards d6 beside it.
        let across = "3k5/9/9/2PN5/9/9/9/9/5K3/3r5 b";
        assert_eq!(see_of(across, "d0d6"), 400 - 900);
        // On c3 (its own half) it guards only c4, ahead.
        let home = "3k5/9/9/9/9/9/2PN5/9/5K3/3r5 b";
        assert_eq!(see_of(home, "d0d3"), 400);
        // A black soldier on d4 (across for Black) guards c4 beside it.
        let black_across = "3k5/9/9/9/9/2np5/9/9/9/2R1K4 w";
        assert_eq!(see_of(black_across, "c0c4"), 400 - 900);
        // On e5 (its own half) it does not guard d5.
        let black_home = "4k4/9/9/9/3np4/9/9/9/9/3R1K3 w";
        assert_eq!(see_of(black_home, "d0d5"), 400);
    }

    #[test]
    fn elephants_and_advisors() {
        // The black elephant on g9 guards e7 over its eye f8.
        let open = "4kab2/9/4n4/9/9/9/9/9/9/3KR4 w";
        assert_eq!(see_of(open, "e0e7"), 400 - 900);
        // With the eye blocked it guards nothing.
        let blocked = "4k1b2/5n3/4n4/9/9/9/9/9/9/3KR4 w";
        assert_eq!(see_of(blocked, "e0e7"), 400);
        // The black advisor on e8 guards f7.
        let advisor = "3k5/4a4/5n3/9/9/9/9/9/9/4KR3 w";
        assert_eq!(see_of(advisor, "f0f7"), 400 - 900);
    }

    #[test]
    fn the_general_takes_back_unless_it_would_face_the_other() {
        // The chariot takes the advisor on e8 from the side. Taking back
        // would put the black general face to face with the red one on
        // the open e-file, so it cannot.
        let facing = "4k4/R3a4/9/9/9/9/9/9/9/4K4 w";
        assert_eq!(see_of(facing, "a8e8"), 200);
        // With the red general off the file it can.
        let aside = "4k4/R3a4/9/9/9/9/9/9/9/3K5 w";
        assert_eq!(see_of(aside, "a8e8"), 200 - 900);
    }

    #[test]
    fn is_losing_agrees_with_see() {
        let pos = Position::from_fen("3k5/5n3/9/4p4/9/9/9/9/9/4RK3 w").unwrap();
        assert!(is_losing(&pos, "e0e6".parse().unwrap()));
        let pos = Position::from_fen("3k5/9/9/4n4/9/9/9/9/9/4RK3 w").unwrap();
        assert!(!is_losing(&pos, "e0e6".parse().unwrap()));
        // A general's legal capture never loses.
        let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/4r4/4K4 w").unwrap();
        assert!(!is_losing(&pos, "e0e1".parse().unwrap()));
    }

    /// Calls `visit` on every position of `games` pseudo-random games of
    /// up to 80 plies from the start, drawn from `seed`.
    fn random_positions(mut seed: u64, games: usize, mut visit: impl FnMut(&Position)) {
        for _ in 0..games {
            let mut pos = Position::startpos();
            for _ in 0..80 {
                visit(&pos);
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                pos = pos
                    .play(moves[(seed % moves.len() as u64) as usize])
                    .unwrap();
            }
        }
    }

    /// Judged after the move is made, every move of the positions of
    /// pseudo-random games loses exactly when it does judged before.
    #[test]
    fn was_losing_agrees_with_is_losing() {
        let mut losing = 0;
        random_positions(0x9e37_79b9_7f4a_7c15, 30, |pos| {
            for &m in pos.legal_moves().iter() {
                let mut after = pos.clone();
                let undo = after.do_move(m);
                let before = is_losing(pos, m);
                assert_eq!(
                    was_losing(&after, m, undo.captured()),
                    before,
                    "{m} in {pos:?}"
                );
                losing += usize::from(before);
            }
        });
        assert!(losing > 1000, "only {losing} losing moves were compared");
    }

    /// The attackers found point by point agree with the rules crate's
    /// over the positions of pseudo-random games.
    #[test]
    fn attackers_agree_with_the_rules() {
        random_positions(0x2545_f491_4f6c_dd1d, 60, |pos| {
            let board = *pos.mailbox();
            for sq in xiangqi::Square::ALL {
                let t = sq.index();
                if board[t] & 7 == GENERAL {
                    continue;
                }
                for (bit, color) in [(0, xiangqi::Color::Red), (BLACK, xiangqi::Color::Black)] {
                    let found = least_attacker(&board, t, bit);
                    assert_eq!(
                        found.is_some(),
                        pos.is_attacked(sq, color),
                        "{sq} in {pos:?}"
                    );
                    if let Some(s) = found {
                        let cheapest = pos
                            .attackers_of(sq, color)
                            .iter()
                            .map(|a| value(board[a.index()]))
                            .min();
                        assert_eq!(Some(value(board[s])), cheapest);
                    }
                }
            }
        });
    }
}
