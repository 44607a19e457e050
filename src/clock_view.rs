//! The two clocks beside the board.
//!
//! The clocks are drawn from [`xiangqi::Clocks::display`] as of the
//! session's last tick; the tick only triggers the redraw, the time itself
//! comes from `performance.now()`.

use leptos::prelude::*;
use xiangqi::{Clocks, Color};

use crate::session::Session;
use xiangqi_ui::model::low_time;
use xiangqi_ui::words::{self, Msg};

/// `data-testid="clock-red"` / `"clock-black"`, with `data-running` and
/// `data-remaining-ms` (main time, or the current byo-yomi period once the
/// main time is gone, or the move's time under a per-move limit alone) and
/// `data-periods` (byo-yomi periods left). Under a per-move limit beside a
/// game time it also shows the move's countdown
/// (`data-testid="move-clock-red"`, `data-move-ms`), and under a
/// moves-in-time control the moves left to the next control
/// (`data-moves-to-go`).
#[component]
pub fn ClockView(#[prop(into)] color: Signal<Color>) -> impl IntoView {
    let s = expect_context::<Session>();
    let timed = move || s.clocks.with(|c| !c.control().is_unlimited());
    // With only a per-move limit, the move's countdown is the clock.
    let per_move_only = move || s.clocks.with(|c| c.control().main_ms().is_none());
    let reading = move || {
        let now = s.now.get();
        s.clocks.with(|c| c.remaining(color.get(), now))
    };
    let remaining = move || {
        let now = s.now.get();
        s.clocks.with(|c| low_time::shown_ms(c, color.get(), now))
    };
    let running = move || s.clocks.with(Clocks::running) == Some(color.get());
    let move_ms = move || reading().move_ms_left;
    let low = move || {
        let now = s.now.get();
        s.clocks.with(|c| low_time::is_low(c, color.get(), now))
    };
    let flagged = move || {
        s.outcome.with(|o| {
            o.as_ref().is_some_and(|o| {
                o.reason == xiangqi::Reason::Timeout && o.loser() == Some(color.get())
            })
        })
    };
    let text = move || {
        let now = s.now.get();
        s.clocks.with(|c| {
            let shown = per_move_only().then(|| c.display_move(color.get(), now));
            shown
                .flatten()
                .unwrap_or_else(|| c.display(color.get(), now))
        })
    };
    let label = move || words::clock_label(s.lang.get(), color.get());
    let move_text = move || {
        let now = s.now.get();
        (!per_move_only())
            .then(|| s.clocks.with(|c| c.display_move(color.get(), now)))
            .flatten()
    };
    let moves_to_go = move || reading().moves_to_control;
    view! {
        <Show when=timed>
            <div
                class="clock"
                class:running=running
                class:low=low
                class:flagged=flagged
                data-testid=move || format!("clock-{}", color.get().name())
                data-running=move || running().to_string()
                data-remaining-ms=move || remaining().to_string()
                data-periods=move || reading().periods_left.to_string()
                data-moves-to-go=move || moves_to_go().map(|n| n.to_string())
                role="timer"
                aria-label=label
            >
                {text}
                {move || {
                    move_text()
                        .map(|shown| {
                            view! {
                                <span
                                    class="move-clock"
                                    data-testid=move || format!("move-clock-{}", color.get().name())
                                    data-move-ms=move || move_ms().unwrap_or(0).to_string()
                                    title=move || s.t(Msg::MoveClock)
                                >
                                    {shown}
                                </span>
                            }
                        })
                }}
                {move || {
                    moves_to_go()
                        .map(|n| {
                            view! {
                                <span class="moves-to-go">
                                    {words::moves_to_control(s.lang.get(), n)}
                                </span>
                            }
                        })
                }}
            </div>
        </Show>
    }
}
