//! Playing a friend on another device by link (`?mode=friend`): two
//! browsers that share nothing play three moves, each move travelling as
//! the link the other device opens; an old link does not undo the game, a
//! reload keeps it, and a broken link says what is wrong.

use std::time::Duration;

use anyhow::{ensure, Context, Result};

use crate::harness::{scenario, scenario_pair, Page, PHONE};

/// `data-state` and `data-plies` of the friend screen, once it shows
/// `state` with `plies` moves.
async fn wait_game(page: &Page, state: &str, plies: usize) -> Result<()> {
    page.wait_until(
        &format!("the game in state {state} after {plies} plies"),
        &format!(
            "const f = document.querySelector('[data-testid=friend]');\
             return !!f && f.dataset.state === '{state}' && f.dataset.plies === '{plies}'\
               && !!document.querySelector('[data-testid=board] .point');"
        ),
        Duration::from_secs(20),
    )
    .await
}

/// The link the screen offers to send, as the query to open elsewhere.
async fn link_query(page: &Page) -> Result<String> {
    page.wait_until(
        "the link to send",
        "const l = document.querySelector('[data-testid=friend-link]'); return !!l && l.value.includes('?');",
        Duration::from_secs(10),
    )
    .await?;
    let link = page
        .js("return document.querySelector('[data-testid=friend-link]').value;")
        .await?;
    let link = link.as_str().context("a link")?;
    let query = link.split_once('?').context("a query")?.1;
    Ok(format!("/?{query}"))
}

async fn orientation(page: &Page) -> Result<String> {
    let v = page
        .js("return document.querySelector('[data-testid=board]').dataset.orientation;")
        .await?;
    Ok(v.as_str().unwrap_or_default().to_string())
}

async fn said_text(page: &Page) -> Result<String> {
    let v = page
        .js("const n = document.querySelector('[data-testid=friend-said]'); return n ? n.textContent : '';")
        .await?;
    Ok(v.as_str().unwrap_or_default().to_string())
}

#[tokio::test]
async fn three_moves_travel_by_link_between_two_devices() {
    scenario_pair("friend-link", PHONE, async |red, black| {
        // The menu leads there.
        red.open("/").await?;
        red.open_menu().await?;
        red.click_testid("friend-device").await?;
        red.wait_until(
            "the friend screen",
            "return !!document.querySelector('[data-testid=friend-start-red]');",
            Duration::from_secs(20),
        )
        .await?;
        red.click_testid("friend-start-red").await?;
        wait_game(red, "your-move", 0).await?;
        ensure!(orientation(red).await? == "red", "Red sees the board from Red's side");
        red.play("h2e2").await?;
        wait_game(red, "waiting", 1).await?;
        // The link is offered as text and as a QR code.
        let qr = red
            .js("const q = document.querySelector('[data-testid=friend-qr] path'); return q ? q.getAttribute('d').length : 0;")
            .await?;
        ensure!(qr.as_u64().unwrap_or(0) > 100, "a QR code is drawn");
        let first = link_query(red).await?;
        ensure!(first.contains("moves=h2e2"), "the link carries the move: {first}");

        // Black's device opens it and sees the game from Black's side.
        black.open(&first).await?;
        wait_game(black, "your-move", 1).await?;
        ensure!(orientation(black).await? == "black", "Black sees the board from Black's side");
        // Black cannot move Red's pieces.
        black.tap("h0").await?;
        black.tap("g2").await?;
        wait_game(black, "your-move", 1).await?;
        black.play("h9g7").await?;
        wait_game(black, "waiting", 2).await?;
        let second = link_query(black).await?;

        red.open(&second).await?;
        wait_game(red, "your-move", 2).await?;
        let said = said_text(red).await?;
        ensure!(said.contains("Your friend played"), "Red is told Black's move: {said}");
        red.play("h0g2").await?;
        wait_game(red, "waiting", 3).await?;
        let third = link_query(red).await?;

        black.open(&third).await?;
        wait_game(black, "your-move", 3).await?;
        // Red's first link, opened again on Black's device, undoes nothing.
        black.open(&first).await?;
        wait_game(black, "your-move", 3).await?;
        let said = said_text(black).await?;
        ensure!(said.contains("older"), "the old link is named as such: {said}");
        // A reload shows the same game.
        black.reload().await?;
        wait_game(black, "your-move", 3).await?;
        // A broken link says what is wrong and changes nothing.
        black
            .open("/?mode=friend&game=zzzz9999&moves=h2e2,h9h0")
            .await?;
        black
            .wait_until(
                "the refusal",
                "const n = document.querySelector('[data-testid=friend-said]');\
                 return !!n && n.textContent.includes('cannot be opened');",
                Duration::from_secs(10),
            )
            .await?;
        ensure!(
            black
                .js("return document.querySelectorAll('[data-testid=friend-game]').length;")
                .await?
                .as_u64()
                == Some(1),
            "the broken link added no game"
        );
        Ok(())
    })
    .await;
}

/// Puts `text` into the text field `testid` as typing would.
pub(crate) async fn fill(page: &Page, testid: &str, text: &str) -> Result<()> {
    page.js(&format!(
        "const t = document.querySelector('[data-testid={testid}]');\
         t.value = {text:?}; t.dispatchEvent(new Event('input', {{ bubbles: true }}));"
    ))
    .await?;
    Ok(())
}

/// The code the handshake shows, once it starts with `prefix`.
pub(crate) async fn shown_code(page: &Page, prefix: &str) -> Result<String> {
    page.wait_until(
        &format!("a code starting {prefix}"),
        &format!(
            "const c = document.querySelector('[data-testid=live-code]');\
             return !!c && c.value.startsWith('{prefix}');"
        ),
        Duration::from_secs(20),
    )
    .await?;
    let code = page
        .js("return document.querySelector('[data-testid=live-code]').value;")
        .await?;
    Ok(code.as_str().unwrap_or_default().to_string())
}

/// Connects two devices through the app's own invitation flow: `red`
/// invites with `clock`, `black` joins with the code, `red` takes the
/// answer.
async fn connect_live(red: &Page, black: &Page, clock: &str) -> Result<()> {
    red.open("/?mode=friend").await?;
    red.click_testid("live-red").await?;
    red.js(&format!(
        "const s = document.querySelector('[data-testid=live-clock]');\
         s.value = '{clock}'; s.dispatchEvent(new Event('change', {{ bubbles: true }}));"
    ))
    .await?;
    red.click_testid("live-invite").await?;
    let invitation = shown_code(red, "XQ1I").await?;
    ensure!(
        red.js("return !!document.querySelector('[data-testid=friend-qr] path');")
            .await?
            .as_bool()
            == Some(true),
        "the invitation is also a QR code"
    );
    // The button under the code says what it copies.
    let copy = red
        .js("return document.querySelector('[data-testid=live-copy]').textContent.trim();")
        .await?;
    ensure!(
        copy == "Copy code",
        "the button under the code reads {copy}"
    );
    black.open("/?mode=friend").await?;
    fill(black, "live-paste", &invitation).await?;
    black.click_testid("live-join").await?;
    let answer = shown_code(black, "XQ1A").await?;
    fill(red, "live-answer", &answer).await?;
    red.click_testid("live-connect").await?;
    for page in [red, black] {
        page.wait_until(
            "the live game",
            "const f = document.querySelector('[data-testid=friend]');\
             const c = document.querySelector('[data-testid=live-connection]');\
             return !!f && f.dataset.live === 'true' && !!c && c.dataset.connected === 'true'\
               && !!document.querySelector('[data-testid=board] .point');",
            Duration::from_secs(30),
        )
        .await?;
    }
    Ok(())
}

/// A clock's `m:ss` in seconds.
fn seconds(text: &str) -> Result<f64> {
    let (m, s) = text.trim().split_once(':').context("a clock reads m:ss")?;
    Ok(m.parse::<f64>()? * 60.0 + s.get(..2).unwrap_or(s).parse::<f64>()?)
}

async fn clock_text(page: &Page, testid: &str) -> Result<String> {
    let v = page
        .js(&format!(
            "const c = document.querySelector('[data-testid={testid}] .friend-clock-time');\
             return c ? c.textContent : '';"
        ))
        .await?;
    Ok(v.as_str().unwrap_or_default().to_string())
}

#[tokio::test]
async fn two_devices_connect_directly_and_play_a_timed_game() {
    scenario_pair("friend-live", PHONE, async |red, black| {
        connect_live(red, black, "5+3").await?;
        wait_game(red, "your-move", 0).await?;
        wait_game(black, "waiting", 0).await?;
        ensure!(orientation(black).await? == "black", "Black's device shows Black's side");
        let mine = clock_text(red, "live-clock-mine").await?;
        ensure!(mine.starts_with("5:00") || mine.starts_with("4:5"), "Red's clock: {mine}");
        let before = seconds(&mine)?;
        let asked = std::time::Instant::now();
        red.play("b2b4").await?;
        wait_game(black, "your-move", 1).await?;
        wait_game(red, "waiting", 1).await?;
        // Black's clock runs on both devices; Red got its increment: its
        // clock stands at what it was, less the time the move took (at
        // most the time since it was read), plus 3 s (each reading to the
        // second, either way).
        let spent = asked.elapsed().as_secs_f64();
        let red_on_black = clock_text(black, "live-clock-theirs").await?;
        let after = seconds(&red_on_black)?;
        ensure!(
            after <= before + 4.0 && after >= before + 3.0 - spent.ceil() - 1.0,
            "Red's clock on Black's device: {red_on_black} (it was {mine}; the move took at most {spent:.1} s)"
        );
        black.play("a6a5").await?;
        wait_game(red, "your-move", 2).await?;
        // A draw offer goes with Red's move; Black declines it.
        red.click_testid("live-offer-draw").await?;
        red.play("b4c4").await?;
        wait_game(black, "your-move", 3).await?;
        black.element("[data-testid=live-draw-question]").await?;
        black.click_testid("live-draw-decline").await?;
        red.wait_until(
            "the declined offer",
            "return document.querySelector('[data-testid=friend-said]').textContent.includes('declined');",
            Duration::from_secs(10),
        )
        .await?;
        // Black asks to take back its move (and Red's reply): Red agrees,
        // and Black is to move again after Red's first move.
        black.click_testid("live-takeback").await?;
        red.element("[data-testid=live-takeback-question]").await?;
        red.click_testid("live-takeback-accept").await?;
        wait_game(black, "your-move", 1).await?;
        wait_game(red, "waiting", 1).await?;
        black.play("a6a5").await?;
        wait_game(red, "your-move", 2).await?;
        red.play("b4c4").await?;
        wait_game(black, "your-move", 3).await?;
        black.play("f9e8").await?;
        wait_game(red, "your-move", 4).await?;
        // The cannon mates over the advisor: both devices end the game.
        red.play("c4c9").await?;
        wait_game(red, "over", 5).await?;
        wait_game(black, "over", 5).await?;
        let said = said_text(red).await?;
        ensure!(said.contains("checkmate"), "Red is told it mated: {said}");
        // Both devices show the moves, and keep the game with their past
        // games (the database's `games` store).
        for page in [red, black] {
            let shown = page
                .js("return document.querySelectorAll('[data-testid=friend-moves] [data-testid=friend-move]').length;")
                .await?;
            ensure!(shown.as_i64() == Some(5), "the live game shows {shown} moves");
            // Written a moment after the game ends.
            let mut kept = serde_json::Value::Null;
            for _ in 0..50 {
                kept = page.js_async(crate::keeping::LONGEST_KEPT_GAME).await?;
                if kept.as_i64() == Some(5) {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            ensure!(kept.as_i64() == Some(5), "the past games hold the game: {kept}");
        }
        Ok(())
    })
    .await;
}

/// Whether the browser of `page` has WebRTC at all.
pub(crate) async fn has_webrtc(page: &Page) -> Result<bool> {
    Ok(page
        .js("return typeof RTCPeerConnection === 'function';")
        .await?
        == true)
}

/// What a browser without WebRTC says on the friend screen: a plain
/// sentence where the live game would be, no button that does nothing, and
/// the game by link ready to start.
async fn says_play_by_link(page: &Page) -> Result<()> {
    page.open("/?mode=friend").await?;
    let seen = page
        .js(
            "const n = document.querySelector('[data-testid=live-unavailable]');\
             return [n ? n.textContent : '', !!document.querySelector('[data-testid=live-invite]'),\
               !!document.querySelector('[data-testid=live-join]'),\
               !!document.querySelector('[data-testid=friend-start-red]')];",
        )
        .await?;
    ensure!(
        seen[0]
            .as_str()
            .is_some_and(|t| t.contains("WebRTC") && t.contains("link")),
        "the friend screen says why and what to do: {seen}"
    );
    ensure!(
        seen[1] == false && seen[2] == false && seen[3] == true,
        "no live buttons, the game by link offered: {seen}"
    );
    page.screenshot("friend-without-webrtc-phone").await?;
    // The same, in each of the other languages: the reason (the browser's
    // missing WebRTC) and the way that works, in that language's words.
    for (lang, link) in [("zh", "链接"), ("zh-Hant", "連結"), ("vi", "liên kết")] {
        page.open("/").await?;
        page.element("[data-testid=menu]").await?;
        crate::steps::choose(page, "lang-switch", lang).await?;
        page.open("/?mode=friend").await?;
        page.element("[data-testid=friend-start-red]").await?;
        let said = page
            .js("return document.querySelector('[data-testid=live-unavailable]')?.textContent ?? '';")
            .await?;
        ensure!(
            said.as_str()
                .is_some_and(|t| t.contains("WebRTC") && t.contains(link)),
            "in {lang} the friend screen says: {said}"
        );
    }
    Ok(())
}

/// In a browser that can: two devices connect and a move goes each way.
/// In one that cannot (WebKitGTK as Debian builds it): said plainly.
#[tokio::test]
async fn a_live_game_or_what_this_browser_lacks() {
    scenario_pair("friend-live-or-not", PHONE, async |red, black| {
        red.open("/").await?;
        if !has_webrtc(red).await? {
            return says_play_by_link(red).await;
        }
        connect_live(red, black, "").await?;
        red.play("h2e2").await?;
        wait_game(black, "your-move", 1).await?;
        black.play("h9g7").await?;
        wait_game(red, "your-move", 2).await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_browser_without_webrtc_is_told_to_play_by_link() {
    scenario("friend-no-webrtc", PHONE, async |page| {
        page.before_load("delete window.RTCPeerConnection;").await?;
        says_play_by_link(page).await
    })
    .await;
}

#[tokio::test]
async fn a_dropped_connection_is_resumed_from_the_longer_game() {
    scenario_pair("friend-live-drop", PHONE, async |red, black| {
        connect_live(red, black, "").await?;
        red.play("h2e2").await?;
        wait_game(black, "your-move", 1).await?;
        black.play("h9g7").await?;
        wait_game(red, "your-move", 2).await?;
        // Black's page goes away (a reload, as when a phone drops the
        // page); Red is told and plays on.
        black.reload().await?;
        wait_game(black, "waiting", 2).await?;
        red.wait_until(
            "Red to see that Black is away",
            "const c = document.querySelector('[data-testid=live-connection]');\
             return !!c && c.dataset.connected === 'false' && !!document.querySelector('[data-testid=live-reconnect]');",
            Duration::from_secs(30),
        )
        .await?;
        red.play("h0g2").await?;
        wait_game(red, "waiting", 3).await?;
        // Codes are exchanged again; the longer game (Red's) is kept.
        red.click_testid("live-reconnect").await?;
        let invitation = shown_code(red, "XQ1I").await?;
        fill(black, "live-paste", &invitation).await?;
        black.click_testid("live-join").await?;
        let answer = shown_code(black, "XQ1A").await?;
        fill(red, "live-answer", &answer).await?;
        red.click_testid("live-connect").await?;
        wait_game(black, "your-move", 3).await?;
        black.play("b9c7").await?;
        wait_game(red, "your-move", 4).await?;
        // Black resigns: both devices end the game.
        black.click_testid("live-resign").await?;
        wait_game(red, "over", 4).await?;
        wait_game(black, "over", 4).await?;
        let said = said_text(red).await?;
        ensure!(said.contains("resign"), "Red is told Black resigned: {said}");
        Ok(())
    })
    .await;
}

/// A peer scripted in the second browser: it answers the invitation by
/// itself (no app), keeps what it receives in `window.got` and sends what
/// the test gives it through `window.peerSend`.
const SCRIPTED_PEER: &str = r#"
const code = arguments_code;
const b64 = code.slice(4).replace(/-/g, '+').replace(/_/g, '/');
const packed = Uint8Array.from(atob(b64 + '==='.slice((b64.length + 3) % 4)), c => c.charCodeAt(0));
const inflate = new Response(new Blob([packed]).stream().pipeThrough(new DecompressionStream('deflate-raw')));
const offer = new TextDecoder().decode(new Uint8Array(await inflate.arrayBuffer()).slice(8));
const pc = new RTCPeerConnection();
window.got = [];
pc.ondatachannel = e => {
  window.channel = e.channel;
  e.channel.onmessage = m => window.got.push(m.data);
};
window.peerSend = text => window.channel.send(text);
await pc.setRemoteDescription({ type: 'offer', sdp: offer });
await pc.setLocalDescription(await pc.createAnswer());
for (let i = 0; i < 50 && pc.iceGatheringState !== 'complete'; i++) await new Promise(r => setTimeout(r, 100));
const body = new TextEncoder().encode(pc.localDescription.sdp);
const all = new Uint8Array(8 + body.length);
new DataView(all.buffer).setBigUint64(0, BigInt(Math.floor(Date.now() / 1000)));
all.set(body, 8);
const deflate = new Response(new Blob([all]).stream().pipeThrough(new CompressionStream('deflate-raw')));
let s = '';
new Uint8Array(await deflate.arrayBuffer()).forEach(b => s += String.fromCharCode(b));
window.peer = pc;
return 'XQ1A' + btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
"#;

#[tokio::test]
async fn a_hostile_peer_is_refused_and_the_game_is_unchanged() {
    scenario_pair("friend-live-hostile", PHONE, async |red, peer| {
        red.open("/?mode=friend").await?;
        red.click_testid("live-invite").await?;
        let invitation = shown_code(red, "XQ1I").await?;
        peer.open("/?mode=friend").await?;
        let script = SCRIPTED_PEER.replace("arguments_code", &format!("{invitation:?}"));
        let answer = peer.js_async(&script).await?;
        let answer = answer.as_str().context("an answer code")?.to_string();
        fill(red, "live-answer", &answer).await?;
        red.click_testid("live-connect").await?;
        wait_game(red, "your-move", 0).await?;
        peer.wait_until(
            "Red's hello",
            "return (window.got || []).some(m => m.includes('\"hello\"'));",
            Duration::from_secs(20),
        )
        .await?;
        red.play("h2e2").await?;
        wait_game(red, "waiting", 1).await?;
        let fen = red.fen().await?;
        for (message, why) in [
            ("{ not json", "cannot be read"),
            (
                r#"{"kind":"move","ply":1,"mv":"h9h0","spent":10,"hash":"0000000000000000","offer_draw":false}"#,
                "not a legal move",
            ),
            (
                r#"{"kind":"move","ply":1,"mv":"<img src=x onerror=alert(1)>","spent":10,"hash":"0","offer_draw":false}"#,
                "not a legal move",
            ),
            (r#"{"kind":"takeback-answer","accept":true}"#, "nothing was asked"),
        ] {
            peer.js(&format!("window.peerSend({message:?});")).await?;
            red.wait_until(
                &format!("the refusal of {message}"),
                &format!(
                    "const s = document.querySelector('[data-testid=friend-said]');\
                     return !!s && s.textContent.includes('refused') && s.textContent.includes({why:?});"
                ),
                Duration::from_secs(10),
            )
            .await?;
            wait_game(red, "waiting", 1).await?;
            ensure!(red.fen().await? == fen, "the position is unchanged after {message}");
        }
        ensure!(
            red.js("return document.querySelectorAll('img').length;").await?.as_u64() == Some(0),
            "nothing from the peer was drawn as markup"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_stun_server_set_in_the_preferences_is_the_one_a_live_game_uses() {
    scenario("friend-stun-preference", PHONE, async |page| {
        page.open("/").await?;
        page.open_menu().await?;
        let field = page.element("[data-testid=pref-stun]").await?;
        ensure!(
            field.prop("value").await?.unwrap_or_default().is_empty(),
            "a STUN server is set before the player names one"
        );
        fill(page, "pref-stun", " stun:stun.example.org:3478 ").await?;
        page.open("/?mode=friend").await?;
        let shown = page
            .js("return document.querySelector('[data-testid=live-stun]').value;")
            .await?;
        ensure!(
            shown.as_str() == Some("stun:stun.example.org:3478"),
            "the live set-up shows {shown}"
        );
        Ok(())
    })
    .await;
}

/// Tabs until the element `testid` has the focus.
async fn tab_to(page: &Page, testid: &str) -> Result<()> {
    for _ in 0..40 {
        let here = page
            .js(&format!(
                "return document.activeElement?.dataset?.testid === '{testid}';"
            ))
            .await?;
        if here == true {
            return Ok(());
        }
        crate::a11y::press(page, &[fantoccini::key::Key::Tab]).await?;
    }
    anyhow::bail!("Tab never reached {testid}")
}

#[tokio::test]
async fn a_game_by_link_is_started_and_played_with_the_keyboard_alone() {
    use fantoccini::key::Key;
    scenario("friend-keyboard", PHONE, async |page| {
        page.open("/?mode=friend").await?;
        tab_to(page, "friend-start-red").await?;
        crate::a11y::press(page, &[Key::Enter]).await?;
        wait_game(page, "your-move", 0).await?;
        tab_to(page, "board").await?;
        // From wherever the cursor starts to Red's right cannon on h2.
        let (at, _) = crate::a11y::focused_point(page).await?;
        let (file, rank) = (at.as_bytes()[0], at.as_bytes()[1]);
        let mut keys = Vec::new();
        for _ in file..b'h' {
            keys.push(Key::Right);
        }
        for _ in b'h'..file {
            keys.push(Key::Left);
        }
        for _ in rank..b'2' {
            keys.push(Key::Up);
        }
        for _ in b'2'..rank {
            keys.push(Key::Down);
        }
        crate::a11y::press(page, &keys).await?;
        let (at, name) = crate::a11y::focused_point(page).await?;
        ensure!(
            at == "h2" && name.contains("cannon"),
            "the cursor is on {at} ({name})"
        );
        // Pick it up, three to the left, put it down: 炮二平五.
        crate::a11y::press(
            page,
            &[Key::Enter, Key::Left, Key::Left, Key::Left, Key::Enter],
        )
        .await?;
        wait_game(page, "waiting", 1).await?;
        link_query(page).await?;
        Ok(())
    })
    .await;
}

/// The STUN server is for players on different networks: folded away
/// under a heading that says so, with what it is for, in the menu and on
/// the live set-up; it opens by itself once one is named.
#[tokio::test]
async fn the_stun_server_is_folded_under_what_it_is_for() {
    scenario("friend-stun-folded", PHONE, async |page| {
        page.open("/").await?;
        page.open_menu().await?;
        let folded = page
            .js("const d = document.querySelector('[data-testid=pref-advanced]');\
                 return [d.open, d.querySelector('summary').textContent, d.querySelector('.pref-why').textContent];")
            .await?;
        ensure!(folded[0] == false, "the menu's STUN field is folded: {folded}");
        let summary = folded[1].as_str().unwrap_or_default();
        ensure!(!summary.contains("STUN") && summary.contains("network"), "the fold says what it is for: {summary}");
        ensure!(folded[2].as_str().is_some_and(|w| w.contains("same Wi-Fi")), "the fold explains: {folded}");
        page.open("/?mode=friend").await?;
        let live = page
            .js("return document.querySelector('[data-testid=live-advanced]').open;")
            .await?;
        ensure!(live == false, "the live set-up's STUN field is folded");
        Ok(())
    })
    .await;
}
