//! Reading a friend's QR code with this device's camera, in any browser
//! that lets a page use the camera (`getUserMedia`; a secure page,
//! `https` or `localhost`). Elsewhere the code fields offer pasting alone,
//! and the phone's own camera app can still open a link's QR code.
//!
//! The dialog shows the camera's picture and, four times a second, draws
//! the current frame small onto a canvas, turns it grey and looks for a QR
//! code in it with `quircs`; the first one read is handed over. The camera
//! is released whenever the dialog closes.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Interval;
use js_sys::{Object, Reflect};
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use wasm_split_helpers::wasm_split;
use web_sys::{
    CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream,
    MediaStreamConstraints, MediaStreamTrack,
};
use xiangqi_ui::dialogs::frame::ModalFrame;

use super::session::Friend;
use crate::chunk::{lazy_view, part_unavailable, ChunkMissing};

/// How often the picture is searched for a code.
const LOOK_EVERY_MS: u32 = 250;
/// The longer side of the frame searched (larger frames cost time, and a
/// code held up to the camera fills much of it).
const FRAME_MAX: u32 = 640;

fn get(target: &JsValue, name: &str) -> Option<JsValue> {
    Reflect::get(target, &JsValue::from_str(name))
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
}

/// Whether this page may ask for the camera.
pub fn can_scan() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    get(&window, "navigator")
        .and_then(|n| get(&n, "mediaDevices"))
        .is_some_and(|d| get(&d, "getUserMedia").is_some())
}

/// The text of a QR code in a greyscale picture (`luma`, `width` a row).
pub fn read_code(luma: &[u8], width: usize) -> Option<String> {
    let height = luma.len().checked_div(width)?;
    if height == 0 {
        return None;
    }
    let mut reader = quircs::Quirc::default();
    let codes = reader.identify(width, height, &luma[..width * height]);
    codes
        .filter_map(|code| code.ok()?.decode().ok())
        .find_map(|data| String::from_utf8(data.payload).ok())
        .filter(|t| !t.trim().is_empty())
}

/// The video's current frame, scaled to at most [`FRAME_MAX`], in grey.
fn grey_frame(video: &HtmlVideoElement, canvas: &HtmlCanvasElement) -> Option<(Vec<u8>, usize)> {
    let (vw, vh) = (video.video_width(), video.video_height());
    if vw == 0 || vh == 0 {
        return None;
    }
    let scale = (FRAME_MAX as f64 / vw.max(vh) as f64).min(1.0);
    let (w, h) = (
        ((vw as f64 * scale) as u32).max(1),
        ((vh as f64 * scale) as u32).max(1),
    );
    canvas.set_width(w);
    canvas.set_height(h);
    let context = canvas
        .get_context("2d")
        .ok()??
        .dyn_into::<CanvasRenderingContext2d>()
        .ok()?;
    context
        .draw_image_with_html_video_element_and_dw_and_dh(video, 0.0, 0.0, w as f64, h as f64)
        .ok()?;
    let rgba = context
        .get_image_data(0.0, 0.0, w as f64, h as f64)
        .ok()?
        .data();
    let luma = rgba
        .chunks_exact(4)
        .map(|p| ((p[0] as u32 * 299 + p[1] as u32 * 587 + p[2] as u32 * 114) / 1000) as u8)
        .collect();
    Some((luma, w as usize))
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

/// The scanning dialog, a chunk of its own (the camera's picture and the
/// reading of codes), drawn once its chunk is there.
pub fn scan_dialog(on_code: Callback<String>, on_close: Callback<()>) -> AnyView {
    let f = expect_context::<Friend>();
    lazy_view(scan_view(on_code, on_close), move || {
        part_unavailable(f.study.lang)
    })
}

#[wasm_split(friend_scan, fallible)]
fn scan_view(on_code: Callback<String>, on_close: Callback<()>) -> Result<AnyView, ChunkMissing> {
    Ok(view! { <ScanDialog on_code on_close /> }.into_any())
}

/// The scanning dialog: the camera's picture until a code is read
/// (`on_code`) or the player cancels (`on_close`, also Escape).
#[component]
fn ScanDialog(on_code: Callback<String>, on_close: Callback<()>) -> impl IntoView {
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
        let canvas = document()
            .create_element("canvas")
            .ok()
            .and_then(|c| c.dyn_into::<HtmlCanvasElement>().ok());
        let (Some(canvas), Ok(camera)) = (canvas, open_camera().await) else {
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
        let done = closed_in.clone();
        *looking_in.borrow_mut() = Some(Interval::new(LOOK_EVERY_MS, move || {
            if done.get() {
                return;
            }
            let code = grey_frame(&video, &canvas).and_then(|(luma, w)| read_code(&luma, w));
            if let Some(code) = code {
                done.set(true);
                on_code.run(code);
            }
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

#[cfg(test)]
mod tests {
    use super::read_code;
    use qrcode::{Color, QrCode};

    /// A picture of `text`'s QR code: `scale` pixels a module, a white
    /// margin of four modules, dark modules at `dark` on a `light` ground.
    fn picture(text: &str, scale: usize, dark: u8, light: u8) -> (Vec<u8>, usize) {
        let code = QrCode::new(text.as_bytes()).unwrap();
        let (modules, colors) = (code.width(), code.to_colors());
        let side = (modules + 8) * scale;
        let mut luma = vec![light; side * side];
        for (i, c) in colors.iter().enumerate() {
            if *c == Color::Dark {
                let (mx, my) = (i % modules + 4, i / modules + 4);
                for y in my * scale..(my + 1) * scale {
                    for x in mx * scale..(mx + 1) * scale {
                        luma[y * side + x] = dark;
                    }
                }
            }
        }
        (luma, side)
    }

    #[test]
    fn a_friends_code_is_read_from_a_picture_of_it() {
        let invitation = "XQ1Ieyj0aGlzIGlzIG5vdCBhIHJlYWwgb2ZmZXIsIGp1c3QgYSBsb25nIGNvZGU";
        let (luma, width) = picture(invitation, 4, 20, 235);
        assert_eq!(read_code(&luma, width).as_deref(), Some(invitation));
        // A dim, low-contrast picture still reads.
        let (luma, width) = picture(invitation, 3, 60, 150);
        assert_eq!(read_code(&luma, width).as_deref(), Some(invitation));
        // Nothing to read in a blank picture or none at all.
        assert_eq!(read_code(&vec![200; 100 * 100], 100), None);
        assert_eq!(read_code(&[], 0), None);
    }
}
