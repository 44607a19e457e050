//! Playing a friend on another device (`?mode=friend`): by link, each
//! move sent as a link that carries the game so far (see
//! `xiangqi_model::remote`). The screen lists the games by link on this
//! device, starts a new one on the side the player chooses, and shows a
//! game from its player's side: the board, whose move it is, and the link
//! to send with its QR code.

mod board;
mod panel;
mod session;
mod share;
mod words;

use leptos::prelude::*;

pub use session::Friend;

/// The friend screen: the list and the new-game choice, or a game.
#[component]
pub fn FriendScreen() -> impl IntoView {
    let s = expect_context::<crate::study::StudySession>();
    let f = Friend::start(s);
    provide_context(f);
    Effect::new(move |_| {
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", xiangqi_ui::words::locale(s.lang.get()));
        }
    });
    let playing = Memo::new(move |_| f.shown.with(Option::is_some));
    let state = move || {
        f.shown.with(|shown| match shown {
            None => "choose",
            Some((g, _)) if g.game().is_over() => "over",
            Some((g, me)) if g.game().side_to_move() == *me => "your-move",
            Some(_) => "waiting",
        })
    };
    let plies = move || {
        f.shown
            .with(|s| s.as_ref().map_or(0, |(g, _)| g.game().ply_count()))
            .to_string()
    };
    view! {
        <main
            class="app analysis friend"
            class:lesson-open=playing
            data-testid="friend"
            data-state=state
            data-plies=plies
        >
            <h1 class="visually-hidden">{move || f.w("title")}</h1>
            {move || if playing.get() {
                view! {
                    <section class="board-area">
                        <div class="board-wrap">
                            <board::FriendBoard />
                        </div>
                    </section>
                    <panel::GamePanel />
                }.into_any()
            } else {
                view! { <panel::ChoosePanel /> }.into_any()
            }}
            <crate::study::screen::StudyNotice />
        </main>
    }
}
