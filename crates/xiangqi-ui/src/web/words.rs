//! The page's words, fetched: the page carries no locale file in its
//! program (see [`crate::words::catalog`]), so before it draws, and before
//! it changes language, it fetches that language's file. Offline, the
//! service worker answers from its copy.

use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

use crate::model::Lang;
use crate::words::catalog::{self, Part};

#[wasm_bindgen(inline_js = "
export function fetch_text(url) {
  return fetch(new URL(url, document.baseURI))
    .then((r) => (r.ok ? r.text() : null))
    .catch(() => null);
}
")]
extern "C" {
    /// The text of the file at `url` (relative to the page), or null.
    fn fetch_text(url: &str) -> js_sys::Promise;
}

/// Fetches and installs `lang`'s page words, unless they are there;
/// whether they are.
pub async fn load(lang: Lang) -> bool {
    if catalog::installed(lang, Part::Page) {
        return true;
    }
    let text = JsFuture::from(fetch_text(&catalog::page_file(lang)))
        .await
        .ok()
        .and_then(|text| text.as_string());
    text.is_some_and(|text| catalog::install(lang, Part::Page, &text).is_ok())
}

/// Fetches `lang`'s words, or English's if they cannot be had (English
/// stands in for any missing text); whether the page has words to show.
pub async fn load_or_english(lang: Lang) -> bool {
    load(lang).await || (lang != Lang::En && load(Lang::En).await)
}
