//! Late move reductions: how much shallower a late move is searched
//! first, before a re-search at full depth if it surprises.

/// Reduction table for LMR, by depth and move number.
pub struct Reductions([[u8; 64]; 64]);

impl Reductions {
    /// Builds `0.75 + ln(depth) * ln(moves) / 2.25`.
    pub fn new() -> Reductions {
        let mut t = [[0u8; 64]; 64];
        for (d, row) in t.iter_mut().enumerate().skip(1) {
            for (m, r) in row.iter_mut().enumerate().skip(1) {
                let v = 0.75 + (d as f64).ln() * (m as f64).ln() / 2.25;
                *r = v.max(0.0) as u8;
            }
        }
        Reductions(t)
    }

    #[inline]
    pub(crate) fn get(&self, depth: i32, moves: usize) -> i32 {
        self.0[(depth as usize).min(63)][moves.min(63)] as i32
    }
}

impl Default for Reductions {
    fn default() -> Self {
        Reductions::new()
    }
}

/// History score worth one ply less (or more) of late-move reduction
/// (two at most). The history's bonus is the depth squared, at most 400,
/// and the table is quartered before each search, so scores seldom
/// pass a few thousand.
const HISTORY_PER_PLY: i32 = 2048;

/// What the reduction of one late quiet move depends on.
pub(crate) struct LateMove {
    /// Remaining depth at the node.
    pub depth: i32,
    /// Moves searched before this one.
    pub searched: usize,
    /// The node has an open window (a principal-variation node).
    pub pv_node: bool,
    /// The move is a killer.
    pub killer: bool,
    /// The side to move's static evaluation is better than two plies
    /// before.
    pub improving: bool,
    /// The hash move is a capture (with `Config::tt_capture_reduction`).
    pub tt_capture: bool,
    /// The move's history score, when `Config::history_reductions` is on
    /// (killers have none).
    pub history: Option<i32>,
}

impl Reductions {
    /// Plies to take off a late quiet move's depth, before clamping to
    /// the depth there is.
    pub(crate) fn quiet(&self, m: &LateMove) -> i32 {
        let mut r = self.get(m.depth, m.searched);
        r -= i32::from(m.pv_node) + i32::from(m.killer);
        r += i32::from(!m.improving) + i32::from(m.tt_capture);
        if let Some(h) = m.history {
            r -= (h / HISTORY_PER_PLY).clamp(-2, 2);
        }
        r
    }

    /// Plies to take off a late capture that loses by static exchange
    /// (with `Config::capture_reductions`), before clamping to the depth
    /// there is: as a quiet move's base reduction, a ply less at a
    /// principal-variation node.
    pub(crate) fn capture(&self, depth: i32, searched: usize, pv_node: bool) -> i32 {
        self.get(depth, searched) - i32::from(pv_node)
    }
}
