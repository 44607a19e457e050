//! Who won and why, in plain words. Face to face the dialog has a part
//! turned to Black as well, so that both players read the result upright
//! and either can put the dialog away.

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
    let face_to_face = s.mode.with_untracked(|m| m.face_to_face());
    view! {
        <Modal testid="dialog-game-over" title=Signal::derive(move || s.t(Msg::GameOverTitle).to_string())>
            <Show when=move || face_to_face>
                <div class="far-seat" data-testid="game-over-black">
                    // The same words as below: screen readers read them once.
                    <p class="result" aria-hidden="true">{text}</p>
                    <div class="dialog-buttons">
                        <button
                            class="secondary"
                            data-testid="game-over-close-black"
                            on:click=move |_| close(s)
                        >
                            {move || s.t(Msg::ReviewGame)}
                        </button>
                    </div>
                </div>
            </Show>
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
