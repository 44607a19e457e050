//! A mark (`!`, `?`, `!?` …) and a comment for the shown move.

use leptos::prelude::*;
use xiangqi::{Mark, NodeId};

use super::session::StudySession;
use xiangqi_ui::model::Analysis;
use xiangqi_ui::words::StudyMsg;

/// The shown move's mark and comment, editable.
#[component]
pub fn Annotate() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let shown = Memo::new(move |_| {
        s.analysis.with(|a| {
            a.as_ref().map(|a| {
                let node = a.tree().node(a.at());
                (
                    a.at(),
                    node.and_then(|n| n.mark()),
                    node.and_then(|n| n.comment())
                        .unwrap_or_default()
                        .to_string(),
                )
            })
        })
    });
    let at_move = move || shown.get().is_some_and(|(id, _, _)| id != NodeId::ROOT);
    let mark = move || {
        shown
            .get()
            .and_then(|(_, m, _)| m)
            .map_or("", Mark::as_str)
            .to_string()
    };
    view! {
        <div class="annotate">
            <label class="pref">
                <span>{move || s.t(StudyMsg::MoveMark)}</span>
                <select
                    data-testid="move-mark"
                    disabled=move || !at_move()
                    prop:value=mark
                    on:change=move |ev| {
                        let chosen = event_target_value(&ev).parse::<Mark>().ok();
                        s.study(move |a| a.set_mark(chosen));
                    }
                >
                    <option value="">"–"</option>
                    {Mark::ALL
                        .into_iter()
                        .map(|m| view! { <option value=m.as_str()>{m.as_str()}</option> })
                        .collect_view()}
                </select>
            </label>
            <textarea
                data-testid="move-comment"
                rows="2"
                aria-label=move || s.t(StudyMsg::MoveComment)
                placeholder=move || s.t(StudyMsg::MoveComment)
                prop:value=move || shown.get().map(|(_, _, c)| c).unwrap_or_default()
                on:change=move |ev| {
                    let text = event_target_value(&ev);
                    s.study(move |a: &mut Analysis| a.set_comment(text));
                }
            ></textarea>
        </div>
    }
}
