//! Steps shared by the clock, saving, record and language scenarios.

use std::time::Duration;

use anyhow::{Context, Result};
use fantoccini::actions::{InputSource, PointerAction, TouchActions};

use crate::harness::Page;

/// Picks `value` in the `<select data-testid=...>` by clicking its option.
/// A preference of the play screen is chosen in its menu, which is then
/// closed with Escape.
pub async fn choose(page: &Page, testid: &str, value: &str) -> Result<()> {
    let in_menu = crate::harness::MENU_ITEMS.contains(&testid) && page.on_play_screen().await?;
    if in_menu {
        page.open_menu().await?;
    }
    // Scrolled to first, as a person scrolls a long menu to the list
    // (WebKit's driver does not scroll to an option by itself).
    page.js(&format!(
        "document.querySelector('[data-testid={testid}]')?.scrollIntoView({{ block: 'center' }}); return true;"
    ))
    .await?;
    page.element(&format!("[data-testid={testid}] option[value=\"{value}\"]"))
        .await
        .with_context(|| format!("no option {value} in {testid}"))?
        .click()
        .await?;
    if in_menu {
        page.element(&format!("[data-testid={testid}]"))
            .await?
            .send_keys("\u{e00c}")
            .await?;
        page.wait_until(
            "the menu to close",
            "return !document.querySelector('[data-testid=dialog-menu]');",
            Duration::from_secs(5),
        )
        .await?;
    }
    Ok(())
}

/// Types `text` into the field with this `data-testid` (replacing its value).
pub async fn fill(page: &Page, testid: &str, text: &str) -> Result<()> {
    let field = page.element(&format!("[data-testid={testid}]")).await?;
    field.clear().await?;
    field.send_keys(text).await?;
    Ok(())
}

/// Pastes `text` into the field (as a paste would: one input event).
pub async fn paste(page: &Page, testid: &str, text: &str) -> Result<()> {
    page.element(&format!("[data-testid={testid}]")).await?;
    let script = format!(
        "const el = document.querySelector('[data-testid={testid}]');\
         el.value = arguments[0];\
         el.dispatchEvent(new Event('input', {{ bubbles: true }}));\
         return true;"
    );
    page.client
        .execute(&script, vec![serde_json::Value::String(text.into())])
        .await?;
    Ok(())
}

/// Starts a new game from the dialog: `opponent` is `ai` or `human`,
/// `time` a custom time control text, `face_to_face` the seating.
pub async fn new_game(
    page: &Page,
    opponent: &str,
    time: Option<&str>,
    face_to_face: bool,
) -> Result<()> {
    // Face to face the game buttons are in the seats: New game is in the menu.
    let shared = page
        .js("return !!document.querySelector('[data-testid=new-game]');")
        .await?;
    if shared == true {
        page.click_testid("new-game").await?;
    } else {
        page.click_testid("menu-new-game").await?;
    }
    page.click_testid(&format!("opponent-{opponent}")).await?;
    if opponent == "ai" {
        choose(page, "level", "1").await?;
    }
    if let Some(time) = time {
        choose(page, "time-control", "custom").await?;
        fill(page, "time-custom", time).await?;
    }
    if face_to_face {
        page.click_testid("seating-face-to-face").await?;
    }
    page.click_testid("start").await?;
    page.wait_until(
        "the new game",
        "return !document.querySelector('[data-testid=dialog-new-game]') \
         && document.querySelectorAll('[data-testid=move]').length === 0;",
        Duration::from_secs(5),
    )
    .await
}

/// A clock's `(data-running, data-remaining-ms, text)`.
pub async fn clock(page: &Page, color: &str) -> Result<(bool, u64, String)> {
    let v = page
        .js(&format!(
            "const c = document.querySelector('[data-testid=clock-{color}]');\
             return c ? [c.dataset.running === 'true', Number(c.dataset.remainingMs), c.textContent] : null;"
        ))
        .await?;
    let (running, ms, text): (bool, u64, String) =
        serde_json::from_value(v).with_context(|| format!("no clock-{color}"))?;
    Ok((running, ms, text))
}

/// Taps a board point with a finger.
pub async fn touch(page: &Page, square: &str) -> Result<()> {
    let el = page.square(square).await?;
    // WebKitGTK's WebDriver has no touch pointer: a mouse taps there.
    if page.browser == crate::harness::browser::Browser::Webkit {
        return page.click(&el).await;
    }
    let finger = TouchActions::new("finger".into())
        .then(PointerAction::MoveToElement {
            element: el,
            duration: None,
            x: 0.0,
            y: 0.0,
        })
        .then(PointerAction::Down { button: 0 })
        .then(PointerAction::Up { button: 0 });
    page.client.perform_actions(finger).await?;
    page.client.release_actions().await?;
    Ok(())
}

/// Plays a move with two finger taps.
pub async fn touch_move(page: &Page, iccs: &str) -> Result<()> {
    touch(page, &iccs[..2]).await?;
    touch(page, &iccs[2..]).await
}
