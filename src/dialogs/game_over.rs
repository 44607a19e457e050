//! Who won and why, in plain words.

use leptos::prelude::*;

use super::Modal;
use crate::i18n::{self, t, Msg};
use crate::session::{Dialog, Session};

#[component]
pub fn GameOver() -> impl IntoView {
    let s = expect_context::<Session>();
    let text = move || {
        s.outcome()
            .map(|o| i18n::outcome(s.lang.get(), &o))
            .unwrap_or_default()
    };
    view! {
        <Modal testid="dialog-game-over" title=Signal::derive(move || t(s.lang.get(), Msg::GameOverTitle).to_string())>
            <p class="result" data-testid="result-text">{text}</p>
            <div class="dialog-buttons">
                <button
                    class="secondary"
                    data-testid="review"
                    on:click=move |_| s.dialog.set(Dialog::None)
                >
                    {move || t(s.lang.get(), Msg::ReviewGame)}
                </button>
                <button
                    class="primary"
                    data-testid="again"
                    on:click=move |_| s.dialog.set(Dialog::NewGame)
                >
                    {move || t(s.lang.get(), Msg::NewGame)}
                </button>
            </div>
        </Modal>
    }
}
