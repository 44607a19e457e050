//! Playing a friend on another device (`?mode=friend`): by link, each
//! move sent as a link that carries the game so far (see
//! `xiangqi_model::remote`). The screen lists the games by link on this
//! device, starts a new one on the side the player chooses, and shows a
//! game from its player's side: the board, whose move it is, and the link
//! to send with its QR code.

mod board;
mod fields;
mod live;
mod moves;
mod panel;
mod parts;
mod peer;
mod qr;
mod scan;
mod session;
mod share;
mod tables;
mod transfer;
mod words;

use leptos::prelude::*;
use xiangqi::{Color, Position};

pub use session::Friend;

/// The friend screen: the list and the new-game choice, or a game.
#[component]
pub fn FriendScreen() -> impl IntoView {
    let s = expect_context::<crate::study::StudySession>();
    let f = Friend::start(s);
    provide_context(f);
    let live = live::Live::start(f);
    provide_context(live);
    Effect::new(move |_| {
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", xiangqi_ui::words::locale(s.lang.get()));
        }
    });
    let transfer = transfer::requested();
    let shows = Memo::new(move |_| {
        if transfer {
            Shows::Transfer
        } else if f.shown.with(Option::is_some) {
            Shows::Link
        } else if live.game.with(Option::is_some) {
            Shows::Live
        } else {
            Shows::Choice
        }
    });
    let state = move || match shows.get() {
        Shows::Choice => "choose",
        Shows::Transfer => "transfer",
        Shows::Link => f.shown.with(|shown| match shown {
            Some((g, _)) if g.game().is_over() => "over",
            Some((g, me)) if g.game().side_to_move() == *me => "your-move",
            _ => "waiting",
        }),
        Shows::Live => live.game.with(|g| match g {
            Some(g) if g.game().is_over() => "over",
            Some(g) if g.my_turn() => "your-move",
            _ => "waiting",
        }),
    };
    let plies = move || {
        match shows.get() {
            Shows::Link => f
                .shown
                .with(|s| s.as_ref().map_or(0, |(g, _)| g.game().ply_count())),
            Shows::Live => live
                .game
                .with(|g| g.as_ref().map_or(0, |g| g.game().ply_count())),
            Shows::Choice | Shows::Transfer => 0,
        }
        .to_string()
    };
    view! {
        <main
            class="app analysis friend"
            class:lesson-open=move || !matches!(shows.get(), Shows::Choice | Shows::Transfer)
            data-testid="friend"
            data-state=state
            data-plies=plies
            data-live=move || (shows.get() == Shows::Live).to_string()
        >
            <h1 class="visually-hidden">{move || f.w("title")}</h1>
            {move || match shows.get() {
                Shows::Link => view! {
                    <section class="board-area">
                        <div class="board-wrap">
                            <LinkBoard />
                        </div>
                    </section>
                    <panel::GamePanel />
                }.into_any(),
                Shows::Live => view! {
                    <section class="board-area">
                        <div class="board-wrap">
                            <live::LiveBoard />
                        </div>
                    </section>
                    <live::LivePanel />
                }.into_any(),
                Shows::Choice => view! { <panel::ChoosePanel /> }.into_any(),
                Shows::Transfer => parts::transfer_panel(),
            }}
            <crate::study::screen::StudyNotice />
        </main>
    }
}

/// What the friend screen shows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shows {
    /// The new-game choice and the games on this device.
    Choice,
    /// A game by link.
    Link,
    /// The live game.
    Live,
    /// Moving the player's data to their other device.
    Transfer,
}

/// The board of the game by link on screen.
#[component]
fn LinkBoard() -> impl IntoView {
    let f = expect_context::<Friend>();
    let position = Memo::new(move |_| {
        f.shown
            .with(|s| s.as_ref().map(|(g, _)| g.game().position().clone()))
            .unwrap_or_else(Position::startpos)
    });
    let me = Memo::new(move |_| {
        f.shown
            .with(|s| s.as_ref().map_or(Color::Red, |(_, me)| *me))
    });
    let last_move = Signal::derive(move || {
        f.shown
            .with(|s| s.as_ref().and_then(|(g, _)| g.game().last_move()))
    });
    board::play_board(
        f.study,
        position,
        me,
        last_move,
        Signal::derive(move || {
            f.shown.track();
            f.is_my_turn()
        }),
        Callback::new(move |mv| f.play(mv)),
        Signal::derive(move || f.w("title")),
    )
}
