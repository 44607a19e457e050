//! The other tabs and windows of the app on this device: a change one of
//! them makes to the player's data is told to the rest, which read it
//! again instead of writing their stale copy back. The past games go by a
//! `BroadcastChannel` message (IndexedDB sends no event); values in
//! localStorage (settings, progress) by the browser's own `storage` event.

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

/// Calls `heard` with the key and new text of each localStorage value
/// another tab writes (`None` when it was removed).
pub fn on_stored(heard: impl Fn(String, Option<String>) + 'static) {
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
