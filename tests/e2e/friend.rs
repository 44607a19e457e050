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
