//! The status line (whose move, thinking, the result) and the player name
//! strips above and below the board.

use leptos::prelude::*;
use xiangqi::Color;

use crate::clock_view::ClockView;
use crate::model::{Mode, Table, Task};
use crate::session::Session;
use crate::words::{self, Msg};

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
            return words::outcome(lang, &o);
        }
        let table = s.table;
        if !s.live.get() {
            let (ply, total) = table.with(|t| (t.ply_on_board(), t.game().ply_count()));
            return words::reviewing(lang, ply, total);
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
        </div>
    }
}

/// The one-word label under a seat button's icon.
fn short_label(msg: Msg) -> Msg {
    match msg {
        Msg::OfferDraw => Msg::DrawShort,
        other => other,
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
        </div>
    }
}

/// What a seated player needs to know, turned to them with their strip
/// (face to face): their move, the clocks paused, or the result.
#[component]
fn SeatStatus(color: Signal<Color>) -> impl IntoView {
    let s = expect_context::<Session>();
    let text = move || {
        let lang = s.lang.get();
        if let Some(o) = s.outcome.get() {
            return words::outcome(lang, &o);
        }
        if s.clocks.with(xiangqi::Clocks::is_paused) {
            return s.t(Msg::ClocksPaused).to_string();
        }
        let (stm, check) = s
            .table
            .with(|t| (t.game().side_to_move(), t.game().is_check()));
        if stm != color.get() {
            return String::new();
        }
        let mut text = s.t(Msg::YourMove).to_string();
        if check {
            text.push(' ');
            text.push_str(s.t(Msg::Check));
        }
        text
    };
    view! {
        <span
            class="seat-status"
            class:over=move || s.outcome.with(Option::is_some)
            data-testid=move || format!("seat-status-{}", color.get().name())
        >
            {text}
        </span>
    }
}

/// A seated player's own buttons (face to face): take back, offer a draw,
/// resign, each asked of or confirmed by the right player, and the pause
/// of a timed game; labelled, and as large as touch needs.
#[component]
fn SeatButtons(color: Signal<Color>) -> impl IntoView {
    let s = expect_context::<Session>();
    let over = move || s.outcome.with(Option::is_some);
    type Action = fn(&mut Table, Color) -> Vec<crate::model::Effect>;
    let button = move |id: &'static str,
                       icon: &'static str,
                       msg: Msg,
                       action: Action,
                       enabled: fn(&Table, Color) -> bool| {
        let title = move || {
            let block = (id == "offer-draw")
                .then(|| s.table.with(|t| t.offer_block(color.get())))
                .flatten();
            block.map_or_else(
                || s.t(msg),
                |b| words::notices::offer_block(s.lang.get(), b),
            )
        };
        view! {
            <button
                class="seat-button"
                data-testid=move || format!("{id}-{}", color.get().name())
                title=title
                aria-label=move || s.t(msg)
                disabled=move || over() || !s.table.with(|t| enabled(t, color.get()))
                on:click=move |_| {
                    let c = color.get_untracked();
                    s.act(|t, _| action(t, c))
                }
            >
                <span aria-hidden="true">{icon}</span>
                <span class="seat-label" aria-hidden="true">{move || s.t(short_label(msg))}</span>
            </button>
        }
    };
    let timed = move || s.clocks.with(|c| !c.control().is_unlimited());
    let paused = move || !over() && s.clocks.with(xiangqi::Clocks::is_paused);
    view! {
        <span class="seat-buttons">
            {button("undo", "↶", Msg::Undo, |t, c| t.ask_takeback(c), |t, _| t.can_undo())}
            {button("offer-draw", "½", Msg::OfferDraw, |t, c| t.ask_offer_draw(c), |t, c| t.can_offer_draw(c))}
            {button("resign", "⚑", Msg::Resign, |t, c| t.ask_resign(c), |_, _| true)}
            <Show when=timed>
                <button
                    class="seat-button"
                    data-testid=move || format!("pause-{}", color.get().name())
                    aria-pressed=move || paused().to_string()
                    aria-label=move || s.t(if paused() { Msg::Resume } else { Msg::Pause })
                    disabled=over
                    on:click=move |_| s.act(|t, now| t.toggle_pause(now))
                >
                    <span aria-hidden="true">{move || if paused() { "▶" } else { "‖" }}</span>
                    <span class="seat-label" aria-hidden="true">
                        {move || s.t(if paused() { Msg::ResumeShort } else { Msg::PauseShort })}
                    </span>
                </button>
            </Show>
        </span>
    }
}
