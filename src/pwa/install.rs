//! The "Install app" button, shown when the browser offers installation
//! (its `beforeinstallprompt` event), which the button then replays; and
//! where a browser installs only by hand (Safari on an iPhone or iPad,
//! which has no such event), shown to say how.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Whether installation is on offer, and the browser's deferred prompt.
#[derive(Clone, Copy)]
pub struct Install {
    pub available: RwSignal<bool>,
    deferred: StoredValue<Option<JsValue>, LocalStorage>,
    /// The browser installs from its own menu only (Share, then Add to
    /// Home Screen) and the page is not yet running as the installed app.
    by_hand: bool,
}

impl Install {
    /// Shows the browser's own install dialog (once; the event is spent).
    /// `false` where the player must install by hand, to be told how.
    pub fn prompt(&self) -> bool {
        let Some(event) = self.deferred.get_value() else {
            return !self.by_hand;
        };
        self.deferred.set_value(None);
        self.available.set(false);
        if let Ok(prompt) = js_sys::Reflect::get(&event, &JsValue::from_str("prompt")) {
            if let Some(prompt) = prompt.dyn_ref::<js_sys::Function>() {
                let _ = prompt.call0(&event);
            }
        }
        true
    }
}

/// Whether this is Safari on an iPhone or iPad outside the installed app:
/// only there does `navigator.standalone` exist, `false` in a tab.
fn installs_by_hand(window: &web_sys::Window) -> bool {
    js_sys::Reflect::get(&window.navigator(), &JsValue::from_str("standalone"))
        .is_ok_and(|standalone| standalone == JsValue::FALSE)
}

/// Starts listening for the browser's install offer.
pub fn listen() -> Install {
    let window = web_sys::window();
    let by_hand = window.as_ref().is_some_and(installs_by_hand);
    let install = Install {
        available: RwSignal::new(by_hand),
        deferred: StoredValue::new_local(None),
        by_hand,
    };
    let Some(window) = window else {
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
