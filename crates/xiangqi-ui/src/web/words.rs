//! The app's words, fetched: the program carries no locale file (see
//! [`crate::words::catalog`]), so before the page draws, before a lazily
//! loaded screen opens and before the app changes language, it fetches
//! that language's file of the part it shows. Offline, the service worker
//! answers from its copy.

use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

use crate::model::Lang;
use crate::words::catalog;
pub use crate::words::catalog::Part;

// The browser reads the file's JSON itself, so the page's program needs
// no JSON reader for it: the words arrive as one list of keys and texts.
#[wasm_bindgen(inline_js = "
export function fetch_words(url) {
  return fetch(new URL(url, document.baseURI))
    .then((r) => (r.ok ? r.json() : null))
    .then((words) => (words && typeof words === 'object'
      ? Object.entries(words).filter(([, text]) => typeof text === 'string').flat()
      : null))
    .catch(() => null);
}
")]
extern "C" {
    /// The keys and texts of the locale file at `url` (relative to the
    /// page), one after the other, or null.
    fn fetch_words(url: &str) -> js_sys::Promise;
}

/// Fetches and installs `lang`'s words of `part`, unless they are there;
/// whether they are.
pub async fn load(lang: Lang, part: Part) -> bool {
    if catalog::installed(lang, part) {
        return true;
    }
    let list = JsFuture::from(fetch_words(&catalog::file(lang, part)))
        .await
        .ok()
        .and_then(|list| list.dyn_into::<js_sys::Array>().ok());
    let Some(list) = list else {
        return false;
    };
    let mut texts = list.iter().filter_map(|v| v.as_string());
    let mut words = std::collections::HashMap::new();
    while let (Some(key), Some(text)) = (texts.next(), texts.next()) {
        words.insert(key, text);
    }
    catalog::install_words(lang, part, words);
    true
}

/// Fetches `lang`'s words of `part`, or English's if they cannot be had
/// (English stands in for any missing text); whether there are words to
/// show.
pub async fn load_or_english(lang: Lang, part: Part) -> bool {
    load(lang, part).await || (lang != Lang::En && load(Lang::En, part).await)
}
