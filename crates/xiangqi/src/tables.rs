//! Precomputed step tables, built at compile time.

/// Up to eight destinations from one square, each with the square that must
/// be empty for the step (horse leg, elephant eye; the destination itself
/// for plain steps).
#[derive(Clone, Copy)]
pub(crate) struct Steps {
    pub len: u8,
    pub to: [u8; 8],
    pub via: [u8; 8],
}

impl Steps {
    const EMPTY: Steps = Steps {
        len: 0,
        to: [0; 8],
        via: [0; 8],
    };

    const fn push(mut self, to: i32, via: i32) -> Steps {
        self.to[self.len as usize] = to as u8;
        self.via[self.len as usize] = via as u8;
        self.len += 1;
        self
    }
}

const fn sq(f: i32, r: i32) -> i32 {
    if f >= 0 && f < 9 && r >= 0 && r < 10 {
        r * 9 + f
    } else {
        -1
    }
}

/// 0 = not in a palace, 1 = Red palace, 2 = Black palace.
const fn palace(f: i32, r: i32) -> i32 {
    if f < 3 || f > 5 {
        0
    } else if r >= 0 && r <= 2 {
        1
    } else if r >= 7 && r <= 9 {
        2
    } else {
        0
    }
}

const ORTHO: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const HORSE: [(i32, i32); 8] = [
    (1, 2),
    (-1, 2),
    (1, -2),
    (-1, -2),
    (2, 1),
    (2, -1),
    (-2, 1),
    (-2, -1),
];

const fn palace_steps(dirs: [(i32, i32); 4]) -> [Steps; 90] {
    let mut out = [Steps::EMPTY; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = (s % 9, s / 9);
        let p = palace(f, r);
        if p != 0 {
            let mut i = 0;
            while i < 4 {
                let (nf, nr) = (f + dirs[i].0, r + dirs[i].1);
                if sq(nf, nr) >= 0 && palace(nf, nr) == p {
                    out[s as usize] = out[s as usize].push(sq(nf, nr), sq(nf, nr));
                }
                i += 1;
            }
        }
        s += 1;
    }
    out
}

const fn elephant_steps() -> [Steps; 90] {
    let mut out = [Steps::EMPTY; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = (s % 9, s / 9);
        let mut i = 0;
        while i < 4 {
            let (nf, nr) = (f + 2 * DIAG[i].0, r + 2 * DIAG[i].1);
            if sq(nf, nr) >= 0 && (nr <= 4) == (r <= 4) {
                out[s as usize] =
                    out[s as usize].push(sq(nf, nr), sq(f + DIAG[i].0, r + DIAG[i].1));
            }
            i += 1;
        }
        s += 1;
    }
    out
}

/// Horse moves from a square: `to` with the leg in `via`.
const fn horse_steps() -> [Steps; 90] {
    let mut out = [Steps::EMPTY; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = (s % 9, s / 9);
        let mut i = 0;
        while i < 8 {
            let (a, b) = HORSE[i];
            if sq(f + a, r + b) >= 0 {
                out[s as usize] = out[s as usize].push(sq(f + a, r + b), sq(f + a / 2, r + b / 2));
            }
            i += 1;
        }
        s += 1;
    }
    out
}

/// Horses that could attack a square: the horse's square in `to`, its leg in `via`.
const fn horse_attackers() -> [Steps; 90] {
    let mut out = [Steps::EMPTY; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = (s % 9, s / 9);
        let mut i = 0;
        while i < 8 {
            let (a, b) = HORSE[i];
            let (xf, xr) = (f - a, r - b);
            if sq(xf, xr) >= 0 {
                out[s as usize] = out[s as usize].push(sq(xf, xr), sq(xf + a / 2, xr + b / 2));
            }
            i += 1;
        }
        s += 1;
    }
    out
}

const fn soldier_steps(red: bool) -> [Steps; 90] {
    let mut out = [Steps::EMPTY; 90];
    let fwd = if red { 1 } else { -1 };
    let mut s = 0;
    while s < 90 {
        let (f, r) = (s % 9, s / 9);
        let t = sq(f, r + fwd);
        if t >= 0 {
            out[s as usize] = out[s as usize].push(t, t);
        }
        let crossed = if red { r >= 5 } else { r <= 4 };
        if crossed {
            if f > 0 {
                out[s as usize] = out[s as usize].push(sq(f - 1, r), sq(f - 1, r));
            }
            if f < 8 {
                out[s as usize] = out[s as usize].push(sq(f + 1, r), sq(f + 1, r));
            }
        }
        s += 1;
    }
    out
}

/// Number of squares available along each direction (N, S, E, W).
const fn ray_len() -> [[u8; 4]; 90] {
    let mut out = [[0u8; 4]; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = (s % 9, s / 9);
        out[s as usize] = [(9 - r) as u8, r as u8, (8 - f) as u8, f as u8];
        s += 1;
    }
    out
}

/// Squares on the same file or rank, and the four diagonal neighbours.
const fn masks() -> ([u128; 90], [u128; 90]) {
    let mut line = [0u128; 90];
    let mut sens = [0u128; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = (s % 9, s / 9);
        let mut t = 0;
        while t < 90 {
            let (tf, tr) = (t % 9, t / 9);
            if t != s && (tf == f || tr == r) {
                line[s as usize] |= 1u128 << t;
            }
            t += 1;
        }
        sens[s as usize] = line[s as usize];
        let mut i = 0;
        while i < 4 {
            let d = sq(f + DIAG[i].0, r + DIAG[i].1);
            if d >= 0 {
                sens[s as usize] |= 1u128 << d;
            }
            i += 1;
        }
        s += 1;
    }
    (line, sens)
}

pub(crate) static GENERAL_STEPS: [Steps; 90] = palace_steps(ORTHO);
pub(crate) static ADVISOR_STEPS: [Steps; 90] = palace_steps(DIAG);
pub(crate) static ELEPHANT_STEPS: [Steps; 90] = elephant_steps();
pub(crate) static HORSE_STEPS: [Steps; 90] = horse_steps();
pub(crate) static HORSE_ATTACKERS: [Steps; 90] = horse_attackers();
pub(crate) static SOLDIER_STEPS: [[Steps; 90]; 2] = [soldier_steps(true), soldier_steps(false)];
pub(crate) static RAY_LEN: [[u8; 4]; 90] = ray_len();
/// Index deltas for N, S, E, W.
pub(crate) const RAY_DELTA: [isize; 4] = [9, -9, 1, -1];
const MASKS: ([u128; 90], [u128; 90]) = masks();
/// Squares on the same file or rank as the index square.
pub(crate) static LINE_MASK: [u128; 90] = MASKS.0;
/// `LINE_MASK` plus the diagonal neighbours (horse legs toward the square).
pub(crate) static SENSITIVE_MASK: [u128; 90] = MASKS.1;

const fn square_bits() -> [u128; 90] {
    let mut bits = [0u128; 90];
    let mut i = 0;
    while i < 90 {
        bits[i] = 1u128 << i;
        i += 1;
    }
    bits
}

/// `1 << square` for every square. A table lookup instead of a variable
/// 128-bit shift, which wasm32 has no instruction for (it becomes a call).
pub(crate) static BIT: [u128; 90] = square_bits();
