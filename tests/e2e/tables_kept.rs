//! Endgame tables kept on the device: an ending solved on one visit is
//! read back on the next without being solved again, and a damaged stored
//! table is refused and solved again.

use std::time::{Duration, Instant};

use anyhow::{bail, ensure, Context, Result};
use serde_json::Value;

use crate::harness::{scenario, Page, TABLET};

/// Solving a chariot against a full defence takes about 15 s in a browser
/// on a quiet machine; generous for a loaded one.
const SOLVING: Duration = Duration::from_secs(150);

/// A chariot against a full defence (KR-KAAEE), Red to move.
const FULL_DEFENCE: &str = "2bakab2/9/9/9/9/9/9/9/9/R2K5%20w";

/// Every stored table: `[address, bytes, sum of the bytes]`.
async fn kept(page: &Page) -> Result<Vec<(String, u64, u64)>> {
    let list = page
        .js_async(
            "const out = [];\
             for (const name of (await caches.keys()).filter(n => n.startsWith('xiangqi-tables-'))) {\
               const cache = await caches.open(name);\
               for (const request of await cache.keys()) {\
                 const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());\
                 out.push([request.url, bytes.length, bytes.reduce((a, b) => (a + b) % 1e9, 0)]);\
               }\
             }\
             return out;",
        )
        .await?;
    serde_json::from_value(list).context("the stored tables")
}

/// The stored table of `ending`, once it is there.
async fn wait_kept(page: &Page, ending: &str) -> Result<(String, u64, u64)> {
    let file = format!("/tables/{ending}.xqtb");
    let start = Instant::now();
    loop {
        if let Some(entry) = kept(page).await?.into_iter().find(|e| e.0.ends_with(&file)) {
            return Ok(entry);
        }
        if start.elapsed() > SOLVING {
            bail!("{ending} was not kept: {:?}", kept(page).await?);
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}

/// Waits for the verdict on the shown position, noting whether the page
/// showed the tables being solved on the way.
async fn verdict_and_whether_solved(page: &Page) -> Result<(Value, bool)> {
    let start = Instant::now();
    let mut solved = false;
    loop {
        let seen = page
            .js(
                "const t = document.querySelector('[data-testid=tablebase]');\
                 return [!!document.querySelector('[data-testid=tablebase-solving]'),\
                         t ? t.dataset.result : null];",
            )
            .await?;
        solved |= seen[0] == true;
        if !seen[1].is_null() {
            return Ok((seen[1].clone(), solved));
        }
        if start.elapsed() > SOLVING {
            bail!("no verdict within {SOLVING:?}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn tables_solved_on_one_visit_are_read_back_on_the_next_and_a_damaged_one_is_solved_again() {
    scenario("tables-kept", TABLET, async |page| {
        let analysis = format!("/?mode=analysis&fen={FULL_DEFENCE}");
        page.open(&analysis).await?;
        let (first, solved) = verdict_and_whether_solved(page).await?;
        ensure!(solved, "the first visit did not solve the ending");
        let largest = wait_kept(page, "KR-KAAEE").await?;
        let smallest = wait_kept(page, "KR-K").await?;

        // The next visit reads the tables back: the verdict comes without
        // any solving.
        page.reload().await?;
        let (again, solved) = verdict_and_whether_solved(page).await?;
        ensure!(again == first, "the verdict was {first}, now {again}");
        ensure!(!solved, "the kept tables were solved again");

        // A stored table with one byte changed is refused (its checksum
        // fails), deleted, and solved again when needed.
        page.js_async(&format!(
            "const name = (await caches.keys()).find(n => n.startsWith('xiangqi-tables-'));\
             const cache = await caches.open(name);\
             const bytes = new Uint8Array(await (await cache.match('{url}')).arrayBuffer());\
             bytes[bytes.length >> 1] ^= 0x40;\
             await cache.put('{url}', new Response(bytes));\
             return true;",
            url = smallest.0
        ))
        .await?;
        let damaged = kept(page).await?;
        ensure!(
            damaged
                .iter()
                .any(|e| e.0 == smallest.0 && e.2 != smallest.2),
            "the table was not damaged: {damaged:?}"
        );
        page.reload().await?;
        let (after, _) = verdict_and_whether_solved(page).await?;
        ensure!(after == first, "the verdict was {first}, now {after}");
        let start = Instant::now();
        loop {
            let now = kept(page).await?;
            let whole = now.contains(&smallest);
            if whole {
                ensure!(now.contains(&largest), "the largest table changed: {now:?}");
                break;
            }
            if start.elapsed() > SOLVING {
                bail!("the damaged table was not solved and kept again: {now:?}");
            }
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
        Ok(())
    })
    .await;
}
