//! How games end besides checkmate: a perpetual chase and a plain
//! repetition played out on the board, and draw offers the AI accepts or
//! declines.

use std::time::Duration;

use anyhow::{ensure, Result};
use fantoccini::Locator;

use crate::harness::{scenario, Page, DESKTOP, PHONE, TABLET};

#[tokio::test]
async fn a_perpetual_chase_loses_for_the_chaser() {
    scenario("perpetual-chase", TABLET, async |page| {
        // The red chariot attacks the unprotected black horse from b4 and
        // c4 in turn; the horse steps between b7 and c9.
        page.open("/?fen=3k5/9/1n7/9/9/2R6/9/9/9/4K4%20w&opponent=human")
            .await?;
        page.play_cycle_twice(&["c4b4", "b7c9", "b4c4", "c9b7"])
            .await?;
        let (outcome, reason) = page.wait_for_result(Duration::from_secs(5)).await?;
        ensure!(outcome.as_deref() == Some("black"), "outcome {outcome:?}");
        ensure!(
            reason.as_deref() == Some("perpetual-chase"),
            "reason {reason:?}"
        );
        let text = page
            .client
            .find(Locator::Css("[data-testid=result-text]"))
            .await?
            .text()
            .await?;
        ensure!(
            text.contains("perpetual chase") && text.contains("horse"),
            "the dialog says {text:?}"
        );
        ensure!(
            page.js("return !!document.querySelector('[data-culprit=c4]') \
                     && !!document.querySelector('[data-chased=b7]');")
                .await?
                == true,
            "the chasing chariot and the chased horse are not marked"
        );
        page.screenshot("perpetual-chase-tablet").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_repetition_without_check_or_chase_is_a_draw() {
    scenario("repetition-draw", PHONE, async |page| {
        // The red chariot attacks a cannon that the advisor protects: no
        // chase, so the third occurrence is a draw.
        page.open("/?fen=3c5/4ak3/R8/9/9/9/9/9/9/4K4%20w&opponent=human")
            .await?;
        page.play_cycle_twice(&["a7a9", "d9d7", "a9a7", "d7d9"])
            .await?;
        let (outcome, reason) = page.wait_for_result(Duration::from_secs(5)).await?;
        ensure!(outcome.as_deref() == Some("draw"), "outcome {outcome:?}");
        ensure!(reason.as_deref() == Some("repetition"), "reason {reason:?}");
        Ok(())
    })
    .await;
}

/// Whether the offer-draw button can be pressed.
/// Waits for the AI to say it declines the draw offered.
async fn wait_declined(page: &Page) -> Result<()> {
    page.wait_until(
        "the AI's refusal",
        "const n = document.querySelector('[data-testid=notice]'); \
         return !!n && n.textContent.includes('declines');",
        Duration::from_secs(30),
    )
    .await
}

async fn offer_enabled(page: &Page) -> Result<bool> {
    Ok(page
        .js("return !document.querySelector('[data-testid=offer-draw]').disabled;")
        .await?
        == true)
}

#[tokio::test]
async fn the_ai_accepts_a_draw_when_it_is_lost() {
    scenario("draw-accepted", DESKTOP, async |page| {
        // Black (the AI) has a bare general against two chariots.
        page.open("/?fen=4k4/9/9/9/9/9/9/9/R8/R2K5%20w&opponent=ai&side=red&level=1")
            .await?;
        // The offer goes with the player's move; the AI answers on its turn.
        page.click_testid("offer-draw").await?;
        page.click_testid("confirm").await?;
        page.play("a1a2").await?;
        let (outcome, reason) = page.wait_for_result(Duration::from_secs(20)).await?;
        ensure!(outcome.as_deref() == Some("draw"), "outcome {outcome:?}");
        ensure!(reason.as_deref() == Some("agreement"), "reason {reason:?}");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_ai_declines_a_draw_when_it_is_winning() {
    scenario("draw-declined", PHONE, async |page| {
        // Red (the player) has a soldier against a black chariot and horse.
        page.open("/?fen=r2aka3/9/2n6/9/9/9/4P4/9/9/3AKA3%20w&opponent=ai&side=red&level=1")
            .await?;
        ensure!(offer_enabled(page).await?, "no draw offer at the start");
        page.click_testid("offer-draw").await?;
        page.click_testid("confirm").await?;
        ensure!(
            page.js("return document.querySelector('[data-testid=draw-offer]')?.dataset.by;")
                .await?
                == "red",
            "the pending offer is not shown"
        );
        ensure!(
            !offer_enabled(page).await?,
            "a pending offer can be repeated"
        );
        page.play("e3e4").await?;
        wait_declined(page).await?;
        page.wait_for_plies(2, Duration::from_secs(30)).await?;
        let (outcome, _) = page.result().await?;
        ensure!(outcome.is_none(), "the game ended: {outcome:?}");
        // Declined once, the player may not offer again before the AI has
        // offered; the button says why.
        ensure!(
            !offer_enabled(page).await?,
            "the offer can be repeated before the AI has offered"
        );
        let why = page
            .js("return document.querySelector('[data-testid=offer-draw]').title;")
            .await?;
        ensure!(
            why.as_str().is_some_and(|w| w.contains("declined")),
            "the button does not say why it is off: {why}"
        );
        Ok(())
    })
    .await;
}

/// Nobody expects a Master to agree a draw before a move is played.
#[tokio::test]
async fn a_master_declines_a_draw_offered_at_the_start() {
    scenario("draw-master-start", DESKTOP, async |page| {
        page.open("/?opponent=ai&side=red&level=8").await?;
        ensure!(offer_enabled(page).await?, "no draw offer at the start");
        page.click_testid("offer-draw").await?;
        page.click_testid("confirm").await?;
        page.play("h2e2").await?;
        wait_declined(page).await?;
        page.wait_for_plies(2, Duration::from_secs(30)).await?;
        let (outcome, _) = page.result().await?;
        ensure!(
            outcome.is_none(),
            "the game ended at the start: {outcome:?}"
        );
        Ok(())
    })
    .await;
}
