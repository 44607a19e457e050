//! The trainer's board: the shared board component on the attempt's
//! position, turned to the solver, with the hint's piece or arrow and a
//! wrong move marked until it is taken back.

use leptos::prelude::*;
use xiangqi::{Color, Square};

use super::session::Trainer;
use crate::study::board_view::{check_square, study_board};
use xiangqi_ui::board::{Handlers, Highlights};
use xiangqi_ui::model::puzzle::Attempt;
use xiangqi_ui::words;

#[component]
pub fn TrainerBoard() -> impl IntoView {
    let t = expect_context::<Trainer>();
    let a = t.attempt;
    let position = Memo::new(move |_| {
        a.with(|a| a.as_ref().map(|a| a.position().clone()))
            .unwrap_or_default()
    });
    let solver = Memo::new(move |_| a.with(|a| a.as_ref().map_or(Color::Red, Attempt::solver)));
    let highlights = Highlights {
        last_move: Signal::derive(move || a.with(|a| a.as_ref().and_then(Attempt::last_move))),
        selected: Signal::derive(move || a.with(|a| a.as_ref().and_then(Attempt::selected))),
        targets: Signal::derive(move || {
            a.with(|a| a.as_ref().map(Attempt::targets).unwrap_or_default())
        }),
        check: check_square(position),
        refused: Signal::derive(move || {
            a.with(|a| a.as_ref().and_then(Attempt::wrong).map(|m| m.to))
        }),
        culprits: Signal::derive(Vec::new),
        chased: Signal::derive(|| None),
        arrows: Signal::derive(move || {
            a.with(|a| a.as_ref().and_then(Attempt::hint_move))
                .into_iter()
                .collect()
        }),
        animate: Signal::derive(move || a.with(|a| a.as_ref().and_then(Attempt::animate))),
    };
    let handlers = Handlers {
        on_tap: Callback::new(move |sq: Square| t.tap(sq)),
        on_drop: Callback::new(move |(from, to): (Square, Square)| t.drop_piece(from, to)),
        can_pick: Callback::new(move |sq: Square| {
            a.with_untracked(|a| a.as_ref().is_some_and(|a| a.can_pick(sq)))
        }),
    };
    let title = Signal::derive(move || t.w(words::puzzles::Word::Title).to_string());
    study_board(t.study, position, solver, highlights, handlers, title)
}
