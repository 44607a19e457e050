//! A tiny deterministic pseudo-random generator.
//!
//! Levels add noise and deliberate mistakes; matches and tests must be
//! reproducible, so randomness comes from a seeded SplitMix64 rather than
//! from the operating system (which a Web Worker may not offer anyway).

/// SplitMix64: small, fast and good enough for move noise.
#[derive(Debug, Clone)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator that always yields the same sequence for the same seed.
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform integer in `0..n` (`0` when `n == 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            self.next_u64() % n
        }
    }

    /// A uniform integer in `-amp..=amp`.
    pub fn symmetric(&mut self, amp: i32) -> i32 {
        if amp <= 0 {
            return 0;
        }
        self.below(2 * amp as u64 + 1) as i32 - amp
    }

    /// `true` with probability `permille / 1000`.
    pub fn chance_permille(&mut self, permille: u32) -> bool {
        self.below(1000) < permille as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_and_in_range() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
            let s = a.symmetric(5);
            assert!((-5..=5).contains(&s));
            b.symmetric(5);
        }
        assert_eq!(Rng::new(1).below(0), 0);
    }
}
