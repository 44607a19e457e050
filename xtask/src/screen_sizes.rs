//! What the first time of each thing a player does downloads: the chunks
//! of the split points it goes through, and the shared chunks they need
//! that the page does not carry, as the build's cut wrote them down
//! (`postbuild/split.rs`). A dialog's chunk is reached through the
//! dialogs' own, the backup's through the menu or the friend screen, so a
//! step counts every chunk on its way, each once.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::gzip::gzip;

/// The most a screen's first open may download, gzip -9.
pub const SCREEN_BUDGET: usize = 150_000;

/// Each first step a player takes, and the split points (named as in the
/// code's `#[wasm_split(<name>)]`) it goes through, outermost first.
const STEPS: &[(&str, &[&str])] = &[
    ("analysis", &["analysis"]),
    ("editor", &["editor"]),
    ("lessons", &["lessons"]),
    ("endgames", &["endgames"]),
    ("jieqi", &["jieqi"]),
    ("puzzles", &["puzzles"]),
    ("friend", &["friend"]),
    ("friend: scan a code", &["friend", "friend_scan"]),
    (
        "friend: move data to a device",
        &["friend", "friend_transfer", "backup"],
    ),
    ("opening's name", &["opening"]),
    ("a question (resign, draw, takeback)", &["dialogs"]),
    ("menu", &["dialogs", "dialog_menu"]),
    (
        "menu: save or restore a backup",
        &["dialogs", "dialog_menu", "backup"],
    ),
    ("new game", &["dialogs", "dialog_new_game"]),
    ("import", &["dialogs", "dialog_import"]),
    ("export", &["dialogs", "dialog_export"]),
    ("past games", &["dialogs", "dialog_history"]),
    ("the player's record", &["dialogs", "dialog_record"]),
];

/// Prints what each step downloads, raw and gzip; the largest gzip figure.
/// A split point that no step goes through is an error: its figure would
/// go unseen.
pub fn report(dist: &Path, parts: &Path) -> Result<usize, String> {
    let list = std::fs::read_to_string(parts).map_err(|e| {
        format!(
            "cannot read {} (written by the release build): {e}",
            parts.display()
        )
    })?;
    let needs: BTreeMap<&str, Vec<&str>> = list
        .lines()
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            Some((words.next()?, words.collect()))
        })
        .collect();
    let reached: BTreeSet<&str> = STEPS.iter().flat_map(|(_, s)| s.iter().copied()).collect();
    if let Some(unseen) = needs.keys().find(|split| !reached.contains(*split)) {
        return Err(format!(
            "the split point `{unseen}` is in no step of xtask/src/screen_sizes.rs"
        ));
    }
    println!(
        "\n{:<44} {:>10} {:>10}",
        "first time a player opens", "raw", "gzip -9"
    );
    let mut largest = 0;
    for (step, splits) in STEPS {
        let mut stems = BTreeSet::new();
        for split in *splits {
            let files = needs
                .get(split)
                .ok_or_else(|| format!("the build made no split point `{split}`"))?;
            stems.extend(files.iter().copied());
        }
        let (mut raw, mut gz) = (0, 0);
        for stem in &stems {
            let path = dist.join(format!("{stem}.wasm"));
            let bytes =
                std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            raw += bytes.len();
            gz += gzip(&bytes).len();
        }
        largest = largest.max(gz);
        let verdict = if gz <= SCREEN_BUDGET { "" } else { "  OVER" };
        println!(
            "{:<44} {raw:>10} {gz:>10}{verdict}",
            format!("{step} ({} files)", stems.len())
        );
    }
    println!("each first open: at most {largest} bytes gzip, budget {SCREEN_BUDGET}");
    Ok(largest)
}
