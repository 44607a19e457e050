//! `cargo xtask postbuild`: finishes a build in trunk's staging folder
//! (trunk runs it as a post-build hook, see `Trunk.toml`).
//!
//! 0. Cuts the page's program into its chunks (see [`split`]); debug builds
//!    too, since the page cannot start without it.
//!
//! Then, for a release build:
//!
//! 1. Moves trunk's inline start-up script into a file, so the page runs no
//!    inline script and its Content-Security-Policy can allow only
//!    same-origin scripts (plus `wasm-unsafe-eval` to compile the wasm).
//! 2. Adds that Content-Security-Policy as a meta tag.
//! 3. Writes `sw.js` from the `public/sw.js` template with the list of every
//!    file to precache and a version derived from their content (the worker
//!    files have no hash in their names, so the version must cover them).
//! 4. Drops trunk's preload links and makes the start-up script wait for
//!    the loading screen's first paint (see [`after_paint`]).
//! 5. Gives the functions each WebAssembly module imports from its
//!    JavaScript glue short names (see [`short_imports`]).
//! 7. Fails if the page or its start-up script still refers to a file by an
//!    absolute path (`/main.css`): the build must work from any folder of a
//!    host, so every reference is relative (`public_url = "./"` in
//!    `Trunk.toml`).
//!
//! Debug builds (`cargo xtask dev`) are otherwise left alone: live reload
//! needs its inline script, and the app registers no service worker there.

mod after_paint;
mod short_imports;
mod split;

pub use split::parts_list;

use std::path::{Path, PathBuf};

use crate::cmd;

/// The page's Content-Security-Policy. Styles allow inline attributes, which
/// the UI sets; scripts come only from this origin.
const CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
    worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; \
    connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; \
    form-action 'none'";

pub fn run() -> Result<(), String> {
    let staging = std::env::var_os("TRUNK_STAGING_DIR")
        .map(PathBuf::from)
        .ok_or("TRUNK_STAGING_DIR is not set: this command runs as trunk's post-build hook")?;
    let release = std::env::var("TRUNK_PROFILE").as_deref() == Ok("release");
    let parts = split::split_page(&staging, release)?;
    println!("postbuild: the page's program in {} parts", parts.len());
    if !release {
        return Ok(());
    }
    let index_path = staging.join("index.html");
    let html = std::fs::read_to_string(&index_path)
        .map_err(|e| format!("cannot read {}: {e}", index_path.display()))?;
    let html = externalize_inline_scripts(&html, &staging)?;
    let html = after_paint::drop_preload_links(&html);
    check_relative(&html, "index.html")?;
    let html = add_csp(&html);
    std::fs::write(&index_path, html)
        .map_err(|e| format!("cannot write {}: {e}", index_path.display()))?;
    for (module, bytes) in short_imports::shorten_all(&staging)? {
        println!("postbuild: {module}: import names {bytes} bytes shorter");
    }
    write_service_worker(&staging)
}

/// 64-bit FNV-1a: a stable content hash (std's hasher may change between
/// Rust releases, and a version must not).
fn fnv1a(bytes: &[u8], mut hash: u64) -> u64 {
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// Replaces each `<script type="module">…</script>` with a file reference.
fn externalize_inline_scripts(html: &str, staging: &Path) -> Result<String, String> {
    const OPEN: &str = "<script type=\"module\">";
    const CLOSE: &str = "</script>";
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = rest.find(OPEN) {
        let body_start = start + OPEN.len();
        let Some(len) = rest[body_start..].find(CLOSE) else {
            return Err("index.html has an unterminated inline script".into());
        };
        let body = after_paint::start_after_paint(rest[body_start..body_start + len].trim())?;
        let name = format!("boot-{:016x}.js", fnv1a(body.as_bytes(), FNV_OFFSET));
        check_relative(&body, &name)?;
        std::fs::write(staging.join(&name), &body)
            .map_err(|e| format!("cannot write {name}: {e}"))?;
        out.push_str(&rest[..start]);
        out.push_str(&format!(
            "<script type=\"module\" src=\"./{name}\"></script>"
        ));
        rest = &rest[body_start + len + CLOSE.len()..];
    }
    out.push_str(rest);
    Ok(out)
}

/// Fails on a reference by absolute path: any quoted value (an attribute,
/// a module path) starting with a single `/`.
fn check_relative(text: &str, file: &str) -> Result<(), String> {
    for opener in ["\"", "'"] {
        let mut rest = text;
        while let Some(at) = rest.find(opener) {
            let after = &rest[at + opener.len()..];
            if after.starts_with('/') && !after.starts_with("//") && !after.starts_with("/>") {
                let end = after.find(['"', '\'']).unwrap_or(after.len()).min(80);
                return Err(format!(
                    "{file} refers to {} by an absolute path: the build would only work at the \
                     root of a host (set public_url = \"./\" in Trunk.toml)",
                    &after[..end]
                ));
            }
            rest = after;
        }
    }
    Ok(())
}

fn add_csp(html: &str) -> String {
    let meta = format!("<meta http-equiv=\"Content-Security-Policy\" content=\"{CSP}\" />");
    match html.find("<meta charset=\"utf-8\" />") {
        Some(at) => {
            let end = at + "<meta charset=\"utf-8\" />".len();
            format!("{}\n  {meta}{}", &html[..end], &html[end..])
        }
        None => html.replacen("<head>", &format!("<head>\n  {meta}"), 1),
    }
}

/// The static hosts' configuration files that ship in the build (see
/// `public/hosting/`): for the server, never fetched by the app.
const HOST_FILES: [&str; 3] = ["_headers", ".htaccess", "nginx-snippet.conf"];

/// Every file in the build, relative, sorted: all the app needs offline.
/// `sw.js` itself, the install dialog's screenshots and the hosts'
/// configuration files are left out.
fn build_files(staging: &Path) -> Result<Vec<String>, String> {
    let files = cmd::files_under(staging)?
        .iter()
        .filter_map(|path| path.strip_prefix(staging).ok())
        .map(|relative| relative.to_string_lossy().replace('\\', "/"))
        .filter(|relative| {
            relative != "sw.js"
                && !relative.starts_with("screenshots/")
                && !HOST_FILES.contains(&relative.as_str())
        })
        .collect();
    Ok(files)
}

fn write_service_worker(staging: &Path) -> Result<(), String> {
    let template_path = cmd::root().join("public").join("sw.js");
    let template = std::fs::read_to_string(&template_path)
        .map_err(|e| format!("cannot read {}: {e}", template_path.display()))?;
    let files = build_files(staging)?;
    let mut version = FNV_OFFSET;
    for file in &files {
        let bytes = std::fs::read(staging.join(file)).map_err(|e| format!("{file}: {e}"))?;
        version = fnv1a(file.as_bytes(), version);
        version = fnv1a(&bytes, version);
    }
    let mut urls = vec!["./".to_string()];
    urls.extend(files.iter().map(|f| format!("./{f}")));
    let list = format!(
        "[\n{}\n]",
        urls.iter()
            .map(|u| format!("  \"{u}\""))
            .collect::<Vec<_>>()
            .join(",\n")
    );
    let sw = template
        .replace("%%VERSION%%", &format!("{version:016x}"))
        .replace("%%PRECACHE%%", &list);
    std::fs::write(staging.join("sw.js"), sw).map_err(|e| format!("cannot write sw.js: {e}"))?;
    println!(
        "postbuild: sw.js precaches {} files, version {version:016x}",
        urls.len()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_module_scripts_move_to_files() {
        let dir = std::env::temp_dir().join(format!("postbuild-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let html = "<head><script type=\"module\">import init, * as bindings from './a.js';\
                    await init();</script></head>";
        let out = externalize_inline_scripts(html, &dir).unwrap();
        assert!(!out.contains("import"));
        let name = out
            .split("src=\"./")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        let boot = std::fs::read_to_string(dir.join(name)).unwrap();
        assert!(boot.contains("await import('./a.js')"), "{boot}");
        assert!(boot.ends_with("await init();"), "{boot}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn absolute_references_are_refused_and_relative_ones_pass() {
        let page = "<link rel=\"stylesheet\" href=\"./main-1.css\"/><a href=\"https://x.org/\">";
        assert!(check_relative(page, "index.html").is_ok());
        assert!(check_relative("<link href=\"/main-1.css\"/>", "index.html").is_err());
        let boot = "import init from './app.js';init({ module_or_path: './app_bg.wasm' });";
        assert!(check_relative(boot, "boot.js").is_ok());
        assert!(check_relative("import init from '/app.js';", "boot.js").is_err());
        assert!(check_relative("<br/><meta content=\"a\" />", "index.html").is_ok());
    }

    #[test]
    fn csp_goes_after_the_charset() {
        let out = add_csp("<head>\n<meta charset=\"utf-8\" />\n<title>x</title>");
        assert!(out.contains(
            "<meta charset=\"utf-8\" />\n  <meta http-equiv=\"Content-Security-Policy\""
        ));
        assert!(!CSP.contains("unsafe-eval'") || CSP.contains("'wasm-unsafe-eval'"));
    }
}
