//! The player's data moved to their other device over a direct
//! connection: two browsers with storage of their own, paired by codes as
//! two phones are; every game, lesson and setting of one reaches the
//! other and merges there; each keeps what it had; a sender that sends
//! what it did not announce changes nothing.

use std::time::Duration;

use anyhow::{ensure, Result};

use crate::friend::fill;
use crate::harness::{scenario_pair, Page, PHONE};
use crate::keeping::{finish_a_game, listed, seed_old_history};

/// The code the transfer screen shows, once it starts with `prefix`.
async fn transfer_code(page: &Page, prefix: &str) -> Result<String> {
    page.wait_until(
        &format!("a code starting {prefix}"),
        &format!(
            "const c = document.querySelector('[data-testid=transfer-code]');\
             return !!c && c.value.startsWith('{prefix}');"
        ),
        Duration::from_secs(20),
    )
    .await?;
    let code = page
        .js("return document.querySelector('[data-testid=transfer-code]').value;")
        .await?;
    Ok(code.as_str().unwrap_or_default().to_string())
}

/// The transfer screen's step, once it is `step`: `[done, total, games]`.
async fn reaches(page: &Page, step: &str) -> Result<serde_json::Value> {
    page.wait_until(
        &format!("the transfer at {step}"),
        &format!(
            "return document.querySelector('[data-testid=transfer]')?.dataset.step === '{step}';"
        ),
        Duration::from_secs(60),
    )
    .await?;
    page.js(
        "const t = document.querySelector('[data-testid=transfer]').dataset;\
         const r = document.querySelector('[data-testid=transfer-result]');\
         return [Number(t.done), Number(t.total), r ? Number(r.dataset.games) : -1];",
    )
    .await
}

/// Pairs `from` (sending) and `to` (receiving), both on the transfer
/// screen, through the codes a player copies across.
async fn pair(from: &Page, to: &Page) -> Result<()> {
    from.click_testid("transfer-send").await?;
    let offer = transfer_code(from, "XQ1D").await?;
    from.screenshot("transfer-offer-phone").await?;
    to.click_testid("transfer-receive").await?;
    fill(to, "transfer-paste", &offer).await?;
    to.click_testid("transfer-join").await?;
    let answer = transfer_code(to, "XQ1R").await?;
    to.screenshot("transfer-answer-phone").await?;
    fill(from, "transfer-answer", &answer).await?;
    from.click_testid("transfer-connect").await
}

/// The lessons a device has done, as stored, once there are some.
async fn lessons_done(page: &Page) -> Result<String> {
    let kept = page
        .wait_for_record("progress", "lessons", |v| !v.is_null())
        .await?;
    Ok(kept["data"]["done"].to_string())
}

/// What a browser without WebRTC says on the transfer screen: a plain
/// sentence that names the way that works (a backup file), no button
/// that does nothing.
async fn says_use_a_file(page: &Page) -> Result<()> {
    page.open("/?mode=friend&part=transfer").await?;
    let seen = page
        .js("const n = document.querySelector('[data-testid=transfer-unavailable]');\
             return [n ? n.textContent : '', !!document.querySelector('[data-testid=transfer-send]'),\
               !!document.querySelector('[data-testid=transfer-receive]')];")
        .await?;
    ensure!(
        seen[0]
            .as_str()
            .is_some_and(|t| t.contains("WebRTC") && t.contains("Save all my data")),
        "the transfer screen says why and what to do: {seen}"
    );
    ensure!(
        seen[1] == false && seen[2] == false,
        "no button that does nothing: {seen}"
    );
    Ok(())
}

#[tokio::test]
async fn a_browser_without_webrtc_is_told_to_move_the_data_by_file() {
    crate::harness::scenario("transfer-no-webrtc", PHONE, async |page| {
        page.before_load("delete window.RTCPeerConnection;").await?;
        says_use_a_file(page).await
    })
    .await;
}

#[tokio::test]
async fn all_of_one_devices_data_reaches_the_other_or_what_this_browser_lacks() {
    scenario_pair("transfer", PHONE, async |old, new| {
        // The old phone: 150 games of the previous release and two
        // lessons done.
        seed_old_history(old, 150).await?;
        old.open("/").await?;
        if !crate::friend::has_webrtc(old).await? {
            return says_use_a_file(old).await;
        }
        old.js("localStorage.setItem('xiangqi.v1.lessons', JSON.stringify({version: 1, data: {done: ['chariot', 'horse']}})); return true;")
            .await?;
        // Moved into the database at the next start.
        old.reload().await?;
        ensure!(listed(old, 150).await? == 150, "the old phone's games");
        // The new phone: a game of its own.
        finish_a_game(new).await?;

        // The menu's "Your data" leads to the transfer on the old phone;
        // the friend screen does on the new one.
        old.click_testid("close").await?;
        old.open_menu().await?;
        old.click_testid("menu-transfer").await?;
        old.element("[data-testid=transfer-send]").await?;
        new.open("/?mode=friend").await?;
        new.click_testid("transfer-open").await?;
        new.element("[data-testid=transfer-receive]").await?;
        pair(old, new).await?;

        let received = reaches(new, "received").await?;
        let sent = reaches(old, "sent").await?;
        new.screenshot("transfer-received-phone").await?;
        old.screenshot("transfer-sent-phone").await?;
        let total = received[1].as_u64().unwrap_or(0);
        ensure!(total > 1, "the data came in parts: {received}");
        ensure!(received[0] == received[1], "every part arrived: {received}");
        ensure!(received[2] == 150, "the new phone added 150 games: {received}");
        ensure!(sent[2] == 150, "the old phone is told 150 games: {sent}");
        ensure!(sent[1] == received[1], "both count the same parts: {sent} {received}");

        // The new phone has everything, and kept its own game.
        ensure!(lessons_done(new).await? == r#"["chariot","horse"]"#, "the lessons arrived");
        new.click_testid("transfer-done").await?;
        new.element("[data-testid=board]").await?;
        ensure!(listed(new, 151).await? == 151, "the new phone lists both devices' games");
        // The old phone is unchanged.
        old.click_testid("transfer-done").await?;
        old.element("[data-testid=board]").await?;
        ensure!(listed(old, 150).await? == 150, "the old phone still has its games");
        old.click_testid("close").await?;

        // A sender whose data is not what it announced (a part changed on
        // the way) is refused, and nothing changes on the receiver.
        old.open_menu().await?;
        old.click_testid("menu-transfer").await?;
        old.element("[data-testid=transfer-send]").await?;
        old.js(
            "const send = RTCDataChannel.prototype.send;\
             RTCDataChannel.prototype.send = function (text) {\
               if (typeof text === 'string' && text.startsWith('XQDATA1 part 1 ')) text = 'XQDATA1 part 1 {}';\
               return send.call(this, text);\
             };\
             return true;",
        )
        .await?;
        new.open("/?mode=friend&part=transfer").await?;
        pair(old, new).await?;
        reaches(new, "failed").await?;
        reaches(old, "failed").await?;
        let said = new
            .js("return document.querySelector('[data-testid=transfer-error]').textContent;")
            .await?;
        ensure!(
            said.as_str().unwrap_or_default().contains("nothing was changed"),
            "the receiver says what happened: {said}"
        );
        new.open("/").await?;
        ensure!(listed(new, 151).await? == 151, "the refused data changed nothing");
        Ok(())
    })
    .await;
}
