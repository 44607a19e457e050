//! The status line (whose move, thinking, the result) and the player
//! strips above and below the board (face to face, each is a seat: see
//! `crate::seat`).

use leptos::prelude::*;
use xiangqi::Color;

use crate::clock_view::ClockView;
use crate::seat::{SeatButtons, SeatQuestion, SeatStatus};
use crate::session::Session;
use xiangqi_ui::model::{Mode, Table, Task};
use xiangqi_ui::words::{self, Msg};

/// `data-testid="status"`, with `data-outcome` and `data-reason` once the
/// game is over.
#[component]
pub fn Status() -> impl IntoView {
    let s = expect_context::<Session>();
    let outcome = s.outcome;
    let thinking = Memo::new(move |_| s.table.with(Table::ai_thinking));
    // A forbidden repetition that the next cycle would lose: said to both
    // players, so that the offender can vary its moves (应当变着).
    let warning = Memo::new(move |_| {
        s.table
            .with(|t| t.game().perpetual_warning())
            .filter(|_| s.live.get())
    });
    let text = move || {
        let lang = s.lang.get();
        if let Some(o) = outcome.get() {
            return match s.mode.get() {
                Mode::VsAi(v) => words::outcome_for(lang, &o, v.human()),
                Mode::Friends(_) => words::outcome(lang, &o),
            };
        }
        let table = s.table;
        if !s.live.get() {
            let (ply, total) = table.with(|t| (t.ply_on_board(), t.game().ply_count()));
            let mut text = words::reviewing(lang, ply, total);
            // The move itself, so that stepping through by keyboard says it.
            let said = table.with(|t| {
                let g = t.game();
                let before = g.position_at(ply.checked_sub(1)?)?;
                Some(words::moves::move_sentence(
                    lang,
                    before,
                    *g.moves().get(ply - 1)?,
                ))
            });
            if let Some(said) = said {
                text.push_str(": ");
                text.push_str(&said);
            }
            return text;
        }
        if thinking.get() {
            return s.t(Msg::Thinking).to_string();
        }
        if s.clocks.with(xiangqi::Clocks::is_paused) {
            return s.t(Msg::ClocksPaused).to_string();
        }
        let (stm, check) = table.with(|t| (t.game().side_to_move(), t.game().is_check()));
        let mut text = match s.mode.get() {
            Mode::VsAi(v) if v.human() == stm => s.t(Msg::YourMove).to_string(),
            _ => match stm {
                Color::Red => s.t(Msg::RedToMove).to_string(),
                Color::Black => s.t(Msg::BlackToMove).to_string(),
            },
        };
        if check {
            text.push(' ');
            text.push_str(s.t(Msg::Check));
        }
        if let Some(w) = warning.get() {
            text.push_str(" — ");
            text.push_str(&words::perpetual_warning(lang, &w));
        }
        text
    };
    view! {
        <div
            class="status"
            class:over=move || outcome.with(Option::is_some)
            data-testid="status"
            data-outcome=move || outcome.get().map(|o| o.result_code())
            data-reason=move || outcome.get().map(|o| o.reason.code())
            data-thinking=move || thinking.get().then_some("true")
            data-warning=move || warning.get().map(|w| w.kind.reason().code())
            role="status"
            aria-live="polite"
        >
            <span class="spinner" aria-hidden="true" class:on=move || thinking.get()></span>
            <span class="status-text">{text}</span>
            <Show when=move || !s.mode.with(|m| m.face_to_face())>
                <crate::hint_said::HintSaid />
            </Show>
        </div>
    }
}

/// Which edge of the board a strip sits at.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Edge {
    Top,
    Bottom,
}

/// The name of the player whose pieces start at this edge.
#[component]
pub fn PlayerStrip(edge: Edge) -> impl IntoView {
    let s = expect_context::<Session>();
    let color = move || match edge {
        Edge::Bottom => s.bottom.get(),
        Edge::Top => s.bottom.get().other(),
    };
    let name = move || s.player_name(color(), true);
    let to_move = move || {
        s.outcome.with(Option::is_none) && s.table.with(|t| t.game().side_to_move()) == color()
    };
    let thinking = move || {
        s.table.with(|t| t.task() == Some(Task::AiMove)) && s.mode.get().ai_side() == Some(color())
    };
    let face_to_face = move || s.mode.with(|m| m.face_to_face());
    // Face to face, Black's strip (at the top) turns to face Black.
    let facing = move || face_to_face() && color() == Color::Black;
    view! {
        <div
            class="player"
            class:top=edge == Edge::Top
            class:to-move=to_move
            class:facing=facing
            data-testid=move || format!("player-{}", color().name())
        >
            <span class=move || format!("side-dot {}", color().name())></span>
            <span class="player-name">{name}</span>
            <span class="spinner" class:on=thinking aria-hidden="true"></span>
            <Show when=face_to_face>
                <SeatStatus color=Signal::derive(color) />
                <SeatButtons color=Signal::derive(color) />
            </Show>
            <ClockView color=Signal::derive(color) />
            <Show when=face_to_face>
                <SeatQuestion color=Signal::derive(color) />
            </Show>
        </div>
    }
}
