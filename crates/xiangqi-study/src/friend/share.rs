//! The link to send after a move: as text to copy, through the system's
//! share sheet where there is one, and as a QR code for the other
//! device's camera (see `super::qr`).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::session::Friend;

/// Opens the system's share sheet with `url`, where the browser has one.
fn share(url: &str) -> bool {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return false;
    };
    let share = js_sys::Reflect::get(&navigator, &"share".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(share) = share else {
        return false;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    if let Ok(promise) = share.call1(&navigator, &data) {
        if let Ok(promise) = promise.dyn_into::<js_sys::Promise>() {
            let ignore =
                wasm_bindgen::closure::Closure::<dyn FnMut(wasm_bindgen::JsValue)>::new(|_| {});
            let _ = promise.catch(&ignore);
            ignore.forget();
        }
    }
    true
}

fn can_share() -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w.navigator(), &"share".into()).ok())
        .is_some_and(|f| f.is_function())
}

/// The link for the friend, its copy and share buttons, and its QR code.
#[component]
pub fn SharePanel() -> impl IntoView {
    let f = expect_context::<Friend>();
    let link = Memo::new(move |_| f.link().unwrap_or_default());
    let input = NodeRef::<leptos::html::Input>::new();
    let copy = move |_| {
        let copied = xiangqi_ui::web::clipboard::write(&link.get_untracked());
        if !copied {
            if let Some(input) = input.get_untracked() {
                input.select();
            }
        }
        f.copied.set(Some(copied));
    };
    view! {
        <section class="friend-share" data-testid="friend-share">
            <label class="friend-link-label">
                {move || f.w("link-label")}
                <input
                    type="text"
                    readonly
                    data-testid="friend-link"
                    node_ref=input
                    prop:value=move || link.get()
                    on:focus=move |e| {
                        if let Some(el) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                            el.select();
                        }
                    }
                />
            </label>
            <div class="dialog-buttons">
                <button class="primary" data-testid="copy-link" on:click=copy>{move || f.w("copy")}</button>
                {can_share().then(|| view! {
                    <button data-testid="share-link" on:click=move |_| { share(&link.get_untracked()); }>
                        {move || f.w("share")}
                    </button>
                })}
            </div>
            <p class="friend-copied" role="status" data-testid="friend-copied">
                {move || f.copied.get().map(|ok| f.w(if ok { "copied" } else { "copy-failed" }))}
            </p>
            <super::qr::QrImage text=Signal::derive(move || link.get()) label=Signal::derive(move || f.w("qr-label")) />
        </section>
    }
}
