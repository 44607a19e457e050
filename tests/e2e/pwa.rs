//! The installable app: Chrome's installability check, offline play after
//! one visit, the update prompt, and the security policy (no inline or
//! third-party scripts, no request to another origin).

use std::time::Duration;

use anyhow::{ensure, Context, Result};
use serde_json::json;
use xiangqi::Position;

use crate::harness::{scenario, Page, DESKTOP, PHONE};

/// Waits until a service worker controls the page (it claims the page as
/// soon as it has cached the whole build).
async fn wait_until_controlled(page: &Page) -> Result<()> {
    page.wait_until(
        "the service worker to control the page",
        "return !!(navigator.serviceWorker && navigator.serviceWorker.controller);",
        Duration::from_secs(30),
    )
    .await
}

/// Plays one legal move by tapping (the first legal move of the shown
/// position that the list below names, else the first legal one).
async fn play_some_move(page: &Page, preferred: &[&str]) -> Result<String> {
    // Let the previous move's slide finish, so the taps land on still pieces.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let fen = page.fen().await?;
    let position = Position::from_fen(&fen).map_err(|e| anyhow::anyhow!("bad FEN {fen}: {e}"))?;
    let legal: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    let choice = preferred
        .iter()
        .map(|m| m.to_string())
        .find(|m| legal.contains(m))
        .or_else(|| legal.first().cloned())
        .context("no legal move")?;
    page.play(&choice).await?;
    Ok(choice)
}

#[tokio::test]
async fn chrome_reports_no_installability_errors() {
    scenario("pwa-installable", DESKTOP, async |page| {
        installable(page, "/").await
    })
    .await;
}

/// Chrome finds nothing against installing the app served at `base`.
pub async fn installable(page: &Page, base: &str) -> Result<()> {
    {
        page.open(base).await?;
        wait_until_controlled(page).await?;
        let report = page.cdp("Page.getInstallabilityErrors", json!({})).await?;
        let errors = report
            .get("installabilityErrors")
            .and_then(|e| e.as_array())
            .context("no installabilityErrors in the answer")?;
        ensure!(errors.is_empty(), "installability errors: {errors:?}");
        let manifest = page.cdp("Page.getAppManifest", json!({})).await?;
        let manifest_errors = manifest
            .get("errors")
            .and_then(|e| e.as_array())
            .cloned()
            .unwrap_or_default();
        ensure!(
            manifest_errors.is_empty(),
            "manifest errors: {manifest_errors:?}"
        );
        Ok(())
    }
}

#[tokio::test]
async fn after_one_visit_the_app_plays_the_ai_offline() {
    scenario("pwa-offline", PHONE, async |page| offline(page, "/").await).await;
}

/// After one visit to the app at `base`, it loads and plays the AI with
/// the network gone.
pub async fn offline(page: &Page, base: &str) -> Result<()> {
    {
        page.open(&format!("{base}?opponent=ai&side=red&level=1"))
            .await?;
        wait_until_controlled(page).await?;
        page.server.stop();
        // The network is gone: a fresh load must come from the cache.
        page.open(&format!("{base}?fen=rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR%20w%20-%20-%200%201&opponent=ai&side=red&level=1"))
            .await
            .context("the page did not load offline")?;
        let openings = ["h2e2", "h0g2", "i0h0", "b0c2", "a0b0", "c3c4"];
        for turn in 1..=4 {
            let played = play_some_move(page, &openings).await?;
            page.wait_for_plies(2 * turn, Duration::from_secs(30))
                .await
                .with_context(|| format!("no AI reply offline after {played}"))?;
        }
        let moves = page.moves().await?;
        ensure!(moves.len() == 8, "expected 8 moves offline, got {moves:?}");
        page.screenshot("pwa-offline-phone").await?;
        Ok(())
    }
}

#[tokio::test]
async fn a_new_version_is_offered_and_updating_keeps_the_game() {
    scenario("pwa-update", DESKTOP, async |page| {
        page.open("/?opponent=human").await?;
        wait_until_controlled(page).await?;
        page.play("h2e2").await?;
        page.play("h9g7").await?;
        let fen_before = page.fen().await?;
        // Deploy a new version: a changed service worker script.
        let sw_path = crate::harness::dist_dir()?.join("sw.js");
        let mut sw = std::fs::read(&sw_path).context("the build has no sw.js")?;
        sw.extend_from_slice(b"\n// next version\n");
        page.server.override_file("sw.js", sw);
        // Opening the app again makes the browser look for a new version.
        page.open("/").await?;
        page.js("window.__sameDocument = true; return true;").await?;
        page.wait_until(
            "the Update prompt",
            "return !!document.querySelector('[data-testid=update]');",
            Duration::from_secs(30),
        )
        .await?;
        // Nothing reloaded by itself under the game.
        ensure!(
            page.js("return window.__sameDocument === true;").await? == json!(true),
            "the page reloaded without being asked"
        );
        ensure!(page.fen().await? == fen_before, "the game changed before updating");
        page.click_testid("update").await?;
        page.wait_until(
            "the reload into the new version",
            "return window.__sameDocument !== true && !!document.querySelector('[data-testid=board]');",
            Duration::from_secs(30),
        )
        .await?;
        ensure!(
            page.fen().await? == fen_before,
            "the game was not kept across the update"
        );
        ensure!(
            page.moves().await? == ["h2e2", "h9g7"],
            "the move list was not kept across the update"
        );
        Ok(())
    })
    .await;
}

/// A page of one version opens its screens from that version's chunks,
/// even when the host already serves another version's: the chunks of a
/// program fit only that program, so a mix would break the screen.
#[tokio::test]
async fn a_screen_opened_while_a_new_version_waits_comes_from_its_own_version() {
    scenario("pwa-update-chunks", DESKTOP, async |page| {
        page.open("/?opponent=human").await?;
        wait_until_controlled(page).await?;
        page.play("h2e2").await?;
        // Deploy a new version whose dialogs' chunk differs (here: a file
        // no program could load) and whose service worker changed.
        // A new build's service worker names another version (its files'
        // hash), so it keeps its files in a cache of its own.
        let dist = crate::harness::dist_dir()?;
        let sw = std::fs::read_to_string(dist.join("sw.js")).context("the build has no sw.js")?;
        let version = sw
            .split("const VERSION = \"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .context("sw.js names no version")?
            .to_string();
        let next = sw.replace(&version, &version.chars().rev().collect::<String>());
        ensure!(next != sw, "the version {version} reads the same backwards");
        page.server.override_file("sw.js", next.into_bytes());
        page.server
            .override_file("split_dialogs.wasm", b"not this version's chunk".to_vec());
        page.open("/").await?;
        page.wait_until(
            "the Update prompt",
            "return !!document.querySelector('[data-testid=update]');",
            Duration::from_secs(30),
        )
        .await?;
        // The dialogs' chunk is first fetched now, under the new version.
        page.click_testid("new-game").await?;
        page.wait_until(
            "the new game dialog of the page's own version",
            "return !!document.querySelector('[data-testid=dialog-new-game] [data-testid=start]');",
            Duration::from_secs(15),
        )
        .await?;
        ensure!(
            page.js("return !!document.querySelector('[data-testid=dialog-unavailable]');")
                .await?
                == json!(false),
            "the dialog could not load"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn only_same_origin_scripts_and_requests() {
    scenario("pwa-csp", DESKTOP, async |page| {
        page.open("/?opponent=ai&side=red&level=1").await?;
        let policy = page
            .js(
                "const m = document.querySelector('meta[http-equiv=\"Content-Security-Policy\"]');\
                 return m ? m.content : null;",
            )
            .await?;
        let policy = policy
            .as_str()
            .context("no Content-Security-Policy meta tag")?;
        let script_src = policy
            .split(';')
            .map(str::trim)
            .find(|d| d.starts_with("script-src"))
            .context("the policy has no script-src")?;
        ensure!(
            script_src == "script-src 'self' 'wasm-unsafe-eval'",
            "script-src allows more than same-origin scripts and wasm: {script_src}"
        );
        ensure!(
            !policy.contains("http:") && !policy.contains("https:"),
            "third-party origin in {policy}"
        );
        let inline = page
            .js("return [...document.scripts].filter(s => !s.src).length;")
            .await?;
        ensure!(inline == json!(0), "{inline} inline scripts on the page");
        // Let the AI answer once, so the worker and its wasm are loaded too.
        page.play("h2e2").await?;
        page.wait_for_plies(2, Duration::from_secs(30)).await?;
        let foreign = page
            .js(
                "return performance.getEntriesByType('resource').map(e => e.name)\
                 .filter(u => new URL(u).origin !== location.origin);",
            )
            .await?;
        ensure!(foreign == json!([]), "requests to other origins: {foreign}");
        Ok(())
    })
    .await;
}
