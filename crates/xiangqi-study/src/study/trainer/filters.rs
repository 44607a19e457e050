//! The filters: a theme and a goal (any, mates, mate in N, material), as
//! two select controls. The next puzzle follows them.

use leptos::prelude::*;
use xiangqi_puzzles::Theme;

use super::session::{Collection, Trainer};
use xiangqi_ui::model::puzzle::{choice, Goal};
use xiangqi_ui::words::puzzles::{self as w, Word};

#[component]
pub fn Filters() -> impl IntoView {
    let t = expect_context::<Trainer>();
    let themes = Memo::new(move |_| match t.collection.get() {
        Collection::Ready(p) => choice::themes(&p),
        _ => Vec::new(),
    });
    let chosen_theme = move || {
        t.progress
            .with(|p| p.filter.theme.clone().unwrap_or_default())
    };
    let chosen_goal = move || t.progress.with(|p| p.filter.goal.code());
    let theme_options = move || {
        let lang = t.lang();
        let chosen = chosen_theme();
        let any =
            view! { <option value="" selected=chosen.is_empty()>{t.w(Word::AnyTheme)}</option> };
        let rest = themes
            .get()
            .into_iter()
            .map(|theme: Theme| {
                let code = theme.code();
                let selected = code == chosen;
                view! { <option value=code selected=selected>{w::theme(lang, theme)}</option> }
            })
            .collect_view();
        (any, rest)
    };
    let goal_options = move || {
        let lang = t.lang();
        let chosen = chosen_goal();
        Goal::ALL
            .into_iter()
            .map(|g| {
                let code = g.code();
                let selected = code == chosen;
                view! { <option value=code selected=selected>{w::goal(lang, g)}</option> }
            })
            .collect_view()
    };
    view! {
        <fieldset class="trainer-filters">
            <legend>{move || t.w(Word::Filters)}</legend>
            <label>
                <span>{move || t.w(Word::Theme)}</span>
                <select data-testid="puzzle-theme" on:change=move |ev| {
                    let code = event_target_value(&ev);
                    t.set_filter(|f| f.theme = (!code.is_empty()).then_some(code));
                }>
                    {theme_options}
                </select>
            </label>
            <label>
                <span>{move || t.w(Word::Goal)}</span>
                <select data-testid="puzzle-goal" on:change=move |ev| {
                    let code = event_target_value(&ev);
                    t.set_filter(|f| f.goal = Goal::from_code(&code));
                }>
                    {goal_options}
                </select>
            </label>
        </fieldset>
    }
}
