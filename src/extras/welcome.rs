//! A first visit: a short choice instead of a game that simply starts.

use leptos::prelude::*;

use super::{Extras, Modal};
use crate::model::{Dialog, DialogCommand, Opponent};
use crate::words::{self, Msg};

#[component]
pub fn Welcome() -> impl IntoView {
    let s = expect_context::<Extras>();
    let choice = move |id: &'static str, title: Msg, detail: Msg, command: DialogCommand| {
        view! {
            <button class="welcome-choice" data-testid=id on:click=move |_| {
                s.send(command.clone());
            }>
                <strong>{move || s.t(title)}</strong>
                <span>{move || s.t(detail)}</span>
            </button>
        }
    };
    view! {
        <Modal testid="dialog-welcome" title=Signal::derive(move || s.t(Msg::WelcomeTitle).to_string())>
            <p>{move || s.t(Msg::WelcomeText)}</p>
            <div class="welcome-choices">
                {choice("welcome-ai", Msg::WelcomeAi, Msg::WelcomeAiDetail, DialogCommand::Welcome(Opponent::Ai))}
                {choice("welcome-friend", Msg::WelcomeFriend, Msg::WelcomeFriendDetail, DialogCommand::Welcome(Opponent::Human))}
                {choice("welcome-learn", Msg::WelcomeLearn, Msg::WelcomeLearnDetail, DialogCommand::Open(Dialog::Rules))}
            </div>
            <p class="field-note">{move || words::welcome_level(s.lang.get())}</p>
        </Modal>
    }
}
