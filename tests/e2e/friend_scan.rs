//! Reading a friend's code with the camera: two devices connect with
//! neither code pasted, each scanning the other's QR code; Escape closes
//! the scanner and gives the camera back; a camera that cannot be opened
//! is said, and pasting still works.
//!
//! Headless Chromium has no camera and no QR reader, so each page gets a
//! stand-in for both before it loads: a camera that films a blank canvas
//! and a `BarcodeDetector` that reads the text the test puts in
//! `window.__qrText` (what the friend's screen would show).

use std::time::Duration;

use anyhow::{ensure, Result};
use fantoccini::key::Key;

use crate::a11y::press;
use crate::friend::shown_code;
use crate::harness::{scenario, scenario_pair, Page, PHONE};

/// The stand-ins; `camera` is `true` for a camera that opens.
fn stand_ins(camera: bool) -> String {
    format!(
        "window.__cameras = [];\
         window.BarcodeDetector = class {{\
           constructor(options) {{ this.formats = options.formats; }}\
           async detect(source) {{\
             return window.__qrText && this.formats.includes('qr_code') && source.srcObject\
               ? [{{ rawValue: window.__qrText, format: 'qr_code' }}] : [];\
           }}\
         }};\
         navigator.mediaDevices.getUserMedia = async (constraints) => {{\
           if (!{camera} || !constraints.video) throw new DOMException('no camera', 'NotAllowedError');\
           const canvas = document.createElement('canvas');\
           canvas.width = 64; canvas.height = 64;\
           canvas.getContext('2d').fillRect(0, 0, 64, 64);\
           const stream = canvas.captureStream(5);\
           window.__cameras.push(stream);\
           return stream;\
         }};"
    )
}

/// Whether every camera the page opened has been given back.
async fn cameras_released(page: &Page) -> Result<bool> {
    let v = page
        .js(
            "return window.__cameras.length > 0 && window.__cameras.every(s =>\
               s.getTracks().every(t => t.readyState === 'ended'));",
        )
        .await?;
    Ok(v.as_bool() == Some(true))
}

/// Scans `code` into the field `field` through its scan button.
async fn scan(page: &Page, field: &str, code: &str) -> Result<()> {
    page.js(&format!("window.__qrText = {code:?};")).await?;
    page.click_testid(&format!("{field}-scan")).await?;
    page.wait_until(
        "the scanner to read the code and close",
        "return !document.querySelector('[data-testid=scan]');",
        Duration::from_secs(20),
    )
    .await
}

#[tokio::test]
async fn two_devices_connect_by_scanning_each_others_codes() {
    scenario_pair("friend-scan", PHONE, async |red, black| {
        red.before_load(&stand_ins(true)).await?;
        black.before_load(&stand_ins(true)).await?;
        red.open("/?mode=friend").await?;
        red.click_testid("live-red").await?;
        red.click_testid("live-invite").await?;
        let invitation = shown_code(red, "XQ1I").await?;

        black.open("/?mode=friend").await?;
        // Escape closes the scanner, gives the camera back and returns the
        // focus to the scan button.
        black.click_testid("live-paste-scan").await?;
        black
            .wait_until(
                "the camera's picture",
                "const s = document.querySelector('[data-testid=scan-state]');\
                 return !!s && s.dataset.state === 'looking';",
                Duration::from_secs(20),
            )
            .await?;
        black.screenshot("friend-scan-phone").await?;
        press(black, &[Key::Escape]).await?;
        black
            .wait_until(
                "the scanner to close",
                "return !document.querySelector('[data-testid=scan]')\
                   && document.activeElement.dataset.testid === 'live-paste-scan';",
                Duration::from_secs(10),
            )
            .await?;
        ensure!(cameras_released(black).await?, "the camera is still on");

        // Black scans Red's invitation and shows its answer; Red scans it.
        scan(black, "live-paste", &invitation).await?;
        ensure!(
            cameras_released(black).await?,
            "the camera is still on after the scan"
        );
        let answer = shown_code(black, "XQ1A").await?;
        scan(red, "live-answer", &answer).await?;
        for page in [red, black] {
            page.wait_until(
                "the live game",
                "const f = document.querySelector('[data-testid=friend]');\
                 const c = document.querySelector('[data-testid=live-connection]');\
                 return !!f && f.dataset.live === 'true' && !!c && c.dataset.connected === 'true';",
                Duration::from_secs(30),
            )
            .await?;
        }
        ensure!(cameras_released(red).await?, "Red's camera is still on");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_camera_that_cannot_open_is_said_and_pasting_still_works() {
    scenario("friend-scan-no-camera", PHONE, async |page| {
        page.before_load(&stand_ins(false)).await?;
        page.open("/?mode=friend").await?;
        page.click_testid("live-paste-scan").await?;
        page.wait_until(
            "the camera's failure",
            "const s = document.querySelector('[data-testid=scan-state]');\
             return !!s && s.dataset.state === 'failed' && s.textContent.includes('Paste the code');",
            Duration::from_secs(20),
        )
        .await?;
        page.click_testid("scan-cancel").await?;
        page.wait_until(
            "the scanner to close",
            "return !document.querySelector('[data-testid=scan]')\
               && !!document.querySelector('[data-testid=live-paste]');",
            Duration::from_secs(10),
        )
        .await?;
        Ok(())
    })
    .await;
}
