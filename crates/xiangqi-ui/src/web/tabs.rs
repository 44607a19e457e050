//! The other tabs and windows of the app on this device: a change one of
//! them makes to the player's data is told to the rest, which read it
//! again instead of writing their stale copy back. The past games go by a
//! `BroadcastChannel` message (IndexedDB sends no event), and so do the
//! database's small records (settings, progress), text and all; values
//! in localStorage by the browser's own `storage` event. The channel also
//! reaches the study module's program in the same tab, which keeps its
//! own copy of the records.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The channel every tab of the app listens on.
const CHANNEL: &str = "xiangqi";

/// What another tab changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// A game was filed or forgotten.
    Games,
    /// A tab opening asks whether another plays the game in progress.
    WhoPlays,
    /// The game in progress is played in the tab that says so.
    PlayedHere,
    /// A tab takes the game in progress over: the others step aside.
    TakenOver,
}

impl Change {
    const ALL: [Change; 4] = [
        Change::Games,
        Change::WhoPlays,
        Change::PlayedHere,
        Change::TakenOver,
    ];

    fn text(self) -> &'static str {
        match self {
            Change::Games => "games",
            Change::WhoPlays => "who-plays",
            Change::PlayedHere => "played-here",
            Change::TakenOver => "taken-over",
        }
    }

    fn from_text(text: &str) -> Option<Change> {
        Change::ALL.into_iter().find(|c| c.text() == text)
    }
}

thread_local! {
    static OWN: Option<web_sys::BroadcastChannel> = web_sys::BroadcastChannel::new(CHANNEL).ok();
}

/// Tells the other tabs of `change` (a message to oneself is not heard).
pub fn tell(change: Change) {
    OWN.with(|c| {
        if let Some(c) = c {
            let _ = c.post_message(&JsValue::from_str(change.text()));
        }
    });
}

/// The start of a message that carries a record: `record`, its key, and
/// its text (`null` when it was removed), as an array.
const RECORD: &str = "record";

/// Tells the other programs of the app that the record `key` now holds
/// `text` (`None`: it was removed).
pub fn tell_record(key: &str, text: Option<&str>) {
    let message = js_sys::Array::of3(
        &JsValue::from_str(RECORD),
        &JsValue::from_str(key),
        &text.map_or(JsValue::NULL, JsValue::from_str),
    );
    OWN.with(|c| {
        if let Some(c) = c {
            let _ = c.post_message(&message);
        }
    });
}

/// A record told by [`tell_record`], if `data` is one.
fn record_of(data: &JsValue) -> Option<(String, Option<String>)> {
    let parts = data.dyn_ref::<js_sys::Array>()?;
    if parts.length() != 3 || parts.get(0).as_string().as_deref() != Some(RECORD) {
        return None;
    }
    Some((parts.get(1).as_string()?, parts.get(2).as_string()))
}

/// Calls `heard` with each change another tab tells of, for as long as
/// the returned [`Listening`] lives (any number of listeners).
pub fn on_change(heard: impl Fn(Change) + 'static) -> Listening {
    let listener =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            if let Some(change) = e.data().as_string().as_deref().and_then(Change::from_text) {
                heard(change);
            }
        });
    // The same channel object that tells: it does not hear itself.
    OWN.with(|c| {
        if let Some(c) = c {
            let _ =
                c.add_event_listener_with_callback("message", listener.as_ref().unchecked_ref());
        }
    });
    Listening { listener }
}

/// A listener of [`on_change`]; dropped, it stops listening.
pub struct Listening {
    listener: Closure<dyn FnMut(web_sys::MessageEvent)>,
}

impl Listening {
    /// Listens for as long as the page lives.
    pub fn forever(self) {
        std::mem::forget(self);
    }
}

impl Drop for Listening {
    fn drop(&mut self) {
        OWN.with(|c| {
            if let Some(c) = c {
                let _ = c.remove_event_listener_with_callback(
                    "message",
                    self.listener.as_ref().unchecked_ref(),
                );
            }
        });
    }
}

/// Calls `heard` with the key and new text of each record another
/// program of the app tells of, or localStorage value another tab writes
/// (`None` when it was removed), for as long as the page lives.
pub fn on_stored(heard: impl Fn(String, Option<String>) + 'static) {
    let heard = std::rc::Rc::new(heard);
    let told = heard.clone();
    let listener =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            if let Some((key, text)) = record_of(&e.data()) {
                told(key, text);
            }
        });
    OWN.with(|c| {
        if let Some(c) = c {
            let _ =
                c.add_event_listener_with_callback("message", listener.as_ref().unchecked_ref());
        }
    });
    listener.forget();
    let Some(window) = web_sys::window() else {
        return;
    };
    let listener =
        Closure::<dyn FnMut(web_sys::StorageEvent)>::new(move |e: web_sys::StorageEvent| {
            if let Some(key) = e.key() {
                heard(key, e.new_value());
            }
        });
    let _ = window.add_event_listener_with_callback("storage", listener.as_ref().unchecked_ref());
    listener.forget();
}
