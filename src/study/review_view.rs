//! Game review on the analysis board: the button that starts it, its
//! progress, the evaluation graph over the main line, each side's counts
//! and accuracy, and the verdict on the shown move.

use leptos::prelude::*;
use xiangqi::{Color, NodeId};

use super::eval_bar::red_share_permille;
use super::session::StudySession;
use crate::model::analysis::classify::{MateChange, MoveClass};
use crate::model::Analysis;
use crate::words::StudyMsg;
use crate::words::{self, Msg};

/// The graph's drawing size (the SVG scales to its box).
const GRAPH_W: u32 = 600;
const GRAPH_H: u32 = 120;

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
            }
            .into_any(),
            None => view! {
                <div class="review-bar">
                    <button data-testid="review" on:click=move |_| s.study(Analysis::start_review)>
                        {move || s.t(StudyMsg::StartReview)}
                    </button>
                </div>
            }
            .into_any(),
        })
    }
}

/// The evaluation over the main line; a click or a drag goes to that move.
#[component]
pub fn EvalGraph() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let data = Memo::new(move |_| {
        s.analysis.with(|a| {
            let a = a.as_ref()?;
            let review = a.review()?;
            let mainline = a.tree().mainline();
            let shares: Vec<Option<u32>> = review
                .evals
                .iter()
                .map(|e| e.as_ref().map(|e| red_share_permille(e.score_red())))
                .collect();
            let marks: Vec<(usize, MoveClass)> = a
                .classes()
                .into_iter()
                .enumerate()
                .filter_map(|(i, class)| class.map(|c| (i + 1, c)))
                .collect();
            let shown = mainline
                .iter()
                .position(|&n| n == a.at())
                .map_or(0, |i| i + 1);
            let shown = if a.at() == NodeId::ROOT {
                Some(0)
            } else {
                mainline.contains(&a.at()).then_some(shown)
            };
            Some((shares, marks, shown))
        })
    });
    let x_of = |ply: usize, n: usize| (ply as u32 * GRAPH_W) / (n.max(2) as u32 - 1).max(1);
    let y_of = |share: u32| GRAPH_H - share * GRAPH_H / 1000;
    let go = move |ev: web_sys::PointerEvent| {
        let Some(el) = ev
            .current_target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        else {
            return;
        };
        let rect = el.get_bounding_client_rect();
        let n = data.with_untracked(|d| d.as_ref().map_or(0, |d| d.0.len()));
        if n < 2 || rect.width() <= 0.0 {
            return;
        }
        let fraction = ((f64::from(ev.client_x()) - rect.left()) / rect.width()).clamp(0.0, 1.0);
        let ply = (fraction * (n - 1) as f64).round() as usize;
        s.study(move |a| {
            let target = if ply == 0 {
                Some(NodeId::ROOT)
            } else {
                a.tree().mainline().get(ply - 1).copied()
            };
            match target {
                Some(id) => a.go_to(id),
                None => Vec::new(),
            }
        });
    };
    let dragging = RwSignal::new(false);
    move || {
        let (shares, marks, shown) = data.get()?;
        let n = shares.len();
        let mut points = String::new();
        for (ply, share) in shares.iter().enumerate() {
            if let Some(share) = share {
                points.push_str(&format!("{},{} ", x_of(ply, n), y_of(*share)));
            }
        }
        let area = format!(
            "0,{} {points}{},{}",
            GRAPH_H / 2,
            x_of(n.saturating_sub(1), n),
            GRAPH_H / 2
        );
        let dots = marks
            .into_iter()
            .filter_map(|(ply, class)| {
                let share = shares.get(ply).copied().flatten()?;
                Some(view! {
                    <circle
                        class=format!("mark {}", class.name())
                        cx=x_of(ply, n).to_string()
                        cy=y_of(share).to_string()
                        r="6"
                    />
                })
            })
            .collect_view();
        let cursor = shown.map(|ply| {
            let x = x_of(ply, n).to_string();
            view! { <line class="cursor" x1=x.clone() x2=x y1="0" y2=GRAPH_H.to_string() /> }
        });
        Some(view! {
            <svg
                class="eval-graph"
                data-testid="eval-graph"
                viewBox=format!("0 0 {GRAPH_W} {GRAPH_H}")
                preserveAspectRatio="none"
                role="img"
                aria-label=move || s.t(StudyMsg::EvalGraph)
                on:pointerdown=move |ev| { dragging.set(true); go(ev) }
                on:pointermove=move |ev| if dragging.get_untracked() { go(ev) }
                on:pointerup=move |_| dragging.set(false)
                on:pointerleave=move |_| dragging.set(false)
            >
                <rect class="black-side" x="0" y="0" width=GRAPH_W.to_string() height=GRAPH_H.to_string() />
                <polygon class="red-area" points=area />
                <line class="middle" x1="0" x2=GRAPH_W.to_string() y1=(GRAPH_H / 2).to_string() y2=(GRAPH_H / 2).to_string() />
                <polyline class="curve" points=points />
                {dots}
                {cursor}
            </svg>
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
                MoveClass::Inaccuracy => Msg::Inaccuracy,
                MoveClass::Mistake => Msg::Mistake,
                MoveClass::Blunder => Msg::Blunder,
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
                before.to_notation(m, notation)
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
