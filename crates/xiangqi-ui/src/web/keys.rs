//! Which key presses the screens' shortcuts leave alone.

use wasm_bindgen::JsCast;

/// Whether `e` belongs to a field the player is typing in (a select, an
/// input, a text area) or carries Alt or Meta (the browser's and the
/// system's own shortcuts): the screens' one-key shortcuts ignore it.
pub fn for_a_field_or_the_system(e: &web_sys::KeyboardEvent) -> bool {
    let tag = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .map(|el| el.tag_name())
        .unwrap_or_default();
    matches!(tag.as_str(), "SELECT" | "INPUT" | "TEXTAREA") || e.alt_key() || e.meta_key()
}
