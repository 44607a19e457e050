//! The attempt's panel (`data-testid="endgame"`, with `data-id` and
//! `data-state`: `preparing`, `playing`, `won`, `held`, `failed` or
//! `unavailable`): the ending and its task, what is happening (a live
//! region: the solving's progress, the player's move with the distance to
//! mate, the verdict), and the ways on.

use leptos::prelude::*;
use xiangqi_ui::model::practice::{Failure, PracticeGame, PracticeState, Task, HOLD_MOVES};

use super::session::Endgames;
use crate::endgame_words::word;

fn state_code(state: &PracticeState) -> &'static str {
    match state {
        PracticeState::Preparing { .. } => "preparing",
        PracticeState::Playing => "playing",
        PracticeState::Won => "won",
        PracticeState::Held => "held",
        PracticeState::Failed(_) => "failed",
        PracticeState::Unavailable => "unavailable",
    }
}

/// What the status line says of `a`.
fn status(e: Endgames, a: &PracticeGame) -> String {
    let lang = e.lang();
    match a.state() {
        PracticeState::Preparing { solving: None } => e.w("preparing"),
        PracticeState::Preparing {
            solving: Some((ending, done, total)),
        } => word(
            lang,
            "solving",
            &[
                ("ending", ending.clone()),
                ("done", done.to_string()),
                ("total", total.to_string()),
            ],
        ),
        PracticeState::Playing if !a.players_turn() => e.w("thinking"),
        PracticeState::Playing => match (a.drill().task, a.verdict()) {
            (Task::Win, Some(v)) if v.moves_to_mate.is_some() => word(
                lang,
                "your-move-win",
                &[("n", v.moves_to_mate.unwrap_or(0).to_string())],
            ),
            (Task::Hold, Some(_)) => word(
                lang,
                "your-move-hold",
                &[(
                    "left",
                    HOLD_MOVES.saturating_sub(a.attacker_moves()).to_string(),
                )],
            ),
            _ => e.w("your-move"),
        },
        PracticeState::Won => e.w("won"),
        PracticeState::Held => word(lang, "held", &[("n", a.attacker_moves().to_string())]),
        PracticeState::Failed(why) => {
            let named = |m: xiangqi::Move| {
                a.before_last_move()
                    .map(|p| xiangqi_ui::words::moves::written(lang, p, m, e.study.notation.get()))
                    .unwrap_or_else(|| m.to_string())
            };
            match why {
                Failure::ThrewWin(m) => word(lang, "threw-win", &[("move", named(*m))]),
                Failure::ThrewDraw(m) => word(lang, "threw-draw", &[("move", named(*m))]),
                Failure::Ended(outcome) if outcome.winner.is_none() => e.w("ended-draw"),
                Failure::Ended(_) => e.w("ended-loss"),
            }
        }
        PracticeState::Unavailable => e.w("unavailable"),
    }
}

#[component]
pub fn EndgamePanel() -> impl IntoView {
    let e = expect_context::<Endgames>();
    let a = e.attempt;
    let read =
        move |f: fn(&PracticeGame) -> String| a.with(|a| a.as_ref().map(f).unwrap_or_default());
    let id = move || read(|a| a.drill().id.to_string());
    let state = move || a.with(|a| a.as_ref().map_or("preparing", |a| state_code(a.state())));
    let over = move || matches!(state(), "won" | "held" | "failed" | "unavailable");
    let solving = move || {
        a.with(|a| match a.as_ref().map(PracticeGame::state) {
            Some(PracticeState::Preparing {
                solving: Some((_, done, total)),
            }) => Some((*done, *total)),
            _ => None,
        })
    };
    let title = move || e.w(&format!("{}-title", id()));
    let task = move || {
        a.with(|a| {
            a.as_ref().map(|a| match a.drill().task {
                Task::Win => e.w("task-win"),
                Task::Hold => e.w("task-hold"),
            })
        })
    };
    let about = move || e.w(&format!("{}-about", id()));
    let line = move || a.with(|a| a.as_ref().map(|a| status(e, a)).unwrap_or_default());
    view! {
        <div
            class="panel lesson-panel endgame-panel"
            data-testid="endgame"
            data-id=id
            data-state=state
            data-mate=move || a.with(|a| {
                a.as_ref()
                    .and_then(|a| a.verdict()?.moves_to_mate)
                    .map(|n| n.to_string())
                    .unwrap_or_default()
            })
        >
            <header class="analysis-head">
                <h2>{title}" · "<span class="endgame-ending">{move || read(|a| a.drill().ending.to_string())}</span></h2>
                <div class="analysis-head-buttons">
                    <button data-testid="endgame-to-list" on:click=move |_| e.to_list()>
                        {move || e.w("list")}
                    </button>
                </div>
            </header>
            <p class="endgame-task">{task}</p>
            <p class="endgame-about">{about}</p>
            <p
                class="lesson-feedback endgame-status"
                class:good=move || matches!(state(), "won" | "held")
                class:bad=move || state() == "failed"
                data-testid="endgame-status"
                role="status"
                aria-live="polite"
            >
                {line}
            </p>
            {move || solving().map(|(done, total)| view! {
                <progress class="endgame-solving" data-testid="endgame-solving" max=total.to_string() value=done.to_string()></progress>
            })}
            <div class="lesson-buttons">
                {move || (state() == "preparing").then(|| view! {
                    <button data-testid="endgame-cancel" on:click=move |_| e.to_list()>
                        {move || e.w("cancel")}
                    </button>
                })}
                {move || over().then(|| view! {
                    <button class="primary" data-testid="endgame-again" on:click=move |_| e.again()>
                        {move || e.w("again")}
                    </button>
                })}
                {move || (matches!(state(), "won" | "held")).then(|| e.following()).flatten().map(|next| view! {
                    <button data-testid="endgame-next" on:click=move |_| { e.open(next); }>
                        {move || e.w("next")}
                    </button>
                })}
            </div>
        </div>
    }
}
