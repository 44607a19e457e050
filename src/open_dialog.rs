//! Whichever dialog is open, and who draws it: the page itself for the
//! first visit's welcome (so that a first visit shows it without waiting
//! for the study module), the study module for every other dialog.

use leptos::prelude::*;

use crate::dialogs_host::DialogsHost;
use crate::session::Session;
use crate::welcome::Welcome;
use xiangqi_ui::model::Dialog;

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
        Drawn::Welcome => view! { <Welcome /> }.into_any(),
        Drawn::ByModule => view! { <DialogsHost /> }.into_any(),
    }
}
