//! Inputs that would take unbounded memory or time are refused cleanly.

use xiangqi::{
    Format, GameTree, ImportErrorKind, XqfOptions, MAX_INPUT_BYTES, MAX_NODES, MAX_VARIATION_DEPTH,
};

#[test]
fn a_50_megabyte_input_is_refused_before_parsing() {
    let big = vec![b' '; 50 * 1024 * 1024];
    let too_large = ImportErrorKind::TooLarge {
        size: big.len(),
        max: MAX_INPUT_BYTES,
    };
    assert_eq!(GameTree::import(&big).unwrap_err().kind, too_large);
    for format in [Format::Pgn, Format::Xqf, Format::DhtmlXq] {
        assert_eq!(
            GameTree::import_as(&big, format).unwrap_err().kind,
            too_large
        );
    }
    let text = String::from_utf8(big).unwrap();
    assert_eq!(GameTree::from_pgn(&text).unwrap_err().kind, too_large);
    assert_eq!(GameTree::from_dhtmlxq(&text).unwrap_err().kind, too_large);
}

#[test]
fn a_variation_nested_100000_deep_is_refused() {
    let mut text = String::from("1. h2e2 h9g7 ");
    for _ in 0..100_000 {
        text.push_str("(1... h7e7 ");
    }
    for _ in 0..100_000 {
        text.push(')');
    }
    let err = GameTree::from_pgn(&text).unwrap_err();
    assert_eq!(
        err.kind,
        ImportErrorKind::NestedTooDeep {
            max: MAX_VARIATION_DEPTH
        }
    );
    assert_eq!(err.partial.unwrap().len(), 3);
}

#[test]
fn variations_nested_to_the_bound_are_read() {
    let mut text = String::from("1. h2e2 h9g7 ");
    // Each level branches from the previous level's move.
    let pair = ["(1... h7e7 ", "(1... b7e7 "];
    for i in 0..MAX_VARIATION_DEPTH {
        text.push_str(pair[i % 2]);
    }
    text.push_str(&")".repeat(MAX_VARIATION_DEPTH));
    let tree = GameTree::from_pgn(&text).unwrap();
    assert_eq!(tree.len(), 4);
}

#[test]
fn an_xqf_file_with_too_many_moves_is_refused() {
    // Horses going back and forth: every ply a new node.
    let cycle = ["h0g2", "h9g7", "g2h0", "g7h9"];
    let mut text = String::new();
    for i in 0..(MAX_NODES + 10) {
        text.push_str(cycle[i % 4]);
        text.push(' ');
    }
    let err = GameTree::from_pgn(&text).unwrap_err();
    assert_eq!(err.kind, ImportErrorKind::TooManyMoves { max: MAX_NODES });
    let partial = err.partial.unwrap();
    assert_eq!(partial.len(), MAX_NODES);
    // The same tree as XQF, with one more record spliced in by hand.
    let mut bytes = partial.to_xqf_with(XqfOptions::default());
    let last = bytes.len() - 8;
    bytes[last + 2] = 0xF0; // the last move gets a child…
    let copy = bytes[last..last + 8].to_vec(); // …a copy of itself
    bytes.extend_from_slice(&copy);
    let err = GameTree::from_xqf(&bytes).unwrap_err();
    assert!(matches!(
        err.kind,
        ImportErrorKind::TooManyMoves { .. } | ImportErrorKind::IllegalMove { .. }
    ));
}
