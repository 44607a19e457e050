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

/// `count` finished games against the computer, each of `plies` moves,
/// as the database holds them: `(key, versioned JSON)`.
fn stored_games(count: usize, plies: usize) -> Vec<(String, String)> {
    use xiangqi::{Clocks, Color, Game, GameRecord, RecordResult, TimeControl};
    use xiangqi_model::{saved, DrawOffers, SavedGame, Seating};
    let line = long_game(plies);
    (0..count)
        .map(|i| {
            let mut game = Game::default();
            // Games differ from the first move on, and by when they began.
            for m in &line[..plies - (i % 7)] {
                let _ = game.play(*m);
            }
            let mut record = GameRecord::from(&game);
            record.result = [
                RecordResult::RedWins,
                RecordResult::BlackWins,
                RecordResult::Draw,
            ][i % 3];
            let started_at = 1.6e12 + 3_600_000.0 * i as f64;
            let g = SavedGame {
                record,
                clocks: Clocks::new(TimeControl::UNLIMITED).snapshot(0.0),
                ai: Some(if i % 2 == 0 { Color::Black } else { Color::Red }),
                level: (i % 8 + 1) as u8,
                seating: Seating::SideBySide,
                auto_flip: false,
                bottom: Color::Red,
                saved_at: started_at + 1_200_000.0,
                started_at,
                archived: true,
                draws: DrawOffers::default(),
                tree: None,
            };
            (g.key(), saved::encode(&g).unwrap_or_default())
        })
        .collect()
}

/// What the past games cost with 10,000 of them stored: the bytes the
/// browser counts, the time from the menu's "Past games" to the list
/// drawn, and the time a filter takes.
#[tokio::test]
#[ignore = "figures: run by cargo xtask bench games"]
async fn games_figures() {
    scenario("games-figures", DESKTOP, async |page| {
        const GAMES: usize = 10_000;
        page.open("/").await?;
        let before = page
            .js_async("return (await navigator.storage.estimate()).usage || 0;")
            .await?
            .as_f64()
            .unwrap_or(0.0);
        let games = stored_games(GAMES, 80);
        for chunk in games.chunks(1_000) {
            let batch = serde_json::to_string(chunk)?;
            page.js_async(&format!(
                "const db = await new Promise((ok, fail) => {{ const r = indexedDB.open('xiangqi', 1); r.onupgradeneeded = () => r.result.createObjectStore('games'); r.onsuccess = () => ok(r.result); r.onerror = fail; }});\
                 const tx = db.transaction('games', 'readwrite');\
                 for (const [key, text] of {batch}) tx.objectStore('games').put(text, key);\
                 await new Promise((ok, fail) => {{ tx.oncomplete = ok; tx.onerror = fail; }});\
                 db.close(); return true;"
            ))
            .await?;
        }
        let after = page
            .js_async("return (await navigator.storage.estimate()).usage || 0;")
            .await?
            .as_f64()
            .unwrap_or(0.0);
        page.reload().await?;
        // The page reads the games after its first paint.
        page.wait_until(
            "the games read",
            "return !!document.querySelector('[data-testid=menu]');",
            Duration::from_secs(20),
        )
        .await?;
        tokio::time::sleep(Duration::from_secs(3)).await;
        let started = Instant::now();
        page.click_testid("history").await?;
        page.wait_until(
            "the list drawn",
            &format!("return document.querySelector('[data-testid=history-list]')?.dataset.count === '{GAMES}' && !!document.querySelector('[data-testid=history-open]');"),
            Duration::from_secs(60),
        )
        .await?;
        let open = started.elapsed();
        page.wait_until(
            "the whole list read",
            "return !!document.querySelector('[data-testid=history-list]') && !document.querySelector('[data-testid=history-list][data-reading]');",
            Duration::from_secs(60),
        )
        .await?;
        let whole = started.elapsed();
        let drawn = page
            .js("return document.querySelectorAll('[data-testid=history-open]').length;")
            .await?;
        let started = Instant::now();
        crate::steps::choose(page, "history-opponent", "level-3").await?;
        page.wait_until(
            "the filter",
            &format!("return document.querySelector('[data-testid=history-list]').dataset.count === '{}';", GAMES / 8),
            Duration::from_secs(60),
        )
        .await?;
        let filtered = started.elapsed();
        ensure!(drawn.as_u64().unwrap_or(0) < 100, "every row drawn: {drawn}");
        println!(
            "past games, {GAMES} stored (80 plies each): {:.1} MB in the browser's storage \
             ({:.0} bytes a game); the list opens in {} ms (the newest games drawn; \
             {drawn} rows in all), every game read in {} ms; a filter (one level of \
             the computer) applies in {} ms",
            (after - before) / 1e6,
            (after - before) / GAMES as f64,
            open.as_millis(),
            whole.as_millis(),
            filtered.as_millis(),
        );
        Ok(())
    })
    .await;
}
