//! The page's colours: `data-theme` on the root element (`light` or
//! `dark`, which the style sheets follow) and the installed app's bar
//! colour (`<meta name="theme-color">`), as the player's [`Theme`](crate::model::Theme) says
//! and, until one is chosen, as the device prefers, following the device
//! when it changes (a phone turning dark at night).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The media query a device in light mode matches.
const LIGHT_QUERY: &str = "(prefers-color-scheme: light)";
/// The bar's colour in each theme: the page's own (`--page` in
/// style/main.css), so that the installed app's window is one surface.
const LIGHT_BAR: &str = "#f4ede1";
const DARK_BAR: &str = "#2d2a26";

fn light_query() -> Option<web_sys::MediaQueryList> {
    web_sys::window()?.match_media(LIGHT_QUERY).ok().flatten()
}

/// Whether the device prefers light colours now.
pub fn device_prefers_light() -> bool {
    light_query().is_some_and(|q| q.matches())
}

/// Calls `changed` with the device's new preference (light or not) each
/// time it changes, for as long as the page lives.
pub fn on_device_change(changed: impl Fn(bool) + 'static) {
    let Some(query) = light_query() else {
        return;
    };
    let listener = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
        changed(device_prefers_light());
    });
    let _ = query.add_event_listener_with_callback("change", listener.as_ref().unchecked_ref());
    listener.forget();
}

/// Shows the page light or dark.
pub fn show(light: bool) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("data-theme", if light { "light" } else { "dark" });
    }
    if let Ok(Some(bar)) = document.query_selector("meta[name=theme-color]") {
        let _ = bar.set_attribute("content", if light { LIGHT_BAR } else { DARK_BAR });
    }
}

/// Draws the boards in `look` (`data-board` on the root element, which
/// the style sheet follows).
pub fn show_board(look: crate::model::BoardLook) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("data-board", look.name());
    }
}
