//! JSON text through the browser's own `JSON.parse` and `JSON.stringify`,
//! with `serde-wasm-bindgen` between JavaScript values and Rust types.
//!
//! Everything the page stores, and every message it exchanges with the
//! workers and the study module, is JSON text. A JSON parser and printer
//! compiled into the page's WebAssembly (`serde_json`) weighed more than
//! any screen on it; the browser already has both. Outside WebAssembly
//! (the native tests) this is `serde_json`.
//!
//! Integers travel as JavaScript numbers, exact up to 2^53: a larger one
//! cannot be written (`write` gives nothing) nor read back.

use serde::de::DeserializeOwned;
use serde::Serialize;
use xiangqi_model::json::JsonText;

/// The browser's JSON (see the module's documentation).
#[derive(Clone, Copy, Debug, Default)]
pub struct BrowserJson;

#[cfg(target_arch = "wasm32")]
impl JsonText for BrowserJson {
    fn read<T: DeserializeOwned>(&self, text: &str) -> Option<T> {
        let value = js_sys::JSON::parse(text).ok()?;
        serde_wasm_bindgen::from_value(value).ok()
    }

    fn write<T: Serialize + ?Sized>(&self, value: &T) -> Option<String> {
        // JSON's own shapes: `null` for nothing, plain objects for maps.
        let value = value
            .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
            .ok()?;
        js_sys::JSON::stringify(&value).ok()?.as_string()
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl JsonText for BrowserJson {
    fn read<T: DeserializeOwned>(&self, text: &str) -> Option<T> {
        xiangqi_model::json::SerdeJson.read(text)
    }

    fn write<T: Serialize + ?Sized>(&self, value: &T) -> Option<String> {
        xiangqi_model::json::SerdeJson.write(value)
    }
}

/// `text` as a `T` (see [`BrowserJson`]).
pub fn read<T: DeserializeOwned>(text: &str) -> Option<T> {
    BrowserJson.read(text)
}

/// `value` as JSON text (see [`BrowserJson`]); empty if it cannot be
/// written.
pub fn write<T: Serialize + ?Sized>(value: &T) -> String {
    BrowserJson.write(value).unwrap_or_default()
}
