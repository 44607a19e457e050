//! Starts the app's download once the loading screen has painted.
//!
//! Trunk's start-up script imports the app's JavaScript at once, and its
//! page asks for the app's scripts and WebAssembly with preload links in the
//! head. On a phone on a slow network the 280 KB download then competes
//! with the page's first paint, and Lighthouse (whose largest-paint
//! estimate counts every request begun before that paint) charges the
//! whole download to it. Here the preload links go, and the start-up script
//! waits for one painted frame (or half a second, for a page opened in a
//! background tab, which paints none) before it imports the app.

/// Removes the `<link rel="modulepreload">` and `<link rel="preload">` tags
/// trunk adds for the page's own scripts and WebAssembly. The workers and
/// the study module are not preloaded by trunk and are left alone.
pub fn drop_preload_links(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = rest.find("<link rel=\"") {
        let Some(len) = rest[start..].find('>') else {
            break;
        };
        let tag = &rest[start..start + len + 1];
        out.push_str(&rest[..start]);
        let preload = tag.starts_with("<link rel=\"modulepreload\"")
            || tag.starts_with("<link rel=\"preload\"");
        if !preload {
            out.push_str(tag);
        }
        rest = &rest[start + len + 1..];
    }
    out.push_str(rest);
    out
}

/// Rewrites trunk's start-up script so that it imports the app only after
/// the first paint: its static `import init, * as bindings from '…';`
/// becomes a wait for the paint and a dynamic import of the same file.
pub fn start_after_paint(boot: &str) -> Result<String, String> {
    const IMPORT: &str = "import init, * as bindings from '";
    let start = boot
        .find(IMPORT)
        .ok_or("trunk's start-up script has no `import init, * as bindings` line")?;
    let path_start = start + IMPORT.len();
    let path_len = boot[path_start..]
        .find("';")
        .ok_or("trunk's start-up script has an unterminated import")?;
    let path = &boot[path_start..path_start + path_len];
    let end = path_start + path_len + "';".len();
    // Written small: every byte counts against the first paint's budget.
    let replacement = format!(
        "await new Promise(p=>{{requestAnimationFrame(()=>setTimeout(p));setTimeout(p,500)}});\n\
         const bindings=await import('{path}'),init=bindings.default;"
    );
    Ok(format!("{}{replacement}{}", &boot[..start], &boot[end..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preload_links_go_and_other_links_stay() {
        let html = "<link rel=\"stylesheet\" href=\"./a.css\"/>\
            <link rel=\"modulepreload\" href=\"./app.js\" crossorigin=\"anonymous\">\
            <link rel=\"preload\" href=\"./app_bg.wasm\" as=\"fetch\" type=\"application/wasm\">\
            </head>";
        assert_eq!(
            drop_preload_links(html),
            "<link rel=\"stylesheet\" href=\"./a.css\"/></head>"
        );
    }

    #[test]
    fn the_app_is_imported_after_a_paint() {
        let boot = "import init, * as bindings from './app.js';\n\
                    const wasm = await init({ module_or_path: './app_bg.wasm' });";
        let out = start_after_paint(boot).unwrap();
        assert!(!out.contains("import init"));
        let wait = out.find("requestAnimationFrame").unwrap();
        let import = out.find("await import('./app.js')").unwrap();
        let init = out.find("await init(").unwrap();
        assert!(wait < import && import < init, "{out}");
        assert!(out.contains("init=bindings.default;"));
    }

    #[test]
    fn an_unknown_start_up_script_is_refused() {
        assert!(start_after_paint("import start from './app.js';").is_err());
    }
}
