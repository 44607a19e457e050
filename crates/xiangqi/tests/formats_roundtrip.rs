//! Round trips through every format: export, import, compare.

mod support;

use proptest::prelude::*;
use support::{random_tree, DHTMLXQ, PGN, XQF};
use xiangqi::{ChineseStyle, Format, GameTree, Notation, XqfOptions};

fn check(tree: &GameTree, bytes: &[u8], format: Format) {
    assert_eq!(xiangqi::detect(bytes), Some(format));
    let back = GameTree::import(bytes)
        .unwrap_or_else(|e| panic!("{format}: {e}\n{}", String::from_utf8_lossy(bytes)));
    assert_eq!(&back, tree, "{format}:\n{}", String::from_utf8_lossy(bytes));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn pgn_round_trips(seeds in prop::collection::vec(any::<u32>(), 1..64), size in 0usize..60) {
        let tree = random_tree(&seeds, size, PGN);
        for n in Notation::ALL {
            check(&tree, tree.to_pgn(n).as_bytes(), Format::Pgn);
        }
        check(&tree, tree.to_pgn_chinese(ChineseStyle::TRADITIONAL).as_bytes(), Format::Pgn);
    }

    #[test]
    fn dhtmlxq_round_trips(seeds in prop::collection::vec(any::<u32>(), 1..64), size in 0usize..60) {
        let tree = random_tree(&seeds, size, DHTMLXQ);
        check(&tree, tree.to_dhtmlxq().as_bytes(), Format::DhtmlXq);
    }

    #[test]
    fn xqf_round_trips(
        seeds in prop::collection::vec(any::<u32>(), 1..64),
        size in 0usize..60,
        version in 1u8..=18,
        key_seed in any::<u32>(),
    ) {
        let tree = random_tree(&seeds, size, XQF);
        check(&tree, &tree.to_xqf_with(XqfOptions { version, key_seed }), Format::Xqf);
    }
}

#[test]
fn a_deep_main_line_and_wide_tree_round_trip_without_recursion() {
    // Long lines and many variations: every walk uses an explicit stack.
    let seeds: Vec<u32> = (0..97).map(|i| i * 7919 + 13).collect();
    let tree = random_tree(&seeds, 3000, PGN);
    check(
        &tree,
        tree.to_pgn(Notation::Chinese).as_bytes(),
        Format::Pgn,
    );
    let plain = random_tree(&seeds, 3000, XQF);
    check(&plain, &plain.to_xqf(), Format::Xqf);
    check(
        &plain,
        &plain.to_xqf_with(XqfOptions {
            version: 18,
            key_seed: 5,
        }),
        Format::Xqf,
    );
}

#[test]
#[ignore = "prints samples for a look"]
fn print_samples() {
    let seeds: Vec<u32> = (0..31).map(|i| i * 7919 + 13).collect();
    let tree = random_tree(&seeds, 14, PGN);
    println!("{}", tree.to_pgn(Notation::Chinese));
    println!("{}", tree.to_pgn(Notation::Wxf));
    println!("{}", tree.to_pgn(Notation::Iccs));
    println!("{}", tree.to_dhtmlxq());
}
