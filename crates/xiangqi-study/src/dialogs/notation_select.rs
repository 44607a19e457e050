//! The choice of notation, in the menu's preferences and the export dialog.

use leptos::prelude::*;
use xiangqi::Notation;

use xiangqi_ui::model::Lang;
use xiangqi_ui::words;
use xiangqi_ui::words::StudyMsg;

/// A choice of notation: `chosen` is shown selected, `on_choose` hears
/// the player's pick. `for_display` adds the Vietnamese letters, which are
/// for showing moves, not for records other programs read.
#[component]
pub fn NotationSelect(
    testid: &'static str,
    #[prop(into)] lang: Signal<Lang>,
    #[prop(into)] chosen: Signal<Notation>,
    on_choose: impl Fn(Notation) + 'static,
    #[prop(optional)] for_display: bool,
) -> impl IntoView {
    let option = move |n: Notation| {
        let label = move || match n {
            Notation::Chinese => words::t(lang.get(), StudyMsg::NotationChinese).to_string(),
            Notation::Vietnamese => words::t(lang.get(), StudyMsg::NotationVietnamese).to_string(),
            Notation::Wxf => "WXF".to_string(),
            Notation::Iccs => "ICCS".to_string(),
        };
        view! { <option value=n.name() selected=move || chosen.get() == n>{label}</option> }
    };
    view! {
        <label class="pref">
            <span>{move || words::t(lang.get(), StudyMsg::Notation)}</span>
            <select
                data-testid=testid
                on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<Notation>() {
                        on_choose(n);
                    }
                }
            >
                {option(Notation::Chinese)}
                {option(Notation::Wxf)}
                {option(Notation::Iccs)}
                {for_display.then(|| option(Notation::Vietnamese))}
            </select>
        </label>
    }
}
