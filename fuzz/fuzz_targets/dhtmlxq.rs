//! DhtmlXQ text: never panics; writing what was read and reading it again
//! is stable (tags without a DhtmlXQ name are dropped on the first write).
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::GameTree;

fuzz_target!(|text: &str| {
    if let Ok(tree) = GameTree::from_dhtmlxq(text) {
        let once = GameTree::from_dhtmlxq(&tree.to_dhtmlxq()).expect("own output reads back");
        assert_eq!(once.len(), tree.len());
        let twice = GameTree::from_dhtmlxq(&once.to_dhtmlxq()).expect("own output reads back");
        assert_eq!(twice, once);
    }
});
