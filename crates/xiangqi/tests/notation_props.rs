//! Property tests for the notations: every legal move written in each
//! system reads back to the same move, and no input makes a reader or
//! writer panic.

mod notation_cases;

use proptest::prelude::*;
use xiangqi::{ChineseStyle, Move, Notation, Position, Script, Square, VietnameseForm};

const STYLES: [ChineseStyle; 3] = [
    ChineseStyle::SIMPLIFIED,
    ChineseStyle::TRADITIONAL,
    ChineseStyle {
        script: Script::Traditional,
        full_width_digits: false,
    },
];

/// Checks that every legal move of `pos` round-trips through every notation.
fn check_round_trip(pos: &Position) -> Result<(), TestCaseError> {
    for &m in pos.legal_moves().iter() {
        for n in Notation::ALL {
            let text = pos.to_notation(m, n);
            prop_assert_eq!(
                pos.parse_move_in(&text, n),
                Ok(m),
                "{} {}",
                pos.to_fen(),
                text
            );
            prop_assert_eq!(pos.parse_move(&text), Ok(m), "{} {}", pos.to_fen(), text);
        }
        for style in STYLES {
            let text = pos.to_chinese(m, style);
            prop_assert_eq!(pos.parse_move(&text), Ok(m), "{} {}", pos.to_fen(), text);
        }
        for form in [VietnameseForm::Short, VietnameseForm::Long] {
            let text = pos.to_vietnamese(m, form);
            prop_assert_eq!(
                pos.parse_vietnamese(&text),
                Ok(m),
                "{} {}",
                pos.to_fen(),
                text
            );
        }
    }
    Ok(())
}

/// Plays random legal moves from the start, returning the positions seen.
fn random_game(choices: &[u16]) -> Vec<Position> {
    let mut pos = Position::startpos();
    let mut seen = vec![pos.clone()];
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[c as usize % moves.len()];
        pos = pos.play(m).unwrap();
        seen.push(pos.clone());
    }
    seen
}

/// A FEN with both generals, up to five soldiers per side on squares where
/// they may stand after crossing the river, and a few other pieces.
fn soldier_fen(
    red: &[(u8, u8)],
    black: &[(u8, u8)],
    extra: &[(u8, u8, char)],
    red_to_move: bool,
) -> String {
    let mut board = [[None::<char>; 9]; 10];
    board[0][3] = Some('K');
    board[9][5] = Some('k');
    for &(f, r) in red {
        board[5 + r as usize % 5][f as usize % 9].get_or_insert('P');
    }
    for &(f, r) in black {
        board[r as usize % 5][f as usize % 9].get_or_insert('p');
    }
    for &(f, r, p) in extra {
        board[r as usize % 10][f as usize % 9].get_or_insert(p);
    }
    let mut fen = notation_cases::board_fen(&board);
    fen.push_str(if red_to_move { " w" } else { " b" });
    fen
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn random_play_round_trips(choices in prop::collection::vec(any::<u16>(), 0..120)) {
        for pos in random_game(&choices) {
            check_round_trip(&pos)?;
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Crowded soldiers (three to five on a file, two doubled files) for both sides.
    #[test]
    fn crowded_soldiers_round_trip(
        red in prop::collection::vec((0u8..3, 0u8..5).prop_map(|(f, r)| (f * 2 + 1, r)), 0..=5),
        black in prop::collection::vec((0u8..3, 0u8..5).prop_map(|(f, r)| (f * 2 + 2, r)), 0..=5),
        extra in prop::collection::vec(
            (0u8..9, 0u8..10, prop::sample::select(vec!['R', 'r', 'C', 'c', 'N', 'n'])),
            0..4,
        ),
        red_to_move in any::<bool>(),
    ) {
        let fen = soldier_fen(&red, &black, &extra, red_to_move);
        let Ok(pos) = Position::from_fen(&fen) else { return Ok(()); };
        check_round_trip(&pos)?;
    }

    #[test]
    fn any_text_never_panics(text in any::<String>()) {
        let pos = Position::startpos();
        let _ = pos.parse_move(&text);
        for n in Notation::ALL {
            let _ = pos.parse_move_in(&text, n);
        }
        let _ = pos.parse_vietnamese(&text);
    }

    #[test]
    fn vietnamese_like_text_never_panics(
        short in "[TgSXPMBCtsgTX0-9./+=\\- ]{0,7}",
        long in "(Tướng|Sĩ|Tượng|Xe|Pháo|Mã|Binh|Tốt|trước|sau|giữa|thứ|tiến|tấn|thoái|bình|[0-9]| ){0,6}",
        choices in prop::collection::vec(any::<u16>(), 0..60),
    ) {
        let pos = random_game(&choices).pop().unwrap();
        for text in [&short, &long] {
            if let Ok(m) = pos.parse_vietnamese(text) {
                prop_assert!(pos.is_legal(m));
            }
        }
    }

    #[test]
    fn notation_like_text_never_panics(
        zh in "[帅帥将將仕士相象马馬傌车車俥炮砲包兵卒前中后後进進退平一二三四五六七八九零1-9１-９0 ]{0,7}",
        wxf in "[KAEBHNRCPkaehrcpXx+\\-=.0-9 ]{0,6}",
        choices in prop::collection::vec(any::<u16>(), 0..60),
    ) {
        let pos = random_game(&choices).pop().unwrap();
        for text in [&zh, &wxf] {
            let _ = pos.parse_move(text);
            for n in Notation::ALL {
                if let Ok(m) = pos.parse_move_in(text, n) {
                    prop_assert!(pos.is_legal(m));
                }
            }
        }
    }

    #[test]
    fn writing_any_move_never_panics(
        from in 0usize..90,
        to in 0usize..90,
        choices in prop::collection::vec(any::<u16>(), 0..60),
    ) {
        let pos = random_game(&choices).pop().unwrap();
        let m = Move::new(Square::from_index(from).unwrap(), Square::from_index(to).unwrap());
        for n in Notation::ALL {
            let _ = pos.to_notation(m, n);
        }
        for style in STYLES {
            let _ = pos.to_chinese(m, style);
        }
        for form in [VietnameseForm::Short, VietnameseForm::Long] {
            let _ = pos.to_vietnamese(m, form);
        }
    }
}
