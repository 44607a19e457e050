//! Figures for the study screens, printed rather than asserted (a shared
//! machine's timings are not a test): run by `cargo xtask bench study`.
//! Main-thread long tasks (over 50 ms, the browser's own measure) are
//! counted while the engine analyses and while a game is reviewed.

use std::time::{Duration, Instant};

use anyhow::ensure;
use xiangqi::{Move, Position};

use crate::harness::{scenario, DESKTOP};

/// Starts counting the page's long tasks (from now on).
const COUNT_LONG_TASKS: &str = "window.__longTasks = []; window.__countFrom = performance.now();\
    new PerformanceObserver(l => window.__longTasks.push(...l.getEntries()\
        .map(e => [Math.round(e.duration), (e.startTime - window.__countFrom) / 1000])))\
      .observe({ type: 'longtask' });";

/// The long tasks counted so far: how many, the longest in ms, and when
/// each began (seconds after counting started) with its length.
const LONG_TASKS: &str = "const t = window.__longTasks;\
    return [t.length, Math.max(0, ...t.map(e => e[0])),\
      t.map(e => e[1].toFixed(1) + ' s: ' + e[0] + ' ms').join(', ')];";

/// A legal game of `plies` moves, mostly quiet ones, the same every run (a
/// small linear congruential generator picks the moves).
fn long_game(plies: usize) -> Vec<Move> {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    'again: loop {
        let mut pos = Position::startpos();
        let mut moves = Vec::with_capacity(plies);
        while moves.len() < plies {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                seed = seed.wrapping_add(1);
                continue 'again;
            }
            let quiet: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|m| !pos.is_capture(*m))
                .collect();
            let pool: Vec<Move> = if quiet.is_empty() {
                legal.iter().copied().collect()
            } else {
                quiet
            };
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let m = pool[(seed >> 33) as usize % pool.len()];
            pos.do_move(m);
            moves.push(m);
        }
        return moves;
    }
}

#[tokio::test]
#[ignore = "figures: run by cargo xtask bench study"]
async fn study_figures() {
    scenario("study-figures", DESKTOP, async |page| {
        for lines in [1, 2] {
            page.open("/?mode=analysis").await?;
            page.js(&format!(
                "const s = document.querySelector('[data-testid=analysis-lines-count]');\
                 s.value = '{lines}'; s.dispatchEvent(new Event('change'));"
            ))
            .await?;
            page.js(COUNT_LONG_TASKS).await?;
            tokio::time::sleep(Duration::from_secs(5)).await;
            let depth = page
                .js("return document.querySelector('[data-testid=analysis-line]').dataset.depth;")
                .await?;
            let long = page.js(LONG_TASKS).await?;
            println!(
                "analysis from the start position, {lines} line(s): depth {depth} after 5 s; \
                 main-thread long tasks meanwhile: {} (longest {} ms) {}",
                long[0], long[1], long[2]
            );
        }
        let game = long_game(100);
        let list: Vec<String> = game.iter().map(ToString::to_string).collect();
        page.open(&format!("/?moves={}", list.join(","))).await?;
        page.wait_until(
            "the game on the analysis board",
            "return document.querySelectorAll('[data-testid=move]').length === 100;",
            Duration::from_secs(10),
        )
        .await?;
        page.js(COUNT_LONG_TASKS).await?;
        let started = Instant::now();
        page.click_testid("review").await?;
        page.wait_until(
            "the review to finish",
            "const p = document.querySelector('[data-testid=review-progress]');\
             return !!p && p.dataset.done === 'true';",
            Duration::from_secs(600),
        )
        .await?;
        let took = started.elapsed();
        let marked = page
            .js("return document.querySelectorAll('[data-testid=move][data-class]').length;")
            .await?;
        let long = page.js(LONG_TASKS).await?;
        println!(
            "review of a 100-ply game: {:.1} s, {marked} moves marked; \
             main-thread long tasks meanwhile: {} (longest {} ms) {}",
            took.as_secs_f64(),
            long[0],
            long[1],
            long[2]
        );
        ensure!(
            marked.as_u64().is_some(),
            "the review marked nothing readable"
        );
        Ok(())
    })
    .await;
}
