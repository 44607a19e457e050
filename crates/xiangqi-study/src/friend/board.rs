//! The board of a game with a friend (by link or live): the shared study
//! board on the game's position, turned to this device's side; a piece of
//! this device's side is picked up and moved in its turn, by tap, drag or
//! keyboard, and the move goes to `on_move` (which checks it).

use leptos::prelude::*;
use xiangqi::{Color, Move, Position, Square};

use crate::study::board_view::{check_square, study_board};
use crate::study::StudySession;
use xiangqi_ui::board::{Handlers, Highlights};

/// The board for `position`, seen from `me`'s side; moves only while
/// `my_turn`.
pub fn play_board(
    study: StudySession,
    position: Memo<Position>,
    me: Memo<Color>,
    last_move: Signal<Option<Move>>,
    my_turn: Signal<bool>,
    on_move: Callback<Move>,
    title: Signal<String>,
) -> impl IntoView {
    let selected = RwSignal::new(None::<Square>);
    // A new position drops the piece picked up.
    Effect::new(move |_| {
        position.track();
        selected.set(None);
    });
    let own = move |sq: Square| {
        position.with_untracked(|p| {
            p.piece_at(sq)
                .is_some_and(|pc| pc.color == me.get_untracked())
        })
    };
    let tap = move |sq: Square| {
        if !my_turn.get_untracked() {
            return;
        }
        match selected.get_untracked() {
            Some(from) if from == sq => selected.set(None),
            _ if own(sq) => selected.set(Some(sq)),
            Some(from) => {
                selected.set(None);
                on_move.run(Move::new(from, sq));
            }
            None => {}
        }
    };
    let highlights = Highlights {
        last_move,
        selected: selected.into(),
        targets: Signal::derive(move || {
            selected
                .get()
                .map(|from| position.with(|p| p.legal_targets(from)))
                .unwrap_or_default()
        }),
        check: check_square(position),
        refused: Signal::derive(|| None),
        culprits: Signal::derive(Vec::new),
        chased: Signal::derive(|| None),
        arrows: Signal::derive(Vec::new),
        animate: last_move,
    };
    let handlers = Handlers {
        on_tap: Callback::new(tap),
        on_drop: Callback::new(move |(from, to): (Square, Square)| {
            if my_turn.get_untracked() {
                selected.set(None);
                on_move.run(Move::new(from, to));
            }
        }),
        can_pick: Callback::new(move |sq: Square| my_turn.get_untracked() && own(sq)),
    };
    study_board(study, position, me, highlights, handlers, title)
}
