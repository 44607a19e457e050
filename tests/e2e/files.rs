//! Game files from other programs: an XQF picked in the import dialog, a
//! Chinese PGN with a variation pasted, exported as XQF and read back, and
//! a broken file refused with the game left as it was.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{ensure, Result};
use serde_json::json;
use xiangqi::GameTree;

use crate::harness::{scenario, Page, DESKTOP, TABLET};
use crate::steps::paste;

/// Chooses `path` in the import dialog's file input.
pub(crate) async fn pick_file(page: &Page, path: &Path) -> Result<()> {
    page.click_testid("import").await?;
    let input = page.element("[data-testid=import-file]").await?;
    input.send_keys(&path.to_string_lossy()).await?;
    Ok(())
}

/// The moves shown in the move list, in ICCS.
async fn listed(page: &Page) -> Result<Vec<String>> {
    page.moves().await
}

fn data_file(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("crates/xiangqi/tests/data/xqf")
        .join(name)
}

#[tokio::test]
async fn an_encrypted_xqf_file_opens_from_the_file_input() {
    scenario("import-xqf", TABLET, async |page| {
        page.open("/?opponent=human").await?;
        let path = data_file("opening_v18.xqf");
        let tree = GameTree::import(&std::fs::read(&path)?)
            .map_err(|e| anyhow::anyhow!("the test file: {e}"))?;
        let expected: Vec<String> = tree
            .mainline_moves()
            .iter()
            .map(|m| m.to_string())
            .collect();
        ensure!(!expected.is_empty(), "the test file has no moves");
        pick_file(page, &path).await?;
        page.wait_for_plies(expected.len(), Duration::from_secs(20))
            .await?;
        ensure!(
            listed(page).await? == expected,
            "moves {:?}",
            listed(page).await?
        );
        // The board shows the record's start until a move is chosen.
        let fen = page.fen().await?;
        ensure!(
            fen == tree.start().to_fen(),
            "the board shows {fen}, not the record's start"
        );
        page.screenshot("import-xqf-tablet").await?;
        Ok(())
    })
    .await;
}

const WITH_VARIATION: &str = "[Game \"Chinese Chess\"]\n[Event \"Club night\"]\n\
    [Red \"Hu\"]\n[Black \"Xu\"]\n\n\
    1. 炮二平五 {The central cannon.} 马８进７\n\
    (1... 炮８平５ 2. 马二进三)\n\
    2. 马二进三 车９平８ *\n";

#[tokio::test]
async fn a_pasted_chinese_pgn_exports_as_xqf_with_its_variation() {
    scenario("export-xqf", DESKTOP, async |page| {
        let downloads = allow_downloads(page, "xqf").await?;
        page.open("/?opponent=human").await?;
        page.click_testid("import").await?;
        paste(page, "import-text", WITH_VARIATION).await?;
        page.click_testid("import-record").await?;
        page.wait_for_plies(4, Duration::from_secs(20)).await?;
        ensure!(
            listed(page).await? == ["h2e2", "h9g7", "h0g2", "i9h9"],
            "moves {:?}",
            listed(page).await?
        );
        page.click_testid("export").await?;
        page.click_testid("export-xqf").await?;
        let file = wait_for_download(&downloads, "xqf").await?;
        let back = GameTree::import(&std::fs::read(&file)?)
            .map_err(|e| anyhow::anyhow!("the exported XQF does not read back: {e}"))?;
        let moves: Vec<String> = back
            .mainline_moves()
            .iter()
            .map(|m| m.to_string())
            .collect();
        ensure!(
            moves == ["h2e2", "h9g7", "h0g2", "i9h9"],
            "exported main line {moves:?}"
        );
        let original =
            GameTree::import(WITH_VARIATION.as_bytes()).map_err(|e| anyhow::anyhow!("{e}"))?;
        ensure!(
            back.len() == original.len(),
            "the export has {} moves in all, the record {}",
            back.len(),
            original.len()
        );
        let _ = std::fs::remove_dir_all(&downloads);
        Ok(())
    })
    .await;
}

/// The first file with `extension` to finish downloading into `dir`:
/// the browser may show the file by its name before it has written it, so
/// it counts once it holds bytes and its size stays put for a poll.
/// A folder of its own for `name`'s downloads, where the browser now
/// saves them without asking.
pub(crate) async fn allow_downloads(page: &Page, name: &str) -> Result<PathBuf> {
    let downloads = std::env::temp_dir().join(format!("xiangqi-e2e-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&downloads)?;
    let behavior = json!({"behavior": "allow", "downloadPath": downloads.to_string_lossy()});
    if page
        .cdp("Browser.setDownloadBehavior", behavior.clone())
        .await
        .is_err()
    {
        page.cdp("Page.setDownloadBehavior", behavior).await?;
    }
    Ok(downloads)
}

pub(crate) async fn wait_for_download(dir: &Path, extension: &str) -> Result<PathBuf> {
    let mut last: Option<(PathBuf, u64)> = None;
    for _ in 0..100 {
        let found = std::fs::read_dir(dir)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .find(|p| p.extension().is_some_and(|e| e == extension));
        if let Some(path) = found {
            let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
            if size > 0 && last.as_ref() == Some(&(path.clone(), size)) {
                return Ok(path);
            }
            last = Some((path, size));
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    anyhow::bail!("no .{extension} file was downloaded into {}", dir.display())
}

#[tokio::test]
async fn a_broken_file_is_refused_and_the_game_stays() {
    scenario("import-broken", DESKTOP, async |page| {
        page.open("/?opponent=human").await?;
        page.play("h2e2").await?;
        page.wait_for_plies(1, Duration::from_secs(5)).await?;
        // An XQF cut short inside its header.
        let whole = std::fs::read(data_file("opening_v10.xqf"))?;
        let path = std::env::temp_dir().join(format!("broken-{}.xqf", std::process::id()));
        std::fs::write(&path, &whole[..200])?;
        pick_file(page, &path).await?;
        page.wait_until(
            "the error",
            "return !!document.querySelector('[data-testid=import-error]');",
            Duration::from_secs(20),
        )
        .await?;
        let error = page
            .js("return document.querySelector('[data-testid=import-error]').textContent;")
            .await?;
        ensure!(
            error.as_str().is_some_and(|e| e.starts_with("XQF")),
            "the error does not name the format: {error}"
        );
        ensure!(listed(page).await? == ["h2e2"], "the game changed");
        page.screenshot("import-broken-desktop").await?;
        let _ = std::fs::remove_file(&path);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn the_board_downloads_as_svg_and_png() {
    scenario("export-image", DESKTOP, async |page| {
        let downloads = allow_downloads(page, "image").await?;
        page.open("/?opponent=human").await?;
        page.play("h2e2").await?;
        page.wait_for_plies(1, Duration::from_secs(5)).await?;
        page.click_testid("export").await?;
        page.click_testid("export-svg").await?;
        let svg = std::fs::read_to_string(wait_for_download(&downloads, "svg").await?)?;
        ensure!(
            svg.starts_with("<svg"),
            "not an SVG: {}",
            &svg[..svg.len().min(80)]
        );
        ensure!(svg.matches("<g><circle").count() == 32, "32 pieces drawn");
        ensure!(
            svg.matches("stroke=\"#2e7d32\"").count() == 2,
            "the last move is marked"
        );
        ensure!(svg.contains(">九<"), "file numbers are drawn");
        page.click_testid("export-png").await?;
        let png = std::fs::read(wait_for_download(&downloads, "png").await?)?;
        ensure!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
        let width = u32::from_be_bytes([png[16], png[17], png[18], png[19]]);
        let height = u32::from_be_bytes([png[20], png[21], png[22], png[23]]);
        ensure!((width, height) == (1000, 1100), "PNG of {width}×{height}");
        let _ = std::fs::remove_dir_all(&downloads);
        Ok(())
    })
    .await;
}

#[tokio::test]
async fn a_game_copies_as_chinese_pgn() {
    scenario("copy-pgn", DESKTOP, async |page| {
        page.open("/?opponent=human").await?;
        let origin = page.server.base_url();
        page.cdp(
            "Browser.grantPermissions",
            json!({"origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]}),
        )
        .await?;
        page.play("h2e2").await?;
        page.wait_for_plies(1, Duration::from_secs(5)).await?;
        page.click_testid("export").await?;
        page.click_testid("copy-pgn-chinese").await?;
        page.wait_until(
            "the copy",
            "return document.querySelector('[data-copied]')?.dataset.copied === 'pgn-chinese';",
            Duration::from_secs(10),
        )
        .await?;
        let text = page.js_async("return await navigator.clipboard.readText();").await?;
        ensure!(
            text.as_str().is_some_and(|t| t.contains("炮二平五") && t.contains("[Game \"Chinese Chess\"]")),
            "the clipboard holds {text}"
        );
        Ok(())
    })
    .await;
}
