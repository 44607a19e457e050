//! The puzzle trainer (`?mode=puzzle`): solving a shipped puzzle by its
//! solution, a wrong move failing and taken back, ratings that change and
//! survive a reload, hints, the solution replayed, links, the language,
//! offline use, accessibility and the layouts.

use std::time::Duration;

use anyhow::{ensure, Context, Result};
use serde_json::json;
use xiangqi::{Move, Position};

use crate::a11y::axe;
use crate::harness::{scenario, Page, Viewport, DESKTOP, PHONE, TABLET};
use crate::steps::choose;

/// One puzzle of the shipped collection, as the test reads it.
struct Row {
    id: String,
    fen: String,
    /// The solution's moves (a defender step's alternatives left out).
    line: Vec<String>,
    kind: String,
}

/// The shipped collection, read here independently of the app.
fn collection() -> Vec<Row> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/public/puzzles/puzzles.txt");
    let text = std::fs::read_to_string(path).expect("the shipped collection");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            Row {
                id: f[0].to_string(),
                fen: f[1].to_string(),
                line: f[2]
                    .split(' ')
                    .map(|s| s.split('/').next().unwrap_or(s).to_string())
                    .collect(),
                kind: f[3].to_string(),
            }
        })
        .collect()
}

/// The first puzzle of `kind` (`mate:2`, …) whose solver is `side`
/// (`w` or `b`).
fn pick(kind: &str, side: &str) -> Row {
    collection()
        .into_iter()
        .find(|r| r.kind == kind && r.fen.split(' ').nth(1) == Some(side))
        .expect("such a puzzle is shipped")
}

/// Board and side to move of a FEN: what must match on the board.
fn placement(fen: &str) -> String {
    fen.split(' ').take(2).collect::<Vec<_>>().join(" ")
}

/// The position after `moves` from `fen`.
fn after(fen: &str, moves: &[String]) -> String {
    let mut pos = Position::from_fen(fen).expect("a shipped FEN");
    for m in moves {
        pos.do_move(m.parse::<Move>().expect("an ICCS move"));
    }
    placement(&pos.to_fen())
}

/// Waits until the board shows `fen` (board and side to move).
async fn wait_fen(page: &Page, what: &str, fen: &str) -> Result<()> {
    page.wait_until(
        what,
        &format!(
            "const b = document.querySelector('[data-testid=board]');\
             return !!b && b.dataset.fen.split(' ').slice(0, 2).join(' ') === '{fen}';"
        ),
        Duration::from_secs(10),
    )
    .await
}

/// The trainer's panel attribute `name`.
async fn panel(page: &Page, name: &str) -> Result<String> {
    let v = page
        .js(&format!(
            "const p = document.querySelector('[data-testid=puzzle]');\
             return p ? (p.dataset['{name}'] || '') : '';"
        ))
        .await?;
    Ok(v.as_str().unwrap_or_default().to_string())
}

async fn wait_state(page: &Page, state: &str) -> Result<()> {
    page.wait_until(
        &format!("the puzzle {state}"),
        &format!(
            "const p = document.querySelector('[data-testid=puzzle]');\
             return !!p && p.dataset.state === '{state}';"
        ),
        Duration::from_secs(10),
    )
    .await
}

/// The player's rating as shown.
async fn rating(page: &Page) -> Result<i64> {
    let v = page
        .js("return document.querySelector('[data-testid=puzzle-rating]').textContent.trim();")
        .await?;
    v.as_str()
        .and_then(|s| s.parse().ok())
        .context("no rating shown")
}

/// Opens the trainer on puzzle `id` and waits for its position.
async fn open_puzzle(page: &Page, row: &Row) -> Result<()> {
    page.open(&format!("/?mode=puzzle&id={}", row.id)).await?;
    page.wait_until(
        "the puzzle on screen",
        &format!(
            "const p = document.querySelector('[data-testid=puzzle]');\
             return !!p && p.dataset.id === '{}' && !!document.querySelector('[data-testid=board] .point');",
            row.id
        ),
        Duration::from_secs(20),
    )
    .await?;
    wait_fen(page, "the puzzle's position", &placement(&row.fen)).await
}

/// Plays the rest of `row`'s line from ply `from`, waiting for each reply.
async fn play_line(page: &Page, row: &Row, from: usize) -> Result<()> {
    for (i, m) in row.line.iter().enumerate().skip(from).step_by(2) {
        page.play(m).await?;
        let upto = (i + 2).min(row.line.len());
        wait_fen(
            page,
            &format!("the position after ply {upto}"),
            &after(&row.fen, &row.line[..upto]),
        )
        .await?;
    }
    Ok(())
}

/// Records what the trainer's live region says.
async fn listen(page: &Page) -> Result<()> {
    page.js("window.__said = [];\
         const a = document.querySelector('[data-testid=puzzle-announcer]');\
         new MutationObserver(() => { const t = a.textContent.trim(); if (t) window.__said.push(t); })\
           .observe(a, { childList: true, characterData: true, subtree: true });\
         return true;")
        .await?;
    Ok(())
}

async fn said(page: &Page) -> Result<String> {
    let v = page.js("return (window.__said || []).join(' | ');").await?;
    Ok(v.as_str().unwrap_or_default().to_string())
}

#[tokio::test]
async fn a_puzzle_is_solved_by_playing_its_solution() {
    scenario("puzzle-solve", DESKTOP, async |page| {
        // Black solves: the board turns to Black.
        let row = pick("mate:3", "b");
        open_puzzle(page, &row).await?;
        let orientation = page
            .js("return document.querySelector('[data-testid=board]').dataset.orientation;")
            .await?;
        ensure!(
            orientation == "black",
            "the board turns to the solver: {orientation}"
        );
        let task = page
            .js("return document.querySelector('[data-testid=puzzle-task]').textContent;")
            .await?;
        ensure!(task == "Find the best move for Black", "the task: {task}");
        ensure!(panel(page, "state").await? == "solving", "solving at first");
        let help = page
            .js("return !!document.querySelector('[data-testid=puzzle-rating-help]');")
            .await?;
        ensure!(help == true, "a new player is told what the rating is");
        let before = rating(page).await?;
        listen(page).await?;
        play_line(page, &row, 0).await?;
        wait_state(page, "solved").await?;
        ensure!(panel(page, "done").await? == "true", "the line is finished");
        let now = rating(page).await?;
        ensure!(now > before, "solving raises the rating: {before} → {now}");
        let change = page
            .js("return document.querySelector('[data-testid=puzzle-rating-change]').textContent;")
            .await?;
        ensure!(
            change.as_str().is_some_and(|c| c.starts_with('+')),
            "the change is shown: {change}"
        );
        let history = page
            .js("return document.querySelectorAll('[data-testid=puzzle-history] li').length;")
            .await?;
        ensure!(history == 1, "one attempt in the history: {history}");
        let help = page
            .js("return !!document.querySelector('[data-testid=puzzle-rating-help]');")
            .await?;
        ensure!(
            help == false,
            "the explanation goes once there is a history"
        );
        let words = said(page).await?;
        ensure!(
            words.contains("Right") && words.contains("Solved") && words.contains("Your rating"),
            "announced: {words}"
        );
        page.screenshot("puzzle-solved-desktop").await?;
        axe(page, "the puzzle trainer").await?;
        // The next puzzle is another one, to solve afresh.
        page.click_testid("puzzle-next").await?;
        page.wait_until(
            "another puzzle",
            &format!(
                "const p = document.querySelector('[data-testid=puzzle]');\
                 return p.dataset.id !== '{}' && p.dataset.state === 'solving';",
                row.id
            ),
            Duration::from_secs(10),
        )
        .await?;
        Ok(())
    })
    .await;
}

/// Days from 1970-01-01 to a Gregorian date.
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
    era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468
}

/// SplitMix64's finaliser, as the daily-puzzle rule in `docs/puzzles.md` names it.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// A legal move of the solver that is not the solution's first and does
/// not mate (so it cannot be accepted as another mate).
fn wrong_move(row: &Row) -> String {
    let pos = Position::from_fen(&row.fen).expect("a shipped FEN");
    pos.legal_moves()
        .iter()
        .copied()
        .find(|&m| {
            let mut p = pos.clone();
            p.do_move(m);
            m.to_string() != row.line[0] && p.has_legal_move()
        })
        .expect("a wrong move")
        .to_string()
}

#[tokio::test]
async fn a_wrong_move_fails_is_taken_back_and_the_rating_survives_a_reload() {
    scenario("puzzle-wrong", PHONE, async |page| {
        let row = pick("mate:2", "w");
        open_puzzle(page, &row).await?;
        let before = rating(page).await?;
        listen(page).await?;
        page.play(&wrong_move(&row)).await?;
        wait_state(page, "failed").await?;
        // The wrong move is taken back.
        wait_fen(page, "the puzzle's position again", &placement(&row.fen)).await?;
        let failed = rating(page).await?;
        ensure!(
            failed < before,
            "a failure lowers the rating: {before} → {failed}"
        );
        let words = said(page).await?;
        ensure!(words.contains("Not the move"), "announced: {words}");
        page.screenshot("puzzle-failed-phone").await?;
        // Saved: the same rating and the same failed puzzle after a reload.
        page.reload().await?;
        wait_fen(page, "the puzzle after the reload", &placement(&row.fen)).await?;
        ensure!(panel(page, "id").await? == row.id, "the same puzzle");
        ensure!(rating(page).await? == failed, "the rating is kept");
        ensure!(panel(page, "state").await? == "failed", "still failed");
        // It can still be finished, and stays failed (rated once).
        play_line(page, &row, 0).await?;
        ensure!(panel(page, "done").await? == "true", "finished");
        ensure!(panel(page, "state").await? == "failed", "counted as failed");
        ensure!(rating(page).await? == failed, "not rated twice");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_hint_shows_the_piece_then_the_move_and_the_solution_plays_out() {
    scenario("puzzle-hint", DESKTOP, async |page| {
        let row = pick("mate:2", "w");
        open_puzzle(page, &row).await?;
        let first = &row.line[0];
        page.click_testid("puzzle-hint").await?;
        page.wait_until(
            "the piece highlighted",
            &format!(
                "return document.querySelector('[data-testid=puzzle]').dataset.hint === 'piece' \
                   && !!document.querySelector('[data-testid=board] .selected-mark') \
                   && !!document.querySelector('[data-testid=board] [data-target={}]');",
                &first[2..]
            ),
            Duration::from_secs(5),
        )
        .await?;
        ensure!(panel(page, "state").await? == "solving", "the piece alone fails nothing");
        page.click_testid("puzzle-hint").await?;
        page.wait_until(
            "the move shown",
            &format!("return !!document.querySelector('[data-testid=board] .arrow[data-arrow={first}]');"),
            Duration::from_secs(5),
        )
        .await?;
        ensure!(panel(page, "hint").await? == "move", "the second hint");
        ensure!(panel(page, "state").await? == "failed", "the move shown fails");
        page.screenshot("puzzle-hint-desktop").await?;
        // The solution plays the whole line by itself.
        page.click_testid("puzzle-solution").await?;
        wait_fen(page, "the line's end", &after(&row.fen, &row.line)).await?;
        page.wait_until(
            "the end",
            "return document.querySelector('[data-testid=puzzle]').dataset.done === 'true';",
            Duration::from_secs(10),
        )
        .await?;
        ensure!(panel(page, "state").await? == "failed", "the solution shown fails");
        // Analyse: the puzzle's moves on the analysis board.
        page.click_testid("puzzle-analyse").await?;
        page.wait_until(
            "the analysis board",
            "return !!document.querySelector('[data-testid=analysis]');",
            Duration::from_secs(20),
        )
        .await?;
        wait_fen(page, "the analysed position", &after(&row.fen, &row.line)).await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn links_open_a_puzzle_or_the_next_and_the_game_has_a_way_in() {
    scenario("puzzle-links", DESKTOP, async |page| {
        page.open("/?mode=puzzle&id=ffffffffffff").await?;
        page.wait_until(
            "a message and another puzzle",
            "const p = document.querySelector('[data-testid=puzzle]');\
             const n = document.querySelector('[data-testid=notice]');\
             return !!p && /^[0-9a-f]{12}$/.test(p.dataset.id || '') && !!n \
               && n.textContent.includes('ffffffffffff');",
            Duration::from_secs(20),
        )
        .await?;
        ensure!(panel(page, "id").await? != "ffffffffffff", "another puzzle");
        // The goal filter: the next puzzle is a mate in 1.
        choose(page, "puzzle-goal", "mate1").await?;
        let mates: Vec<String> = collection()
            .into_iter()
            .filter(|r| r.kind == "mate:1")
            .map(|r| r.id)
            .collect();
        page.wait_until(
            "a mate in 1",
            &format!(
                "return {}.includes(document.querySelector('[data-testid=puzzle]').dataset.id);",
                serde_json::to_string(&mates)?
            ),
            Duration::from_secs(10),
        )
        .await?;
        // The daily puzzle follows the documented rule for today's date.
        let today = page
            .js("const d = new Date(); return [d.getFullYear(), d.getMonth() + 1, d.getDate()];")
            .await?;
        let [y, m, d]: [i64; 3] = serde_json::from_value(today)?;
        let all = collection();
        let expected = &all[(mix(days_from_civil(y, m, d) as u64) % all.len() as u64) as usize].id;
        page.click_testid("puzzle-daily").await?;
        page.wait_until(
            "the daily puzzle",
            &format!(
                "return document.querySelector('[data-testid=puzzle]').dataset.id === '{expected}';"
            ),
            Duration::from_secs(10),
        )
        .await?;
        // From the game: the tools row's button, in Chinese.
        page.open("/").await?;
        page.wait_until(
            "the game",
            "return !!document.querySelector('[data-testid=menu]');",
            Duration::from_secs(20),
        )
        .await?;
        choose(page, "lang-switch", "zh").await?;
        page.click_testid("puzzles").await?;
        page.wait_until(
            "the trainer in Chinese",
            "const t = document.querySelector('[data-testid=puzzle-task]');\
             return !!t && t.textContent.startsWith('找出') && document.documentElement.lang === 'zh-CN';",
            Duration::from_secs(20),
        )
        .await?;
        page.screenshot("puzzle-zh-desktop").await?;
        axe(page, "the puzzle trainer in Chinese").await?;
        // Back to the game.
        page.click_testid("puzzle-close").await?;
        page.wait_until(
            "the game",
            "return !!document.querySelector('[data-testid=menu]') && !document.querySelector('[data-testid=puzzle]');",
            Duration::from_secs(20),
        )
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn corrupt_progress_is_set_aside_with_a_message() {
    scenario("puzzle-corrupt", DESKTOP, async |page| {
        page.before_load("localStorage.setItem('xiangqi.v1.puzzles', '{not json');")
            .await?;
        page.open("/?mode=puzzle").await?;
        page.wait_until(
            "a message and a puzzle",
            "const p = document.querySelector('[data-testid=puzzle]');\
             const n = document.querySelector('[data-testid=notice]');\
             return !!p && !!p.dataset.id && !!n && n.textContent.includes('set aside');",
            Duration::from_secs(20),
        )
        .await?;
        ensure!(
            rating(page).await? == 1000,
            "a fresh start, as a new player"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_broken_collection_is_explained_and_the_game_stays_reachable() {
    scenario("puzzle-broken-file", DESKTOP, async |page| {
        page.server.override_file(
            "puzzles/puzzles.txt",
            b"#xiangqi-puzzles 1\nnot\ta puzzle\n".to_vec(),
        );
        page.open("/?mode=puzzle").await?;
        page.wait_until(
            "the reason, with a way to try again",
            "const t = document.querySelector('.trainer-task');\
             return !!t && t.textContent.includes('line 2') \
               && !!document.querySelector('[data-testid=puzzle-retry]');",
            Duration::from_secs(20),
        )
        .await?;
        ensure!(
            panel(page, "id").await?.is_empty(),
            "no puzzle from a broken file"
        );
        // The game is still a button away.
        page.click_testid("puzzle-close").await?;
        page.wait_until(
            "the game",
            "return !!document.querySelector('[data-testid=menu]');",
            Duration::from_secs(20),
        )
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_trainer_works_offline_after_one_visit() {
    scenario("puzzle-offline", PHONE, async |page| {
        let row = pick("mate:1", "w");
        page.open("/?mode=puzzle").await?;
        page.wait_until(
            "the trainer controlled by the service worker",
            "return !!navigator.serviceWorker && !!navigator.serviceWorker.controller \
               && !!document.querySelector('[data-testid=puzzle]')?.dataset.id;",
            Duration::from_secs(30),
        )
        .await?;
        page.server.stop();
        open_puzzle(page, &row)
            .await
            .context("the trainer did not load offline")?;
        play_line(page, &row, 0).await?;
        wait_state(page, "solved").await?;
        Ok(())
    })
    .await;
}

/// The trainer at a size: every control in view across, at least 44 px
/// tall on a touch screen, the board whole, and screenshots.
async fn fits(page: &Page, name: &str, touch: bool) -> Result<()> {
    page.cdp(
        "Emulation.setTouchEmulationEnabled",
        json!({ "enabled": touch, "maxTouchPoints": 5 }),
    )
    .await?;
    let row = pick("mate:2", "b");
    open_puzzle(page, &row).await?;
    let min = if touch { 43.5 } else { 0.0 };
    let small = page
        .js(&format!(
            "return [...document.querySelectorAll('.trainer button, .trainer select')]\
               .filter(e => e.offsetParent !== null)\
               .map(e => [e.dataset.testid || e.textContent.trim(), e.getBoundingClientRect()])\
               .filter(([, r]) => r.height < {min} || r.left < -0.5 || r.right > innerWidth + 0.5)\
               .map(([n]) => n);"
        ))
        .await?;
    ensure!(
        small == json!([]),
        "controls too small or cut off at {name}: {small}"
    );
    let fit = page
        .js(
            "const r = document.querySelector('[data-testid=board]').getBoundingClientRect();\
             return r.width > 240 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5 \
               && document.documentElement.scrollWidth <= innerWidth;",
        )
        .await?;
    ensure!(
        fit == json!(true),
        "the board or the page does not fit at {name}"
    );
    page.screenshot(&format!("puzzle-{name}")).await?;
    page.js("document.querySelector('.trainer-panel').scrollTop = 1e6; return true;")
        .await?;
    page.screenshot(&format!("puzzle-{name}-end")).await?;
    Ok(())
}

#[tokio::test]
async fn the_trainer_fits_phones_tablets_and_desktops() {
    let sizes = [
        (
            "phone-360",
            Viewport {
                width: 360,
                height: 740,
            },
            true,
        ),
        ("phone", PHONE, true),
        ("tablet", TABLET, true),
        (
            "tablet-landscape",
            Viewport {
                width: 1180,
                height: 820,
            },
            true,
        ),
        ("desktop", DESKTOP, false),
    ];
    for (name, viewport, touch) in sizes {
        scenario(&format!("puzzle-fit-{name}"), viewport, async |page| {
            fits(page, name, touch).await
        })
        .await;
    }
}

/// The arrow keys that take the board's cursor from `from` to `to` (ICCS
/// points) when Red is at the bottom.
pub(crate) fn arrows(from: &str, to: &str) -> Vec<fantoccini::key::Key> {
    use fantoccini::key::Key;
    let at = |s: &str| {
        let b = s.as_bytes();
        (i32::from(b[0] - b'a'), i32::from(b[1] - b'0'))
    };
    let ((f0, r0), (f1, r1)) = (at(from), at(to));
    let across = if f1 > f0 { Key::Right } else { Key::Left };
    let up = if r1 > r0 { Key::Up } else { Key::Down };
    std::iter::repeat_n(across, (f1 - f0).unsigned_abs() as usize)
        .chain(std::iter::repeat_n(up, (r1 - r0).unsigned_abs() as usize))
        .collect()
}

/// Presses and releases a letter key on whatever has the focus.
async fn type_key(page: &Page, c: char) -> Result<()> {
    use fantoccini::actions::{InputSource, KeyAction, KeyActions};
    let actions = KeyActions::new("letters".into())
        .then(KeyAction::Down { value: c })
        .then(KeyAction::Up { value: c });
    page.client.perform_actions(actions).await?;
    page.client.release_actions().await?;
    Ok(())
}

#[tokio::test]
async fn a_puzzle_is_solved_with_the_keyboard_alone() {
    use fantoccini::key::Key;
    scenario("puzzle-keyboard", DESKTOP, async |page| {
        let row = pick("mate:1", "w");
        open_puzzle(page, &row).await?;
        listen(page).await?;
        page.js("document.querySelector('[data-testid=board]').focus(); return true;")
            .await?;
        let m = &row.line[0];
        // The cursor starts at the middle of the bottom edge, e0.
        let mut keys = arrows("e0", &m[..2]);
        keys.push(Key::Enter);
        keys.extend(arrows(&m[..2], &m[2..]));
        keys.push(Key::Enter);
        crate::a11y::press(page, &keys).await?;
        wait_state(page, "solved").await?;
        let words = said(page).await?;
        ensure!(words.contains("Solved"), "announced: {words}");
        // N: the next puzzle; H: its first hint.
        type_key(page, 'n').await?;
        page.wait_until(
            "the next puzzle",
            &format!(
                "const p = document.querySelector('[data-testid=puzzle]');\
                 return p.dataset.id !== '{}' && p.dataset.state === 'solving';",
                row.id
            ),
            Duration::from_secs(10),
        )
        .await?;
        type_key(page, 'h').await?;
        page.wait_until(
            "the hint",
            "return document.querySelector('[data-testid=puzzle]').dataset.hint === 'piece';",
            Duration::from_secs(5),
        )
        .await?;
        Ok(())
    })
    .await;
}

/// Two tabs of the app each solve a puzzle: both solves count, in the
/// stored progress and in each tab's next save.
#[tokio::test]
async fn two_tabs_each_solve_a_puzzle_and_both_count() {
    scenario("puzzle-two-tabs", DESKTOP, async |page| {
        let ones: Vec<Row> = collection()
            .into_iter()
            .filter(|r| r.kind == "mate:1" && r.fen.split(' ').nth(1) == Some("w"))
            .take(2)
            .collect();
        ensure!(ones.len() == 2, "two mates in one are shipped");
        page.open("/").await?;
        let first = page.client.window().await?;
        let second = page.client.new_window(true).await?.handle;
        open_puzzle(page, &ones[0]).await?;
        page.client.switch_to_window(second).await?;
        open_puzzle(page, &ones[1]).await?;
        play_line(page, &ones[1], 0).await?;
        wait_state(page, "solved").await?;
        page.client.switch_to_window(first).await?;
        play_line(page, &ones[0], 0).await?;
        wait_state(page, "solved").await?;
        let mut ids = vec![ones[0].id.clone(), ones[1].id.clone()];
        ids.sort();
        let attempts = |p: &serde_json::Value| {
            let mut solved: Vec<String> = p["data"]["history"]
                .as_array()
                .map(|h| {
                    h.iter()
                        .filter_map(|e| e["id"].as_str().map(String::from))
                        .collect()
                })
                .unwrap_or_default();
            solved.sort();
            solved
        };
        let kept = page
            .wait_for_record("progress", "puzzles", |p| attempts(p) == ids)
            .await
            .context("both tabs' attempts kept")?;
        ensure!(attempts(&kept) == ids, "the stored attempts: {kept}");
        Ok(())
    })
    .await;
}
