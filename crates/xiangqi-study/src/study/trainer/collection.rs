//! Fetching the puzzle collection, `puzzles/puzzles.txt` next to the page
//! (precached by the service worker, so it is there offline too).

use std::sync::Arc;

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use xiangqi_puzzles::Puzzle;

/// Where the collection lies, relative to the page.
const URL: &str = "puzzles/puzzles.txt";

/// Why the collection is not there.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    /// It could not be fetched (offline before the first visit, a host
    /// without it).
    Unreachable,
    /// It was fetched but cannot be read: what and where.
    Unreadable(String),
}

/// The collection, read.
pub async fn fetch() -> Result<Arc<Vec<Puzzle>>, LoadError> {
    let text = fetch_text().await.ok_or(LoadError::Unreachable)?;
    xiangqi_puzzles::format::read(&text)
        .map(Arc::new)
        .map_err(|e| LoadError::Unreadable(e.to_string()))
}

async fn fetch_text() -> Option<String> {
    let window = web_sys::window()?;
    let response = JsFuture::from(window.fetch_with_str(URL)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}
