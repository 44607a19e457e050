//! Cuts the page's program into chunks at its split points (the page's
//! `src/chunks.rs`): the play screen stays in the page's module, and each
//! lazily loaded screen becomes a `split_<name>.wasm` the browser fetches
//! the first time the screen opens, with the code several screens share
//! in `chunk_<n>.wasm` files and a loader, `__wasm_split.js`, that fetches
//! them next to itself.
//!
//! trunk cannot do this itself: the cut needs the program as the linker
//! left it (with its relocations, see the page's `build.rs`), before
//! wasm-bindgen. So trunk builds the program as usual, and this step takes
//! cargo's output, cuts it (`wasm_split_cli_support`), runs wasm-bindgen
//! on the main part (keeping the linker's exports, which the chunks
//! import) and writes the result over trunk's files under trunk's names,
//! then optimises each part with wasm-opt (release builds only). Without
//! this step the page cannot start: its module imports the loader.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{cmd, tools};

/// The page's program as cargo names it.
const PROGRAM: &str = "xiangqi-web";

/// The loader the cut writes and the main part imports, beside the page.
const LOADER: &str = "__wasm_split.js";

/// wasm-opt's settings for every part: as small as it can make them; a
/// function with one caller is not inlined into it (more repeated code for
/// gzip to fold); the first 1 KB of memory is never used, as in every
/// Rust program. The features are the ones rustc's WebAssembly target
/// uses, named because the parts carry no list of them.
const WASM_OPT_ARGS: &[&str] = &[
    "-Oz",
    "--low-memory-unused",
    "--one-caller-inline-max-function-size=30",
    "--enable-bulk-memory",
    "--enable-nontrapping-float-to-int",
    "--enable-sign-ext",
    "--enable-mutable-globals",
    "--enable-reference-types",
    "--enable-multivalue",
];

/// Cuts the page's program in `staging` (trunk's build of the `release`
/// or debug profile); the parts it wrote.
pub fn split_page(staging: &Path, release: bool) -> Result<Vec<String>, String> {
    let stem = page_stem(staging)?;
    let profile = if release { "web" } else { "debug" };
    let target = target_dir();
    let linked = target
        .join("wasm32-unknown-unknown")
        .join(profile)
        .join(format!("{PROGRAM}.wasm"));
    let work = target.join("wasm-split").join(profile);
    if work.exists() {
        std::fs::remove_dir_all(&work).map_err(|e| format!("{}: {e}", work.display()))?;
    }
    let bindgen = work.join("bindgen");
    std::fs::create_dir_all(&bindgen).map_err(|e| format!("{}: {e}", bindgen.display()))?;

    let input = std::fs::read(&linked).map_err(|e| format!("{}: {e}", linked.display()))?;
    let main = work.join("main.wasm");
    let main_module = format!("./{stem}.js");
    let mut options = wasm_split_cli_support::Options::new(&input);
    options.output_dir = &work;
    options.main_out_path = &main;
    options.main_module = &main_module;
    let link_name = format!("./{LOADER}");
    options.link_name = &link_name;
    let cut = wasm_split_cli_support::transform(options)
        .map_err(|e| format!("cannot split {}: {e:#}", linked.display()))?;

    cmd::run(
        Command::new("wasm-bindgen")
            .env("PATH", tools::path_with_tools())
            .args(["--target=web", "--keep-lld-exports", "--no-typescript"])
            .arg(format!("--out-dir={}", bindgen.display()))
            .arg(format!("--out-name={stem}"))
            .arg(&main),
    )?;

    let mut parts = vec![format!("{stem}_bg.wasm")];
    copy(
        &bindgen.join(format!("{stem}.js")),
        &staging.join(format!("{stem}.js")),
    )?;
    copy(
        &bindgen.join(format!("{stem}_bg.wasm")),
        &staging.join(format!("{stem}_bg.wasm")),
    )?;
    let snippets = bindgen.join("snippets");
    if snippets.exists() {
        for file in cmd::files_under(&snippets)? {
            let relative = file.strip_prefix(&bindgen).map_err(|e| e.to_string())?;
            copy(&file, &staging.join(relative))?;
        }
    }
    copy(&work.join(LOADER), &staging.join(LOADER))?;
    for module in &cut.split_modules {
        let name = module
            .file_name()
            .ok_or_else(|| format!("{}: no file name", module.display()))?
            .to_string_lossy()
            .into_owned();
        copy(module, &staging.join(&name))?;
        parts.push(name);
    }
    write_parts(&work, &cut.prefetch_map)?;
    if release {
        for part in &parts {
            let path = staging.join(part);
            cmd::run(
                Command::new("wasm-opt")
                    .env("PATH", tools::path_with_tools())
                    .args(WASM_OPT_ARGS)
                    .arg(&path)
                    .arg("-o")
                    .arg(&path),
            )?;
        }
    }
    Ok(parts)
}

/// Where the cut writes down which files each split point needs (its own
/// and the shared chunks, as the loader fetches them), for `cargo xtask
/// bench size`: one line per split point, its name and then its files.
pub fn parts_list(release: bool) -> PathBuf {
    let profile = if release { "web" } else { "debug" };
    target_dir()
        .join("wasm-split")
        .join(profile)
        .join("parts.txt")
}

fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| cmd::root().join("target"))
}

fn write_parts(
    work: &Path,
    prefetch: &std::collections::HashMap<String, Vec<String>>,
) -> Result<(), String> {
    let mut lines: Vec<String> = prefetch
        .iter()
        .map(|(split, files)| format!("{split} {}", files.join(" ")))
        .collect();
    lines.sort();
    let path = work.join("parts.txt");
    std::fs::write(&path, lines.join("\n") + "\n").map_err(|e| format!("{}: {e}", path.display()))
}

/// The name trunk gave the page's module (`xiangqi-web-<hash>`), from its
/// `_bg.wasm` in `staging`.
fn page_stem(staging: &Path) -> Result<String, String> {
    let entries = std::fs::read_dir(staging).map_err(|e| format!("{}: {e}", staging.display()))?;
    entries
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            name.strip_suffix("_bg.wasm")
                .filter(|stem| stem.starts_with(&format!("{PROGRAM}-")))
                .map(str::to_string)
        })
        .next()
        .ok_or_else(|| format!("no {PROGRAM}-<hash>_bg.wasm in {}", staging.display()))
}

fn copy(from: &Path, to: &Path) -> Result<(), String> {
    if let Some(dir) = to.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::copy(from, to)
        .map(|_| ())
        .map_err(|e| format!("cannot copy {} to {}: {e}", from.display(), to.display()))
}
