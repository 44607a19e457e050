//! The SVG board: a pure view of a position plus highlights. Pointer and
//! keyboard input is turned into taps and drops (see `interaction`) and
//! reported to the owner, which decides what they mean.
//!
//! For assistive technology the board is one focusable grid whose cells
//! are the points; the arrow keys move the active cell
//! (`aria-activedescendant`), Enter or Space tap it.

mod arrow;
mod geometry;
mod grid;
mod interaction;
mod markers;
mod picture;
mod piece;

use leptos::prelude::*;
use xiangqi::{Color, Move, Position, Setup, Square};

use arrow::Arrows;

use geometry::{num, HEIGHT, WIDTH};
use grid::Grid;
use interaction::{key_handler, pointer_handlers, Cursor, Drag};
pub use interaction::{point_under, Handlers};
use markers::{point_id, FocusMark, OverMarks, Points, UnderMarks};
use piece::{DragGhost, PieceView};
pub use piece::{PieceFace, PieceStyle};

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
    /// Arrows (the hint, or the engine's lines), the first strongest.
    pub arrows: Signal<Vec<Move>>,
    /// The move to animate when the position changes.
    pub animate: Signal<Option<Move>>,
}

/// The pieces the board shows: a game's position, or a board being set
/// up that need not be a legal position.
#[derive(Clone, Copy)]
pub struct Pieces(Signal<Setup>);

impl From<Memo<Position>> for Pieces {
    fn from(position: Memo<Position>) -> Pieces {
        Pieces(Signal::derive(move || position.with(|p| Setup::from(p))))
    }
}

impl From<Signal<Setup>> for Pieces {
    fn from(setup: Signal<Setup>) -> Pieces {
        Pieces(setup)
    }
}

/// The board with its pieces. The root carries `data-testid="board"`,
/// `data-fen` (the shown position) and `data-orientation`. `describe` names
/// a point for screen readers, given whether it is a legal target.
/// `on_drag_off` hears of a piece dragged off the board (the editor
/// removes it); without it such a drag is dropped. `face_down` lists the
/// points whose pieces are drawn face down (揭棋).
#[component]
pub fn Board(
    #[prop(into)] position: Pieces,
    #[prop(into)] orientation: Signal<Color>,
    highlights: Highlights,
    handlers: Handlers,
    #[prop(into)] label: Signal<String>,
    #[prop(into)] style: Signal<PieceStyle>,
    #[prop(optional)] describe: Option<Callback<(Square, bool), String>>,
    #[prop(optional)] on_drag_off: Option<Callback<Square>>,
    #[prop(optional)] face_down: Option<Signal<Vec<Square>>>,
) -> impl IntoView {
    let position = position.0;
    let drag: RwSignal<Option<Drag>> = RwSignal::new(None);
    let cursor = Cursor::default();
    let focused = Memo::new(move |_| cursor.current(highlights.selected.get(), orientation.get()));
    let focus_mark = Signal::derive(move || focused.get().filter(|_| cursor.shown.get()));
    let keydown = key_handler(orientation, highlights.selected, cursor, handlers);
    let on_focus = move |ev: web_sys::FocusEvent| {
        let keyboard = ev
            .current_target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|el| el.matches(":focus-visible").unwrap_or(false));
        cursor.shown.set(keyboard);
    };
    let on_blur = move |_| cursor.shown.set(false);
    let fen = move || position.with(|p| p.to_fen());
    let lifted_square = Memo::new(move |_| drag.get().filter(|d| d.moving).map(|d| d.from));
    let pieces = move || {
        let o = orientation.get();
        let style = style.get();
        let anim = highlights.animate.get();
        let down = face_down.map(|f| f.get()).unwrap_or_default();
        position.with(|p| {
            p.pieces()
                .map(|(square, piece)| {
                    let slide_from = anim
                        .filter(|m| m.to == square && p.piece_at(m.from).is_none())
                        .map(|m| m.from);
                    let lifted = Signal::derive(move || lifted_square.get() == Some(square));
                    let face_down = down.contains(&square);
                    view! { <PieceView piece square orientation=o slide_from lifted style face_down /> }
                })
                .collect_view()
        })
    };
    let ghost = move || {
        let d = drag.get().filter(|d| d.moving)?;
        let piece = position.with(|p| p.piece_at(d.from))?;
        let face_down = face_down.is_some_and(|f| f.with(|f| f.contains(&d.from)));
        Some(
            view! { <DragGhost piece x=d.x y=d.y style=style.get() orientation=orientation.get() face_down /> },
        )
    };
    // The 90 named grid cells serve keyboard and screen-reader users (taps
    // and drags are read from the pointer's position on the board); they are
    // built just after the board is first drawn, in a task of their own.
    let points_shown = RwSignal::new(false);
    crate::web::paint::after_next_paint(move || points_shown.set(true));
    let pointer = pointer_handlers(
        orientation,
        highlights.selected,
        drag,
        handlers,
        on_drag_off,
    );
    let (down, moved, up, cancel) = (pointer.down, pointer.moved, pointer.up, pointer.cancel);
    // A pointer takes over from the keyboard: the focus mark goes and the
    // next arrow key starts from the selected piece.
    let down = move |ev: web_sys::PointerEvent| {
        cursor.shown.set(false);
        cursor.square.set(None);
        down(ev);
    };
    view! {
        <svg
            class="board"
            class:dragging=move || drag.get().is_some_and(|d| d.moving)
            data-testid="board"
            data-fen=fen
            data-orientation=move || orientation.get().name()
            viewBox=format!("0 0 {} {}", num(WIDTH), num(HEIGHT))
            role="grid"
            tabindex="0"
            aria-label=move || label.get()
            aria-activedescendant=move || focused.get().map(point_id)
            on:keydown=keydown
            on:focus=on_focus
            on:blur=on_blur
            on:pointerdown=down
            on:pointermove=moved
            on:pointerup=up
            on:pointercancel=cancel
        >
            <g aria-hidden="true">
                <Grid
                    orientation
                    turn_far=Signal::derive(move || style.with(|st| st.turn_black))
                    arabic=Signal::derive(move || style.with(|st| st.arabic_files))
                    simplified=Signal::derive(move || style.with(|st| st.simplified))
                />
            </g>
            <g class="points" role="rowgroup">
                {move || points_shown.get().then(|| view! {
                    <Points
                        orientation
                        selected=highlights.selected
                        targets=highlights.targets
                        describe
                    />
                })}
            </g>
            <UnderMarks orientation last_move=highlights.last_move selected=highlights.selected />
            <g class="pieces" aria-hidden="true">{pieces}</g>
            <OverMarks
                orientation
                position
                targets=highlights.targets
                check=highlights.check
                refused=highlights.refused
                culprits=highlights.culprits
                chased=highlights.chased
            />
            <g aria-hidden="true">
                <Arrows orientation arrows=highlights.arrows />
                <FocusMark orientation square=focus_mark />
                {ghost}
            </g>
        </svg>
    }
}
