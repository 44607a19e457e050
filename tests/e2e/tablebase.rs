//! Endgame tables in the browser: a face-to-face game that reaches a
//! drawn ending is drawn at once as the rule book says; the analysis board
//! shows a won ending's verdict with its distance; the AI converts a won
//! ending against any defence; the endgame trainer records a win and a
//! failure. The tables the scenarios consult to choose their moves are
//! solved natively here, from the same crate the worker uses.

use std::time::Duration;

use anyhow::{bail, ensure, Context, Result};
use xiangqi::{Move, Position};
use xiangqi_tablebase::{Material, Tablebase, Task, Wdl};

use crate::harness::{scenario, Page, DESKTOP, PHONE, TABLET};
use crate::steps::new_game;

/// Solving in the browser's worker takes a few seconds at most for these
/// endings; generous for a loaded machine.
const SOLVING: Duration = Duration::from_secs(90);

fn solved(ending: &str) -> Result<(Tablebase, Material)> {
    let m: Material = ending.parse().map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut tb = Tablebase::new();
    tb.build(m, &mut |_, _| {})?;
    Ok((tb, m))
}

/// A won KR-KAA position, Red to move, and its distance to mate.
fn won_chariot_position(tb: &Tablebase, m: Material) -> Result<(String, u32)> {
    let pos = tb
        .practice_position(m, Task::Win, 5)
        .context("a won position")?;
    let mate = tb
        .probe(&pos)
        .and_then(|p| p.moves_to_mate)
        .context("a distance")?;
    Ok((pos.to_fen(), mate))
}

fn url_fen(fen: &str) -> String {
    fen.replace(' ', "%20")
}

async fn board_position(page: &Page) -> Result<Position> {
    let fen = page.fen().await?;
    Position::from_fen(&fen).map_err(|e| anyhow::anyhow!("the board's FEN {fen}: {e}"))
}

#[tokio::test]
async fn a_face_to_face_game_that_reaches_a_drawn_ending_is_drawn_at_once() {
    scenario("theoretical-draw", TABLET, async |page| {
        page.open("/").await?;
        new_game(page, "human", None, true).await?;
        // Red's general takes the soldier that checks it: a lone cannon
        // is left, which cannot win.
        page.open("/?fen=3k5/9/9/9/9/C8/9/9/4p4/4K4%20w&opponent=human")
            .await?;
        let face_to_face = page
            .js("return getComputedStyle(document.querySelector('[data-testid=player-black]')).transform;")
            .await?;
        ensure!(
            face_to_face.as_str().is_some_and(|t| t.starts_with("matrix(-1")),
            "not face to face: {face_to_face}"
        );
        ensure!(page.result().await?.0.is_none(), "over before a move");
        page.play("e0e1").await?;
        let (outcome, reason) = page.wait_for_result(SOLVING).await?;
        ensure!(outcome.as_deref() == Some("draw"), "outcome {outcome:?}");
        ensure!(
            reason.as_deref() == Some("theoretical-draw"),
            "reason {reason:?}"
        );
        page.wait_until(
            "the game-over dialog",
            "return !!document.querySelector('[data-testid=result-text]');",
            Duration::from_secs(30),
        )
        .await?;
        let text = page
            .js("return document.querySelector('[data-testid=result-text]').textContent;")
            .await?;
        ensure!(
            text.as_str().is_some_and(|t| t.contains("cannot be won")),
            "the dialog says {text}"
        );
        page.screenshot("theoretical-draw-face-to-face-tablet").await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_analysis_board_shows_a_won_endings_verdict_and_each_moves() {
    scenario("tablebase-analysis", TABLET, async |page| {
        let (tb, m) = solved("KR-KAA")?;
        let (fen, mate) = won_chariot_position(&tb, m)?;
        page.open(&format!("/?mode=analysis&fen={}", url_fen(&fen)))
            .await?;
        page.wait_until(
            "the table's verdict",
            "return !!document.querySelector('[data-testid=tablebase]');",
            SOLVING,
        )
        .await?;
        let shown = page
            .js(
                "const t = document.querySelector('[data-testid=tablebase]');\
                 return [t.dataset.result, t.dataset.mate, t.textContent];",
            )
            .await?;
        ensure!(shown[0] == "win", "result {shown}");
        ensure!(
            shown[1] == mate.to_string().as_str(),
            "mate {shown}, the table says {mate}"
        );
        ensure!(
            shown[2]
                .as_str()
                .is_some_and(|t| t.contains(&format!("mate in {mate}"))),
            "text {shown}"
        );
        // Each move's verdict, best first; playing the best keeps the win.
        page.click_testid("tablebase-moves").await?;
        let best = page
            .js(
                "const b = document.querySelector('[data-testid=tablebase-move]');\
                 return [b.dataset.move, b.dataset.result, b.dataset.mate];",
            )
            .await?;
        ensure!(
            best[1] == "win" && best[2] == mate.to_string().as_str(),
            "best {best}"
        );
        let pos = Position::from_fen(&fen).map_err(|e| anyhow::anyhow!("{e}"))?;
        let best_move: Move = best[0]
            .as_str()
            .context("a move")?
            .parse()
            .map_err(|_| anyhow::anyhow!("bad move"))?;
        let after = pos.play(best_move).map_err(|e| anyhow::anyhow!("{e}"))?;
        ensure!(
            tb.probe(&after).map(|p| (p.result, p.moves_to_mate))
                == Some((Wdl::Loss, Some(mate - 1))),
            "the page's best move {best_move} is not the table's"
        );
        page.screenshot("tablebase-analysis-tablet").await?;
        page.js("document.querySelector('[data-testid=tablebase-move]').click();")
            .await?;
        page.wait_until(
            "the verdict after the move",
            &format!(
                "const t = document.querySelector('[data-testid=tablebase]');\
                 return !!t && t.dataset.result === 'loss' && t.dataset.mate === '{}';",
                mate - 1
            ),
            SOLVING,
        )
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_ai_converts_a_won_ending_against_any_defence() {
    scenario("tablebase-converts", PHONE, async |page| {
        let (tb, m) = solved("KR-KAA")?;
        let (fen, mate) = won_chariot_position(&tb, m)?;
        page.open(&format!(
            "/?fen={}&opponent=ai&side=black&level=8",
            url_fen(&fen)
        ))
        .await?;
        // The defence: the first legal move each time, whatever it costs.
        let mut defended = 0;
        loop {
            page.wait_until(
                "the AI's move or the end",
                "const s = document.querySelector('[data-testid=status]');\
                 const f = document.querySelector('[data-testid=board]').dataset.fen;\
                 return !!s.dataset.outcome || f.split(' ')[1] === 'b';",
                SOLVING,
            )
            .await?;
            if page.result().await?.0.is_some() {
                break;
            }
            let pos = board_position(page).await?;
            let Some(&m) = pos.legal_moves().iter().next() else {
                bail!("Black has no move but the game goes on");
            };
            page.play(&m.to_string()).await?;
            defended += 1;
            ensure!(
                defended <= mate,
                "no mate after {defended} defending moves (the table says {mate})"
            );
        }
        let (outcome, reason) = page.result().await?;
        ensure!(
            outcome.as_deref() == Some("red"),
            "outcome {outcome:?} ({reason:?})"
        );
        page.screenshot("tablebase-converts-phone").await?;
        Ok(())
    })
    .await;
}

/// Waits for the player's turn in the trainer (or the attempt's end),
/// after the board showed `previous`.
async fn wait_turn_or_end(page: &Page, previous: &str) -> Result<String> {
    page.wait_until(
        "the player's turn or the verdict",
        &format!(
            "const e = document.querySelector('[data-testid=endgame]');\
             const f = document.querySelector('[data-testid=board]').dataset.fen;\
             return e.dataset.state !== 'playing' && e.dataset.state !== 'preparing'\
               || (e.dataset.state === 'playing' && f !== '{previous}' && f.split(' ')[1] === 'w');"
        ),
        SOLVING,
    )
    .await?;
    let state = page
        .js("return document.querySelector('[data-testid=endgame]').dataset.state;")
        .await?;
    Ok(state.as_str().unwrap_or_default().to_string())
}

/// The table's best move at `pos`.
fn table_best(tb: &Tablebase, pos: &Position) -> Result<Move> {
    tb.best_moves(pos)
        .and_then(|b| b.first().copied())
        .context("a best move")
}

/// Plays the table's best move at every turn of the trainer's ending
/// until it is won, in at most `limit` moves.
async fn win_with_best_moves(page: &Page, tb: &Tablebase, limit: usize) -> Result<()> {
    let mut state = wait_turn_or_end(page, "").await?;
    let mut moves = 0;
    while state == "playing" {
        let pos = board_position(page).await?;
        let best = table_best(tb, &pos)?;
        page.play(&best.to_string()).await?;
        moves += 1;
        ensure!(moves <= limit, "no mate after {moves} best moves");
        let after = pos.play(best).map_err(|e| anyhow::anyhow!("{e}"))?;
        state = wait_turn_or_end(page, &after.to_fen()).await?;
    }
    ensure!(state == "won", "state {state} after best play");
    Ok(())
}

/// Plays the table's best moves until a move lets the win slip, then
/// that move: the attempt fails.
async fn throw_the_win(page: &Page, tb: &Tablebase) -> Result<()> {
    let mut state = wait_turn_or_end(page, "").await?;
    let mut threw = false;
    while state == "playing" && !threw {
        let pos = board_position(page).await?;
        let verdicts = tb.move_verdicts(&pos).context("verdicts")?;
        let (m, slip) = match verdicts.iter().find(|v| v.verdict.result != Wdl::Win) {
            Some(v) => (v.mv, true),
            None => (table_best(tb, &pos)?, false),
        };
        page.play(&m.to_string()).await?;
        threw = slip;
        let after = pos.play(m).map_err(|e| anyhow::anyhow!("{e}"))?;
        state = wait_turn_or_end(page, &after.to_fen()).await?;
    }
    ensure!(
        state == "failed",
        "state {state} after a move that throws the win"
    );
    Ok(())
}

#[tokio::test]
async fn the_endgame_trainer_records_a_win_and_a_failure() {
    scenario("endgame-trainer", PHONE, async |page| {
        let (tb, _) = solved("KR-KAA")?;
        open_list(page).await?;
        page.screenshot("endgames-list-phone").await?;
        page.js("document.querySelector('[data-testid=endgame-drill][data-id=chariot-advisors]').click();")
            .await?;
        // A win: the table's best move every time.
        win_with_best_moves(page, &tb, 12).await?;
        page.screenshot("endgame-won-phone").await?;
        // A failure: a move the table calls a draw.
        page.click_testid("endgame-again").await?;
        throw_the_win(page, &tb).await?;
        let said = page
            .js("return document.querySelector('[data-testid=endgame-status]').textContent;")
            .await?;
        ensure!(
            said.as_str().is_some_and(|t| t.contains("lets the win slip")),
            "the trainer says {said}"
        );
        page.screenshot("endgame-failed-phone").await?;
        // The record, kept across a reload.
        page.click_testid("endgame-to-list").await?;
        page.reload().await?;
        page.wait_until(
            "the record",
            "const d = document.querySelector('[data-testid=endgame-drill][data-id=chariot-advisors]');\
             return !!d && d.dataset.done === 'true' && d.textContent.includes('1 of 2');",
            Duration::from_secs(30),
        )
        .await?;
        Ok(())
    })
    .await;
}

/// Opens the trainer's list of drills, once every drill is listed.
async fn open_list(page: &Page) -> Result<()> {
    page.open("/?mode=endgames").await?;
    page.wait_until(
        "the list of endings",
        "return document.querySelectorAll('[data-testid=endgame-drill]').length === 13;",
        Duration::from_secs(30),
    )
    .await
}

/// Opens the drill `id` from the trainer's list.
async fn open_drill(page: &Page, id: &str) -> Result<()> {
    open_list(page).await?;
    page.js(&format!(
        "document.querySelector('[data-testid=endgame-drill][data-id={id}]').click();"
    ))
    .await?;
    Ok(())
}

#[tokio::test]
async fn attempts_in_two_tabs_both_count() {
    scenario("endgame-two-tabs", DESKTOP, async |page| {
        let (tb, _) = solved("KR-KAA")?;
        // Both tabs have the drill open before either attempt ends.
        let first = page.client.window().await?;
        open_drill(page, "chariot-advisors").await?;
        let second = page.client.new_window(true).await?.handle;
        page.client.switch_to_window(second.clone()).await?;
        open_drill(page, "chariot-advisors").await?;
        throw_the_win(page, &tb).await?;
        page.client.switch_to_window(first).await?;
        throw_the_win(page, &tb).await?;
        page.click_testid("endgame-to-list").await?;
        page.wait_until(
            "both attempts counted",
            "const d = document.querySelector('[data-testid=endgame-drill][data-id=chariot-advisors]');\
             return !!d && d.textContent.includes('0 of 2');",
            Duration::from_secs(10),
        )
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_game_by_link_that_reaches_a_drawn_ending_is_drawn() {
    scenario("theoretical-draw-link", PHONE, async |page| {
        page.open("/?mode=friend&game=tbdraw01&fen=3k5/9/9/9/9/C8/9/9/4p4/4K4_w")
            .await?;
        page.element("[data-testid=friend][data-state=your-move]")
            .await?;
        page.play("e0e1").await?;
        page.wait_until(
            "the game's end",
            "return !!document.querySelector('[data-testid=friend][data-state=over]');",
            SOLVING,
        )
        .await?;
        let text = page
            .js("return document.querySelector('[data-testid=friend]').textContent;")
            .await?;
        ensure!(
            text.as_str().is_some_and(|t| t.contains("cannot be won")),
            "the screen says {text}"
        );
        // The result stays with the game across a reload.
        page.reload().await?;
        page.wait_until(
            "the game's end after a reload",
            "return !!document.querySelector('[data-testid=friend][data-state=over]');",
            SOLVING,
        )
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn an_ending_is_won_with_the_keyboard_alone() {
    use fantoccini::key::Key;
    scenario("endgame-keyboard", crate::harness::DESKTOP, async |page| {
        let (tb, _) = solved("KR-K")?;
        page.open("/?mode=endgames").await?;
        page.js("document.querySelector('[data-testid=endgame-drill][data-id=chariot-bare]').focus(); return true;")
            .await?;
        crate::a11y::press(page, &[Key::Enter]).await?;
        let mut state = wait_turn_or_end(page, "").await?;
        page.js("document.querySelector('[data-testid=board]').focus(); return true;")
            .await?;
        // The board's cursor starts in the middle of Red's edge and stays
        // where the last move ended.
        let mut at = "e0".to_string();
        let mut moves = 0;
        while state == "playing" {
            let pos = board_position(page).await?;
            let best = table_best(&tb, &pos)?;
            let (from, to) = (best.from.to_string(), best.to.to_string());
            let mut keys = crate::puzzles::arrows(&at, &from);
            keys.push(Key::Enter);
            keys.extend(crate::puzzles::arrows(&from, &to));
            keys.push(Key::Enter);
            crate::a11y::press(page, &keys).await?;
            at = to;
            moves += 1;
            ensure!(moves <= 3, "no mate after {moves} moves by keyboard");
            let after = pos.play(best).map_err(|e| anyhow::anyhow!("{e}"))?;
            state = wait_turn_or_end(page, &after.to_fen()).await?;
        }
        ensure!(state == "won", "state {state}");
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_cannon_with_its_own_advisor_is_practised_and_won() {
    scenario("endgame-trainer-cannon-advisor", PHONE, async |page| {
        let (tb, _) = solved("KCA-KA")?;
        page.open("/?mode=endgames&id=cannon-advisor").await?;
        // The worker solves the ending (a few tables) before the first
        // position.
        win_with_best_moves(page, &tb, 15).await?;
        page.screenshot("endgame-cannon-advisor-won-phone").await?;
        Ok(())
    })
    .await;
}

/// A drill starts where there is something to learn: three attempts at a
/// chariot against a bare general all start at its longest mate, never at
/// a mate in one.
#[tokio::test]
async fn each_attempt_at_a_drill_starts_at_a_mate_that_teaches() {
    scenario("endgame-starts", PHONE, async |page| {
        let (tb, m) = solved("KR-K")?;
        let longest = tb.table(m).context("the table")?.stats().longest_moves();
        open_list(page).await?;
        for attempt in 1..=3 {
            page.wait_until(
                "the drill in the list",
                "return !!document.querySelector('[data-testid=endgame-drill][data-id=chariot-bare]');",
                Duration::from_secs(10),
            )
            .await?;
            page.js("document.querySelector('[data-testid=endgame-drill][data-id=chariot-bare]').click();")
                .await?;
            ensure!(wait_turn_or_end(page, "").await? == "playing", "attempt {attempt} starts");
            let pos = board_position(page).await?;
            let mate = tb.probe(&pos).and_then(|p| p.moves_to_mate);
            ensure!(
                mate == Some(longest),
                "attempt {attempt} starts at mate in {mate:?}, not {longest}: {}",
                pos.to_fen()
            );
            page.click_testid("endgame-to-list").await?;
        }
        Ok(())
    })
    .await;
}
