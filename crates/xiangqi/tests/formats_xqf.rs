//! XQF files of every version: files written by the exporter are kept in
//! `tests/data/xqf/` and pinned byte for byte; an encrypted file is also
//! built by hand from the public description of the format
//! (`support/xqf_v18.rs`), so the decoder is not only checked against its
//! own encoder.
//!
//! To rewrite the data files after a deliberate change to the writer, run
//! `XIANGQI_WRITE_TEST_DATA=1 cargo test -p xiangqi --test formats_xqf`.

mod support;

use std::path::PathBuf;

use support::xqf_v18;

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

/// A version 18 file built step by step from the public description: the
/// start position, a comment before the first move, and 炮二平五 with a
/// comment.
fn hand_made_v18() -> Vec<u8> {
    xqf_v18::encode(&xqf_v18::File {
        keys: xqf_v18::SOME_KEYS,
        pieces: xqf_v18::START,
        title: "手工",
        result: 1, // Red wins
        root_comment: "开局前",
        records: &[xqf_v18::then("h2", "e2").last().says("中炮")],
    })
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
