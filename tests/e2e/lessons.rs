//! The lessons (`?mode=learn`): a new visitor chooses "learn" on the
//! welcome, finds every point the chariot reaches (a wrong tap is
//! explained), collects the soldiers, and finds the lesson done after a
//! reload; a mate lesson is finished against the AI's defence; the menu
//! reaches the lessons.

use std::time::Duration;

use anyhow::{ensure, Context, Result};
use xiangqi::{Move, Position};

use crate::harness::{scenario, Page, DESKTOP, PHONE};

/// An attribute of the lesson panel.
async fn lesson(page: &Page, name: &str) -> Result<String> {
    let v = page
        .js(&format!(
            "const p = document.querySelector('[data-testid=lesson]');\
             return p ? (p.dataset['{name}'] || '') : '';"
        ))
        .await?;
    Ok(v.as_str().unwrap_or_default().to_string())
}

async fn wait_step(page: &Page, step: &str) -> Result<()> {
    page.wait_until(
        &format!("the step {step}"),
        &format!(
            "const p = document.querySelector('[data-testid=lesson]');\
             return !!p && p.dataset.step === '{step}';"
        ),
        Duration::from_secs(20),
    )
    .await
}

async fn feedback(page: &Page) -> Result<String> {
    let v = page
        .js("return document.querySelector('[data-testid=lesson-feedback]').textContent;")
        .await?;
    Ok(v.as_str().unwrap_or_default().to_string())
}

async fn open_lesson(page: &Page, id: &str) -> Result<()> {
    page.wait_until(
        "the list of lessons",
        "return !!document.querySelector('[data-testid=lesson-list] [data-testid=lesson-item]');",
        Duration::from_secs(20),
    )
    .await?;
    page.element(&format!("[data-testid=lesson-item][data-id={id}]"))
        .await?
        .click()
        .await?;
    page.wait_until(
        "the lesson on screen",
        &format!(
            "const p = document.querySelector('[data-testid=lesson]');\
             return !!p && p.dataset.id === '{id}' && !!document.querySelector('[data-testid=board] .point');"
        ),
        Duration::from_secs(10),
    )
    .await
}

#[tokio::test]
async fn a_new_visitor_learns_the_chariot_and_finds_it_done_after_a_reload() {
    scenario("lessons-first", PHONE, async |page| {
        page.open("/").await?;
        page.js("sessionStorage.setItem('e2e-first-visit', 'clear');")
            .await?;
        page.reload().await?;
        page.wait_until(
            "the welcome",
            "return !!document.querySelector('[data-testid=welcome-learn]');",
            Duration::from_secs(10),
        )
        .await?;
        page.click_testid("welcome-learn").await?;
        open_lesson(page, "chariot").await?;
        ensure!(lesson(page, "state").await? == "playing", "playing at first");
        let spoken = page
            .js("return document.querySelector('[data-testid=lesson-announcer]').textContent;")
            .await?;
        ensure!(
            spoken.as_str().is_some_and(|s| s.contains("Tap every point")),
            "the task is spoken as the lesson opens: {spoken}"
        );
        page.screenshot("lesson-chariot-phone").await?;
        // A diagonal tap is explained, not just refused.
        page.tap("b1").await?;
        let why = feedback(page).await?;
        ensure!(why.contains("never diagonally"), "the refusal says why: {why}");
        for point in ["a1", "a2", "a3", "a4", "b0", "c0", "d0"] {
            page.tap(point).await?;
        }
        wait_step(page, "done").await?;
        page.click_testid("lesson-next").await?;
        wait_step(page, "playing").await?;
        for m in ["a0a4", "a4e4", "e4e6"] {
            page.play(m).await?;
        }
        wait_step(page, "done").await?;
        page.click_testid("lesson-next").await?;
        page.wait_until(
            "the lesson done",
            "const p = document.querySelector('[data-testid=lesson]');\
             return !!p && p.dataset.state === 'done';",
            Duration::from_secs(5),
        )
        .await?;
        page.click_testid("lesson-next-lesson").await?;
        ensure!(lesson(page, "id").await? != "chariot", "on to the next lesson");
        page.open("/?mode=learn").await?;
        page.reload().await?;
        page.wait_until(
            "the chariot marked done after a reload",
            "const i = document.querySelector('[data-testid=lesson-item][data-id=chariot]');\
             return !!i && i.dataset.done === 'true';",
            Duration::from_secs(20),
        )
        .await?;
        let others = page
            .js("return [...document.querySelectorAll('[data-testid=lesson-item]')].filter(i => i.dataset.done === 'true').length;")
            .await?;
        ensure!(others == 1, "only the chariot is done: {others}");
        let count = page
            .js("return document.querySelectorAll('[data-testid=lesson-item]').length;")
            .await?;
        ensure!(count.as_u64().unwrap_or(0) >= 25, "at least 25 lessons: {count}");
        page.screenshot("lesson-list-phone").await?;
        crate::a11y::axe(page, "the lessons").await?;
        Ok(())
    })
    .await;
}

/// The first step of a mate lesson that the AI defends: the lesson's id,
/// the step's number (from 0) and its position.
fn ai_mate() -> (String, usize, String) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/lessons");
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .expect("the lessons")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    names.sort();
    for path in names {
        let lesson: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).expect("a lesson")).expect("JSON");
        if lesson["part"] != "mates" {
            continue;
        }
        let steps = lesson["steps"].as_array().expect("steps");
        let first_ai = steps.iter().position(|s| s["reply"] == "ai");
        if let Some(i) = first_ai {
            // Only a lesson whose earlier steps are mates too (played here
            // the same way).
            if steps[..i].iter().all(|s| s["kind"] == "goal") {
                return (
                    lesson["id"].as_str().expect("an id").to_string(),
                    i,
                    steps[i]["fen"].as_str().expect("a FEN").to_string(),
                );
            }
        }
    }
    panic!("no mate lesson with an AI defence");
}

/// A move of the side to move that mates within `n` moves whatever the
/// defence (found by the rules alone).
fn mating_move(pos: &Position, n: u32) -> Option<Move> {
    pos.legal_moves().iter().copied().find(|&m| {
        let mut after = pos.clone();
        after.do_move(m);
        if !after.has_legal_move() {
            return true;
        }
        n > 1
            && after.legal_moves().iter().all(|&reply| {
                let mut next = after.clone();
                next.do_move(reply);
                mating_move(&next, n - 1).is_some()
            })
    })
}

/// Plays the step on screen to its mate, answering the AI's replies.
async fn mate_on_screen(page: &Page) -> Result<()> {
    for _ in 0..4 {
        let fen = page.fen().await?;
        let pos = Position::from_fen(&fen).context("the board's FEN")?;
        let m = (1..=3)
            .find_map(|n| mating_move(&pos, n))
            .context("a mate from the board's position")?;
        page.play(&m.to_string()).await?;
        page.wait_until(
            "the move answered or the mate",
            &format!(
                "const p = document.querySelector('[data-testid=lesson]');\
                 const b = document.querySelector('[data-testid=board]');\
                 return p.dataset.step === 'done' || (p.dataset.step === 'playing' && b.dataset.fen !== '{fen}');"
            ),
            Duration::from_secs(30),
        )
        .await?;
        if lesson(page, "step").await? == "done" {
            return Ok(());
        }
    }
    anyhow::bail!("no mate after four moves")
}

#[tokio::test]
async fn a_mate_lesson_is_finished_against_the_ai() {
    scenario("lessons-mate", DESKTOP, async |page| {
        let (id, step, fen) = ai_mate();
        page.open("/").await?;
        page.click_testid("learn").await?;
        open_lesson(page, &id).await?;
        for _ in 0..step {
            mate_on_screen(page).await?;
            page.click_testid("lesson-next").await?;
        }
        let shown = page.fen().await?;
        ensure!(
            shown.split(' ').next() == fen.split(' ').next(),
            "the AI-defended step: {shown} vs {fen}"
        );
        mate_on_screen(page).await?;
        page.screenshot("lesson-mate-desktop").await?;
        Ok(())
    })
    .await;
}

/// The horse's task is done as its text says, going around the soldier
/// with the horse alone; a learner who runs out of moves is shown where a
/// way starts; the lesson counts as done the moment its last step is,
/// though the learner goes back to the list instead of pressing Next, and
/// after a reload.
#[tokio::test]
async fn the_horse_goes_around_and_the_lesson_is_kept_without_next() {
    scenario("lessons-kept", PHONE, async |page| {
        page.open("/?mode=learn").await?;
        open_lesson(page, "horse").await?;
        // The lesson shows which character the horse is, in both colours.
        let glyphs = page
            .js("return [...document.querySelectorAll('[data-testid=lesson-glyphs] .piece-glyph')].map(g => g.textContent).join('');")
            .await?;
        ensure!(glyphs == "马马" || glyphs == "傌馬", "the horse's characters: {glyphs}");
        let pos = Position::from_fen(&page.fen().await?)?;
        for m in pos
            .legal_moves()
            .iter()
            .filter(|m| m.from.to_string() == "e5")
        {
            page.tap(&m.to.to_string()).await?;
        }
        wait_step(page, "done").await?;
        page.click_testid("lesson-next").await?;
        wait_step(page, "playing").await?;
        // Four moves that miss: out of moves, and a way is shown.
        for m in ["b0a2", "a2b4", "b4a2", "a2b0"] {
            page.play(m).await?;
        }
        page.wait_until(
            "out of moves",
            "return document.querySelector('[data-testid=lesson]')?.dataset.step === 'failed';",
            Duration::from_secs(5),
        )
        .await?;
        let said = feedback(page).await?;
        ensure!(said.contains("starts with"), "a way is shown: {said}");
        page.screenshot("lesson-horse-out-of-moves-phone").await?;
        page.click_testid("lesson-retry").await?;
        wait_step(page, "playing").await?;
        for m in ["b0c2", "c2e1", "e1f3", "f3d4"] {
            page.play(m).await?;
        }
        wait_step(page, "done").await?;
        // Back to the list, not Next: the lesson is done all the same.
        page.click_testid("lesson-list-back").await?;
        let horse_done =
            "const i = document.querySelector('[data-testid=lesson-item][data-id=horse]');\
             return !!i && i.dataset.done === 'true';";
        page.wait_until(
            "the horse done in the list",
            horse_done,
            Duration::from_secs(10),
        )
        .await?;
        page.reload().await?;
        page.wait_until(
            "the horse done after a reload",
            horse_done,
            Duration::from_secs(20),
        )
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_lesson_is_done_with_the_keyboard_alone() {
    use fantoccini::key::Key;
    scenario("lessons-keyboard", DESKTOP, async |page| {
        page.open("/?mode=learn&id=chariot").await?;
        page.wait_until(
            "the lesson",
            "return !!document.querySelector('[data-testid=lesson]') && !!document.querySelector('[data-testid=board] .point');",
            Duration::from_secs(20),
        )
        .await?;
        page.js("document.querySelector('[data-testid=board]').focus(); return true;")
            .await?;
        // The cursor starts on the piece picked up (the chariot on a0);
        // Enter taps the point under it.
        let mut keys = Vec::new();
        let mut at = "a0";
        for point in ["a1", "a2", "a3", "a4", "b0", "c0", "d0"] {
            keys.extend(crate::puzzles::arrows(at, point));
            keys.push(Key::Enter);
            at = point;
        }
        crate::a11y::press(page, &keys).await?;
        wait_step(page, "done").await?;
        let spoken = page
            .js("return document.querySelector('[data-testid=lesson-announcer]').textContent;")
            .await?;
        ensure!(
            spoken.as_str().is_some_and(|s| s.contains("every point")),
            "the last point found is spoken: {spoken}"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_lessons_speak_chinese_when_the_app_does() {
    scenario("lessons-zh", crate::harness::PHONE, async |page| {
        page.open("/").await?;
        crate::steps::choose(page, "lang-switch", "zh").await?;
        page.element("html[lang=zh-CN]").await?;
        page.open("/?mode=learn").await?;
        let latin = page
            .js(
                "const t = document.querySelector('[data-testid=lesson-list]').innerText;\
                 return (t.match(/[A-Za-z]{3,}/g) || []).join(' ');",
            )
            .await?;
        ensure!(latin == "", "English words in the Chinese list: {latin}");
        open_lesson(page, "horse").await?;
        let latin = page
            .js(
                "const t = document.querySelector('[data-testid=lesson]').innerText;\
                 return (t.match(/[A-Za-z]{3,}/g) || []).join(' ');",
            )
            .await?;
        ensure!(latin == "", "English words in a Chinese lesson: {latin}");
        page.screenshot("lesson-horse-phone-zh").await?;
        Ok(())
    })
    .await;
}
