//! The browser console, read through chromedriver's log endpoint.

use anyhow::{bail, Result};
use fantoccini::wd::WebDriverCompatibleCommand;
use fantoccini::Client;
use http::Method;
use url::{ParseError, Url};

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

pub async fn assert_no_console_errors(client: &Client) -> Result<()> {
    let errors = console_errors(client).await?;
    if !errors.is_empty() {
        bail!("console errors:\n{}", errors.join("\n"));
    }
    Ok(())
}
