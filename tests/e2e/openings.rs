//! Openings: the move list names the opening the game has entered, in
//! both languages, and the AI opens from its book.

use std::time::Duration;

use anyhow::{ensure, Result};
use xiangqi::{Move, Position};
use xiangqi_openings::book::Book;

use crate::harness::{scenario, Page, DESKTOP};
use crate::steps::{choose, new_game};

/// The opening line's code and text, once it shows `code`.
async fn opening_shows(page: &Page, code: &str) -> Result<String> {
    page.wait_until(
        &format!("the opening {code}"),
        &format!(
            "const o = document.querySelector('[data-testid=opening]'); \
             return !!o && o.dataset.code === '{code}';"
        ),
        Duration::from_secs(10),
    )
    .await?;
    let text = page
        .js("return document.querySelector('[data-testid=opening]').textContent.trim();")
        .await?;
    Ok(text.as_str().unwrap_or_default().to_string())
}

#[tokio::test]
async fn the_move_list_names_the_opening_in_both_languages() {
    scenario("openings-names", DESKTOP, async |page| {
        page.open("/").await?;
        choose(page, "lang-switch", "zh").await?;
        new_game(page, "human", None, false).await?;
        let none = page
            .js("return !document.querySelector('[data-testid=opening]');")
            .await?;
        ensure!(none == true, "an opening is named before the first move");
        page.play("h2e2").await?;
        let text = opening_shows(page, "B00").await?;
        ensure!(text == "B00 中炮局", "after 炮二平五: {text}");
        page.play("h9g7").await?;
        let text = opening_shows(page, "B05").await?;
        ensure!(
            text == "B05 中炮对进左马",
            "after 马8进7 in Chinese: {text}"
        );
        page.screenshot("openings-zh").await?;
        choose(page, "lang-switch", "en").await?;
        let text = opening_shows(page, "B05").await?;
        ensure!(
            text == "B05 Central Cannon vs Left Horse",
            "after 马8进7 in English: {text}"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_ai_answers_from_its_book() {
    scenario("openings-book", DESKTOP, async |page| {
        page.open("/?opponent=ai&side=red&level=1").await?;
        choose(page, "lang-switch", "en").await?;
        page.click_testid("engine-toggle").await?;
        page.play("h2e2").await?;
        page.wait_for_plies(2, Duration::from_secs(30)).await?;
        let moves = page.moves().await?;
        ensure!(moves.len() == 2, "moves {moves:?}");
        let first: Move = "h2e2".parse()?;
        let reply: Move = moves[1].parse()?;
        let after = Position::startpos().play(first)?;
        ensure!(after.is_legal(reply), "{reply} is not legal");
        let book = Book::builtin().probe(&after);
        ensure!(
            book.iter().any(|&(m, _)| m == reply),
            "{reply} is not among the book's moves {book:?}"
        );
        // The engine panel says where the move came from.
        let depth = page
            .js(
                "const d = document.querySelector('[data-testid=engine-depth]'); \
                 return d ? [d.dataset.book || '', d.textContent.trim()] : null;",
            )
            .await?;
        ensure!(
            depth == serde_json::json!(["true", "Opening book"]),
            "engine panel depth {depth}"
        );
        Ok(())
    })
    .await;
}
