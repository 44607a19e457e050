//! Stable puzzle ids.
//!
//! An id is derived from the position alone (the FEN's board and side to
//! move, not its counters), so the same puzzle keeps its id whichever run,
//! seed or game found it, and the trainer's saved progress stays valid
//! when the collection is regenerated.

/// Length of an id in hexadecimal digits.
pub const ID_LEN: usize = 12;

/// The id of the puzzle starting from `fen`: the first [`ID_LEN`] hex
/// digits of the 64-bit FNV-1a hash of the FEN's first two fields.
pub fn puzzle_id(fen: &str) -> String {
    let key: Vec<&str> = fen.split_whitespace().take(2).collect();
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in key.join(" ").bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    let hex = format!("{h:016x}");
    hex[..ID_LEN].to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn id_ignores_counters_but_not_the_side() {
        let a = puzzle_id("4k4/9/9/9/9/9/9/9/R8/4K4 w - - 0 1");
        let b = puzzle_id("4k4/9/9/9/9/9/9/9/R8/4K4 w - - 12 40");
        let c = puzzle_id("4k4/9/9/9/9/9/9/9/R8/4K4 b - - 0 1");
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(a.len(), ID_LEN);
    }
}
