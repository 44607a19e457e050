//! Move text in the three notations, read in a few positions: a move that
//! is read is legal, and written in any notation it reads back the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::{ChineseStyle, Notation, Position};

/// Positions with crowded files, where the position words matter.
const FENS: [&str; 4] = [
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "3ak4/9/9/4p4/4p4/4p4/4R4/4R4/9/3K5 w - - 0 1",
    "4k4/9/9/2P1P4/2P1P4/4P4/4P4/9/9/3K5 w - - 0 1",
    "3k5/4P4/4P4/4P4/4P4/9/9/9/4p4/4K4 b - - 0 1",
];

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let Ok(pos) = Position::from_fen(FENS[usize::from(selector) % FENS.len()]) else {
        return;
    };
    let mut read = vec![pos.parse_move(text)];
    read.extend(Notation::ALL.iter().map(|&n| pos.parse_move_in(text, n)));
    for mv in read.into_iter().flatten() {
        assert!(pos.is_legal(mv), "{text:?} read as illegal {mv}");
        for n in Notation::ALL {
            let written = pos.to_notation(mv, n);
            assert_eq!(pos.parse_move_in(&written, n), Ok(mv), "{written}");
        }
        let traditional = pos.to_chinese(mv, ChineseStyle::TRADITIONAL);
        assert_eq!(pos.parse_move(&traditional), Ok(mv), "{traditional}");
    }
});
