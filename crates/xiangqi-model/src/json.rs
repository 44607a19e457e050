//! JSON text as the model reads and writes it (stored data, the dialogs'
//! commands), through a reader each program chooses.
//!
//! Natively that is [`SerdeJson`]. The page passes the browser's own JSON
//! reader instead (`xiangqi_ui::web::json`): a JSON parser and printer
//! compiled into its WebAssembly would weigh more than anything else the
//! first paint carries.

use serde::de::DeserializeOwned;
use serde::Serialize;

/// Reads and writes JSON text.
pub trait JsonText {
    /// `text` as a `T`, or `None` if it is not JSON of that shape.
    fn read<T: DeserializeOwned>(&self, text: &str) -> Option<T>;
    /// `value` as JSON text (`None` only if it cannot be written).
    fn write<T: Serialize + ?Sized>(&self, value: &T) -> Option<String>;
}

/// JSON through `serde_json`.
#[derive(Clone, Copy, Debug, Default)]
pub struct SerdeJson;

impl JsonText for SerdeJson {
    fn read<T: DeserializeOwned>(&self, text: &str) -> Option<T> {
        serde_json::from_str(text).ok()
    }

    fn write<T: Serialize + ?Sized>(&self, value: &T) -> Option<String> {
        serde_json::to_string(value).ok()
    }
}
