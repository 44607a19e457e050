//! What the first open of each lazily loaded screen downloads: the screen's
//! own chunk and the shared chunks it needs that the page does not carry,
//! as the build's cut wrote them down (`postbuild/split.rs`).

use std::path::Path;

use crate::gzip::gzip;

/// The most a screen's first open may download, gzip -9.
pub const SCREEN_BUDGET: usize = 150_000;

/// Prints each screen's new code, raw and gzip; the largest gzip figure.
pub fn report(dist: &Path, parts: &Path) -> Result<usize, String> {
    let list = std::fs::read_to_string(parts).map_err(|e| {
        format!(
            "cannot read {} (written by the release build): {e}",
            parts.display()
        )
    })?;
    println!(
        "\n{:<44} {:>10} {:>10}",
        "first open of a screen", "raw", "gzip -9"
    );
    let mut largest = 0;
    for line in list.lines() {
        let mut words = line.split_whitespace();
        let Some(screen) = words.next() else {
            continue;
        };
        let (mut raw, mut gz, mut files) = (0, 0, 0);
        for stem in words {
            let path = dist.join(format!("{stem}.wasm"));
            let bytes =
                std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            raw += bytes.len();
            gz += gzip(&bytes).len();
            files += 1;
        }
        largest = largest.max(gz);
        let verdict = if gz <= SCREEN_BUDGET { "" } else { "  OVER" };
        println!(
            "{:<44} {raw:>10} {gz:>10}{verdict}",
            format!("{screen} ({files} files)")
        );
    }
    println!("each screen's first open: at most {largest} bytes gzip, budget {SCREEN_BUDGET}");
    Ok(largest)
}
