//! The game's dialogs. All but one are drawn by the study module, loaded
//! after the first paint (`crate::extras`, hosted by
//! `crate::extras_host`); this module keeps the frame every dialog is
//! drawn in and the one that says the module could not be loaded.

pub mod frame;

use leptos::prelude::*;

use crate::model::Dialog;
use crate::session::Session;
pub use frame::ChoiceRow;

/// Whichever dialog is open: the study module draws it (the host stays
/// while one dialog follows another, so the module switches between
/// them as the page's own views would).
#[component]
pub fn Dialogs() -> impl IntoView {
    let s = expect_context::<Session>();
    let open = Memo::new(move |_| s.dialog.get() != Dialog::None);
    move || {
        open.get()
            .then(|| view! { <crate::extras_host::ExtrasHost /> })
    }
}

/// Where a question to one player sits (see [`frame::seat_class`]).
fn seat_class(s: &Session) -> &'static str {
    let face_to_face = s.mode.with_untracked(|m| m.face_to_face());
    frame::seat_class(s.dialog.get_untracked(), face_to_face)
}

/// The frame of a modal dialog of the game (see [`frame::ModalFrame`]),
/// seated for the player it asks; Escape closes it.
#[component]
pub fn Modal(
    testid: &'static str,
    #[prop(into)] title: Signal<String>,
    children: Children,
) -> impl IntoView {
    let s = expect_context::<Session>();
    view! {
        <frame::ModalFrame testid title seat=seat_class(&s) on_close=Callback::new(move |()| close(s))>
            {children()}
        </frame::ModalFrame>
    }
}

/// Closes the open dialog.
fn close(s: Session) {
    s.act(|t, _| t.open_dialog(Dialog::None));
}
