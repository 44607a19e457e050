//! Repetitions of a position that was on the board before the cycle that
//! repeats it, so that the two most recent cycles differ. The game judges
//! the cycle since the previous occurrence (see `xiangqi::game`, "When the
//! game ends"); Fairy-Stockfish judges every move since the first of the
//! three occurrences, and rules some of these cases otherwise: each such
//! case says why this crate differs.
//!
//! Fairy-Stockfish's rulings are from commit c19b5f6 of
//! github.com/fairy-stockfish/Fairy-Stockfish, built with `make build
//! ARCH=x86-64 largeboards=yes` (xiangqi's board needs large boards) and
//! asked over UCI: `setoption name UCI_Variant value xiangqi`, `position
//! fen <fen> - - 0 1 moves <all but the last move>`, then `go depth 1
//! searchmoves <last move>`, moves written with its ranks 1..10. The node
//! after the last move is ruled on by `Position::is_game_end` at ply 1,
//! which needs the third occurrence as a game does; the score is `mate 1`
//! when the last mover wins, `mate -1` when it loses, `cp 0` for a draw.
//! The same query reproduces the rulings of `fairy_stockfish.rs`.

use xiangqi::{Color, Reason};

use crate::play::{iccs, play_through, Ruling};

const RED: Color = Color::Red;

/// A case: the moves from `fen`, the last of which brings a position back
/// for the third time; this crate's ruling; the side Fairy-Stockfish rules
/// the loser (`None`: a draw); and why the two differ, if they do.
struct Case {
    what: &'static str,
    fen: &'static str,
    moves: &'static [&'static str],
    ruling: Ruling,
    fsf_loser: Option<Color>,
    why: &'static str,
}

/// One quiet visit before a perpetual check or chase does not excuse it:
/// only the cycle that made the repetition is judged.
const DIFFERS: &str = "the third occurrence is made by the last cycle, \
                       which is a perpetual; Fairy-Stockfish also counts \
                       the quiet moves of the earlier cycle";

fn check(cases: &[Case]) {
    let mut wrong = Vec::new();
    for c in cases {
        let outcome = play_through(c.fen, &iccs(c.moves));
        if Ruling::of(&outcome) != c.ruling {
            wrong.push(format!("{}: {outcome:?}", c.what));
        }
        let agrees = outcome.loser() == c.fsf_loser;
        if agrees != c.why.is_empty() {
            wrong.push(format!("{}: agreement with Fairy-Stockfish", c.what));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn a_quiet_visit_before_does_not_excuse_a_perpetual() {
    check(&[
        Case {
            what: "a quiet detour long before, then a perpetual check",
            fen: "4k4/9/9/9/9/5R3/9/9/9/3K5 w",
            moves: &[
                "d0d1", "e9e8", "d1d2", "e8e7", "d2d1", "e7e8", "d1d0", "e8e9", // back: 2nd
                "f4e4", "e9f9", "e4f4", "f9e9", // checks: 3rd
            ],
            ruling: Ruling::Loses(RED, Reason::PerpetualCheck),
            fsf_loser: None,
            why: DIFFERS,
        },
        Case {
            what: "a quiet cycle, then a perpetual check",
            fen: "4k4/9/9/9/9/5R3/9/9/9/3K5 w",
            moves: &[
                "d0d1", "e9e8", "d1d0", "e8e9", "f4e4", "e9f9", "e4f4", "f9e9",
            ],
            ruling: Ruling::Loses(RED, Reason::PerpetualCheck),
            fsf_loser: None,
            why: DIFFERS,
        },
        Case {
            what: "a quiet detour long before, then a perpetual chase",
            fen: "3k5/9/1n7/9/9/2R6/9/9/9/4K4 w",
            moves: &[
                "e0e1", "d9d8", "e1e2", "d8d7", "e2e1", "d7d8", "e1e0", "d8d9", // back: 2nd
                "c4b4", "b7c9", "b4c4", "c9b7", // chases the horse: 3rd
            ],
            ruling: Ruling::Loses(RED, Reason::PerpetualChase),
            fsf_loser: None,
            why: DIFFERS,
        },
    ]);
}

#[test]
fn a_quiet_last_cycle_is_a_draw() {
    check(&[
        Case {
            what: "a perpetual check, then a quiet cycle",
            fen: "4k4/9/9/9/9/5R3/9/9/9/3K5 w",
            moves: &[
                "f4e4", "e9f9", "e4f4", "f9e9", "d0d1", "e9e8", "d1d0", "e8e9",
            ],
            ruling: Ruling::Draw,
            fsf_loser: None,
            why: "",
        },
        Case {
            what: "a perpetual chase, then a quiet detour",
            fen: "3k5/9/1n7/9/9/2R6/9/9/9/4K4 w",
            moves: &[
                "c4b4", "b7c9", "b4c4", "c9b7", // chases: 2nd
                "e0e1", "d9d8", "e1e2", "d8d7", "e2e1", "d7d8", "e1e0", "d8d9", // quiet: 3rd
            ],
            ruling: Ruling::Draw,
            fsf_loser: None,
            why: "",
        },
    ]);
}

/// The controls: the same cycle twice, where both readings agree.
#[test]
fn the_same_perpetual_twice_loses() {
    check(&[
        Case {
            what: "a perpetual check twice",
            fen: "4k4/9/9/9/9/5R3/9/9/9/3K5 w",
            moves: &[
                "f4e4", "e9f9", "e4f4", "f9e9", "f4e4", "e9f9", "e4f4", "f9e9",
            ],
            ruling: Ruling::Loses(RED, Reason::PerpetualCheck),
            fsf_loser: Some(RED),
            why: "",
        },
        Case {
            what: "a perpetual chase twice",
            fen: "3k5/9/1n7/9/9/2R6/9/9/9/4K4 w",
            moves: &[
                "c4b4", "b7c9", "b4c4", "c9b7", "c4b4", "b7c9", "b4c4", "c9b7",
            ],
            ruling: Ruling::Loses(RED, Reason::PerpetualChase),
            fsf_loser: Some(RED),
            why: "",
        },
    ]);
}
