//! Chinese notation: writing in both scripts, lenient reading and errors.

mod notation_cases;

use notation_cases::*;
use xiangqi::{ChineseStyle, Move, Notation, NotationError, Script};

const ASCII: ChineseStyle = ChineseStyle {
    script: Script::Simplified,
    full_width_digits: false,
};

fn to_ascii_digits(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '０'..='９' => char::from_u32(c as u32 - '０' as u32 + '0' as u32).unwrap(),
            c => c,
        })
        .collect()
}

fn to_traditional(s: &str, red: bool) -> String {
    s.chars()
        .map(|c| match c {
            '帅' => '帥',
            '将' => '將',
            '马' if red => '傌',
            '马' => '馬',
            '车' if red => '俥',
            '车' => '車',
            '炮' if !red => '砲',
            '进' => '進',
            '后' => '後',
            c => c,
        })
        .collect()
}

#[test]
fn table_write_and_read() {
    for &(spec, iccs, _, zh) in CASES {
        let p = pos(spec);
        let m: Move = iccs.parse().unwrap();
        let red = p.side_to_move().is_red();
        assert_eq!(p.to_notation(m, Notation::Chinese), zh, "{spec}: {iccs}");
        assert_eq!(
            p.to_chinese(m, ChineseStyle::default()),
            zh,
            "{spec}: {iccs}"
        );
        assert_eq!(
            p.parse_move_in(zh, Notation::Chinese),
            Ok(m),
            "{spec}: {zh}"
        );
        assert_eq!(p.parse_move(zh), Ok(m), "{spec}: {zh}");
        // Traditional characters.
        let trad = to_traditional(zh, red);
        assert_eq!(
            p.to_chinese(m, ChineseStyle::TRADITIONAL),
            trad,
            "{spec}: {iccs}"
        );
        assert_eq!(p.parse_move(&trad), Ok(m), "{spec}: {trad}");
        // ASCII digits.
        let ascii = to_ascii_digits(zh);
        assert_eq!(p.to_chinese(m, ASCII), ascii, "{spec}: {iccs}");
        assert_eq!(p.parse_move(&ascii), Ok(m), "{spec}: {ascii}");
        // Spaces between characters.
        let spaced: String = zh.chars().flat_map(|c| [c, ' ', '\u{3000}']).collect();
        assert_eq!(p.parse_move(&spaced), Ok(m), "{spec}: {spaced}");
    }
}

/// (position, text, ICCS): other accepted spellings.
const READ_ONLY: &[(&str, &str, &str)] = &[
    // Chinese numerals for Black, digits for Red.
    ("start1", "马八进七", "h9g7"),
    ("start1", "炮二平五", "b7e7"),
    ("start", "炮2平5", "h2e2"),
    ("start", "炮２平５", "h2e2"),
    ("start", "馬二進三", "h0g2"),
    ("start", "車一進一", "i0i1"),
    ("start", "砲八平五", "b2e2"),
    ("start", "帥五進一", "e0e1"),
    ("start", "帅五进一", "e0e1"),
    ("start", "将五进一", "e0e1"),
    ("start", "象三进五", "g0e2"),
    ("start", "士四进五", "f0e1"),
    ("start", "卒七进一", "c3c4"),
    ("start1", "車9進1", "i9i8"),
    ("start1", "包8平5", "h7e7"),
    ("start1", "兵３进１", "c6c5"),
    // The piece before the position word (車前平三 style).
    (RED_ROOKS, "车前平八", "a4b4"),
    (RED_ROOKS, "車後進一", "a2a3"),
    // 後 for 后; the plain file where only one of the pair can move so.
    (RED_CANNONS, "後炮進一", "b0b1"),
    (RED_ADVISORS, "仕六进五", "d0e1"),
    (RED_ADVISORS, "仕六退五", "d2e1"),
    (RED_ELEPHANTS, "相七进五", "c0e2"),
    (RED_ELEPHANTS, "相七退九", "c4a2"),
    // Four or five on a file, traditional 前 … 后 numbering.
    (RED_PAWNS4, "前兵平六", "e8d8"),
    (RED_PAWNS4, "后兵平四", "e5f5"),
    (RED_PAWNS5, "前兵平八", "c9b9"),
    (RED_PAWNS5, "后兵平八", "c5b5"),
    (RED_PAWNS5, "中兵平八", "c7b7"),
    (BLACK_PAWNS4, "前卒平２", "c1b1"),
    (BLACK_PAWNS4, "后卒平４", "c4d4"),
    // Two doubled files: without the piece, and numbered across both files.
    (RED_PAWNS22, "前七平八", "c7b7"),
    (RED_PAWNS22, "后三平四", "g6f6"),
    (RED_PAWNS22, "一兵进一", "g7g8"),
    (RED_PAWNS22, "二兵平四", "g6f6"),
    (RED_PAWNS22, "三兵平八", "c7b7"),
    (RED_PAWNS22, "四兵平六", "c6d6"),
    (BLACK_PAWNS22, "一卒平２", "c3b3"),
    (BLACK_PAWNS22, "四卒平６", "g4f4"),
    (RED_PAWNS32, "中七平六", "c6d6"),
    // A single soldier on the plain file even when others are doubled.
    (RED_PAWNS22, "兵五进一", "e5e6"),
    // With the file on a single tandem file.
    (RED_PAWNS3, "中兵五平六", "e6d6"),
    (RED_PAWNS3, "前兵五进一", "e7e8"),
];

#[test]
fn read_only_spellings() {
    for &(spec, text, iccs) in READ_ONLY {
        let p = pos(spec);
        let m: Move = iccs.parse().unwrap();
        assert_eq!(p.parse_move(text), Ok(m), "{spec}: {text}");
        assert_eq!(
            p.parse_move_in(text, Notation::Chinese),
            Ok(m),
            "{spec}: {text}"
        );
    }
}

fn err(spec: &str, text: &str) -> NotationError {
    match pos(spec).parse_move_in(text, Notation::Chinese) {
        Ok(m) => panic!("{text} read as {m}"),
        Err(e) => e,
    }
}

#[test]
fn errors() {
    use NotationError::*;
    assert_eq!(err("start", ""), Empty);
    assert_eq!(err("start", "\u{3000}"), Empty);
    for garbage in [
        "炮二平",
        "炮二平五五",
        "炮二走五",
        "炮二平十",
        "炮零平五",
        "炮二平0",
        "炮炮平五",
        "平二炮五",
        "炮二平五!",
        "h2e2",
        "前前平五",
    ] {
        assert!(
            matches!(err("start", garbage), Malformed { .. }),
            "{garbage}"
        );
    }
    for unknown in ["王五进一", "龙二平五", "皇二平五"] {
        assert!(
            matches!(err("start", unknown), UnknownPiece { .. }),
            "{unknown}"
        );
    }
    // No such piece on that file, or no tandem.
    for text in [
        "车五进一",
        "炮一平五",
        "马五进三",
        "帅四进一",
        "兵二进一",
        "前炮平五",
        "一兵进一",
        "二炮平五",
    ] {
        assert!(matches!(err("start", text), NoSuchPiece { .. }), "{text}");
    }
    assert!(matches!(err(RED_PAWNS3, "中兵四平五"), NoSuchPiece { .. }));
    // Ambiguous without 前/后 (or 中).
    assert_eq!(
        err(RED_ROOKS, "车九平八"),
        Ambiguous {
            text: "车九平八".into(),
            count: 2
        }
    );
    assert!(matches!(err(RED_CANNONS, "炮八进一"), Ambiguous { .. }));
    assert!(matches!(err(RED_PAWNS3, "兵五平六"), Ambiguous { .. }));
    assert!(matches!(err(RED_PAWNS22, "前兵进一"), Ambiguous { .. }));
    assert!(matches!(err(BLACK_ROOKS, "车1平2"), Ambiguous { .. }));
    // Moves the piece cannot make.
    for text in [
        "炮二平二",
        "马二进四",
        "马二平三",
        "相三进四",
        "仕四进四",
        "帅五平四",
        "兵三平四",
        "车一进九",
        "炮二退三",
    ] {
        assert!(matches!(err("start", text), IllegalMove { .. }), "{text}");
    }
    // Leaves the general in check (or facing).
    assert!(matches!(
        err("w Ke0 Re3 re8 kd9", "车五平六"),
        LeavesGeneralInCheck { .. }
    ));
    assert!(matches!(
        err("w Ke0 Ce4 ke9", "炮五平四"),
        LeavesGeneralInCheck { .. }
    ));
    assert!(err(RED_ROOKS, "车九平八").to_string().contains("前/中/后"));
}
