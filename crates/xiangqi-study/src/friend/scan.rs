//! Reading a friend's QR code with this device's camera, where the browser
//! can: it needs the Barcode Detection API (`BarcodeDetector`, in Chrome on
//! Android, ChromeOS and macOS) and a camera. Elsewhere the code fields
//! offer pasting alone, and the phone's own camera app can still open a
//! link's QR code.
//!
//! The dialog shows the camera's picture, looks for a QR code four times a
//! second, and hands over the first one it reads; the camera is released
//! whenever the dialog closes.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Interval;
use js_sys::{Array, Function, Object, Promise, Reflect};
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{HtmlVideoElement, MediaStream, MediaStreamConstraints, MediaStreamTrack};
use xiangqi_ui::dialogs::frame::ModalFrame;

use super::session::Friend;

/// How often the picture is searched for a code.
const LOOK_EVERY_MS: u32 = 250;

fn get(target: &JsValue, name: &str) -> Option<JsValue> {
    Reflect::get(target, &JsValue::from_str(name))
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
}

/// Whether this browser can read a QR code from the camera.
pub fn can_scan() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let devices = get(&window, "navigator").and_then(|n| get(&n, "mediaDevices"));
    get(&window, "BarcodeDetector").is_some()
        && devices.is_some_and(|d| get(&d, "getUserMedia").is_some())
}

/// A detector of QR codes (`new BarcodeDetector({ formats: ["qr_code"] })`).
fn qr_detector() -> Option<JsValue> {
    let window = web_sys::window()?;
    let class = get(&window, "BarcodeDetector")?
        .dyn_into::<Function>()
        .ok()?;
    let options = Object::new();
    let formats = Array::of1(&JsValue::from_str("qr_code"));
    Reflect::set(&options, &JsValue::from_str("formats"), &formats).ok()?;
    Reflect::construct(&class, &Array::of1(&options)).ok()
}

/// The text of the first code `detector` finds in `video`, if any.
async fn read_code(detector: &JsValue, video: &HtmlVideoElement) -> Option<String> {
    let detect = get(detector, "detect")?.dyn_into::<Function>().ok()?;
    let promise = detect
        .call1(detector, video)
        .ok()?
        .dyn_into::<Promise>()
        .ok()?;
    let found = JsFuture::from(promise).await.ok()?;
    let first = Array::from(&found).get(0);
    get(&first, "rawValue")
        .and_then(|v| v.as_string())
        .filter(|t| !t.trim().is_empty())
}

/// The camera facing away from the player, where there is a choice.
async fn open_camera() -> Result<MediaStream, JsValue> {
    let devices = web_sys::window()
        .ok_or(JsValue::NULL)?
        .navigator()
        .media_devices()?;
    let constraints = MediaStreamConstraints::new();
    let video = Object::new();
    Reflect::set(
        &video,
        &JsValue::from_str("facingMode"),
        &JsValue::from_str("environment"),
    )?;
    constraints.set_video(&video);
    let promise = devices.get_user_media_with_constraints(&constraints)?;
    JsFuture::from(promise).await?.dyn_into::<MediaStream>()
}

fn release(stream: &MediaStream) {
    for track in stream.get_tracks().iter() {
        if let Ok(track) = track.dyn_into::<MediaStreamTrack>() {
            track.stop();
        }
    }
}

/// What the dialog is doing.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scanning {
    Starting,
    Looking,
    Failed,
}

/// The scanning dialog: the camera's picture until a code is read
/// (`on_code`) or the player cancels (`on_close`, also Escape).
#[component]
pub fn ScanDialog(on_code: Callback<String>, on_close: Callback<()>) -> impl IntoView {
    let f = expect_context::<Friend>();
    let state = RwSignal::new(Scanning::Starting);
    let video_ref = NodeRef::<leptos::html::Video>::new();
    // The camera and the search, released when the dialog goes.
    let stream: Rc<RefCell<Option<MediaStream>>> = Rc::default();
    let looking: Rc<RefCell<Option<Interval>>> = Rc::default();
    let closed = Rc::new(std::cell::Cell::new(false));
    {
        // The page has one thread: the wrapper only satisfies the bound.
        let parts = SendWrapper::new((stream.clone(), looking.clone(), closed.clone()));
        on_cleanup(move || {
            let (stream, looking, closed) = &*parts;
            closed.set(true);
            looking.borrow_mut().take();
            if let Some(s) = stream.borrow_mut().take() {
                release(&s);
            }
        });
    }
    let (stream_in, looking_in, closed_in) = (stream.clone(), looking.clone(), closed.clone());
    wasm_bindgen_futures::spawn_local(async move {
        let (Some(detector), Ok(camera)) = (qr_detector(), open_camera().await) else {
            if !closed_in.get() {
                state.set(Scanning::Failed);
            }
            return;
        };
        if closed_in.get() {
            release(&camera);
            return;
        }
        let Some(video) = video_ref.get_untracked() else {
            release(&camera);
            return;
        };
        let video: HtmlVideoElement = video.unchecked_into();
        video.set_src_object(Some(&camera));
        let _ = video.play();
        *stream_in.borrow_mut() = Some(camera);
        state.set(Scanning::Looking);
        let busy = Rc::new(std::cell::Cell::new(false));
        let done = closed_in.clone();
        *looking_in.borrow_mut() = Some(Interval::new(LOOK_EVERY_MS, move || {
            if busy.replace(true) || done.get() {
                return;
            }
            let (detector, video, busy, done) =
                (detector.clone(), video.clone(), busy.clone(), done.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let code = read_code(&detector, &video).await;
                busy.set(false);
                if let Some(code) = code.filter(|_| !done.replace(true)) {
                    on_code.run(code);
                }
            });
        }));
    });
    let title = Signal::derive(move || f.w("scan-title"));
    view! {
        <ModalFrame testid="scan" title seat="overlay" on_close>
            <p class="lesson-task" role="status" data-testid="scan-state" data-state=move || match state.get() {
                Scanning::Starting => "starting",
                Scanning::Looking => "looking",
                Scanning::Failed => "failed",
            }>
                {move || match state.get() {
                    Scanning::Failed => f.w("scan-failed"),
                    _ => f.w("scan-hint"),
                }}
            </p>
            <video class="scan-video" node_ref=video_ref autoplay muted playsinline
                aria-hidden="true"
                style:display=move || if state.get() == Scanning::Looking { "block" } else { "none" }>
            </video>
            <div class="dialog-buttons">
                <button data-testid="scan-cancel" on:click=move |_| on_close.run(())>
                    {move || f.w("live-cancel")}
                </button>
            </div>
        </ModalFrame>
    }
}
