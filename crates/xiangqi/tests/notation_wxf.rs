//! WXF notation: writing, reading, tandem pieces and errors.

mod notation_cases;

use notation_cases::*;
use xiangqi::{Move, Notation, NotationError};

#[test]
fn table_write_and_read() {
    for &(spec, iccs, wxf, _) in CASES {
        let p = pos(spec);
        let m: Move = iccs.parse().unwrap();
        assert_eq!(p.to_notation(m, Notation::Wxf), wxf, "{spec}: {iccs}");
        assert_eq!(p.parse_move_in(wxf, Notation::Wxf), Ok(m), "{spec}: {wxf}");
        assert_eq!(p.parse_move(wxf), Ok(m), "{spec}: {wxf}");
        // Lower case, `.` for sideways and spaces read the same.
        let lower = wxf.to_ascii_lowercase();
        assert_eq!(p.parse_move(&lower), Ok(m), "{spec}: {lower}");
        let dotted = wxf.replace('=', ".");
        assert_eq!(p.parse_move(&dotted), Ok(m), "{spec}: {dotted}");
        let spaced: String = wxf.chars().flat_map(|c| [c, ' ']).collect();
        assert_eq!(p.parse_move(&spaced), Ok(m), "{spec}: {spaced}");
    }
}

/// (position, text, ICCS): other accepted spellings.
const READ_ONLY: &[(&str, &str, &str)] = &[
    ("start", "C25", "h2e2"),
    ("start", "c2.5", "h2e2"),
    ("start", "N2+3", "h0g2"),
    ("start", "B3+5", "g0e2"),
    ("start1", "n8+7", "h9g7"),
    // The sign before the letter.
    (RED_ROOKS, "+R=8", "a4b4"),
    (RED_ROOKS, "-R+1", "a2a3"),
    (RED_CANNONS, "+C=5", "b2e2"),
    // The plain file where only one of the pair can make the move.
    (RED_ADVISORS, "A6+5", "d0e1"),
    (RED_ADVISORS, "A6-5", "d2e1"),
    (RED_ELEPHANTS, "E7+5", "c0e2"),
    (RED_ROOKS, "R9+5", "a4a9"),
    (RED_ROOKS, "R9-2", "a2a0"),
    // The front and rear soldiers of a tandem on a single file, with the file.
    (RED_PAWNS3, "5+=6", "e7d7"),
    (RED_PAWNS3, "55=6", "e6d6"),
    (RED_PAWNS3, "5-=4", "e5f5"),
];

#[test]
fn read_only_spellings() {
    for &(spec, text, iccs) in READ_ONLY {
        let p = pos(spec);
        let m: Move = iccs.parse().unwrap();
        assert_eq!(p.parse_move(text), Ok(m), "{spec}: {text}");
    }
}

fn err(spec: &str, text: &str) -> NotationError {
    match pos(spec).parse_move_in(text, Notation::Wxf) {
        Ok(m) => panic!("{text} read as {m}"),
        Err(e) => e,
    }
}

#[test]
fn errors() {
    use NotationError::*;
    assert_eq!(err("start", ""), Empty);
    for garbage in [
        "C2", "C2=", "C2=0", "C2*5", "C2=55", "C0=5", "C2=a", "h2e2", "45=6", "++1", "=C=5",
    ] {
        assert!(
            matches!(err("start", garbage), Malformed { .. }),
            "{garbage}"
        );
    }
    for unknown in ["X2=5", "Z+=1", "G5+1", "+Q=5"] {
        assert!(
            matches!(err("start", unknown), UnknownPiece { .. }),
            "{unknown}"
        );
    }
    // No such piece on that file, or no tandem.
    for text in [
        "C1=5", "R5+1", "H5+3", "K4+1", "P2+1", "C+=5", "+++1", "4++1",
    ] {
        assert!(matches!(err("start", text), NoSuchPiece { .. }), "{text}");
    }
    assert!(matches!(err(RED_PAWNS22, "5+=6"), NoSuchPiece { .. }));
    // Ambiguous: both chariots (cannons, soldiers) on the file can do it.
    assert_eq!(
        err(RED_ROOKS, "R9=8"),
        Ambiguous {
            text: "R9=8".into(),
            count: 2
        }
    );
    assert!(matches!(err(RED_CANNONS, "C8+1"), Ambiguous { .. }));
    assert!(matches!(err(RED_PAWNS4, "P5=6"), Ambiguous { .. }));
    assert!(matches!(err(RED_PAWNS22, "P++1"), Ambiguous { .. }));
    // Moves the piece cannot make.
    for text in [
        "C2=2", "H2+4", "H2=3", "E3+4", "A4+4", "K5=4", "P3=4", "R1+9", "C2-3",
    ] {
        assert!(matches!(err("start", text), IllegalMove { .. }), "{text}");
    }
    // Leaves the general in check (or facing).
    assert!(matches!(
        err("w Ke0 Re3 re8 kd9", "R5=6"),
        LeavesGeneralInCheck { .. }
    ));
    assert!(matches!(
        err("w Ke0 Ce4 ke9", "C5=4"),
        LeavesGeneralInCheck { .. }
    ));
    assert!(err(RED_ROOKS, "R9=8").to_string().contains("ambiguous"));
}
