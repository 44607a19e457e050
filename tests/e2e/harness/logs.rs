//! The browser console: in Chromium read through chromedriver's log
//! endpoint; elsewhere (WebDriver has no log endpoint there) gathered by a
//! script the page runs first, into the tab's `sessionStorage`.

use anyhow::{bail, Result};
use fantoccini::wd::WebDriverCompatibleCommand;
use fantoccini::Client;
use http::Method;
use url::{ParseError, Url};

use super::browser::Browser;
use super::Page;

/// `POST /session/{id}/se/log {"type": "browser"}`: returns and clears the
/// browser log gathered so far.
#[derive(Debug)]
struct BrowserLog;

impl WebDriverCompatibleCommand for BrowserLog {
    fn endpoint(&self, base_url: &Url, session_id: Option<&str>) -> Result<Url, ParseError> {
        base_url.join(&format!(
            "session/{}/se/log",
            session_id.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _request_url: &Url) -> (Method, Option<String>) {
        (Method::POST, Some(r#"{"type":"browser"}"#.to_string()))
    }
}

/// `POST /session/{id}/goog/cdp/execute`: a Chrome DevTools Protocol command.
#[derive(Debug)]
pub struct Cdp {
    pub cmd: String,
    pub params: serde_json::Value,
}

impl WebDriverCompatibleCommand for Cdp {
    fn endpoint(&self, base_url: &Url, session_id: Option<&str>) -> Result<Url, ParseError> {
        base_url.join(&format!(
            "session/{}/goog/cdp/execute",
            session_id.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _request_url: &Url) -> (Method, Option<String>) {
        let body = serde_json::json!({ "cmd": self.cmd, "params": self.params });
        (Method::POST, Some(body.to_string()))
    }
}

/// Console entries of level SEVERE (errors, uncaught exceptions, panics).
pub async fn console_errors(client: &Client) -> Result<Vec<String>> {
    let entries = client.issue_cmd(BrowserLog).await?;
    let errors = entries
        .as_array()
        .into_iter()
        .flatten()
        .filter(|e| e["level"] == "SEVERE")
        .map(|e| e["message"].as_str().unwrap_or_default().to_string())
        .collect();
    Ok(errors)
}

/// Gathers the page's errors where the browser's log cannot be read:
/// `console.error`, uncaught exceptions and unhandled rejections.
pub async fn catch_page_errors(page: &Page) -> Result<()> {
    if page.browser == Browser::Chromium {
        return Ok(());
    }
    page.before_load(
        "(() => {\
           const keep = (m) => { try {\
             const l = JSON.parse(sessionStorage.getItem('e2e-errors') || '[]');\
             l.push(String(m)); sessionStorage.setItem('e2e-errors', JSON.stringify(l));\
           } catch (_) {} };\
           const error = console.error;\
           console.error = function (...a) { keep(a.join(' ')); return error.apply(this, a); };\
           addEventListener('error', (e) => keep(e.message));\
           addEventListener('unhandledrejection', (e) => keep(e.reason));\
         })();",
    )
    .await
}

/// Fails with the page's console errors, if there were any.
pub async fn assert_no_console_errors(page: &Page) -> Result<()> {
    let errors = if page.browser == Browser::Chromium {
        console_errors(&page.client).await?
    } else {
        let list = page
            // A page never opened (the second device of a pair, say) has
            // no storage of its own to read.
            .js("try { return sessionStorage.getItem('e2e-errors') || '[]'; } catch (_) { return '[]'; }")
            .await?;
        serde_json::from_str(list.as_str().unwrap_or("[]"))?
    };
    if !errors.is_empty() {
        bail!("console errors:\n{}", errors.join("\n"));
    }
    Ok(())
}
