//! Any bytes through format detection and import: never panics, and the
//! partial tree of an error is a valid tree.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::GameTree;

fuzz_target!(|data: &[u8]| {
    let _ = xiangqi::detect(data);
    match GameTree::import(data) {
        Ok(tree) => {
            let _ = tree.to_xqf();
        }
        Err(e) => {
            if let Some(partial) = e.partial {
                let _ = partial.to_pgn(xiangqi::Notation::Chinese);
            }
        }
    }
});
