//! The worker's one engine and its way back to the page, shared by the
//! requests answered at once (`crate::worker`) and those that wait for a
//! table first (`crate::served_probe`).

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::DedicatedWorkerGlobalScope;
use xiangqi_engine::Engine;

use crate::endings;
use crate::protocol::Response;

/// Transposition table size in the browser.
const HASH_MIB: usize = 16;

thread_local! {
    static ENGINE: RefCell<Option<Engine>> = const { RefCell::new(None) };
}

/// The engine of this worker, created on first use.
pub(crate) fn with_engine<R>(f: impl FnOnce(&mut Engine) -> R) -> R {
    ENGINE.with(|e| {
        let mut slot = e.borrow_mut();
        let engine = slot.get_or_insert_with(|| {
            let mut engine = Engine::new(HASH_MIB);
            engine.set_seed(js_sys::Date::now() as u64);
            engine.set_tablebase(endings::shared());
            engine
        });
        f(engine)
    })
}

/// Sends `response` to the page.
pub(crate) fn post_to_page(response: Response) {
    if let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() {
        let _ = scope.post_message(&JsValue::from_str(&response.to_json()));
    }
}

/// Hands `tables` to the engine, if one was made yet, and to every later
/// one.
pub(crate) fn adopt_tables(tables: Vec<xiangqi_tablebase::Table>) {
    ENGINE.with(|e| endings::adopt(tables, e.borrow_mut().as_mut()));
}

/// Starts a new game on the engine, if one was made yet.
pub(crate) fn new_game() {
    ENGINE.with(|e| {
        if let Some(engine) = e.borrow_mut().as_mut() {
            engine.new_game();
        }
    });
}
