//! Files in and out of the page: the bytes of a file the player picked or
//! dropped, and a download.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, BlobPropertyBag, File, HtmlAnchorElement, Url};

/// Reads `file` and hands its bytes to `then` (`None` if it cannot be
/// read).
pub fn read_file(file: File, then: impl FnOnce(Option<Vec<u8>>) + 'static) {
    wasm_bindgen_futures::spawn_local(async move {
        let bytes = JsFuture::from(file.array_buffer())
            .await
            .ok()
            .map(|buffer| js_sys::Uint8Array::new(&buffer).to_vec());
        then(bytes);
    });
}

/// Offers `bytes` as a download named `name`.
pub fn download(bytes: &[u8], name: &str, mime: &str) -> bool {
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let options = BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = Blob::new_with_u8_array_sequence_and_options(&parts, &options) else {
        return false;
    };
    let Ok(url) = Url::create_object_url_with_blob(&blob) else {
        return false;
    };
    let anchor = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("a").ok())
        .and_then(|a| a.dyn_into::<HtmlAnchorElement>().ok());
    let Some(anchor) = anchor else {
        let _ = Url::revoke_object_url(&url);
        return false;
    };
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    // The click has started the download; the address is no longer needed
    // once the browser has read it.
    let later = url.clone();
    gloo_timers::callback::Timeout::new(10_000, move || {
        let _ = Url::revoke_object_url(&later);
    })
    .forget();
    true
}
