//! FEN reading: never panics, and what it accepts writes back to itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::Position;

fuzz_target!(|text: &str| {
    if let Ok(pos) = Position::from_fen(text) {
        let fen = pos.to_fen();
        assert_eq!(Position::from_fen(&fen).as_ref(), Ok(&pos), "{fen}");
        let _ = pos.legal_moves();
    }
});
