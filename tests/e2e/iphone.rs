//! What an iPhone or iPad needs beyond the other browsers: the page clear
//! of the notch and the home bar, no double-tap zoom, the installed app
//! opening on its own, and Install explained where Safari has no prompt
//! (it installs only from its Share menu).

use std::time::Duration;

use anyhow::{ensure, Result};
use serde_json::json;

use crate::harness::browser::Browser;
use crate::harness::{scenario, Page, PHONE};

/// Makes the page's browser look like Safari on an iPhone in a tab
/// (`navigator.standalone` is `false` there, `true` in the installed app,
/// and missing everywhere else).
fn safari_on_an_iphone(installed: bool) -> String {
    format!(
        "Object.defineProperty(Navigator.prototype, 'standalone', \
           {{ get: () => {installed}, configurable: true }});"
    )
}

#[tokio::test]
async fn install_on_an_iphone_says_share_then_add_to_home_screen() {
    scenario("iphone-install", PHONE, async |page| {
        page.before_load(&safari_on_an_iphone(false)).await?;
        page.open("/").await?;
        page.click_testid("install").await?;
        page.wait_until(
            "how to install by hand",
            "const n = document.querySelector('[data-testid=notice]');\
             return !!n && n.textContent.includes('Add to Home Screen');",
            Duration::from_secs(10),
        )
        .await?;
        page.screenshot("iphone-install").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_installed_app_on_an_iphone_offers_no_install() {
    scenario("iphone-installed", PHONE, async |page| {
        page.before_load(&safari_on_an_iphone(true)).await?;
        page.open("/").await?;
        page.open_menu().await?;
        page.element("[data-testid=dialog-menu]").await?;
        let offered = page
            .js("return !!document.querySelector('[data-testid=install]');")
            .await?;
        ensure!(
            offered == false,
            "the installed app offers to install itself"
        );
        // The manifest opens the installed app on its own, without the
        // browser's bars.
        let manifest = page
            .js("const l = document.querySelector('link[rel=manifest]');\
                 return fetch(l.href).then(r => r.json()).then(m => m.display);")
            .await?;
        ensure!(
            manifest == "standalone",
            "the manifest's display is {manifest}"
        );
        Ok(())
    })
    .await;
}

/// No quick second tap zooms the page: not on the board (whose taps are
/// moves) nor anywhere else; a pinch still does.
#[tokio::test]
async fn no_double_tap_zoom() {
    scenario("iphone-no-double-tap-zoom", PHONE, async |page| {
        page.open("/").await?;
        page.element("[data-testid=board]").await?;
        let actions = page
            .js(
                "const a = s => getComputedStyle(document.querySelector(s)).touchAction;\
                 return [a('html'), a('body'), a('[data-testid=board]')];",
            )
            .await?;
        ensure!(
            actions == json!(["manipulation", "manipulation", "none"]),
            "touch-action of the page, its body and the board: {actions}"
        );
        Ok(())
    })
    .await;
}

/// The board, both players' strips and the menu button stay inside the
/// part of the screen a notch and a home bar leave (emulated in Chromium,
/// whose DevTools protocol sets the insets an iPhone reports).
#[tokio::test]
async fn the_page_keeps_clear_of_the_notch_and_the_home_bar() {
    scenario("iphone-safe-area", PHONE, async |page| {
        if page.browser != Browser::Chromium {
            return Ok(());
        }
        let (top, bottom) = (47, 34);
        page.cdp(
            "Emulation.setSafeAreaInsetsOverride",
            json!({ "insets": { "top": top, "bottom": bottom, "left": 0, "right": 0 } }),
        )
        .await?;
        page.open("/?opponent=human").await?;
        page.element("[data-testid=board]").await?;
        check_clear(page, top, bottom).await?;
        page.screenshot("iphone-safe-area").await?;
        Ok(())
    })
    .await;
}

async fn check_clear(page: &Page, top: i64, bottom: i64) -> Result<()> {
    let places = page
        .js(&format!(
            "const h = innerHeight;\
             return ['board', 'player-red', 'player-black', 'menu'].map(id => {{\
               const r = document.querySelector(`[data-testid=${{id}}]`).getBoundingClientRect();\
               return [id, Math.round(r.top), Math.round(r.bottom), r.top >= {top} - 0.5 && r.bottom <= h - {bottom} + 0.5];\
             }});"
        ))
        .await?;
    let outside: Vec<_> = places
        .as_array()
        .into_iter()
        .flatten()
        .filter(|p| p[3] != true)
        .collect();
    ensure!(
        outside.is_empty(),
        "under the notch or the home bar: {outside:?}"
    );
    Ok(())
}
