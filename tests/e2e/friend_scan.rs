//! Reading a friend's code with the camera: two devices connect with
//! neither code pasted, each scanning the QR code the other shows; Escape
//! closes the scanner and gives the camera back; a camera that cannot be
//! opened is said, and pasting still works.
//!
//! Headless Chromium has no camera, so each page gets a stand-in before it
//! loads: a camera that films a canvas showing `window.__qrSvg` (the QR
//! code the friend's screen shows, as its SVG markup) or nothing. The app
//! reads the code from those frames as it would from a real camera's.

use std::time::Duration;

use anyhow::{ensure, Result};
use fantoccini::key::Key;

use crate::a11y::press;
use crate::friend::shown_code;
use crate::harness::{scenario, scenario_pair, Page, PHONE};

/// The stand-in camera; `camera` is `false` for one that cannot open.
fn stand_in(camera: bool) -> String {
    format!(
        "window.__cameras = [];\
         navigator.mediaDevices.getUserMedia = async (constraints) => {{\
           if (!{camera} || !constraints.video) throw new DOMException('no camera', 'NotAllowedError');\
           const canvas = document.createElement('canvas');\
           canvas.width = 480; canvas.height = 360;\
           const context = canvas.getContext('2d');\
           let shown = null;\
           const picture = new Image();\
           const film = () => {{\
             context.fillStyle = '#7a7a7a'; context.fillRect(0, 0, 480, 360);\
             if (window.__qrSvg !== shown) {{\
               shown = window.__qrSvg;\
               if (shown) {{\
                 const svg = shown.includes('xmlns') ? shown\
                   : shown.replace('<svg', '<svg xmlns=\"http://www.w3.org/2000/svg\"');\
                 picture.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);\
               }}\
             }}\
             if (shown && picture.complete) context.drawImage(picture, 90, 30, 300, 300);\
           }};\
           setInterval(film, 100);\
           film();\
           const stream = canvas.captureStream(10);\
           window.__cameras.push(stream);\
           return stream;\
         }};"
    )
}

/// The QR code `page` shows, as SVG markup.
async fn qr_of(page: &Page) -> Result<String> {
    let svg = page
        .js("return document.querySelector('[data-testid=friend-qr]').outerHTML;")
        .await?;
    Ok(svg.as_str().unwrap_or_default().to_string())
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

/// Scans the QR code `svg` into the field `field` through its scan
/// button.
async fn scan(page: &Page, field: &str, svg: &str) -> Result<()> {
    page.js(&format!("window.__qrSvg = {svg:?};")).await?;
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
        red.before_load(&stand_in(true)).await?;
        black.before_load(&stand_in(true)).await?;
        red.open("/?mode=friend").await?;
        red.click_testid("live-red").await?;
        red.click_testid("live-invite").await?;
        shown_code(red, "XQ1I").await?;
        let invitation = qr_of(red).await?;

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
        shown_code(black, "XQ1A").await?;
        let answer = qr_of(black).await?;
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
        page.before_load(&stand_in(false)).await?;
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
