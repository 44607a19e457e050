//! Solved endgame tables kept across visits, in the browser's Cache
//! Storage: an ending solved once (up to fifteen seconds in a browser for
//! the largest) is read back in a moment by every later worker, offline.
//!
//! Each table is stored as its file (`KR-KAAEE.xqtb`, see
//! `xiangqi_tablebase::format`), whose CRC-32 and header are checked
//! before use: a damaged or mislabelled entry is deleted and the ending is
//! solved again when it is needed. The cache's name carries the file
//! format's version and the folder the app is served from, so two copies
//! of the app on one host keep their own, and the service worker (which
//! deletes only its own versioned caches) leaves it alone.

use std::cell::RefCell;

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Cache, Request, Response, WorkerGlobalScope};
use xiangqi_tablebase::{file_name, Material, Table, FORMAT_VERSION};

/// The prefix of the cache's name (the browser tests look for it).
pub const CACHE_PREFIX: &str = "xiangqi-tables-";

/// The cache's name for the app served from the folder of `href` (the
/// worker script's address).
fn cache_name(href: &str) -> String {
    let folder = href.rsplit_once('/').map_or(href, |(folder, _)| folder);
    format!("{CACHE_PREFIX}v{FORMAT_VERSION}-{folder}/")
}

/// The address a table is stored under, relative to the worker's folder.
fn address(material: Material) -> String {
    format!("tables/{}", file_name(material))
}

fn scope() -> Option<WorkerGlobalScope> {
    js_sys::global().dyn_into::<WorkerGlobalScope>().ok()
}

/// The tables' cache, where the browser has Cache Storage (secure pages
/// only: `https` or `localhost`); made only when `create` (reading back
/// leaves no empty cache behind).
async fn open(create: bool) -> Option<Cache> {
    let scope = scope()?;
    let name = cache_name(&scope.location().href());
    let caches = scope.caches().ok()?;
    if !create {
        let there = JsFuture::from(caches.has(&name)).await.ok()?;
        if there.as_bool() != Some(true) {
            return None;
        }
    }
    let cache = JsFuture::from(caches.open(&name)).await.ok()?;
    cache.dyn_into::<Cache>().ok()
}

/// The bytes of a stored response.
async fn body(cache: &Cache, request: &Request) -> Option<Vec<u8>> {
    let found = JsFuture::from(cache.match_with_request(request))
        .await
        .ok()?;
    let response = found.dyn_into::<Response>().ok()?;
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// The ending a stored table's address names, if any.
fn material_at(url: &str) -> Option<Material> {
    url.rsplit('/').next()?.strip_suffix(".xqtb")?.parse().ok()
}

/// A solved table to store: its ending and its file's bytes.
type Solved = (Material, Vec<u8>);

thread_local! {
    /// Tables solved while [`restore`] is still reading the stored ones,
    /// held back until it is done: a damaged entry it is about to delete
    /// must not take a freshly solved copy with it.
    static HELD_BACK: RefCell<Option<Vec<Solved>>> = const { RefCell::new(None) };
}

/// Whether the stored entry at `request` is still there and still one
/// that does not read back. Another worker of the page reads the same
/// tables at the same time: it may have deleted the entry already, and
/// then solved the ending and stored a whole copy, which a second delete
/// would take away. An entry already gone is therefore left to that
/// worker, and a whole one is kept.
async fn damaged_copy_still_there(
    cache: &Cache,
    request: &Request,
    reads_back: impl Fn(&[u8]) -> bool,
) -> bool {
    body(cache, request)
        .await
        .is_some_and(|bytes| !reads_back(&bytes))
}

/// Every stored table that reads back whole under its own name, but for
/// the endings a host may serve (an attacking piece with its own advisors
/// or elephants: up to a hundred megabytes each in memory), which stay in
/// storage until a position needs them (see [`load`]); a damaged table is
/// deleted.
pub async fn restore() -> Vec<Table> {
    HELD_BACK.with(|held| {
        held.borrow_mut().get_or_insert_with(Vec::new);
    });
    let tables = read_back().await;
    if let Some(held) = HELD_BACK.with(|held| held.borrow_mut().take()) {
        keep(held);
    }
    tables
}

/// The work of [`restore`].
async fn read_back() -> Vec<Table> {
    let Some(cache) = open(false).await else {
        return Vec::new();
    };
    let Ok(keys) = JsFuture::from(cache.keys()).await else {
        return Vec::new();
    };
    let mut tables = Vec::new();
    for key in js_sys::Array::from(&keys).iter() {
        let Ok(request) = key.dyn_into::<Request>() else {
            continue;
        };
        if material_at(&request.url()).is_some_and(|m| m.is_for_host()) {
            continue;
        }
        let url = request.url();
        let whole = |bytes: &[u8]| {
            Table::from_bytes(bytes)
                .ok()
                .filter(|t| url.ends_with(&address(t.material())))
        };
        match body(&cache, &request).await.and_then(|bytes| whole(&bytes)) {
            Some(table) => tables.push(table),
            None => {
                if damaged_copy_still_there(&cache, &request, |bytes| whole(bytes).is_some()).await
                {
                    let _ = JsFuture::from(cache.delete_with_request(&request)).await;
                }
            }
        }
    }
    tables
}

/// The stored table of `material`, if it reads back whole as that ending
/// (a damaged copy is deleted).
pub async fn load(material: Material) -> Option<Table> {
    let cache = open(false).await?;
    let request = Request::new_with_str(&address(material)).ok()?;
    let bytes = body(&cache, &request).await?;
    match Table::from_bytes(&bytes) {
        Ok(table) if table.material() == material.canonical().0 => Some(table),
        _ => {
            let _ = JsFuture::from(cache.delete_with_request(&request)).await;
            None
        }
    }
}

/// Stores `tables` (material and file bytes) in the background; a browser
/// that refuses (no Cache Storage, storage full) only loses the saving.
pub fn keep(tables: Vec<Solved>) {
    if tables.is_empty() {
        return;
    }
    let tables = HELD_BACK.with(|held| match held.borrow_mut().as_mut() {
        Some(held) => {
            held.extend(tables);
            None
        }
        None => Some(tables),
    });
    let Some(tables) = tables else {
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        let Some(cache) = open(true).await else {
            return;
        };
        for (material, mut bytes) in tables {
            let Ok(response) = Response::new_with_opt_u8_array(Some(&mut bytes)) else {
                continue;
            };
            let stored: Result<JsValue, JsValue> =
                JsFuture::from(cache.put_with_str(&address(material), &response)).await;
            if stored.is_err() {
                return;
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_place_the_app_is_served_from_has_its_own_cache() {
        assert_eq!(
            cache_name("https://example.org/xiangqi/ai-worker-1f2e.js"),
            format!("xiangqi-tables-v{FORMAT_VERSION}-https://example.org/xiangqi/")
        );
        assert_ne!(
            cache_name("https://example.org/a/w.js"),
            cache_name("https://example.org/b/w.js")
        );
        let m: Material = "KR-KAAEE".parse().unwrap();
        assert_eq!(address(m), "tables/KR-KAAEE.xqtb");
        assert_eq!(
            material_at("https://example.org/x/tables/KR-KAAEE.xqtb"),
            Some(m)
        );
        assert_eq!(material_at("https://example.org/x/tables/index.txt"), None);
    }
}
