//! The game's board showing the set-up: taps, drags and drags off the
//! board go to the editor; the points of the problems are marked.

use leptos::prelude::*;
use xiangqi::{Setup, Square};

use super::Editing;
use crate::study::StudySession;
use xiangqi_ui::board::{Board, Handlers, Highlights, PieceStyle};
use xiangqi_ui::model::Editor;
use xiangqi_ui::words::StudyMsg;
use xiangqi_ui::words::{self, Msg};

#[component]
pub fn EditorBoard() -> impl IntoView {
    let s = expect_context::<StudySession>();
    let ed = expect_context::<Editing>();
    let setup = Memo::new(move |_| ed.with(|e| e.setup().clone()));
    let orientation = Signal::derive(move || ed.with(Editor::bottom));
    let highlights = Highlights {
        last_move: Signal::stored(None),
        selected: Signal::derive(move || ed.with(Editor::selected)),
        targets: Signal::stored(Vec::new()),
        check: Signal::stored(None),
        refused: Signal::stored(None),
        culprits: Signal::derive(move || ed.with(Editor::problem_squares)),
        chased: Signal::stored(None),
        arrows: Signal::stored(Vec::new()),
        animate: Signal::stored(None),
    };
    let handlers = Handlers {
        on_tap: Callback::new(move |sq: Square| ed.act(|e| e.tap(sq))),
        on_drop: Callback::new(move |(from, to): (Square, Square)| {
            ed.act(|e| e.drop_piece(from, to))
        }),
        can_pick: Callback::new(move |sq: Square| ed.with_untracked(|e| e.can_pick(sq))),
    };
    let on_drag_off = Callback::new(move |sq: Square| ed.act(|e| e.drag_off(sq)));
    let label =
        Signal::derive(move || format!("{}: {}", s.t(StudyMsg::EditorBoard), s.t(Msg::BoardKeys)));
    let describe = Callback::new(move |(sq, _): (Square, bool)| {
        let piece = setup.with(|p| p.piece_at(sq));
        words::moves::point_name(s.lang.get(), sq, piece, false)
    });
    let style = Signal::derive(move || {
        let arabic_files =
            s.settings.with(|st| st.notation(s.lang.get())) != xiangqi::Notation::Chinese;
        s.settings.with(|st| PieceStyle {
            arabic_files,
            ..PieceStyle::chosen(st, s.lang.get())
        })
    });
    let position: Signal<Setup> = setup.into();
    view! {
        <Board
            position
            orientation
            highlights
            handlers
            label
            style
            describe
            on_drag_off
        />
    }
}
