//! The board picture as PNG and through the system's share sheet: the
//! files worker draws the SVG; here the browser rasterises it on a canvas.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlImageElement};

/// Pixels of the PNG per unit of the SVG's 1000×1100 drawing.
const SCALE: f64 = 1.0;

/// Rasterises `svg` (a standalone SVG document of `width`×`height` units)
/// and hands the PNG's bytes to `done` (`None` if the browser cannot).
pub fn svg_to_png(
    svg: &str,
    width: u32,
    height: u32,
    done: impl FnOnce(Option<Vec<u8>>) + 'static,
) {
    let Ok(image) = HtmlImageElement::new() else {
        done(None);
        return;
    };
    let url = format!(
        "data:image/svg+xml;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(svg))
    );
    let done = std::cell::RefCell::new(Some(done));
    let loaded = image.clone();
    let on_load = Closure::<dyn FnMut()>::new(move || {
        if let Some(done) = done.borrow_mut().take() {
            done(draw(&loaded, width, height));
        }
    });
    image.set_onload(Some(on_load.as_ref().unchecked_ref()));
    on_load.forget();
    image.set_src(&url);
}

/// The image drawn on a canvas of its size, as PNG bytes.
fn draw(image: &HtmlImageElement, width: u32, height: u32) -> Option<Vec<u8>> {
    let document = web_sys::window()?.document()?;
    let canvas: HtmlCanvasElement = document.create_element("canvas").ok()?.dyn_into().ok()?;
    let (w, h) = (f64::from(width) * SCALE, f64::from(height) * SCALE);
    canvas.set_width(w as u32);
    canvas.set_height(h as u32);
    let context: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    context
        .draw_image_with_html_image_element_and_dw_and_dh(image, 0.0, 0.0, w, h)
        .ok()?;
    let data_url = canvas.to_data_url_with_type("image/png").ok()?;
    let base64 = data_url.split_once(',')?.1;
    let binary = web_sys::window()?.atob(base64).ok()?;
    Some(binary.chars().map(|c| c as u8).collect())
}

/// Whether the browser can share a file through the system's share sheet.
pub fn can_share_files() -> bool {
    web_sys::window().is_some_and(|w| {
        js_sys::Reflect::get(&w.navigator(), &JsValue::from_str("canShare"))
            .is_ok_and(|f| f.is_function())
    })
}

/// Offers `bytes` as the file `name` to the system's share sheet; false
/// when the browser cannot share it.
pub fn share_file(bytes: &[u8], name: &str, mime: &str) -> bool {
    (|| {
        let navigator = web_sys::window()?.navigator();
        let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
        let options = web_sys::FilePropertyBag::new();
        options.set_type(mime);
        let file =
            web_sys::File::new_with_u8_array_sequence_and_options(&parts, name, &options).ok()?;
        let data = js_sys::Object::new();
        js_sys::Reflect::set(&data, &"files".into(), &js_sys::Array::of1(&file)).ok()?;
        let can: js_sys::Function = js_sys::Reflect::get(&navigator, &"canShare".into())
            .ok()?
            .dyn_into()
            .ok()?;
        if !can.call1(&navigator, &data).ok()?.is_truthy() {
            return None;
        }
        let share: js_sys::Function = js_sys::Reflect::get(&navigator, &"share".into())
            .ok()?
            .dyn_into()
            .ok()?;
        let promise: js_sys::Promise = share.call1(&navigator, &data).ok()?.dyn_into().ok()?;
        // The player closing the sheet rejects the promise: not an error.
        let ignore = Closure::<dyn FnMut(JsValue)>::new(|_| {});
        let _ = promise.catch(&ignore);
        ignore.forget();
        Some(())
    })()
    .is_some()
}
