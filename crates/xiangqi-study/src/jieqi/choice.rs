//! The choice of a new 揭棋 game (`data-testid="jieqi-choice"`): the
//! computer (side and level) or two players (side by side or face to
//! face), and the rules in short.

use leptos::prelude::*;
use xiangqi::Color;
use xiangqi_ui::model::jieqi::JieqiOpponent;
use xiangqi_ui::model::Seating;

use super::session::JieqiSession;

/// Whom the new game is against, as chosen.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Against {
    Computer,
    TwoPlayers,
}

#[component]
pub fn JieqiChoice() -> impl IntoView {
    let j = expect_context::<JieqiSession>();
    let against = RwSignal::new(Against::Computer);
    let side = RwSignal::new(Color::Red);
    let level = RwSignal::new(3u8);
    let seating = RwSignal::new(Seating::SideBySide);
    let kept = Memo::new(move |_| {
        xiangqi_ui::web::storage::load_jieqi()
            .ok()
            .flatten()
            .is_some()
    });
    let start = move |_| {
        let opponent = match against.get_untracked() {
            Against::Computer => JieqiOpponent::Computer {
                level: level.get_untracked(),
                computer: side.get_untracked().other(),
            },
            Against::TwoPlayers => JieqiOpponent::TwoPlayers {
                seating: seating.get_untracked(),
            },
        };
        j.new_game(opponent);
    };
    let radio = move |name: &'static str,
                      testid: &'static str,
                      key: &'static str,
                      checked: Signal<bool>,
                      pick: Callback<()>| {
        view! {
            <label class="choice">
                <input
                    type="radio"
                    name=name
                    data-testid=testid
                    prop:checked=move || checked.get()
                    on:change=move |_| pick.run(())
                />
                <span>{move || j.w(key)}</span>
            </label>
        }
    };
    view! {
        <div class="panel lesson-list jieqi-choice" data-testid="jieqi-choice">
            <header class="analysis-head">
                <h2>{move || j.w("title")}</h2>
                <div class="analysis-head-buttons">
                    <button data-testid="jieqi-close" on:click=move |_| xiangqi_ui::web::go("")>
                        {move || j.w("back")}
                    </button>
                </div>
            </header>
            <p>{move || j.w("intro")}</p>
            <ul class="jieqi-rules">
                <li>{move || j.w("rule-face-down")}</li>
                <li>{move || j.w("rule-turn-over")}</li>
                <li>{move || j.w("rule-roam")}</li>
                <li>{move || j.w("rule-bag")}</li>
            </ul>
            <fieldset>
                <legend>{move || j.w("opponent")}</legend>
                {radio("jieqi-opponent", "jieqi-computer", "computer",
                    Signal::derive(move || against.get() == Against::Computer),
                    Callback::new(move |()| against.set(Against::Computer)))}
                {radio("jieqi-opponent", "jieqi-two-players", "two-players",
                    Signal::derive(move || against.get() == Against::TwoPlayers),
                    Callback::new(move |()| against.set(Against::TwoPlayers)))}
            </fieldset>
            <Show when=move || against.get() == Against::Computer>
                <fieldset>
                    <legend>{move || j.w("your-side")}</legend>
                    {radio("jieqi-side", "jieqi-side-red", "red",
                        Signal::derive(move || side.get() == Color::Red),
                        Callback::new(move |()| side.set(Color::Red)))}
                    {radio("jieqi-side", "jieqi-side-black", "black",
                        Signal::derive(move || side.get() == Color::Black),
                        Callback::new(move |()| side.set(Color::Black)))}
                </fieldset>
                <label class="level">
                    <span>{move || j.w("level")}</span>
                    <select
                        data-testid="jieqi-level"
                        on:change=move |ev| {
                            if let Ok(n) = event_target_value(&ev).parse::<u8>() {
                                level.set(n);
                            }
                        }
                    >
                        {move || xiangqi_ui::widgets::level_options(j.lang(), level)}
                    </select>
                </label>
            </Show>
            <Show when=move || against.get() == Against::TwoPlayers>
                <fieldset>
                    <legend>{move || j.w("seating")}</legend>
                    {radio("jieqi-seating", "jieqi-side-by-side", "side-by-side",
                        Signal::derive(move || seating.get() == Seating::SideBySide),
                        Callback::new(move |()| seating.set(Seating::SideBySide)))}
                    {radio("jieqi-seating", "jieqi-face-to-face", "face-to-face",
                        Signal::derive(move || seating.get() == Seating::FaceToFace),
                        Callback::new(move |()| seating.set(Seating::FaceToFace)))}
                </fieldset>
            </Show>
            <div class="choice-row">
                <button class="primary" data-testid="jieqi-start" on:click=start>
                    {move || j.w("start")}
                </button>
                <Show when=move || kept.get()>
                    <button data-testid="jieqi-resume" on:click=move |_| j.resume()>
                        {move || j.w("resume")}
                    </button>
                </Show>
            </div>
        </div>
    }
}
