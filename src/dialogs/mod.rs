//! The dialogs: new game, game over, and confirmations.

mod confirm;
mod game_over;
mod new_game;

use leptos::prelude::*;

use crate::session::{Dialog, Session};
use confirm::{ConfirmResign, DrawOffer};
use game_over::GameOver;
use new_game::NewGame;

/// Whichever dialog is open.
#[component]
pub fn Dialogs() -> impl IntoView {
    let s = expect_context::<Session>();
    move || match s.dialog.get() {
        Dialog::None => ().into_any(),
        Dialog::NewGame => view! { <NewGame /> }.into_any(),
        Dialog::GameOver => view! { <GameOver /> }.into_any(),
        Dialog::ConfirmResign => view! { <ConfirmResign /> }.into_any(),
        Dialog::DrawOffer(by) => view! { <DrawOffer by /> }.into_any(),
    }
}

/// The frame of a modal dialog.
#[component]
pub fn Modal(
    testid: &'static str,
    #[prop(into)] title: Signal<String>,
    children: Children,
) -> impl IntoView {
    view! {
        <div class="overlay">
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
