//! Pass-and-play face to face, and games lost on time.

use std::time::Duration;

use anyhow::{ensure, Result};

use crate::harness::{scenario, Page, DESKTOP, PHONE, TABLET};
use crate::steps::{clock, new_game, touch_move};

async fn wait_running(page: &Page, color: &str) -> Result<()> {
    page.wait_until(
        &format!("{color}'s clock to run"),
        &format!(
            "const c = document.querySelector('[data-testid=clock-{color}]');\
             return !!c && c.dataset.running === 'true';"
        ),
        Duration::from_secs(5),
    )
    .await
}

#[tokio::test]
async fn a_face_to_face_game_on_a_tablet() {
    scenario("face-to-face", TABLET, async |page| {
        page.open("/").await?;
        new_game(page, "human", Some("3+2"), true).await?;
        // Black's characters, clock and buttons face the top of the screen;
        // Red's do not, and the board stays put.
        let turned = page
            .js("const t = s => document.querySelector(s)?.getAttribute('transform');\
                 const strip = document.querySelector('[data-testid=player-black]');\
                 return [t('[data-piece=k] .piece-face'), t('[data-piece=K] .piece-face'),\
                   getComputedStyle(strip).transform,\
                   !!strip.querySelector('[data-testid=clock-black]'),\
                   !!strip.querySelector('[data-testid=undo-black]'),\
                   getComputedStyle(document.querySelector('[data-testid=player-red]')).transform];")
            .await?;
        ensure!(turned[0] == "rotate(180)", "Black's general is not turned: {turned}");
        ensure!(turned[1].is_null(), "Red's general is turned: {turned}");
        ensure!(
            turned[2].as_str().is_some_and(|t| t.starts_with("matrix(-1")),
            "Black's strip is not turned: {turned}"
        );
        ensure!(turned[3] == true && turned[4] == true, "Black's clock or buttons are missing: {turned}");
        ensure!(turned[5] == "none", "Red's strip is turned: {turned}");
        wait_running(page, "red").await?;
        ensure!(!clock(page, "black").await?.0, "both clocks run");
        touch_move(page, "h2e2").await?;
        wait_running(page, "black").await?;
        ensure!(!clock(page, "red").await?.0, "Red's clock still runs after Red's move");
        touch_move(page, "h9g7").await?;
        wait_running(page, "red").await?;
        ensure!(!clock(page, "black").await?.0, "Black's clock still runs after Black's move");
        ensure!(page.moves().await? == ["h2e2", "h9g7"], "moves {:?}", page.moves().await?);
        // Face to face nothing in the shared panel acts for one player:
        // no shared takeback, flip, draw offer or resignation.
        let shared = page
            .js("return ['undo', 'flip', 'offer-draw', 'resign', 'hint', 'new-game']\
                   .filter(id => document.querySelector(`[data-testid=${id}]`));")
            .await?;
        ensure!(shared == serde_json::json!([]), "the shared panel acts for a player: {shared}");
        // Black asks to take back its move; the question is in Red's seat,
        // and only Red answers it. Black may withdraw it from its own seat.
        page.click_testid("undo-black").await?;
        page.element("[data-testid=player-red] [data-testid=accept-takeback]").await?;
        ensure!(
            page.js("return !document.querySelector('[data-testid=player-black] [data-testid=accept-takeback]') \
                       && !!document.querySelector('[data-testid=player-black] [data-testid=withdraw-takeback]') \
                       && !document.querySelector('.overlay');")
                .await?
                == true,
            "the takeback request is not put to Red alone"
        );
        page.click_testid("decline-takeback").await?;
        ensure!(page.moves().await? == ["h2e2", "h9g7"], "a declined takeback took moves back");
        // Black asks again and Red agrees: Black's move is taken back.
        page.click_testid("undo-black").await?;
        page.click_testid("accept-takeback").await?;
        page.wait_until(
            "Black's move to be taken back",
            "return document.querySelectorAll('[data-testid=move]').length === 1;",
            Duration::from_secs(5),
        )
        .await?;
        touch_move(page, "h9g7").await?;
        wait_running(page, "red").await?;
        // Red offers a draw in Red's turn; it goes with Red's move, and
        // Black answers in Black's own seat, turned towards Black.
        page.click_testid("offer-draw-red").await?;
        page.click_testid("confirm").await?;
        touch_move(page, "h0g2").await?;
        let offer = page
            .js("const d = document.querySelector('[data-testid=player-black] [data-testid=draw-offer]');\
                 return d && [d.dataset.by, !!d.querySelector('[data-testid=accept-draw]'),\
                   !document.querySelector('[data-testid=player-red] [data-testid=accept-draw]'),\
                   d.getBoundingClientRect().bottom < innerHeight / 2];")
            .await?;
        ensure!(offer[0] == "red", "no offer by Red is shown in Black's seat: {offer}");
        ensure!(offer[1] == true && offer[2] == true, "Black alone cannot answer: {offer}");
        ensure!(offer[3] == true, "Black's answer is not on Black's half: {offer}");
        page.screenshot("face-to-face-tablet").await?;
        page.click_testid("decline-draw").await?;
        ensure!(
            page.js("return document.querySelector('[data-testid=draw-offer]') === null;")
                .await?
                == true,
            "the declined offer is still shown"
        );
        // A pause is Black's to end when Black made it.
        page.click_testid("pause-black").await?;
        ensure!(
            !clock(page, "red").await?.0 && !clock(page, "black").await?.0,
            "a clock runs while paused"
        );
        ensure!(
            page.js("return document.querySelector('[data-testid=pause-red]').disabled;").await? == true,
            "Red can end Black's pause"
        );
        page.click_testid("pause-black").await?;
        wait_running(page, "black").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn black_loses_on_time_with_an_increment() {
    scenario("flag-increment", DESKTOP, async |page| {
        page.open("/").await?;
        new_game(page, "human", Some("3s+1s"), false).await?;
        page.play("h2e2").await?;
        wait_running(page, "black").await?;
        // Under 10 s the clock shows tenths.
        let (_, _, text) = clock(page, "black").await?;
        ensure!(text.contains('.'), "the clock does not show tenths: {text}");
        page.screenshot("clock-low-desktop").await?;
        page.wait_until(
            "Black's flag to fall",
            "return document.querySelector('[data-testid=status]').dataset.reason === 'timeout';",
            Duration::from_secs(10),
        )
        .await?;
        let (outcome, reason) = page.result().await?;
        ensure!(outcome.as_deref() == Some("red"), "outcome {outcome:?}");
        ensure!(reason.as_deref() == Some("timeout"), "reason {reason:?}");
        let (running, black_ms, _) = clock(page, "black").await?;
        ensure!(
            !running && black_ms == 0,
            "Black's clock: running {running}, {black_ms} ms"
        );
        ensure!(
            !clock(page, "red").await?.0,
            "Red's clock runs after the game"
        );
        page.screenshot("flag-increment-desktop").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn red_loses_on_time_in_byo_yomi() {
    scenario("flag-byoyomi", PHONE, async |page| {
        page.open("/").await?;
        new_game(page, "human", Some("1s 2x1s"), false).await?;
        // Main time runs out, then the periods are counted down.
        page.wait_until(
            "the byo-yomi periods",
            "const c = document.querySelector('[data-testid=clock-red]');\
             return !!c && c.textContent.includes('×');",
            Duration::from_secs(5),
        )
        .await?;
        page.screenshot("byoyomi-phone").await?;
        page.wait_until(
            "Red's flag to fall",
            "return document.querySelector('[data-testid=status]').dataset.reason === 'timeout';",
            Duration::from_secs(10),
        )
        .await?;
        let (outcome, _) = page.result().await?;
        ensure!(outcome.as_deref() == Some("black"), "outcome {outcome:?}");
        // The finished game is in the history.
        page.click_testid("game-over-close").await?;
        page.click_testid("history").await?;
        // Past games load on their first opening.
        page.element("[data-testid=history-open]").await?;
        let result = page
            .js("return document.querySelector('[data-testid=history-open]')?.dataset.result;")
            .await?;
        ensure!(result == "0-1", "history shows {result}");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_rule_books_controls_from_a_link() {
    scenario("tc-link", TABLET, async |page| {
        // Moves in time with a per-move limit: the clock counts the moves
        // left to the control and shows the move's own countdown.
        page.open("/?opponent=human&tc=40%2F90%2C%2030%2C%2060%20s%2Fmove").await?;
        let move_clock = page
            .js("const m = document.querySelector('[data-testid=move-clock-red]');\
                 return m ? Number(m.dataset.moveMs) : -1;")
            .await?;
        ensure!(
            move_clock.as_f64().is_some_and(|ms| ms > 50_000.0 && ms <= 60_000.0),
            "Red's move countdown reads {move_clock}"
        );
        let moves_to_go = |color: &str| {
            format!("return document.querySelector('[data-testid=clock-{color}]')?.dataset.movesToGo ?? null;")
        };
        ensure!(page.js(&moves_to_go("red")).await? == "40", "Red's moves to go");
        touch_move(page, "h2e2").await?;
        wait_running(page, "black").await?;
        ensure!(page.js(&moves_to_go("red")).await? == "39", "Red's moves to go after a move");

        // A text the app cannot read: the usual start, with a message.
        page.open("/?opponent=human&tc=soon").await?;
        let notice = page
            .js("return document.querySelector('[data-testid=notice]')?.textContent ?? '';")
            .await?;
        ensure!(
            notice.as_str().is_some_and(|n| n.contains("soon")),
            "no message names the bad time control: {notice}"
        );

        // A per-move limit: Red moves at once, Black never does and loses.
        page.open("/?opponent=human&tc=10%20s%2Fmove").await?;
        wait_running(page, "red").await?;
        touch_move(page, "h2e2").await?;
        wait_running(page, "black").await?;
        // With only a per-move limit, the clock counts the move down.
        let (_, countdown, _) = clock(page, "black").await?;
        ensure!(
            countdown > 5_000 && countdown <= 10_000,
            "Black's move countdown reads {countdown}"
        );
        page.screenshot("per-move-clock-tablet").await?;
        let (outcome, reason) = page.wait_for_result(Duration::from_secs(15)).await?;
        ensure!(outcome.as_deref() == Some("red"), "outcome {outcome:?}");
        ensure!(reason.as_deref() == Some("timeout"), "reason {reason:?}");
        Ok(())
    })
    .await;
}

/// Both seats of a face-to-face game have the same labelled, touch-sized
/// buttons, their own status (the result too) and their own pause, and
/// the file numbers on Black's edge are turned to Black; in both of the
/// tablet's orientations.
#[tokio::test]
async fn both_seats_are_equal_face_to_face() {
    let landscape = crate::harness::Viewport {
        width: 1180,
        height: 820,
    };
    for (name, viewport) in [("portrait", TABLET), ("landscape", landscape)] {
        scenario(&format!("seats-{name}"), viewport, async |page| {
            page.open("/").await?;
            new_game(page, "human", Some("3+2"), true).await?;
            let sizes = page
                .js("return ['red', 'black'].flatMap(c => ['undo', 'offer-draw', 'resign', 'pause']\
                       .map(id => document.querySelector(`[data-testid=${id}-${c}]`))\
                       .map(b => b ? [b.getBoundingClientRect().width, b.getBoundingClientRect().height, b.textContent.trim().length] : null));")
                .await?;
            let sizes = sizes.as_array().cloned().unwrap_or_default();
            ensure!(sizes.len() == 8 && sizes.iter().all(|b| !b.is_null()), "a seat lacks a button: {sizes:?}");
            for b in &sizes {
                let (w, h, label) = (b[0].as_f64().unwrap_or(0.0), b[1].as_f64().unwrap_or(0.0), b[2].as_u64().unwrap_or(0));
                ensure!(w >= 44.0 && h >= 44.0, "a seat button is {w}×{h} in {name}");
                ensure!(label > 1, "a seat button has no label: {sizes:?}");
            }
            let turned = page
                .js("const l = document.querySelector('.file-label.black');\
                     return l.getAttribute('transform') || '';")
                .await?;
            ensure!(turned.as_str().is_some_and(|t| t.starts_with("rotate(180")), "Black's file numbers face Red: {turned}");
            // Black pauses from Black's seat; both seats read it.
            page.click_testid("pause-black").await?;
            page.wait_until(
                "both seats to show the pause",
                "return ['red', 'black'].every(c => document.querySelector(`[data-testid=seat-status-${c}]`).textContent.length > 0);",
                Duration::from_secs(5),
            )
            .await?;
            page.click_testid("pause-black").await?;
            wait_running(page, "red").await?;
            // Red resigns from Red's seat: Black's seat shows the result too.
            page.click_testid("resign-red").await?;
            page.click_testid("confirm").await?;
            page.wait_for_result(Duration::from_secs(5)).await?;
            let results = page
                .js("return ['red', 'black'].map(c => document.querySelector(`[data-testid=seat-status-${c}]`).textContent);")
                .await?;
            ensure!(
                results[0] == results[1] && results[0].as_str().is_some_and(|t| !t.is_empty()),
                "both seats read the result: {results}"
            );
            let clipped = page
                .js("return ['red', 'black'].map(c => document.querySelector(`[data-testid=seat-status-${c}]`))\
                       .filter(e => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)\
                       .map(e => e.textContent);")
                .await?;
            ensure!(clipped.as_array().is_some_and(Vec::is_empty), "a seat's result is cut short: {clipped}");
            // The end dialog has a part turned to Black, which Black can close.
            let far = page
                .js("const f = document.querySelector('[data-testid=game-over-black]');\
                     return f ? [getComputedStyle(f).transform, f.textContent.includes(document.querySelector('[data-testid=result-text]').textContent)] : null;")
                .await?;
            ensure!(
                far[0].as_str().is_some_and(|t| t.starts_with("matrix(-1")) && far[1] == true,
                "the end dialog has no part turned to Black: {far}"
            );
            page.screenshot(&format!("seats-{name}-tablet")).await?;
            page.click_testid("game-over-close-black").await?;
            page.wait_until(
                "Black to close the end dialog",
                "return !document.querySelector('[data-testid=dialog-game-over]');",
                Duration::from_secs(5),
            )
            .await?;
            Ok(())
        })
        .await;
    }
}
