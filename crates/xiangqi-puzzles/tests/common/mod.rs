//! The shipped collection, read for the tests.

use xiangqi_puzzles::format::read;
use xiangqi_puzzles::Puzzle;

/// Where the app ships the collection, from this crate.
pub const SHIPPED: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../public/puzzles/puzzles.txt"
);

/// Every puzzle of the shipped collection.
pub fn shipped() -> Vec<Puzzle> {
    let text = std::fs::read_to_string(SHIPPED).expect("the collection ships in public/puzzles");
    read(&text).expect("the collection reads")
}
