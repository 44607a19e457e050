//! `cargo xtask audit`: Lighthouse (npm `lighthouse` 12.x, run against
//! Debian's Chromium) on the release build served from a loopback port;
//! prints the performance, accessibility and best-practices scores for
//! the mobile and desktop presets (each the median of [`RUNS`] runs) and
//! fails below [`MIN_SCORE`]. Also prints, per run, the script time of the
//! first load (Lighthouse's `bootup-time`: script evaluation, parsing and
//! compiling, on its simulated device), the first and largest contentful
//! paints and the total blocking time.

use std::net::TcpListener;
use std::process::Command;

use crate::build::build_release;
use crate::{cmd, server, tools};

const LIGHTHOUSE_VERSION: &str = "12.2.3";
const MIN_SCORE: f64 = 95.0;
/// Lighthouse runs per preset. One run's performance score moves by a few
/// points with the machine's load (Lighthouse's own advice is to take the
/// median of several runs), so the scores judged are medians.
const RUNS: usize = 3;
const CATEGORIES: [&str; 3] = ["performance", "accessibility", "best-practices"];

pub fn run() -> Result<(), String> {
    tools::ensure_all(true)?;
    tools::ensure_npm_package("lighthouse", LIGHTHOUSE_VERSION)?;
    build_release()?;
    let dist = cmd::root().join("dist");
    let listener =
        TcpListener::bind("127.0.0.1:0").map_err(|e| format!("cannot open a port: {e}"))?;
    let port = listener.local_addr().map_err(|e| e.to_string())?.port();
    // Served like a real host (compressed), so Lighthouse sees realistic
    // transfer sizes.
    std::thread::spawn(move || server::serve(listener, dist));
    let url = format!("http://127.0.0.1:{port}/");
    let mut failures = Vec::new();
    for preset in ["mobile", "desktop"] {
        let mut runs = Vec::new();
        for run in 1..=RUNS {
            cmd::step(&format!(
                "Lighthouse ({preset}, run {run} of {RUNS}) on {url}"
            ));
            let (scores, figures) = lighthouse(&url, preset)?;
            for (label, value) in &figures {
                println!("     {preset:<8} {label:<28} {value:>7.0} ms");
            }
            let line: Vec<String> = scores.iter().map(|(c, v)| format!("{c} {v:.0}")).collect();
            println!("     {preset:<8} {}", line.join(", "));
            runs.push(scores);
        }
        println!("Median of {RUNS} runs ({preset}):");
        for (i, category) in CATEGORIES.iter().enumerate() {
            let score = median(runs.iter().map(|r| r[i].1).collect());
            let mark = if score >= MIN_SCORE { "ok  " } else { "LOW " };
            println!("{mark} {preset:<8} {category:<16} {score:>5.0}");
            if score < MIN_SCORE {
                failures.push(format!("{preset} {category} {score:.0}"));
            }
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "median scores below {MIN_SCORE}: {}",
            failures.join(", ")
        ))
    }
}

/// The middle value (of an odd number of runs).
fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// Category scores (0..100) and timing figures (ms) of one report.
type Report = (Vec<(String, f64)>, Vec<(&'static str, f64)>);

/// Runs Lighthouse once and returns each category's score and the timings.
fn lighthouse(url: &str, preset: &str) -> Result<Report, String> {
    let report = cmd::root()
        .join("target")
        .join(format!("lighthouse-{preset}.json"));
    let bin = cmd::root().join("target/tools/node_modules/.bin/lighthouse");
    let mut command = Command::new(bin);
    command
        .arg(url)
        .args(["--output=json", "--quiet"])
        .arg(format!("--output-path={}", report.display()))
        .arg(format!("--only-categories={}", CATEGORIES.join(",")))
        .arg(
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage \
             --no-first-run --disable-background-networking --disable-component-update --disable-sync",
        )
        .env("CHROME_PATH", "/usr/bin/chromium");
    if preset == "desktop" {
        command.arg("--preset=desktop");
    }
    cmd::run(&mut command)?;
    let text = std::fs::read_to_string(&report)
        .map_err(|e| format!("cannot read {}: {e}", report.display()))?;
    let scores = read_scores(&text)?;
    let figures = [
        ("script time (bootup-time)", "bootup-time"),
        ("first contentful paint", "first-contentful-paint"),
        ("largest contentful paint", "largest-contentful-paint"),
        ("total blocking time", "total-blocking-time"),
    ]
    .into_iter()
    .filter_map(|(label, audit)| numeric_value(&text, audit).map(|v| (label, v)))
    .collect();
    Ok((scores, figures))
}

/// `audits.<id>.numericValue` of a Lighthouse JSON report.
fn numeric_value(text: &str, audit: &str) -> Option<f64> {
    let at = text.find(&format!("\"id\": \"{audit}\""))?;
    text[at..]
        .split("\"numericValue\": ")
        .nth(1)?
        .split([',', '\n', '}'])
        .next()?
        .trim()
        .parse()
        .ok()
}

/// Pulls `categories.<id>.score` out of a Lighthouse JSON report (the
/// categories come after the audits, so the last match is the category).
fn read_scores(text: &str) -> Result<Vec<(String, f64)>, String> {
    let mut scores = Vec::new();
    for category in CATEGORIES {
        let key = format!("\"id\": \"{category}\"");
        let at = text
            .rfind(&key)
            .ok_or_else(|| format!("no {category} score in the report"))?;
        let score = text[at..]
            .split("\"score\": ")
            .nth(1)
            .and_then(|rest| rest.split([',', '\n', '}']).next())
            .and_then(|n| n.trim().parse::<f64>().ok())
            .ok_or_else(|| format!("unreadable {category} score"))?;
        scores.push((category.to_string(), score * 100.0));
    }
    Ok(scores)
}
