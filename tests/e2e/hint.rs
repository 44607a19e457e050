//! A hint is said beside the asking player's status, never over the
//! board: every point stays free to tap while the hinted move is played
//! (on a phone, where the board reaches the top of the screen); face to
//! face, Black's hint is said in Black's seat, turned to Black.

use std::time::Duration;

use anyhow::{ensure, Result};

use crate::harness::{scenario, Page, PHONE, TABLET};
use crate::steps::new_game;

/// The points of the board (by `data-square`) where what a tap would hit
/// is not the board: covered by something else.
async fn covered_points(page: &Page) -> Result<Vec<String>> {
    let v = page
        .js(
            "const board = document.querySelector('[data-testid=board]');\
             return [...board.querySelectorAll('[data-square]')].filter(p => {\
               const r = p.getBoundingClientRect();\
               const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);\
               return !hit || !board.contains(hit);\
             }).map(p => p.dataset.square);",
        )
        .await?;
    Ok(serde_json::from_value(v)?)
}

/// The hinted move, once the arrow is drawn.
async fn hinted(page: &Page) -> Result<String> {
    page.wait_until(
        "the hint arrow",
        "return !!document.querySelector('[data-arrow]');",
        Duration::from_secs(20),
    )
    .await?;
    let v = page
        .js("return document.querySelector('[data-arrow]').dataset.arrow;")
        .await?;
    Ok(v.as_str().unwrap_or_default().to_string())
}

#[tokio::test]
async fn the_hint_leaves_every_point_free_and_its_move_goes_through() {
    scenario("hint-phone", PHONE, async |page| {
        page.open("/?opponent=human").await?;
        page.play("h2e2").await?;
        page.wait_for_plies(1, Duration::from_secs(5)).await?;
        // Black's move: the hint goes to Black's side of the board, at the top.
        page.click_testid("hint").await?;
        let mv = hinted(page).await?;
        let said = page
            .js("return document.querySelector('[data-testid=status] [data-testid=hint-said]')?.textContent || '';")
            .await?;
        ensure!(!said.as_str().unwrap_or_default().is_empty(), "the hint is said in the status line");
        let covered = covered_points(page).await?;
        ensure!(covered.is_empty(), "points covered while the hint shows: {covered:?}");
        page.screenshot("layout-phone-hint").await?;
        page.play(&mv).await?;
        page.wait_for_plies(2, Duration::from_secs(5)).await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn face_to_face_blacks_hint_is_said_in_blacks_seat() {
    scenario("hint-face-to-face", TABLET, async |page| {
        page.open("/").await?;
        new_game(page, "human", None, true).await?;
        page.play("h2e2").await?;
        page.wait_for_plies(1, Duration::from_secs(5)).await?;
        page.click_testid("hint-black").await?;
        hinted(page).await?;
        let placed = page
            .js(
                "const said = document.querySelector('[data-testid=hint-said]');\
                 if (!said) return 'none';\
                 if (!said.closest('[data-testid=seat-status-black]')) return 'elsewhere';\
                 const r = said.getBoundingClientRect();\
                 const board = document.querySelector('[data-testid=board]').getBoundingClientRect();\
                 return r.bottom <= board.top + 1 ? 'above the board' : 'over or under the board';",
            )
            .await?;
        ensure!(placed == "above the board", "Black's hint is {placed}");
        let turned = page
            .js(
                "let e = document.querySelector('[data-testid=hint-said]');\
                 for (; e; e = e.parentElement) {\
                   const t = getComputedStyle(e).transform;\
                   if (t && t !== 'none') return t;\
                 }\
                 return 'none';",
            )
            .await?;
        ensure!(
            turned.as_str().is_some_and(|t| t.starts_with("matrix(-1")),
            "turned to Black: {turned}"
        );
        let covered = covered_points(page).await?;
        ensure!(covered.is_empty(), "points covered: {covered:?}");
        page.screenshot("layout-tablet-face-to-face-hint").await?;
        Ok(())
    })
    .await;
}
