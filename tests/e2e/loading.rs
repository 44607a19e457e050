//! The dialogs that playing does not need at once are a chunk of the
//! program, downloaded after the first paint: a game goes on without it,
//! and a dialog that cannot load says so, then opens once the chunk can be
//! had.

use std::time::Duration;

use anyhow::{ensure, Result};
use serde_json::json;

use crate::harness::{scenario, Page, DESKTOP};

const SHOWN: &str = "return !!document.querySelector('[data-testid=dialog-unavailable]');";

/// The message that a dialog cannot load is shown (and photographed as
/// `shot`); the chunk's loader says on the console that its download
/// failed, and nothing else went wrong; the message closes, and the game
/// of two plies is as it was.
async fn unavailable_is_said_and_the_game_kept(page: &Page, shot: &str) -> Result<()> {
    page.wait_until("the message", SHOWN, Duration::from_secs(10))
        .await?;
    page.screenshot(shot).await?;
    let errors = page.take_console_errors().await?;
    ensure!(
        errors.iter().all(|e| e.contains("Failed to fetch")),
        "only the blocked download is an error: {errors:?}"
    );
    page.click_testid("close").await?;
    ensure!(page.js(SHOWN).await? == json!(false), "the message stayed");
    ensure!(page.moves().await?.len() == 2, "the game changed");
    Ok(())
}

#[tokio::test]
async fn a_dialog_that_cannot_load_says_so_and_the_game_goes_on() {
    scenario("dialog-unavailable", DESKTOP, async |page| {
        page.cdp("Network.enable", json!({})).await?;
        page.cdp(
            "Network.setBlockedURLs",
            json!({ "urls": ["*split_*.wasm*", "*chunk_*.wasm*"] }),
        )
        .await?;
        page.open("/").await?;
        // The game plays without the chunks.
        page.play("h2e2").await?;
        page.wait_for_plies(2, Duration::from_secs(30)).await?;
        page.click_testid("new-game").await?;
        unavailable_is_said_and_the_game_kept(page, "dialog-unavailable").await?;
        // Once the chunk can be had, the same button opens the dialog.
        page.cdp("Network.setBlockedURLs", json!({ "urls": [] }))
            .await?;
        page.click_testid("new-game").await?;
        page.wait_until(
            "the new game dialog",
            "return !!document.querySelector('[data-testid=dialog-new-game] [data-testid=start]');",
            Duration::from_secs(10),
        )
        .await?;
        Ok(())
    })
    .await;
}

/// The larger dialogs are chunks of their own, inside the dialogs' chunk:
/// one that cannot be had says so in its place, the menu and the game
/// are untouched, and it opens once it can be had.
#[tokio::test]
async fn a_dialog_of_its_own_chunk_that_cannot_load_says_so() {
    scenario("export-unavailable", DESKTOP, async |page| {
        page.cdp("Network.enable", json!({})).await?;
        page.cdp(
            "Network.setBlockedURLs",
            json!({ "urls": ["*split_dialog_export.wasm*"] }),
        )
        .await?;
        page.open("/").await?;
        page.play("h2e2").await?;
        page.wait_for_plies(2, Duration::from_secs(30)).await?;
        page.click_testid("export").await?;
        unavailable_is_said_and_the_game_kept(page, "export-unavailable").await?;
        // The menu, in the dialogs' own chunks, still opens.
        page.open_menu().await?;
        page.click_testid("close").await?;
        page.cdp("Network.setBlockedURLs", json!({ "urls": [] }))
            .await?;
        page.click_testid("export").await?;
        page.wait_until(
            "the export dialog",
            "return !!document.querySelector('[data-testid=dialog-export] [data-testid=record-text]');",
            Duration::from_secs(10),
        )
        .await?;
        Ok(())
    })
    .await;
}
