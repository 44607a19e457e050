//! The answer to a hint asked for (`data-testid="hint-said"`): said in
//! the status line, or face to face in the seat of the player who asked
//! (turned to them), never over the board, whose points stay free to tap
//! while the hinted move is played.

use leptos::prelude::*;
use xiangqi::Color;

use crate::session::Session;
use xiangqi_ui::words;

/// The hint's words while the hint is shown; with `seat`, only in that
/// seat, and only when it is the side that asked (the side to move).
#[component]
pub fn HintSaid(#[prop(optional, into)] seat: Option<Signal<Color>>) -> impl IntoView {
    let s = expect_context::<Session>();
    let shown = Memo::new(move |_| {
        s.table.with(|t| {
            let n = t.notice().filter(|n| n.notice.is_hint())?.notice.clone();
            let asker = t.game().side_to_move();
            seat.is_none_or(|seat| seat.get() == asker).then_some(n)
        })
    });
    move || {
        shown.get().map(|n| {
            let text = move || words::notices::notice(s.lang.get(), &n, s.notation.get());
            view! { <span class="hint-said" data-testid="hint-said">{text}</span> }
        })
    }
}
