//! What the game hands to the study module: the analysis board it asks
//! for, and the commands its dialogs send back, as they cross (JSON).

use xiangqi::{Color, Position, TimeControl};

use super::mv;
use crate::{Dialog, DialogCommand, NewGameChoice, Opponent, Seating, SideChoice, StudyRequest};

fn game(moves: &[&str], shown: usize) -> StudyRequest {
    StudyRequest {
        start: Position::startpos().to_fen(),
        moves: moves.iter().map(ToString::to_string).collect(),
        shown,
        ..StudyRequest::default()
    }
}

#[test]
fn the_board_opens_on_the_whole_game_at_the_shown_position() {
    let stored = game(&["h2e2", "h9g7", "h0g2", "i9h9"], 2).into_stored();
    assert_eq!(
        stored.tree.mainline_moves(),
        vec![mv("h2e2"), mv("h9g7"), mv("h0g2"), mv("i9h9")]
    );
    assert_eq!(stored.path, vec!["h2e2", "h9g7"]);
    assert!(stored.open && stored.bad_move.is_none() && !stored.review_on_open);
}

#[test]
fn a_move_tried_becomes_a_variation_and_the_main_line_stays() {
    let request = StudyRequest {
        tried: Some("b0c2".to_string()),
        ..game(&["h2e2", "h9g7", "h0g2"], 2)
    };
    let stored = request.into_stored();
    assert_eq!(stored.tree.mainline_moves().len(), 3);
    assert_eq!(stored.path, vec!["h2e2", "h9g7", "b0c2"]);
}

#[test]
fn a_links_bad_move_ends_the_line_and_is_named() {
    let stored = game(&["h2e2", "h9g7", "a0a5"], 3).into_stored();
    assert_eq!(stored.tree.mainline_moves(), vec![mv("h2e2"), mv("h9g7")]);
    assert_eq!(stored.path.len(), 2);
    assert_eq!(stored.bad_move, Some((3, "a0a5".to_string())));
}

#[test]
fn a_review_starts_when_asked() {
    let request = StudyRequest {
        review: true,
        ..game(&["h2e2"], 1)
    };
    assert!(request.into_stored().review_on_open);
}

#[test]
fn an_imported_tree_comes_along_only_while_it_is_the_game() {
    let pgn = "1. h2e2 {centre} (1. b2e2) h9g7 *";
    let request = StudyRequest {
        tree: Some(pgn.to_string()),
        ..game(&["h2e2", "h9g7"], 2)
    };
    let stored = request.into_stored();
    assert_eq!(stored.tree.mainline_moves(), vec![mv("h2e2"), mv("h9g7")]);
    assert_eq!(stored.tree.children(xiangqi::NodeId::ROOT).len(), 2);
    // Another game: the tree is not used.
    let other = StudyRequest {
        tree: Some(pgn.to_string()),
        ..game(&["c3c4"], 1)
    };
    let stored = other.into_stored();
    assert_eq!(stored.tree.children(xiangqi::NodeId::ROOT).len(), 1);
}

#[test]
fn commands_cross_by_name_and_come_back_the_same() {
    let commands = [
        DialogCommand::Close,
        DialogCommand::Open(Dialog::Rules),
        DialogCommand::Copied(false),
        DialogCommand::SetUp("4k4/9/9/9/9/9/9/9/9/4K4 w".into()),
        DialogCommand::OpenHistory("001700000000000-00ff00ff00ff00ff".into()),
        DialogCommand::DeleteHistory("001700000000000-00ff00ff00ff00ff".into()),
        DialogCommand::NewGame(NewGameChoice {
            opponent: Opponent::Ai,
            side: SideChoice::Black,
            level: 5,
            time_control: "10+5".parse::<TimeControl>().expect("a time control"),
            seating: Seating::FaceToFace,
            auto_flip: true,
            handicap: Default::default(),
            handicap_giver: xiangqi::Color::Red,
        }),
        DialogCommand::Resign(Color::Black),
        DialogCommand::OfferDraw(Color::Red),
        DialogCommand::AcceptTakeback(Color::Red),
        DialogCommand::PlayOn,
        DialogCommand::Analyse,
        DialogCommand::Review,
        DialogCommand::OpenRecord {
            record: "1. h2e2 h9g7 *".parse().expect("a record"),
            tree: Some("[Event \"x\"]\n1. h2e2 (1. b2e2) h9g7 *".into()),
        },
        DialogCommand::OpenRecord {
            record: "1. h2e2 *".parse().expect("a record"),
            tree: None,
        },
        DialogCommand::SetLang("zh".into()),
        DialogCommand::SetNotation("wxf".into()),
        DialogCommand::SetSimplified(true),
        DialogCommand::SetHints(false),
        DialogCommand::SetTheme(crate::settings::Theme::Light),
        DialogCommand::SetBoard(crate::settings::BoardLook::Paper),
        DialogCommand::SetPieces(crate::settings::PieceSet::Pictures),
        DialogCommand::ToggleSound,
        DialogCommand::ToggleEnginePanel,
        DialogCommand::TogglePause,
        DialogCommand::EditPosition,
        DialogCommand::Puzzles,
        DialogCommand::FriendDevice,
        DialogCommand::Learn,
        DialogCommand::Endgames,
        DialogCommand::Install,
    ];
    for command in commands {
        let (name, arg) = command.to_wire();
        let back = DialogCommand::from_wire(name, &arg);
        assert_eq!(back, Some(command), "{name} {arg}");
    }
    for (name, arg) in [
        ("launch", ""),
        ("resign", "blue"),
        ("open-history", "-1"),
        ("open", "{"),
    ] {
        assert_eq!(DialogCommand::from_wire(name, arg), None, "{name} {arg}");
    }
}
