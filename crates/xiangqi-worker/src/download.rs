//! Endgame tables the host serves beside the app, for the endings too
//! large to solve in a browser (an attacking piece with its own advisors
//! and elephants, or two attacking pieces, against no attacking piece:
//! up to 127 million positions).
//!
//! The worker reads the host's `tables/index.txt` once (see
//! [`xiangqi_tablebase::ServedIndex`]), downloads a table the first time
//! a position needs it, and uses it only if its length and SHA-256 are the
//! index's and it reads back whole as the ending asked for. A used table
//! is kept in the browser's Cache Storage (see `crate::stored`), so it
//! works offline from then on. A host without the folder serves none: the
//! worker asks once and then solves what it can itself.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Response, WorkerGlobalScope};
use xiangqi_tablebase::{Material, ServedIndex, Table, INDEX_FILE};

/// What the worker knows of the host's index.
#[derive(Clone)]
enum Known {
    /// Not asked yet.
    Unasked,
    /// Asked: the index, or none (no folder, unreadable, offline).
    Asked(Option<Rc<ServedIndex>>),
}

thread_local! {
    static INDEX: RefCell<Known> = const { RefCell::new(Known::Unasked) };
}

/// The bytes at `address` (relative to the worker's folder), if the host
/// answers with them.
async fn fetch(address: &str) -> Result<Vec<u8>, String> {
    let scope = js_sys::global()
        .dyn_into::<WorkerGlobalScope>()
        .map_err(|_| "not in a worker".to_string())?;
    let answer = JsFuture::from(scope.fetch_with_str(address))
        .await
        .map_err(|_| format!("{address}: the host cannot be reached"))?;
    let response: Response = answer
        .dyn_into()
        .map_err(|_| format!("{address}: no response"))?;
    if !response.ok() {
        return Err(format!("{address}: the host answers {}", response.status()));
    }
    let buffer = response
        .array_buffer()
        .map_err(|_| format!("{address}: unreadable"))?;
    let buffer = JsFuture::from(buffer)
        .await
        .map_err(|_| format!("{address}: the download broke off"))?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// The host's index, read once per worker.
async fn index() -> Option<Rc<ServedIndex>> {
    if let Known::Asked(known) = INDEX.with(|i| i.borrow().clone()) {
        return known;
    }
    let read = fetch(&format!("tables/{INDEX_FILE}"))
        .await
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .and_then(|text| ServedIndex::parse(&text).ok())
        .map(Rc::new);
    INDEX.with(|i| *i.borrow_mut() = Known::Asked(read.clone()));
    read
}

/// The length of the host's table of `material`, if it serves one.
pub async fn served_bytes(material: Material) -> Option<u64> {
    index().await?.get(material).map(|t| t.bytes)
}

/// The served table of `material`, downloaded and checked against the
/// index, with its file's bytes (to keep); why not, if it cannot be used.
pub async fn table(material: Material) -> Result<(Table, Vec<u8>), String> {
    let index = index()
        .await
        .ok_or_else(|| "this host serves no endgame tables".to_string())?;
    let entry = index
        .get(material)
        .ok_or_else(|| format!("no table of {material} is served"))?;
    let bytes = fetch(&format!(
        "tables/{}",
        xiangqi_tablebase::file_name(entry.material)
    ))
    .await?;
    let table = index.check(material, &bytes).map_err(|e| e.to_string())?;
    Ok((table, bytes))
}
