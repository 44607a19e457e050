//! The status line (whose move, thinking, the result) and the player name
//! strips above and below the board.

use leptos::prelude::*;
use xiangqi::Color;

use crate::board::Orientation;
use crate::clock::ClockView;
use crate::i18n::{self, t, Msg};
use crate::session::Session;

/// `data-testid="status"`, with `data-outcome` and `data-reason` once the
/// game is over.
#[component]
pub fn Status() -> impl IntoView {
    let s = expect_context::<Session>();
    let outcome = Memo::new(move |_| s.outcome());
    let text = move || {
        let lang = s.lang.get();
        if let Some(o) = outcome.get() {
            return i18n::outcome(lang, &o);
        }
        if !s.is_live() {
            let total = s.game.with(|g| g.ply_count());
            return i18n::reviewing(lang, s.ply_on_board(), total);
        }
        if s.ai_thinking() {
            return i18n::t(lang, Msg::Thinking).to_string();
        }
        if s.clocks.with(xiangqi::Clocks::is_paused) {
            return i18n::t(lang, Msg::ClocksPaused).to_string();
        }
        let (stm, check) = s.game.with(|g| (g.side_to_move(), g.is_check()));
        let players = s.players.get();
        let mut text = if players.ai.is_some() && players.is_human(stm) {
            i18n::t(lang, Msg::YourMove).to_string()
        } else {
            match stm {
                Color::Red => i18n::t(lang, Msg::RedToMove).to_string(),
                Color::Black => i18n::t(lang, Msg::BlackToMove).to_string(),
            }
        };
        if check {
            text.push(' ');
            text.push_str(i18n::t(lang, Msg::Check));
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
            data-thinking=move || s.ai_thinking().then_some("true")
            role="status"
            aria-live="polite"
        >
            <span class="spinner" aria-hidden="true" class:on=move || s.ai_thinking()></span>
            <span class="status-text">{text}</span>
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
    let color = move || {
        let bottom = match s.orientation.get() {
            Orientation::Red => Color::Red,
            Orientation::Black => Color::Black,
        };
        match edge {
            Edge::Bottom => bottom,
            Edge::Top => bottom.other(),
        }
    };
    let name = move || {
        let lang = s.lang.get();
        let c = color();
        let players = s.players.get();
        match players.ai {
            Some(ai) if ai == c => {
                let level = xiangqi_engine::level_by_number(players.level);
                let level_name = level.map_or("", |l| match lang {
                    i18n::Lang::En => l.name_en,
                    i18n::Lang::Zh => l.name_zh,
                });
                i18n::ai_player(lang, players.level, level_name)
            }
            Some(_) => format!("{} · {}", i18n::t(lang, Msg::You), i18n::side(lang, c)),
            None => i18n::side(lang, c).to_string(),
        }
    };
    let to_move = move || s.outcome().is_none() && s.game.with(|g| g.side_to_move()) == color();
    let thinking = move || s.ai_thinking() && s.players.get().ai == Some(color());
    let face_to_face = move || s.players.with(|p| p.face_to_face());
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
                <SeatButtons color=Signal::derive(color) />
            </Show>
            <ClockView color=Signal::derive(color) />
        </div>
    }
}

/// A seated player's own buttons (face to face): take back, offer a draw,
/// resign, each asked of or confirmed by the right player.
#[component]
fn SeatButtons(color: Signal<Color>) -> impl IntoView {
    let s = expect_context::<Session>();
    let over = move || s.game.with(|g| g.is_over());
    let button = move |id: &'static str,
                       icon: &'static str,
                       msg: Msg,
                       action: fn(&Session, Color),
                       enabled: fn(&Session, Color) -> bool| {
        view! {
            <button
                class="seat-button"
                data-testid=move || format!("{id}-{}", color.get().name())
                title=move || t(s.lang.get(), msg)
                aria-label=move || t(s.lang.get(), msg)
                disabled=move || over() || !enabled(&s, color.get())
                on:click=move |_| action(&s, color.get_untracked())
            >
                <span aria-hidden="true">{icon}</span>
            </button>
        }
    };
    view! {
        <span class="seat-buttons">
            {button("undo", "↶", Msg::Undo, |s, c| s.ask_takeback(c), |s, _| s.can_undo())}
            {button("offer-draw", "½", Msg::OfferDraw, |s, c| s.offer_draw_by(c), |s, c| s.can_offer_draw_by(c))}
            {button("resign", "⚑", Msg::Resign, |s, c| s.ask_resign_for(c), |_, _| true)}
        </span>
    }
}
