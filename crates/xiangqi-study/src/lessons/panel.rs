//! The lesson's panel (`data-testid="lesson"`, with `data-id` and
//! `data-state`): the title, the step and what it asks, the feedback
//! (a live region), a question's answers, and the buttons on.

use leptos::prelude::*;
use xiangqi::{Color, Piece, Role};
use xiangqi_ui::board::{PieceFace, PieceStyle};
use xiangqi_ui::model::lesson::{LessonPlay, Step, StepState};

use super::session::Lessons;
use super::words::{text, word};

#[component]
pub fn LessonPanel() -> impl IntoView {
    let l = expect_context::<Lessons>();
    let p = l.play;
    let id = move || p.with(|p| p.as_ref().map(|p| p.lesson().id.clone()));
    let finished = move || p.with(|p| p.as_ref().is_some_and(LessonPlay::is_finished));
    let state = move || if finished() { "done" } else { "playing" };
    let step_state = move || {
        p.with(|p| {
            p.as_ref().map_or("none", |p| match p.state() {
                StepState::Reaching { .. } => "reaching",
                StepState::Playing { .. } => "playing",
                StepState::Waiting { .. } => "waiting",
                StepState::Asking { .. } => "asking",
                StepState::Failed => "failed",
                StepState::Done => "done",
            })
        })
    };
    let title = move || p.with(|p| p.as_ref().map(|p| text(l.lang(), &p.lesson().title)));
    let step_line = move || {
        p.with(|p| {
            p.as_ref().map(|p| {
                let (n, total) = p.step_index();
                word(
                    l.lang(),
                    "step",
                    &[("n", (n + 1).to_string()), ("total", total.to_string())],
                )
            })
        })
    };
    let task = move || p.with(|p| p.as_ref().map(|p| text(l.lang(), p.step().text())));
    let intro = move || {
        p.with(|p| {
            p.as_ref()
                .filter(|p| p.step_index().0 == 0 && !p.is_finished())
                .map(|p| text(l.lang(), &p.lesson().intro))
        })
    };
    let status = move || match step_state() {
        "waiting" => l.w("thinking"),
        _ => String::new(),
    };
    let options = move || {
        p.with(|p| {
            let p = p.as_ref()?;
            let Step::Quiz { options, .. } = p.step() else {
                return None;
            };
            let answered = p.state() == &StepState::Done;
            let tried = p.tried().to_vec();
            let lang = l.lang();
            Some(
                options
                    .iter()
                    .enumerate()
                    .map(|(i, o)| {
                        let wrong = tried.contains(&i);
                        let right = answered && o.right;
                        view! {
                            <li>
                                <button
                                    class="lesson-option"
                                    class:wrong=wrong
                                    class:right=right
                                    data-testid="lesson-option"
                                    data-index=i.to_string()
                                    aria-pressed=(wrong || right).to_string()
                                    disabled=answered
                                    on:click=move |_| l.answer(i)
                                >
                                    {text(lang, &o.text)}
                                </button>
                            </li>
                        }
                    })
                    .collect_view(),
            )
        })
    };
    let can_retry = move || matches!(step_state(), "failed" | "playing" | "waiting" | "reaching");
    let step_done = move || step_state() == "done" && !finished();
    let next_lesson = move || finished().then(|| l.following()).flatten();
    view! {
        <aside
            class="panel lesson-panel"
            data-testid="lesson"
            data-id=id
            data-state=state
            data-step=step_state
        >
            <header class="analysis-head">
                <h2>{title} <PieceGlyphs /></h2>
                <div class="analysis-head-buttons">
                    <button data-testid="lesson-list-back" on:click=move |_| l.to_list()>
                        {move || l.w("to-list")}
                    </button>
                </div>
            </header>
            <p class="lesson-step" data-testid="lesson-step">{step_line}</p>
            {move || intro().map(|t| view! { <p class="lesson-intro">{t}</p> })}
            <p class="lesson-task" data-testid="lesson-task">{task}</p>
            <ol class="lesson-options">{options}</ol>
            <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="lesson-announcer">
                {move || l.said.get()}
            </div>
            <div class="lesson-foot">
                // Nothing at all when there is nothing to say, so that the
                // empty line takes no room above the buttons.
                <p class="lesson-feedback" data-testid="lesson-feedback">
                    {move || format!("{} {}", l.feedback.get(), status()).trim().to_string()}
                </p>
                <div class="lesson-buttons">
                    <button data-testid="lesson-retry" disabled=move || !can_retry() on:click=move |_| l.retry()>
                        {move || l.w("retry")}
                    </button>
                    {move || step_done().then(|| view! {
                        <button class="primary" data-testid="lesson-next" on:click=move |_| l.next()>
                            {l.w("next")}
                        </button>
                    })}
                    {move || next_lesson().map(|id| view! {
                        <button class="primary" data-testid="lesson-next-lesson" on:click=move |_| { l.open(&id); }>
                            {l.w("next-lesson")}
                        </button>
                    })}
                    {move || (finished() && next_lesson().is_none()).then(|| view! {
                        <button class="primary" data-testid="lesson-finish" on:click=move |_| l.to_list()>
                            {l.w("to-list")}
                        </button>
                    })}
                </div>
            </div>
        </aside>
    }
}

/// The piece a lesson of the pieces part teaches, drawn as it stands on
/// the board in both colours (`data-testid="lesson-glyphs"`): the name in
/// the title ("Xe", "The chariot") meets the character on the board.
#[component]
fn PieceGlyphs() -> impl IntoView {
    let l = expect_context::<Lessons>();
    let role = move || l.play.with(|p| p.as_ref().and_then(|p| p.lesson().piece));
    let face = move |role: Role, color: Color| {
        let s = l.study;
        let style = s.settings.with(|st| PieceStyle {
            hints: false,
            ..PieceStyle::chosen(st, s.lang.get())
        });
        let piece = Piece { color, role };
        let class = if color == Color::Red {
            "piece red"
        } else {
            "piece black"
        };
        view! {
            <svg class="lesson-glyph" viewBox="-50 -50 100 100" aria-hidden="true">
                <g class=class><PieceFace piece style orientation=Color::Red /></g>
            </svg>
        }
    };
    move || {
        role().map(|role| {
            let said = move || {
                let lang = l.lang();
                [Color::Red, Color::Black]
                    .map(|color| xiangqi_ui::words::moves::piece_name(lang, Piece { color, role }))
                    .join(", ")
            };
            view! {
                <span class="lesson-glyphs" data-testid="lesson-glyphs" role="img" aria-label=said>
                    {face(role, Color::Red)}
                    {face(role, Color::Black)}
                </span>
            }
        })
    }
}
