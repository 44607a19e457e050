//! The picture piece set: chosen in the menu, every piece of the board is
//! a picture of what it is (no character left), in its side's colour; the
//! choice is kept, the pieces keep their names for the tests and for
//! screen readers, the position editor and the exported picture draw
//! them too, and the characters come back when chosen.

use std::time::Duration;

use anyhow::{ensure, Result};
use serde_json::json;

use crate::files::{allow_downloads, wait_for_download};
use crate::harness::{scenario, Page, PHONE};
use crate::steps::choose;

/// How many pieces show a picture and how many a character, and the
/// colours a red and a black piece's picture are filled with.
async fn drawn(page: &Page) -> Result<serde_json::Value> {
    page.js(
        "const pieces = [...document.querySelectorAll('[data-testid=board] .piece')];\
         const fill = (c) => { const p = document.querySelector(`.piece.${c} .piece-picture`);\
                               return p ? getComputedStyle(p).fill : null; };\
         return [pieces.filter((p) => p.querySelector('.piece-picture')).length,\
                 pieces.filter((p) => p.querySelector('.piece-glyph')).length,\
                 fill('red'), fill('black')];",
    )
    .await
}

#[tokio::test]
async fn pictures_replace_the_characters_everywhere_and_are_kept() {
    scenario("piece-sets", PHONE, async |page| {
        let downloads = allow_downloads(page, "pieces").await?;
        page.open("/?opponent=human").await?;
        choose(page, "lang-switch", "en").await?;
        ensure!(
            drawn(page).await?[1] == json!(32),
            "characters by default: {}",
            drawn(page).await?
        );
        choose(page, "piece-set", "pictures").await?;
        page.wait_until(
            "pictures on every piece",
            "return document.querySelectorAll('[data-testid=board] .piece .piece-picture').length > 0 \
               && !document.querySelector('[data-testid=board] .piece .piece-glyph');",
            Duration::from_secs(10),
        )
        .await?;
        let shown = drawn(page).await?;
        ensure!(
            shown == json!([32, 0, "rgb(179, 22, 15)", "rgb(28, 28, 28)"]),
            "32 pictures in Red's and Black's colours: {shown}"
        );
        // The pieces keep their names: a game is played the same way.
        for m in ["h2e2", "h9g7", "h0g2"] {
            page.play(m).await?;
        }
        page.screenshot("pieces-pictures-phone").await?;
        // Kept across a reload.
        page.reload().await?;
        page.wait_until(
            "the pictures after a reload",
            "return document.querySelectorAll('[data-testid=board] .piece .piece-picture').length > 0;",
            Duration::from_secs(10),
        )
        .await?;
        ensure!(
            drawn(page).await?[0] == json!(32),
            "after a reload: {}",
            drawn(page).await?
        );
        // The exported picture draws them too: no character in it.
        page.click_testid("export").await?;
        page.click_testid("export-svg").await?;
        let file = wait_for_download(&downloads, "svg").await?;
        let svg = std::fs::read_to_string(&file)?;
        std::fs::remove_file(&file)?;
        ensure!(
            !svg.contains("font-size=\"48\"") && svg.matches("<path d=").count() >= 32,
            "the exported picture draws pictures: {}",
            &svg[..svg.len().min(400)]
        );
        page.click_testid("close").await?;
        // The position editor's board and palette too.
        page.open("/?mode=edit").await?;
        page.wait_until(
            "the editor's pieces as pictures",
            "return document.querySelectorAll('.piece .piece-picture').length > 0 \
               && !document.querySelector('.piece .piece-glyph');",
            Duration::from_secs(20),
        )
        .await?;
        page.screenshot("pieces-pictures-editor-phone").await?;
        // The characters come back when chosen.
        page.open("/?opponent=human").await?;
        choose(page, "piece-set", "characters").await?;
        page.wait_until(
            "the characters again",
            "return document.querySelectorAll('[data-testid=board] .piece .piece-glyph').length === 32;",
            Duration::from_secs(10),
        )
        .await?;
        let _ = std::fs::remove_dir_all(&downloads);
        Ok(())
    })
    .await;
}

/// The colours of a red and a black piece's disc and character.
async fn print_colours(page: &Page) -> Result<serde_json::Value> {
    page.js(
        "const fill = (sel) => { const e = document.querySelector(sel); return e ? getComputedStyle(e).fill : null; };\
         return [fill('[data-testid=board] .piece.red .piece-body'), fill('[data-testid=board] .piece.red .piece-glyph'),\
                 fill('[data-testid=board] .piece.black .piece-body'), fill('[data-testid=board] .piece.black .piece-glyph')];",
    )
    .await
}

/// The print set: Red's characters in ink on white discs, Black's white on
/// inked discs, in the dark theme too; kept, and drawn so in the
/// exported picture.
#[tokio::test]
async fn print_pieces_are_ink_and_paper_in_every_theme_and_in_the_picture() {
    scenario("piece-print", PHONE, async |page| {
        let downloads = allow_downloads(page, "print").await?;
        page.open("/?opponent=human").await?;
        choose(page, "lang-switch", "zh").await?;
        choose(page, "piece-set", "print").await?;
        const INK: &str = "rgb(17, 17, 17)";
        const PAPER: &str = "rgb(255, 255, 255)";
        let expected = json!([PAPER, INK, INK, PAPER]);
        page.wait_until(
            "the print pieces",
            "return !!document.querySelector('[data-testid=board] .piece-body.print');",
            Duration::from_secs(10),
        )
        .await?;
        ensure!(
            print_colours(page).await? == expected,
            "ink and paper: {}",
            print_colours(page).await?
        );
        for m in ["h2e2", "h9g7", "h0g2"] {
            page.play(m).await?;
        }
        page.screenshot("pieces-print-phone").await?;
        choose(page, "theme", "dark").await?;
        page.reload().await?;
        page.wait_until(
            "the print pieces after a reload",
            "return !!document.querySelector('[data-testid=board] .piece-body.print');",
            Duration::from_secs(10),
        )
        .await?;
        ensure!(
            print_colours(page).await? == expected,
            "ink and paper in the dark theme: {}",
            print_colours(page).await?
        );
        page.screenshot("pieces-print-dark-phone").await?;
        page.click_testid("export").await?;
        page.click_testid("export-svg").await?;
        let file = wait_for_download(&downloads, "svg").await?;
        let svg = std::fs::read_to_string(&file)?;
        std::fs::remove_file(&file)?;
        let inked = svg
            .matches(r##"r="44" fill="#111111" stroke="#111111""##)
            .count();
        ensure!(inked == 16, "16 inked discs in the picture, not {inked}");
        let _ = std::fs::remove_dir_all(&downloads);
        Ok(())
    })
    .await;
}
