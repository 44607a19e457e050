//! The learned evaluation the engine plays with: a network trained as a
//! correction to the hand-written evaluation (`data/learned.xqnn`, made
//! by `cargo xtask nnue gen` and `cargo xtask nnue train --correction`;
//! `docs/engine.md`, "A learned evaluation", has the commands and the
//! match that chose it).
//!
//! It is built into the program, so the engine and the browser's AI
//! worker carry it without a download; the page itself does not.

use std::sync::OnceLock;

use crate::network::Network;

/// The network's file, as `xiangqi-nnue train` wrote it.
const FILE: &[u8] = include_bytes!("../data/learned.xqnn");

/// The shipped network, read once. `None` only if the built-in file
/// were damaged (a test reads it), in which case the engine plays with
/// the hand-written evaluation alone.
pub fn shipped() -> Option<&'static Network> {
    static NETWORK: OnceLock<Option<Network>> = OnceLock::new();
    NETWORK
        .get_or_init(|| Network::from_bytes(FILE).ok())
        .as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::Position;

    #[test]
    fn the_shipped_network_reads_and_corrects_the_hand_written_evaluation() {
        let network = shipped().expect("the built-in network reads");
        assert!(network.corrects_hand_written());
        assert_eq!(network.hidden(), 32);
        // It judges the start about even and a spare chariot as a win.
        let start = network.evaluate(&Position::startpos());
        assert!(start.abs() < 100, "{start}");
        let up = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1").unwrap();
        assert!(network.evaluate(&up) > 500);
    }
}
