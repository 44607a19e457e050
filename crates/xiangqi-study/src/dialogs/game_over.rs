//! Who won and why, in plain words. Face to face the dialog has a part
//! turned to Black as well, so that both players read the result upright
//! and either can put the dialog away.

use leptos::prelude::*;

use super::{Dialogs, Modal};
use xiangqi_ui::dialogs::ChoiceRow;
use xiangqi_ui::model::{Dialog, DialogCommand};
use xiangqi_ui::words::Msg;
use xiangqi_ui::words::StudyMsg;

#[component]
pub fn GameOver() -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let text = move || s.context.with(|c| c.result.clone());
    let face_to_face = s.context.with_untracked(|c| c.face_to_face);
    view! {
        <Modal testid="dialog-game-over" title=Signal::derive(move || s.t(StudyMsg::GameOverTitle).to_string())>
            <Show when=move || face_to_face>
                <div class="far-seat" data-testid="game-over-black">
                    // The same words as below: screen readers read them once.
                    <p class="result" aria-hidden="true">{text}</p>
                    <div class="dialog-buttons">
                        <button
                            class="secondary"
                            data-testid="game-over-close-black"
                            on:click=move |_| s.close()
                        >
                            {move || s.t(StudyMsg::ReviewGame)}
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
                        s.send(DialogCommand::Analyse);
                    }
                >
                    {move || s.t(StudyMsg::AnalyseHere)}
                </button>
                <button
                    class="secondary"
                    data-testid="game-over-review"
                    on:click=move |_| {
                        s.send(DialogCommand::Review);
                    }
                >
                    {move || s.t(StudyMsg::StartReview)}
                </button>
            </div>
            <Show when=move || s.context.with(|c| c.can_play_on)>
                <div class="dialog-buttons">
                    <button
                        class="secondary"
                        data-testid="play-on"
                        on:click=move |_| {
                            s.send(DialogCommand::PlayOn);
                        }
                    >
                        {move || s.t(StudyMsg::PlayOn)}
                    </button>
                </div>
            </Show>
            <ChoiceRow
                lang=s.lang
                no_testid="game-over-close"
                no_msg=StudyMsg::ReviewGame
                on_no=Callback::new(move |()| s.close())
                yes_testid="again"
                yes_msg=Msg::NewGame
                focus_yes=true
                on_yes=Callback::new(move |()| {
                    s.send(DialogCommand::Open(Dialog::NewGame));
                })
            />
        </Modal>
    }
}
