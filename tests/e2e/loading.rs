//! The dialogs that playing does not need at once come with the study
//! module, after the first paint: a game goes on without it, and a dialog
//! that cannot load says so, then opens once the module can be had.

use std::time::Duration;

use anyhow::ensure;
use serde_json::json;

use crate::harness::{scenario, DESKTOP};

const SHOWN: &str = "return !!document.querySelector('[data-testid=dialog-unavailable]');";

#[tokio::test]
async fn a_dialog_that_cannot_load_says_so_and_the_game_goes_on() {
    scenario("dialog-unavailable", DESKTOP, async |page| {
        page.cdp("Network.enable", json!({})).await?;
        page.cdp(
            "Network.setBlockedURLs",
            json!({ "urls": ["*study.js*", "*study_bg.wasm*"] }),
        )
        .await?;
        page.open("/").await?;
        // The game plays without the study module.
        page.play("h2e2").await?;
        page.wait_for_plies(2, Duration::from_secs(30)).await?;
        page.click_testid("new-game").await?;
        page.wait_until("the message", SHOWN, Duration::from_secs(10))
            .await?;
        page.screenshot("dialog-unavailable").await?;
        page.click_testid("close").await?;
        ensure!(page.js(SHOWN).await? == json!(false), "the message stayed");
        ensure!(page.moves().await?.len() == 2, "the game changed");
        // Once the module can be had, the same button opens the dialog.
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
