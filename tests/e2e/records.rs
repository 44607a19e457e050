//! Game records and positions in and out: export with tags, import in each
//! notation, errors naming the bad move, FEN paste.

use std::time::Duration;

use anyhow::{ensure, Result};
use xiangqi::{Game, GameRecord, Notation};

use crate::harness::{scenario, Page, DESKTOP};
use crate::steps::paste;

const MOVES: [&str; 10] = [
    "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b2c2", "a9b9", "b0a2", "c6c5",
];

fn sample_game() -> Result<Game> {
    let mut game = Game::default();
    for m in MOVES {
        game.play(m.parse()?)
            .map_err(|e| anyhow::anyhow!("{m}: {e}"))?;
    }
    Ok(game)
}

async fn import(page: &Page, text: &str) -> Result<()> {
    page.click_testid("import").await?;
    paste(page, "import-text", text).await?;
    page.click_testid("import-record").await
}

#[tokio::test]
async fn records_in_each_notation_reproduce_the_game() {
    scenario("import-export", DESKTOP, async |page| {
        page.open("/?opponent=human").await?;
        let game = sample_game()?;
        let end = game.position().to_fen();
        for notation in [Notation::Chinese, Notation::Wxf, Notation::Iccs] {
            let text = GameRecord::from(&game).write(notation);
            import(page, &text).await?;
            page.wait_until(
                "the imported game",
                "return !document.querySelector('[data-testid=dialog-import]');",
                Duration::from_secs(5),
            )
            .await?;
            // The record opens at its start; its last move is one step away.
            let start = xiangqi::Position::startpos().to_fen();
            ensure!(
                page.fen().await? == start,
                "{notation:?}: board {} is not the start",
                page.fen().await?
            );
            page.click_testid("last").await?;
            ensure!(
                page.fen().await? == end,
                "{notation:?}: board {} is not {end}",
                page.fen().await?
            );
            ensure!(
                page.moves().await? == MOVES,
                "{notation:?}: moves {:?}",
                page.moves().await?
            );
        }
        // Export: tags, moves in the chosen notation, the FEN and a link.
        page.click_testid("export").await?;
        crate::steps::choose(page, "export-notation", "wxf").await?;
        let texts = page
            .js(
                "const v = id => document.querySelector(`[data-testid=${id}]`).value;\
                 return [v('record-text'), v('fen-text'), v('link-text')];",
            )
            .await?;
        let record = texts[0].as_str().unwrap_or_default();
        for tag in [
            "[Event ",
            "[Date ",
            "[Red ",
            "[Black ",
            "[Result \"*\"]",
            "1. C2=5 H8+7",
        ] {
            ensure!(record.contains(tag), "the record lacks {tag}: {record}");
        }
        ensure!(
            !record.contains("[FEN "),
            "a FEN tag for the start position: {record}"
        );
        ensure!(texts[1] == end.as_str(), "exported FEN {}", texts[1]);
        ensure!(
            texts[2].as_str().is_some_and(|l| l.contains("?fen=")),
            "link {}",
            texts[2]
        );
        page.click_testid("copy-record").await?;
        page.screenshot("export-desktop").await?;
        page.click_testid("close").await?;
        // The exported record reads back to the same game.
        let back = GameRecord::parse(record).map_err(|e| anyhow::anyhow!("{e}"))?;
        ensure!(
            back.end_position().to_fen() == end,
            "the export does not read back"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_bad_record_names_the_move_and_a_fen_sets_up_a_position() {
    scenario("import-errors", DESKTOP, async |page| {
        page.open("/").await?;
        import(
            page,
            "[Event \"Test\"]\n\n1. 炮二平五 马８进７\n2. 马二进三 马８进９\n",
        )
        .await?;
        page.wait_until(
            "the error",
            "return !!document.querySelector('[data-testid=import-error]');",
            Duration::from_secs(5),
        )
        .await?;
        let error = page
            .js("return document.querySelector('[data-testid=import-error]').textContent;")
            .await?;
        let error = error.as_str().unwrap_or_default();
        ensure!(
            error.contains("Move 2") && error.matches("马８进９").count() == 1,
            "the error does not name the move once: {error}"
        );
        page.screenshot("import-error-desktop").await?;
        ensure!(
            page.moves().await?.is_empty(),
            "the bad record changed the game"
        );
        // A pasted FEN sets up a position.
        let fen = "4k4/9/9/9/9/9/9/9/3R5/3K5 w - - 0 1";
        paste(page, "fen-input", fen).await?;
        page.click_testid("load-fen").await?;
        page.wait_until(
            "the position",
            &format!(
                "return document.querySelector('[data-testid=board]').dataset.fen === '{fen}';"
            ),
            Duration::from_secs(5),
        )
        .await?;
        Ok(())
    })
    .await;
}
