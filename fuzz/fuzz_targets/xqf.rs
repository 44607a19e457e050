//! XQF files: never panic, and a file read writes back (plain and
//! encrypted) to the same tree.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::{GameTree, XqfOptions};

fuzz_target!(|data: &[u8]| {
    if let Ok(tree) = GameTree::from_xqf(data) {
        for version in [10, 18] {
            let bytes = tree.to_xqf_with(XqfOptions { version, key_seed: 1 });
            assert_eq!(GameTree::from_xqf(&bytes).as_ref(), Ok(&tree));
        }
    }
});
