//! Light and dark: the page follows the device's preference (and its
//! changes) until the player chooses in the menu, keeps the choice, and
//! passes the accessibility audit on the main screens in both themes.

use std::time::Duration;

use anyhow::{ensure, Result};
use serde_json::json;

use crate::a11y::axe;
use crate::harness::{scenario, Page, DESKTOP, PHONE};
use crate::steps::choose;

/// The page's background in each theme (`--page` in style/main.css).
const LIGHT_PAGE: &str = "rgb(244, 237, 225)";
const DARK_PAGE: &str = "rgb(45, 42, 38)";

/// Makes the device prefer `scheme` (`light` or `dark`), as a phone's
/// setting does.
async fn device_prefers(page: &Page, scheme: &str) -> Result<()> {
    page.cdp(
        "Emulation.setEmulatedMedia",
        json!({ "features": [{ "name": "prefers-color-scheme", "value": scheme }] }),
    )
    .await?;
    Ok(())
}

/// Waits until the page shows `theme`, and checks that the page's
/// background and the installed app's bar colour are that theme's.
async fn shows(page: &Page, theme: &str) -> Result<()> {
    page.wait_until(
        &format!("the {theme} theme"),
        &format!("return document.documentElement.dataset.theme === '{theme}';"),
        Duration::from_secs(10),
    )
    .await?;
    let drawn = page
        .js("return [getComputedStyle(document.body).backgroundColor,\
                     document.querySelector('meta[name=theme-color]').content];")
        .await?;
    let (background, bar) = if theme == "light" {
        (LIGHT_PAGE, "#f4ede1")
    } else {
        (DARK_PAGE, "#2d2a26")
    };
    ensure!(
        drawn == json!([background, bar]),
        "the {theme} theme is drawn as {drawn}"
    );
    Ok(())
}

#[tokio::test]
async fn the_theme_follows_the_device_until_chosen_in_the_menu() {
    scenario("theme-device", PHONE, async |page| {
        device_prefers(page, "light").await?;
        page.open("/?opponent=human").await?;
        choose(page, "lang-switch", "en").await?;
        shows(page, "light").await?;
        page.play("h2e2").await?;
        page.play("h9g7").await?;
        page.screenshot("theme-light-phone").await?;
        // The device turns dark (at night): the page follows at once.
        device_prefers(page, "dark").await?;
        shows(page, "dark").await?;
        page.screenshot("theme-dark-phone").await?;
        // The player's choice wins over the device, and is kept.
        choose(page, "theme", "light").await?;
        shows(page, "light").await?;
        page.reload().await?;
        shows(page, "light").await?;
        page.open_menu().await?;
        let chosen = page
            .js("return document.querySelector('[data-testid=theme]').value;")
            .await?;
        ensure!(chosen == "light", "the menu shows {chosen}");
        page.screenshot("theme-light-menu-phone").await?;
        // Back to the device's.
        choose(page, "theme", "device").await?;
        shows(page, "dark").await?;
        Ok(())
    })
    .await;
}

/// In every browser: the menu's choice is drawn at once and kept (the
/// device's own preference, which only Chromium can emulate here, is
/// left as the browser has it).
#[tokio::test]
async fn the_menus_choice_of_light_or_dark_is_drawn_and_kept() {
    scenario("theme-chosen", PHONE, async |page| {
        page.open("/?opponent=human").await?;
        for theme in ["dark", "light"] {
            choose(page, "theme", theme).await?;
            shows(page, theme).await?;
            page.reload().await?;
            shows(page, theme).await?;
        }
        page.screenshot("theme-chosen-light-phone").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn both_themes_pass_the_audit_on_the_main_screens() {
    scenario("theme-axe", DESKTOP, async |page| {
        page.open("/").await?;
        choose(page, "lang-switch", "en").await?;
        for theme in ["light", "dark"] {
            page.open("/?opponent=human").await?;
            choose(page, "theme", theme).await?;
            shows(page, theme).await?;
            page.play("h2e2").await?;
            page.tap("h9").await?;
            axe(page, &format!("the play screen, {theme}")).await?;
            page.open_menu().await?;
            axe(page, &format!("the menu, {theme}")).await?;
            for (mode, ready) in [
                ("analysis", "analysis"),
                ("puzzle", "puzzle"),
                ("learn", "lesson-list"),
                ("endgames", "endgames"),
                ("friend", "live-invite"),
            ] {
                page.open(&format!("/?mode={mode}")).await?;
                page.element(&format!("[data-testid={ready}]")).await?;
                shows(page, theme).await?;
                page.screenshot(&format!("theme-{theme}-{mode}-desktop"))
                    .await?;
                axe(page, &format!("{mode}, {theme}")).await?;
                if mode == "analysis" {
                    // Closed, or the next start would open it again.
                    page.click_testid("analysis-close").await?;
                    page.element("[data-testid=board]").await?;
                }
            }
        }
        Ok(())
    })
    .await;
}
