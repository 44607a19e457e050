//! ICCS coordinate notation: writing, reading and errors.

mod notation_cases;

use notation_cases::{pos, CASES};
use xiangqi::{Move, Notation, NotationError, Position};

#[test]
fn table_write_and_read() {
    for &(spec, iccs, _, _) in CASES {
        let p = pos(spec);
        let m: Move = iccs.parse().unwrap();
        assert!(p.is_legal(m), "{spec}: {iccs}");
        assert_eq!(p.to_notation(m, Notation::Iccs), iccs, "{spec}");
        assert_eq!(p.parse_move_in(iccs, Notation::Iccs), Ok(m), "{spec}");
        assert_eq!(p.parse_move(iccs), Ok(m), "{spec}");
        // Upper case and the dashed form read the same.
        let upper = iccs.to_ascii_uppercase();
        assert_eq!(p.parse_move(&upper), Ok(m), "{spec}: {upper}");
        let dashed = format!("{}-{}", &iccs[..2], &iccs[2..]);
        assert_eq!(p.parse_move(&dashed), Ok(m), "{spec}: {dashed}");
        let spaced = format!("  {dashed}\t");
        assert_eq!(p.parse_move(&spaced), Ok(m), "{spec}: {spaced:?}");
    }
    assert!(CASES.len() >= 60);
}

#[test]
fn variants() {
    let p = Position::startpos();
    let m: Move = "h2e2".parse().unwrap();
    for text in ["h2e2", "H2E2", "h2-e2", "H2-E2", "H2-e2", " h2e2 "] {
        assert_eq!(p.parse_move(text), Ok(m), "{text}");
        assert_eq!(p.parse_move_in(text, Notation::Iccs), Ok(m), "{text}");
    }
}

fn err(spec: &str, text: &str) -> NotationError {
    match pos(spec).parse_move_in(text, Notation::Iccs) {
        Ok(m) => panic!("{text} read as {m}"),
        Err(e) => e,
    }
}

#[test]
fn errors() {
    use NotationError::*;
    assert_eq!(err("start", ""), Empty);
    assert_eq!(err("start", "   "), Empty);
    for garbage in [
        "h2",
        "h2e",
        "h2e2e",
        "j2e2",
        "h2ex",
        "h2+e2",
        "炮二平五",
        "C2=5",
        "h10e2",
    ] {
        assert!(
            matches!(err("start", garbage), Malformed { .. }),
            "{garbage}"
        );
    }
    // Empty origin, and an opponent's piece.
    assert!(matches!(err("start", "e5e6"), NoSuchPiece { .. }));
    assert!(matches!(err("start", "h7e7"), NoSuchPiece { .. }));
    // Against the piece's rules, blocked, or onto its own piece.
    for text in [
        "h2h8", "h0h1", "c0e3", "e0e2", "c3d3", "a0b0", "d0d1", "b0d1",
    ] {
        assert!(
            matches!(err("start", text), IllegalMove { mv: Some(_), .. }),
            "{text}"
        );
    }
    // A pinned chariot, and a cannon whose leaving would let the generals face.
    let e = err("w Ke0 Re3 re8 kd9", "e3d3");
    assert_eq!(
        e,
        LeavesGeneralInCheck {
            text: "e3d3".into(),
            mv: "e3d3".parse().unwrap()
        }
    );
    assert!(matches!(
        err("w Ke0 Ce4 ke9", "e4f4"),
        LeavesGeneralInCheck { .. }
    ));
    // In check, a move that does not answer it.
    assert!(matches!(
        err("w Ke0 Ra0 re8 kd9", "a0a1"),
        LeavesGeneralInCheck { .. }
    ));
    // Messages are readable.
    assert_eq!(
        err("start", "e5e6").to_string(),
        "no piece for \"e5e6\": the side to move has no piece on e5 (it is empty)"
    );
}
