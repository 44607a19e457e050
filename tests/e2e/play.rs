//! Playing as a user: taps, drags, takebacks, game ends, and the AI.

use std::time::Duration;

use anyhow::{ensure, Context, Result};
use fantoccini::actions::{InputSource, PointerAction, TouchActions};
use fantoccini::Locator;
use xiangqi::{Move, Position};

use crate::harness::{scenario, Page, DESKTOP, PHONE, TABLET};

const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

fn position(fen: &str) -> Result<Position> {
    Position::from_fen(fen).map_err(|e| anyhow::anyhow!("bad FEN {fen}: {e}"))
}

/// The legal-target markers on the board.
async fn targets(page: &Page) -> Result<Vec<String>> {
    let v = page
        .js("return [...document.querySelectorAll('[data-target]')].map(e => e.dataset.target).sort();")
        .await?;
    Ok(serde_json::from_value(v)?)
}

#[tokio::test]
async fn a_short_game_against_level_1_with_clicks() {
    scenario("game-vs-level-1", DESKTOP, async |page| {
        page.open("/?opponent=ai&side=red&level=1").await?;
        for turn in 0..6 {
            let before = position(&page.fen().await?)?;
            // Pick a legal move that avoids giving up material for nothing:
            // prefer captures, else the first quiet move of a varied list.
            let legal = before.legal_moves();
            let m = legal
                .iter()
                .copied()
                .find(|&m| before.is_capture(m))
                .unwrap_or(legal[(turn * 7) % legal.len()]);
            page.tap(&m.from.to_string()).await?;
            let mut expected: Vec<String> = before
                .legal_targets(m.from)
                .iter()
                .map(|s| s.to_string())
                .collect();
            expected.sort();
            ensure!(
                targets(page).await? == expected,
                "markers differ from the legal targets of {}",
                m.from
            );
            page.tap(&m.to.to_string()).await?;
            let after_ours = before.play(m)?;
            let plies = 2 * (turn + 1);
            page.wait_for_plies(plies, Duration::from_secs(30)).await?;
            let moves = page.moves().await?;
            ensure!(
                moves.len() == plies,
                "expected {plies} moves, list has {moves:?}"
            );
            ensure!(
                moves[plies - 2] == m.to_string(),
                "our move is not in the list"
            );
            let reply: Move = moves[plies - 1].parse().context("AI move")?;
            ensure!(
                after_ours.is_legal(reply),
                "the AI played an illegal move {reply}"
            );
            let expected_fen = after_ours.play(reply)?.to_fen();
            let fen = page.fen().await?;
            ensure!(
                fen.split(' ').next() == expected_fen.split(' ').next(),
                "board {fen} does not show the AI's move {reply}"
            );
            if page.result().await?.0.is_some() {
                break;
            }
        }
        page.screenshot("game-desktop").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_piece_is_dragged_with_a_finger_on_a_tablet() {
    scenario("touch-drag", TABLET, async |page| {
        page.open("/?opponent=human").await?;
        page.js(
            "window.__pointerTypes = []; document.addEventListener('pointerdown', \
             e => window.__pointerTypes.push(e.pointerType), true); return true;",
        )
        .await?;
        let cannon = page.square("h2").await?;
        let target = page.square("e2").await?;
        let finger = TouchActions::new("finger".into())
            .then(PointerAction::MoveToElement {
                element: cannon,
                duration: None,
                x: 0.0,
                y: 0.0,
            })
            .then(PointerAction::Down { button: 0 })
            .then(PointerAction::MoveBy {
                duration: Some(Duration::from_millis(150)),
                x: -30.0,
                y: 0.0,
            })
            .then(PointerAction::MoveToElement {
                element: target,
                duration: Some(Duration::from_millis(250)),
                x: 0.0,
                y: 0.0,
            })
            .then(PointerAction::Up { button: 0 });
        page.client.perform_actions(finger).await?;
        page.wait_until(
            "the cannon to land on e2",
            "return !!document.querySelector('[data-piece=C][data-square=e2]');",
            Duration::from_secs(5),
        )
        .await?;
        let types = page.js("return window.__pointerTypes;").await?;
        ensure!(
            types
                .as_array()
                .is_some_and(|t| t.iter().any(|x| x == "touch")),
            "no touch pointer events: {types}"
        );
        ensure!(page.moves().await? == ["h2e2"], "move list is not [h2e2]");
        let scroll = page.js("return [scrollX, scrollY];").await?;
        ensure!(
            scroll == serde_json::json!([0, 0]),
            "the page scrolled: {scroll}"
        );
        page.screenshot("touch-tablet").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn an_illegal_move_is_refused_and_changes_nothing() {
    scenario("illegal-move", PHONE, async |page| {
        page.open("/?opponent=human").await?;
        page.tap("h0").await?;
        ensure!(targets(page).await? == ["g2", "i2"], "horse targets");
        page.tap("h4").await?;
        ensure!(page.fen().await? == START_FEN, "the position changed");
        page.wait_until(
            "a refusal mark",
            "return !!document.querySelector('[data-refused=h4]') \
             && !!document.querySelector('[data-testid=notice]');",
            Duration::from_secs(2),
        )
        .await?;
        ensure!(page.moves().await?.is_empty(), "a move was recorded");
        ensure!(
            targets(page).await? == ["g2", "i2"],
            "the horse is no longer selected"
        );
        page.screenshot("illegal-phone").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn takeback_hint_and_resignation() {
    scenario("takeback", DESKTOP, async |page| {
        page.open("/?opponent=ai&side=red&level=1").await?;
        page.play("h2e2").await?;
        page.wait_for_plies(2, Duration::from_secs(30)).await?;
        page.click_testid("undo").await?;
        page.wait_until(
            "the start position",
            &format!(
                "return document.querySelector('[data-testid=board]').dataset.fen === '{START_FEN}' \
                 && document.querySelectorAll('[data-testid=move]').length === 0;"
            ),
            Duration::from_secs(5),
        )
        .await?;
        // A hint is drawn as an arrow.
        page.click_testid("hint").await?;
        page.wait_until(
            "the hint arrow",
            "return !!document.querySelector('[data-arrow]');",
            Duration::from_secs(20),
        )
        .await?;
        // Resigning asks first, then ends the game.
        page.click_testid("resign").await?;
        page.click_testid("confirm").await?;
        let (outcome, reason) = page.result().await?;
        ensure!(outcome.as_deref() == Some("black"), "outcome {outcome:?}");
        ensure!(reason.as_deref() == Some("resignation"), "reason {reason:?}");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn checkmate_from_a_link_in_one_move() {
    scenario("checkmate-link", PHONE, async |page| {
        page.open("/?fen=4k4/R8/9/9/9/9/9/9/9/1R1K5%20w&opponent=human")
            .await?;
        page.play("b0b9").await?;
        let (outcome, reason) = page.wait_for_result(Duration::from_secs(5)).await?;
        ensure!(outcome.as_deref() == Some("red"), "outcome {outcome:?}");
        ensure!(reason.as_deref() == Some("checkmate"), "reason {reason:?}");
        let text = page
            .client
            .find(Locator::Css("[data-testid=result-text]"))
            .await?
            .text()
            .await?;
        ensure!(
            text.contains("checkmate") || text.contains("将死"),
            "the dialog says {text:?}"
        );
        ensure!(
            page.js("return !!document.querySelector('[data-culprit=b9]');")
                .await?
                == true,
            "the mating chariot is not highlighted"
        );
        // The result stands: no take-back, and no playing on from a mate.
        ensure!(
            page.js("return document.querySelector('[data-testid=play-on]') === null;")
                .await?
                == true,
            "a mated position is offered to play on"
        );
        page.screenshot("checkmate-phone").await?;
        page.click_testid("game-over-close").await?;
        ensure!(
            page.js("return document.querySelector('[data-testid=undo]').disabled;")
                .await?
                == true,
            "Take back is on after the mate"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_position_without_attackers_from_a_link_is_drawn_at_once() {
    scenario("dead-position-link", DESKTOP, async |page| {
        page.open("/?fen=3ak4/9/4b4/9/9/9/9/4B4/9/3AKA3%20w&opponent=human")
            .await?;
        let (outcome, reason) = page.wait_for_result(Duration::from_secs(5)).await?;
        ensure!(outcome.as_deref() == Some("draw"), "outcome {outcome:?}");
        ensure!(
            reason.as_deref() == Some("insufficient-material"),
            "reason {reason:?}"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn perpetual_check_is_judged_a_loss() {
    scenario("perpetual-check", TABLET, async |page| {
        page.open("/?fen=4k4/9/9/9/9/5R3/9/9/9/3K5%20w&opponent=human")
            .await?;
        let cycle = ["f4e4", "e9f9", "e4f4", "f9e9"];
        for (i, m) in cycle.iter().enumerate() {
            page.play(m).await?;
            page.wait_for_plies(i + 1, Duration::from_secs(5)).await?;
        }
        // Twice round: Red is warned, in the status line both players see
        // and hear, before the third time loses.
        let warned = page
            .js("const s = document.querySelector('[data-testid=status]');\
                 return [s.dataset.warning ?? null, s.textContent];")
            .await?;
        ensure!(
            warned[0] == "perpetual-check"
                && warned[1]
                    .as_str()
                    .is_some_and(|t| t.contains("once more loses")),
            "no warning before the loss: {warned}"
        );
        page.screenshot("perpetual-warning-tablet").await?;
        for (i, m) in cycle.iter().enumerate() {
            page.play(m).await?;
            page.wait_for_plies(cycle.len() + i + 1, Duration::from_secs(5))
                .await?;
        }
        let (outcome, reason) = page.wait_for_result(Duration::from_secs(5)).await?;
        ensure!(outcome.as_deref() == Some("black"), "outcome {outcome:?}");
        ensure!(
            reason.as_deref() == Some("perpetual-check"),
            "reason {reason:?}"
        );
        ensure!(
            page.js("return !!document.querySelector('[data-culprit=f4]');")
                .await?
                == true,
            "the checking chariot is not highlighted"
        );
        page.screenshot("perpetual-check-tablet").await?;
        // The finished game stays reviewable.
        page.click_testid("game-over-close").await?;
        page.click_testid("first").await?;
        let fen = page.fen().await?;
        ensure!(fen.starts_with("4k4/9/9/9/9/5R3"), "review shows {fen}");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_page_stays_responsive_while_the_top_level_thinks() {
    scenario("responsive", DESKTOP, async |page| {
        let top = xiangqi_engine::levels().len();
        page.open(&format!("/?opponent=ai&side=red&level={top}")).await?;
        page.js("window.__marks = [['play', performance.now()]]; return 1;").await?;
        page.play("h2e2").await?;
        page.js("window.__marks.push(['played', performance.now()]); return 1;").await?;
        page.wait_until(
            "the AI to think",
            "return !!document.querySelector('[data-testid=status]').dataset.thinking;",
            Duration::from_secs(5),
        )
        .await?;
        // From here on the AI is thinking: every main-thread task longer
        // than 50 ms (a "long task") is recorded.
        page.js(
            "window.__longest = 0; window.__longTasks = 0; \
             new PerformanceObserver(list => { for (const e of list.getEntries()) { \
               window.__longTasks++; window.__longest = Math.max(window.__longest, e.duration); \
               window.__entries = (window.__entries || []).concat([[e.startTime, e.duration, performance.now()]]); } \
             }).observe({type: 'longtask'}); \
             window.__marks.push(['observing', performance.now()]); return true;",
        )
        .await?;
        // The page answers while the AI thinks: flip the board twice, step back.
        for expected in ["black", "red"] {
            page.js("window.__marks.push(['flip', performance.now()]); return 1;").await?;
            page.click_testid("flip").await?;
            page.wait_until(
                "the board to flip",
                &format!(
                    "return document.querySelector('[data-testid=board]').dataset.orientation === '{expected}';"
                ),
                Duration::from_secs(1),
            )
            .await?;
        }
        let still_thinking = page
            .js("return !!document.querySelector('[data-testid=status]').dataset.thinking;")
            .await?;
        ensure!(still_thinking == true, "the AI answered too fast to measure");
        let thinking_since = std::time::Instant::now();
        page.wait_for_plies(2, Duration::from_secs(60)).await?;
        println!(
            "the top level answered after about {:.1} s",
            thinking_since.elapsed().as_secs_f64()
        );
        let longest = page.js("return window.__longest;").await?;
        let count = page.js("return window.__longTasks;").await?;
        let entries = page.js("return [window.__entries || [], window.__marks || []];").await?;
        println!("entries {entries}");
        println!("long tasks while the top level thought: {count}, longest {longest} ms");
        ensure!(count == 0, "{count} long tasks, the longest {longest} ms");
        Ok(())
    })
    .await;
}

/// Makes the first AI worker "crash" (an `error` event, no answer) on its
/// first search; later workers are untouched.
const CRASH_FIRST_WORKER: &str = r#"
(() => {
  const Real = window.Worker;
  let made = 0;
  window.Worker = function (url, options) {
    const w = new Real(url, options);
    if (made++ === 0) {
      const post = w.postMessage.bind(w);
      w.postMessage = (m) => {
        if (String(m).startsWith('{"search":')) {
          setTimeout(() => {
            w.terminate();
            w.dispatchEvent(new ErrorEvent('error', { message: 'simulated crash' }));
          }, 50);
        } else {
          post(m);
        }
      };
    }
    return w;
  };
})();
"#;

#[tokio::test]
async fn a_crashed_ai_worker_is_restarted_and_the_game_goes_on() {
    scenario("worker-crash", PHONE, async |page| {
        page.before_load(CRASH_FIRST_WORKER).await?;
        page.open("/?opponent=ai&side=red&level=1").await?;
        page.play("h2e2").await?;
        page.wait_until(
            "a notice about the restart",
            "const n = document.querySelector('[data-testid=notice]'); \
             return !!n && /restarted|重新启动/.test(n.textContent);",
            Duration::from_secs(10),
        )
        .await?;
        page.wait_for_plies(2, Duration::from_secs(30)).await?;
        let moves = page.moves().await?;
        ensure!(moves[0] == "h2e2", "our move was lost: {moves:?}");
        page.screenshot("worker-crash-phone").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_new_game_dialog_sets_up_a_game_as_black() {
    scenario("new-game-dialog", DESKTOP, async |page| {
        page.open("/?opponent=ai&side=red&level=1").await?;
        page.click_testid("engine-toggle").await?;
        page.click_testid("new-game").await?;
        page.click_testid("side-black").await?;
        page.screenshot("new-game-dialog-desktop").await?;
        page.click_testid("start").await?;
        page.wait_until(
            "the board to turn to Black",
            "return document.querySelector('[data-testid=board]').dataset.orientation === 'black';",
            Duration::from_secs(5),
        )
        .await?;
        // The AI plays Red's first move, the engine panel shows its search.
        page.wait_for_plies(1, Duration::from_secs(30)).await?;
        page.wait_until(
            "the engine panel",
            "return !!document.querySelector('[data-testid=engine-depth]');",
            Duration::from_secs(5),
        )
        .await?;
        page.screenshot("ai-first-desktop").await?;
        Ok(())
    })
    .await;
}

/// The new-game dialog says what the chosen level does and how long it
/// thinks: the top level's time follows the time control.
#[tokio::test]
async fn the_level_chooser_says_how_each_level_thinks() {
    scenario("level-note", DESKTOP, async |page| {
        page.open("/").await?;
        crate::steps::choose(page, "lang-switch", "en").await?;
        page.click_testid("new-game").await?;
        page.click_testid("opponent-ai").await?;
        crate::steps::choose(page, "level", "8").await?;
        // Unlimited: the last preset, just before "custom".
        page.js("const s = document.querySelector('[data-testid=time-control]');\
                 s.selectedIndex = s.options.length - 2; s.dispatchEvent(new Event('change'));")
            .await?;
        let note = "return document.querySelector('[data-testid=level-note]').textContent;";
        let untimed = page.js(note).await?;
        ensure!(
            untimed.as_str().is_some_and(|t| t.contains("6 s a move")),
            "the top level without a clock: {untimed}"
        );
        crate::steps::choose(page, "time-control", "custom").await?;
        crate::steps::fill(page, "time-custom", "3+2").await?;
        let timed = page.js(note).await?;
        ensure!(
            timed.as_str().is_some_and(|t| t.contains("clock")),
            "the top level on a clock: {timed}"
        );
        crate::steps::choose(page, "level", "3").await?;
        let three = page.js(note).await?;
        ensure!(
            three.as_str().is_some_and(|t| t.contains("3 half-moves") && t.contains("on purpose")),
            "level 3: {three}"
        );
        // Each level's place on the ladder's Elo scale, in the note and in
        // the chooser itself.
        let elo = xiangqi_engine::level_by_number(3).map(|l| l.elo).unwrap_or(0);
        ensure!(
            three.as_str().is_some_and(|t| t.contains(&format!("about {elo} Elo"))),
            "level 3's rating in its note: {three}"
        );
        let option = page
            .js("const s = document.querySelector('[data-testid=level]');\
                 return s.options[s.selectedIndex].textContent;")
            .await?;
        ensure!(
            option.as_str().is_some_and(|t| t.ends_with(&format!("· {elo}"))),
            "level 3's rating in the chooser: {option}"
        );
        let described = page
            .js("return document.querySelector('[data-testid=level]').getAttribute('aria-describedby');")
            .await?;
        ensure!(described == "level-note", "the note describes the chooser: {described}");
        page.screenshot("level-note-desktop").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_bad_link_opens_the_normal_start_with_a_message() {
    scenario("bad-link", PHONE, async |page| {
        page.open("/?fen=rnbakabnr/9/9%20w&level=99").await?;
        let notice = page
            .client
            .find(Locator::Css("[data-testid=notice]"))
            .await
            .context("no message about the bad link")?
            .text()
            .await?;
        ensure!(
            notice.contains("not valid") || notice.contains("无效"),
            "the message says {notice:?}"
        );
        ensure!(
            page.fen().await? == START_FEN,
            "the start position is not shown"
        );
        Ok(())
    })
    .await;
}
