//! The browser's edges: time, storage, sound, paint scheduling, the
//! page's address and language.

pub mod clipboard;
pub mod database;
pub mod json;
pub mod keys;
pub mod paint;
pub mod sound;
pub mod storage;
pub mod tabs;
pub mod theme;
pub mod words;
pub mod write_failures;

use crate::model::{Lang, LinkError, LinkSetup, Now};

/// Milliseconds from the page's monotonic clock (`performance.now()`),
/// which keeps counting while the tab is hidden.
pub fn perf_now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}

/// This moment, on both clocks.
pub fn now() -> Now {
    Now::new(perf_now(), js_sys::Date::now())
}

/// A wall-clock time shifted to the device's time zone, for dates shown
/// to the player.
pub fn local_ms(wall_ms: f64) -> f64 {
    let offset_min =
        js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(wall_ms)).get_timezone_offset();
    wall_ms - offset_min * 60_000.0
}

/// Sets the document's `lang` to `lang` (what screen readers, fonts and
/// line breaking go by), as every screen does when its language changes.
pub fn set_page_lang(lang: Lang) {
    let tag = match lang {
        Lang::En => "en",
        Lang::Zh => "zh-CN",
        Lang::ZhHant => "zh-Hant",
        Lang::Vi => "vi",
    };
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", tag);
    }
}

/// The first of the browser's preferred languages that the app has, else
/// English.
pub fn browser_lang() -> Lang {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return Lang::En;
    };
    let mut tags: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .collect();
    tags.extend(navigator.language());
    Lang::from_tags(tags.iter().map(String::as_str))
}

/// What the page's query string (`?fen=…&side=…`) asks for.
pub fn link() -> Result<LinkSetup, Vec<LinkError>> {
    let query = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    match web_sys::UrlSearchParams::new_with_str(&query) {
        // The editor takes its own `fen` (see `editor_link`), the other
        // screens of their own their `id` (see `own_screen_link`): no game
        // starts.
        Ok(params)
            if crate::model::editor::requested(|name| params.get(name)).is_some()
                || own_screen(|name| params.get(name)).is_some() =>
        {
            Ok(LinkSetup::default())
        }
        Ok(params) => crate::model::link::parse(|name| params.get(name)),
        Err(_) => Err(vec![LinkError::Unreadable]),
    }
}

/// Takes the query off the address bar once the link has been used, so
/// that a reload resumes what the player did since instead of opening the
/// link afresh.
pub fn forget_link() {
    let Some(w) = web_sys::window() else { return };
    let location = w.location();
    if location.search().is_ok_and(|q| !q.is_empty()) {
        if let (Ok(history), Ok(path)) = (w.history(), location.pathname()) {
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
        }
    }
}

/// The screen of its own the page's query asks for, other than the
/// editor: the puzzle trainer (`?mode=puzzle`), the lessons
/// (`?mode=learn`), a game with a friend on another device
/// (`?mode=friend`), the endgame trainer (`?mode=endgames`) or 揭棋
/// (`?mode=jieqi`), and the id
/// of its link (`&id=`).
pub fn own_screen_link() -> Option<(OwnScreen, Option<String>)> {
    let query = web_sys::window()?.location().search().ok()?;
    let params = web_sys::UrlSearchParams::new_with_str(&query).ok()?;
    own_screen(|name| params.get(name))
}

/// The screens that are pages of their own (besides the position editor).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwnScreen {
    Puzzles,
    Lessons,
    Endgames,
    Friend,
    Jieqi,
}

fn own_screen(param: impl Fn(&str) -> Option<String>) -> Option<(OwnScreen, Option<String>)> {
    use crate::model::{lesson, practice, puzzle, remote};
    if let Some(id) = puzzle::requested(&param) {
        return Some((OwnScreen::Puzzles, id));
    }
    if let Some(id) = lesson::requested(&param) {
        return Some((OwnScreen::Lessons, id));
    }
    if let Some(id) = practice::requested(&param) {
        return Some((OwnScreen::Endgames, id));
    }
    if crate::model::jieqi::requested(&param) {
        return Some((OwnScreen::Jieqi, None));
    }
    remote::requested(&param).then_some((OwnScreen::Friend, None))
}

/// Whether the page's query asks for the position editor (`?mode=edit`),
/// and with which FEN (`&fen=`).
pub fn editor_link() -> Option<Option<String>> {
    let query = web_sys::window()?.location().search().ok()?;
    let params = web_sys::UrlSearchParams::new_with_str(&query).ok()?;
    crate::model::editor::requested(|name| params.get(name))
}

/// Puts `query` (`?…`, or empty for none) in the address bar without
/// loading anything, so that a reload or a bookmark opens the same screen.
pub fn replace_query(query: &str) {
    let Some(w) = web_sys::window() else {
        return;
    };
    let path = w.location().pathname().unwrap_or_default();
    if let Ok(history) = w.history() {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{query}")),
        );
    }
}

/// The page's address without its query: where share links point.
pub fn page_address() -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default()
}

/// A link that opens the position `fen` on the board, at this page's own
/// address.
pub fn position_link(fen: &str) -> String {
    let fen = String::from(js_sys::encode_uri_component(fen));
    format!("{}?fen={fen}", page_address())
}

/// The local date and time now as a file name stamp: `20261201-1405`.
pub fn stamp_now() -> String {
    file_stamp(js_sys::Date::now())
}

/// The local date and time of `wall_ms` (ms since 1970) as a file name
/// stamp: `20261201-1405`.
pub fn file_stamp(wall_ms: f64) -> String {
    crate::words::date_and_time(local_ms(wall_ms))
        .chars()
        .filter_map(|c| match c {
            '0'..='9' => Some(c),
            ' ' => Some('-'),
            _ => None,
        })
        .collect()
}

/// A seed for the model's coin (random sides).
pub fn seed() -> u64 {
    (js_sys::Math::random() * 9.007e15) as u64 ^ js_sys::Date::now() as u64
}

/// Goes to `query` (`?…`, or empty for the game screen) at this page's
/// own path.
pub fn go(query: &str) {
    if let Some(w) = web_sys::window() {
        let path = w.location().pathname().unwrap_or_default();
        let _ = w.location().set_href(&format!("{path}{query}"));
    }
}
