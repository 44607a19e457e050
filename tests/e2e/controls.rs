//! The browser's own form controls (selects, text fields and areas) are legible in
//! every engine: each is photographed as the browser draws it, and its
//! darkest and lightest pixels must stand apart as text and ground do.
//! The accessibility audit reads the page's styles, not the pixels, so it
//! cannot see a control an engine draws white under light text.

use std::time::Duration;

use anyhow::{ensure, Context, Result};

use crate::harness::{scenario, Page, PHONE};

/// The WCAG contrast ratio of two relative luminances.
fn contrast(a: f64, b: f64) -> f64 {
    let (hi, lo) = if a > b { (a, b) } else { (b, a) };
    (hi + 0.05) / (lo + 0.05)
}

/// The relative luminance of an sRGB pixel (WCAG 2).
fn luminance(rgb: [u8; 3]) -> f64 {
    let linear = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2])
}

/// The luminance of every pixel of the PNG picture `png_bytes` inside the
/// rectangle `[left, top, width, height]` (in the picture's pixels).
fn luminances(png_bytes: &[u8], rect: [usize; 4]) -> Result<Vec<f64>> {
    let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    let mut reader = decoder.read_info()?;
    let mut buf = vec![0; reader.output_buffer_size().context("a picture's size")?];
    let info = reader.next_frame(&mut buf)?;
    let channels = match info.color_type {
        png::ColorType::Rgb => 3,
        png::ColorType::Rgba => 4,
        other => anyhow::bail!("a screenshot in {other:?}"),
    };
    let (width, height) = (info.width as usize, info.height as usize);
    let [left, top, w, h] = rect;
    let mut out = Vec::new();
    for y in top..(top + h).min(height) {
        for x in left..(left + w).min(width) {
            let at = (y * width + x) * channels;
            out.push(luminance([buf[at], buf[at + 1], buf[at + 2]]));
        }
    }
    Ok(out)
}

/// The contrast between the text and the ground of the control `testid`
/// as drawn, from the luminance of the pixels inside its border and its
/// rounded corners (which show the page behind): the median against the
/// 0.2 % farthest from it. The control is cut from a picture of the whole
/// window, the same way in every engine.
async fn drawn_contrast(page: &Page, testid: &str) -> Result<f64> {
    let element = page.element(&format!("[data-testid={testid}]")).await?;
    let rect = page
        .client
        .execute(
            "const e = arguments[0]; e.scrollIntoView({ block: 'center' });\
             const r = e.getBoundingClientRect(); const d = devicePixelRatio;\
             const c = getComputedStyle(e);\
             const i = Math.max(parseFloat(c.borderTopLeftRadius) || 0, 2) + (parseFloat(c.borderTopWidth) || 0) + 1;\
             return [(r.left + i) * d, (r.top + i) * d, (r.width - 2 * i) * d, (r.height - 2 * i) * d].map(Math.round);",
            vec![serde_json::to_value(&element)?],
        )
        .await?;
    let rect: [usize; 4] = serde_json::from_value(rect).context("the control's place")?;
    // The picture is taken once the scroll has been drawn.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let shot = page.client.screenshot().await?;
    if let Ok(dir) = std::env::var("E2E_CONTROL_SHOTS") {
        std::fs::write(format!("{dir}/{testid}.png"), &shot)?;
    }
    let mut lum = luminances(&shot, rect)?;
    ensure!(
        lum.len() > 100,
        "{testid} is drawn too small to read: {rect:?}"
    );
    lum.sort_by(f64::total_cmp);
    let at = |q: f64| lum[((lum.len() - 1) as f64 * q) as usize];
    // The ground is what most pixels are; the text, the pixels farthest
    // from it (a line typed into a large field covers little of it).
    let ground = at(0.5);
    let text = if ground > 0.5 { at(0.002) } else { at(0.998) };
    Ok(contrast(ground, text))
}

/// Each control of `testids` stands out from its ground at least 3:1 (the
/// least WCAG allows for large text and a control's parts; body text in
/// a control reaches more where it is drawn as styled).
async fn legible(page: &Page, where_: &str, testids: &[&str]) -> Result<()> {
    for &testid in testids {
        let ratio = drawn_contrast(page, testid).await?;
        ensure!(
            ratio >= 3.0,
            "{where_}: {testid} is drawn at a contrast of {ratio:.2}:1 in {}",
            page.browser.name()
        );
    }
    Ok(())
}

#[tokio::test]
async fn native_controls_are_legible_in_every_engine() {
    scenario("controls-legible", PHONE, async |page| {
        // On the dark analysis board.
        page.open("/?mode=analysis&moves=h2e2").await?;
        page.element("[data-testid=analysis-lines-count]").await?;
        let comment = page.element("[data-testid=move-comment]").await?;
        comment.send_keys("The central cannon").await?;
        legible(
            page,
            "the analysis board",
            &["analysis-lines-count", "move-comment"],
        )
        .await?;
        page.screenshot("controls-analysis").await?;
        // The friend screen's choice of clocks (where the browser can hold
        // a live game; the others say so instead, see `friend`).
        page.open("/?mode=friend").await?;
        page.element("[data-testid=friend-start-red]").await?;
        let live = page
            .js("return !!document.querySelector('[data-testid=live-clock]');")
            .await?;
        if live == true {
            legible(page, "the friend screen", &["live-clock"]).await?;
        }
        page.open("/?mode=analysis").await?;
        // In a light dialog: the new game's choices.
        page.click_testid("analysis-close").await?;
        page.click_testid("new-game").await?;
        page.element("[data-testid=level]").await?;
        legible(page, "the new game", &["level", "time-control"]).await?;
        page.screenshot("controls-new-game").await?;
        page.click_testid("cancel").await?;
        // The field a game's record is pasted into.
        page.click_testid("import").await?;
        let pasted = page.element("[data-testid=import-text]").await?;
        pasted.send_keys("1. h2e2 h9g7").await?;
        legible(page, "the import", &["import-text"]).await?;
        page.screenshot("controls-import").await?;
        page.click_testid("cancel").await?;
        // The past games' filters and the search by name, typed in.
        page.click_testid("history").await?;
        let search = page.element("[data-testid=history-search]").await?;
        search.send_keys("Wang").await?;
        page.wait_until(
            "the name typed",
            "return document.querySelector('[data-testid=history-search]').value === 'Wang';",
            Duration::from_secs(5),
        )
        .await?;
        legible(
            page,
            "the past games",
            &["history-opponent", "history-result", "history-search"],
        )
        .await?;
        page.screenshot("controls-history").await?;
        Ok(())
    })
    .await;
}
