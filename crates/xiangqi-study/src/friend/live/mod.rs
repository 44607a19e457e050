//! A live game with a friend's device over a direct connection (see
//! [`crate::friend::peer`] and `xiangqi_model::remote::RemoteGame`): the choice of side
//! and clocks, the two codes of the handshake (text and QR code), and the
//! game with both clocks, draw offers, takebacks with consent and
//! resignation.

mod panel;
mod session;

use leptos::prelude::*;
use xiangqi::{Color, Position};

pub use panel::{Handshake, LivePanel, LiveSetup};
pub use session::{Live, Stage};

/// The board of the live game.
#[component]
pub fn LiveBoard() -> impl IntoView {
    let live = expect_context::<Live>();
    let position = Memo::new(move |_| {
        live.game
            .with(|g| g.as_ref().map(|g| g.game().position().clone()))
            .unwrap_or_else(Position::startpos)
    });
    let me = Memo::new(move |_| {
        live.game
            .with(|g| g.as_ref().map_or(Color::Red, |g| g.me()))
    });
    let last_move = Signal::derive(move || {
        live.game
            .with(|g| g.as_ref().and_then(|g| g.game().last_move()))
    });
    let my_turn =
        Signal::derive(move || live.game.with(|g| g.as_ref().is_some_and(|g| g.my_turn())));
    super::board::play_board(
        live.f.study,
        position,
        me,
        last_move,
        my_turn,
        Callback::new(move |mv| live.play(mv)),
        Signal::derive(move || live.f.w("live-title")),
    )
}
