//! The analysis board: engine lines with arrows and an evaluation bar,
//! variations that survive a reload, and the way back to the game.

use std::time::Duration;

use anyhow::{ensure, Context};

use crate::a11y::axe;
use crate::harness::{scenario, Page, DESKTOP, PHONE, TABLET};

/// Red mates at once with b0b9 (the chariot on a9 guards the ninth rank).
const MATE_IN_ONE: &str = "4k4/R8/9/9/9/9/9/9/9/1R1K5%20w";

/// Both sides with a chariot and a full palace; the soldiers keep the
/// generals from facing each other.
const CHARIOTS: &str = "2bakab1r/9/9/4p4/9/9/4P4/9/9/R1BAKAB2%20w";

/// The lines shown: `(data-pv, data-score)` in order.
async fn lines(page: &Page) -> anyhow::Result<Vec<(String, String)>> {
    let v = page
        .js(
            "return [...document.querySelectorAll('[data-testid=analysis-line]')]\
             .map(e => [e.dataset.pv, e.dataset.score]);",
        )
        .await?;
    serde_json::from_value(v).context("unexpected lines")
}

/// The moves of the tree, as their shown texts.
async fn tree_moves(page: &Page) -> anyhow::Result<Vec<String>> {
    let v = page
        .js("return [...document.querySelectorAll('[data-testid=move]')].map(e => e.textContent);")
        .await?;
    serde_json::from_value(v).context("unexpected tree")
}

#[tokio::test]
async fn a_mate_in_one_is_the_first_line_with_its_arrow() {
    scenario("analysis-mate", DESKTOP, async |page| {
        page.open(&format!("/?mode=analysis&fen={MATE_IN_ONE}"))
            .await?;
        page.wait_until(
            "the mate as the first line",
            "const l = document.querySelector('[data-testid=analysis-line]');\
             return !!l && l.dataset.score === 'mate 1' && l.dataset.pv.startsWith('b0b9');",
            Duration::from_secs(20),
        )
        .await?;
        let shown = lines(page).await?;
        ensure!(shown.len() >= 2, "two lines by default: {shown:?}");
        ensure!(
            shown[1].0.split(' ').next() != Some("b0b9"),
            "the second line starts with another move: {shown:?}"
        );
        let bar = page
            .js("return document.querySelector('[data-testid=eval-bar]').dataset.score;")
            .await?;
        ensure!(bar == "mate 1", "the bar shows Red mating: {bar}");
        let arrow = page
            .js("return !!document.querySelector('.arrow[data-arrow=b0b9]');")
            .await?;
        ensure!(arrow == true, "an arrow shows the mate");
        // A line unfolds to every move of it; the best line's arrow is the
        // wider one.
        page.click_css("[data-testid=analysis-line]:nth-child(2) [data-testid=analysis-line-unfold]")
            .await?;
        page.wait_until(
            "the second line unfolded, every move written",
            "const l = document.querySelectorAll('[data-testid=analysis-line]')[1];\
             const shown = l.querySelector('.line-moves.whole')?.textContent.trim().split(/\\s+/).length;\
             return l.querySelector('[data-testid=analysis-line-unfold]').getAttribute('aria-expanded') === 'true'\
               && shown === l.dataset.pv.split(' ').length;",
            Duration::from_secs(5),
        )
        .await?;
        // Three lines on request.
        page.js(
            "const s = document.querySelector('[data-testid=analysis-lines-count]');\
                 s.value = '3'; s.dispatchEvent(new Event('change'));",
        )
        .await?;
        page.wait_until(
            "three lines",
            "return document.querySelectorAll('[data-testid=analysis-line]').length === 3;",
            Duration::from_secs(20),
        )
        .await?;
        page.screenshot("analysis-desktop").await?;
        axe(page, "the analysis board").await?;
        // Playing the mate leaves no move to analyse.
        page.play("b0b9").await?;
        page.wait_until(
            "no line after the mate",
            "return document.querySelectorAll('[data-testid=analysis-line]').length === 0 \
             && document.querySelector('[data-testid=board]').dataset.fen.startsWith('1R2k4');",
            Duration::from_secs(5),
        )
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn variations_survive_a_reload_and_the_game_is_untouched() {
    scenario("analysis-variations", DESKTOP, async |page| {
        page.open("/").await?;
        page.play("h2e2").await?;
        page.wait_for_plies(2, Duration::from_secs(30)).await?;
        let game_fen = page.fen().await?;
        page.click_testid("analyse").await?;
        page.wait_until(
            "the analysis board on the game's position",
            "return !!document.querySelector('[data-testid=analysis]');",
            Duration::from_secs(5),
        )
        .await?;
        ensure!(page.fen().await? == game_fen, "analysis opens where the game is");
        ensure!(tree_moves(page).await?.len() == 2, "the game's moves are the main line");
        // Back one move and try another reply: a variation.
        page.click_testid("analysis-back").await?;
        let reply = page
            .js("return document.querySelector('[data-testid=board]').dataset.fen;")
            .await?;
        ensure!(reply.as_str().is_some_and(|f| f.contains(" b ")), "Black to move");
        // A reply other than the AI's.
        let ai_reply = page.moves().await?.get(1).cloned().unwrap_or_default();
        let other = if ai_reply == "b9c7" { "h9g7" } else { "b9c7" };
        page.play(other).await?;
        page.wait_until(
            "a variation in the tree",
            "return document.querySelectorAll('[data-testid=move]').length === 3 \
             && [...document.querySelectorAll('.paren')].length === 2;",
            Duration::from_secs(5),
        )
        .await?;
        page.reload().await?;
        page.wait_until(
            "the analysis board back after a reload",
            "return document.querySelectorAll('[data-testid=move]').length === 3;",
            Duration::from_secs(10),
        )
        .await?;
        let current = page
            .js("return document.querySelector('[data-testid=move][aria-current=true]').textContent;")
            .await?;
        let moves = tree_moves(page).await?;
        ensure!(current == moves[2].as_str(), "the variation's move is shown: {current} of {moves:?}");
        // Back to the game: its two moves are as they were.
        page.click_testid("analysis-close").await?;
        page.wait_for_plies(2, Duration::from_secs(5)).await?;
        ensure!(page.fen().await? == game_fen, "the game is untouched");
        ensure!(page.moves().await?.len() == 2, "still two moves");
        Ok(())
    })
    .await;
}

/// Once a game is over, a different move from one of its positions opens
/// the analysis board with that move as a variation; the game stays.
#[tokio::test]
async fn a_move_tried_in_a_finished_game_starts_a_variation() {
    scenario("analysis-try-after-game", DESKTOP, async |page| {
        page.open("/").await?;
        crate::steps::new_game(page, "human", None, false).await?;
        for m in ["h2e2", "h9g7", "h0g2"] {
            page.play(m).await?;
        }
        page.wait_for_plies(3, Duration::from_secs(5)).await?;
        page.click_testid("resign").await?;
        page.click_testid("confirm").await?;
        page.wait_for_result(Duration::from_secs(5)).await?;
        page.click_testid("game-over-close").await?;
        page.click_testid("previous").await?;
        page.click_testid("previous").await?;
        // After 1. h2e2, Black answers b9c7 instead of the game's h9g7.
        page.play("b9c7").await?;
        page.wait_until(
            "the analysis board with the tried move",
            "const c = document.querySelector('[data-testid=move][aria-current=true]');\
             return !!document.querySelector('[data-testid=analysis]') && !!c && c.dataset.iccs === 'b9c7';",
            Duration::from_secs(10),
        )
        .await?;
        let tree = page
            .js("return [document.querySelectorAll('[data-testid=move]').length, \
                 document.querySelectorAll('.paren').length, \
                 document.querySelector('[data-testid=move][data-iccs=b9c7]').classList.contains('variation')];")
            .await?;
        ensure!(tree == serde_json::json!([4, 2, true]), "the game and one variation: {tree}");
        page.click_testid("analysis-close").await?;
        page.wait_for_plies(3, Duration::from_secs(5)).await?;
        ensure!(
            page.moves().await?.len() == 3 && page.result().await?.0.is_some(),
            "the finished game is untouched"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_analysis_board_fits_phone_and_tablet() {
    for (name, viewport) in [("phone", PHONE), ("tablet", TABLET)] {
        scenario(&format!("analysis-{name}"), viewport, async |page| {
            page.open("/?mode=analysis").await?;
            page.wait_until(
                "a line",
                "return !!document.querySelector('[data-testid=analysis-line]');",
                Duration::from_secs(20),
            )
            .await?;
            let fits = page
                .js("const r = document.querySelector('[data-testid=board]').getBoundingClientRect();\
                     const d = document.documentElement;\
                     return r.right <= innerWidth + 0.5 && d.scrollWidth <= innerWidth;")
                .await?;
            ensure!(fits == true, "the analysis board overflows the {name}'s width");
            page.screenshot(&format!("analysis-{name}")).await?;
            Ok(())
        })
        .await;
    }
}

#[tokio::test]
async fn a_review_marks_a_hung_chariot_a_blunder() {
    scenario("analysis-review", DESKTOP, async |page| {
        // Red's chariot steps to a8, where Black's chariot takes it for nothing.
        page.open(&format!("/?fen={CHARIOTS}&moves=a0a1,i9i8,a1a8,i8a8")).await?;
        page.wait_until(
            "the game at its last move",
            "const c = document.querySelector('[data-testid=move][aria-current=true]');\
             return !!c && c.dataset.iccs === 'i8a8';",
            Duration::from_secs(10),
        )
        .await?;
        page.click_testid("review").await?;
        page.wait_until(
            "the review to finish",
            "const p = document.querySelector('[data-testid=review-progress]');\
             return !!p && p.dataset.done === 'true';",
            Duration::from_secs(60),
        )
        .await?;
        let class = page
            .js("return document.querySelector('[data-testid=move][data-iccs=a1a8]').dataset.class || null;")
            .await?;
        ensure!(class == "blunder", "a1a8 is marked {class}");
        let others = page
            .js("return [...document.querySelectorAll('[data-testid=move][data-class=blunder]')].map(e => e.dataset.iccs);")
            .await?;
        ensure!(others == serde_json::json!(["a1a8"]), "only a1a8 is a blunder: {others}");
        let graph_marks = page
            .js("return document.querySelectorAll('[data-testid=eval-graph] .mark.blunder').length;")
            .await?;
        ensure!(graph_marks == 1, "the graph marks the blunder");
        // The graph is labelled: move numbers below, the scale in pawns
        // beside it, a title and a description for screen readers.
        let labels = page
            .js("return {\
                   moves: [...document.querySelectorAll('[data-testid=eval-graph-moves] span')].map(e => e.textContent),\
                   scale: [...document.querySelectorAll('[data-testid=eval-graph-scale] span')].map(e => e.textContent),\
                   title: document.querySelector('[data-testid=eval-graph] title')?.textContent || '',\
                   desc: document.querySelector('[data-testid=eval-graph] desc')?.textContent || '',\
                 };")
            .await?;
        ensure!(labels["moves"] == serde_json::json!(["1"]), "move numbers: {labels}");
        ensure!(
            labels["scale"] == serde_json::json!(["+5", "0", "−5"]),
            "score scale: {labels}"
        );
        ensure!(
            labels["title"] != "" && labels["desc"] != "",
            "the graph's title and description: {labels}"
        );
        // Its labels are legible: no text of the graph under 12 px.
        let smallest = page
            .js("return Math.min(...[...document.querySelectorAll('[data-testid=eval-graph-moves] span, [data-testid=eval-graph-scale] span, .eval-graph-legend')]\
                   .map(e => parseFloat(getComputedStyle(e).fontSize)));")
            .await?;
        ensure!(
            smallest.as_f64().is_some_and(|px| px >= 12.0),
            "the graph's labels at {smallest} px"
        );
        let red_blunders = page
            .js("return document.querySelector('[data-testid=blunders-red]').textContent;")
            .await?;
        ensure!(red_blunders == "1", "Red's count: {red_blunders}");
        // The verdict on the move: the better move, and a new game from before it.
        page.js("document.querySelector('[data-testid=move][data-iccs=a1a8]').click();").await?;
        page.wait_until(
            "the verdict",
            "return !!document.querySelector('[data-testid=move-verdict][data-class=blunder] [data-testid=better-move]');",
            Duration::from_secs(5),
        )
        .await?;
        let better = page
            .js("return document.querySelector('[data-testid=better-move]').dataset.iccs;")
            .await?;
        let better = better.as_str().unwrap_or_default().to_string();
        page.wait_until(
            "an arrow for the better move",
            &format!("return !!document.querySelector('.arrow[data-arrow={better}]');"),
            Duration::from_secs(3),
        )
        .await?;
        page.screenshot("analysis-review-desktop").await?;
        axe(page, "a finished review with a move's verdict").await?;
        // The review is kept across a reload.
        page.reload().await?;
        page.wait_until(
            "the review after a reload",
            "return !!document.querySelector('[data-testid=review-summary]') \
             && document.querySelector('[data-testid=move][data-iccs=a1a8]').dataset.class === 'blunder';",
            Duration::from_secs(10),
        )
        .await?;
        // Try again: a game against the AI from the position before a1a8.
        page.js("document.querySelector('[data-testid=move][data-iccs=a1a8]').click();").await?;
        page.click_testid("try-again").await?;
        page.wait_until(
            "a new game from before the blunder",
            "return !!document.querySelector('[data-testid=new-game]') \
             && document.querySelectorAll('[data-testid=move]').length === 0 \
             && document.querySelector('[data-testid=board]').dataset.fen.startsWith('2bakab2/8r/9/4p4/9/9/4P4/9/R8/2BAKAB2 w');",
            Duration::from_secs(10),
        )
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_bad_move_in_a_link_shows_the_moves_before_it() {
    scenario("analysis-bad-link", DESKTOP, async |page| {
        page.open("/?moves=h2e2,h9g7,h0h5").await?;
        page.wait_until(
            "two moves and a message naming the third",
            "const n = document.querySelector('[data-testid=notice]');\
             return document.querySelectorAll('[data-testid=move]').length === 2 \
               && !!n && n.textContent.includes('h0h5');",
            Duration::from_secs(10),
        )
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_variation_with_a_comment_survives_export_and_import() {
    scenario("analysis-export", DESKTOP, async |page| {
        let downloads = crate::files::allow_downloads(page, "analysis").await?;
        page.open("/?opponent=human").await?;
        page.open("/?mode=analysis").await?;
        for m in ["h2e2", "h9g7"] {
            page.play(m).await?;
        }
        page.click_testid("analysis-back").await?;
        page.play("b9c7").await?;
        page.wait_until(
            "the variation",
            "return document.querySelectorAll('[data-testid=move]').length === 3;",
            Duration::from_secs(5),
        )
        .await?;
        page.js("const t = document.querySelector('[data-testid=move-comment]');\
                 t.value = 'the quieter reply'; t.dispatchEvent(new Event('change'));\
                 const m = document.querySelector('[data-testid=move-mark]');\
                 m.value = '!?'; m.dispatchEvent(new Event('change'));")
            .await?;
        page.wait_until(
            "the comment in the tree",
            "return [...document.querySelectorAll('.tree-comment')].some(c => c.textContent.includes('quieter'));",
            Duration::from_secs(5),
        )
        .await?;
        page.click_testid("analysis-export").await?;
        page.click_testid("export-pgn-iccs").await?;
        let file = crate::files::wait_for_download(&downloads, "pgn").await?;
        let text = std::fs::read_to_string(&file)?;
        let tree = xiangqi::GameTree::from_pgn(&text)
            .map_err(|e| anyhow::anyhow!("the exported PGN does not read back: {e}\n{text}"))?;
        ensure!(tree.len() == 3, "three moves with the variation:\n{text}");
        ensure!(text.contains("quieter"), "the comment is written:\n{text}");
        // Opened in the game, then analysed: the variation and comment are back.
        page.click_testid("analysis-close").await?;
        crate::files::pick_file(page, &file).await?;
        page.wait_for_plies(2, Duration::from_secs(20)).await?;
        page.click_testid("analyse").await?;
        page.wait_until(
            "the imported variation and comment on the analysis board",
            "return document.querySelectorAll('[data-testid=move]').length === 3 \
             && [...document.querySelectorAll('.tree-comment')].some(c => c.textContent.includes('quieter'));",
            Duration::from_secs(10),
        )
        .await?;
        let _ = std::fs::remove_dir_all(&downloads);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_deep_review_starts_afresh_and_keeps_its_setting() {
    scenario("analysis-review-deep", DESKTOP, async |page| {
        page.open(&format!("/?fen={CHARIOTS}&moves=a0a1,i9i8,a1a8,i8a8")).await?;
        page.element("[data-testid=review-depth]").await?;
        let setting = page
            .js("return document.querySelector('[data-testid=review-depth]').value;")
            .await?;
        ensure!(setting == "quick", "a review is quick unless asked: {setting}");
        // Choosing Deep starts the review at that setting.
        page.js(
            "const s = document.querySelector('[data-testid=review-depth]');\
             s.value = 'deep'; s.dispatchEvent(new Event('change', { bubbles: true }));",
        )
        .await?;
        page.wait_until(
            "the deep review to run",
            "return !!document.querySelector('[data-testid=review-progress][data-done=false]');",
            Duration::from_secs(10),
        )
        .await?;
        page.wait_until(
            "the deep review to finish",
            "const p = document.querySelector('[data-testid=review-progress]');\
             return !!p && p.dataset.done === 'true';",
            Duration::from_secs(120),
        )
        .await?;
        let class = page
            .js("return document.querySelector('[data-testid=move][data-iccs=a1a8]').dataset.class || null;")
            .await?;
        ensure!(class == "blunder", "the deep review marks a1a8: {class}");
        // The setting stays with the review across a reload.
        page.reload().await?;
        page.element("[data-testid=review-summary]").await?;
        let setting = page
            .js("return document.querySelector('[data-testid=review-depth]').value;")
            .await?;
        ensure!(setting == "deep", "the review's setting after a reload: {setting}");
        Ok(())
    })
    .await;
}
