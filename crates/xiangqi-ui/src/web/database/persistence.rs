//! Whether the browser keeps the player's data for good: without
//! persistence, site data is "best effort" and a browser may evict it
//! under storage pressure (Safari also deletes script-written data of a
//! site not added to the home screen after seven days without a visit).
//! The app asks once it has something worth keeping (the first finished
//! game), and the menu shows the answer and how much is stored.

use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

fn manager() -> Option<web_sys::StorageManager> {
    Some(web_sys::window()?.navigator().storage())
}

async fn ask(promise: Result<js_sys::Promise, JsValue>) -> Option<JsValue> {
    JsFuture::from(promise.ok()?).await.ok()
}

/// Asks the browser to keep the data; whether it will (`None`: this
/// browser cannot say).
pub async fn ask_to_persist() -> Option<bool> {
    ask(manager()?.persist()).await?.as_bool()
}

/// Whether the browser keeps the data for good (`None`: it cannot say).
pub async fn persisted() -> Option<bool> {
    ask(manager()?.persisted()).await?.as_bool()
}

/// How many bytes the app stores, as the browser counts them.
pub async fn usage() -> Option<f64> {
    let estimate = ask(manager()?.estimate()).await?;
    js_sys::Reflect::get(&estimate, &JsValue::from_str("usage"))
        .ok()?
        .as_f64()
}
