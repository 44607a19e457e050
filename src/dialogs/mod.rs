//! The dialogs: new game, game over, confirmations, import and export,
//! and the game history.

mod confirm;
mod game_over;
mod history;
mod new_game;
mod share;

use leptos::prelude::*;
use xiangqi::Color;

use crate::model::Dialog;
use crate::session::Session;
use crate::words::Msg;
use confirm::{ConfirmResign, Takeback};
use game_over::GameOver;
use history::History;
use new_game::NewGame;
use share::{Export, Import};

/// Whichever dialog is open.
#[component]
pub fn Dialogs() -> impl IntoView {
    let s = expect_context::<Session>();
    move || match s.dialog.get() {
        Dialog::None => ().into_any(),
        Dialog::NewGame => view! { <NewGame /> }.into_any(),
        Dialog::GameOver => view! { <GameOver /> }.into_any(),
        Dialog::ConfirmResign(by) => view! { <ConfirmResign by /> }.into_any(),
        Dialog::Takeback(by) => view! { <Takeback by /> }.into_any(),
        Dialog::Export => view! { <Export /> }.into_any(),
        Dialog::Import => view! { <Import /> }.into_any(),
        Dialog::History => view! { <History /> }.into_any(),
    }
}

/// Where a question to one player sits: face to face, on that player's
/// half of the screen, turned towards them.
fn seat_class(s: &Session) -> &'static str {
    let face_to_face = s.mode.with_untracked(|m| m.face_to_face());
    match s.dialog.get_untracked().answerer() {
        Some(Color::Black) if face_to_face => "overlay seat-black",
        Some(Color::Red) if face_to_face => "overlay seat-red",
        _ => "overlay",
    }
}

/// The frame of a modal dialog.
#[component]
pub fn Modal(
    testid: &'static str,
    #[prop(into)] title: Signal<String>,
    children: Children,
) -> impl IntoView {
    let s = expect_context::<Session>();
    view! {
        <div class=seat_class(&s)>
            <div
                class="dialog"
                role="dialog"
                aria-modal="true"
                aria-label=move || title.get()
                data-testid=testid
            >
                <h2>{move || title.get()}</h2>
                {children()}
            </div>
        </div>
    }
}

/// Closes the open dialog.
fn close(s: Session) {
    s.act(|t, _| t.open_dialog(Dialog::None));
}

/// A dialog's two answers: the lesser one (`no`, e.g. Cancel, Decline)
/// first, the main one (`yes`) last.
#[component]
pub fn ChoiceRow(
    no_testid: &'static str,
    no_msg: Msg,
    on_no: Callback<()>,
    yes_testid: &'static str,
    yes_msg: Msg,
    on_yes: Callback<()>,
    /// Marks the main answer as one that cannot be undone (resigning).
    #[prop(optional)]
    danger: bool,
    #[prop(into, optional)] yes_disabled: Signal<bool>,
) -> impl IntoView {
    let s = expect_context::<Session>();
    view! {
        <div class="dialog-buttons">
            <button class="secondary" data-testid=no_testid on:click=move |_| on_no.run(())>
                {move || s.t(no_msg)}
            </button>
            <button
                class="primary"
                class:danger=danger
                data-testid=yes_testid
                disabled=move || yes_disabled.get()
                on:click=move |_| on_yes.run(())
            >
                {move || s.t(yes_msg)}
            </button>
        </div>
    }
}

/// The row with a dialog's one button, "Close".
#[component]
pub fn CloseRow() -> impl IntoView {
    let s = expect_context::<Session>();
    view! {
        <div class="dialog-buttons">
            <button class="primary" data-testid="close" on:click=move |_| close(s)>
                {move || s.t(Msg::Close)}
            </button>
        </div>
    }
}
