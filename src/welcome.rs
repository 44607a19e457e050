//! A first visit: a short choice instead of a game that simply starts.

use leptos::prelude::*;

use crate::modal::Modal;
use crate::session::Session;
use xiangqi_ui::model::Opponent;
use xiangqi_ui::words::{self, Msg};

#[component]
pub fn Welcome() -> impl IntoView {
    let s = expect_context::<Session>();
    let choice = move |id: &'static str, title: Msg, detail: Msg, act: fn(Session)| {
        view! {
            <button class="welcome-choice" data-testid=id on:click=move |_| act(s)>
                <strong>{move || s.t(title)}</strong>
                <span>{move || s.t(detail)}</span>
            </button>
        }
    };
    view! {
        <Modal testid="dialog-welcome" title=Signal::derive(move || s.t(Msg::WelcomeTitle).to_string())>
            <p>{move || s.t(Msg::WelcomeText)}</p>
            <div class="welcome-choices">
                {choice("welcome-ai", Msg::WelcomeAi, Msg::WelcomeAiDetail, |s| {
                    s.act(|t, now| t.welcome_choice(Opponent::Ai, now))
                })}
                {choice("welcome-friend", Msg::WelcomeFriend, Msg::WelcomeFriendDetail, |s| {
                    s.act(|t, now| t.welcome_choice(Opponent::Human, now))
                })}
                {choice("welcome-learn", Msg::WelcomeLearn, Msg::WelcomeLearnDetail, |s| {
                    // The game behind the welcome is kept for later; the
                    // lessons are a page of their own.
                    s.act(|t, now| t.welcome_choice(Opponent::Ai, now));
                    s.save_now();
                    xiangqi_ui::web::go("?mode=learn");
                })}
            </div>
            <p class="field-note">{move || words::welcome_level(s.lang.get())}</p>
        </Modal>
    }
}
