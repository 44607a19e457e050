//! The xiangqi repetition cases of Fairy-Stockfish's Python test suite
//! (`test.py`, `test_is_optional_game_end`, commit c19b5f6 of
//! github.com/fairy-stockfish/Fairy-Stockfish), which refers to the AXF
//! rule book and cites two of its diagrams (39 and 106) by number.
//! Positions and moves are transcribed to ICCS ranks 0..9 (Fairy-Stockfish
//! counts ranks 1..10); the expected rulings are Fairy-Stockfish's. Where
//! this crate rules otherwise on purpose, the case says so and why.

use xiangqi::Color;

use crate::play::{iccs, play_out};

const RED: Color = Color::Red;
const BLACK: Color = Color::Black;

/// A case: description, FEN, moves played first, the cycle (played twice),
/// and the side Fairy-Stockfish rules the loser (`None`: a draw).
struct Case {
    what: &'static str,
    fen: &'static str,
    prefix: &'static [&'static str],
    cycle: &'static [&'static str],
    loser: Option<Color>,
}

/// Fairy-Stockfish reports the result only, not its reason: the loser is
/// compared.
fn check(cases: &[Case]) {
    let mut wrong = Vec::new();
    for c in cases {
        let outcome = play_out(c.fen, &iccs(c.prefix), &iccs(c.cycle));
        if outcome.loser() != c.loser {
            wrong.push(format!("{}: {outcome:?}", c.what));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn chases_by_cannons() {
    check(&[
        Case {
            what: "direct chase of a chariot by a cannon",
            fen: "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w",
            prefix: &["c2a2"],
            cycle: &["a7b7", "a2b2", "b7a7", "b2a2"],
            loser: Some(RED),
        },
        Case {
            what: "discovered chase: the soldier screens a cannon onto the chariot",
            fen: "2bakabr1/9/9/r1p1p1p2/p7R/P8/9/9/9/CC1AKA3 w",
            prefix: &["a4a5"],
            cycle: &["a6b6", "a5b5", "b6a6", "b5a5"],
            loser: Some(RED),
        },
        Case {
            what: "every other attack is the soldier's own: a soldier does not chase",
            fen: "2bakabr1/9/9/r1p1p1p2/p7R/P8/9/9/9/1C1AKA3 w",
            prefix: &["a4a5"],
            cycle: &["a6b6", "a5b5", "b6a6", "b5a5"],
            loser: None,
        },
        Case {
            what: "discovered and anti-discovered chase by cannon",
            fen: "5k3/9/9/5C3/5c3/5C3/9/9/5p3/4K4 w",
            prefix: &[],
            cycle: &["f4d4", "f5d5", "d4f4", "d5f5"],
            loser: Some(RED),
        },
    ]);
}

#[test]
fn perpetual_checks() {
    check(&[
        Case {
            what: "perpetual check against intermittent checks",
            fen: "9/3kc4/3a5/3P5/9/4p4/9/4K4/9/3C5 w",
            prefix: &[],
            cycle: &["d6e6", "e4d4", "e6d6", "d4e4"],
            loser: Some(BLACK),
        },
        Case {
            what: "perpetual check by soldiers",
            fen: "3k5/9/9/9/9/5p3/9/5p3/5K3/5C3 w",
            prefix: &[],
            cycle: &["f1e1", "f2e2", "e1f1", "e2f2"],
            loser: Some(BLACK),
        },
        Case {
            what: "perpetual check by a cannon against a chased elephant",
            fen: "3k5/4P4/4b4/3C5/4c4/9/9/9/9/5K3 w",
            prefix: &[],
            cycle: &["d6e6", "e7g5", "e6d6", "g5e7"],
            loser: Some(BLACK),
        },
        Case {
            what: "perpetual check by a chariot against a chased cannon",
            fen: "3k5/9/9/9/9/9/9/9/cr1CAK3/9 w",
            prefix: &[],
            cycle: &["d1d3", "b1b3", "d3d1", "b3b1"],
            loser: Some(BLACK),
        },
        Case {
            what: "perpetual check by a horse",
            fen: "4k4/9/4b4/2c2nR2/9/9/9/9/9/3K5 w",
            prefix: &[],
            cycle: &["g6g5", "f6g8", "g5g6", "g8f6"],
            loser: Some(BLACK),
        },
        Case {
            what: "perpetual check by horses",
            fen: "3P5/3k5/3nn4/9/9/9/9/9/9/5K3 w",
            prefix: &[],
            cycle: &["d9e9", "d8e8", "e9d9", "e8d8"],
            loser: Some(BLACK),
        },
        Case {
            what: "perpetual check by a cannon behind a chariot",
            fen: "4ck3/9/9/9/9/2r1R4/9/9/4A4/3AK4 w",
            prefix: &[],
            cycle: &["e4e3", "c4c3", "e3e4", "c3c4"],
            loser: Some(BLACK),
        },
        Case {
            what: "perpetual check by a cannon and a chariot",
            fen: "4k4/9/9/c1c6/9/r8/9/9/C8/3K5 w",
            prefix: &[],
            cycle: &["a1c1", "a4c4", "c1a1", "c4a4"],
            loser: Some(BLACK),
        },
    ]);
}

#[test]
fn mutual_perpetual_checks_are_draws() {
    check(&[
        Case {
            what: "mutual check by chariot and cannon",
            fen: "9/4c4/3k5/3r5/9/9/4C4/9/4K4/3R5 w",
            prefix: &[],
            cycle: &["e3d3", "d6e6", "d3e3", "e6d6"],
            loser: None,
        },
        Case {
            what: "mutual check by soldier and cannon",
            fen: "3k5/6c2/9/7P1/6c2/6P2/9/9/9/5K3 w",
            prefix: &[],
            cycle: &["h6g6", "g5h5", "g6h6", "h5g5"],
            loser: None,
        },
        Case {
            what: "mutual check with horses on guard",
            fen: "4ck3/9/9/9/9/2r1R1N2/6N2/9/4A4/3AK4 w",
            prefix: &[],
            cycle: &["e4e3", "c4c3", "e3e4", "c3c4"],
            loser: None,
        },
        Case {
            what: "mutual check by cannons over soldiers",
            fen: "5k3/9/9/c8/9/P1P6/9/2C6/9/3K5 w",
            prefix: &[],
            cycle: &["c2a2", "a6c6", "a2c2", "c6a6"],
            loser: None,
        },
        Case {
            what: "mutual check over a row of soldiers",
            fen: "4k4/9/r1r6/9/PPPP5/9/9/9/1C7/5K3 w",
            prefix: &["b1a1"],
            cycle: &[
                "a7b7", "a1c1", "c7d7", "c1b1", "b7a7", "b1d1", "d7c7", "d1a1",
            ],
            loser: None,
        },
    ]);
}

#[test]
fn corner_cases() {
    check(&[
        Case {
            what: "AXF Diagram 106: the chariot's attack on the cannon never changes",
            fen: "3k2b2/4P4/4b4/9/8p/6Bc1/6P1P/3AB4/4pp3/1p1K3R1 w",
            prefix: &[],
            cycle: &["h0h1", "h4h3", "h1h0", "h3h4"],
            loser: None,
        },
        Case {
            what: "AXF Diagram 39: a chased chariot pinned by a horse",
            fen: "2baka1r1/C4rN2/9/1Rp1p4/9/9/4P4/9/4A4/4KA3 w",
            prefix: &["b6b8"],
            cycle: &["f9e8", "b8b9", "e8f9", "b9b8"],
            loser: Some(RED),
        },
        Case {
            what: "AXF Diagram 39 (second setting): a pinned chariot is chased",
            fen: "5k3/9/9/9/9/9/7r1/9/2nRA3c/4K4 w",
            prefix: &[],
            cycle: &["e1f0", "h3h1", "f0e1", "h1h3"],
            loser: Some(BLACK),
        },
        Case {
            what: "a pin undermines the protection",
            fen: "4k4/4c4/9/4p4/9/9/3rn4/3NR4/4K4/9 b",
            prefix: &[],
            cycle: &["e3g4", "e1f1", "g4e3", "f1e1"],
            loser: Some(BLACK),
        },
        Case {
            what: "no protection by a general that cannot take back",
            fen: "3k5/9/9/3n5/9/9/3r5/9/9/3NK4 w",
            prefix: &[],
            cycle: &["d0c2", "d3c3", "c2d0", "c3d3"],
            loser: None,
        },
        Case {
            what: "protection by a general that can take back",
            fen: "3k5/9/9/9/9/9/3r5/9/9/3NK4 w",
            prefix: &[],
            cycle: &["d0c2", "d3c3", "c2d0", "c3d3"],
            loser: Some(BLACK),
        },
        Case {
            what: "a cannon screened by the attacker itself does not protect",
            fen: "5k3/9/9/9/9/1C7/1r7/9/1C7/4K4 w",
            prefix: &[],
            cycle: &["b4c4", "b3c3", "c4b4", "c3b3"],
            loser: Some(BLACK),
        },
        Case {
            what: "false protection by a cannon, and a chase in return",
            fen: "4ka3/c2R1R2c/4b4/9/9/9/9/9/9/4K4 w",
            prefix: &[],
            cycle: &["f8f6", "f9e8", "f6f8", "e8f9"],
            loser: None,
        },
    ]);
}
