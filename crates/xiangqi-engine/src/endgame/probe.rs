//! The search's look at the tables: a covered node's value without a
//! search below it.
//!
//! Cheap when there are no tables (one branch), and cheap where no table
//! covers the board: more pieces than any table holds is a population
//! count, another ending is a look-up of the search's running piece counts
//! among the endings at hand. Only covered positions pay for a table
//! look-up.

use xiangqi::{Color, Piece, Position, Role};
use xiangqi_tablebase::{Army, Probe, Tablebase, Wdl, ROLES};

use crate::score::MATE;

/// The tables a search may probe.
#[derive(Clone, Default)]
pub(crate) struct Endgames<'a> {
    tables: Option<&'a Tablebase>,
    /// The most pieces (generals included) of any table at hand; boards
    /// with more are never looked up.
    max_pieces: u32,
    /// The endings at hand with either side as Red, as [`counts_key`]s,
    /// sorted.
    covered: Vec<u64>,
}

impl<'a> Endgames<'a> {
    /// The tables of `tables`, if any.
    pub fn new(tables: Option<&'a Tablebase>) -> Endgames<'a> {
        let Some(tb) = tables else {
            return Endgames::default();
        };
        let mut covered = Vec::new();
        let mut max_pieces = 0;
        for m in tb.tables().map(|t| t.material()) {
            max_pieces = max_pieces.max((m.first.total() + m.second.total() + 2) as u32);
            covered.push(counts_key(&counts(m.first, m.second)));
            covered.push(counts_key(&counts(m.second, m.first)));
        }
        covered.sort_unstable();
        covered.dedup();
        Endgames {
            tables: tables.filter(|_| max_pieces > 0),
            max_pieces,
            covered,
        }
    }

    /// The table's value of `pos`, `ply` plies from the root, as a search
    /// score for the side to move; `None` when no table at hand covers it.
    /// `counts` are the pieces on the board by [`Piece::code`], as the
    /// search keeps them.
    #[inline]
    pub fn score(&self, pos: &Position, counts: &[u8; 16], ply: usize) -> Option<i32> {
        let tables = self.tables?;
        let pieces = (pos.occupancy(Color::Red) | pos.occupancy(Color::Black)).count_ones();
        if pieces > self.max_pieces || self.covered.binary_search(&counts_key(counts)).is_err() {
            return None;
        }
        tables.probe(pos).map(|p| search_score(p, ply))
    }
}

/// The piece counts by [`Piece::code`] of a board with `red` and `black`.
fn counts(red: Army, black: Army) -> [u8; 16] {
    let mut c = [0u8; 16];
    for (color, army) in [(Color::Red, red), (Color::Black, black)] {
        c[Piece::new(color, Role::General).code() as usize] = 1;
        for role in ROLES {
            c[Piece::new(color, role).code() as usize] = army.count(role) as u8;
        }
    }
    c
}

/// Piece counts packed into one number: no side has more than five of a
/// kind, so three bits per code are enough and the packing is exact.
#[inline]
fn counts_key(counts: &[u8; 16]) -> u64 {
    counts
        .iter()
        .fold(0u64, |key, &n| (key << 3) | u64::from(n.min(7)))
}

/// A table's verdict as a search score `ply` plies from the root: a mate
/// `d` plies from here is one `ply + d` plies from the root, scored as the
/// search scores the mates it finds; a draw is 0.
pub(crate) fn search_score(probe: Probe, ply: usize) -> i32 {
    let ply = ply as i32;
    match (probe.result, probe.plies_to_mate()) {
        (Wdl::Win, Some(d)) => MATE - ply - d as i32,
        (Wdl::Loss, Some(d)) => -MATE + ply + d as i32,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::material::Material;
    use crate::Score;

    #[test]
    fn table_distances_read_as_the_search_mates() {
        let win_in_two = Probe::from_plies(3);
        assert_eq!(
            Score::from_internal(search_score(win_in_two, 0)),
            Score::Mate(2)
        );
        let lost_in_two = Probe::from_plies(4);
        assert_eq!(
            Score::from_internal(search_score(lost_in_two, 0)),
            Score::Mate(-2)
        );
        // Mated on the board: the score the search gives a mated node.
        assert_eq!(search_score(Probe::from_plies(0), 5), -MATE + 5);
        assert_eq!(search_score(Probe::DRAW, 7), 0);
    }

    fn score(tables: &Endgames, fen: &str) -> Option<i32> {
        let pos = Position::from_fen(fen).unwrap();
        tables.score(&pos, &Material::from_position(&pos).count, 1)
    }

    #[test]
    fn only_the_endings_at_hand_are_probed() {
        const CHARIOT: &str = "3k5/9/9/9/9/9/9/9/9/R3K4 w";
        assert_eq!(score(&Endgames::new(None), CHARIOT), None);
        let empty = Tablebase::new();
        assert_eq!(score(&Endgames::new(Some(&empty)), CHARIOT), None);
        let mut tb = Tablebase::new();
        tb.build("KR-K".parse().unwrap(), &mut |_, _| {}).unwrap();
        let endgames = Endgames::new(Some(&tb));
        let s = score(&endgames, CHARIOT).unwrap();
        assert!(s > crate::score::MATE_BOUND, "{s}");
        // Black's chariot: the same table, colours reversed.
        let black = score(&endgames, "r3k4/9/9/9/9/9/9/9/9/3K5 b").unwrap();
        assert_eq!(black, s);
        // Another ending of as few pieces, and the full board: not probed.
        assert_eq!(score(&endgames, "3k5/9/9/9/9/9/9/9/9/C3K4 w"), None);
        assert_eq!(
            score(
                &endgames,
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"
            ),
            None
        );
    }
}
