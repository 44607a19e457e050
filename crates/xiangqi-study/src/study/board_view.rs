//! The shared board as every study screen draws it (the analysis board,
//! the trainer, the lessons): its label for screen readers, the names of
//! its points, the pieces as the settings want them, and the general in
//! check. Each screen brings its position, orientation, highlights and
//! handlers.

use leptos::prelude::*;
use xiangqi::{Color, Position, Square};
use xiangqi_ui::board::{Board, Handlers, Highlights, PieceStyle};
use xiangqi_ui::words::{self, Msg};

use super::StudySession;

/// The general in check in `position`, if any, to mark on the board.
pub fn check_square(position: Memo<Position>) -> Signal<Option<Square>> {
    Signal::derive(move || {
        position.with(|p| p.is_check().then(|| p.general_square(p.side_to_move())))
    })
}

/// The board of a study screen named `title`.
pub fn study_board(
    s: StudySession,
    position: Memo<Position>,
    orientation: Memo<Color>,
    highlights: Highlights,
    handlers: Handlers,
    title: Signal<String>,
) -> impl IntoView {
    let label = Signal::derive(move || format!("{}: {}", title.get(), s.t(Msg::BoardKeys)));
    let describe = Callback::new(move |(sq, target): (Square, bool)| {
        let piece = position.with(|p| p.piece_at(sq));
        words::moves::point_name(s.lang.get(), sq, piece, target)
    });
    let style = Signal::derive(move || {
        let arabic_files =
            s.settings.with(|st| st.notation(s.lang.get())) != xiangqi::Notation::Chinese;
        s.settings.with(|st| PieceStyle {
            arabic_files,
            ..PieceStyle::chosen(st, s.lang.get())
        })
    });
    view! {
        <Board position orientation highlights handlers label style describe />
    }
}
