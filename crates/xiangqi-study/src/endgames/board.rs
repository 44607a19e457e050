//! The attempt's board: the shared board on the attempt's position,
//! turned to the player, who moves only their own pieces.

use leptos::prelude::*;
use xiangqi::{Color, Position, Square};

use super::session::Endgames;
use crate::study::board_view::{check_square, study_board};
use xiangqi_ui::board::{Handlers, Highlights};
use xiangqi_ui::model::practice::PracticeGame;

#[component]
pub fn EndgameBoard() -> impl IntoView {
    let e = expect_context::<Endgames>();
    let a = e.attempt;
    let position = Memo::new(move |_| {
        a.with(|a| a.as_ref().and_then(|a| a.position().cloned()))
            .unwrap_or_else(Position::startpos)
    });
    let player =
        Memo::new(move |_| a.with(|a| a.as_ref().map_or(Color::Red, PracticeGame::player)));
    let highlights = Highlights {
        last_move: Signal::derive(move || a.with(|a| a.as_ref().and_then(PracticeGame::last_move))),
        selected: Signal::derive(move || a.with(|a| a.as_ref().and_then(PracticeGame::selected))),
        targets: Signal::derive(move || {
            a.with(|a| a.as_ref().map(PracticeGame::targets).unwrap_or_default())
        }),
        check: check_square(position),
        refused: Signal::derive(|| None),
        culprits: Signal::derive(Vec::new),
        chased: Signal::derive(|| None),
        arrows: Signal::derive(Vec::new),
        animate: Signal::derive(move || a.with(|a| a.as_ref().and_then(PracticeGame::last_move))),
    };
    let handlers = Handlers {
        on_tap: Callback::new(move |sq: Square| e.tap(sq)),
        on_drop: Callback::new(move |(from, to): (Square, Square)| e.drop_piece(from, to)),
        can_pick: Callback::new(move |sq: Square| {
            a.with_untracked(|a| {
                a.as_ref().is_some_and(|a| {
                    a.players_turn()
                        && a.position()
                            .and_then(|p| p.piece_at(sq))
                            .is_some_and(|pc| pc.color == a.player())
                })
            })
        }),
    };
    study_board(
        e.study,
        position,
        player,
        highlights,
        handlers,
        Signal::derive(move || e.w("board")),
    )
}
