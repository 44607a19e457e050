//! The player's games are kept: every finished game, with no cap; the
//! games the previous release kept in localStorage move into the
//! database at the first start; two tabs each keep what they finish and
//! hear each other's settings; a write the browser refuses is said and
//! made once space returns.

use std::time::Duration;

use anyhow::{ensure, Context, Result};
use xiangqi::{Clocks, Color, Game, GameRecord, TimeControl};
use xiangqi_model::{saved, DrawOffers, SavedGame, Seating};

use crate::harness::{scenario, Page, DESKTOP, PHONE};

/// A script (for `js_async`) that answers the most moves of a game in
/// the past games, as the database holds them (-1: none).
pub(crate) const LONGEST_KEPT_GAME: &str = "\
  const db = await new Promise((ok, fail) => { const r = indexedDB.open('xiangqi'); r.onsuccess = () => ok(r.result); r.onerror = fail; });\
  const all = await new Promise((ok, fail) => { const r = db.transaction('games').objectStore('games').getAll(); r.onsuccess = () => ok(r.result); r.onerror = fail; });\
  db.close();\
  return all.reduce((most, text) => Math.max(most, JSON.parse(text).data.record.moves.length), -1);";

/// `count` finished games as the previous release kept them (the whole
/// list under `xiangqi.v1.history`, most recent first), each a few moves
/// long and begun a minute apart.
fn old_history(count: usize) -> Result<String> {
    let mut games = Vec::new();
    for i in 0..count {
        let mut game = Game::default();
        let opening: &[&str] = if i % 2 == 0 {
            &["h2e2", "h9g7"]
        } else {
            &["b2e2", "b9c7", "h0g2"]
        };
        for m in opening {
            game.play(m.parse()?)?;
        }
        let mut record = GameRecord::from(&game);
        record.result = xiangqi::RecordResult::RedWins;
        let started_at = 1.7e12 + 60_000.0 * (count - i) as f64;
        games.push(SavedGame {
            record,
            clocks: Clocks::new(TimeControl::UNLIMITED).snapshot(0.0),
            ai: Some(Color::Black),
            level: (i % 8 + 1) as u8,
            seating: Seating::SideBySide,
            auto_flip: false,
            bottom: Color::Red,
            saved_at: started_at + 30_000.0,
            started_at,
            archived: true,
            draws: DrawOffers::default(),
            tree: None,
        });
    }
    saved::encode(&games).context("the old history")
}

/// Stores `count` games as the previous release kept them, before the
/// app's first start in this scenario (once).
pub(crate) async fn seed_old_history(page: &Page, count: usize) -> Result<()> {
    let old = old_history(count)?;
    page.before_load(&format!(
        "if (!sessionStorage.getItem('seeded')) {{\
           sessionStorage.setItem('seeded', '1');\
           localStorage.setItem('xiangqi.v1.history', {});\
           localStorage.setItem('xiangqi.v1.welcomed', '1');\
         }}",
        serde_json::to_string(&old)?
    ))
    .await
}

/// Finishes a game between friends: a move, then Black resigns.
pub(crate) async fn finish_a_game(page: &Page) -> Result<()> {
    page.open("/?opponent=human").await?;
    page.play("h2e2").await?;
    page.wait_for_plies(1, Duration::from_secs(5)).await?;
    page.click_testid("resign").await?;
    page.click_testid("confirm").await?;
    page.wait_for_result(Duration::from_secs(5)).await?;
    page.click_testid("game-over-close").await?;
    Ok(())
}

/// The number of games the past games list shows, once it shows at
/// least `least` (they are read from the database after the first paint).
pub(crate) async fn listed(page: &Page, least: usize) -> Result<usize> {
    // Right after the play screen returns (from the transfer, say), the
    // menu may be closed again as the screen settles: then it is opened
    // once more, as a person would.
    if page.click_testid("history").await.is_err() {
        page.click_testid("history").await?;
    }
    let wait = page
        .wait_until(
            &format!("{least} past games"),
            &format!(
                "return Number(document.querySelector('[data-testid=history-list]')?.dataset.count || 0) >= {least};"
            ),
            Duration::from_secs(15),
        )
        .await;
    let n = page
        .js("return Number(document.querySelector('[data-testid=history-list]')?.dataset.count || 0);")
        .await?
        .as_u64()
        .unwrap_or(0) as usize;
    wait.with_context(|| format!("{n} listed"))?;
    // The dialog fits the screen: nothing wider than it, its buttons in
    // view, no date or result cut short.
    let fits = page
        .js("const d = document.querySelector('[data-testid=dialog-history]');\
             const close = d.querySelector('[data-testid=close]').getBoundingClientRect();\
             const cut = [...d.querySelectorAll('.history-when, .history-result')].filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent + ' ' + e.scrollWidth + '>' + e.clientWidth);\
             return [d.scrollWidth <= d.clientWidth, close.bottom <= innerHeight && close.right <= innerWidth, cut];")
        .await?;
    ensure!(
        fits == serde_json::json!([true, true, []]),
        "the past games dialog does not fit (wider than itself, buttons in view, dates or results cut): {fits}"
    );
    Ok(n)
}

#[tokio::test]
async fn the_previous_releases_150_games_and_one_more_are_all_kept() {
    scenario("keeping-150", DESKTOP, async |page| {
        seed_old_history(page, 150).await?;
        finish_a_game(page).await?;
        page.reload().await?;
        let n = listed(page, 151).await?;
        ensure!(n == 151, "{n} games listed, not 151");
        let old_key = page
            .js("return localStorage.getItem('xiangqi.v1.history');")
            .await?;
        ensure!(old_key.is_null(), "the old list is gone once moved: {old_key}");
        page.screenshot("keeping-151-desktop").await?;
        // The oldest opens for review with its moves.
        // Only the rows in view are drawn: the oldest is drawn once the
        // list is scrolled to its end.
        page.js("const s = document.querySelector('.history-scroll'); s.scrollTop = s.scrollHeight; s.dispatchEvent(new Event('scroll')); return true;")
            .await?;
        page.wait_until(
            "the oldest row drawn",
            "const rows = document.querySelectorAll('[data-testid=history-open]');\
             return rows.length > 0 && rows.length < 60 && rows[rows.length - 1].textContent.includes('2 moves');",
            Duration::from_secs(5),
        )
        .await?;
        // A filter narrows the list: the games won against level 1.
        crate::steps::choose(page, "history-opponent", "level-1").await?;
        let n = page
            .js("return Number(document.querySelector('[data-testid=history-list]').dataset.count);")
            .await?;
        ensure!(n == 19, "{n} games against level 1, not 19");
        crate::steps::choose(page, "history-opponent", "any").await?;
        page.js("const s = document.querySelector('.history-scroll'); s.scrollTop = s.scrollHeight; s.dispatchEvent(new Event('scroll')); return true;")
            .await?;
        page.wait_until(
            "the oldest row drawn again",
            "const rows = document.querySelectorAll('[data-testid=history-open]');\
             return rows.length > 0 && rows[rows.length - 1].textContent.includes('2 moves');",
            Duration::from_secs(5),
        )
        .await?;
        page.js("const rows = document.querySelectorAll('[data-testid=history-open]'); rows[rows.length - 1].click(); return true;")
            .await?;
        page.wait_for_plies(3, Duration::from_secs(5)).await?;
        Ok(())
    })
    .await;
}

/// The settings, every trainer's progress and the games by link, as the
/// previous release kept them: localStorage key, database store and id,
/// and the stored text.
fn old_records() -> Result<Vec<(&'static str, &'static str, &'static str, String)>> {
    let settings = xiangqi_model::Settings {
        notation: Some(xiangqi::Notation::Iccs),
        ..Default::default()
    };
    let lessons: xiangqi_model::lesson::LessonProgress =
        serde_json::from_value(serde_json::json!({ "done": ["chariot", "horse"] }))?;
    Ok(vec![
        (
            "xiangqi.v1.settings",
            "settings",
            "settings",
            saved::encode(&settings).context("settings")?,
        ),
        (
            "xiangqi.v1.lessons",
            "progress",
            "lessons",
            saved::encode(&lessons).context("lessons")?,
        ),
        (
            "xiangqi.v1.puzzles",
            "progress",
            "puzzles",
            saved::encode(&xiangqi_model::puzzle::Progress::default()).context("puzzles")?,
        ),
        (
            "xiangqi.v1.endgames",
            "progress",
            "endgames",
            saved::encode(&xiangqi_model::practice::PracticeProgress::default())
                .context("endgames")?,
        ),
        (
            "xiangqi.v1.friend-links",
            "friends",
            "links",
            saved::encode(&xiangqi_model::remote::LinkGames::default()).context("links")?,
        ),
        (
            "xiangqi.v1.friend-stun",
            "friends",
            "stun",
            saved::encode(&"stun:stun.example.org:3478").context("stun")?,
        ),
    ])
}

#[tokio::test]
async fn the_previous_releases_settings_and_progress_move_into_the_database() {
    scenario("keeping-records", DESKTOP, async |page| {
        let records = old_records()?;
        let mut seed = String::from(
            "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');",
        );
        for (key, _, _, text) in &records {
            seed += &format!("localStorage.setItem({key:?}, {text:?});");
        }
        seed += "}";
        page.before_load(&seed).await?;
        page.open("/").await?;
        for (key, store, id, text) in &records {
            let expected: serde_json::Value = serde_json::from_str(text)?;
            page.wait_for_record(store, id, |v| *v == expected)
                .await
                .with_context(|| format!("{key} moved into {store}/{id}"))?;
            let left = page
                .js(&format!("return localStorage.getItem({key:?});"))
                .await?;
            ensure!(
                left.is_null(),
                "{key} is still in localStorage once moved: {left}"
            );
        }
        // The page reads what moved: the notation chosen in the old
        // release is the menu's choice, and stays so after a reload.
        for _ in 0..2 {
            page.open_menu().await?;
            let notation = page
                .js("return document.querySelector('[data-testid=notation]').value;")
                .await?;
            ensure!(notation == "iccs", "the notation read back: {notation}");
            page.reload().await?;
        }
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn two_tabs_each_keep_the_game_they_finish_and_share_settings() {
    scenario("keeping-two-tabs", DESKTOP, async |page| {
        page.open("/").await?;
        let first = page.client.window().await?;
        // WebKitGTK's browser leaves a tab it did not bring forward
        // unanswered: there the second copy of the app is a window (as the
        // installed app's window beside a browser tab is).
        let as_tab = page.browser != crate::harness::browser::Browser::Webkit;
        let second = page.client.new_window(as_tab).await?.handle;
        // Each tab finishes a game.
        finish_a_game(page).await?;
        page.client.switch_to_window(second.clone()).await?;
        finish_a_game(page).await?;
        page.client.switch_to_window(first.clone()).await?;
        let n = listed(page, 2).await?;
        ensure!(n == 2, "the first tab lists {n} games");
        page.click_testid("close").await?;
        page.reload().await?;
        let n = listed(page, 2).await?;
        ensure!(n == 2, "{n} games after a reload");
        page.click_testid("close").await?;
        // A setting changed in one tab shows in the other without a reload.
        crate::steps::choose(page, "piece-chars", "traditional").await?;
        page.client.switch_to_window(second).await?;
        page.wait_until(
            "the other tab's traditional pieces",
            "return [...document.querySelectorAll('[data-testid=board] .piece-glyph')].some(g => g.textContent === '俥');",
            Duration::from_secs(10),
        )
        .await?;
        Ok(())
    })
    .await;
}

/// Makes every write of the app's data fail while `window.__full` is set,
/// as a full disk does.
const FULL_DISK: &str = "\
  const realSet = Storage.prototype.setItem;\
  Storage.prototype.setItem = function (k, v) {\
    if (window.__full && String(k).startsWith('xiangqi.')) throw new DOMException('full', 'QuotaExceededError');\
    return realSet.call(this, k, v);\
  };\
  const realPut = IDBObjectStore.prototype.put;\
  IDBObjectStore.prototype.put = function (...args) {\
    if (window.__full) throw new DOMException('full', 'QuotaExceededError');\
    return realPut.apply(this, args);\
  };";

#[tokio::test]
async fn a_full_disk_is_said_and_nothing_is_lost_once_space_returns() {
    scenario("keeping-full-disk", PHONE, async |page| {
        page.before_load(FULL_DISK).await?;
        page.open("/?opponent=human").await?;
        page.js("window.__full = true; return true;").await?;
        page.play("h2e2").await?;
        page.wait_until(
            "the notice that nothing was saved",
            "return (document.querySelector('[data-testid=notice]')?.textContent || '').includes('Not saved');",
            Duration::from_secs(10),
        )
        .await?;
        page.screenshot("keeping-not-saved-phone").await?;
        page.play("h9g7").await?;
        page.click_testid("resign").await?;
        page.click_testid("confirm").await?;
        page.wait_for_result(Duration::from_secs(5)).await?;
        page.click_testid("game-over-close").await?;
        // Space returns: everything waiting is written, and said.
        page.js("window.__full = false; return true;").await?;
        page.wait_until(
            "the notice that all is saved",
            "return (document.querySelector('[data-testid=notice]')?.textContent || '').includes('Saved again');",
            Duration::from_secs(20),
        )
        .await?;
        page.reload().await?;
        let n = listed(page, 1).await?;
        ensure!(n == 1, "{n} games kept");
        Ok(())
    })
    .await;
}

/// A browser that offers no storage at all (IndexedDB missing, as where a
/// privacy setting blocks it): the game is still played, and the player is
/// told at once that it cannot be kept, never left to find it gone.
#[tokio::test]
async fn a_browser_without_storage_says_games_cannot_be_kept() {
    scenario("keeping-no-storage", PHONE, async |page| {
        page.before_load(
            "Object.defineProperty(window, 'indexedDB', { get: () => undefined, configurable: true });",
        )
        .await?;
        page.open("/?opponent=human").await?;
        page.play("h2e2").await?;
        page.play("h9g7").await?;
        page.click_testid("resign").await?;
        page.click_testid("confirm").await?;
        page.wait_for_result(Duration::from_secs(5)).await?;
        page.wait_until(
            "the notice that the game is not kept",
            "return (document.querySelector('[data-testid=notice]')?.textContent || '').includes('Not saved');",
            Duration::from_secs(10),
        )
        .await?;
        page.screenshot("keeping-no-storage-phone").await?;
        // A long notice takes the screen's width, not a narrow column.
        let width = page
            .js("return document.querySelector('[data-testid=notice]').getBoundingClientRect().width / innerWidth;")
            .await?;
        ensure!(
            width.as_f64().is_some_and(|w| w >= 0.85),
            "the notice takes {width} of the screen's width"
        );
        ensure!(
            page.moves().await? == ["h2e2", "h9g7"],
            "the game on the board is the one played"
        );
        Ok(())
    })
    .await;
}

/// Opens the menu, where "Your data" is.
async fn menu(page: &Page) -> Result<()> {
    page.open_menu().await?;
    page.element("[data-testid=backup-save]").await?;
    Ok(())
}

/// Restores `file` from the menu; the number of games it added.
async fn restore(page: &Page, file: &std::path::Path) -> Result<serde_json::Value> {
    menu(page).await?;
    page.element("[data-testid=backup-restore]")
        .await?
        .send_keys(&file.to_string_lossy())
        .await?;
    page.wait_until(
        "the restore",
        "return document.querySelector('[data-testid=backup-result]')?.dataset.state === 'restored';",
        Duration::from_secs(15),
    )
    .await?;
    page.js("return document.querySelector('[data-testid=backup-result]').dataset.games;")
        .await
}

/// The lessons done and the notation chosen, as the database keeps them
/// once both are written.
async fn kept_lessons_and_notation(page: &Page) -> Result<serde_json::Value> {
    let lessons = page
        .wait_for_record("progress", "lessons", |v| !v.is_null())
        .await?;
    let settings = page
        .wait_for_record("settings", "settings", |v| v["data"]["notation"] == "iccs")
        .await?;
    Ok(serde_json::json!([
        lessons["data"]["done"],
        settings["data"]["notation"]
    ]))
}

#[tokio::test]
async fn save_all_clear_restore_and_everything_is_back_once() {
    scenario("keeping-backup", DESKTOP, async |page| {
        let downloads = crate::files::allow_downloads(page, "backup").await?;
        // Two games, a lesson done, a setting chosen.
        finish_a_game(page).await?;
        finish_a_game(page).await?;
        // Lessons as the previous release kept them: moved into the
        // database at the next start.
        page.js("localStorage.setItem('xiangqi.v1.lessons', JSON.stringify({version: 1, data: {done: ['chariot', 'horse']}})); return true;")
            .await?;
        page.reload().await?;
        crate::steps::choose(page, "notation", "iccs").await?;
        let before = kept_lessons_and_notation(page).await?;
        ensure!(
            before == serde_json::json!([["chariot", "horse"], "iccs"]),
            "lessons and notation kept before the backup: {before}"
        );
        menu(page).await?;
        page.click_testid("backup-save").await?;
        let file = crate::files::wait_for_download(&downloads, "json").await?;
        let text = std::fs::read_to_string(&file)?;
        ensure!(text.contains("\"xiangqi-backup\""), "the file: {}", &text[..text.len().min(80)]);
        // The site's data cleared, as a browser's settings do.
        page.js_async(
            "localStorage.clear();\
             await new Promise((ok, fail) => { const r = indexedDB.deleteDatabase('xiangqi'); r.onsuccess = ok; r.onerror = fail; r.onblocked = ok; });\
             return true;",
        )
        .await?;
        page.reload().await?;
        let added = restore(page, &file).await?;
        ensure!(added == "2", "{added} games restored");
        page.screenshot("keeping-restored-desktop").await?;
        page.click_testid("backup-done").await?;
        page.wait_until("the page again", "return !!document.querySelector('[data-testid=board]');", Duration::from_secs(20))
            .await?;
        let after = kept_lessons_and_notation(page).await?;
        ensure!(after == before, "progress and settings {after} after, {before} before");
        let n = listed(page, 2).await?;
        ensure!(n == 2, "{n} games after the restore");
        page.click_testid("close").await?;
        // The same file again adds nothing.
        let again = restore(page, &file).await?;
        ensure!(again == "0", "{again} games added by the same file again");
        // A foreign file is refused with a clear message and changes nothing.
        let foreign = downloads.join("not-a-backup.json");
        std::fs::write(&foreign, "{\"version\": 1, \"data\": []}")?;
        page.element("[data-testid=backup-restore]")
            .await?
            .send_keys(&foreign.to_string_lossy())
            .await?;
        page.wait_until(
            "the refusal",
            "return (document.querySelector('[data-testid=backup-error]')?.textContent || '').includes('not a backup');",
            Duration::from_secs(10),
        )
        .await?;
        let _ = std::fs::remove_dir_all(&downloads);
        Ok(())
    })
    .await;
}

/// The moves of the game in progress as stored.
async fn stored_moves(page: &Page) -> Result<usize> {
    let n = page
        .js(
            "const c = JSON.parse(localStorage.getItem('xiangqi.v1.current') || 'null');\
             return c ? c.data.record.moves.length : -1;",
        )
        .await?;
    Ok(n.as_i64().unwrap_or(-1).max(0) as usize)
}

#[tokio::test]
async fn a_game_in_progress_has_one_tab_and_is_never_overwritten() {
    scenario("keeping-one-tab", DESKTOP, async |page| {
        page.open("/?opponent=human").await?;
        page.play("h2e2").await?;
        page.wait_for_plies(1, Duration::from_secs(5)).await?;
        let first = page.client.window().await?;
        let second = page.client.new_window(true).await?.handle;
        page.client.switch_to_window(second.clone()).await?;
        page.open("/").await?;
        page.element("[data-testid=played-elsewhere]").await?;
        page.screenshot("keeping-played-elsewhere-desktop").await?;
        // The first tab plays on; the second takes the game over, with
        // the first tab's moves.
        page.client.switch_to_window(first.clone()).await?;
        page.play("h9g7").await?;
        page.wait_for_plies(2, Duration::from_secs(5)).await?;
        page.client.switch_to_window(second).await?;
        page.click_testid("play-here").await?;
        page.wait_for_plies(2, Duration::from_secs(20)).await?;
        page.play("b2c2").await?;
        page.wait_for_plies(3, Duration::from_secs(5)).await?;
        ensure!(
            stored_moves(page).await? == 3,
            "the second tab's move is stored"
        );
        // The first tab has stepped aside and does not write its older copy.
        page.client.switch_to_window(first).await?;
        page.element("[data-testid=played-elsewhere]").await?;
        tokio::time::sleep(Duration::from_millis(1500)).await;
        ensure!(
            stored_moves(page).await? == 3,
            "the stored game was overwritten"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn your_record_draws_results_and_a_rating_with_its_uncertainty() {
    scenario("keeping-record", PHONE, async |page| {
        seed_old_history(page, 40).await?;
        page.open("/").await?;
        // The newest game reviewed: its accuracy joins the record.
        listed(page, 40).await?;
        page.click_testid("history-open").await?;
        page.click_testid("analyse").await?;
        // The engine's first lines do not move the review's button.
        let review_top = "return document.querySelector('[data-testid=review]')?.getBoundingClientRect().top ?? null;";
        page.element("[data-testid=review]").await?;
        let before = page.js(review_top).await?;
        page.element("[data-testid=analysis-line]").await?;
        let after = page.js(review_top).await?;
        ensure!(
            before == after,
            "the review's button moved from {before} to {after} when the lines came"
        );
        page.click_testid("review").await?;
        page.wait_until(
            "the review to finish",
            "const p = document.querySelector('[data-testid=review-progress]');\
             return !!p && p.dataset.done === 'true' && !!document.querySelector('[data-testid=accuracy-red]');",
            Duration::from_secs(60),
        )
        .await?;
        let reviewed = page
            .js("return Number(document.querySelector('[data-testid=accuracy-red]').textContent);")
            .await?;
        page.click_testid("analysis-close").await?;
        page.click_testid("record").await?;
        page.wait_until(
            "the rating drawn",
            "return !!document.querySelector('[data-testid=record-rating]');",
            Duration::from_secs(15),
        )
        .await?;
        let figures = page
            .js(
                "const r = document.querySelector('[data-testid=record-rating]');\
                 const t = [...document.querySelectorAll('[data-testid=record-tally]')];\
                 return [Number(r.dataset.points), !!r.querySelector('.record-band'), t.length,\
                   t.reduce((n, e) => n + Number(e.dataset.won), 0)];",
            )
            .await?;
        // Forty games against the eight levels, every one won by Red, the
        // player's side.
        ensure!(
            figures == serde_json::json!([40, true, 8, 40]),
            "points, band, opponents, wins: {figures}"
        );
        // The reviewed game's accuracy, the player's (Red's) side: a review
        // judges moves, so the twenty stored games with the same two moves
        // share it.
        page.wait_until(
            "the accuracy drawn",
            "return !!document.querySelector('[data-testid=record-accuracy]');",
            Duration::from_secs(15),
        )
        .await?;
        let accuracy = page
            .js("const a = document.querySelector('[data-testid=record-accuracy]'); return [Number(a.dataset.points), Number(a.dataset.last)];")
            .await?;
        ensure!(
            accuracy == serde_json::json!([20, reviewed]),
            "the record's accuracy {accuracy}, the review's {reviewed}"
        );
        page.screenshot("keeping-record-phone").await?;
        page.js("document.querySelector('[data-testid=record-accuracy]').scrollIntoView(); return true;")
            .await?;
        page.screenshot("keeping-record-accuracy-phone").await?;
        crate::a11y::axe(page, "your record").await?;
        Ok(())
    })
    .await;
}

/// The menu's word on whether the browser keeps the data for good.
async fn storage_status(page: &Page) -> Result<(String, String)> {
    menu(page).await?;
    page.wait_until(
        "the storage status",
        "return document.querySelector('[data-testid=storage-status]')?.dataset.persisted !== 'unknown'\
           && !!document.querySelector('[data-testid=storage-status]')?.textContent;",
        Duration::from_secs(10),
    )
    .await?;
    let v = page
        .js("const s = document.querySelector('[data-testid=storage-status]'); return [s.dataset.persisted, s.textContent];")
        .await?;
    page.element("[data-testid=dialog-menu] [data-testid=close]")
        .await?
        .click()
        .await?;
    Ok((
        v[0].as_str().unwrap_or_default().to_string(),
        v[1].as_str().unwrap_or_default().to_string(),
    ))
}

#[tokio::test]
async fn the_first_finished_game_asks_the_browser_to_keep_the_data() {
    scenario("keeping-persist", PHONE, async |page| {
        // Each request to keep the data is counted.
        page.before_load(
            "const persist = StorageManager.prototype.persist;\
             StorageManager.prototype.persist = function () {\
               sessionStorage.setItem('asked', String(Number(sessionStorage.getItem('asked') || 0) + 1));\
               return persist.call(this);\
             };",
        )
        .await?;
        page.open("/").await?;
        let asked = || page.js("return Number(sessionStorage.getItem('asked') || 0);");
        let (before, said) = storage_status(page).await?;
        ensure!(before == "false", "kept for good before anything was finished: {before}");
        ensure!(said.contains("may clear"), "the menu explains best-effort storage: {said}");
        ensure!(asked().await? == 0, "asked before there was anything to keep");
        finish_a_game(page).await?;
        page.wait_until(
            "the request to keep the data",
            "return Number(sessionStorage.getItem('asked') || 0) > 0;",
            Duration::from_secs(10),
        )
        .await?;
        // A browser that agrees (as one does for a site used often or
        // installed): the menu says so, with how much is stored.
        page.cdp(
            "Browser.grantPermissions",
            serde_json::json!({"origin": page.server.base_url(), "permissions": ["durableStorage"]}),
        )
        .await?;
        let (now, said) = storage_status(page).await?;
        ensure!(now == "true", "not kept once the browser agreed: {now}");
        ensure!(said.contains("agreed"), "the menu says the data is kept: {said}");
        ensure!(said.contains("MB"), "the menu says how much is stored: {said}");
        Ok(())
    })
    .await;
}
