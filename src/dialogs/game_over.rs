//! Who won and why, in plain words.

use leptos::prelude::*;

use super::{close, ChoiceRow, Modal};
use crate::model::Dialog;
use crate::session::Session;
use crate::words::{self, Msg};

#[component]
pub fn GameOver() -> impl IntoView {
    let s = expect_context::<Session>();
    let text = move || {
        s.outcome
            .get()
            .map(|o| words::outcome(s.lang.get(), &o))
            .unwrap_or_default()
    };
    view! {
        <Modal testid="dialog-game-over" title=Signal::derive(move || s.t(Msg::GameOverTitle).to_string())>
            <p class="result" data-testid="result-text">{text}</p>
            <div class="dialog-buttons">
                <button
                    class="secondary"
                    data-testid="game-over-analyse"
                    on:click=move |_| {
                        close(s);
                        s.analyse_shown_position();
                    }
                >
                    {move || s.t(Msg::AnalyseHere)}
                </button>
                <button
                    class="secondary"
                    data-testid="game-over-review"
                    on:click=move |_| {
                        close(s);
                        s.review_game();
                    }
                >
                    {move || s.t(Msg::StartReview)}
                </button>
            </div>
            <Show when=move || s.table.with(|t| t.can_play_on())>
                <div class="dialog-buttons">
                    <button
                        class="secondary"
                        data-testid="play-on"
                        on:click=move |_| s.act(|t, now| t.play_on(now))
                    >
                        {move || s.t(Msg::PlayOn)}
                    </button>
                </div>
            </Show>
            <ChoiceRow
                no_testid="game-over-close"
                no_msg=Msg::ReviewGame
                on_no=Callback::new(move |()| close(s))
                yes_testid="again"
                yes_msg=Msg::NewGame
                on_yes=Callback::new(move |()| s.act(|t, _| t.open_dialog(Dialog::NewGame)))
            />
        </Modal>
    }
}
