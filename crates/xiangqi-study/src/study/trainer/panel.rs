//! The trainer's panel (`data-testid="puzzle"`, with `data-id` and
//! `data-state`): the task, how it is going, the buttons, the player's
//! rating and streak, the filters and the recent attempts.

use leptos::prelude::*;

use super::filters::Filters;
use super::session::{Collection, Trainer};
use super::stats::{History, Stats};
use xiangqi_ui::model::puzzle::{Attempt, Hint, State};
use xiangqi_ui::words::puzzles::{self as w, Word};
use xiangqi_ui::words::Msg;

#[component]
pub fn TrainerPanel() -> impl IntoView {
    let t = expect_context::<Trainer>();
    let a = t.attempt;
    let id = move || a.with(|a| a.as_ref().map(|a| a.puzzle().id.clone()));
    let state = move || {
        a.with(|a| a.as_ref().map(Attempt::state))
            .unwrap_or(State::Solving)
            .name()
    };
    let done = move || a.with(|a| a.as_ref().is_some_and(Attempt::is_done));
    let hint = move || match a.with(|a| a.as_ref().map(Attempt::hint)) {
        Some(Hint::Piece) => "piece",
        Some(Hint::Move) => "move",
        _ => "none",
    };
    let can_help = move || {
        a.with(|a| {
            a.as_ref()
                .is_some_and(|a| !a.is_done() && a.expected().is_some())
        })
    };
    let solving = move || a.with(|a| a.as_ref().is_some_and(|a| !a.is_done()));
    view! {
        <aside
            class="panel trainer-panel"
            data-testid="puzzle"
            data-id=id
            data-state=state
            data-hint=hint
            data-done=move || done().to_string()
        >
            <header class="analysis-head">
                <h2>{move || t.w(Word::Title)}</h2>
                <div class="analysis-head-buttons">
                    <button data-testid="puzzle-daily" on:click=move |_| t.open_daily()>
                        {move || t.w(Word::Daily)}
                    </button>
                    <button data-testid="puzzle-close" on:click=move |_| t.back_to_game()>
                        {move || t.study.t(Msg::BackToGame)}
                    </button>
                </div>
            </header>
            <Task />
            <div class="trainer-buttons">
                <button data-testid="puzzle-hint" aria-keyshortcuts="h" disabled=move || !can_help() on:click=move |_| t.hint()>
                    {move || t.w(Word::Hint)}
                </button>
                <button data-testid="puzzle-solution" disabled=move || !solving() on:click=move |_| t.show_solution()>
                    {move || t.w(Word::Solution)}
                </button>
                <button
                    data-testid="puzzle-analyse"
                    title=move || t.w(Word::AnalyseAfter)
                    disabled=move || state() == "solving"
                    on:click=move |_| t.analyse()
                >
                    {move || t.w(Word::Analyse)}
                </button>
                <button class="primary" data-testid="puzzle-next" aria-keyshortcuts="n" on:click=move |_| t.next()>
                    {move || t.w(Word::Next)}
                </button>
            </div>
            <Stats />
            <Filters />
            <History />
        </aside>
    }
}

/// What to do, and how it goes: the loading state, the task ("Find the
/// best move for Red", mate in 3, the puzzle's id and rating), and the
/// latest feedback.
#[component]
fn Task() -> impl IntoView {
    let t = expect_context::<Trainer>();
    let a = t.attempt;
    move || {
        let lang = t.lang();
        match t.collection.get() {
            Collection::Loading => view! {
                <p class="trainer-task" role="status">{t.w(Word::Loading)}</p>
            }
            .into_any(),
            Collection::Failed(e) => {
                let text = match e {
                    super::collection::LoadError::Unreachable => t.w(Word::LoadFailed).to_string(),
                    super::collection::LoadError::Unreadable(what) => w::unreadable(lang, &what),
                };
                view! {
                    <div class="trainer-task" role="alert">
                        <p>{text}</p>
                        <button data-testid="puzzle-retry" on:click=move |_| t.load(None)>{t.w(Word::Retry)}</button>
                    </div>
                }
                .into_any()
            }
            Collection::Ready(_) => {
                let Some((solver, kind, id, rating)) = a.with(|a| {
                    a.as_ref().map(|a| {
                        let p = a.puzzle();
                        let rating = t
                            .progress
                            .with(|pr| pr.puzzle_rating(&p.id, p.rating).shown());
                        (a.solver(), p.kind, p.id.clone(), rating)
                    })
                }) else {
                    return view! { <p class="trainer-task">{t.w(Word::NoneLeft)}</p> }.into_any();
                };
                let status = move || {
                    a.with(|a| {
                        a.as_ref().map(|a| {
                            if a.is_done() {
                                w::state(lang, a.state(), true).to_string()
                            } else {
                                t.feedback
                                    .get()
                                    .map(|f| w::feedback(lang, f).to_string())
                                    .unwrap_or_default()
                            }
                        })
                    })
                };
                let side_class = match solver {
                    xiangqi::Color::Red => "trainer-side red",
                    xiangqi::Color::Black => "trainer-side black",
                };
                view! {
                    <div class="trainer-task">
                        <p class=side_class data-testid="puzzle-task">{w::find_best(lang, solver)}</p>
                        <p class="trainer-meta">
                            <span>{w::kind(lang, kind)}</span>
                            {move || t.daily.get().then(|| view! { <span class="trainer-daily">{t.w(Word::Daily)}</span> })}
                            <span data-puzzle-id=id>{w::puzzle_label(lang, rating)}</span>
                        </p>
                        <p class="trainer-feedback" data-testid="puzzle-feedback">{status}</p>
                    </div>
                }
                .into_any()
            }
        }
    }
}
