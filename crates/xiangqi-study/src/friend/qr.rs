//! A text as a QR code for the other device's camera: the `qrcode`
//! crate makes the modules, drawn here as one SVG path (nothing of the
//! text itself is put into markup).

use leptos::prelude::*;
use qrcode::{Color as Module, QrCode};

/// The modules around the code that must stay light.
const QUIET_ZONE: usize = 4;

/// The dark modules of `text`'s QR code as one SVG path, with the code's
/// size including its quiet zone; `None` if the text is too long.
fn qr_path(text: &str) -> Option<(String, usize)> {
    let code = QrCode::new(text.as_bytes()).ok()?;
    let width = code.width();
    let mut path = String::new();
    for (i, module) in code.to_colors().into_iter().enumerate() {
        if module == Module::Dark {
            let (x, y) = (i % width + QUIET_ZONE, i / width + QUIET_ZONE);
            path.push_str(&format!("M{x} {y}h1v1h-1z"));
        }
    }
    Some((path, width + 2 * QUIET_ZONE))
}

/// `text` as a QR code, described to screen readers as `label`.
#[component]
pub fn QrImage(text: Signal<String>, label: Signal<String>) -> impl IntoView {
    let qr = Memo::new(move |_| qr_path(&text.get()));
    move || {
        qr.get().map(|(path, size)| {
            view! {
                <svg
                    class="friend-qr"
                    data-testid="friend-qr"
                    role="img"
                    aria-label=move || label.get()
                    viewBox=format!("0 0 {size} {size}")
                    shape-rendering="crispEdges"
                >
                    <rect width=size.to_string() height=size.to_string() fill="#fff" />
                    <path d=path fill="#000" />
                </svg>
            }
        })
    }
}
