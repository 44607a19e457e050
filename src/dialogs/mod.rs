//! The game's dialogs. All but the first visit's welcome are drawn by the
//! study module, loaded after the first paint (`crate::extras`, hosted by
//! `crate::extras_host`); this module keeps the welcome, the frame every
//! dialog is drawn in, and the message that the module could not be
//! loaded.

pub mod frame;
mod welcome;

use leptos::prelude::*;

use crate::model::Dialog;
use crate::session::Session;
pub use frame::ChoiceRow;

/// Who draws the open dialog.
#[derive(Clone, Copy, PartialEq)]
enum Drawn {
    Nothing,
    /// The first visit's welcome: the page itself, so that a first visit
    /// shows it without waiting for the study module.
    Welcome,
    /// Every other dialog: the study module.
    ByModule,
}

/// Whichever dialog is open. While the study module's dialogs follow one
/// another its host stays, so the module switches between them as the
/// page's own views would.
#[component]
pub fn Dialogs() -> impl IntoView {
    let s = expect_context::<Session>();
    let drawn = Memo::new(move |_| match s.dialog.get() {
        Dialog::None => Drawn::Nothing,
        // Face to face, a takeback request is asked in the seats.
        Dialog::Takeback(_) if s.mode.with(|m| m.face_to_face()) => Drawn::Nothing,
        Dialog::Welcome => Drawn::Welcome,
        _ => Drawn::ByModule,
    });
    move || match drawn.get() {
        Drawn::Nothing => ().into_any(),
        Drawn::Welcome => view! { <welcome::Welcome /> }.into_any(),
        Drawn::ByModule => view! { <crate::extras_host::ExtrasHost /> }.into_any(),
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
