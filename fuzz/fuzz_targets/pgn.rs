//! PGN text: never panics, and a record read writes back to the same tree
//! in every notation.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::{GameTree, Notation};

fuzz_target!(|text: &str| {
    if let Ok(tree) = GameTree::from_pgn(text) {
        for n in Notation::ALL {
            let written = tree.to_pgn(n);
            assert_eq!(GameTree::from_pgn(&written).as_ref(), Ok(&tree), "{written}");
        }
    }
});
