//! 揭棋: a game face to face played to its end, and twenty moves against
//! the computer, each move's reveal checked against the bag of the game's
//! seed (replayed natively with the rules crate), and the game kept
//! across a reload.

use std::time::Duration;

use anyhow::{bail, ensure, Context, Result};
use fantoccini::key::Key;
use xiangqi_jieqi::{Game, PlyRecord};

use crate::harness::{scenario, Page, PHONE, TABLET};
use crate::steps::choose;

/// The bag's seed the page shows.
async fn seed(page: &Page) -> Result<u64> {
    let seed = page
        .js("return document.querySelector('[data-testid=jieqi-status]').dataset.seed;")
        .await?;
    seed.as_str()
        .context("no data-seed")?
        .parse()
        .context("a seed")
}

/// The moves the page lists, as written (`h2e2=R`).
async fn listed_plies(page: &Page) -> Result<Vec<String>> {
    let plies = page
        .js("return [...document.querySelectorAll('[data-testid=jieqi-moves] li')].map(li => li.dataset.ply);")
        .await?;
    Ok(plies
        .as_array()
        .context("a list")?
        .iter()
        .filter_map(|p| p.as_str().map(str::to_string))
        .collect())
}

/// How many pieces the board draws face down.
async fn face_down(page: &Page) -> Result<usize> {
    let n = page
        .js("return document.querySelectorAll('[data-testid=board] [data-face-down]').length;")
        .await?;
    Ok(n.as_u64().context("a count")? as usize)
}

/// Waits until the page lists `plies` moves.
async fn wait_for_listed(page: &Page, plies: usize, limit: Duration) -> Result<()> {
    page.wait_until(
        &format!("{plies} moves listed"),
        &format!(
            "return document.querySelectorAll('[data-testid=jieqi-moves] li').length >= {plies};"
        ),
        limit,
    )
    .await
}

/// The page's moves replayed over the bag of its seed: each reveal it
/// shows must be the bag's.
async fn replayed(page: &Page) -> Result<Game> {
    let seed = seed(page).await?;
    let plies: Vec<PlyRecord> = listed_plies(page)
        .await?
        .iter()
        .map(|p| p.parse().context("a ply"))
        .collect::<Result<_>>()?;
    Game::replay(seed, &plies)
        .map_err(|e| anyhow::anyhow!("the page's game is not its seed's: {e}"))
}

#[tokio::test]
async fn a_jieqi_game_face_to_face_is_played_to_its_end_with_the_bag_s_reveals() {
    scenario("jieqi-face-to-face", TABLET, async |page| {
        page.open("/?mode=jieqi").await?;
        page.click_testid("jieqi-two-players").await?;
        page.click_testid("jieqi-face-to-face").await?;
        page.screenshot("jieqi-choice-tablet").await?;
        page.click_testid("jieqi-start").await?;
        page.element("[data-testid=jieqi-status][data-state=red]")
            .await?;
        ensure!(
            face_down(page).await? == 30,
            "thirty pieces face down at the start"
        );
        let mut game = Game::new(seed(page).await?);
        // Both sides' moves chosen natively (a stronger Red, so that the
        // game ends), played by tapping the board as the players would.
        for ply in 0..400u64 {
            if game.end().is_some() {
                break;
            }
            let level = if ply % 2 == 0 { 5 } else { 1 };
            let mv =
                xiangqi_jieqi_ai::choose_move(game.position(), xiangqi_jieqi_ai::level(level), ply)
                    .context("a move")?;
            page.play(&mv.to_string()).await?;
            let expected = game.play(mv)?;
            wait_for_listed(page, game.plies().len(), Duration::from_secs(5)).await?;
            let shown = listed_plies(page).await?;
            ensure!(
                shown.last() == Some(&expected.to_string()),
                "ply {}: the page shows {:?}, the bag says {expected}",
                ply + 1,
                shown.last()
            );
            if ply == 20 {
                ensure!(
                    face_down(page).await?
                        == game.position().hidden_squares(xiangqi::Color::Red).count()
                            + game
                                .position()
                                .hidden_squares(xiangqi::Color::Black)
                                .count(),
                    "the face-down pieces drawn"
                );
                // The player across the table reads the status turned.
                let far = page
                    .js(
                        "const p = document.querySelector('[data-testid=jieqi-status-far]');\
                         return p && getComputedStyle(p).transform !== 'none' && p.textContent;",
                    )
                    .await?;
                ensure!(
                    far.as_str().is_some_and(|t| t.contains("to move")),
                    "the far player's status: {far}"
                );
                crate::a11y::axe(page, "a 揭棋 game face to face").await?;
                page.screenshot("jieqi-face-to-face-midgame-tablet").await?;
            }
        }
        let Some(end) = game.end() else {
            bail!("no end in 400 plies");
        };
        page.element("[data-testid=jieqi-status][data-state=over]")
            .await?;
        let said = page
            .js("return document.querySelector('[data-testid=jieqi-status]').textContent;")
            .await?;
        let said = said.as_str().unwrap_or_default();
        match end.winner() {
            Some(xiangqi::Color::Red) => {
                ensure!(said.contains("Red wins"), "the status says {said:?}")
            }
            Some(xiangqi::Color::Black) => {
                ensure!(said.contains("Black wins"), "the status says {said:?}")
            }
            None => ensure!(said.contains("Draw"), "the status says {said:?}"),
        }
        let record = page
            .js("return document.querySelector('[data-testid=jieqi-record]').textContent;")
            .await?;
        ensure!(
            record
                .as_str()
                .is_some_and(|r| r.contains(&format!("[JieqiSeed \"{}\"]", game.seed()))),
            "the record names its seed: {record}"
        );
        page.screenshot("jieqi-face-to-face-over-tablet").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_computer_plays_jieqi_for_twenty_moves_and_the_game_is_kept() {
    scenario("jieqi-computer", PHONE, async |page| {
        page.open("/?mode=jieqi").await?;
        crate::a11y::axe(page, "the choice of a 揭棋 game").await?;
        page.click_testid("jieqi-computer").await?;
        page.click_testid("jieqi-side-red").await?;
        choose(page, "jieqi-level", "2").await?;
        page.click_testid("jieqi-start").await?;
        page.element("[data-testid=jieqi-status][data-state=red]")
            .await?;
        // The first move by keyboard alone: the board named point by
        // point, a face-down piece by what it moves as.
        page.js("document.querySelector('[data-testid=board]').focus();")
            .await?;
        crate::a11y::press(
            page,
            &[Key::Right, Key::Right, Key::Right, Key::Up, Key::Up],
        )
        .await?;
        let (square, name) = crate::a11y::focused_point(page).await?;
        ensure!(
            square == "h2" && name.contains("face-down"),
            "the arrows led to {square} ({name})"
        );
        crate::a11y::press(
            page,
            &[Key::Enter, Key::Left, Key::Left, Key::Left, Key::Enter],
        )
        .await?;
        wait_for_listed(page, 2, Duration::from_secs(60)).await?;
        ensure!(
            listed_plies(page).await?[0].starts_with("h2e2"),
            "the keyboard played h2e2"
        );
        for turn in 1..21u64 {
            let game = replayed(page).await?;
            if game.end().is_some() {
                break;
            }
            let mv =
                xiangqi_jieqi_ai::choose_move(game.position(), xiangqi_jieqi_ai::level(1), turn)
                    .context("a move")?;
            page.play(&mv.to_string()).await?;
            let after = game.plies().len() + 1;
            wait_for_listed(page, after, Duration::from_secs(5)).await?;
            // The page answers while the computer thinks, and then it
            // plays (unless the move ended the game).
            let ended = replayed(page).await?.end().is_some();
            if !ended {
                ensure!(page.js("return 1 + 1;").await? == 2, "the page answers");
                wait_for_listed(page, after + 1, Duration::from_secs(60)).await?;
            }
            if turn == 10 {
                crate::a11y::axe(page, "a 揭棋 game against the computer").await?;
                page.screenshot("jieqi-computer-midgame-phone").await?;
            }
        }
        let before = replayed(page).await?;
        ensure!(
            before.plies().len() >= 20,
            "{} plies played",
            before.plies().len()
        );
        // Kept: the same game comes back after a reload.
        page.reload().await?;
        wait_for_listed(page, before.plies().len(), Duration::from_secs(10)).await?;
        let after = replayed(page).await?;
        ensure!(
            after.plies() == before.plies(),
            "the game kept is the game played"
        );
        ensure!(after.seed() == before.seed(), "with its seed");
        Ok(())
    })
    .await;
}
