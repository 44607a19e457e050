//! Writing to the clipboard, where the browser offers the API.

use wasm_bindgen::{JsCast, JsValue};

/// Starts copying `text` to the clipboard; false when the browser has no
/// clipboard API (the caller then shows the text to copy by hand).
pub fn write(text: &str) -> bool {
    (|| {
        let navigator = web_sys::window()?.navigator();
        let clipboard = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard")).ok()?;
        let write = js_sys::Reflect::get(&clipboard, &JsValue::from_str("writeText")).ok()?;
        let write: js_sys::Function = write.dyn_into().ok()?;
        let promise = write.call1(&clipboard, &JsValue::from_str(text)).ok()?;
        // A refusal (no permission) is not an error worth a console message.
        if let Ok(p) = promise.dyn_into::<js_sys::Promise>() {
            let ignore = wasm_bindgen::closure::Closure::<dyn FnMut(JsValue)>::new(|_| {});
            let _ = p.catch(&ignore);
            ignore.forget();
        }
        Some(())
    })()
    .is_some()
}
