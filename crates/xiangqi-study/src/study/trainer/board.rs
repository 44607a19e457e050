//! The trainer's board: the shared board component on the attempt's
//! position, turned to the solver, with the hint's piece or arrow and a
//! wrong move marked until it is taken back.

use leptos::prelude::*;
use xiangqi::{Color, Square};

use super::session::Trainer;
use xiangqi_ui::board::{Board, Handlers, Highlights, PieceStyle};
use xiangqi_ui::model::puzzle::Attempt;
use xiangqi_ui::words::{self, Msg};

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
        check: Signal::derive(move || {
            position.with(|p| p.is_check().then(|| p.general_square(p.side_to_move())))
        }),
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
    let s = t.study;
    let label = Signal::derive(move || {
        format!(
            "{}: {}",
            t.w(words::puzzles::Word::Title),
            s.t(Msg::BoardKeys)
        )
    });
    let describe = Callback::new(move |(sq, target): (Square, bool)| {
        let piece = position.with(|p| p.piece_at(sq));
        words::moves::point_name(s.lang.get(), sq, piece, target)
    });
    let style = Signal::derive(move || {
        s.settings.with(|st| PieceStyle {
            simplified: st.simplified,
            hints: st.hints,
            turn_black: false,
        })
    });
    view! {
        <Board
            position
            orientation=solver
            highlights
            handlers
            label
            style
            describe
        />
    }
}
