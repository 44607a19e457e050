//! FEN reading: never panics, and what it accepts writes back to itself;
//! a board read without the rules lists its problems without panicking,
//! and is a position exactly when it has none.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::{Position, Setup};

fuzz_target!(|text: &str| {
    if let Ok(pos) = Position::from_fen(text) {
        let fen = pos.to_fen();
        assert_eq!(Position::from_fen(&fen).as_ref(), Ok(&pos), "{fen}");
        let _ = pos.legal_moves();
    }
    if let Ok(setup) = Setup::from_fen(text) {
        let problems = setup.problems();
        assert_eq!(setup.to_position().is_ok(), problems.is_empty());
        assert_eq!(Setup::from_fen(&setup.to_fen()).as_ref(), Ok(&setup));
    }
});
