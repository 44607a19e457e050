//! The AI levels as a select's options, with the chosen one selected.

use leptos::prelude::*;

use crate::model::Lang;
use crate::words;

/// One `<option>` per AI level, weakest first, named in `lang`; `chosen`
/// is the selected level's number.
pub fn level_options(lang: Lang, chosen: impl Into<Signal<u8>>) -> impl IntoView {
    let chosen: Signal<u8> = chosen.into();
    xiangqi_engine::levels()
        .iter()
        .map(|lv| {
            let n = lv.number;
            view! {
                <option value=n.to_string() selected=move || chosen.get() == n>
                    {words::level_option(lang, n)}
                </option>
            }
        })
        .collect_view()
}
