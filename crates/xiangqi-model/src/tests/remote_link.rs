//! Moves by link: the game a link carries, read back move by move, and
//! how an opened link stands to the game already on the device.

use xiangqi::{Color, Position};

use super::mv;
use crate::remote::{LinkGame, LinkGameError, LinkVerdict, MAX_LINK_PLIES};

fn played(moves: &[&str]) -> LinkGame {
    let mut link = LinkGame::new("abc123".into(), Position::startpos());
    for m in moves {
        assert!(link.play(mv(m)), "{m}");
    }
    link
}

#[test]
fn a_link_carries_the_game_and_the_receiver_plays_the_side_to_move() {
    let link = played(&["h2e2", "h9g7", "h0g2"]);
    let query = link.query();
    assert_eq!(query, "?mode=friend&game=abc123&moves=h2e2,h9g7,h0g2");
    let read = LinkGame::from_query(&query).expect("reads");
    assert_eq!(read, link);
    assert_eq!(read.receiver(), Color::Black);
    assert_eq!(played(&[]).receiver(), Color::Red);
}

#[test]
fn a_game_from_another_position_carries_its_start() {
    let start = Position::from_fen("3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1").expect("fen");
    let mut link = LinkGame::new("endgame1".into(), start.clone());
    assert!(link.play(mv("e1d1")));
    let read = LinkGame::from_query(&link.query()).expect("reads");
    assert_eq!(read.game().start(), &start);
    assert_eq!(read.receiver(), Color::Black);
}

#[test]
fn an_old_link_does_not_replace_a_newer_game() {
    let here = played(&["h2e2", "h9g7"]);
    assert_eq!(played(&["h2e2"]).compare(&here), LinkVerdict::Older);
    assert_eq!(played(&["h2e2", "h9g7"]).compare(&here), LinkVerdict::Same);
    assert_eq!(
        played(&["h2e2", "h9g7", "h0g2"]).compare(&here),
        LinkVerdict::Newer
    );
    assert_eq!(played(&["b2e2"]).compare(&here), LinkVerdict::Diverged);
}

#[test]
fn a_bad_link_says_what_is_wrong() {
    let parse = |q: &str| LinkGame::from_query(q).err();
    assert_eq!(parse("?mode=friend"), Some(LinkGameError::BadId));
    assert_eq!(
        parse("?mode=friend&game=<script>"),
        Some(LinkGameError::BadId)
    );
    assert!(matches!(
        parse("?mode=friend&game=abc123&fen=nonsense"),
        Some(LinkGameError::BadStart(_))
    ));
    assert_eq!(
        parse("?mode=friend&game=abc123&moves=h2e2,h9g7,a0a9"),
        Some(LinkGameError::BadMove(3, "a0a9".into()))
    );
    let long = vec!["h2e2"; MAX_LINK_PLIES + 1].join(",");
    assert_eq!(
        parse(&format!("?mode=friend&game=abc123&moves={long}")),
        Some(LinkGameError::TooLong)
    );
}

#[test]
fn opening_links_keeps_the_newest_game_and_sets_aside_another_way() {
    use crate::remote::{LinkGames, Opened};
    let mut games = LinkGames::default();
    // Red starts on this device and sends the link after its move.
    let mut mine = LinkGame::new("abc123".into(), Position::startpos());
    assert!(mine.play(mv("h2e2")));
    games.keep(&mine, Color::Red, 1.0);
    // The friend's answer comes back: it is newer.
    let reply = played(&["h2e2", "h9g7"]);
    let (shown, me, opened) = games.open(reply.clone(), 2.0);
    assert_eq!((opened, me), (Opened::Newer, Color::Red));
    assert_eq!(shown, reply);
    // Red's own first link, opened again, does not undo Black's move.
    let (shown, _, opened) = games.open(mine.clone(), 3.0);
    assert_eq!(opened, Opened::Older);
    assert_eq!(shown.game().ply_count(), 2);
    // A reply to an old link that went another way is a game of its own.
    let other = played(&["h2e2", "b9c7"]);
    let (shown, me, opened) = games.open(other, 4.0);
    assert_eq!(opened, Opened::Separate("abc123-2".into()));
    assert_eq!((shown.id(), me), ("abc123-2", Color::Red));
    assert_eq!(
        games.get("abc123").map(|(g, _)| g.game().ply_count()),
        Some(2)
    );
    assert_eq!(games.list().len(), 2);
    // A link new to this device: its receiver plays the side to move.
    let (_, me, opened) = games.open(played(&["h2e2"]).renamed("zzz999".into()), 5.0);
    assert_eq!((opened, me), (Opened::New, Color::Black));
}

#[test]
fn the_friend_mode_is_asked_by_the_query() {
    use crate::remote::requested;
    let mode = |value: &'static str| move |name: &str| (name == "mode").then(|| value.to_string());
    assert!(requested(mode("friend")));
    assert!(!requested(mode("learn")));
    assert!(!requested(|_: &str| None));
}

#[test]
fn connection_codes_travel_as_short_text_and_refuse_what_they_are_not() {
    use crate::remote::{CodeError, CodeKind, ConnectionCode, CODE_LIFETIME_S};
    let description = "v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n\
        a=group:BUNDLE 0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
        c=IN IP4 0.0.0.0\r\na=candidate:1 1 udp 2113937151 192.168.1.20 54400 typ host\r\n\
        a=ice-ufrag:abcd\r\na=ice-pwd:aaaaaaaaaaaaaaaaaaaaaaaa\r\n\
        a=fingerprint:sha-256 00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF\r\n\
        a=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\n";
    let code = ConnectionCode {
        kind: CodeKind::Invitation,
        description: description.into(),
        made_at: 1_000_000,
    };
    let text = code.encode();
    assert!(text.starts_with("XQ1I"));
    assert!(text.len() < description.len(), "{} chars", text.len());
    assert!(text
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    // Read back, even with line breaks picked up in a messenger.
    let wrapped = format!("{}\n{}", &text[..20], &text[20..]);
    assert_eq!(
        ConnectionCode::decode(&wrapped, CodeKind::Invitation, 1_000_060),
        Ok(code)
    );
    let now = 1_000_000 + CODE_LIFETIME_S + 1;
    assert_eq!(
        ConnectionCode::decode(&text, CodeKind::Invitation, now),
        Err(CodeError::Expired)
    );
    assert_eq!(
        ConnectionCode::decode(&text, CodeKind::Answer, 1_000_010),
        Err(CodeError::WrongKind)
    );
    for bad in [
        "",
        "hello",
        "XQ1I",
        "XQ1Z0000",
        &text[..text.len() / 2],
        "XQ1I!!!!",
    ] {
        assert_eq!(
            ConnectionCode::decode(bad, CodeKind::Invitation, 1_000_010),
            Err(CodeError::Malformed),
            "{bad:.20}"
        );
    }
}

#[test]
fn a_link_game_that_reaches_a_drawn_ending_is_a_theoretical_draw() {
    // Red's general takes the checking soldier: a lone cannon is left.
    let start = Position::from_fen("3k5/9/9/9/9/C8/9/9/4p4/4K4 w - - 0 1").expect("fen");
    let mut link = LinkGame::new("tbdraw1".into(), start);
    assert_eq!(link.ending_to_probe(), None, "a soldier still attacks");
    assert!(link.play(mv("e0e1")));
    let fen = link.ending_to_probe().expect("a lone cannon is covered");
    // A link whose sender moved on before its tables answered: the
    // receiver's verdict ends the game where the draw arose.
    let mut late = LinkGame::from_query(&link.query()).expect("reads");
    assert!(late.play(mv("d9d8")));
    assert!(late.ending_verdict(&fen, true));
    assert!(link.ending_verdict(&fen, true));
    for game in [&link, &late] {
        let outcome = game.game().outcome().expect("over");
        assert_eq!(outcome.reason, xiangqi::Reason::TheoreticalDraw);
        assert_eq!(game.game().ply_count(), 1);
    }
    assert!(!link.play(mv("d9d8")), "no move after the result");
    assert_eq!(link.ending_to_probe(), None);
    // A win, or a position the game never reached, changes nothing.
    let mut other = played(&["h2e2"]);
    assert!(!other.ending_verdict(&fen, true));
    assert!(!other.ending_verdict(&Position::startpos().to_fen(), false));
    assert_eq!(other.game().outcome(), None);
}
