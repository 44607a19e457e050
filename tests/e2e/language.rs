//! Switching the language changes every visible label.

use anyhow::{ensure, Result};

use crate::harness::{scenario, Page, DESKTOP};
use crate::steps::{choose, new_game};

/// Words of Latin letters in the visible text, apart from the names of
/// notations and file formats and the language's own name.
async fn latin_words(page: &Page) -> Result<Vec<String>> {
    let text = page.js("return document.body.innerText;").await?;
    let text = text.as_str().unwrap_or_default();
    let allowed = [
        "WXF", "ICCS", "FEN", "PGN", "XQF", "DhtmlXQ", "SVG", "PNG", "English",
    ];
    // Words of other scripts (the language choice's "Tiếng Việt") are not
    // English words.
    let mut words: Vec<String> = text
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.is_ascii() && w.len() >= 2 && !allowed.contains(w))
        .map(str::to_string)
        .collect();
    words.sort();
    words.dedup();
    Ok(words)
}

#[tokio::test]
async fn switching_to_chinese_changes_every_label() {
    scenario("language", DESKTOP, async |page| {
        page.open("/").await?;
        choose(page, "lang-switch", "en").await?;
        new_game(page, "human", Some("5+3"), false).await?;
        page.play("h2e2").await?;
        let before = latin_words(page).await?;
        ensure!(
            before.iter().any(|w| w == "Resign"),
            "the page is not in English first: {before:?}"
        );
        // The moves are written as English readers expect (WXF), and in
        // Chinese once the page is.
        let first_move = "return document.querySelector('[data-testid=move]')?.textContent.trim();";
        let written = page.js(first_move).await?;
        ensure!(
            written == "C2=5",
            "the first move reads {written} in English"
        );
        choose(page, "lang-switch", "zh").await?;
        let written = page.js(first_move).await?;
        ensure!(
            written == "炮二平五",
            "the first move reads {written} in Chinese"
        );
        let after = latin_words(page).await?;
        ensure!(after.is_empty(), "English left on the page: {after:?}");
        page.screenshot("language-zh-desktop").await?;
        // The dialogs too.
        for (button, close) in [
            ("new-game", "cancel"),
            ("export", "close"),
            ("import", "cancel"),
            ("history", "close"),
        ] {
            page.click_testid(button).await?;
            if button == "new-game" {
                crate::steps::choose(page, "time-control", "custom").await?;
            }
            let words = latin_words(page).await?;
            ensure!(words.is_empty(), "English left in {button}: {words:?}");
            if button == "export" {
                page.screenshot("export-zh-desktop").await?;
            }
            page.click_testid(close).await?;
        }
        // The choice is remembered.
        page.reload().await?;
        page.wait_until(
            "the page in Chinese",
            "return document.documentElement.lang === 'zh-CN';",
            std::time::Duration::from_secs(20),
        )
        .await?;
        Ok(())
    })
    .await;
}

/// The words of `file` (`locales/<file>.json`), as the build ships them.
fn locale_file(file: &str) -> Result<serde_json::Value> {
    let path = format!("{}/locales/{file}.json", env!("CARGO_MANIFEST_DIR"));
    Ok(serde_json::from_str(&std::fs::read_to_string(path)?)?)
}

/// Each of the four languages shows its own words, from its own locale
/// file, and its players' notation in the move list; a page opened in a
/// language fetches that language's files alone (its page file, and the
/// study screens' when one of their chunks comes).
#[tokio::test]
async fn each_language_shows_its_own_words_and_fetches_only_its_file() {
    scenario("languages", crate::harness::PHONE, async |page| {
        page.open("/").await?;
        new_game(page, "human", None, false).await?;
        page.play("h0g2").await?;
        let first_move = "return document.querySelector('[data-testid=move]')?.textContent.trim();";
        // Red's files are numbered as the notation counts them: Chinese
        // numerals in Chinese, digits in WXF and Vietnamese.
        // The opening's name in each language.
        for (code, file, html_lang, horse, red_files, opening) in [
            ("vi", "vi", "vi", "M2.3", "987654321", "Khởi mã cục"),
            (
                "zh-Hant",
                "zh-Hant",
                "zh-Hant",
                "傌二進三",
                "九八七六五四三二一",
                "起馬局",
            ),
            ("en", "en", "en", "H2+3", "987654321", "Horse opening"),
            (
                "zh",
                "zh-Hans",
                "zh-CN",
                "马二进三",
                "九八七六五四三二一",
                "起马局",
            ),
        ] {
            let words = locale_file(file)?;
            let resign = words["Resign"].as_str().unwrap_or_default().to_string();
            choose(page, "lang-switch", code).await?;
            page.wait_until(
                &format!("the {code} words"),
                &format!(
                    "return document.querySelector('[data-testid=resign]')\
                     ?.getAttribute('aria-label') === {resign:?};"
                ),
                std::time::Duration::from_secs(10),
            )
            .await?;
            page.reload().await?;
            page.wait_until(
                &format!("the page in {code} after a reload"),
                &format!(
                    "return document.documentElement.lang === {html_lang:?} && \
                     !!document.querySelector('[data-testid=resign]');"
                ),
                std::time::Duration::from_secs(20),
            )
            .await?;
            let fetched = page
                .js("return performance.getEntriesByType('resource')\
                     .map((e) => e.name).filter((n) => n.includes('/locales/'))\
                     .map((n) => n.split('/locales/')[1]);")
                .await?;
            // Its page file first; the study screens' file of the same
            // language comes with the first of their chunks (here the
            // opening's name), and no other language's.
            let own = [format!("{file}.json"), format!("study/{file}.json")];
            let names: Vec<&str> = fetched
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|n| n.as_str())
                .collect();
            ensure!(
                names.first() == Some(&own[0].as_str())
                    && names.iter().all(|n| own.iter().any(|o| o == n))
                    && names.len() <= 2,
                "opened in {code}, the page fetched {fetched}"
            );
            let written = page.js(first_move).await?;
            ensure!(written == horse, "the first move reads {written} in {code}");
            let labels = page
                .js("return [...document.querySelectorAll('.file-label.red')]\
                     .map((t) => t.textContent).join('');")
                .await?;
            ensure!(labels == red_files, "Red's files read {labels} in {code}");
            page.wait_until(
                &format!("the opening named in {code}"),
                &format!(
                    "return document.querySelector('[data-testid=opening] .opening-name')\
                     ?.textContent === {opening:?};"
                ),
                std::time::Duration::from_secs(10),
            )
            .await?;
            if code == "vi" {
                page.screenshot("language-vi-phone").await?;
            }
        }
        Ok(())
    })
    .await;
}

/// A first visit offers a choice instead of a silent game ("learn" opens
/// the lessons); the rules are a tap away in both languages.
#[tokio::test]
async fn a_first_visit_offers_a_choice_and_the_rules() {
    scenario("first-visit", crate::harness::PHONE, async |page| {
        page.open("/").await?;
        page.js("sessionStorage.setItem('e2e-first-visit', 'clear');")
            .await?;
        page.reload().await?;
        page.wait_until(
            "the welcome",
            "return !!document.querySelector('[data-testid=dialog-welcome]');",
            std::time::Duration::from_secs(10),
        )
        .await?;
        page.screenshot("first-visit-phone").await?;
        // "Learn" opens the lessons, a page of their own.
        page.click_testid("welcome-learn").await?;
        page.wait_until(
            "the lessons",
            "return !!document.querySelector('[data-testid=lesson-list] [data-testid=lesson-item]');",
            std::time::Duration::from_secs(20),
        )
        .await?;
        page.open("/").await?;
        // A reload is no longer a first visit.
        page.reload().await?;
        let again = page
            .js("return !!document.querySelector('[data-testid=dialog-welcome]');")
            .await?;
        anyhow::ensure!(again == false, "the welcome came back");
        // The rules are reachable from the main screen's menu, in Chinese too.
        page.open_menu().await?;
        page.js(
            "const s = document.querySelector('[data-testid=lang-switch]');\
                 s.value = 'zh'; s.dispatchEvent(new Event('change'));",
        )
        .await?;
        page.click_testid("rules").await?;
        page.wait_until(
            "the rules in Chinese",
            "const r = document.querySelector('[data-testid=rules-text]');\
             return !!r && r.textContent.includes('蹩马腿');",
            std::time::Duration::from_secs(5),
        )
        .await?;
        Ok(())
    })
    .await;
}

/// The first visit's choice starts an easy game against the computer.
#[tokio::test]
async fn the_first_visit_starts_an_easy_game() {
    scenario("first-visit-ai", crate::harness::DESKTOP, async |page| {
        page.open("/").await?;
        page.js("sessionStorage.setItem('e2e-first-visit', 'clear');")
            .await?;
        page.reload().await?;
        page.wait_until(
            "the welcome",
            "return !!document.querySelector('[data-testid=welcome-ai]');",
            std::time::Duration::from_secs(10),
        )
        .await?;
        page.click_testid("welcome-ai").await?;
        page.play("h2e2").await?;
        page.wait_for_plies(2, std::time::Duration::from_secs(30))
            .await?;
        let name = page
            .js("return document.querySelector('[data-testid=player-black]').textContent;")
            .await?;
        anyhow::ensure!(
            name.as_str().is_some_and(|n| n.contains('2')),
            "the computer plays at level 2: {name}"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_browsers_plural_rules_and_numbers_are_the_ones_native_builds_use() {
    use xiangqi_ui::words::catalog::{plural, tag, LANGS};
    scenario("language-plurals", DESKTOP, async |page| {
        page.open("/").await?;
        let counts = [0_u64, 1, 2, 3, 5, 11, 21, 100, 1158, 1_234_567];
        for lang in LANGS {
            let seen = page
                .js(&format!(
                    "const r = new Intl.PluralRules('{t}'), f = new Intl.NumberFormat('{t}'),\
                       d = new Intl.NumberFormat('{t}', {{ minimumFractionDigits: 1, maximumFractionDigits: 1 }});\
                     return {counts:?}.map(n => [r.select(n), f.format(n), d.format(n / 10)]);",
                    t = tag(lang)
                ))
                .await?;
            for (i, &n) in counts.iter().enumerate() {
                let expected = [
                    plural::category(lang, n),
                    &plural::number(lang, n),
                    &plural::tenths(lang, n),
                ];
                ensure!(
                    seen[i] == serde_json::json!(expected),
                    "{} {n}: the browser says {}, native builds {expected:?}",
                    tag(lang),
                    seen[i]
                );
            }
        }
        Ok(())
    })
    .await;
}
