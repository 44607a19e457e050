//! The frame every modal dialog is drawn in, on the page and in the study
//! module alike: it knows nothing of the game, only how a dialog behaves.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::model::{Dialog, Lang};
use crate::words::{t, Text};

/// The overlay's class for `dialog`: face to face, a question to one
/// player sits on that player's half of the screen, turned towards them.
pub fn seat_class(dialog: Dialog, face_to_face: bool) -> &'static str {
    match dialog.answerer() {
        Some(xiangqi::Color::Black) if face_to_face => "overlay seat-black",
        Some(xiangqi::Color::Red) if face_to_face => "overlay seat-red",
        _ => "overlay",
    }
}

/// The controls that can take the keyboard's focus inside a dialog.
const FOCUSABLE: &str = "button:not([disabled]), input:not([disabled]), \
    select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/// The dialog's focusable controls, in document order.
fn focusable(dialog: &web_sys::Element) -> Vec<web_sys::HtmlElement> {
    let Ok(list) = dialog.query_selector_all(FOCUSABLE) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        .collect()
}

/// Gives the focus back once the dialog is gone: to the control that
/// opened it (by its test id) if it is still there and enabled, else to
/// the board.
fn return_focus(opener: Option<String>) {
    gloo_timers::callback::Timeout::new(0, move || {
        let doc = document();
        // Another dialog came in this one's place and has the focus.
        let in_dialog = doc
            .active_element()
            .is_some_and(|el| el.closest("[role=dialog]").ok().flatten().is_some());
        if in_dialog {
            return;
        }
        let target = opener
            .and_then(|id| {
                doc.query_selector(&format!("[data-testid='{id}']"))
                    .ok()
                    .flatten()
            })
            .filter(|el| !el.has_attribute("disabled"))
            .or_else(|| doc.query_selector("[data-testid=board]").ok().flatten());
        if let Some(el) = target {
            focus_element(&el);
        }
    })
    .forget();
}

/// Focuses `el`, a control or the board (an SVG element, which is no
/// `HtmlElement`).
fn focus_element(el: &web_sys::Element) {
    if let Some(html) = el.dyn_ref::<web_sys::HtmlElement>() {
        let _ = html.focus();
    } else if let Some(svg) = el.dyn_ref::<web_sys::SvgElement>() {
        let _ = svg.focus();
    }
}

/// The frame of a modal dialog, as the WAI-ARIA dialog pattern has it:
/// the focus moves to its first control when it opens, Tab and Shift+Tab
/// stay inside it, Escape closes it (meaning "cancel", `on_close`), and
/// the focus returns where it was. `seat` is the overlay's class (where
/// the dialog sits, and which way it faces).
#[component]
pub fn ModalFrame(
    testid: &'static str,
    #[prop(into)] title: Signal<String>,
    seat: &'static str,
    on_close: Callback<()>,
    children: Children,
) -> impl IntoView {
    let dialog_ref = NodeRef::<leptos::html::Div>::new();
    let opener = document()
        .active_element()
        .and_then(|el| el.get_attribute("data-testid"));
    on_cleanup(move || return_focus(opener));
    // The focus goes to the dialog's main action where it names one
    // (`data-autofocus`), else to its first control.
    Effect::new(move |_| {
        let Some(dialog) = dialog_ref.get() else {
            return;
        };
        let controls = focusable(&dialog);
        let main = controls
            .iter()
            .find(|c| c.has_attribute("data-autofocus"))
            .or(controls.first());
        if let Some(main) = main {
            let _ = main.focus();
        }
    });
    let on_key = move |ev: web_sys::KeyboardEvent| match ev.key().as_str() {
        "Escape" => {
            ev.prevent_default();
            ev.stop_propagation();
            on_close.run(());
        }
        "Tab" => {
            let Some(dialog) = dialog_ref.get_untracked() else {
                return;
            };
            let controls = focusable(&dialog);
            let (Some(first), Some(last)) = (controls.first(), controls.last()) else {
                return;
            };
            let active = document().active_element();
            let at = |el: &web_sys::HtmlElement| active.as_ref() == Some(el.unchecked_ref());
            if ev.shift_key() && at(first) {
                ev.prevent_default();
                let _ = last.focus();
            } else if !ev.shift_key() && at(last) {
                ev.prevent_default();
                let _ = first.focus();
            }
        }
        _ => {}
    };
    view! {
        <div class=seat on:keydown=on_key>
            <div
                class="dialog"
                role="dialog"
                aria-modal="true"
                aria-label=move || title.get()
                data-testid=testid
                node_ref=dialog_ref
            >
                <h2>{move || title.get()}</h2>
                {children()}
            </div>
        </div>
    }
}

/// A question's two answers (in a dialog, or in the draw offer bar): the lesser one (`no`, e.g. Cancel, Decline)
/// first, the main one (`yes`) last.
#[component]
pub fn ChoiceRow<N, Y>(
    no_testid: &'static str,
    no_msg: N,
    on_no: Callback<()>,
    yes_testid: &'static str,
    yes_msg: Y,
    on_yes: Callback<()>,
    /// Marks the main answer as one that cannot be undone (resigning).
    #[prop(optional)]
    danger: bool,
    #[prop(into, optional)] yes_disabled: Signal<bool>,
    /// The main answer takes the focus when the dialog opens (where it is
    /// safe to confirm with Enter).
    #[prop(optional)]
    focus_yes: bool,
    /// The page's language.
    #[prop(into)]
    lang: Signal<Lang>,
) -> impl IntoView
where
    N: Text + Send + Sync + 'static,
    Y: Text + Send + Sync + 'static,
{
    view! {
        <div class="dialog-buttons">
            <button class="secondary" data-testid=no_testid on:click=move |_| on_no.run(())>
                {move || t(lang.get(), no_msg)}
            </button>
            <button
                class="primary"
                class:danger=danger
                data-testid=yes_testid
                data-autofocus=focus_yes.then_some("")
                disabled=move || yes_disabled.get()
                on:click=move |_| on_yes.run(())
            >
                {move || t(lang.get(), yes_msg)}
            </button>
        </div>
    }
}
