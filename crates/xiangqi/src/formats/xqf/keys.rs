//! The keys of encrypted XQF files (version 11 and later), derived from
//! header bytes 3 to 15 as XQStudio does.

/// Header offsets of the key bytes.
pub(super) const KEY_MASK: usize = 3;
pub(super) const KEY_OR: usize = 8;
pub(super) const KEYS_SUM: usize = 12;
pub(super) const KEY_XY: usize = 13;
pub(super) const KEY_XYF: usize = 14;
pub(super) const KEY_XYT: usize = 15;

/// The text whose bytes, masked, make the key stream.
const COPYRIGHT: &[u8; 32] = b"[(C) Copyright Mr. Dong Shiwei.]";

/// The derived keys. All zero for plain files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Keys {
    /// Added to the piece squares.
    pub xy: u8,
    /// Added to the from-square of each move.
    pub xyf: u8,
    /// Added to the to-square of each move.
    pub xyt: u8,
    /// Added to each comment length.
    pub comment_len: u32,
    /// Added to each byte of the move data, cyclically.
    pub stream: [u8; 32],
}

/// XQStudio's scrambling polynomial of a key byte, times `factor`.
fn scramble(key: u8, factor: u8) -> u8 {
    let k = u32::from(key);
    let p = ((((k * k * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8).wrapping_mul(u32::from(factor));
    (p & 0xff) as u8
}

impl Keys {
    pub(super) const PLAIN: Keys = Keys {
        xy: 0,
        xyf: 0,
        xyt: 0,
        comment_len: 0,
        stream: [0; 32],
    };

    /// The keys of an encrypted file with this header.
    pub(super) fn from_header(h: &[u8]) -> Keys {
        let xy = scramble(h[KEY_XY], h[KEY_XY]);
        let xyf = scramble(h[KEY_XYF], xy);
        let xyt = scramble(h[KEY_XYT], xyf);
        let comment_len = (u32::from(h[KEYS_SUM]) * 256 + u32::from(h[KEY_XY])) % 32000 + 767;
        let mask = h[KEY_MASK];
        let bytes = [
            (h[KEYS_SUM] & mask) | h[KEY_OR],
            (h[KEY_XY] & mask) | h[KEY_OR + 1],
            (h[KEY_XYF] & mask) | h[KEY_OR + 2],
            (h[KEY_XYT] & mask) | h[KEY_OR + 3],
        ];
        let mut stream = [0u8; 32];
        for (i, s) in stream.iter_mut().enumerate() {
            *s = COPYRIGHT[i] & bytes[i % 4];
        }
        Keys {
            xy,
            xyf,
            xyt,
            comment_len,
            stream,
        }
    }

    /// The key-stream byte for the byte at `offset` from the start of the
    /// move data (which begins at 1024, a multiple of 32).
    pub(super) fn stream_at(&self, offset: usize) -> u8 {
        self.stream[offset % 32]
    }
}

/// Fills the key bytes of a header for an encrypted file from a seed. The
/// four key bytes sum to 0 modulo 256, the check XQStudio makes.
pub(super) fn write_key_bytes(h: &mut [u8], seed: u32) {
    let s = seed.to_le_bytes();
    // Mix the seed so that nearby seeds give unrelated keys.
    let mix = |i: u8| {
        s[usize::from(i % 4)]
            .wrapping_mul(37)
            .wrapping_add(i.wrapping_mul(101))
            ^ 0x5a
    };
    h[KEY_MASK] = mix(1) | 0x80;
    for i in 0..4 {
        h[KEY_OR + i] = mix(2 + i as u8) & 0x3f;
    }
    h[KEY_XY] = mix(7);
    h[KEY_XYF] = mix(8);
    h[KEY_XYT] = mix(9);
    h[KEYS_SUM] = 0u8
        .wrapping_sub(h[KEY_XY])
        .wrapping_sub(h[KEY_XYF])
        .wrapping_sub(h[KEY_XYT]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_bytes_sum_to_zero_and_vary_with_the_seed() {
        let mut a = [0u8; 16];
        let mut b = [0u8; 16];
        write_key_bytes(&mut a, 1);
        write_key_bytes(&mut b, 2);
        let sum = |h: &[u8]| {
            h[KEYS_SUM]
                .wrapping_add(h[KEY_XY])
                .wrapping_add(h[KEY_XYF])
                .wrapping_add(h[KEY_XYT])
        };
        assert_eq!(sum(&a), 0);
        assert_eq!(sum(&b), 0);
        assert_ne!(Keys::from_header(&a), Keys::from_header(&b));
    }

    #[test]
    fn scramble_matches_the_published_polynomial() {
        // (((((k*k)*3+9)*3+8)*2+1)*3+8) * f mod 256, worked by hand for k = 2, f = 3:
        // 4*3+9 = 21; 21*3+8 = 71; 71*2+1 = 143; 143*3+8 = 437; 437*3 = 1311; 1311 mod 256 = 31.
        assert_eq!(scramble(2, 3), 31);
    }
}
