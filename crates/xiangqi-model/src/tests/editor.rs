//! The position editor: placing, moving and removing pieces, the FEN
//! field, the problems, and starting a game from the set-up.

use xiangqi::{Color, FenError, Piece, Setup, SetupProblem, START_FEN};

use super::*;
use crate::editor::{encode_component, requested};

const RED: Color = Color::Red;
const BLACK: Color = Color::Black;

fn piece(letter: char) -> Piece {
    Piece::from_fen_char(letter).expect("piece letter")
}

/// Generals on e0 and d9, Red to move: legal.
const BARE: &str = "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1";

fn on(fen: &str) -> Editor {
    Editor::new(Setup::from_fen(fen).expect("fen"), RED)
}

#[test]
fn a_palette_piece_is_placed_by_tapping_and_taken_back_by_a_second_tap() {
    let mut e = Editor::new(Setup::empty(), RED);
    e.choose(Tool::Place(piece('K')));
    e.tap(sq("e0"));
    assert_eq!(e.setup().piece_at(sq("e0")), Some(piece('K')));
    // The tool stays: several pieces of a kind go down one tap each.
    e.choose(Tool::Place(piece('p')));
    e.tap(sq("a6"));
    e.tap(sq("c6"));
    assert_eq!(e.setup().count(piece('p')), 2);
    e.tap(sq("c6"));
    assert_eq!(e.setup().count(piece('p')), 1);
    // Another piece on a point takes its place.
    e.choose(Tool::Place(piece('r')));
    e.tap(sq("a6"));
    assert_eq!(e.setup().piece_at(sq("a6")), Some(piece('r')));
    assert_eq!(e.fen_text(), "9/9/9/r8/9/9/9/9/9/4K4 w - - 0 1");
}

#[test]
fn choosing_the_chosen_tool_again_goes_back_to_moving() {
    let mut e = on(START_FEN);
    e.choose(Tool::Erase);
    assert_eq!(e.tool(), Tool::Erase);
    e.choose(Tool::Erase);
    assert_eq!(e.tool(), Tool::Move);
    e.choose(Tool::Place(piece('A')));
    e.choose(Tool::Place(piece('a')));
    assert_eq!(e.tool(), Tool::Place(piece('a')));
}

#[test]
fn placed_pieces_move_by_tap_or_drag_and_leave_by_eraser_or_drag_off() {
    let mut e = on(START_FEN);
    assert!(e.can_pick(sq("h2")));
    assert!(!e.can_pick(sq("e4")));
    e.tap(sq("h2"));
    assert_eq!(e.selected(), Some(sq("h2")));
    e.tap(sq("e2"));
    assert_eq!(e.setup().piece_at(sq("e2")), Some(piece('C')));
    assert_eq!(e.setup().piece_at(sq("h2")), None);
    assert_eq!(e.selected(), None);
    // A tap on another piece picks that one up instead.
    e.tap(sq("b2"));
    e.tap(sq("e3"));
    assert_eq!(e.selected(), Some(sq("e3")));
    e.tap(sq("e3"));
    assert_eq!(e.selected(), None);
    // A drag replaces what stood on the point.
    e.drop_piece(sq("e2"), sq("e6"));
    assert_eq!(e.setup().piece_at(sq("e6")), Some(piece('C')));
    assert_eq!(e.setup().pieces().count(), 31);
    e.drag_off(sq("e6"));
    assert_eq!(e.setup().pieces().count(), 30);
    e.choose(Tool::Erase);
    assert!(!e.can_pick(sq("a0")));
    e.tap(sq("a0"));
    assert_eq!(e.setup().piece_at(sq("a0")), None);
    e.drop_new(piece('R'), sq("a1"));
    assert_eq!(e.setup().piece_at(sq("a1")), Some(piece('R')));
}

#[test]
fn clear_start_flip_and_side_to_move() {
    let mut e = on(START_FEN);
    e.clear();
    assert!(e.setup().is_empty());
    assert_eq!(
        e.problems(),
        &[
            SetupProblem::MissingGeneral { color: RED },
            SetupProblem::MissingGeneral { color: BLACK }
        ]
    );
    e.start_position();
    assert_eq!(e.fen_text(), START_FEN);
    assert!(e.problems().is_empty());
    e.flip();
    assert_eq!(e.bottom(), BLACK);
    e.set_side_to_move(BLACK);
    assert!(e.fen_text().contains(" b "));
}

#[test]
fn a_third_advisor_is_a_problem_shown_on_its_squares() {
    let mut e = on(BARE);
    e.choose(Tool::Place(piece('A')));
    for p in ["d0", "f0", "e1"] {
        e.tap(sq(p));
    }
    assert!(matches!(
        e.problems(),
        [SetupProblem::TooManyPieces {
            count: 3,
            max: 2,
            ..
        }]
    ));
    assert_eq!(e.problem_squares().len(), 3);
    assert!(e.position().is_none());
    assert!(e
        .play_query(Opponent::Human, &Settings::default())
        .is_none());
    assert!(e.analysis_query().is_none());
    assert!(e.game_query().is_none());
}

#[test]
fn a_typed_fen_replaces_the_board_and_a_bad_one_keeps_it() {
    let mut e = on(START_FEN);
    e.type_fen(BARE);
    assert_eq!(e.setup().pieces().count(), 2);
    assert_eq!(e.fen_error(), None);
    e.type_fen("3k5/9/9 w");
    assert_eq!(e.fen_error(), Some(&FenError::WrongRankCount));
    assert_eq!(
        e.fen_text(),
        "3k5/9/9 w",
        "the typed text stays to be fixed"
    );
    assert_eq!(e.setup().pieces().count(), 2, "the board stays");
    e.reset_fen();
    assert_eq!(e.fen_text(), BARE);
    assert_eq!(e.fen_error(), None);
    // An illegal but readable set-up is taken, with its problems.
    e.type_fen("3akab2/4a4/9/9/9/9/9/9/9/4K4 w");
    assert_eq!(e.setup().pieces().count(), 6);
    assert_eq!(e.problems().len(), 1);
}

#[test]
fn a_link_opens_the_editor_on_its_fen_legal_or_not() {
    let e = Editor::from_link(None);
    assert_eq!(e.fen_text(), START_FEN);
    let e = Editor::from_link(Some("3akab2/4a4/9/9/9/9/9/9/9/4K4 w"));
    assert_eq!(e.problems().len(), 1);
    let e = Editor::from_link(Some("nonsense"));
    assert!(e.fen_error().is_some());
    assert_eq!(e.setup(), &Setup::start());
    let query = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    };
    assert_eq!(requested(query(&[("mode", "edit")])), Some(None));
    assert_eq!(
        requested(query(&[("mode", "edit"), ("fen", BARE)])),
        Some(Some(BARE.to_string()))
    );
    assert_eq!(requested(query(&[("fen", BARE)])), None);
    assert_eq!(requested(query(&[("mode", "analysis")])), None);
}

#[test]
fn links_carry_the_fen_encoded() {
    let e = on(BARE);
    assert_eq!(
        e.analysis_query().as_deref(),
        Some("?mode=analysis&fen=3k5%2F9%2F9%2F9%2F9%2F9%2F9%2F9%2F9%2F4K4%20w%20-%20-%200%201")
    );
    assert_eq!(
        e.game_query().as_deref(),
        Some("?fen=3k5%2F9%2F9%2F9%2F9%2F9%2F9%2F9%2F9%2F4K4%20w%20-%20-%200%201")
    );
    assert!(e.editor_query().starts_with("?mode=edit&fen=3k5%2F"));
    assert_eq!(encode_component("a&b=c"), "a%26b%3Dc");
}

/// The parameters of a query the editor writes, decoded.
fn query_params(query: &str) -> Vec<(String, String)> {
    let decode = |v: &str| {
        let mut out = Vec::new();
        let b = v.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if b[i] == b'%' && i + 2 < b.len() + 1 {
                let hex = std::str::from_utf8(&b[i + 1..i + 3]).expect("hex");
                out.push(u8::from_str_radix(hex, 16).expect("hex"));
                i += 3;
            } else {
                out.push(b[i]);
                i += 1;
            }
        }
        String::from_utf8(out).expect("utf-8")
    };
    query
        .trim_start_matches('?')
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .map(|(k, v)| (k.to_string(), decode(v)))
        .collect()
}

/// The table the page opens on `query`.
fn open_on(query: &str) -> Table {
    let params = query_params(query);
    let link = crate::link::parse(|name| {
        params
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    });
    Table::open(
        Stored {
            browser_lang: Some(Lang::En),
            ..Stored::default()
        },
        link,
        at(0.0),
        7,
    )
    .0
}

#[test]
fn playing_a_friend_starts_a_normal_game_from_the_set_up() {
    let e = on("3k5/9/9/9/9/9/9/9/4A4/R3K4 b - - 0 1");
    let query = e
        .play_query(Opponent::Human, &Settings::default())
        .expect("legal");
    let t = open_on(&query);
    assert_eq!(t.game().position().to_fen(), e.fen_text());
    assert!(matches!(t.mode(), Mode::Friends(_)));
    assert_eq!(t.game().ply_count(), 0);
}

#[test]
fn playing_the_computer_takes_the_side_and_level_chosen() {
    let mut e = on("3k5/9/9/9/9/9/9/9/4A4/R3K4 b - - 0 1");
    assert_eq!(e.level(&Settings::default()), Settings::default().level());
    e.set_player(Color::Red);
    e.set_level(5);
    let query = e
        .play_query(Opponent::Ai, &Settings::default())
        .expect("legal");
    assert!(query.ends_with("&opponent=ai&side=red&level=5"), "{query}");
    let t = open_on(&query);
    assert_eq!(t.game().position().to_fen(), e.fen_text());
    assert_eq!(t.mode().ai_side(), Some(BLACK));
    assert_eq!(t.mode().vs_ai().map(|v| v.level), Some(5));
    assert_eq!(t.bottom(), RED);
}

#[test]
fn analysis_and_game_links_open_on_the_set_up() {
    let e = on(BARE);
    let params = query_params(&e.analysis_query().expect("legal"));
    assert_eq!(
        params,
        [
            ("mode".to_string(), "analysis".to_string()),
            ("fen".to_string(), BARE.to_string())
        ]
    );
    let t = open_on(&e.game_query().expect("legal"));
    assert_eq!(t.game().position().to_fen(), BARE);
    let back = query_params(&e.editor_query());
    assert_eq!(back[1].1, BARE);
}

#[test]
fn the_player_side_follows_the_side_to_move_of_a_new_board() {
    let mut e = on(BARE);
    assert_eq!(e.player(), RED);
    e.type_fen("3k5/9/9/9/9/9/9/9/9/4K4 b");
    assert_eq!(e.player(), BLACK);
    e.set_player(RED);
    assert_eq!(e.player(), RED);
}

#[test]
fn a_mated_side_to_move_is_legal_but_over_at_once() {
    // Black to move is mated by the chariots on a8 and i9.
    let e = on("3k4R/R8/9/9/9/9/9/9/9/4K4 b - - 0 1");
    assert!(e.problems().is_empty());
    assert!(e.over_at_once());
    assert!(!on(BARE).over_at_once());
}
