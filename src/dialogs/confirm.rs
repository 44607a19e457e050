//! Yes/no questions: resign, and a draw offer or a takeback between two
//! players (put to the player who must answer).

use leptos::prelude::*;
use xiangqi::Color;

use super::Modal;
use crate::i18n::{self, t, Msg};
use crate::session::{Dialog, Session};

/// "Resign this game?"
#[component]
pub fn ConfirmResign(by: Color) -> impl IntoView {
    let s = expect_context::<Session>();
    let title = Signal::derive(move || {
        let lang = s.lang.get();
        if s.players.with(|p| p.ai.is_none()) {
            i18n::resign_question(lang, by)
        } else {
            t(lang, Msg::ConfirmResign).to_string()
        }
    });
    view! {
        <Modal testid="dialog-resign" title>
            <div class="dialog-buttons">
                <button
                    class="secondary"
                    data-testid="cancel"
                    on:click=move |_| s.dialog.set(Dialog::None)
                >
                    {move || t(s.lang.get(), Msg::Cancel)}
                </button>
                <button class="primary danger" data-testid="confirm" on:click=move |_| s.resign(by)>
                    {move || t(s.lang.get(), Msg::ResignYes)}
                </button>
            </div>
        </Modal>
    }
}

/// "Red offers a draw. Black, do you accept?"
#[component]
pub fn DrawOffer(by: Color) -> impl IntoView {
    let s = expect_context::<Session>();
    view! {
        <Modal testid="dialog-draw" title=Signal::derive(move || i18n::draw_offer(s.lang.get(), by))>
            <div class="dialog-buttons">
                <button class="secondary" data-testid="decline" on:click=move |_| s.decline_draw(by)>
                    {move || t(s.lang.get(), Msg::Decline)}
                </button>
                <button class="primary" data-testid="accept" on:click=move |_| s.agree_draw()>
                    {move || t(s.lang.get(), Msg::Accept)}
                </button>
            </div>
        </Modal>
    }
}

/// "Red asks to take back a move. Black, do you agree?"
#[component]
pub fn Takeback(by: Color) -> impl IntoView {
    let s = expect_context::<Session>();
    view! {
        <Modal
            testid="dialog-takeback"
            title=Signal::derive(move || i18n::takeback_request(s.lang.get(), by))
        >
            <div class="dialog-buttons">
                <button
                    class="secondary"
                    data-testid="decline"
                    on:click=move |_| s.dialog.set(Dialog::None)
                >
                    {move || t(s.lang.get(), Msg::Decline)}
                </button>
                <button class="primary" data-testid="accept" on:click=move |_| s.accept_takeback(by)>
                    {move || t(s.lang.get(), Msg::Accept)}
                </button>
            </div>
        </Modal>
    }
}
