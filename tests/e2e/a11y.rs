//! Accessibility: playing with the keyboard alone, moves spoken through the
//! live region, and axe-core scans of the main screens.

use std::time::Duration;

use anyhow::{ensure, Context, Result};
use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::key::Key;
use serde_json::Value;
use xiangqi::{Position, Role};

use crate::harness::{scenario, Page, DESKTOP, PHONE};
use crate::steps::choose;

/// Presses keys (each down then up) on whatever has the focus.
pub(crate) async fn press(page: &Page, keys: &[Key]) -> Result<()> {
    let mut actions = KeyActions::new("keyboard".into());
    for &key in keys {
        actions = actions
            .then(KeyAction::Down { value: key.into() })
            .then(KeyAction::Up { value: key.into() });
    }
    page.client.perform_actions(actions).await?;
    page.client.release_actions().await?;
    Ok(())
}

/// The board's focused point: its `aria-activedescendant` target's square
/// and accessible name.
pub(crate) async fn focused_point(page: &Page) -> Result<(String, String)> {
    let v = page
        .js("const b = document.querySelector('[data-testid=board]');\
             const p = document.getElementById(b.getAttribute('aria-activedescendant'));\
             return p ? [p.dataset.square, p.getAttribute('aria-label')] : null;")
        .await?;
    serde_json::from_value(v).context("the board has no active point")
}

/// Everything the announcer has said since [`listen`].
async fn said(page: &Page) -> Result<Vec<String>> {
    let v = page.js("return window.__said || [];").await?;
    Ok(serde_json::from_value(v)?)
}

/// Records every text the announcer takes (it may change faster than the
/// test looks).
async fn listen(page: &Page) -> Result<()> {
    page.js("window.__said = [];\
         const a = document.querySelector('[data-testid=announcer]');\
         new MutationObserver(() => {\
           const t = a.textContent.trim();\
           if (t) window.__said.push(t);\
         }).observe(a, { childList: true, characterData: true, subtree: true });\
         return true;")
        .await?;
    Ok(())
}

async fn wait_said(page: &Page, what: &str, check: impl Fn(&[String]) -> bool) -> Result<()> {
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        let texts = said(page).await?;
        if check(&texts) {
            return Ok(());
        }
        ensure!(
            std::time::Instant::now() < deadline,
            "the announcer did not say {what}; it said {texts:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn a_move_played_with_the_keyboard_alone_is_announced() {
    scenario("a11y-keyboard", DESKTOP, async |page| {
        page.open("/?opponent=ai&side=red&level=1").await?;
        listen(page).await?;
        // Tab into the page until the board has the focus.
        let mut on_board = false;
        for _ in 0..30 {
            press(page, &[Key::Tab]).await?;
            let v = page
                .js("return document.activeElement?.dataset?.testid === 'board';")
                .await?;
            if v == Value::Bool(true) {
                on_board = true;
                break;
            }
        }
        ensure!(on_board, "Tab never reached the board");
        let (sq, name) = focused_point(page).await?;
        ensure!(
            sq == "e0" && name == "e0, red general",
            "the board starts on {sq} ({name})"
        );
        // Red's right cannon: three right, two up.
        press(
            page,
            &[Key::Right, Key::Right, Key::Right, Key::Up, Key::Up],
        )
        .await?;
        let (sq, name) = focused_point(page).await?;
        ensure!(
            sq == "h2" && name == "h2, red cannon",
            "the arrows led to {sq} ({name})"
        );
        let mark = page
            .js("return document.querySelector('[data-focus]')?.dataset.focus ?? null;")
            .await?;
        ensure!(
            mark == Value::String("h2".into()),
            "the focus mark is on {mark}"
        );
        page.screenshot("a11y-focus-desktop").await?;
        // Escape puts a picked-up piece down again.
        press(page, &[Key::Enter]).await?;
        let selected = page
            .js("return document.getElementById('point-h2').getAttribute('aria-selected');")
            .await?;
        ensure!(
            selected == Value::String("true".into()),
            "Enter did not pick up the cannon"
        );
        wait_said(page, "that the cannon is picked up", |t| {
            t.iter().any(|s| s.contains("cannon") && s.contains("picked up"))
        })
        .await?;
        press(page, &[Key::Escape]).await?;
        let v = page.js("return document.querySelectorAll('[data-target]').length;").await?;
        ensure!(v == 0, "Escape left the cannon picked up");
        // Pick it up, three left, put it down: 炮二平五.
        press(page, &[Key::Enter]).await?;
        press(page, &[Key::Left, Key::Left, Key::Left]).await?;
        let (sq, name) = focused_point(page).await?;
        ensure!(
            sq == "e2" && name == "e2, empty, legal move",
            "the target point is {sq} ({name})"
        );
        press(page, &[Key::Enter]).await?;
        page.wait_for_plies(2, Duration::from_secs(30)).await?;
        let moves = page.moves().await?;
        ensure!(moves[0] == "h2e2", "the move list is {moves:?}");
        let reply = moves[1].parse().context("the AI's move")?;
        let after_ours = Position::startpos().play("h2e2".parse().context("h2e2")?)?;
        let fen = page.fen().await?;
        let expected = after_ours.play(reply)?.to_fen();
        ensure!(
            fen.split(' ').next() == expected.split(' ').next(),
            "the board shows {fen}, not {expected}"
        );
        // Our move, then the AI's, in words.
        let role: Role = after_ours
            .piece_at(reply.from)
            .context("no piece for the AI's move")?
            .role;
        let black = format!("Black {}", role.name());
        wait_said(page, "both moves", |t| {
            let ours = t.iter().position(|s| s == "Red cannon two to five");
            let theirs = t.iter().rposition(|s| s.starts_with(&black));
            matches!((ours, theirs), (Some(a), Some(b)) if a < b)
        })
        .await?;
        // With the board focused the arrows move the point, not the moves.
        press(page, &[Key::Left]).await?;
        ensure!(page.fen().await? == fen, "ArrowLeft on the board left the current position");
        ensure!(focused_point(page).await?.0 == "d2", "ArrowLeft did not move the point");
        // A refused target is said too: the cannon cannot go to d1.
        press(page, &[Key::Right, Key::Enter, Key::Left, Key::Down, Key::Enter]).await?;
        wait_said(page, "the refusal", |t| {
            t.last().is_some_and(|s| s.starts_with("That move is not allowed"))
        })
        .await?;
        press(page, &[Key::Escape]).await?;
        // Away from the board the arrows step through the moves again.
        page.js("document.activeElement.blur(); return true;").await?;
        press(page, &[Key::Left]).await?;
        page.wait_until(
            "the position after the first move",
            &format!(
                "return document.querySelector('[data-testid=board]').dataset.fen.split(' ')[0] === '{}';",
                after_ours.to_fen().split(' ').next().unwrap_or_default()
            ),
            Duration::from_secs(5),
        )
        .await?;
        // The status (read aloud) names the move shown, not only its number.
        let status = page
            .js("return document.querySelector('[data-testid=status]').textContent;")
            .await?;
        ensure!(
            status.as_str().is_some_and(|t| t.contains("Showing move 1 of 2") && t.contains("cannon")),
            "stepping back says only {status}"
        );
        page.screenshot("a11y-keyboard-desktop").await?;
        Ok(())
    })
    .await;
}

/// The announcer's current text.
async fn announcer(page: &Page) -> Result<String> {
    let v = page
        .js("return document.querySelector('[data-testid=announcer]').textContent.trim();")
        .await?;
    Ok(v.as_str().unwrap_or_default().to_string())
}

/// Runs axe-core on the page and fails with its findings.
pub(crate) async fn axe(page: &Page, screen: &str) -> Result<()> {
    let loaded = page.js("return typeof window.axe === 'object';").await?;
    if loaded != Value::Bool(true) {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("target/tools/node_modules/axe-core");
        // The minified build, or the full one where another package's
        // install (Lighthouse's, which depends on axe-core too) left only
        // that: the same checks either way.
        let path = ["axe.min.js", "axe.js"]
            .iter()
            .map(|f| dir.join(f))
            .find(|p| p.exists())
            .unwrap_or_else(|| dir.join("axe.min.js"));
        let src = std::fs::read_to_string(&path).with_context(|| {
            format!(
                "{} is missing: run cargo xtask setup --browser",
                path.display()
            )
        })?;
        page.js(&format!("{src}; return true;")).await?;
    }
    let v = page
        .client
        .execute_async(
            "const done = arguments[arguments.length - 1];\
             axe.run(document, { resultTypes: ['violations'] })\
               .then(r => done(r.violations.map(v => \
                 `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map(n => n.target.join(' ')).join(', ')}`)))\
               .catch(e => done([`axe failed: ${e}`]));",
            vec![],
        )
        .await?;
    let found: Vec<String> = serde_json::from_value(v)?;
    ensure!(
        found.is_empty(),
        "axe-core found on {screen}:\n  {}",
        found.join("\n  ")
    );
    Ok(())
}

#[tokio::test]
async fn axe_finds_nothing_on_the_main_screens() {
    scenario("a11y-axe", DESKTOP, async |page| {
        page.open("/").await?;
        choose(page, "lang-switch", "en").await?;
        axe(page, "the start screen").await?;
        page.tap("h2").await?;
        axe(page, "a game with a piece picked up").await?;
        page.tap("h2").await?;
        page.click_testid("new-game").await?;
        axe(page, "the new-game dialog").await?;
        page.click_testid("cancel").await?;
        // Two chariots mate at once; the game-over dialog opens.
        page.open("/?fen=4k4/R8/9/9/9/9/9/9/9/1R1K5%20w&opponent=human")
            .await?;
        page.play("b0b9").await?;
        page.wait_until(
            "the game-over dialog",
            "return !!document.querySelector('[role=dialog]');",
            Duration::from_secs(5),
        )
        .await?;
        axe(page, "the game-over dialog").await?;
        let said = announcer(page).await?;
        ensure!(
            said == "Red chariot eight forward nine, check. Red wins by checkmate",
            "the announcer said {said:?} at the mate"
        );
        page.open("/?opponent=human").await?;
        choose(page, "lang-switch", "zh").await?;
        axe(page, "the start screen in Chinese").await?;
        page.tap("h2").await?;
        axe(page, "a game in Chinese with a piece picked up").await?;
        page.tap("e2").await?;
        page.wait_until(
            "the move in Chinese",
            "return document.querySelector('[data-testid=announcer]').textContent.trim() === '红炮二平五';",
            Duration::from_secs(5),
        )
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn axe_finds_nothing_on_a_phone() {
    scenario("a11y-axe-phone", PHONE, async |page| {
        page.open("/").await?;
        choose(page, "lang-switch", "en").await?;
        axe(page, "the start screen on a phone").await?;
        page.click_testid("new-game").await?;
        axe(page, "the new-game dialog on a phone").await?;
        Ok(())
    })
    .await;
}

/// The `data-testid` of the focused element and of the dialog around it.
async fn focus_place(page: &Page) -> Result<(String, String)> {
    let v = page
        .js("const a = document.activeElement;\
             return [a?.dataset?.testid ?? a?.tagName ?? '',\
               a?.closest('[role=dialog]')?.dataset.testid ?? ''];")
        .await?;
    Ok((
        v[0].as_str().unwrap_or_default().to_string(),
        v[1].as_str().unwrap_or_default().to_string(),
    ))
}

#[tokio::test]
async fn dialogs_take_the_focus_keep_it_and_close_with_escape() {
    scenario("a11y-dialogs", DESKTOP, async |page| {
        page.open("/").await?;
        page.click_testid("new-game").await?;
        page.wait_until(
            "the focus in the New game dialog",
            "return document.activeElement?.closest('[role=dialog]')?.dataset.testid === 'dialog-new-game';",
            Duration::from_secs(5),
        )
        .await?;
        // Tab and Shift+Tab go round inside the dialog.
        for _ in 0..20 {
            press(page, &[Key::Tab]).await?;
            let (_, dialog) = focus_place(page).await?;
            ensure!(dialog == "dialog-new-game", "Tab left the dialog");
        }
        let mut shift_tab = KeyActions::new("keyboard".into())
            .then(KeyAction::Down { value: Key::Shift.into() });
        for _ in 0..5 {
            shift_tab = shift_tab
                .then(KeyAction::Down { value: Key::Tab.into() })
                .then(KeyAction::Up { value: Key::Tab.into() });
        }
        shift_tab = shift_tab.then(KeyAction::Up { value: Key::Shift.into() });
        page.client.perform_actions(shift_tab).await?;
        page.client.release_actions().await?;
        ensure!(
            focus_place(page).await?.1 == "dialog-new-game",
            "Shift+Tab left the dialog"
        );
        // Escape cancels, and the focus goes back to the button.
        press(page, &[Key::Escape]).await?;
        page.wait_until(
            "the dialog to close and the focus to return",
            "return !document.querySelector('[role=dialog]') \
               && document.activeElement?.dataset.testid === 'new-game';",
            Duration::from_secs(5),
        )
        .await?;
        // Shortcuts: f turns the board, ? lists the shortcuts.
        press(page, &[Key::Escape]).await?;
        page.client
            .perform_actions(
                KeyActions::new("keyboard".into())
                    .then(KeyAction::Down { value: 'f' })
                    .then(KeyAction::Up { value: 'f' })
                    .then(KeyAction::Down { value: '?' })
                    .then(KeyAction::Up { value: '?' }),
            )
            .await?;
        page.client.release_actions().await?;
        page.wait_until(
            "the board turned and the shortcuts listed",
            "return document.querySelector('[data-testid=board]').dataset.orientation === 'black' \
               && !!document.querySelector('[data-testid=dialog-keys]');",
            Duration::from_secs(5),
        )
        .await?;
        page.screenshot("keys-desktop").await?;
        press(page, &[Key::Escape]).await?;
        // The same for the others: Export, Import, Past games.
        for (button, dialog) in [
            ("export", "dialog-export"),
            ("import", "dialog-import"),
            ("history", "dialog-history"),
        ] {
            page.click_testid(button).await?;
            page.wait_until(
                "the focus in the dialog",
                &format!(
                    "return document.activeElement?.closest('[role=dialog]')?.dataset.testid === '{dialog}';"
                ),
                Duration::from_secs(5),
            )
            .await?;
            press(page, &[Key::Escape]).await?;
            page.wait_until(
                "the dialog to close",
                "return !document.querySelector('[role=dialog]');",
                Duration::from_secs(5),
            )
            .await?;
        }
        Ok(())
    })
    .await;
}

/// Waits until the focus is on the element with test id `id` and no
/// dialog is open.
async fn wait_focus_on(page: &Page, what: &str, id: &str) -> Result<()> {
    page.wait_until(
        what,
        &format!(
            "return !document.querySelector('[role=dialog]') \
               && document.activeElement?.dataset?.testid === '{id}';"
        ),
        Duration::from_secs(5),
    )
    .await
}

/// Where the keyboard's focus lands when a screen's first dialog goes
/// away or a screen is entered: on the board, never lost on the page.
#[tokio::test]
async fn the_focus_lands_on_the_board_after_the_welcome_the_result_and_a_screen_change() {
    scenario("a11y-focus-landing", DESKTOP, async |page| {
        // The first visit's welcome, closed with Escape.
        page.open("/").await?;
        page.js("sessionStorage.setItem('e2e-first-visit', 'clear');")
            .await?;
        page.reload().await?;
        page.wait_until(
            "the welcome with the focus",
            "return !!document.activeElement?.closest('[data-testid=dialog-welcome]');",
            Duration::from_secs(10),
        )
        .await?;
        press(page, &[Key::Escape]).await?;
        wait_focus_on(page, "the welcome gone, the board focused", "board").await?;

        // The game-over dialog opens on New game; Escape leaves the
        // finished game with the focus on its board.
        page.open("/?fen=4k4/R8/9/9/9/9/9/9/9/1R1K5%20w&opponent=human")
            .await?;
        page.play("b0b9").await?;
        page.wait_until(
            "the game-over dialog, focused on New game",
            "return document.activeElement?.closest('[role=dialog]')?.dataset.testid === 'dialog-game-over';",
            Duration::from_secs(5),
        )
        .await?;
        press(page, &[Key::Escape]).await?;
        wait_focus_on(page, "the result closed, the board focused", "board").await?;

        // The puzzles, entered from the menu by keyboard: the focus moves
        // to the puzzle's board, not to the page.
        press(page, &[Key::Escape]).await?;
        page.client
            .perform_actions(
                KeyActions::new("keyboard".into())
                    .then(KeyAction::Down { value: 'm' })
                    .then(KeyAction::Up { value: 'm' }),
            )
            .await?;
        page.client.release_actions().await?;
        page.element("[data-testid=dialog-menu] [data-testid=puzzles]")
            .await?
            .click()
            .await?;
        page.element("[data-testid=puzzle-close]").await?;
        wait_focus_on(page, "the puzzle's board focused", "board").await?;
        Ok(())
    })
    .await;
}
