//! Which browser the scenarios drive, chosen by `E2E_BROWSER`: Chromium
//! (the default, every scenario), Firefox ESR or WebKitGTK (the engine of
//! Safari and of every browser on an iPhone or iPad), each through its own
//! WebDriver server. `cargo xtask test` runs the whole suite in Chromium
//! and its core (`CORE` in `xtask/src/e2e.rs`) in the other two.

use std::path::Path;
use std::process::Command;

use anyhow::{bail, Result};
use serde_json::{json, Value};

use super::Viewport;

/// A browser the suite can drive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Browser {
    Chromium,
    Firefox,
    Webkit,
}

/// Where WebKitGTK's browser for automation lives on Debian.
const MINIBROWSER: &str = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

impl Browser {
    /// The browser `E2E_BROWSER` names (`chromium`, `firefox`, `webkit`);
    /// Chromium when it names none.
    pub fn current() -> Result<Browser> {
        match std::env::var("E2E_BROWSER").as_deref() {
            Err(_) | Ok("") | Ok("chromium") => Ok(Browser::Chromium),
            Ok("firefox") => Ok(Browser::Firefox),
            Ok("webkit") => Ok(Browser::Webkit),
            Ok(other) => bail!("E2E_BROWSER={other}: use chromium, firefox or webkit"),
        }
    }

    /// Its name, as `E2E_BROWSER` gives it and as its screenshots' folder.
    pub fn name(self) -> &'static str {
        match self {
            Browser::Chromium => "chromium",
            Browser::Firefox => "firefox",
            Browser::Webkit => "webkit",
        }
    }

    /// The WebDriver server listening on `port`, as a command to start.
    /// WebKit's runs under a virtual display (`xvfb-run`), which the
    /// browser it starts draws into.
    pub fn driver(self, port: u16) -> Command {
        match self {
            Browser::Chromium => {
                let mut c = Command::new("chromedriver");
                c.arg(format!("--port={port}"));
                c
            }
            Browser::Firefox => {
                let mut c = Command::new("geckodriver");
                c.args(["--port", &port.to_string(), "--log", "fatal"]);
                c
            }
            Browser::Webkit => {
                let mut c = Command::new("xvfb-run");
                c.args([
                    "-a",
                    "-s",
                    "-screen 0 2400x2400x24",
                    "WebKitWebDriver",
                    &format!("--port={port}"),
                ]);
                c
            }
        }
    }

    /// The capabilities of a new session: a fresh `profile`, a window of
    /// `viewport`'s size.
    pub fn capabilities(self, viewport: Viewport, profile: &Path) -> Value {
        match self {
            Browser::Chromium => json!({
                "goog:chromeOptions": {
                    "binary": "/usr/bin/chromium",
                    "args": [
                        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                        "--disable-quic", "--no-first-run", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync",
                        // Two browsers on this machine connect directly (the
                        // friend's live game) by their plain local addresses.
                        "--disable-features=WebRtcHideLocalIpsWithMdns",
                        format!("--user-data-dir={}", profile.display()),
                        format!("--window-size={},{}", viewport.width, viewport.height),
                    ]
                },
                "goog:loggingPrefs": { "browser": "ALL" }
            }),
            Browser::Firefox => json!({
                "moz:firefoxOptions": {
                    "binary": "/usr/bin/firefox-esr",
                    "args": ["-headless", "-profile", profile.display().to_string()],
                    "prefs": {
                        // No first-run pages, updates or telemetry on a
                        // machine whose network is closed.
                        "browser.shell.checkDefaultBrowser": false,
                        "app.update.enabled": false,
                        "datareporting.policy.dataSubmissionEnabled": false,
                        "toolkit.telemetry.reportingpolicy.firstRun": false,
                        "browser.startup.homepage_override.mstone": "ignore",
                        "network.captive-portal-service.enabled": false,
                        // Two browsers on this machine connect directly (the
                        // friend's live game) by their plain local addresses.
                        "media.peerconnection.ice.obfuscate_host_addresses": false,
                        "media.peerconnection.ice.loopback": true
                    }
                }
            }),
            Browser::Webkit => json!({
                "webkitgtk:browserOptions": {
                    "binary": MINIBROWSER,
                    "args": ["--automation"]
                }
            }),
        }
    }

    /// The folder its screenshots go to, beside Chromium's.
    pub fn screenshots(self, root: &Path) -> std::path::PathBuf {
        match self {
            Browser::Chromium => root.to_path_buf(),
            other => root.join(other.name()),
        }
    }
}
