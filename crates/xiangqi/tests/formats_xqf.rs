//! XQF files of every version: files written by the exporter are kept in
//! `tests/data/xqf/` and pinned byte for byte; an encrypted file is also
//! built here by hand from the public description of the format, so the
//! decoder is not only checked against its own encoder.
//!
//! To rewrite the data files after a deliberate change to the writer, run
//! `XIANGQI_WRITE_TEST_DATA=1 cargo test -p xiangqi --test formats_xqf`.

use std::path::PathBuf;

use xiangqi::{
    Color, Format, GameTree, ImportErrorKind, NodeId, Part, RecordResult, SetupError, XqfOptions,
};

const OPENING: &str = "\
[Title \"中炮对屏风马\"]
[Event \"测试赛\"]
[Date \"2026.11.30\"]
[Site \"北京\"]
[Red \"红方\"]
[Black \"黑方\"]
[Result \"1-0\"]
{开局}
1. 炮二平五 马８进７ {屏风马} (1... 炮８平５ {顺炮} 2. 马二进三) 2. 马二进三 车９平８
3. 车一平二 马２进３ (3... 卒７进１) 4. 兵七进一 *";

const ENDGAME: &str = "\
[Title \"残局\"]
[FEN \"4k4/9/9/9/9/9/9/9/4r4/3K5 b - - 0 1\"]
1... 车５平４ {将军} 2. 帅六进一 *";

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/xqf")
}

fn pinned(name: &str, bytes: &[u8]) {
    let path = data_dir().join(name);
    if std::env::var_os("XIANGQI_WRITE_TEST_DATA").is_some() {
        std::fs::create_dir_all(data_dir()).unwrap();
        std::fs::write(&path, bytes).unwrap();
    }
    let stored = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(
        stored == bytes,
        "{name} differs from what the writer makes now"
    );
}

#[test]
fn every_version_reads_back_and_matches_its_data_file() {
    let mut tree = GameTree::from_pgn(OPENING).unwrap();
    tree.result = RecordResult::RedWins;
    for version in 10..=18u8 {
        let bytes = tree.to_xqf_with(XqfOptions {
            version,
            key_seed: u32::from(version) * 1000 + 7,
        });
        assert_eq!(bytes[2], version);
        assert_eq!(xiangqi::detect(&bytes), Some(Format::Xqf));
        assert_eq!(
            GameTree::from_xqf(&bytes).unwrap(),
            tree,
            "version {version}"
        );
        pinned(&format!("opening_v{version}.xqf"), &bytes);
    }
    // Versions before 10 share the plain layout.
    let old = tree.to_xqf_with(XqfOptions {
        version: 3,
        key_seed: 0,
    });
    assert_eq!(GameTree::from_xqf(&old).unwrap(), tree);
}

#[test]
fn set_up_positions_with_black_to_move() {
    let tree = GameTree::from_pgn(ENDGAME).unwrap();
    assert_eq!(tree.start().side_to_move(), Color::Black);
    for version in [10, 18] {
        let bytes = tree.to_xqf_with(XqfOptions {
            version,
            key_seed: 99,
        });
        assert_eq!(GameTree::from_xqf(&bytes).unwrap(), tree);
        pinned(&format!("endgame_v{version}.xqf"), &bytes);
    }
    // Without moves, the header's first-mover byte gives the side.
    let mut empty = GameTree::new(tree.start().clone());
    empty.set_title("残局");
    let bytes = empty.to_xqf_with(XqfOptions {
        version: 18,
        key_seed: 1,
    });
    assert_eq!(GameTree::from_xqf(&bytes).unwrap(), empty);
}

/// XQStudio's key polynomial, written out again from the description.
fn key(k: u32, times: u32) -> u8 {
    ((((((k * k) * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8) * times % 256) as u8
}

/// A version 18 file built step by step from the public description: the
/// start position, a comment before the first move, and 炮二平五 with a
/// comment.
fn hand_made_v18() -> Vec<u8> {
    let mut h = vec![0u8; 1024];
    h[..3].copy_from_slice(&[b'X', b'Q', 18]);
    let (mask, or_bytes, xy, xyf, xyt) =
        (0xF7u8, [0x11u8, 0x22, 0x04, 0x08], 0x35u8, 0x9Au8, 0x41u8);
    let sum = 0u8.wrapping_sub(xy).wrapping_sub(xyf).wrapping_sub(xyt);
    h[3] = mask;
    h[8..12].copy_from_slice(&or_bytes);
    h[12..16].copy_from_slice(&[sum, xy, xyf, xyt]);
    let k_xy = key(u32::from(xy), u32::from(xy));
    let k_xyf = key(u32::from(xyf), u32::from(k_xy));
    let k_xyt = key(u32::from(xyt), u32::from(k_xyf));
    let k_comment = (u32::from(sum) * 256 + u32::from(xy)) % 32000 + 767;
    let f_bytes = [
        (sum & mask) | or_bytes[0],
        (xy & mask) | or_bytes[1],
        (xyf & mask) | or_bytes[2],
        (xyt & mask) | or_bytes[3],
    ];
    let stream: Vec<u8> = b"[(C) Copyright Mr. Dong Shiwei.]"
        .iter()
        .enumerate()
        .map(|(i, &c)| c & f_bytes[i % 4])
        .collect();
    // Pieces: x * 10 + y from Red's lower left, in the order 车马相仕帅仕相马车炮炮兵×5.
    let red: [u8; 16] = [0, 10, 20, 30, 40, 50, 60, 70, 80, 12, 72, 3, 23, 43, 63, 83];
    let black: [u8; 16] = [9, 19, 29, 39, 49, 59, 69, 79, 89, 17, 77, 6, 26, 46, 66, 86];
    let plain: Vec<u8> = red
        .iter()
        .chain(&black)
        .map(|&p| p.wrapping_add(k_xy))
        .collect();
    for i in 0..32 {
        // Stored rotated: slot (i + key + 1) mod 32 is kept at i.
        h[16 + i] = plain[(usize::from(k_xy) + i + 1) % 32];
    }
    h[51] = 1; // Red wins
    let title = encoding_rs::GBK.encode("手工").0;
    h[0x50] = title.len() as u8;
    h[0x51..0x51 + title.len()].copy_from_slice(&title);

    let mut data = Vec::new();
    let mut record = |from: u8, to: u8, child: bool, comment: &str| {
        let text = encoding_rs::GBK.encode(comment).0;
        data.push(from.wrapping_add(0x18).wrapping_add(k_xyf));
        data.push(to.wrapping_add(0x20).wrapping_add(k_xyt));
        data.push(if child { 0x80 } else { 0 } | 0x20);
        data.push(0);
        data.extend_from_slice(&(text.len() as u32 + k_comment).to_le_bytes());
        data.extend_from_slice(&text);
    };
    record(0, 0, true, "开局前");
    record(72, 42, false, "中炮"); // h2 = 7 * 10 + 2, e2 = 4 * 10 + 2
    for (i, b) in data.iter_mut().enumerate() {
        *b = b.wrapping_add(stream[(1024 + i) % 32]);
    }
    h.extend_from_slice(&data);
    h
}

#[test]
fn reads_an_encrypted_file_made_from_the_public_description() {
    let tree = GameTree::from_xqf(&hand_made_v18()).unwrap();
    assert_eq!(tree.title(), Some("手工"));
    assert_eq!(tree.result, RecordResult::RedWins);
    assert_eq!(tree.root_comment(), Some("开局前"));
    assert_eq!(tree.start(), &xiangqi::Position::startpos());
    let main = tree.mainline();
    assert_eq!(main.len(), 1);
    let first = tree.node(main[0]).unwrap();
    assert_eq!(first.mv().unwrap().to_string(), "h2e2");
    assert_eq!(first.comment(), Some("中炮"));
    pinned("hand_made_v18.xqf", &hand_made_v18());
}

/// Found by fuzzing: a header string with bytes that are not GBK grew when
/// written back (each becomes U+FFFD, four bytes in GB18030) and was cut,
/// so a second reading differed from the first.
#[test]
fn header_strings_that_are_not_gbk_read_the_same_after_a_round_trip() {
    let mut bytes = GameTree::from_pgn(OPENING).unwrap().to_xqf();
    bytes[0x130] = 15;
    for (i, b) in bytes[0x131..0x140].iter_mut().enumerate() {
        *b = if i % 3 == 0 { 0x81 } else { b'-' };
    }
    let tree = GameTree::from_xqf(&bytes).unwrap();
    assert!(tree.red().unwrap().contains('\u{fffd}'));
    for version in [10, 18] {
        let again = tree.to_xqf_with(XqfOptions {
            version,
            key_seed: 1,
        });
        assert_eq!(GameTree::from_xqf(&again).unwrap(), tree);
    }
}

#[test]
fn broken_files_give_typed_errors() {
    let tree = GameTree::from_pgn(OPENING).unwrap();
    let good = tree.to_xqf();
    let kind = |bytes: &[u8]| GameTree::from_xqf(bytes).unwrap_err().kind;

    assert_eq!(kind(b"PK\x03\x04"), ImportErrorKind::NotThisFormat);
    assert_eq!(
        kind(&good[..600]),
        ImportErrorKind::Truncated { part: Part::Header }
    );

    // Cut inside the moves: the moves before the cut are kept.
    let err = GameTree::from_xqf(&good[..good.len() - 7]).unwrap_err();
    assert_eq!(err.kind, ImportErrorKind::Truncated { part: Part::Move });
    assert!(err.partial.unwrap().len() >= 5);

    // A comment length past the end of the file.
    let mut bad = good.clone();
    bad[1024 + 4..1024 + 8].copy_from_slice(&u32::MAX.to_le_bytes());
    assert_eq!(
        kind(&bad),
        ImportErrorKind::Truncated {
            part: Part::Comment
        }
    );

    // Two pieces on one point.
    let mut bad = good.clone();
    bad[17] = bad[16];
    assert!(matches!(
        kind(&bad),
        ImportErrorKind::BadSetup(SetupError::TwoPiecesOn(_))
    ));

    // No red general.
    let mut bad = good.clone();
    bad[16 + 4] = 0xFF;
    assert!(matches!(
        kind(&bad),
        ImportErrorKind::BadSetup(SetupError::Fen(_))
    ));

    // The first move changed to an impossible one (h2 to h8, blocked).
    let mut bad = good.clone();
    let first_move = 1024 + 8 + "开局".len() / 3 * 2; // after the root record and its GBK comment
    bad[first_move + 1] = 78 + 0x20;
    let err = GameTree::from_xqf(&bad).unwrap_err();
    let ImportErrorKind::IllegalMove { ply, text, .. } = &err.kind else {
        panic!("{err:?}")
    };
    assert_eq!((*ply, text.as_str()), (1, "h2h8"));
    let partial = err.partial.unwrap();
    assert!(partial.is_empty());
    assert_eq!(partial.root_comment(), Some("开局"));
    assert_eq!(partial.children(NodeId::ROOT).len(), 0);
}
