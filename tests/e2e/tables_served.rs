//! Endgame tables a host serves beside the app (`tables/index.txt` and the
//! table files, see `xiangqi_tablebase::ServedIndex`): the worker
//! downloads the table of a guarded ending (an attacking piece with its own
//! advisor) or of two attacking pieces the first time the analysis board
//! shows one, checks it against the index and keeps it; a file that does
//! not hold the ending the index names is refused, and the ending is
//! solved in the browser instead.

use std::time::Duration;

use anyhow::{ensure, Context, Result};
use xiangqi_tablebase::{Material, ServedIndex, Tablebase, Task};

use crate::harness::{scenario, Page, TABLET};

/// A soldier with an advisor against a bare general: small, so a host
/// without tables still gets it solved in the browser.
const ENDING: &str = "KPA-K";

/// Downloading or solving takes moments; generous for a loaded machine.
const WAIT: Duration = Duration::from_secs(90);

/// Two soldiers against a bare general.
const TWO_ATTACKERS: &str = "KPP-K";

/// The guarded ending's table solved natively, a won position and its
/// distance.
fn solved() -> Result<(Tablebase, Material, String, u32)> {
    solved_ending(ENDING)
}

/// `ending`'s table solved natively, a won position and its distance.
fn solved_ending(ending: &str) -> Result<(Tablebase, Material, String, u32)> {
    let m: Material = ending.parse().map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut tb = Tablebase::new();
    tb.build(m, &mut |_, _| {})?;
    let pos = tb
        .practice_position(m, Task::Win, 3)
        .context("a won position")?;
    let mate = tb
        .probe(&pos)
        .and_then(|p| p.moves_to_mate)
        .context("a distance")?;
    Ok((tb, m, pos.to_fen(), mate))
}

/// Opens the analysis board at `fen` and reads the verdict shown:
/// `[result, mate]`.
async fn verdict_shown(page: &Page, fen: &str) -> Result<(String, String)> {
    page.open(&format!("/?mode=analysis&fen={}", fen.replace(' ', "%20")))
        .await?;
    page.wait_until(
        "the table's verdict",
        "return !!document.querySelector('[data-testid=tablebase]');",
        WAIT,
    )
    .await?;
    let shown = page
        .js(
            "const t = document.querySelector('[data-testid=tablebase]');\
             return [t.dataset.result, t.dataset.mate];",
        )
        .await?;
    Ok((
        shown[0].as_str().unwrap_or_default().to_string(),
        shown[1].as_str().unwrap_or_default().to_string(),
    ))
}

fn requested(page: &Page, path: &str) -> bool {
    page.server.requests().iter().any(|r| r.ends_with(path))
}

/// Serves `m`'s table from `tb` with an index listing it alone.
fn serve(page: &Page, tb: &Tablebase, m: Material) -> Result<()> {
    let file = tb.table(m).context("the table")?.to_bytes();
    let index = ServedIndex::of_files([(m, file.as_slice())]);
    page.server
        .override_file("tables/index.txt", index.to_text().into_bytes());
    page.server.override_file(&format!("tables/{m}.xqtb"), file);
    Ok(())
}

/// Checks that the analysis board at `fen` shows the win in `mate` and
/// that `ending`'s table was downloaded for it.
async fn shown_and_downloaded(page: &Page, fen: &str, mate: u32, ending: &str) -> Result<()> {
    let (result, shown_mate) = verdict_shown(page, fen).await?;
    ensure!(result == "win", "result {result}");
    ensure!(
        shown_mate == mate.to_string(),
        "mate {shown_mate}, the table says {mate}"
    );
    ensure!(
        requested(page, &format!("/tables/{ending}.xqtb")),
        "the table was not downloaded: {:?}",
        page.server.requests()
    );
    Ok(())
}

#[tokio::test]
async fn a_served_table_is_downloaded_checked_and_kept() {
    scenario("tables-served", TABLET, async |page| {
        let (tb, m, fen, mate) = solved()?;
        serve(page, &tb, m)?;
        shown_and_downloaded(page, &fen, mate, ENDING).await?;
        // Kept on the device for the next visit.
        let kept = format!(
            "for (const name of (await caches.keys()).filter(n => n.startsWith('xiangqi-tables-'))) {{\
               const cache = await caches.open(name);\
               if ((await cache.keys()).some(r => r.url.endsWith('tables/{ENDING}.xqtb'))) return true;\
             }}\
             return false;"
        );
        let deadline = std::time::Instant::now() + WAIT;
        while page.js_async(&kept).await? != serde_json::Value::Bool(true) {
            ensure!(std::time::Instant::now() < deadline, "the table was not kept");
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        // The engine's lines come from a worker of their own, started
        // afresh at every position: it reads the kept table, so that at a
        // drawn position (the soldier on the last rank) it says a draw
        // where a search alone would count the extra soldier.
        let drawn = "P3k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1";
        let probe = xiangqi::Position::from_fen(drawn)
            .ok()
            .and_then(|p| tb.probe(&p))
            .context("the table covers the drawn position")?;
        ensure!(probe.result == xiangqi_tablebase::Wdl::Draw, "{probe:?}");
        page.open(&format!("/?mode=analysis&fen={}", drawn.replace(' ', "%20")))
            .await?;
        page.wait_until(
            "the engine's line with the table's draw",
            "const l = document.querySelector('[data-testid=analysis-line]');\
             return !!l && l.dataset.score === 'cp 0';",
            WAIT,
        )
        .await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_served_table_of_two_attacking_pieces_is_downloaded_and_used() {
    scenario("tables-served-two-attackers", TABLET, async |page| {
        let (tb, m, fen, mate) = solved_ending(TWO_ATTACKERS)?;
        serve(page, &tb, m)?;
        shown_and_downloaded(page, &fen, mate, TWO_ATTACKERS).await?;
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_served_file_of_another_ending_is_refused() {
    scenario("tables-served-refused", TABLET, async |page| {
        let (tb, m, fen, mate) = solved()?;
        // The soldier's table without the advisor, listed (with its own
        // length and hash) under the guarded ending's name.
        let other: Material = "KP-K".parse().map_err(|e| anyhow::anyhow!("{e}"))?;
        let wrong = tb.table(other).context("KP-K's table")?.to_bytes();
        let index = ServedIndex::parse(
            &ServedIndex::of_files([(other, wrong.as_slice())])
                .to_text()
                .replace("KP-K ", &format!("{ENDING} ")),
        )
        .map_err(|e| anyhow::anyhow!("{e}"))?;
        ensure!(index.get(m).is_some(), "the index lists {ENDING}");
        page.server
            .override_file("tables/index.txt", index.to_text().into_bytes());
        page.server
            .override_file(&format!("tables/{ENDING}.xqtb"), wrong);
        // Refused, so solved in the browser: the verdict is still the
        // ending's own.
        let (result, shown_mate) = verdict_shown(page, &fen).await?;
        ensure!(
            requested(page, &format!("/tables/{ENDING}.xqtb")),
            "the file was not asked for: {:?}",
            page.server.requests()
        );
        ensure!(result == "win", "result {result}");
        ensure!(
            shown_mate == mate.to_string(),
            "mate {shown_mate}, the table says {mate}"
        );
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_slow_download_shows_and_can_be_stopped() {
    scenario("tables-served-stopped", TABLET, async |page| {
        let (tb, m, fen, _) = solved()?;
        serve(page, &tb, m)?;
        page.server
            .delay_file(&format!("tables/{ENDING}.xqtb"), Duration::from_secs(30));
        page.open(&format!("/?mode=analysis&fen={}", fen.replace(' ', "%20")))
            .await?;
        page.wait_until(
            "the download shown",
            "const d = document.querySelector('[data-testid=tablebase-downloading]');\
             return !!d && d.textContent.includes('{ENDING}') && !!d.querySelector('progress');"
                .replace("{ENDING}", ENDING)
                .as_str(),
            WAIT,
        )
        .await?;
        page.screenshot("tables-downloading-tablet").await?;
        page.click_testid("tablebase-stop").await?;
        page.wait_until(
            "the download gone, no verdict",
            "return !document.querySelector('[data-testid=tablebase-downloading]')\
               && !document.querySelector('[data-testid=tablebase]');",
            Duration::from_secs(5),
        )
        .await?;
        Ok(())
    })
    .await;
}
