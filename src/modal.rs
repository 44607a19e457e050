//! The page's modal dialog: the dialog frame (see
//! [`ModalFrame`](xiangqi_ui::dialogs::frame::ModalFrame)), seated for the
//! player it asks, closed through the game's table.

use leptos::prelude::*;

use crate::session::Session;
use xiangqi_ui::dialogs::frame;
use xiangqi_ui::model::Dialog;

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
