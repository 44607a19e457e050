//! The play screen as people hold it: at each size a person uses (phones
//! and tablets upright and sideways, with touch; a desktop), mid-game
//! against the AI, between two friends side by side (with a takeback
//! asked) and face to face (with a draw offer and a takeback pending), on
//! the analysis board, the puzzle trainer, the editor, the lessons and a game
//! with a friend by link, and with the menu open. `check.js` lists what a person would see wrong: controls
//! drawn over one another or under something else, cut off or out of
//! reach, a move list under two rows, a page wider than the screen, text
//! under 12 px (28 px for face-to-face clock digits), and a seat's control
//! in the other seat's half. Every state leaves a screenshot
//! `target/e2e/layout-<size>-<state>.png`.

use std::time::Duration;

use anyhow::{ensure, Context, Result};
use xiangqi::{Clocks, Color, Game, GameRecord, Position, TimeControl};
use xiangqi_model::{saved, DrawOffers, SavedGame, Seating};

use crate::harness::{scenario, Page, Viewport};

const CHECK: &str = include_str!("check.js");

/// The sizes people hold the app at: name, width, height, touch.
const SIZES: [(&str, u32, u32, bool); 6] = [
    ("phone-360", 360, 740, true),
    ("phone", 390, 844, true),
    ("phone-sideways", 844, 390, true),
    ("tablet", 820, 1180, true),
    ("tablet-sideways", 1180, 820, true),
    ("desktop", 1366, 800, false),
];

/// Plies in the game the screens are looked at in: 32 moves, well past
/// the twenty after which a long move list once squeezed the screen.
const PLIES: usize = 64;

/// A game of [`PLIES`] legal moves, the same every time (a simple
/// generator walks the legal moves; no move ends the game).
fn mid_game() -> Game {
    let mut game = Game::new(Position::startpos());
    let mut seed: u64 = 0x5eed_1234;
    while game.ply_count() < PLIES {
        let moves: Vec<_> = game.legal_moves().iter().copied().collect();
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let start = (seed >> 33) as usize % moves.len();
        let played = (0..moves.len())
            .map(|k| moves[(start + k) % moves.len()])
            .find(|&m| {
                let mut next = game.clone();
                next.play(m).is_ok() && !next.is_over()
            });
        let m = played.expect("some move keeps the game going");
        game.play(m).expect("a legal move");
    }
    game
}

/// The game as the app saves it: against the AI (as Red) or between two
/// players seated as `seating`, ten minutes and five seconds each.
fn saved_game(game: &Game, ai: Option<Color>, seating: Seating) -> String {
    let control: TimeControl = "10+5".parse().expect("a time control");
    let mut clocks = Clocks::new(control);
    clocks.start(Color::Red, 0.0);
    for i in 0..game.ply_count() {
        let _ = clocks.press(1_000.0 * (i + 1) as f64);
    }
    let now = 1_000.0 * (game.ply_count() + 1) as f64;
    let saved = SavedGame {
        record: GameRecord::from(game),
        clocks: clocks.snapshot(now),
        ai,
        level: 1,
        seating,
        auto_flip: false,
        bottom: Color::Red,
        saved_at: 1.8e12,
        started_at: 1.8e12 - 60_000.0,
        archived: false,
        draws: DrawOffers::default(),
        tree: None,
    };
    saved::encode(&saved).expect("a saved game")
}

/// Opens the app on `saved` (the game in progress), as a return visit
/// would: the game is stored before the next page load's app starts
/// (`key` names this one store, which happens once).
async fn open_saved(page: &Page, key: &str, saved: &str) -> Result<()> {
    page.before_load(&format!(
        "if (sessionStorage.getItem('e2e-saved-{key}') !== 'done') {{\
           localStorage.setItem('xiangqi.v1.current', {});\
           sessionStorage.setItem('e2e-saved-{key}', 'done');\
         }}",
        serde_json::to_string(saved)?
    ))
    .await?;
    page.open("/").await?;
    page.wait_for_plies(PLIES, Duration::from_secs(10)).await
}

/// Checks what is on screen and leaves its screenshot.
async fn look(page: &Page, size: &str, state: &str, opts: serde_json::Value) -> Result<()> {
    // Let the layout settle: sliding pieces, fading notices.
    tokio::time::sleep(Duration::from_millis(400)).await;
    page.screenshot(&format!("layout-{size}-{state}")).await?;
    let problems = page.client.execute(CHECK, vec![opts]).await?;
    let problems: Vec<String> = serde_json::from_value(problems).context("a list of problems")?;
    ensure!(
        problems.is_empty(),
        "{size}, {state}: {}",
        problems.join("; ")
    );
    Ok(())
}

/// Each of `testids` is wholly in the screen's view, with no scrolling.
async fn in_sight(page: &Page, size: &str, testids: &[&str]) -> Result<()> {
    for id in testids {
        let r = page
            .js(&format!(
                "const e = document.querySelector('[data-testid={id}]');\
                 if (!e) return 'missing';\
                 const r = e.getBoundingClientRect();\
                 return r.top >= 0 && r.bottom <= innerHeight + 0.5 && r.left >= 0 && r.right <= innerWidth + 0.5\
                   ? 'ok' : `at ${{Math.round(r.top)}}..${{Math.round(r.bottom)}} of ${{innerHeight}}`;"
            ))
            .await?;
        ensure!(r == "ok", "{size}: {id} is not in sight: {r}");
    }
    Ok(())
}

/// `game` as a live game with a friend's device, saved on the device that
/// plays Black (ten minutes and five seconds each, two seconds a move).
fn live_game(game: &Game) -> Result<serde_json::Value> {
    // Saved a moment ago: the player to move still has time.
    let wall = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .context("the clock")?
        .as_millis() as f64;
    let now = xiangqi_model::Now::new(0.0, wall);
    let hello = xiangqi_model::remote::PeerMessage::Hello {
        protocol: xiangqi_model::remote::PROTOCOL,
        game: "layout-live".into(),
        start: game.start().to_fen(),
        sender: Color::Red,
        control: "10+5".parse::<TimeControl>().context("a time control")?,
        moves: game.moves().iter().map(ToString::to_string).collect(),
        spent: vec![2_000; game.ply_count()],
        hash: xiangqi_model::remote::position_hash(game.position()),
    };
    let live = xiangqi_model::remote::RemoteGame::join(&hello, now)
        .map_err(|e| anyhow::anyhow!("the live game: {e}"))?;
    Ok(serde_json::to_value(live.stored(now))?)
}

/// A legal move of the side to move in `game`, in ICCS.
fn any_move(game: &Game) -> String {
    game.legal_moves()
        .iter()
        .copied()
        .find(|&m| {
            let mut next = game.clone();
            next.play(m).is_ok() && !next.is_over()
        })
        .map(|m| m.to_string())
        .unwrap_or_default()
}

/// The play screen's states, against the AI, between friends side by
/// side and face to face; `lang` ("" or "-zh") names the screenshots.
async fn play_states(page: &Page, size: &str, touch: bool, game: &Game, lang: &str) -> Result<()> {
    let play = serde_json::json!({ "touch": touch, "moveList": true });
    let face = serde_json::json!({ "touch": touch, "moveList": true, "faceToFace": true });
    let plain = serde_json::json!({ "touch": touch });

    // Against the AI, and its menu.
    open_saved(
        page,
        &format!("vs-ai{lang}"),
        &saved_game(game, Some(Color::Black), Seating::SideBySide),
    )
    .await?;
    look(page, size, &format!("vs-ai{lang}"), play.clone()).await?;
    page.click_testid("menu").await?;
    page.element("[data-testid=dialog-menu] [data-testid=lang-switch]")
        .await?;
    look(page, size, &format!("menu{lang}"), plain.clone()).await?;
    page.client
        .active_element()
        .await?
        .send_keys("\u{e00c}")
        .await?;

    // Two friends side by side; the side to move's opponent asks to take back.
    open_saved(
        page,
        &format!("friends{lang}"),
        &saved_game(game, None, Seating::SideBySide),
    )
    .await?;
    look(page, size, &format!("friends{lang}"), play.clone()).await?;
    page.click_testid("undo").await?;
    page.element("[data-testid=dialog-takeback]").await?;
    look(
        page,
        size,
        &format!("friends-takeback{lang}"),
        plain.clone(),
    )
    .await?;
    page.click_testid("decline").await?;

    // Face to face: Red offers a draw with its move; Black answers from
    // Black's seat. Then Red asks to take back; Black is asked.
    open_saved(
        page,
        &format!("face-to-face{lang}"),
        &saved_game(game, None, Seating::FaceToFace),
    )
    .await?;
    look(page, size, &format!("face-to-face{lang}"), face.clone()).await?;
    page.click_testid("offer-draw-red").await?;
    page.click_testid("confirm").await?;
    page.play(&any_move(game)).await?;
    page.element("[data-testid=player-black] [data-testid=accept-draw]")
        .await?;
    look(
        page,
        size,
        &format!("face-to-face-draw-offer{lang}"),
        face.clone(),
    )
    .await?;
    page.click_testid("decline-draw").await?;
    page.click_testid("undo-red").await?;
    page.element("[data-testid=player-black] [data-testid=accept-takeback]")
        .await?;
    look(
        page,
        size,
        &format!("face-to-face-takeback{lang}"),
        face.clone(),
    )
    .await?;
    page.click_testid("withdraw-takeback").await?;

    Ok(())
}

async fn every_state(page: &Page, size: &str, viewport: Viewport, touch: bool) -> Result<()> {
    // The screen itself, without the window's frame.
    page.cdp(
        "Emulation.setDeviceMetricsOverride",
        serde_json::json!({
            "width": viewport.width, "height": viewport.height,
            "deviceScaleFactor": 1, "mobile": touch,
        }),
    )
    .await?;
    if touch {
        page.cdp(
            "Emulation.setTouchEmulationEnabled",
            serde_json::json!({ "enabled": true, "maxTouchPoints": 5 }),
        )
        .await?;
    }
    let game = mid_game();
    play_states(page, size, touch, &game, "").await?;
    let plain = serde_json::json!({ "touch": touch });
    // The study screens.
    let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
    page.open(&format!("/?mode=analysis&moves={}", moves.join(",")))
        .await?;
    page.element("[data-testid=analysis-line]").await?;
    look(page, size, "analysis", plain.clone()).await?;
    // Left by its button, as a person would (a reload stays on the board).
    page.click_testid("analysis-close").await?;
    page.element(".app [data-testid=menu]").await?;
    page.open("/?mode=puzzle").await?;
    page.element("[data-testid=puzzle-close]").await?;
    look(page, size, "puzzles", plain.clone()).await?;
    page.open("/?mode=edit").await?;
    page.element("[data-testid=editor-clear]").await?;
    look(page, size, "editor", plain.clone()).await?;
    // The lessons: their list, and a lesson with its task and buttons.
    page.open("/?mode=learn").await?;
    page.element("[data-testid=lesson-item]").await?;
    look(page, size, "lessons", plain.clone()).await?;
    // The editor and a lesson in each language, whose labels differ in
    // length: the editor's labels whole, the lesson's buttons and what it
    // says in sight without scrolling.
    for lang in ["en", "zh", "zh-Hant", "vi"] {
        page.open("/").await?;
        page.element("[data-testid=menu]").await?;
        crate::steps::choose(page, "lang-switch", lang).await?;
        page.open("/?mode=edit").await?;
        page.element("[data-testid=editor-clear]").await?;
        look(page, size, &format!("editor-{lang}"), plain.clone()).await?;
        page.open("/?mode=learn&id=horse").await?;
        page.element("[data-testid=lesson-retry]").await?;
        look(page, size, &format!("lesson-{lang}"), plain.clone()).await?;
        in_sight(
            page,
            size,
            &["lesson-retry", "lesson-feedback", "lesson-task"],
        )
        .await?;
    }
    page.open("/").await?;
    page.element("[data-testid=menu]").await?;
    crate::steps::choose(page, "lang-switch", "en").await?;
    // The dialogs with fields: every field a whole touch target. (Face
    // to face, New game is in the menu.)
    let shared = page
        .js("return !!document.querySelector('[data-testid=new-game]');")
        .await?;
    page.click_testid(if shared == true {
        "new-game"
    } else {
        "menu-new-game"
    })
    .await?;
    page.click_testid("opponent-ai").await?;
    look(page, size, "new-game", plain.clone()).await?;
    page.click_testid("cancel").await?;
    page.click_testid("import").await?;
    page.element("[data-testid=import-file]").await?;
    look(page, size, "import", plain.clone()).await?;
    page.click_testid("cancel").await?;
    // The endgame trainer: its list, and an attempt at the player's move.
    page.open("/?mode=endgames").await?;
    page.element("[data-testid=endgame-drill]").await?;
    look(page, size, "endgames", plain.clone()).await?;
    page.open("/?mode=endgames&id=chariot-advisors").await?;
    page.element("[data-testid=endgame][data-state=playing]")
        .await?;
    look(page, size, "endgame", plain.clone()).await?;
    // What the attempt says (whose move, the distance to mate) is in
    // sight without scrolling, under or beside the board.
    let status = page
        .js("const r = document.querySelector('[data-testid=endgame-status]').getBoundingClientRect();\
             return [r.top, r.bottom, r.height, innerHeight];")
        .await?;
    let seen = |i: usize| status[i].as_f64().unwrap_or(f64::NAN);
    ensure!(
        seen(2) > 0.0 && seen(0) >= 0.0 && seen(1) <= seen(3),
        "{size}: the endgame's status is not in sight: {status}"
    );
    // The analysis board on a covered ending, each move's verdict open.
    page.open("/?mode=analysis&fen=3k5/9/9/9/9/9/9/9/9/R3K4%20w")
        .await?;
    page.element("[data-testid=tablebase]").await?;
    page.click_testid("tablebase-moves").await?;
    look(page, size, "analysis-tablebase", plain.clone()).await?;
    page.click_testid("analysis-close").await?;
    page.element(".app [data-testid=menu]").await?;
    // A game with a friend by link, mid-game: the player's move, then the
    // link to send with its QR code.
    page.open(&format!(
        "/?mode=friend&game=layout01&moves={}",
        moves.join(",")
    ))
    .await?;
    page.element("[data-testid=friend][data-state=your-move]")
        .await?;
    look(page, size, "friend-move", plain.clone()).await?;
    let reply = game
        .legal_moves()
        .iter()
        .next()
        .copied()
        .context("a move")?;
    page.play(&reply.to_string()).await?;
    page.element("[data-testid=friend-qr]").await?;
    look(page, size, "friend-link", plain.clone()).await?;
    // The friend screen's choice, then a live game whose connection has
    // dropped (both clocks, the way to reconnect).
    page.forget_record("friends", "links").await?;
    page.open("/?mode=friend").await?;
    page.element("[data-testid=live-invite]").await?;
    look(page, size, "friend-choose", plain.clone()).await?;
    // Each step of a live game's handshake brings the next into sight:
    // the invitation's code, then where the friend's answer goes.
    page.click_testid("live-invite").await?;
    page.wait_until(
        "the invitation's code",
        "return !!document.querySelector('[data-testid=live-code]')?.value;",
        Duration::from_secs(20),
    )
    .await?;
    look(page, size, "friend-invited", plain.clone()).await?;
    in_sight(
        page,
        size,
        &["live-code", "live-copy", "live-answer", "live-connect"],
    )
    .await?;
    page.click_testid("live-cancel").await?;
    let stored = serde_json::json!({ "version": 1, "data": live_game(&game)? });
    page.js(&format!(
        "localStorage.setItem('xiangqi.v1.friend-live', {:?});",
        stored.to_string()
    ))
    .await?;
    page.open("/?mode=friend").await?;
    page.element("[data-testid=live-reconnect]").await?;
    look(page, size, "friend-live", plain).await?;

    // The same play screens in Chinese and in Vietnamese, whose labels
    // differ in length.
    page.open("/").await?;
    page.element("[data-testid=menu]").await?;
    crate::steps::choose(page, "lang-switch", "zh").await?;
    page.element("html[lang=zh-CN]").await?;
    play_states(page, size, touch, &game, "-zh").await?;
    page.open("/").await?;
    page.element("[data-testid=menu]").await?;
    crate::steps::choose(page, "lang-switch", "vi").await?;
    page.element("html[lang=vi]").await?;
    play_states(page, size, touch, &game, "-vi").await
}

macro_rules! at_size {
    ($test:ident, $index:expr) => {
        #[tokio::test]
        async fn $test() {
            let (size, width, height, touch) = SIZES[$index];
            let viewport = Viewport { width, height };
            scenario(&format!("layout-{size}"), viewport, async |page| {
                every_state(page, size, viewport, touch).await
            })
            .await;
        }
    };
}

at_size!(layout_on_a_360_px_phone, 0);
at_size!(layout_on_a_phone, 1);
at_size!(layout_on_a_phone_sideways, 2);
at_size!(layout_on_a_tablet, 3);
at_size!(layout_on_a_tablet_sideways, 4);
at_size!(layout_on_a_desktop, 5);
