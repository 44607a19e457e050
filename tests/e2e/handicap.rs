//! Handicap games (让子): a game against the computer with a horse given
//! starts without that horse, is played, kept among the past games and
//! opens again from its own start position.

use std::time::Duration;

use anyhow::ensure;

use crate::harness::{scenario, PHONE};
use crate::keeping::{listed, LONGEST_KEPT_GAME};
use crate::steps::choose;

/// The start position with Black's left horse (h9, as Black sits) given.
const BLACK_GIVES_A_HORSE: &str = "rnbakab1r/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";

#[tokio::test]
async fn a_horse_given_by_the_computer_is_played_kept_and_reopened_from_its_start() {
    scenario("handicap", PHONE, async |page| {
        page.open("/").await?;
        choose(page, "lang-switch", "en").await?;
        page.click_testid("new-game").await?;
        page.click_testid("opponent-ai").await?;
        page.click_testid("side-red").await?;
        choose(page, "level", "1").await?;
        choose(page, "handicap", "horse").await?;
        page.click_testid("giver-black").await?;
        // The level's advice says what the handicap is worth, measured.
        let note = page.element("[data-testid=handicap-note]").await?.text().await?;
        ensure!(
            note.contains("rating points") && note.chars().any(|c| c.is_ascii_digit()),
            "the handicap's worth: {note:?}"
        );
        page.screenshot("handicap-new-game-phone").await?;
        page.click_testid("start").await?;
        page.wait_until(
            "the handicap's start position",
            &format!(
                "return document.querySelector('[data-testid=board]').dataset.fen.startsWith({BLACK_GIVES_A_HORSE:?});"
            ),
            Duration::from_secs(10),
        )
        .await?;
        // The computer plays it.
        page.play("h2e2").await?;
        page.wait_for_plies(2, Duration::from_secs(30)).await?;
        page.play("h0g2").await?;
        page.wait_for_plies(4, Duration::from_secs(30)).await?;
        page.screenshot("handicap-played-phone").await?;
        page.click_testid("resign").await?;
        page.click_testid("confirm").await?;
        page.wait_for_result(Duration::from_secs(5)).await?;
        page.click_testid("game-over-close").await?;
        // Kept with its start position.
        let kept = page.js_async(LONGEST_KEPT_GAME).await?;
        ensure!(kept.as_i64() >= Some(4), "the kept game's moves: {kept}");
        let start = page
            .js_async(
                "const db = await new Promise((ok, fail) => { const r = indexedDB.open('xiangqi'); r.onsuccess = () => ok(r.result); r.onerror = fail; });\
                 const all = await new Promise((ok, fail) => { const r = db.transaction('games').objectStore('games').getAll(); r.onsuccess = () => ok(r.result); r.onerror = fail; });\
                 db.close();\
                 return all.map(text => JSON.stringify(JSON.parse(text).data.record)).join('\\n');",
            )
            .await?;
        ensure!(
            start.as_str().is_some_and(|s| s.contains(BLACK_GIVES_A_HORSE.split(' ').next().unwrap_or_default())),
            "the kept record has no handicap start: {start}"
        );
        // Reopened from the past games, from its own start.
        page.reload().await?;
        ensure!(listed(page, 1).await? == 1, "one game kept");
        page.click_testid("history-open").await?;
        page.wait_for_plies(4, Duration::from_secs(10)).await?;
        // To the game's first position.
        page.click_testid("first").await?;
        let fen = page.fen().await?;
        ensure!(
            fen.starts_with(BLACK_GIVES_A_HORSE),
            "the game reopens at {fen}, not at its start"
        );
        page.screenshot("handicap-reopened-phone").await?;
        Ok(())
    })
    .await;
}
