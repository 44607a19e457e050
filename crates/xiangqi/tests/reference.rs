//! Compares the move generator with a slow, direct implementation of the
//! rules on random games, and checks make/unmake, hashing and FEN round trips.

use std::collections::BTreeSet;

use proptest::prelude::*;
use xiangqi::{Color, GenKind, Move, MoveList, Piece, Position, Role, Square};

type Board = [[Option<Piece>; 9]; 10];

fn to_board(pos: &Position) -> Board {
    let mut b: Board = [[None; 9]; 10];
    for (sq, p) in pos.pieces() {
        b[sq.rank() as usize][sq.file() as usize] = Some(p);
    }
    b
}

fn in_palace(color: Color, f: i32, r: i32) -> bool {
    (3..=5).contains(&f)
        && match color {
            Color::Red => (0..=2).contains(&r),
            Color::Black => (7..=9).contains(&r),
        }
}

fn own_side(color: Color, r: i32) -> bool {
    match color {
        Color::Red => r <= 4,
        Color::Black => r >= 5,
    }
}

fn at(b: &Board, f: i32, r: i32) -> Option<Piece> {
    b[r as usize][f as usize]
}

/// Pieces strictly between two squares on a common line; None if not aligned.
fn between(b: &Board, (f1, r1): (i32, i32), (f2, r2): (i32, i32)) -> Option<usize> {
    if f1 == f2 && r1 != r2 {
        let (lo, hi) = (r1.min(r2), r1.max(r2));
        Some((lo + 1..hi).filter(|&r| at(b, f1, r).is_some()).count())
    } else if r1 == r2 && f1 != f2 {
        let (lo, hi) = (f1.min(f2), f1.max(f2));
        Some((lo + 1..hi).filter(|&f| at(b, f, r1).is_some()).count())
    } else {
        None
    }
}

/// Whether the piece on `from` may go to `to` by its movement rule
/// (ignoring what stands on `to`, except for the cannon's capture rule).
fn geometric(b: &Board, from: (i32, i32), to: (i32, i32)) -> bool {
    let p = at(b, from.0, from.1).unwrap();
    let (df, dr) = (to.0 - from.0, to.1 - from.1);
    let target = at(b, to.0, to.1);
    match p.role {
        Role::General => df.abs() + dr.abs() == 1 && in_palace(p.color, to.0, to.1),
        Role::Advisor => df.abs() == 1 && dr.abs() == 1 && in_palace(p.color, to.0, to.1),
        Role::Elephant => {
            df.abs() == 2
                && dr.abs() == 2
                && own_side(p.color, to.1)
                && at(b, from.0 + df / 2, from.1 + dr / 2).is_none()
        }
        Role::Horse => {
            if df.abs() == 1 && dr.abs() == 2 {
                at(b, from.0, from.1 + dr / 2).is_none()
            } else if df.abs() == 2 && dr.abs() == 1 {
                at(b, from.0 + df / 2, from.1).is_none()
            } else {
                false
            }
        }
        Role::Chariot => between(b, from, to) == Some(0),
        Role::Cannon => match target {
            None => between(b, from, to) == Some(0),
            Some(_) => between(b, from, to) == Some(1),
        },
        Role::Soldier => {
            let fwd = if p.color == Color::Red { 1 } else { -1 };
            (df == 0 && dr == fwd) || (dr == 0 && df.abs() == 1 && !own_side(p.color, from.1))
        }
    }
}

fn general_of(b: &Board, color: Color) -> (i32, i32) {
    for r in 0..10 {
        for f in 0..9 {
            if at(b, f, r) == Some(Piece::new(color, Role::General)) {
                return (f, r);
            }
        }
    }
    panic!("no general");
}

/// Whether `color`'s general is attacked or faces the other general.
fn in_check(b: &Board, color: Color) -> bool {
    let g = general_of(b, color);
    let og = general_of(b, color.other());
    if g.0 == og.0 && between(b, g, og) == Some(0) {
        return true;
    }
    for r in 0..10 {
        for f in 0..9 {
            if let Some(p) = at(b, f, r) {
                if p.color != color && geometric(b, (f, r), g) {
                    return true;
                }
            }
        }
    }
    false
}

fn reference_moves(pos: &Position) -> BTreeSet<Move> {
    let b = to_board(pos);
    let us = pos.side_to_move();
    let mut out = BTreeSet::new();
    for r in 0..10 {
        for f in 0..9 {
            let Some(p) = at(&b, f, r) else { continue };
            if p.color != us {
                continue;
            }
            for tr in 0..10 {
                for tf in 0..9 {
                    if at(&b, tf, tr).is_some_and(|t| t.color == us) {
                        continue;
                    }
                    if !geometric(&b, (f, r), (tf, tr)) {
                        continue;
                    }
                    let mut after = b;
                    after[tr as usize][tf as usize] = Some(p);
                    after[r as usize][f as usize] = None;
                    if in_check(&after, us) {
                        continue;
                    }
                    out.insert(Move::new(
                        Square::new(f as u8, r as u8).unwrap(),
                        Square::new(tf as u8, tr as u8).unwrap(),
                    ));
                }
            }
        }
    }
    out
}

const STARTS: &[&str] = &[
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
    "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
    "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1",
    "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1",
    "4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1",
    "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
    "CnN1k1b2/c3a4/4ba3/9/2nr5/9/9/4C4/4A4/4KA3 w - - 0 1",
];

fn check_position(pos: &Position) {
    let legal = pos.legal_moves();
    let got: BTreeSet<Move> = legal.iter().copied().collect();
    assert_eq!(got.len(), legal.len(), "duplicate moves in {pos}");
    let expected = reference_moves(pos);
    assert_eq!(got, expected, "legal moves differ in {pos}");
    assert_eq!(pos.count_legal_moves(), legal.len());

    // Captures and quiets partition the legal moves.
    let caps: BTreeSet<Move> = pos.legal_captures().iter().copied().collect();
    let mut quiets = MoveList::new();
    pos.generate(GenKind::Quiets, &mut quiets);
    let quiets: BTreeSet<Move> = quiets.iter().copied().collect();
    assert!(caps.iter().all(|m| pos.capture_of(*m).is_some()));
    assert!(quiets.iter().all(|m| pos.capture_of(*m).is_none()));
    assert_eq!(caps.union(&quiets).copied().collect::<BTreeSet<_>>(), got);

    // Pseudo-legal moves include every legal move.
    let pseudo: BTreeSet<Move> = pos.pseudo_legal_moves().iter().copied().collect();
    assert!(got.is_subset(&pseudo));
    for m in &pseudo {
        assert_eq!(pos.is_legal(*m), got.contains(m), "is_legal({m}) in {pos}");
    }

    // Check detection against the reference.
    let b = to_board(pos);
    let us = pos.side_to_move();
    assert_eq!(pos.is_check(), in_check(&b, us), "is_check in {pos}");
    assert_eq!(pos.is_check(), !pos.checkers().is_empty());
    assert_eq!(pos.is_checkmate(), pos.is_check() && got.is_empty());
    assert_eq!(pos.is_stalemate(), !pos.is_check() && got.is_empty());

    // Per-square targets agree with the list.
    for sq in Square::ALL {
        let mut t1 = pos.legal_targets(sq);
        t1.sort();
        let mut t2: Vec<Square> = got.iter().filter(|m| m.from == sq).map(|m| m.to).collect();
        t2.sort();
        assert_eq!(t1, t2);
    }

    // FEN round trip.
    let fen = pos.to_fen();
    let back = Position::from_fen(&fen).unwrap();
    assert_eq!(&back, pos);
    assert_eq!(back.zobrist(), pos.zobrist());
    assert_eq!(pos.zobrist(), pos.compute_zobrist());
}

fn random_game(start: usize, choices: &[u32]) {
    let mut pos = Position::from_fen(STARTS[start % STARTS.len()]).unwrap();
    for &c in choices {
        check_position(&pos);
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[c as usize % moves.len()];
        let before = pos.clone();
        let captured = pos.capture_of(m);
        let gives_check = pos.gives_check(m);
        let played = pos.play(m).unwrap();

        let undo = pos.do_move(m);
        assert_eq!(undo.captured(), captured);
        assert_eq!(pos, played);
        assert_eq!(pos.zobrist(), pos.compute_zobrist());
        assert_eq!(pos.is_check(), gives_check);
        pos.undo_move(m, undo);
        assert_eq!(pos, before);
        assert_eq!(pos.zobrist(), before.zobrist());

        // Null move round trip.
        if !pos.is_check() {
            let u = pos.do_null_move();
            assert_ne!(pos.side_to_move(), before.side_to_move());
            assert_eq!(pos.zobrist(), pos.compute_zobrist());
            pos.undo_null_move(u);
            assert_eq!(pos, before);
        }

        pos.do_move(m);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_match_reference(start in 0usize..64, choices in prop::collection::vec(any::<u32>(), 0..100)) {
        random_game(start, &choices);
    }
}

#[test]
fn reference_agrees_on_start_positions() {
    for fen in STARTS {
        check_position(&Position::from_fen(fen).unwrap());
    }
}
