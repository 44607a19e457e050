//! The model stays plain Rust. That it imports nothing of the app above it
//! holds by construction (a crate cannot import its dependents); that it
//! imports no framework and no browser API holds as long as its manifest
//! names none, which this test keeps.

#[test]
fn the_model_depends_on_no_framework_and_no_browser_api() {
    let manifest = include_str!("../../Cargo.toml");
    let forbidden = ["leptos", "web-sys", "js-sys", "wasm-bindgen", "gloo"];
    for line in manifest
        .lines()
        .filter(|line| !line.trim_start().starts_with('#'))
    {
        for word in forbidden {
            assert!(
                !line.contains(word),
                "the model's manifest names {word}: {line}"
            );
        }
    }
}
