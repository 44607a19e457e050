//! The "Install app" button, shown when the browser offers installation
//! (its `beforeinstallprompt` event), which the button then replays.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Whether installation is on offer, and the browser's deferred prompt.
#[derive(Clone, Copy)]
pub struct Install {
    pub available: RwSignal<bool>,
    deferred: StoredValue<Option<JsValue>, LocalStorage>,
}

impl Install {
    /// Shows the browser's own install dialog (once; the event is spent).
    pub fn prompt(&self) {
        let Some(event) = self.deferred.get_value() else {
            return;
        };
        self.deferred.set_value(None);
        self.available.set(false);
        if let Ok(prompt) = js_sys::Reflect::get(&event, &JsValue::from_str("prompt")) {
            if let Some(prompt) = prompt.dyn_ref::<js_sys::Function>() {
                let _ = prompt.call0(&event);
            }
        }
    }
}

/// Starts listening for the browser's install offer.
pub fn listen() -> Install {
    let install = Install {
        available: RwSignal::new(false),
        deferred: StoredValue::new_local(None),
    };
    let Some(window) = web_sys::window() else {
        return install;
    };
    let on_offer = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
        // Keep the browser's mini-bar away; our button offers it instead.
        event.prevent_default();
        install.deferred.set_value(Some(event.into()));
        install.available.set(true);
    });
    let on_installed = Closure::<dyn FnMut()>::new(move || {
        install.deferred.set_value(None);
        install.available.set(false);
        // An installed app is one the player means to keep: the browser is
        // asked to keep its data for good (the menu shows its answer).
        wasm_bindgen_futures::spawn_local(async {
            let _ = xiangqi_ui::web::database::persistence::ask_to_persist().await;
        });
    });
    let _ = window
        .add_event_listener_with_callback("beforeinstallprompt", on_offer.as_ref().unchecked_ref());
    let _ = window
        .add_event_listener_with_callback("appinstalled", on_installed.as_ref().unchecked_ref());
    on_offer.forget();
    on_installed.forget();
    install
}
