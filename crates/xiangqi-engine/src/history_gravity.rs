//! How a history score moves: by a bonus or a malus that weighs less the
//! nearer the score is to its bound, so that it never leaves it. The
//! quiet moves' history (`ordering`) and the captures' (`capture_history`)
//! both move this way.

/// History scores stay within ±`HISTORY_MAX`.
pub(crate) const HISTORY_MAX: i32 = 16_384;

/// `h` moved by `bonus`, the less the closer it is to ±[`HISTORY_MAX`]
/// (so it never leaves that range).
#[inline]
pub(crate) fn with_gravity(h: i32, bonus: i32) -> i32 {
    h + bonus - h * bonus.abs() / HISTORY_MAX
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_score_never_leaves_its_bound() {
        let mut h = 0;
        for _ in 0..1_000 {
            h = with_gravity(h, HISTORY_MAX);
            assert!(h <= HISTORY_MAX);
        }
        assert_eq!(h, HISTORY_MAX);
        for _ in 0..1_000 {
            h = with_gravity(h, -HISTORY_MAX);
            assert!(h >= -HISTORY_MAX);
        }
        assert_eq!(h, -HISTORY_MAX);
    }
}
