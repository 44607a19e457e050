//! Small parts the friend screen's panels share: a field for a pasted
//! or scanned code with the button that sends it, and the way back to the
//! game.

use leptos::prelude::*;

use super::scan::{can_scan, scan_dialog};
use super::session::Friend;

/// A text field (`field`, labelled by the word `label`) for a code the
/// player pastes, and the button (`button`, the word `action`) that
/// hands its text to `on_send`; where the browser can read a QR code from
/// the camera, a button (`<field>-scan`) that scans the code and sends it.
#[component]
pub fn CodeField(
    label: &'static str,
    field: &'static str,
    button: &'static str,
    action: &'static str,
    #[prop(optional)] primary: bool,
    on_send: Callback<String>,
) -> impl IntoView {
    let f = expect_context::<Friend>();
    let text = RwSignal::new(String::new());
    let scanning = RwSignal::new(false);
    let scanned = Callback::new(move |code: String| {
        scanning.set(false);
        text.set(code.clone());
        on_send.run(code);
    });
    let scan = can_scan().then(|| {
        view! {
            <button data-testid=format!("{field}-scan") on:click=move |_| scanning.set(true)>
                {move || f.w("scan")}
            </button>
        }
    });
    view! {
        <label class="friend-link-label">
            {move || f.w(label)}
            <textarea
                data-testid=field
                rows="3"
                prop:value=move || text.get()
                on:input=move |e| text.set(event_target_value(&e))
            ></textarea>
        </label>
        <div class="lesson-forward-buttons friend-code-send">
            <button class:primary=primary data-testid=button on:click=move |_| on_send.run(text.get_untracked())>
                {move || f.w(action)}
            </button>
            {scan}
        </div>
        <Show when=move || scanning.get()>
            {scan_dialog(scanned, Callback::new(move |()| scanning.set(false)))}
        </Show>
    }
}

/// Back to the play screen.
#[component]
pub fn BackToGame() -> impl IntoView {
    let f = expect_context::<Friend>();
    view! {
        <button data-testid="friend-close" on:click=move |_| xiangqi_ui::web::go("")>
            {move || f.w("back")}
        </button>
    }
}
