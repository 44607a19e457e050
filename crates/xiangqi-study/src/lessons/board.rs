//! The lesson's board: the shared board component on the step's
//! position, turned to the learner, with the piece to study picked up and
//! the points found (or the selected piece's moves) marked.

use leptos::prelude::*;
use xiangqi::{Color, Square};

use super::session::Lessons;
use crate::study::board_view::{check_square, study_board};
use xiangqi_ui::board::{Handlers, Highlights};
use xiangqi_ui::model::lesson::LessonPlay;

#[component]
pub fn LessonBoard() -> impl IntoView {
    let l = expect_context::<Lessons>();
    let p = l.play;
    let position = Memo::new(move |_| {
        p.with(|p| p.as_ref().map(|p| p.position().clone()))
            .unwrap_or_default()
    });
    let learner =
        Memo::new(move |_| p.with(|p| p.as_ref().map_or(Color::Red, LessonPlay::learner)));
    let highlights = Highlights {
        last_move: Signal::derive(move || p.with(|p| p.as_ref().and_then(LessonPlay::last_move))),
        selected: Signal::derive(move || p.with(|p| p.as_ref().and_then(LessonPlay::selected))),
        targets: Signal::derive(move || {
            p.with(|p| p.as_ref().map(LessonPlay::marked).unwrap_or_default())
        }),
        check: check_square(position),
        refused: Signal::derive(|| None),
        culprits: Signal::derive(Vec::new),
        chased: Signal::derive(|| None),
        arrows: Signal::derive(Vec::new),
        animate: Signal::derive(move || p.with(|p| p.as_ref().and_then(LessonPlay::last_move))),
    };
    let handlers = Handlers {
        on_tap: Callback::new(move |sq: Square| l.tap(sq)),
        on_drop: Callback::new(move |(from, to): (Square, Square)| l.drop_piece(from, to)),
        can_pick: Callback::new(move |sq: Square| {
            position.with_untracked(|pos| {
                pos.piece_at(sq)
                    .is_some_and(|pc| pc.color == pos.side_to_move())
            })
        }),
    };
    study_board(
        l.study,
        position,
        learner,
        highlights,
        handlers,
        Signal::derive(move || l.w("title")),
    )
}
