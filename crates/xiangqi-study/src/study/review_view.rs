//! Game review on the analysis board: the button that starts it, its
//! progress, the evaluation graph over the main line, each side's counts
//! and accuracy, and the verdict on the shown move.

use leptos::prelude::*;
use xiangqi::Color;

use super::session::StudySession;
use xiangqi_ui::model::analysis::classify::{MateChange, MoveClass};
use xiangqi_ui::model::analysis::ReviewDepth;
use xiangqi_ui::model::Analysis;
use xiangqi_ui::words;
use xiangqi_ui::words::StudyMsg;

#[path = "eval_graph.rs"]
mod eval_graph;
pub use eval_graph::EvalGraph;

/// The setting a new review gets: quick or deep.
#[component]
fn ReviewDepthChoice() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let mode = Memo::new(move |_| {
        s.analysis
            .with(|a| a.as_ref().map(Analysis::review_mode).unwrap_or_default())
    });
    view! {
        <label class="review-depth">
            <span>{move || s.t(StudyMsg::ReviewDepthLabel)}</span>
            <select
                data-testid="review-depth"
                prop:value=move || mode.get().name()
                on:change=move |ev| {
                    let deep = event_target_value(&ev) == ReviewDepth::Deep.name();
                    let mode = if deep { ReviewDepth::Deep } else { ReviewDepth::Quick };
                    s.study(move |a| a.start_review_at(mode));
                }
            >
                <option value=ReviewDepth::Quick.name()>{move || s.t(StudyMsg::ReviewQuick)}</option>
                <option value=ReviewDepth::Deep.name()>{move || s.t(StudyMsg::ReviewDeep)}</option>
            </select>
        </label>
    }
}

/// Start, progress and cancel.
#[component]
pub fn ReviewBar() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let state = Memo::new(move |_| {
        s.analysis.with(|a| {
            a.as_ref().map(|a| {
                let has_moves = !a.tree().mainline().is_empty();
                let review = a.review().map(|r| (r.progress(), r.running, r.is_done()));
                (has_moves, review)
            })
        })
    });
    move || {
        let (has_moves, review) = state.get()?;
        if !has_moves {
            return None;
        }
        Some(match review {
            Some(((done, total), running, finished)) if running || !finished => {
                let percent = (done * 100).checked_div(total).unwrap_or(0);
                view! {
                    <div class="review-bar">
                        <div
                            class="review-progress"
                            data-testid="review-progress"
                            data-done="false"
                            role="progressbar"
                            aria-valuemin="0"
                            aria-valuemax=total.to_string()
                            aria-valuenow=done.to_string()
                            aria-label=move || s.t(StudyMsg::ReviewRunning)
                        >
                            <div class="review-fill" style:width=format!("{percent}%")></div>
                            <span>{format!("{done} / {total}")}</span>
                        </div>
                        {if running {
                            view! {
                                <button data-testid="review-cancel" on:click=move |_| s.study(Analysis::cancel_review)>
                                    {move || s.t(StudyMsg::StopReview)}
                                </button>
                            }.into_any()
                        } else {
                            view! {
                                <button data-testid="review" on:click=move |_| s.study(Analysis::start_review)>
                                    {move || s.t(StudyMsg::ResumeReview)}
                                </button>
                            }.into_any()
                        }}
                    </div>
                }
                .into_any()
            }
            Some(_) => view! {
                <div class="review-bar" data-testid="review-progress" data-done="true" hidden></div>
                <div class="review-bar">
                    <ReviewDepthChoice />
                </div>
            }
            .into_any(),
            None => view! {
                <div class="review-bar">
                    <button data-testid="review" on:click=move |_| s.study(Analysis::start_review)>
                        {move || s.t(StudyMsg::StartReview)}
                    </button>
                    <ReviewDepthChoice />
                </div>
            }
            .into_any(),
        })
    }
}

/// Each side's counts and accuracy, once the review is done.
#[component]
pub fn ReviewSummary() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let summary = Memo::new(move |_| {
        s.analysis.with(|a| {
            let a = a.as_ref()?;
            a.review().filter(|r| r.is_done())?;
            a.summary()
        })
    });
    move || {
        let sides = summary.get()?;
        let lang = s.lang.get();
        let rows = sides
            .into_iter()
            .map(|(color, sum)| {
                let accuracy = sum
                    .accuracy
                    .map(|a| format!("{}", a.round() as u32))
                    .unwrap_or_else(|| "–".into());
                view! {
                    <tr data-side=color.name()>
                        <th scope="row">{words::side(lang, color)}</th>
                        <td data-testid=format!("inaccuracies-{}", color.name())>{sum.inaccuracies}</td>
                        <td data-testid=format!("mistakes-{}", color.name())>{sum.mistakes}</td>
                        <td data-testid=format!("blunders-{}", color.name())>{sum.blunders}</td>
                        <td data-testid=format!("accuracy-{}", color.name())>{accuracy}</td>
                    </tr>
                }
            })
            .collect_view();
        Some(view! {
            <table class="review-summary" data-testid="review-summary">
                <thead>
                    <tr>
                        <td></td>
                        <th scope="col" class="inaccuracy">{words::t(lang, StudyMsg::Inaccuracies)}</th>
                        <th scope="col" class="mistake">{words::t(lang, StudyMsg::Mistakes)}</th>
                        <th scope="col" class="blunder">{words::t(lang, StudyMsg::Blunders)}</th>
                        <th scope="col">{words::t(lang, StudyMsg::Accuracy)}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        })
    }
}

/// The verdict on the shown move: its class, the better move, and a new
/// game against the AI from the position before it.
#[component]
pub fn MoveVerdict() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let verdict = Memo::new(move |_| {
        s.analysis.with(|a| {
            let a = a.as_ref()?;
            let id = a.at();
            let judgement = a.judgement(id)?;
            let class = judgement.class?;
            let node = a.tree().node(id)?;
            let parent = node.parent()?;
            let before = a.tree().position_at(parent).ok()?;
            let better = a.better_move(id).filter(|m| Some(*m) != node.mv());
            Some((class, judgement.mate, before, better))
        })
    });
    move || {
        let (class, mate, before, better) = verdict.get()?;
        let lang = s.lang.get();
        let notation = s.notation.get();
        let class_word = words::t(
            lang,
            match class {
                MoveClass::Inaccuracy => StudyMsg::Inaccuracy,
                MoveClass::Mistake => StudyMsg::Mistake,
                MoveClass::Blunder => StudyMsg::Blunder,
            },
        );
        let mate_word = mate.map(|m| {
            words::t(
                lang,
                match m {
                    MateChange::Missed => StudyMsg::MateMissed,
                    MateChange::Allowed => StudyMsg::MateAllowed,
                },
            )
        });
        let better_text = better.map(|m| {
            format!(
                "{} {}",
                words::t(lang, StudyMsg::BetterWas),
                xiangqi_ui::words::moves::written(lang, &before, m, notation)
            )
        });
        let human: Color = before.side_to_move();
        let start = before.clone();
        Some(view! {
            <div class=format!("move-verdict {}", class.name()) data-testid="move-verdict" data-class=class.name()>
                <p>
                    <strong>{format!("{} {}", class.symbol(), class_word)}</strong>
                    {mate_word.map(|w| view! { " " {w} })}
                    {better_text.map(|t| view! { <span class="better" data-testid="better-move" data-iccs=better.map(|m| m.to_string()).unwrap_or_default()>" · " {t}</span> })}
                </p>
                <button
                    data-testid="try-again"
                    on:click=move |_| s.try_again(&start, human)
                >
                    {words::t(lang, StudyMsg::TryAgain)}
                </button>
            </div>
        })
    }
}
