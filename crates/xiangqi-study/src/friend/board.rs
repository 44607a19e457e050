//! The friend game's board: the shared study board on the game's
//! position, turned to this device's side, moving only this device's
//! pieces in its turn.

use leptos::prelude::*;
use xiangqi::{Color, Position, Square};

use super::session::Friend;
use crate::study::board_view::{check_square, study_board};
use xiangqi_ui::board::{Handlers, Highlights};

#[component]
pub fn FriendBoard() -> impl IntoView {
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
    let highlights = Highlights {
        last_move,
        selected: f.selected.into(),
        targets: Signal::derive(move || {
            let Some(from) = f.selected.get() else {
                return Vec::new();
            };
            f.shown.with(|s| {
                s.as_ref()
                    .map(|(g, _)| g.game().legal_targets(from))
                    .unwrap_or_default()
            })
        }),
        check: check_square(position),
        refused: Signal::derive(|| None),
        culprits: Signal::derive(Vec::new),
        chased: Signal::derive(|| None),
        arrows: Signal::derive(Vec::new),
        animate: last_move,
    };
    let handlers = Handlers {
        on_tap: Callback::new(move |sq: Square| f.tap(sq)),
        on_drop: Callback::new(move |(from, to): (Square, Square)| f.drop_piece(from, to)),
        can_pick: Callback::new(move |sq: Square| {
            f.is_my_turn()
                && position.with_untracked(|p| {
                    p.piece_at(sq)
                        .is_some_and(|pc| pc.color == me.get_untracked())
                })
        }),
    };
    study_board(
        f.study,
        position,
        me,
        highlights,
        handlers,
        Signal::derive(move || f.w("title")),
    )
}
