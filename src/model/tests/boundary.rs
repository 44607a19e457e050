//! The model stays plain Rust: it imports no framework, no browser API and
//! nothing of the app outside itself (the words and views import it, never
//! the other way round).

use std::path::Path;

fn sources(dir: &Path, found: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).expect("model folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("source");
            found.push((path.display().to_string(), text));
        }
    }
}

#[test]
fn the_model_imports_no_framework_no_browser_and_no_view() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/model");
    let mut files = Vec::new();
    sources(&dir, &mut files);
    assert!(files.len() > 10, "the model's files were not found");
    let forbidden = [
        "leptos",
        "web_sys",
        "js_sys",
        "wasm_bindgen",
        "gloo",
        "crate::session",
        "crate::words",
        "crate::web",
        "crate::ai",
        "crate::board",
        "crate::dialogs",
        "crate::app",
    ];
    for (path, text) in &files {
        for word in forbidden {
            // This file names them to forbid them.
            if path.ends_with("boundary.rs") {
                continue;
            }
            assert!(!text.contains(word), "{path} mentions {word}");
        }
    }
}
