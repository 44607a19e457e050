//! The position editor (摆局): setting up a board from the palette, the
//! problems that block leaving it, and the ways out.

use std::time::Duration;

use anyhow::{ensure, Context, Result};
use fantoccini::actions::{InputSource, KeyAction, KeyActions, PointerAction, TouchActions};
use fantoccini::elements::Element;
use fantoccini::key::Key;
use fantoccini::Locator;
use serde_json::json;

use crate::harness::{scenario, Page, Viewport, DESKTOP, PHONE, TABLET};
use crate::steps::{choose, paste};

const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
/// The two generals alone (e0, d9).
const BARE: &str = "3k5%2F9%2F9%2F9%2F9%2F9%2F9%2F9%2F9%2F4K4%20w";

const TABLET_LANDSCAPE: Viewport = Viewport {
    width: 1180,
    height: 820,
};

/// Opens the editor at `path` and waits until it is whole.
async fn open_editor(page: &Page, path: &str) -> Result<()> {
    page.client
        .goto(&format!("{}{}", page.server.base_url(), path))
        .await?;
    for (what, css) in [
        ("the palette", "[data-testid=palette-K]"),
        ("the board's points", "[data-testid=board] .point"),
        ("the play buttons", "[data-testid=editor-play-human]"),
    ] {
        page.client
            .wait()
            .at_most(Duration::from_secs(20))
            .for_element(Locator::Css(css))
            .await
            .with_context(|| format!("{what} did not appear within 20 s"))?;
    }
    Ok(())
}

/// The text of the problem list.
async fn problems(page: &Page) -> Result<String> {
    let v = page
        .js("return document.querySelector('[data-testid=editor-error]').textContent.trim();")
        .await?;
    Ok(v.as_str().unwrap_or_default().to_string())
}

/// Whether each way out (`editor-play-ai`, `-play-human`, `-analyse`) is off.
async fn ways_out_disabled(page: &Page) -> Result<Vec<bool>> {
    let v = page
        .js(
            "return ['editor-play-ai', 'editor-play-human', 'editor-analyse']\
               .map(id => document.querySelector(`[data-testid=${id}]`).disabled);",
        )
        .await?;
    Ok(serde_json::from_value(v)?)
}

/// Chooses a palette piece and taps each point.
async fn place(page: &Page, letter: &str, squares: &[&str]) -> Result<()> {
    page.click_testid(&format!("palette-{letter}")).await?;
    for sq in squares {
        page.tap(sq).await?;
    }
    Ok(())
}

#[tokio::test]
async fn a_third_advisor_is_refused_and_keeps_the_player_in_the_editor() {
    scenario("editor-third-advisor", DESKTOP, async |page| {
        open_editor(page, &format!("/?mode=edit&fen={BARE}")).await?;
        ensure!(
            problems(page).await?.is_empty(),
            "the bare generals are legal"
        );
        ensure!(
            ways_out_disabled(page).await? == [false, false, false],
            "the ways out are off on a legal board"
        );
        place(page, "A", &["d0", "f0", "e1"]).await?;
        let text = problems(page).await?;
        ensure!(
            text.contains("3 advisors") && text.contains("at most 2"),
            "no message about the third advisor: {text:?}"
        );
        ensure!(
            ways_out_disabled(page).await? == [true, true, true],
            "the ways out are not all off"
        );
        // The advisors are marked on the board.
        let marked = page
            .js("return document.querySelectorAll('[data-testid=board] .culprit').length;")
            .await?;
        ensure!(marked == json!(3), "{marked} points marked, not 3");
        page.screenshot("editor-third-advisor").await?;
        // The eraser takes one off, and the way out opens again.
        page.click_testid("palette-erase").await?;
        page.tap("e1").await?;
        ensure!(problems(page).await?.is_empty(), "a problem is left");
        ensure!(ways_out_disabled(page).await? == [false, false, false]);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn pieces_placed_from_the_palette_start_a_game_with_a_friend() {
    scenario("editor-play-friend", DESKTOP, async |page| {
        open_editor(page, "/?mode=edit").await?;
        page.click_testid("editor-clear").await?;
        ensure!(page.pieces().await?.is_empty(), "the board is not empty");
        let text = problems(page).await?;
        ensure!(
            text.contains("Red has no general") && text.contains("Black has no general"),
            "{text:?}"
        );
        place(page, "K", &["e0"]).await?;
        place(page, "k", &["d9"]).await?;
        place(page, "R", &["a0"]).await?;
        place(page, "p", &["e6", "e5"]).await?;
        let fen = page.fen().await?;
        ensure!(
            fen == "3k5/9/9/4p4/4p4/9/9/9/9/R3K4 w - - 0 1",
            "the board reads {fen}"
        );
        page.click_testid("editor-play-human").await?;
        page.client
            .wait()
            .at_most(Duration::from_secs(10))
            .for_element(Locator::Css("[data-testid=new-game]"))
            .await
            .context("the game screen did not come back")?;
        ensure!(
            page.fen().await? == fen,
            "the game does not start from the set-up"
        );
        ensure!(page.moves().await?.is_empty(), "the new game has moves");
        // A normal game: Red moves, then Black.
        page.play("a0a9").await?;
        page.wait_for_plies(1, Duration::from_secs(5)).await?;
        let url = page.js("return location.search;").await?;
        ensure!(
            url.as_str().is_some_and(|u| !u.contains("mode=edit")),
            "the address still asks for the editor: {url}"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn start_clear_move_and_fen_field() {
    scenario("editor-start-clear", DESKTOP, async |page| {
        // From the main screen, on the position on the board (a game
        // between two players, so that no reply can come meanwhile).
        page.open("/?opponent=human").await?;
        page.play("h2e2").await?;
        page.wait_for_plies(1, Duration::from_secs(5)).await?;
        page.click_testid("set-up").await?;
        page.client
            .wait()
            .at_most(Duration::from_secs(10))
            .for_element(Locator::Css("[data-testid=palette-K]"))
            .await?;
        let fen = page.fen().await?;
        ensure!(
            fen.contains("/1C2C4/"),
            "the editor did not open on the game: {fen}"
        );
        page.click_testid("editor-clear").await?;
        ensure!(page.pieces().await?.is_empty());
        page.click_testid("editor-start").await?;
        ensure!(page.pieces().await?.len() == 32);
        ensure!(page.fen().await? == START_FEN);
        // A tap picks a piece up, a second tap on an empty point puts it there.
        page.tap("b2").await?;
        page.tap("e2").await?;
        ensure!(
            page.fen().await?.contains("/4C2C1/"),
            "{}",
            page.fen().await?
        );
        // A FEN that cannot be read keeps the board and says why.
        paste(page, "editor-fen", "3k5/9/9 w").await?;
        let said = page
            .js("return document.querySelector('[data-testid=editor-fen-error]').textContent;")
            .await?;
        ensure!(
            said.as_str()
                .is_some_and(|s| s.contains("10 ranks") && s.contains("unchanged")),
            "{said}"
        );
        ensure!(page.pieces().await?.len() == 32, "the board changed");
        // A readable one replaces it at once.
        paste(page, "editor-fen", "3k5/9/9/9/9/9/9/9/9/4K4 b").await?;
        ensure!(page.pieces().await?.len() == 2);
        let black = page
            .js("return document.querySelector('[data-testid=editor-side-black] input').checked;")
            .await?;
        ensure!(black == json!(true), "Black is not to move");
        // Back to the game, which is as it was.
        page.click_testid("editor-close").await?;
        page.client
            .wait()
            .at_most(Duration::from_secs(10))
            .for_element(Locator::Css("[data-testid=new-game]"))
            .await?;
        ensure!(page.moves().await? == ["h2e2"], "the game changed");
        Ok(())
    })
    .await;
}

/// Drags with a finger from `from` to `to` (an element, or an offset from
/// `from` in CSS pixels).
async fn drag(
    page: &Page,
    from: Element,
    to: std::result::Result<Element, (f64, f64)>,
) -> Result<()> {
    let finger = TouchActions::new("finger".into())
        .then(PointerAction::MoveToElement {
            element: from,
            duration: None,
            x: 0.0,
            y: 0.0,
        })
        .then(PointerAction::Down { button: 0 })
        .then(PointerAction::MoveBy {
            duration: Some(Duration::from_millis(100)),
            x: 0.0,
            y: -20.0,
        });
    let finger = match to {
        Ok(element) => finger.then(PointerAction::MoveToElement {
            element,
            duration: Some(Duration::from_millis(200)),
            x: 0.0,
            y: 0.0,
        }),
        Err((x, y)) => finger.then(PointerAction::MoveBy {
            duration: Some(Duration::from_millis(200)),
            x,
            y,
        }),
    };
    page.client
        .perform_actions(finger.then(PointerAction::Up { button: 0 }))
        .await?;
    Ok(())
}

#[tokio::test]
async fn pieces_are_dragged_from_the_palette_and_off_the_board() {
    scenario("editor-drag", TABLET, async |page| {
        open_editor(page, &format!("/?mode=edit&fen={BARE}")).await?;
        let chariot = page
            .client
            .find(Locator::Css("[data-testid=palette-R]"))
            .await?;
        drag(page, chariot, Ok(page.square("a0").await?)).await?;
        page.wait_until(
            "a chariot on a0",
            "return !!document.querySelector('[data-piece=R][data-square=a0]');",
            Duration::from_secs(5),
        )
        .await?;
        let chosen = page
            .js("return document.querySelector('[data-testid=palette-R]').getAttribute('aria-pressed');")
            .await?;
        ensure!(chosen == json!("false"), "the drag chose the piece too");
        // Dragged off the board's left edge, it is gone.
        drag(page, page.square("a0").await?, Err((-150.0, 0.0))).await?;
        page.wait_until(
            "the chariot to go",
            "return !document.querySelector('[data-piece=R]');",
            Duration::from_secs(5),
        )
        .await?;
        ensure!(page.pieces().await?.len() == 2);
        Ok(())
    })
    .await;
}

/// Presses keys (each down then up) on whatever has the focus.
async fn press(page: &Page, keys: &[Key]) -> Result<()> {
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

#[tokio::test]
async fn a_piece_is_placed_and_moved_with_the_keyboard_alone() {
    scenario("editor-keyboard", DESKTOP, async |page| {
        open_editor(page, &format!("/?mode=edit&fen={BARE}")).await?;
        page.js("document.querySelector('[data-testid=palette-A]').focus(); return true;")
            .await?;
        press(page, &[Key::Enter]).await?;
        page.js("document.querySelector('[data-testid=board]').focus(); return true;")
            .await?;
        // The cursor starts on e0; one up is e1, an advisor's point.
        press(page, &[Key::Up, Key::Enter]).await?;
        page.wait_until(
            "an advisor on e1",
            "return !!document.querySelector('[data-piece=A][data-square=e1]');",
            Duration::from_secs(5),
        )
        .await?;
        let name = page
            .js("const b = document.querySelector('[data-testid=board]');\
                 return document.getElementById(b.getAttribute('aria-activedescendant')).getAttribute('aria-label');")
            .await?;
        ensure!(name == json!("e1, red advisor"), "the point is named {name}");
        // Back to moving pieces, then the advisor goes to d0.
        page.js("document.querySelector('[data-testid=palette-move]').focus(); return true;")
            .await?;
        press(page, &[Key::Enter]).await?;
        page.js("document.querySelector('[data-testid=board]').focus(); return true;")
            .await?;
        press(page, &[Key::Enter, Key::Down, Key::Left, Key::Enter]).await?;
        page.wait_until(
            "the advisor on d0",
            "return !!document.querySelector('[data-piece=A][data-square=d0]');",
            Duration::from_secs(5),
        )
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn analyse_goes_to_the_analysis_address() {
    scenario("editor-analyse", DESKTOP, async |page| {
        open_editor(page, &format!("/?mode=edit&fen={BARE}")).await?;
        place(page, "R", &["a0"]).await?;
        page.click_testid("editor-analyse").await?;
        // The analysis board opens on the set-up position (the link it
        // came by leaves the address bar once used).
        page.wait_until(
            "the analysis board on the set-up position",
            "const b = document.querySelector('[data-testid=analysis] [data-testid=board]');\
             return !!b && b.dataset.fen === '3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1';",
            Duration::from_secs(20),
        )
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_editor_passes_axe_in_both_languages() {
    scenario("editor-axe", DESKTOP, async |page| {
        open_editor(page, "/?mode=edit").await?;
        crate::a11y::axe(page, "the editor").await?;
        place(page, "A", &["e1"]).await?;
        page.tap("a3").await?;
        crate::a11y::axe(page, "the editor with problems").await?;
        page.open("/").await?;
        choose(page, "lang-switch", "zh").await?;
        open_editor(page, &format!("/?mode=edit&fen={BARE}")).await?;
        place(page, "A", &["d0", "f0", "e1"]).await?;
        let text = problems(page).await?;
        ensure!(text.contains("红方有3个仕"), "{text:?}");
        crate::a11y::axe(page, "the editor in Chinese").await?;
        page.screenshot("editor-zh").await?;
        Ok(())
    })
    .await;
}

/// The editor at a size: every control in view across, at least 44 px
/// tall on a touch screen, and a screenshot.
async fn fits(page: &Page, name: &str) -> Result<()> {
    open_editor(page, "/?mode=edit").await?;
    place(page, "A", &["e1"]).await?;
    let small = page
        .js("return [...document.querySelectorAll('.editor button, .editor select, .editor input:not([type=radio])')]\
               .filter(e => e.offsetParent !== null)\
               .map(e => [e.dataset.testid || e.textContent.trim(), e.getBoundingClientRect()])\
               .filter(([, r]) => r.height < 43.5 || r.left < -0.5 || r.right > innerWidth + 0.5)\
               .map(([n]) => n);")
        .await?;
    ensure!(
        small == json!([]),
        "controls too small or cut off at {name}: {small}"
    );
    let board = page
        .js(
            "const r = document.querySelector('[data-testid=board]').getBoundingClientRect();\
             return r.width > 300 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;",
        )
        .await?;
    ensure!(board == json!(true), "the board does not fit at {name}");
    page.screenshot(&format!("editor-{name}")).await?;
    // The panel's end, where it scrolls.
    page.js("document.querySelector('.editor-panel').scrollTop = 1e6; return true;")
        .await?;
    page.screenshot(&format!("editor-{name}-end")).await?;
    Ok(())
}

#[tokio::test]
async fn the_editor_fits_phone_tablet_and_desktop() {
    for (name, viewport) in [
        ("phone", PHONE),
        ("tablet", TABLET),
        ("tablet-landscape", TABLET_LANDSCAPE),
        ("desktop", DESKTOP),
    ] {
        scenario(&format!("editor-fit-{name}"), viewport, async |page| {
            page.cdp(
                "Emulation.setTouchEmulationEnabled",
                json!({ "enabled": name != "desktop", "maxTouchPoints": 5 }),
            )
            .await?;
            fits(page, name).await
        })
        .await;
    }
}
