//! `cargo xtask icons`: renders the app's PNG icons from their SVG sources.
//!
//! The SVGs in `public/icons/` are the source of truth; the PNGs next to
//! them are generated (deterministically) and committed, and `--check`
//! verifies they are up to date.

use std::path::Path;

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{Options, Tree};

use crate::cmd;

/// (source SVG, output PNG, size in pixels)
const ICONS: [(&str, &str, u32); 5] = [
    ("icon.svg", "icon-192.png", 192),
    ("icon.svg", "icon-512.png", 512),
    ("icon-maskable.svg", "icon-maskable-512.png", 512),
    ("icon-maskable.svg", "apple-touch-icon.png", 180),
    ("icon.svg", "favicon-32.png", 32),
];

/// Renders one SVG file to a square PNG of `size` pixels.
fn render(svg_path: &Path, size: u32) -> Result<Vec<u8>, String> {
    let svg =
        std::fs::read(svg_path).map_err(|e| format!("cannot read {}: {e}", svg_path.display()))?;
    let tree = Tree::from_data(&svg, &Options::default())
        .map_err(|e| format!("{} is not valid SVG: {e}", svg_path.display()))?;
    let mut pixmap = Pixmap::new(size, size).ok_or("icon size must be positive")?;
    let scale = size as f32 / tree.size().width().max(tree.size().height());
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| format!("cannot encode PNG: {e}"))
}

/// Writes the PNGs, or with `check` only compares them with what is on disk.
pub fn run(args: &[String]) -> Result<(), String> {
    let check = args.iter().any(|a| a == "--check");
    let dir = cmd::root().join("public").join("icons");
    let mut stale = Vec::new();
    for (source, output, size) in ICONS {
        let png = render(&dir.join(source), size)?;
        let target = dir.join(output);
        if check {
            if std::fs::read(&target).ok().as_deref() != Some(png.as_slice()) {
                stale.push(output);
            }
        } else {
            std::fs::write(&target, &png)
                .map_err(|e| format!("cannot write {}: {e}", target.display()))?;
            println!("wrote public/icons/{output} ({size}×{size})");
        }
    }
    if stale.is_empty() {
        if check {
            println!("ok   icons are up to date");
        }
        Ok(())
    } else {
        Err(format!(
            "icons out of date: {} (run `cargo xtask icons`)",
            stale.join(", ")
        ))
    }
}
