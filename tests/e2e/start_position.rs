//! The page opens on the start position.

use std::collections::BTreeSet;

use anyhow::ensure;

use crate::harness::{scenario, DESKTOP, PHONE, TABLET};

const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// Where the 32 pieces stand at the start, as (FEN letter, ICCS square).
fn start_pieces() -> BTreeSet<(String, String)> {
    let back = ["r", "n", "b", "a", "k", "a", "b", "n", "r"];
    let files = "abcdefghi";
    let mut set = BTreeSet::new();
    for (file, letter) in files.chars().zip(back) {
        set.insert((letter.to_uppercase(), format!("{file}0")));
        set.insert((letter.to_string(), format!("{file}9")));
    }
    for file in ["b", "h"] {
        set.insert(("C".into(), format!("{file}2")));
        set.insert(("c".into(), format!("{file}7")));
    }
    for file in ["a", "c", "e", "g", "i"] {
        set.insert(("P".into(), format!("{file}3")));
        set.insert(("p".into(), format!("{file}6")));
    }
    set
}

#[tokio::test]
async fn the_32_pieces_stand_on_their_start_squares() {
    scenario("start-position", DESKTOP, async |page| {
        page.open("/").await?;
        let pieces: BTreeSet<_> = page.pieces().await?.into_iter().collect();
        ensure!(
            pieces.len() == 32,
            "expected 32 pieces, found {}",
            pieces.len()
        );
        ensure!(
            pieces == start_pieces(),
            "pieces differ from the start: {pieces:?}"
        );
        let fen = page
            .client
            .execute(
                "return document.querySelector('[data-testid=board]').dataset.fen;",
                vec![],
            )
            .await?;
        ensure!(fen == START_FEN, "data-fen is {fen}");
        page.screenshot("start-desktop").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_board_fits_a_phone_screen_without_scrolling() {
    scenario("phone-fit", PHONE, async |page| {
            page.open("/").await?;
            let fits = page
                .client
                .execute(
                    "const r = document.querySelector('[data-testid=board]').getBoundingClientRect();\
                     const d = document.documentElement;\
                     return r.width > 300 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5\
                       && d.scrollHeight <= innerHeight && d.scrollWidth <= innerWidth;",
                    vec![],
                )
                .await?;
            ensure!(fits == true, "the board overflows the phone viewport or is too small");
            // Every preference (in the menu) is within the screen's width,
            // none cut off.
            page.click_testid("menu").await?;
            page.element("[data-testid=notation]").await?;
            let cut = page
                .js("return [...document.querySelectorAll('.preferences select, .preferences button')]\
                       .filter(e => { const r = e.getBoundingClientRect();\
                         return r.left < -0.5 || r.right > innerWidth + 0.5; })\
                       .map(e => e.dataset.testid || e.tagName);")
                .await?;
            ensure!(cut == serde_json::json!([]), "preferences cut off on a phone: {cut}");
            page.screenshot("start-phone").await?;
            Ok(())
    })
    .await;
}

#[tokio::test]
async fn touch_controls_are_at_least_44_px() {
    let landscape = crate::harness::Viewport {
        width: 1180,
        height: 820,
    };
    for (name, viewport) in [
        ("phone", PHONE),
        ("tablet", TABLET),
        ("tablet-landscape", landscape),
    ] {
        scenario(&format!("touch-targets-{name}"), viewport, async |page| {
        page.cdp(
            "Emulation.setTouchEmulationEnabled",
            serde_json::json!({ "enabled": true, "maxTouchPoints": 5 }),
        )
        .await?;
        page.open("/").await?;
        page.wait_until(
            "the panel",
            "return !!document.querySelector('[data-testid=menu]') \
               && matchMedia('(pointer: coarse)').matches;",
            std::time::Duration::from_secs(10),
        )
        .await?;
        let small = page
            .js("return [...document.querySelectorAll('.panel button, .panel select, .player button')]\
                   .filter(e => e.offsetParent !== null)\
                   .map(e => [e.dataset.testid || e.textContent.trim(), e.getBoundingClientRect().width, e.getBoundingClientRect().height])\
                   .filter(([, w, h]) => w < 43.5 || h < 43.5);")
            .await?;
        ensure!(small == serde_json::json!([]), "controls under 44×44 px ({name}): {small}");
        let wide = page
            .js("const p = document.querySelector('.panel');\
                 return [...p.querySelectorAll('button, select')]\
                   .filter(e => e.offsetParent !== null && !e.closest('.tools'))\
                   .filter(e => { const r = e.getBoundingClientRect();\
                     return r.left < -0.5 || r.right > innerWidth + 0.5; })\
                   .map(e => e.dataset.testid || e.textContent.trim());")
            .await?;
        ensure!(wide == serde_json::json!([]), "controls off the screen's edge: {wide}");
        page.screenshot(&format!("touch-{name}")).await?;
        Ok(())
    })
    .await;
    }
}

/// The smallest phones: at 360×740 with touch, nothing runs off the
/// screen's width and every control is at least 44 px tall, on the game's
/// screen and on the analysis board.
#[tokio::test]
async fn a_360_px_phone_fits_the_game_and_the_analysis_board() {
    let small = crate::harness::Viewport {
        width: 360,
        height: 740,
    };
    scenario("phone-360", small, async |page| {
        page.cdp(
            "Emulation.setTouchEmulationEnabled",
            serde_json::json!({ "enabled": true, "maxTouchPoints": 5 }),
        )
        .await?;
        for (screen, path, ready) in [
            ("game", "/", "[data-testid=menu]"),
            ("analysis", "/?mode=analysis", "[data-testid=analysis-line]"),
        ] {
            page.open(path).await?;
            page.wait_until(
                &format!("the {screen} screen"),
                &format!("return !!document.querySelector('{ready}') && matchMedia('(pointer: coarse)').matches;"),
                std::time::Duration::from_secs(20),
            )
            .await?;
            let report = page
                .js("const d = document.documentElement;\
                     const shown = [...document.querySelectorAll('.panel button, .panel select, .panel summary, .player button')]\
                       .filter(e => e.offsetParent !== null);\
                     return {\
                       overflow: d.scrollWidth > innerWidth + 0.5,\
                       small: shown.filter(e => e.getBoundingClientRect().height < 43.5)\
                         .map(e => e.dataset.testid || e.textContent.trim()),\
                       off: shown.filter(e => !e.closest('.tools'))\
                         .filter(e => { const r = e.getBoundingClientRect(); return r.left < -0.5 || r.right > innerWidth + 0.5; })\
                         .map(e => e.dataset.testid || e.textContent.trim()) };")
                .await?;
            ensure!(report["overflow"] == false, "the {screen} screen is wider than 360 px");
            ensure!(report["small"] == serde_json::json!([]), "{screen}: controls under 44 px: {}", report["small"]);
            ensure!(report["off"] == serde_json::json!([]), "{screen}: controls off the edge: {}", report["off"]);
            page.screenshot(&format!("phone-360-{screen}")).await?;
        }
        Ok(())
    })
    .await;
}
