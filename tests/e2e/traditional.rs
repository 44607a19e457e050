//! A visitor whose browser reads traditional Chinese (`zh-TW`) sees
//! traditional characters wherever the board is drawn: the pieces (帥, 將,
//! 俥, 傌) and the river (漢界) on the play screen, in a lesson, in the
//! puzzle trainer and in the exported picture; a choice of simplified
//! pieces in the menu holds.

use std::time::Duration;

use anyhow::{ensure, Result};

use crate::harness::{scenario, Page, DESKTOP, PHONE};

/// Makes every page of `page` see a browser that prefers `zh-TW`.
async fn taiwanese_browser(page: &Page) -> Result<()> {
    page.before_load(
        "Object.defineProperty(navigator, 'languages', { get: () => ['zh-TW', 'zh'] });\
         Object.defineProperty(navigator, 'language', { get: () => 'zh-TW' });",
    )
    .await
}

/// The characters on the shown board's pieces and its river, once it is
/// drawn.
async fn board_text(page: &Page) -> Result<(String, String)> {
    page.wait_until(
        "the board's pieces",
        "return document.querySelectorAll('[data-testid=board] .piece-glyph').length > 0;",
        Duration::from_secs(20),
    )
    .await?;
    let v = page
        .js("const b = document.querySelector('[data-testid=board]');\
             return [[...b.querySelectorAll('.piece-glyph')].map(g => g.textContent).join(''),\
                     [...b.querySelectorAll('.river')].map(r => r.textContent).join('')];")
        .await?;
    let text = |i: usize| v[i].as_str().unwrap_or_default().to_string();
    Ok((text(0), text(1)))
}

fn simplified_in(text: &str) -> Vec<char> {
    text.chars().filter(|c| "帅将车马汉".contains(*c)).collect()
}

#[tokio::test]
async fn a_taiwanese_visitor_sees_traditional_characters_on_every_board() {
    scenario("traditional-zh-tw", PHONE, async |page| {
        taiwanese_browser(page).await?;
        page.open("/?opponent=human").await?;
        page.element("html[lang=zh-Hant]").await?;
        let (pieces, river) = board_text(page).await?;
        ensure!(
            pieces.contains('帥')
                && pieces.contains('將')
                && pieces.contains('俥')
                && pieces.contains('傌'),
            "traditional pieces on the play screen: {pieces}"
        );
        ensure!(river.contains('漢'), "漢 on the river: {river}");
        ensure!(
            simplified_in(&(pieces.clone() + &river)).is_empty(),
            "simplified: {pieces} {river}"
        );
        page.screenshot("traditional-play-phone").await?;

        page.open("/?mode=learn&id=chariot").await?;
        let (pieces, river) = board_text(page).await?;
        ensure!(
            pieces.contains('俥') && river.contains('漢'),
            "the lesson's board: {pieces} {river}"
        );
        let title = page
            .js("return document.querySelector('[data-testid=lesson]').innerText;")
            .await?;
        let title = title.as_str().unwrap_or_default();
        ensure!(
            simplified_in(title).is_empty(),
            "simplified in the lesson: {title}"
        );
        page.screenshot("traditional-lesson-phone").await?;

        page.open("/?mode=puzzle").await?;
        let (pieces, river) = board_text(page).await?;
        ensure!(
            simplified_in(&(pieces.clone() + &river)).is_empty() && river.contains('漢'),
            "the trainer's board: {pieces} {river}"
        );
        page.screenshot("traditional-puzzle-phone").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_exported_picture_and_a_chosen_script_follow_the_player() {
    scenario("traditional-export", DESKTOP, async |page| {
        taiwanese_browser(page).await?;
        let downloads = crate::files::allow_downloads(page, "traditional").await?;
        page.open("/?opponent=human").await?;
        page.element("html[lang=zh-Hant]").await?;
        page.click_testid("export").await?;
        page.click_testid("export-svg").await?;
        let svg =
            std::fs::read_to_string(crate::files::wait_for_download(&downloads, "svg").await?)?;
        ensure!(
            svg.contains(">俥<") && svg.contains(">漢 界<") && !svg.contains('汉'),
            "the picture in traditional characters"
        );
        page.click_testid("close").await?;
        // Simplified pieces, once chosen, hold in 繁體中文 too, after a reload.
        crate::steps::choose(page, "piece-chars", "simplified").await?;
        page.reload().await?;
        page.element("html[lang=zh-Hant]").await?;
        let (pieces, river) = board_text(page).await?;
        ensure!(
            pieces.contains('车') && river.contains('汉'),
            "the chosen simplified pieces: {pieces} {river}"
        );
        let _ = std::fs::remove_dir_all(&downloads);
        Ok(())
    })
    .await;
}
