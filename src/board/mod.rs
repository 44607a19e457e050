//! The SVG board: a pure view of a position plus highlights. Pointer input
//! is turned into taps and drops (see [`interaction`]) and reported to the
//! owner, which decides what they mean.

mod arrow;
mod geometry;
mod grid;
mod interaction;
mod markers;
mod piece;

use leptos::prelude::*;
use xiangqi::{Move, Position, Square};

use arrow::Arrow;
pub use geometry::Orientation;
use geometry::{HEIGHT, WIDTH};
use grid::Grid;
pub use interaction::Handlers;
use interaction::{pointer_handlers, Drag};
use markers::{OverMarks, Points, UnderMarks};
pub use piece::PieceStyle;
use piece::{DragGhost, PieceView};

/// What the board shows besides the pieces.
#[derive(Clone, Copy)]
pub struct Highlights {
    pub last_move: Signal<Option<Move>>,
    pub selected: Signal<Option<Square>>,
    pub targets: Signal<Vec<Square>>,
    pub check: Signal<Option<Square>>,
    pub refused: Signal<Option<Square>>,
    pub culprits: Signal<Vec<Square>>,
    pub chased: Signal<Option<Square>>,
    pub arrow: Signal<Option<Move>>,
    /// The move to animate when the position changes.
    pub animate: Signal<Option<Move>>,
}

/// The board with its pieces. The root carries `data-testid="board"`,
/// `data-fen` (the shown position) and `data-orientation`.
#[component]
pub fn Board(
    #[prop(into)] position: Signal<Position>,
    #[prop(into)] orientation: Signal<Orientation>,
    highlights: Highlights,
    handlers: Handlers,
    #[prop(into)] label: Signal<String>,
    #[prop(into)] style: Signal<PieceStyle>,
) -> impl IntoView {
    let drag: RwSignal<Option<Drag>> = RwSignal::new(None);
    let fen = move || position.with(|p| p.to_fen());
    let lifted_square = Memo::new(move |_| drag.get().filter(|d| d.moving).map(|d| d.from));
    let pieces = move || {
        let o = orientation.get();
        let style = style.get();
        let anim = highlights.animate.get();
        position.with(|p| {
            p.pieces()
                .map(|(square, piece)| {
                    let slide_from = anim
                        .filter(|m| m.to == square && p.piece_at(m.from).is_none())
                        .map(|m| m.from);
                    let lifted = Signal::derive(move || lifted_square.get() == Some(square));
                    view! { <PieceView piece square orientation=o slide_from lifted style /> }
                })
                .collect_view()
        })
    };
    let ghost = move || {
        let d = drag.get().filter(|d| d.moving)?;
        let piece = position.with(|p| p.piece_at(d.from))?;
        Some(
            view! { <DragGhost piece x=d.x y=d.y style=style.get() orientation=orientation.get() /> },
        )
    };
    let pointer = pointer_handlers(orientation, highlights.selected, drag, handlers);
    let (down, moved, up, cancel) = (pointer.down, pointer.moved, pointer.up, pointer.cancel);
    view! {
        <svg
            class="board"
            class:dragging=move || drag.get().is_some_and(|d| d.moving)
            data-testid="board"
            data-fen=fen
            data-orientation=move || orientation.get().as_str()
            viewBox=format!("0 0 {WIDTH} {HEIGHT}")
            role="img"
            aria-label=move || label.get()
            on:pointerdown=down
            on:pointermove=moved
            on:pointerup=up
            on:pointercancel=cancel
        >
            <Grid orientation />
            <g class="points">
                <Points orientation />
            </g>
            <UnderMarks orientation last_move=highlights.last_move selected=highlights.selected />
            <g class="pieces">{pieces}</g>
            <OverMarks
                orientation
                position
                targets=highlights.targets
                check=highlights.check
                refused=highlights.refused
                culprits=highlights.culprits
                chased=highlights.chased
            />
            <Arrow orientation arrow=highlights.arrow />
            {ghost}
        </svg>
    }
}
