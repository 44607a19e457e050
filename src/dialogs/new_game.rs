//! Set-up of a new game: opponent, side and AI level.

use leptos::prelude::*;

use super::Modal;
use crate::i18n::{self, t, Lang, Msg};
use crate::session::{Dialog, NewGameChoice, Session};
use crate::settings::{Opponent, SideChoice};

#[component]
pub fn NewGame() -> impl IntoView {
    let s = expect_context::<Session>();
    let settings = s.settings.get_untracked();
    let opponent = RwSignal::new(settings.opponent);
    let side = RwSignal::new(settings.side);
    let level = RwSignal::new(settings.level());
    let lang = s.lang;
    let opponent_choice = move |value: Opponent, msg: Msg, id: &'static str| {
        view! {
            <label class="choice">
                <input
                    type="radio"
                    name="opponent"
                    data-testid=id
                    checked=move || opponent.get() == value
                    on:change=move |_| opponent.set(value)
                />
                <span>{move || t(lang.get(), msg)}</span>
            </label>
        }
    };
    let side_choice = move |value: SideChoice, msg: Msg, id: &'static str| {
        view! {
            <label class="choice">
                <input
                    type="radio"
                    name="side"
                    data-testid=id
                    checked=move || side.get() == value
                    on:change=move |_| side.set(value)
                />
                <span>{move || t(lang.get(), msg)}</span>
            </label>
        }
    };
    let levels = move || {
        let l = lang.get();
        xiangqi_engine::levels()
            .iter()
            .map(|lv| {
                let name = match l {
                    Lang::En => lv.name_en,
                    Lang::Zh => lv.name_zh,
                };
                let n = lv.number;
                view! {
                    <option value=n.to_string() selected=move || level.get() == n>
                        {i18n::level_option(l, n, name)}
                    </option>
                }
            })
            .collect_view()
    };
    let start = move |_| {
        s.dialog.set(Dialog::None);
        s.new_game(NewGameChoice {
            opponent: opponent.get_untracked(),
            side: side.get_untracked(),
            level: level.get_untracked(),
        });
    };
    view! {
        <Modal testid="dialog-new-game" title=Signal::derive(move || t(lang.get(), Msg::NewGameTitle).to_string())>
            <fieldset>
                <legend>{move || t(lang.get(), Msg::Opponent)}</legend>
                {opponent_choice(Opponent::Ai, Msg::OpponentAi, "opponent-ai")}
                {opponent_choice(Opponent::Human, Msg::OpponentHuman, "opponent-human")}
            </fieldset>
            <fieldset>
                <legend>{move || t(lang.get(), Msg::YourSide)}</legend>
                {side_choice(SideChoice::Red, Msg::Red, "side-red")}
                {side_choice(SideChoice::Black, Msg::Black, "side-black")}
                {side_choice(SideChoice::Random, Msg::Random, "side-random")}
            </fieldset>
            <label class="level" class:disabled=move || opponent.get() == Opponent::Human>
                <span>{move || t(lang.get(), Msg::Level)}</span>
                <select
                    data-testid="level"
                    disabled=move || opponent.get() == Opponent::Human
                    on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).parse::<u8>() {
                            level.set(n);
                        }
                    }
                >
                    {levels}
                </select>
            </label>
            <div class="dialog-buttons">
                <button
                    class="secondary"
                    data-testid="cancel"
                    on:click=move |_| s.dialog.set(Dialog::None)
                >
                    {move || t(lang.get(), Msg::Cancel)}
                </button>
                <button class="primary" data-testid="start" on:click=start>
                    {move || t(lang.get(), Msg::Start)}
                </button>
            </div>
        </Modal>
    }
}
