//! The 揭棋 board: the shared board with face-down pieces, turned to the
//! person against the computer, and with Black's pieces facing the top
//! when two players sit face to face.

use leptos::prelude::*;
use xiangqi::{Color, Square};
use xiangqi_ui::board::{Board, Handlers, Highlights, PieceStyle};
use xiangqi_ui::model::jieqi::{JieqiOpponent, JieqiTable};
use xiangqi_ui::model::Seating;

use super::session::JieqiSession;
use super::words::word;

/// What `f` reads of the table, if there is one.
fn read<R>(t: RwSignal<Option<JieqiTable>>, f: impl Fn(&JieqiTable) -> R) -> Option<R> {
    t.with(|t| t.as_ref().map(f))
}

#[component]
pub fn JieqiBoard() -> impl IntoView {
    let j = expect_context::<JieqiSession>();
    let t = j.table;
    let setup =
        Signal::derive(move || read(t, JieqiTable::setup).unwrap_or_else(xiangqi::Setup::empty));
    let face_down = Signal::derive(move || read(t, JieqiTable::face_down).unwrap_or_default());
    let orientation = Signal::derive(move || read(t, JieqiTable::bottom).unwrap_or(Color::Red));
    let face_to_face = move || {
        read(t, JieqiTable::opponent).is_some_and(|o| {
            matches!(
                o,
                JieqiOpponent::TwoPlayers {
                    seating: Seating::FaceToFace
                }
            )
        })
    };
    let highlights = Highlights {
        last_move: Signal::derive(move || read(t, JieqiTable::last_move).flatten()),
        selected: Signal::derive(move || read(t, JieqiTable::selected).flatten()),
        targets: Signal::derive(move || read(t, JieqiTable::targets).unwrap_or_default()),
        check: Signal::derive(move || read(t, JieqiTable::check).flatten()),
        refused: Signal::derive(|| None),
        culprits: Signal::derive(Vec::new),
        chased: Signal::derive(|| None),
        arrows: Signal::derive(Vec::new),
        animate: Signal::derive(move || read(t, JieqiTable::last_move).flatten()),
    };
    let handlers = Handlers {
        on_tap: Callback::new(move |sq: Square| j.tap(sq)),
        on_drop: Callback::new(move |(from, to): (Square, Square)| j.drop_piece(from, to)),
        can_pick: Callback::new(move |sq: Square| {
            t.with_untracked(|t| {
                t.as_ref().is_some_and(|t| {
                    t.persons_turn()
                        && t.game()
                            .position()
                            .at(sq)
                            .is_some_and(|p| p.color() == t.to_move())
                })
            })
        }),
    };
    let s = j.study;
    let style = Signal::derive(move || {
        let arabic_files =
            s.settings.with(|st| st.notation(s.lang.get())) != xiangqi::Notation::Chinese;
        s.settings.with(|st| PieceStyle {
            arabic_files,
            turn_black: face_to_face(),
            ..PieceStyle::chosen(st, s.lang.get())
        })
    });
    let label = Signal::derive(move || j.w("board"));
    let describe = Callback::new(move |(sq, target): (Square, bool)| {
        let lang = j.lang();
        let down = face_down.with(|f| f.contains(&sq));
        let piece = setup.with(|p| p.piece_at(sq));
        if down {
            let role = piece
                .map(|p| super::words::piece(j.simplified(), p))
                .unwrap_or_default();
            word(
                lang,
                "point-face-down",
                &[("point", sq.to_string()), ("piece", role)],
            )
        } else {
            xiangqi_ui::words::moves::point_name(lang, sq, piece, target)
        }
    });
    view! {
        <Board
            position=setup
            orientation
            highlights
            handlers
            label
            style
            describe
            face_down
        />
    }
}
