//! Two devices in one scenario: two headless browsers with profiles of
//! their own, each served the build from a server of its own (so they
//! share no storage, as two phones would not).

use std::time::Duration;

use anyhow::{anyhow, Result};

use super::browser::Browser;
use super::driver::Driver;
use super::{connect, dist_dir, logs, save_screenshot, Page, StaticServer, Viewport};

/// Runs `body` as the scenario `name` with two browsers of size
/// `viewport`. Panics (failing the test) with the reason; a screenshot of
/// each browser is saved first.
pub async fn scenario_pair<F>(name: &str, viewport: Viewport, body: F)
where
    F: AsyncFnOnce(&Page, &Page) -> Result<()>,
{
    if let Err(e) = run_pair(name, viewport, body).await {
        panic!("scenario `{name}` failed: {e:#}");
    }
}

async fn run_pair<F>(name: &str, viewport: Viewport, body: F) -> Result<()>
where
    F: AsyncFnOnce(&Page, &Page) -> Result<()>,
{
    let browser = Browser::current()?;
    // A WebDriver server each: geckodriver holds one session at a time.
    let drivers = [Driver::start(browser)?, Driver::start(browser)?];
    let profiles = [
        tempfile::Builder::new()
            .prefix("xiangqi-e2e-profile-")
            .tempdir()?,
        tempfile::Builder::new()
            .prefix("xiangqi-e2e-profile-")
            .tempdir()?,
    ];
    let mut pages = Vec::new();
    for (driver, profile) in drivers.iter().zip(&profiles) {
        let client = connect(driver, browser, viewport, profile.path()).await?;
        let page = Page {
            client,
            server: StaticServer::start(&dist_dir()?)?,
            browser,
        };
        super::logs::catch_page_errors(&page).await?;
        page.before_load("localStorage.setItem('xiangqi.v1.welcomed', '1');")
            .await?;
        pages.push(page);
    }
    let (a, b) = (&pages[0], &pages[1]);
    let outcome = tokio::time::timeout(Duration::from_secs(240), body(a, b)).await;
    let mut result = match outcome {
        Err(_) => Err(anyhow!("timed out after 240 s")),
        Ok(Err(e)) => Err(e),
        Ok(Ok(())) => Ok(()),
    };
    for page in [a, b] {
        if result.is_ok() {
            result = logs::assert_no_console_errors(page).await;
        }
    }
    if result.is_err() {
        for (page, who) in [(a, "a"), (b, "b")] {
            if let Ok(path) = save_screenshot(&page.client, &format!("{name}-{who}-failure")).await
            {
                eprintln!("screenshot saved: {}", path.display());
            }
        }
    }
    for page in pages {
        let _ = tokio::time::timeout(Duration::from_secs(20), page.client.close()).await;
    }
    drop(drivers);
    drop(profiles);
    result
}
