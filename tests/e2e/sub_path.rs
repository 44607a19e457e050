//! The same build served from a folder of a host (`/a/b/c/`), as most
//! people host a small static app: it starts, plays the AI, resumes after a
//! reload, installs, works offline, and keeps its caches apart from a copy
//! at the root.

use std::time::Duration;

use anyhow::ensure;

use crate::harness::{scenario, DESKTOP, PHONE, SUB_PATH, TABLET};
use crate::{pwa, saving};

#[tokio::test]
async fn from_a_folder_the_app_starts_and_plays_the_ai() {
    scenario("sub-path-play", TABLET, async |page| {
        page.open(&format!("{SUB_PATH}?opponent=ai&side=red&level=1"))
            .await?;
        page.play("h2e2").await?;
        page.wait_for_plies(2, Duration::from_secs(30)).await?;
        // Every file came from the folder: nothing was asked of the root.
        let outside: Vec<String> = page
            .server
            .requests()
            .into_iter()
            .filter(|path| !path.starts_with(SUB_PATH))
            .collect();
        ensure!(
            outside.is_empty(),
            "requests outside {SUB_PATH}: {outside:?}"
        );
        // Links the app makes keep the folder.
        page.click_testid("export").await?;
        // The export dialog loads on its first opening.
        page.element("[data-testid=link-text]").await?;
        let address = page
            .js("return document.querySelector('[data-testid=link-text]')?.value ?? null;")
            .await?;
        ensure!(
            address.as_str().is_some_and(|a| a.contains(SUB_PATH)),
            "the app's address lost its folder: {address}"
        );
        page.screenshot("sub-path-tablet").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn from_a_folder_a_reload_resumes_the_game() {
    scenario("sub-path-reload", DESKTOP, async |page| {
        saving::reload_resumes(page, SUB_PATH).await
    })
    .await;
}

#[tokio::test]
async fn from_a_folder_the_app_installs() {
    scenario("sub-path-installable", DESKTOP, async |page| {
        pwa::installable(page, SUB_PATH).await
    })
    .await;
}

#[tokio::test]
async fn from_a_folder_the_app_plays_offline() {
    scenario("sub-path-offline", PHONE, async |page| {
        pwa::offline(page, SUB_PATH).await
    })
    .await;
}

#[tokio::test]
async fn copies_at_two_paths_keep_separate_caches() {
    scenario("sub-path-caches", DESKTOP, async |page| {
        let controlled =
            "return !!(navigator.serviceWorker && navigator.serviceWorker.controller);";
        page.open("/").await?;
        page.wait_until(
            "the root copy's worker",
            controlled,
            Duration::from_secs(30),
        )
        .await?;
        page.open(SUB_PATH).await?;
        page.wait_until(
            "the folder copy's worker",
            controlled,
            Duration::from_secs(30),
        )
        .await?;
        let scopes = page
            .js_async(
                "const r = await navigator.serviceWorker.getRegistrations();\
                 return r.map(x => new URL(x.scope).pathname).sort();",
            )
            .await?;
        ensure!(
            scopes == serde_json::json!(["/", SUB_PATH]),
            "service worker scopes: {scopes}"
        );
        let caches = page
            .js_async(
                "return (await caches.keys())\
                   .filter(k => k.startsWith('xiangqi-') && !k.startsWith('xiangqi-tables-'));",
            )
            .await?;
        let names: Vec<&str> = caches
            .as_array()
            .map(|a| a.iter().filter_map(|v| v.as_str()).collect())
            .unwrap_or_default();
        ensure!(
            names.len() == 2,
            "expected one cache per copy, got {names:?}"
        );
        ensure!(
            names.iter().any(|n| n.contains(SUB_PATH)),
            "no cache of the folder copy: {names:?}"
        );
        Ok(())
    })
    .await;
}
