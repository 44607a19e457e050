//! Encrypted XQF files (version 18, as XQStudio 1.8 writes them) built
//! step by step from the public description of the format, without the
//! crate's own encryption code, so that the reader is checked against an
//! independent encoder.

/// The key bytes of a header: the mask (byte 3), the four "or" bytes
/// (8 to 11) and the three keys (13 to 15). Byte 12 is chosen so that
/// bytes 12 to 15 sum to 0 modulo 256, the check XQStudio makes.
#[derive(Clone, Copy)]
pub struct KeyBytes {
    pub mask: u8,
    pub or: [u8; 4],
    pub xy: u8,
    pub xyf: u8,
    pub xyt: u8,
}

pub const SOME_KEYS: KeyBytes = KeyBytes {
    mask: 0xF7,
    or: [0x11, 0x22, 0x04, 0x08],
    xy: 0x35,
    xyf: 0x9A,
    xyt: 0x41,
};

/// A move record: ICCS squares (`"h2"`), the tree flags and a comment
/// (none when empty).
pub struct Rec {
    pub from: &'static str,
    pub to: &'static str,
    pub child: bool,
    pub sibling: bool,
    pub comment: &'static str,
}

/// A move with a reply after it.
pub const fn then(from: &'static str, to: &'static str) -> Rec {
    Rec {
        from,
        to,
        child: true,
        sibling: false,
        comment: "",
    }
}

impl Rec {
    /// The same record with no reply after it.
    pub const fn last(self) -> Rec {
        Rec {
            child: false,
            ..self
        }
    }

    /// The same record with an alternative recorded after its subtree.
    pub const fn or_else(self) -> Rec {
        Rec {
            sibling: true,
            ..self
        }
    }

    /// The same record with a comment.
    pub const fn says(self, comment: &'static str) -> Rec {
        Rec { comment, ..self }
    }
}

/// What goes in the file.
pub struct File<'a> {
    pub keys: KeyBytes,
    /// The 32 piece slots (车马相仕帅仕相马车炮炮兵×5 for Red, then the
    /// same for Black) as ICCS squares; `None` for a piece off the board.
    pub pieces: [Option<&'a str>; 32],
    pub title: &'a str,
    /// 0 unknown, 1 Red wins, 2 Black wins, 3 draw.
    pub result: u8,
    pub root_comment: &'a str,
    pub records: &'a [Rec],
}

/// The slots of the standard start position.
pub const START: [Option<&str>; 32] = [
    Some("a0"),
    Some("b0"),
    Some("c0"),
    Some("d0"),
    Some("e0"),
    Some("f0"),
    Some("g0"),
    Some("h0"),
    Some("i0"),
    Some("b2"),
    Some("h2"),
    Some("a3"),
    Some("c3"),
    Some("e3"),
    Some("g3"),
    Some("i3"),
    Some("a9"),
    Some("b9"),
    Some("c9"),
    Some("d9"),
    Some("e9"),
    Some("f9"),
    Some("g9"),
    Some("h9"),
    Some("i9"),
    Some("b7"),
    Some("h7"),
    Some("a6"),
    Some("c6"),
    Some("e6"),
    Some("g6"),
    Some("i6"),
];

/// XQStudio's key polynomial.
fn key(k: u8, times: u8) -> u8 {
    let k = u32::from(k);
    ((((((k * k) * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8) * u32::from(times) % 256) as u8
}

/// An ICCS square as XQF codes it: file * 10 + rank, from Red's lower
/// left.
pub fn code(square: &str) -> u8 {
    let b = square.as_bytes();
    (b[0] - b'a') * 10 + (b[1] - b'0')
}

fn gbk(text: &str) -> Vec<u8> {
    encoding_rs::GBK.encode(text).0.into_owned()
}

/// The bytes of the file.
pub fn encode(file: &File) -> Vec<u8> {
    let KeyBytes {
        mask,
        or,
        xy,
        xyf,
        xyt,
    } = file.keys;
    let mut h = vec![0u8; 1024];
    h[..3].copy_from_slice(&[b'X', b'Q', 18]);
    let sum = 0u8.wrapping_sub(xy).wrapping_sub(xyf).wrapping_sub(xyt);
    h[3] = mask;
    h[8..12].copy_from_slice(&or);
    h[12..16].copy_from_slice(&[sum, xy, xyf, xyt]);
    let k_xy = key(xy, xy);
    let k_xyf = key(xyf, k_xy);
    let k_xyt = key(xyt, k_xyf);
    let k_comment = (u32::from(sum) * 256 + u32::from(xy)) % 32000 + 767;
    let f_bytes = [
        (sum & mask) | or[0],
        (xy & mask) | or[1],
        (xyf & mask) | or[2],
        (xyt & mask) | or[3],
    ];
    let stream: Vec<u8> = b"[(C) Copyright Mr. Dong Shiwei.]"
        .iter()
        .enumerate()
        .map(|(i, &c)| c & f_bytes[i % 4])
        .collect();

    // The piece squares, shifted by the key (an empty slot stays past
    // 89), and stored rotated: slot (i + key + 1) mod 32 is kept at i.
    let plain: Vec<u8> = file
        .pieces
        .iter()
        .map(|p| p.map_or(0xFF, code).wrapping_add(k_xy))
        .collect();
    for i in 0..32 {
        h[16 + i] = plain[(usize::from(k_xy) + i + 1) % 32];
    }
    h[51] = file.result;
    let title = gbk(file.title);
    h[0x50] = title.len() as u8;
    h[0x51..0x51 + title.len()].copy_from_slice(&title);

    let mut data = Vec::new();
    let mut record = |from: u8, to: u8, child: bool, sibling: bool, comment: &str| {
        let text = gbk(comment);
        data.push(from.wrapping_add(0x18).wrapping_add(k_xyf));
        data.push(to.wrapping_add(0x20).wrapping_add(k_xyt));
        let flags = if child { 0x80 } else { 0 }
            | if sibling { 0x40 } else { 0 }
            | if text.is_empty() { 0 } else { 0x20 };
        data.push(flags);
        data.push(0);
        if !text.is_empty() {
            data.extend_from_slice(&(text.len() as u32 + k_comment).to_le_bytes());
            data.extend_from_slice(&text);
        }
    };
    record(0, 0, !file.records.is_empty(), false, file.root_comment);
    for r in file.records {
        record(code(r.from), code(r.to), r.child, r.sibling, r.comment);
    }
    for (i, b) in data.iter_mut().enumerate() {
        *b = b.wrapping_add(stream[(1024 + i) % 32]);
    }
    h.extend_from_slice(&data);
    h
}
