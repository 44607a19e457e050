//! How the pieces move and how a game ends, in both languages.

use leptos::prelude::*;

use super::{CloseRow, Dialogs, Modal};
use xiangqi_ui::words::rules::{rules, Section};
use xiangqi_ui::words::StudyMsg;

#[component]
pub fn Rules() -> impl IntoView {
    let s = expect_context::<Dialogs>();
    let sections = move || {
        rules(s.lang.get())
            .iter()
            .map(|Section { title, text }| {
                view! {
                    <section class="rules-section">
                        <h3>{*title}</h3>
                        <p>{*text}</p>
                    </section>
                }
            })
            .collect_view()
    };
    view! {
        <Modal testid="dialog-rules" title=Signal::derive(move || s.t(StudyMsg::RulesTitle).to_string())>
            <div class="rules" data-testid="rules-text" tabindex="0" role="region" aria-label=move || s.t(StudyMsg::RulesTitle)>
                {sections}
            </div>
            <div class="dialog-buttons">
                <button data-testid="rules-learn" on:click=move |_| { s.send(xiangqi_ui::model::DialogCommand::Learn); }>
                    {move || s.t(StudyMsg::Learn)}
                </button>
            </div>
            <CloseRow />
        </Modal>
    }
}
