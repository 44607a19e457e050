//! Playing a friend on another device by link (`?mode=friend`): two
//! browsers that share nothing play three moves, each move travelling as
//! the link the other device opens; an old link does not undo the game, a
//! reload keeps it, and a broken link says what is wrong.

use std::time::Duration;

use anyhow::{ensure, Context, Result};

use crate::harness::{scenario_pair, Page, PHONE};

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
        red.open("/?mode=friend").await?;
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
async fn fill(page: &Page, testid: &str, text: &str) -> Result<()> {
    page.js(&format!(
        "const t = document.querySelector('[data-testid={testid}]');\
         t.value = {text:?}; t.dispatchEvent(new Event('input', {{ bubbles: true }}));"
    ))
    .await?;
    Ok(())
}

/// The code the handshake shows, once it starts with `prefix`.
async fn shown_code(page: &Page, prefix: &str) -> Result<String> {
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
        red.play("h2e2").await?;
        wait_game(black, "your-move", 1).await?;
        wait_game(red, "waiting", 1).await?;
        // Black's clock runs on both devices; Red got its increment.
        let red_on_black = clock_text(black, "live-clock-theirs").await?;
        ensure!(red_on_black.starts_with("5:0"), "Red's clock on Black's device: {red_on_black}");
        black.play("h9g7").await?;
        wait_game(red, "your-move", 2).await?;
        // A draw offer goes with Red's move; Black declines it.
        red.click_testid("live-offer-draw").await?;
        red.play("h0g2").await?;
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
        black.play("b9c7").await?;
        wait_game(red, "your-move", 2).await?;
        // Black resigns: both devices end the game.
        black.click_testid("live-resign").await?;
        wait_game(red, "over", 2).await?;
        wait_game(black, "over", 2).await?;
        let said = said_text(red).await?;
        ensure!(said.contains("win") || said.contains("Win"), "Red is told it won: {said}");
        Ok(())
    })
    .await;
}
