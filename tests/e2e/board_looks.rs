//! The board's looks: wood, plain high-contrast and paper, chosen in the
//! menu, drawn on the start and a mid-game position, kept, and used by
//! the exported picture.

use std::time::Duration;

use anyhow::{ensure, Result};

use crate::files::{allow_downloads, wait_for_download};
use crate::harness::{scenario, Page, PHONE};
use crate::steps::choose;

/// Each look, the board's colour as drawn and as written in the picture,
/// and the pieces' face.
const LOOKS: [(&str, &str, &str, &str); 3] = [
    (
        "wood",
        "rgb(233, 197, 143)",
        "#e9c58f",
        "rgb(246, 227, 189)",
    ),
    (
        "plain",
        "rgb(238, 241, 244)",
        "#eef1f4",
        "rgb(255, 255, 255)",
    ),
    (
        "paper",
        "rgb(255, 255, 255)",
        "#ffffff",
        "rgb(255, 255, 255)",
    ),
];

/// The board's and a piece's fill as drawn.
async fn drawn(page: &Page) -> Result<serde_json::Value> {
    page.js(
        "return [getComputedStyle(document.querySelector('.board-wood')).fill,\
                 getComputedStyle(document.querySelector('.piece-body')).fill,\
                 document.documentElement.dataset.board];",
    )
    .await
}

#[tokio::test]
async fn each_board_look_draws_the_game_is_kept_and_exported() {
    scenario("board-looks", PHONE, async |page| {
        let downloads = allow_downloads(page, "looks").await?;
        page.open("/?opponent=human").await?;
        choose(page, "lang-switch", "en").await?;
        for (look, board, written, face) in LOOKS {
            page.open("/?opponent=human").await?;
            choose(page, "board-look", look).await?;
            page.wait_until(
                &format!("the {look} board"),
                &format!("return document.documentElement.dataset.board === '{look}';"),
                Duration::from_secs(10),
            )
            .await?;
            let colours = drawn(page).await?;
            ensure!(
                colours == serde_json::json!([board, face, look]),
                "the {look} board is drawn as {colours}"
            );
            page.screenshot(&format!("board-{look}-start-phone"))
                .await?;
            for m in ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b7b3"] {
                page.play(m).await?;
            }
            page.screenshot(&format!("board-{look}-mid-game-phone"))
                .await?;
            // Kept across a reload.
            page.reload().await?;
            let kept = drawn(page).await?;
            ensure!(kept == colours, "after a reload the board is {kept}");
            // The picture is drawn in the same colours.
            page.click_testid("export").await?;
            page.click_testid("export-svg").await?;
            let file = wait_for_download(&downloads, "svg").await?;
            let svg = std::fs::read_to_string(&file)?;
            std::fs::remove_file(&file)?;
            ensure!(
                svg.contains(&format!("fill=\"{written}\"/>")),
                "the {look} picture's board: {}",
                &svg[..svg.len().min(300)]
            );
            page.click_testid("close").await?;
        }
        let _ = std::fs::remove_dir_all(&downloads);
        Ok(())
    })
    .await;
}
