//! Service worker registration and the waiting-update handshake.

use std::cell::{Cell, RefCell};

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState,
};

/// How often an open page asks the server for a new version (ms).
const UPDATE_CHECK_MS: u32 = 30 * 60 * 1000;

thread_local! {
    /// The installed new version waiting to take over.
    static WAITING: RefCell<Option<ServiceWorker>> = const { RefCell::new(None) };
    /// Set when the player asked for the update: the next controller
    /// change then reloads the page (and only then: the first install
    /// also changes the controller, and must not reload).
    static RELOAD_ON_CHANGE: Cell<bool> = const { Cell::new(false) };
}

/// The page's service worker container, if this browser and context have one.
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    let has = js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker")).ok()?;
    has.then(|| navigator.service_worker())
}

/// Registers `sw.js` (release builds only); the returned signal turns true
/// when a new version is installed and waiting.
pub fn register() -> RwSignal<bool> {
    let ready = RwSignal::new(false);
    if cfg!(debug_assertions) {
        return ready;
    }
    let Some(container) = container() else {
        return ready;
    };
    let on_change = Closure::<dyn FnMut()>::new(|| {
        if RELOAD_ON_CHANGE.with(Cell::get) {
            RELOAD_ON_CHANGE.with(|c| c.set(false));
            if let Some(w) = web_sys::window() {
                let _ = w.location().reload();
            }
        }
    });
    container.set_oncontrollerchange(Some(on_change.as_ref().unchecked_ref()));
    on_change.forget();

    // Register once the page has loaded, so that precaching the build does
    // not compete with the first load for the network.
    let loaded = web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.ready_state() == "complete");
    if loaded {
        start_registration(container, ready);
    } else if let Some(window) = web_sys::window() {
        let on_load = Closure::once_into_js(move || start_registration(container, ready));
        let options = web_sys::AddEventListenerOptions::new();
        options.set_once(true);
        let _ = window.add_event_listener_with_callback_and_add_event_listener_options(
            "load",
            on_load.unchecked_ref(),
            &options,
        );
    }
    ready
}

/// Registers `sw.js` and watches for new versions.
fn start_registration(container: ServiceWorkerContainer, ready: RwSignal<bool>) {
    leptos::task::spawn_local(async move {
        let promise = container.register("./sw.js");
        let registration = match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(r) => r.unchecked_into::<ServiceWorkerRegistration>(),
            Err(e) => {
                web_sys::console::warn_2(&"offline support unavailable:".into(), &e);
                return;
            }
        };
        watch(&registration, &container, ready);
        // Ask for a new version now and then while the page stays open.
        let periodic = registration.clone();
        let interval = gloo_timers::callback::Interval::new(UPDATE_CHECK_MS, move || {
            let _ = periodic.update();
        });
        interval.forget();
    });
}

/// Offers `worker` once it is installed, if it replaces a running version.
fn offer_when_installed(
    worker: ServiceWorker,
    container: &ServiceWorkerContainer,
    ready: RwSignal<bool>,
) {
    let is_update = container.controller().is_some();
    if !is_update {
        return;
    }
    if worker.state() == ServiceWorkerState::Installed {
        WAITING.with(|w| *w.borrow_mut() = Some(worker));
        ready.set(true);
        return;
    }
    let watched = worker.clone();
    let on_state = Closure::<dyn FnMut()>::new(move || {
        if watched.state() == ServiceWorkerState::Installed {
            WAITING.with(|w| *w.borrow_mut() = Some(watched.clone()));
            ready.set(true);
        }
    });
    worker.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
    on_state.forget();
}

fn watch(
    registration: &ServiceWorkerRegistration,
    container: &ServiceWorkerContainer,
    ready: RwSignal<bool>,
) {
    if let Some(waiting) = registration.waiting() {
        offer_when_installed(waiting, container, ready);
    }
    let reg = registration.clone();
    let container = container.clone();
    let on_found = Closure::<dyn FnMut()>::new(move || {
        if let Some(installing) = reg.installing() {
            offer_when_installed(installing, &container, ready);
        }
    });
    registration.set_onupdatefound(Some(on_found.as_ref().unchecked_ref()));
    on_found.forget();
}

/// Lets the waiting version take over; the page reloads when it has.
///
/// The study module starts downloading at the player's first press, which
/// may be the press on "Update" itself. The hand-over waits for that
/// download to end: Chromium holds a skipping version back while the old
/// one is still serving the page, and was seen to keep holding it after
/// such a download had ended.
pub fn activate_waiting() {
    let Some(worker) = WAITING.with(|w| w.borrow().clone()) else {
        return;
    };
    RELOAD_ON_CHANGE.with(|c| c.set(true));
    leptos::task::spawn_local(async move {
        crate::study_host::study_download_finished().await;
        let _ = worker.post_message(&JsValue::from_str("skip-waiting"));
    });
}
