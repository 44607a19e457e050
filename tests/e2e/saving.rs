//! The game in progress survives a reload; unreadable saved data is set
//! aside with a notice.

use std::time::{Duration, Instant};

use anyhow::{ensure, Result};

use crate::harness::{scenario, Page, DESKTOP, PHONE};
use crate::steps::{clock, new_game};

const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

async fn clocks(page: &Page) -> Result<(u64, u64)> {
    Ok((clock(page, "red").await?.1, clock(page, "black").await?.1))
}

#[tokio::test]
async fn a_reload_against_the_ai_resumes_the_same_game_and_clocks() {
    scenario("reload-resume", DESKTOP, async |page| {
        reload_resumes(page, "/").await
    })
    .await;
}

/// A game against the AI with clocks, played at `base`, resumes after a
/// reload with the same moves and clocks.
pub async fn reload_resumes(page: &Page, base: &str) -> Result<()> {
    {
        page.open(base).await?;
        new_game(page, "ai", Some("5+3"), false).await?;
        page.play("h2e2").await?;
        page.wait_for_plies(2, Duration::from_secs(30)).await?;
        page.play("h0g2").await?;
        page.wait_for_plies(4, Duration::from_secs(30)).await?;
        let moves = page.moves().await?;
        let (red, black) = clocks(page).await?;
        let read_at = Instant::now();
        page.reload().await?;
        page.wait_until(
            "the board after the reload",
            "return !!document.querySelector('[data-testid=board]') \
             && !!document.querySelector('[data-testid=clock-red]');",
            Duration::from_secs(20),
        )
        .await?;
        let (red_after, black_after) = clocks(page).await?;
        let elapsed = read_at.elapsed().as_millis() as i64;
        ensure!(
            page.moves().await? == moves,
            "moves {:?} became {:?}",
            moves,
            page.moves().await?
        );
        // Black (the AI) was not to move: its clock is unchanged. Red's ran
        // on through the reload, as if the page had stayed open.
        ensure!(
            (black_after as i64 - black as i64).abs() < 1000,
            "Black's clock went from {black} to {black_after} ms"
        );
        let expected = red as i64 - elapsed;
        ensure!(
            (red_after as i64 - expected).abs() < 1000 && red_after <= red,
            "Red's clock went from {red} to {red_after} ms in {elapsed} ms"
        );
        ensure!(
            clock(page, "red").await?.0,
            "Red's clock does not run after the reload"
        );
        page.screenshot("reload-desktop").await?;
        Ok(())
    }
}

/// Corrupt game and history data, written before the first load only.
const CORRUPT: &str = r#"
if (!sessionStorage.getItem('seeded')) {
  sessionStorage.setItem('seeded', '1');
  localStorage.setItem('xiangqi.v1.current', '{"version":1,"data":{"record":{"moves":["zz99"');
  localStorage.setItem('xiangqi.v1.history', '{"version":0,"games":[]}');
}
"#;

#[tokio::test]
async fn a_corrupt_saved_game_is_set_aside_with_a_notice() {
    scenario("corrupt-save", PHONE, async |page| {
        page.before_load(CORRUPT).await?;
        page.open("/").await?;
        let notice = page
            .js("return document.querySelector('[data-testid=notice]')?.textContent ?? '';")
            .await?;
        ensure!(
            notice
                .as_str()
                .is_some_and(|n| n.contains("set aside") || n.contains("另存")),
            "the notice says {notice}"
        );
        ensure!(page.fen().await? == START_FEN, "a new game does not start");
        let keys = page
            .js("return Object.keys(localStorage).filter(k => k.includes('.corrupt.')).sort();")
            .await?;
        let keys: Vec<String> = serde_json::from_value(keys)?;
        ensure!(
            keys.len() == 2
                && keys[0].starts_with("xiangqi.v1.current.corrupt.")
                && keys[1].starts_with("xiangqi.v1.history.corrupt."),
            "set-aside keys {keys:?}"
        );
        // The new game plays and is saved in the current format.
        page.play("h2e2").await?;
        let saved = page
            .js("return JSON.parse(localStorage.getItem('xiangqi.v1.current')).data.record.moves[0];")
            .await?;
        ensure!(saved == "h2e2", "saved first move {saved}");
        page.screenshot("corrupt-phone").await?;
        Ok(())
    })
    .await;
}
